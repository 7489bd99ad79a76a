import { z } from 'zod';
import { type Message, type MessageKey, type MessageValues, m, messageText } from './message';

/**
 * zod's own failures as messages by key. A schema that names its message writes
 * `zodMessage(key)`; every other issue zod raises goes through this error map, which keeps
 * the values zod's English wording is built from, so English reads exactly as zod's own and
 * the other languages get the same values. The wordings the catalogue has no key for stay
 * zod's English. Importing this module (every shared schema does) configures zod once, for
 * the server and the browser alike.
 */
export const zodMessage = (key: MessageKey, values?: MessageValues): string => messageText(m(key, values));

/**
 * A check's options that carry the field's message, so a 400 reads "media_id must be a numeric
 * string" whatever the wrong value was, and that stop at the first failed check, so each field
 * reports one problem. Every check of a shared schema's field takes them.
 */
export const says = (message: string) => ({ error: message, abort: true });

/** A whole number from `min` to `max`, each of its checks saying the field's `message`. */
export const wholeNumberIn = (min: number, max: number, message: string) =>
  z.number(says(message)).int(says(message)).min(min, says(message)).max(max, says(message));

type ValidationName = MessageKey extends infer K
  ? K extends `messages.validation.${infer N}`
    ? N
    : never
  : never;

/**
 * A schema module's named messages from the `messages.validation` keys: a list where each
 * name is its key, or a table from name to key.
 */
export function validationMessages<const N extends ValidationName>(
  names: readonly N[],
): { readonly [K in N]: string };
export function validationMessages<const T extends Record<string, ValidationName>>(
  names: T,
): { readonly [K in keyof T]: string };
export function validationMessages(names: readonly ValidationName[] | Record<string, ValidationName>) {
  const pairs: [string, ValidationName][] = Array.isArray(names)
    ? names.map((name) => [name, name])
    : Object.entries(names);
  return Object.fromEntries(pairs.map(([name, key]) => [name, zodMessage(`messages.validation.${key}`)]));
}

const { joinValues, parsedType, stringifyPrimitive } = z.core.util;

/** zod's display of a type name (its English locale's). */
const typeName = (type: string, input?: unknown): string =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : type === 'nan'
      ? 'NaN'
      : type;

type Issue = z.core.$ZodRawIssue;
const SIZED: Record<string, 'Chars' | 'Items'> = { string: 'Chars', array: 'Items', set: 'Items' };

/** The key and values of a zod issue zod words itself, or undefined for its rarer wordings. */
export function zodIssueMessage(issue: Issue): Message | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return m('messages.validation.invalidType', {
        expected: typeName(issue.expected),
        received: typeName(parsedType(issue.input), issue.input),
      });
    case 'invalid_value':
      return issue.values.length === 1
        ? m('messages.validation.invalidValue', { value: stringifyPrimitive(issue.values[0]) })
        : m('messages.validation.invalidOption', { options: joinValues(issue.values, '|') });
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      // zod words files and maps in bytes and entries, which the catalogue does not have.
      if (!issue.origin || issue.origin === 'file' || issue.origin === 'map') return undefined;
      const sized = SIZED[issue.origin];
      const edge = issue.exact ? 'exactly ' : issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const limit = `${edge}${String(big ? issue.maximum : issue.minimum)}`;
      const key = `messages.validation.${big ? 'tooBig' : 'tooSmall'}${sized ?? ''}` as MessageKey;
      return m(key, { origin: issue.origin, limit });
    }
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern
        ? m('messages.validation.pattern', { pattern: issue.pattern })
        : undefined;
    case 'unrecognized_keys':
      return m(
        issue.keys.length > 1
          ? 'messages.validation.unrecognizedKeys'
          : 'messages.validation.unrecognizedKey',
        { keys: joinValues(issue.keys, ', ') },
      );
    case 'invalid_union':
      return issue.inclusive === false || (issue.options?.length ?? 0) > 0
        ? undefined
        : m('messages.validation.invalidInput');
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return undefined;
    default:
      return m('messages.validation.invalidInput');
  }
}

z.config({
  customError: (issue) => {
    const message = zodIssueMessage(issue);
    return message && messageText(message);
  },
});
