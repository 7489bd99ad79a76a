import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { splitFormErrors } from '../../shared/field-errors';
import { isMessage, type Message, m, type Said } from '../../shared/i18n/message';
import type { MaturityLevel } from '../../shared/profiles';
import { findUnsafeText } from '../../shared/text';
import { isStaff, type PublicUser } from '../../shared/user';
import { type AppSession, bearerToken } from '../auth/lucia';
import type { AppDeps } from '../deps';
import {
  AppError,
  causeCode,
  firstProblem,
  isAppError,
  issueLists,
  TRPC_CODE,
  toAppError,
  unsafeTextError,
} from '../errors';
import { authenticate } from '../features/auth/service';
import { asCatalogueClient } from '../features/catalogue/miss-budget';
import { say, sayLists } from '../i18n/messages';
import { type RequestLanguage, requestLanguage } from '../i18n/request';

export interface TrpcContext {
  deps: AppDeps;
  ip: string;
  /** The raw bearer token, if one was sent. */
  token: string | null;
  /** Resolves the session once per request, only when a procedure asks. */
  auth(): Promise<{ user: PublicUser; session: AppSession } | null>;
  /**
   * The maturity level every catalogue answer of this request is kept to: the session's
   * profile's (a claim read with the session, no query of its own); Adult for a visitor.
   */
  maturity(): Promise<MaturityLevel>;
  /** The reader's language and region (Accept-Language). */
  language: RequestLanguage;
  /** The HTTP method, for tRPC's own refusal of a wrong one. */
  method?: string;
}

export function createContextFor(
  deps: AppDeps,
  req: { headers: Record<string, string | string[] | undefined>; ip?: string; method?: string },
): TrpcContext {
  const header = req.headers.authorization;
  const token = bearerToken(Array.isArray(header) ? header[0] : header);
  let pending: ReturnType<TrpcContext['auth']> | undefined;
  return {
    deps,
    ip: req.ip ?? 'unknown',
    token,
    language: requestLanguage(req.headers['accept-language']),
    method: req.method,
    auth: () => {
      pending ??= authenticate(deps.lucia, token);
      return pending;
    },
    async maturity() {
      if (!token) return 'adult';
      pending ??= authenticate(deps.lucia, token);
      return (await pending)?.session.maturity ?? 'adult';
    },
  };
}

const isRestricted = (cause: unknown) =>
  isAppError(cause) && isMessage(cause.said) && cause.said.key === 'messages.profiles.titleRestricted';

/** tRPC's own refusals carry only their code as message ("PAYLOAD_TOO_LARGE"): say it in words. */
const TRANSPORT_MESSAGES: Partial<Record<TRPCError['code'], Message>> = {
  PARSE_ERROR: m('messages.http.malformedJson'),
  PAYLOAD_TOO_LARGE: m('messages.http.bodyTooLarge'),
  METHOD_NOT_SUPPORTED: m('messages.http.methodNotSupported'),
  UNSUPPORTED_MEDIA_TYPE: m('messages.http.contentType'),
  BAD_REQUEST: m('messages.http.invalidRequest'),
};

/** tRPC's own fixed wordings, by the text its code writes. */
const TRPC_WORDINGS: Record<string, Message> = {
  'Batch call exceeds maximum size': m('messages.http.batchTooLarge'),
  'Not JSON-parsable query params': m('messages.http.badQueryParams'),
};

/**
 * What a failed call says: a business failure's own message, a validation's first problem,
 * or tRPC's refusal. tRPC words its refusals itself; the ones with values (an unknown
 * procedure, a wrong method) are said again by key from the call's path, type and method,
 * and any other wording of its own passes on as it is.
 */
