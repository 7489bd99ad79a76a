/**
 * The one rule for text that enters Marquee (REST bodies, queries and paths; tRPC inputs):
 * no U+0000 and no unpaired UTF-16 surrogate. PostgreSQL refuses the first in text and
 * jsonb and the second in jsonb, and neither is ever part of a real name, email, search or
 * setting, so they are refused at the door with a message naming the field, instead of
 * reaching a query and failing there.
 */
import { type Message, m } from './i18n/message';

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnsafeText {
  /** Dotted path of the offending value ('' for the whole input), e.g. `email` or `items.2.name`. */
  field: string;
  message: Message;
}

/** Why a string is refused, or null when it is fine. */
export function unsafeTextReason(s: string): 'nul' | 'surrogate' | null {
  if (s.includes(NUL)) return 'nul';
  if (LONE_SURROGATE.test(s)) return 'surrogate';
  return null;
}

/** The message of a refused value (`inKey`: in a field name) at `path` ('' for the whole input). */
function refusal(reason: 'nul' | 'surrogate', path: string, inKey: boolean): Message {
  const where = path ? (inKey ? 'fieldKey' : 'field') : inKey ? 'inputKey' : 'input';
  const what = reason === 'nul' ? 'Nul' : 'Surrogate';
  const key = `messages.validation.${where}${what}` as const;
  return path ? m(key, { field: path }) : m(key);
}

/** How deep into nested input to look; deeper input is refused by its schema anyway. */
const MAX_DEPTH = 64;

/**
 * The first string (value or object key) in a parsed JSON value or query object that
 * breaks the rule, or null. Iterative, so hostile nesting cannot overflow the stack.
 */
export function findUnsafeText(input: unknown, root = ''): UnsafeText | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: input, path: root, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) return { field: path, message: refusal(reason, path, false) };
      continue;
    }
    if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) continue;
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : String(key);
      if (typeof key === 'string') {
        const reason = unsafeTextReason(key);
        if (reason) return { field: path, message: refusal(reason, path, true) };
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
