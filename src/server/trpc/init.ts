import { initTRPC, TRPCError } from '@trpc/server';
import type { Session } from 'lucia';
import { z } from 'zod';
import type { PublicUser } from '../../shared/user';
import { bearerToken } from '../auth/lucia';
import type { AppDeps } from '../context';
import { AppError, isAppError, TRPC_CODE } from '../errors';
import { authenticate } from '../features/auth/service';

export interface TrpcContext {
  deps: AppDeps;
  ip: string;
  /** The raw bearer token, if one was sent. */
  token: string | null;
  /** Resolves the session once per request, only when a procedure asks. */
  auth(): Promise<{ user: PublicUser; session: Session } | null>;
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
    auth: () => {
      pending ??= authenticate(deps.lucia, token);
      return pending;
    },
  };
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const zodError = cause instanceof z.ZodError ? z.flattenError(cause) : null;
    const appFields = isAppError(cause) ? cause.fieldErrors : undefined;
    return {
      ...shape,
      // Unexpected failures never show internals to the client.
      message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        fieldErrors: zodError?.fieldErrors ?? appFields ?? null,
        formErrors: zodError?.formErrors ?? null,
      },
    };
  },
});

/** Turns AppError thrown by services into the matching tRPC error. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) {
    const e = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[e.code], message: e.message, cause: e });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(appErrors);

export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.auth();
  if (!auth) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return next({ ctx: { ...ctx, user: auth.user, session: auth.session } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin' && ctx.user.role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Admin access required');
  }
  return next({ ctx });
});

export const ownerProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'owner') throw new AppError('FORBIDDEN', 'Owner access required');
  return next({ ctx });
});
