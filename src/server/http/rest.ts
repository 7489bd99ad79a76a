import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import type { z } from 'zod';
import { type Message, m, type Said } from '../../shared/i18n/message';
import { findUnsafeText } from '../../shared/text';
import type { PublicUser, Role } from '../../shared/user';
import { type AppSession, bearerToken } from '../auth/lucia';
import type { AppDeps } from '../deps';
import {
  AppError,
  causeCode,
  type FieldMessages,
  retryAfterOf,
  toAppError,
  unsafeTextError,
} from '../errors';
import { authenticate } from '../features/auth/service';
import { localeOf, say, sayLists } from '../i18n/messages';

/**
 * The documented `/api` error envelope. Its `message` and field `errors` are put into words
 * here, as the answer leaves, in the reader's language (Accept-Language; English without one,
 * as most REST clients send none). Said in the header's language, so a shared cache must key
 * these answers by it.
 */
export function ok<T>(res: Response, data: T, message?: Message, status = 200) {
  const said = message && say(message, localeOf(res.req));
  res.vary('Accept-Language');
  res.status(status).json({ success: true, data, ...(said ? { message: said } : {}) });
}

/** A failed `/api` answer: `{ success: false, message, errors? }`, with `extra` fields after. */
export function fail(
  res: Response,
  status: number,
  message: Said,
  opts: { errors?: FieldMessages; extra?: Record<string, unknown> } = {},
) {
  const locale = localeOf(res.req);
  res.vary('Accept-Language');
  res.status(status).json({
    success: false,
    message: say(message, locale),
    ...(opts.errors ? { errors: sayLists(opts.errors, locale) } : {}),
    ...opts.extra,
  });
}

/** Validates with a shared zod schema; a failure is a 400 naming the first problem. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw AppError.invalid(r.error.issues);
}

/**
 * The text rule (src/shared/text.ts) for everything a REST request carries: the decoded
 * path (route parameters come from it), the query and the JSON body. A 400 names the field.
 */
export function rejectUnsafeText(): RequestHandler {
  return (req, _res, next) => {
    const bad =
      findUnsafeText(safeDecode(req.path), 'path') ?? findUnsafeText(req.query) ?? findUnsafeText(req.body);
    if (bad) throw unsafeTextError(bad);
    next();
  };
}

/** rejectMalformedPaths has already refused paths that do not decode. */
const safeDecode = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** Answers about a user, or that depend on who asks, stay in that browser and only there. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The REST default: every `/api` answer is private and unstored unless its handler sets a
 * public policy (the catalogue facade does; its answers are the same for everyone).
 */
export const privateAnswers: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  next();
};

export interface AuthedLocals {
  user: PublicUser;
  session: AppSession;
}

/** Resolves the bearer token; 401 without a valid one, 403 without one of `roles`. */
export function requireAuth(deps: AppDeps, roles?: readonly Role[]): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
    const auth = await authenticate(deps.lucia, token);
    if (!auth) throw new AppError('UNAUTHORIZED', m('messages.access.invalidToken'));
    if (roles && !roles.includes(auth.user.role))
      throw new AppError('FORBIDDEN', m('messages.access.insufficient'));
    // Routes for some roles only (the admin's) are the account's: never from a Kids profile.
    if (roles && auth.session.maturity === 'kids')
      throw new AppError('FORBIDDEN', m('messages.profiles.kidsNotAllowed'));
    res.locals.user = auth.user;
    res.locals.session = auth.session;
    next();
  };
}

/** A router every route of which needs a session (of one of `roles`, when given). */
export function authedRouter(deps: AppDeps, roles?: readonly Role[]): Router {
  const r = Router();
  r.use(requireAuth(deps, roles));
  return r;
}

export const authed = (res: Response): AuthedLocals => res.locals as AuthedLocals;

/**
 * After `requireAuth`: the account's own areas (its email, password, profiles) are never
 * opened from a Kids profile, whatever the account's role (tRPC's `accountProcedure`).
 */
export const refuseKids: RequestHandler = (_req, res, next) => {
  if (authed(res).session.maturity === 'kids')
    throw new AppError('FORBIDDEN', m('messages.profiles.kidsNotAllowed'));
  next();
};

/** The single mapping of failures to HTTP answers for the REST facade. */
export function restErrorHandler(deps: AppDeps) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const appError = toAppError(err);
    if (appError) {
      if (appError.code === 'UNAVAILABLE') {
        // The cause, not the error: driver messages can carry query parameters.
        deps.logger.warn({ path: req.path, cause: causeCode(err) }, 'database unavailable');
        res.setHeader('Retry-After', '5');
      }
      if (appError.code === 'INSUFFICIENT_STORAGE') deps.storage.noteFull(err);
      const retryAfter = retryAfterOf(appError);
      if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
      fail(res, appError.status, appError.said, { errors: appError.fieldErrors });
      return;
    }
    const e = err as { type?: string; status?: number; statusCode?: number; message?: string };
    // body-parser failures: malformed JSON, too large, bad charset.
    if (e?.type === 'entity.too.large') {
      fail(res, 413, m('messages.http.bodyTooLarge'));
      return;
    }
    if (e?.type === 'entity.parse.failed') {
      fail(res, 400, m('messages.http.malformedJsonBody'));
      return;
    }
    const status = e?.status ?? e?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Express's own refusals (e.g. a bad charset) say it in English only.
      fail(res, status, e.message ? { text: e.message } : m('messages.http.badRequest'));
      return;
    }
    deps.logger.error({ err, path: req.path }, 'unhandled request error');
    fail(res, 500, m('messages.http.internal'));
  };
}

/** Client IP as Express sees it (honours TRUST_PROXY). */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
