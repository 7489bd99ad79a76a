import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { fieldErrorLists, splitFormErrors } from '../../shared/field-errors';
import { findUnsafeText } from '../../shared/text';
import { isStaff, type PublicUser } from '../../shared/user';
import { type AppSession, bearerToken } from '../auth/lucia';
import type { AppDeps } from '../deps';
import {
  AppError,
  causeCode,
  isAppError,
  TRPC_CODE,
  toAppError,
  unsafeTextError,
  validationMessage,
} from '../errors';
import { authenticate } from '../features/auth/service';
import { asCatalogueClient } from '../features/catalogue/miss-budget';
import { translateLists, translateMessage } from '../i18n/messages';
import { type RequestLanguage, requestLanguage } from '../i18n/request';

export interface TrpcContext {
  deps: AppDeps;
  ip: string;
  /** The raw bearer token, if one was sent. */
  token: string | null;
  /** Resolves the session once per request, only when a procedure asks. */
  auth(): Promise<{ user: PublicUser; session: AppSession } | null>;
  /** The reader's language and region (Accept-Language). */
  language: RequestLanguage;
}

export function createContextFor(
  deps: AppDeps,
  req: { headers: Record<string, string | string[] | undefined>; ip?: string },
): TrpcContext {
  const header = req.headers.authorization;
  const token = bearerToken(Array.isArray(header) ? header[0] : header);
  let pending: ReturnType<TrpcContext['auth']> | undefined;
  return {
    deps,
    ip: req.ip ?? 'unknown',
    token,
    language: requestLanguage(req.headers['accept-language']),
    auth: () => {
      pending ??= authenticate(deps.lucia, token);
      return pending;
    },
  };
}

/** tRPC's own refusals carry only their code as message ("PAYLOAD_TOO_LARGE"): say it in words. */
const TRANSPORT_MESSAGES: Partial<Record<TRPCError['code'], string>> = {
  PARSE_ERROR: 'Malformed JSON in request',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  METHOD_NOT_SUPPORTED: 'This method is not supported for this procedure',
  UNSUPPORTED_MEDIA_TYPE: 'Content-Type must be application/json',
  BAD_REQUEST: 'Invalid request',
};
const clearMessage = (error: TRPCError): string =>
  error.message === error.code ? (TRANSPORT_MESSAGES[error.code] ?? error.message) : error.message;

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    // The same field lists as the REST facade's `errors`, with the input-level ones apart.
    const lists =
      cause instanceof z.ZodError
        ? fieldErrorLists(cause.issues)
        : isAppError(cause)
          ? cause.fieldErrors
          : undefined;
    const fields = lists ? splitFormErrors(lists) : null;
    // Unexpected failures never show internals to the client.
    // zod failures: the first problem in words (tRPC's default is the issues as JSON).
    const message =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? 'Internal server error'
        : cause instanceof z.ZodError
          ? validationMessage(cause.issues)
          : clearMessage(error);
    // In the reader's language; English when the context could not be made. A JSON parser's
    // own words (English in any language) become the transport message there.
    const locale = ctx?.language.locale ?? 'en';
    const said =
      locale !== 'en' && (error.code === 'PARSE_ERROR' || cause instanceof SyntaxError)
        ? (TRANSPORT_MESSAGES.PARSE_ERROR ?? message)
        : message;
    return {
      ...shape,
      message: translateMessage(said, locale),
      data: {
        ...shape.data,
        stack: undefined,
        // A status tRPC has no code for (507), from the business error itself.
        ...(isAppError(cause) ? { httpStatus: cause.status } : {}),
        fieldErrors: fields ? translateLists(fields.fieldErrors, locale) : null,
        formErrors: fields ? fields.formErrors.map((m) => translateMessage(m, locale)) : null,
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
  if (!auth) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return next({ ctx: { ...ctx, user: auth.user, session: auth.session } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isStaff(ctx.user.role)) {
    throw new AppError('FORBIDDEN', 'Admin access required');
  }
  return next({ ctx });
});

export const ownerProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'owner') throw new AppError('FORBIDDEN', 'Owner access required');
  return next({ ctx });
});
