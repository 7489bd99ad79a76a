import { ZPreferencesSchema } from '../../../shared/schemas/preferences';
import { translateMessage } from '../../i18n/messages';
import { protectedProcedure, router } from '../../trpc/init';
import * as service from './service';

export const preferencesRouter = router({
  /** The signed-in account's preferences (valid fields only), or null when never saved. */
  get: protectedProcedure.query(({ ctx }) => service.getPreferences(ctx.deps.database.db, ctx.user.id)),
  /** Replaces them; the body must be a complete, valid set (400 naming the field otherwise). */
  save: protectedProcedure.input(ZPreferencesSchema).mutation(async ({ ctx, input }) => ({
    preferences: await service.savePreferences(ctx.deps.database.db, ctx.user.id, input),
    message: translateMessage('Preference updated successfully', ctx.language.locale),
  })),
});
