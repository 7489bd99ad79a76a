import { I18nProvider, Trans, useLingui } from '@lingui/react';
import type { ComponentProps, ReactNode } from 'react';
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

/**
 * A message with elements inside it: `<T id="pages.privacy.contact" components={{ 0: <a href="…" /> }} />`
 * for "Write to <0>us</0>".
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components?: ComponentProps<typeof Trans>['components'];
}) {
  return <Trans id={id} values={values} components={components} />;
}
