/**
 * One error type for business failures, and the one place that maps it to an HTTP
 * status (REST facade) and a tRPC code.
 */
import { FORM_FIELD, fieldErrorLists } from '../shared/field-errors';
import { isMessage, type Message, m, messageOf, type Said } from '../shared/i18n/message';
import type { UnsafeText } from '../shared/text';
import { english } from './i18n/messages';

export type AppErrorCode =
  | 'VALIDATION' // 400
  | 'UNAUTHORIZED' // 401
  | 'FORBIDDEN' // 403
  | 'NOT_FOUND' // 404
  | 'CONFLICT' // 409
  | 'PAYLOAD_TOO_LARGE' // 413
  | 'RATE_LIMITED' // 429
  | 'UPSTREAM' // 502
  | 'UNAVAILABLE' // 503
  | 'TIMEOUT' // 504
  | 'INSUFFICIENT_STORAGE' // 507
  | 'INTERNAL'; // 500

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
};

export const TRPC_CODE = {
  VALIDATION: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UPSTREAM: 'BAD_GATEWAY',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  TIMEOUT: 'GATEWAY_TIMEOUT',
  // tRPC has no 507: the error formatter sets the AppError's own HTTP status.
  INSUFFICIENT_STORAGE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<AppErrorCode, string>;

/** Field-by-field messages for forms, keyed as `fieldErrorLists` keys them. */
export type FieldMessages = Readonly<Record<string, readonly Said[]>>;

/**
 * A business failure and what to tell the client: a message by key
 * (`new AppError('NOT_FOUND', m('messages.admin.userNotFound'))`), put into words in the
 * reader's language where the answer leaves. `message` is its English, for logs.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Field-by-field messages for forms (zod failures, uniqueness conflicts). */
  readonly fieldErrors?: FieldMessages;
  #said: Said;

  constructor(code: AppErrorCode, message: Message, fieldErrors?: FieldMessages) {
    // Code that skipped the type check (a cast, plain JS) learns it here, not in a client.
    if (typeof message !== 'object') throw new TypeError('AppError takes m(key, values), not text');
    super(english(message));
    this.name = 'AppError';
    this.code = code;
    this.#said = message;
    this.fieldErrors = fieldErrors;
  }

  /** What to tell the client. */
  get said(): Said {
    return this.#said;
  }

  /** A failed validation: its first problem, and every problem under its field. */
  static invalid(issues: readonly Issue[]): AppError {
    const error = new AppError('VALIDATION', m('messages.validation.invalidInput'), issueLists(issues));
    // zod's rarer wordings have no key: the first problem may be zod's own text.
    error.#said = firstProblem(issues);
    error.message = english(error.#said);
    return error;
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

/**
 * A refusal that says when to try again: its answer carries `Retry-After` (seconds), on the
 * REST facade and on tRPC alike (a client over its budget, an upstream that is saturated).
 */
export class RetryLaterError extends AppError {
  constructor(
    code: AppErrorCode,
    message: Message,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/** The Retry-After (seconds) a failure asks for, if it asks. */
export const retryAfterOf = (e: unknown): number | undefined =>
  e instanceof RetryLaterError ? e.retryAfterSeconds : undefined;

/** The 400 for input that breaks the text rule (src/shared/text.ts), naming its field. */
export function unsafeTextError(bad: UnsafeText): AppError {
  return new AppError('VALIDATION', bad.message, { [bad.field || FORM_FIELD]: [bad.message] });
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/**
 * Failures that mean "the database cannot be reached right now", as opposed to a bad query:
 * postgres.js connection errors, socket errors, SQLSTATE class 08 (connection exception),
 * 57P01-57P03 (the server is shutting down or starting), 53300 (too many connections),
 * and an embedded database that has been closed. Drizzle wraps the driver's error in
 * `cause`, so the whole chain is searched.
 */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);

export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 8; depth++) {
    const { code, message } = cur as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && /^PGlite is clos(ed|ing)/.test(message)) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = m('messages.http.databaseUnavailable');

/**
 * A write refused because the disk is full: ENOSPC from the file system, SQLSTATE 53100
 * (disk_full) from PostgreSQL, or the embedded database's "could not extend file" / "No
 * space left on device". Searched along the cause chain like `isDatabaseUnavailable`.
 */
export function isStorageFull(e: unknown): boolean {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 8; depth++) {
    const { code, message } = cur as { code?: unknown; message?: unknown };
    if (code === 'ENOSPC' || code === '53100') return true;
    if (typeof message === 'string' && /could not extend file|No space left on device/i.test(message))
      return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE = m('messages.http.storageFull');

/**
 * The one translation of a thrown value into a business failure, used by the REST error
 * handler and the tRPC middleware alike: AppError as is, a lost database as UNAVAILABLE, a
 * full disk as INSUFFICIENT_STORAGE, anything else null (a real bug: 500, logged).
 */
export function toAppError(e: unknown): AppError | null {
  if (isAppError(e)) return e;
  if (isDatabaseUnavailable(e)) return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  if (isStorageFull(e)) return new AppError('INSUFFICIENT_STORAGE', STORAGE_FULL_MESSAGE);
  return null;
}

/** The innermost error code of a cause chain (e.g. ECONNREFUSED, 57P01), for logs. */
export function causeCode(e: unknown): string | undefined {
  let code: string | undefined;
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 8; depth++) {
    const c = (cur as { code?: unknown }).code;
    if (typeof c === 'string') code = c;
    cur = (cur as { cause?: unknown }).cause;
  }
  return code;
}

interface Issue {
  message: string;
  path: readonly PropertyKey[];
}

/** A zod failure's messages per field (`fieldErrorLists`), each read back into its key and values. */
export function issueLists(issues: readonly Issue[]): Record<string, Said[]> {
  return Object.fromEntries(
    Object.entries(fieldErrorLists(issues)).map(([field, list]) => [field, list.map(messageOf)]),
  );
}

/** zod's own wordings, which do not say which field they are about. */
const GENERIC = new Set<string>([
  'messages.validation.invalidInput',
  'messages.validation.invalidType',
  'messages.validation.invalidValue',
  'messages.validation.invalidOption',
  'messages.validation.tooBig',
  'messages.validation.tooBigChars',
  'messages.validation.tooBigItems',
  'messages.validation.tooSmall',
  'messages.validation.tooSmallChars',
  'messages.validation.tooSmallItems',
  'messages.validation.pattern',
  'messages.validation.unrecognizedKey',
  'messages.validation.unrecognizedKeys',
]);
// zod's rarer wordings ("Invalid email address", "Invalid key in record") are generic too.
const GENERIC_TEXT = /^(Invalid|Expected|Unrecognized|Too (big|small))/i;

/**
 * The one-line message of a failed validation: the first problem, with the field named when
 * zod's own wording ("Invalid input: expected string…") does not say which.
 */
export function firstProblem(issues: readonly Issue[]): Said {
  const first = issues[0];
  if (!first) return m('messages.validation.invalidInput');
  const said = messageOf(first.message);
  const generic = isMessage(said) ? GENERIC.has(said.key) : GENERIC_TEXT.test(said.text);
  if (!generic || first.path.length === 0) return said;
  return m('messages.validation.fieldPrefix', { field: first.path.map(String).join('.'), message: said });
}
