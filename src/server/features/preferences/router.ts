import { m } from '@shared/i18n/message';
import { ZPreferencesSchema } from '@shared/schemas/preferences';
import { say } from '../../i18n/messages';
import { protectedProcedure, router } from '../../trpc/init';
import * as service from './service';

export const preferencesRouter = router({
  /** The session's profile's preferences (valid fields only), or null when never saved. */
  get: protectedProcedure.query(({ ctx }) =>
    service.getPreferences(ctx.deps.database.db, ctx.session.profileId),
  ),
  /** Replaces them; the body must be a complete, valid set (400 naming the field otherwise). */
  save: protectedProcedure.input(ZPreferencesSchema).mutation(async ({ ctx, input }) => ({
    preferences: await service.savePreferences(ctx.deps.database.db, ctx.session.profileId, input),
    message: say(m('messages.preferences.updated'), ctx.language.locale),
  })),
});
