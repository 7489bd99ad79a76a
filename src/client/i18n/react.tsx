import { I18nProvider, useLingui } from '@lingui/react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { i18n, type MessageKey, type MessageValues } from './index';

/** Rerenders the app when the language changes. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * `const t = useT(); t('shell.nav.home')`: messages of the active language, rerendering when it
 * changes.
 */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  return useLingui()._ as (key: MessageKey, values?: MessageValues) => string;
}

/** The active language ('en', 'ar', …). */
export function useLocale(): string {
  return useLingui().i18n.locale;
}

/** An element tag in a translation: `<0>text</0>` or `<0/>`. */
const TAG = /<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9]+)\/>/;

/**
 * The translation with its tags made the given elements, the tag's text their children (as
 * Lingui's Trans does: its formatElements, without the checks it logs in development).
 */
function formatElements(text: string, elements: Record<string, ReactElement>): ReactNode {
  // split() with the pattern's three groups: text, then per tag [paired, children, unpaired, text].
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = parts[0] ? [parts[0]] : [];
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, children, unpaired, after] = parts.slice(i, i + 4);
    const element = elements[(paired || unpaired) ?? ''] ?? <></>;
    const own = (element.props as { children?: ReactNode }).children;
    tree.push(cloneElement(element, { key: i }, children ? formatElements(children, elements) : own));
    if (after) tree.push(after);
  }
  return tree.length === 1 ? tree[0] : tree;
}

/**
 * A message with elements inside it: `<T id="pages.privacy.contact" components={{ 0: <a href="…" /> }} />`
 * for "Write to <0>us</0>". A value that is neither text nor a number is drawn as an element of
 * its own, as Lingui's Trans does.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  const t = useT();
  const elements = { ...components };
  const texts: MessageValues = { ...values };
  for (const [key, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') continue;
    const index = Object.keys(elements).length;
    elements[index] = <>{value as ReactNode}</>;
    texts[key] = `<${index}/>`;
  }
  return <>{formatElements(t(id, texts), elements)}</>;
}
