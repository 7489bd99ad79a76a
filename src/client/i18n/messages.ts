import { fieldErrors } from '../../shared/field-errors';
import { isMessage, messageOf, type Said } from '../../shared/i18n/message';
import { t } from './index';

/**
 * The browser's own checks run the shared zod schemas, whose issues carry a `messages` key and
 * its values (shared/i18n/zod-messages.ts): this says them in the interface language, English
 * included, through the `messages` catalogue, which the screen that calls it loads
 * (`withMessages`). zod's rarer wordings, which have no key, stay as zod wrote them. Messages
 * that came from the server are already in words: show those as they are.
 */
function say(said: Said): string {
  if (!isMessage(said)) return said.text;
  const values = Object.fromEntries(
    Object.entries(said.values ?? {}).map(([name, v]) => [name, typeof v === 'object' ? say(v) : v]),
  );
  return t(said.key, values);
}

/** A zod issue's message in the interface language. */
export const localMessage = (issueMessage: string): string => say(messageOf(issueMessage));

/** A failed check's first message per field (`fieldErrors` of shared/field-errors), each in the interface language. */
export function localFieldErrors(error: Parameters<typeof fieldErrors>[0]): Record<string, string> {
  const out = fieldErrors(error);
  for (const field of Object.keys(out)) out[field] = localMessage(out[field]!);
  return out;
}
