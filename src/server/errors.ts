/**
 * One error type for business failures, and the one place that maps it to an HTTP
 * status (REST facade) and a tRPC code.
 */
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
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<AppErrorCode, string>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Field-by-field messages for forms (zod failures, uniqueness conflicts). */
  readonly fieldErrors?: Record<string, string[]>;

  constructor(code: AppErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
