import type english from './catalogs/en/messages.json';

/**
 * A message is a key of the `messages` catalogue with its values, made where a failure or an
 * answer is raised (AppError, a zod issue, an envelope's `message`) and put into words only
 * where it leaves: the server's tRPC error formatter and REST answers, and the browser's own
 * form checks. English is one catalogue among the others, so rewording it changes no other
 * language, and no text is ever read back into a key.
 */
export type MessageKey = keyof typeof english;

export type MessageValues = Readonly<Record<string, string | number | Said>>;

export interface Message {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

/**
 * Text with no key: a message some library wrote itself (zod's rarer wordings, a parser's),
 * passed on as it is. Only decoding makes one; code that raises a failure writes a `Message`.
 */
export interface Verbatim {
  readonly text: string;
}

/** Anything that can be said: a message by key, or a library's own text. */
export type Said = Message | Verbatim;

/** `m('messages.admin.userNotFound')`, `m('messages.auth.tooManyAttempts', { seconds })`. */
export const m = (key: MessageKey, values?: MessageValues): Message => (values ? { key, values } : { key });

export const isMessage = (said: Said): said is Message => 'key' in said;

/**
 * A message as the string a zod issue carries: its key, then its values as JSON when it has
 * some. Only `messageOf` reads it back.
 */
export function messageText(message: Message): string {
  return message.values ? `${message.key} ${JSON.stringify(message.values)}` : message.key;
}

const TOKEN = /^(messages\.[\w.]+)(?: (\{.*\}))?$/s;

/** What a zod issue's message says: the message `messageText` wrote, or the library's own text. */
export function messageOf(text: string): Said {
  const token = TOKEN.exec(text);
  if (!token) return { text };
  const key = token[1] as MessageKey;
  if (!token[2]) return { key };
  try {
    return { key, values: JSON.parse(token[2]) as MessageValues };
  } catch {
    return { text };
  }
}
