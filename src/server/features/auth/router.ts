import { m } from '@shared/i18n/message';
import { ZLoginRequestSchema, ZRegisterSchema, ZUpdateProfileSchema } from '@shared/schemas/auth';
import { say } from '../../i18n/messages';
import { accountProcedure, protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { authDeps, loginWithLimits, registerWithLimits, updateProfileWithLimits } from './limits';
import * as auth from './service';

export const authRouter = router({
  register: publicProcedure
    .input(ZRegisterSchema)
    .mutation(({ ctx, input }) => registerWithLimits(ctx.deps, ctx.ip, input)),
  login: publicProcedure
    .input(ZLoginRequestSchema)
    .mutation(({ ctx, input }) => loginWithLimits(ctx.deps, ctx.ip, input)),
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await auth.logout(authDeps(ctx.deps), ctx.session.id);
    return { message: say(m('messages.auth.loggedOut'), ctx.language.locale) };
  }),
  /** Verifies the stored token: the signed-in user, or null. */
  me: publicProcedure.query(async ({ ctx }) => (await ctx.auth())?.user ?? null),
  /** The account's name, email and password: never from a Kids profile. */
  updateProfile: accountProcedure.input(ZUpdateProfileSchema).mutation(async ({ ctx, input }) => {
    const result = await updateProfileWithLimits(ctx.deps, ctx.ip, ctx.session, input);
    return { ...result, message: say(result.message, ctx.language.locale) };
  }),
});
