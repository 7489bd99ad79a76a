import { fieldErrors } from '../../shared/field-errors';
import english from '../../shared/i18n/catalogs/en/messages.json';
import { SOURCE_LOCALE } from '../../shared/i18n/locales';
import { createMessageRegistry, type MessageRegistry } from '../../shared/i18n/message-registry';
import { currentLocale, type MessageKey, t } from './index';

/**
 * The browser's own checks run the shared zod schemas, whose messages are the server's English
 * words (issue 18): this shows them in the interface language through the `messages`
 * catalogue, the same registry the server translates its answers with. The screen that calls it
 * loads the `messages` namespace (`withMessages`); until it is in, or for a message the registry
 * does not know, the English text is shown. Messages that came from the server are already
 * translated: show those as they are.
 */
let registry: MessageRegistry | undefined;

export function localMessage(text: string): string {
  if (currentLocale() === SOURCE_LOCALE) return text;
  registry ??= createMessageRegistry(english);
  return registry.localize(text, (key, values) => {
    const text = t(key as MessageKey, values);
    return text === key ? null : text;
  });
}

/** A failed check's first message per field (`fieldErrors` of shared/field-errors), each in the interface language. */
export function localFieldErrors(error: Parameters<typeof fieldErrors>[0]): Record<string, string> {
  const out = fieldErrors(error);
  for (const field of Object.keys(out)) out[field] = localMessage(out[field]!);
  return out;
}