function saidOf(error: TRPCError, call: { path?: string; type: string; ctx?: TrpcContext }): Said {
  const cause = error.cause;
  if (error.code === 'INTERNAL_SERVER_ERROR') return m('messages.http.internal');
  if (isAppError(cause)) return cause.said;
  if (cause instanceof z.ZodError) return firstProblem(cause.issues);
  // A JSON parser's own words: the transport message.
  if (error.code === 'PARSE_ERROR' || cause instanceof SyntaxError) return m('messages.http.malformedJson');
  if (error.message === error.code) return TRANSPORT_MESSAGES[error.code] ?? { text: error.message };
  const fixed = TRPC_WORDINGS[error.message];
  if (fixed) return fixed;
  if (error.code === 'NOT_FOUND' && call.path !== undefined)
    return m('messages.http.noProcedure', { path: call.path });
  if (error.code === 'METHOD_NOT_SUPPORTED' && call.path !== undefined && call.ctx?.method)
    return m('messages.http.unsupportedMethod', {
      method: call.ctx.method,
      type: call.type,
      path: call.path,
    });
  return { text: error.message };
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error, ctx, path, type }) {
    const cause = error.cause;
    // The same field lists as the REST facade's `errors`, with the input-level ones apart.
    const lists =
      cause instanceof z.ZodError
        ? issueLists(cause.issues)
        : isAppError(cause)
          ? cause.fieldErrors
          : undefined;
    const fields = lists ? splitFormErrors(lists) : null;
    // In the reader's language; English when the context could not be made.
    const locale = ctx?.language.locale ?? 'en';
    return {
      ...shape,
      message: say(saidOf(error, { path, type, ctx }), locale),
      data: {
        ...shape.data,
        stack: undefined,
        // A status tRPC has no code for (507), from the business error itself.
        ...(isAppError(cause) ? { httpStatus: cause.status } : {}),
        // A title this profile's level keeps out (403): the client shows its own page for it.
        ...(isRestricted(cause) ? { restricted: true } : {}),
        fieldErrors: fields ? sayLists(fields.fieldErrors, locale) : null,
        formErrors: fields ? fields.formErrors.map((f) => say(f, locale)) : null,
      },
    };
  },
});

/**
 * Turns AppError thrown by services, and a lost database connection, into the matching
 * tRPC error (the same translation as the REST facade's, `toAppError`).
 */
const appErrors = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (result.ok) return result;
  const e = toAppError(result.error.cause);
  if (!e) return result;
  if (e.code === 'UNAVAILABLE' && !isAppError(result.error.cause)) {
    ctx.deps.logger.warn({ path, cause: causeCode(result.error.cause) }, 'database unavailable');
  }
  if (e.code === 'INSUFFICIENT_STORAGE') ctx.deps.storage.noteFull(result.error.cause);
  throw new TRPCError({ code: TRPC_CODE[e.code], message: e.message, cause: e });
});

/**
 * The text rule (src/shared/text.ts) for every procedure's input, before its schema runs:
 * one place for all of them, like the REST facade's `rejectUnsafeText`.
 */
const safeText = t.middleware(async ({ getRawInput, next }) => {
  const bad = findUnsafeText(await getRawInput());
  if (bad) throw unsafeTextError(bad);
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The procedure runs on behalf of the caller's address: the catalogue misses it causes are
 * counted against that client's budget (features/catalogue/miss-budget.ts).
 */
const onBehalfOfCaller = t.middleware(({ ctx, next }) => asCatalogueClient(ctx.ip, next));

export const publicProcedure = t.procedure.use(appErrors).use(safeText).use(onBehalfOfCaller);

export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.auth();
  if (!auth) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
  return next({ ctx: { ...ctx, user: auth.user, session: auth.session } });
});

/**
 * The account's own areas (its email, password, sessions, profiles, the admin panel): never from
 * a Kids profile, whatever the account's role.
 */
export const accountProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.session.maturity === 'kids') throw new AppError('FORBIDDEN', m('messages.profiles.kidsNotAllowed'));
  return next({ ctx });
});

export const adminProcedure = accountProcedure.use(({ ctx, next }) => {
  if (!isStaff(ctx.user.role)) {
    throw new AppError('FORBIDDEN', m('messages.access.adminRequired'));
  }
  return next({ ctx });
});

export const ownerProcedure = accountProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'owner') throw new AppError('FORBIDDEN', m('messages.access.ownerRequired'));
  return next({ ctx });
});
