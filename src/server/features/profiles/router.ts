import {
  ZProfileCreateSchema,
  ZProfileLockSchema,
  ZProfileRemoveSchema,
  ZProfileSwitchSchema,
  ZProfileUpdateSchema,
} from '@shared/schemas/profiles';
import type { AppDeps } from '../../deps';
import { accountProcedure, protectedProcedure, router } from '../../trpc/init';
import * as profiles from './service';

export const profileDeps = (deps: AppDeps): profiles.ProfileDeps => ({
  db: deps.database.db,
  sessions: deps.sessions,
  limits: deps.limits,
});

const acting = (session: { userId: string; profileId: string }): profiles.Acting => ({
  userId: session.userId,
  profileId: session.profileId,
});

/** The same calls as /api/profiles. A Kids profile may only list and switch. */
export const profilesRouter = router({
  list: protectedProcedure.query(async ({ ctx }) => ({
    profiles: await profiles.listProfiles(ctx.deps.database.db, ctx.user.id),
    current: ctx.session.profileId,
  })),
  create: accountProcedure
    .input(ZProfileCreateSchema)
    .mutation(({ ctx, input }) => profiles.createProfile(profileDeps(ctx.deps), acting(ctx.session), input)),
  update: accountProcedure
    .input(ZProfileUpdateSchema)
    .mutation(({ ctx, input }) => profiles.updateProfile(profileDeps(ctx.deps), acting(ctx.session), input)),
  remove: accountProcedure.input(ZProfileRemoveSchema).mutation(async ({ ctx, input }) => {
    await profiles.removeProfile(profileDeps(ctx.deps), acting(ctx.session), input);
  }),
  lock: accountProcedure
    .input(ZProfileLockSchema)
    .mutation(({ ctx, input }) => profiles.lockProfiles(profileDeps(ctx.deps), acting(ctx.session), input)),
  switch: protectedProcedure
    .input(ZProfileSwitchSchema)
    .mutation(({ ctx, input }) => profiles.switchProfile(profileDeps(ctx.deps), ctx.session, input)),
});
