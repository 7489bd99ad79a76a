import { ZLoginSchema, ZRegisterSchema, ZUpdateProfileSchema } from '../../../shared/schemas/auth';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import * as auth from './service';

export const authRouter = router({
  register: publicProcedure.input(ZRegisterSchema).mutation(async ({ ctx, input }) => {
    await ctx.deps.limits.beforeRegister(ctx.ip);
    return auth.register(authDeps(ctx.deps), input);
  }),
  login: publicProcedure
    .input(ZLoginSchema)
    .mutation(({ ctx, input }) => loginWithLimits(ctx.deps, ctx.ip, input)),
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await auth.logout(authDeps(ctx.deps), ctx.session.id);
    return { message: 'Logged out successfully' };
  }),
  /** Verifies the stored token: the signed-in user, or null. */
  me: publicProcedure.query(async ({ ctx }) => (await ctx.auth())?.user ?? null),
  updateProfile: protectedProcedure
    .input(ZUpdateProfileSchema)
    .mutation(({ ctx, input }) => auth.updateProfile(authDeps(ctx.deps), ctx.user.id, ctx.session.id, input)),
});

export const authDeps = (deps: import('../../context').AppDeps): auth.AuthDeps => ({
  db: deps.database.db,
  lucia: deps.lucia,
  logger: deps.logger,
});

/** Login behind the per-IP and per-account throttle of failed attempts. */
export async function loginWithLimits(
  deps: import('../../context').AppDeps,
  ip: string,
  input: import('../../../shared/schemas/auth').TLogin,
) {
  await deps.limits.beforeLogin(ip, input.emailOrUsername);
  try {
    return await auth.login(authDeps(deps), input);
  } catch (e) {
    if (e instanceof Error && (e as { code?: string }).code === 'UNAUTHORIZED') {
      await deps.limits.loginFailed(ip, input.emailOrUsername);
    }
    throw e;
  }
}
