import { m } from '@shared/i18n/message';
import {
  ZWatchLaterAddSchema,
  ZWatchLaterKeySchema,
  ZWatchLaterListSchema,
  ZWatchLaterMergeSchema,
  ZWatchLaterRestoreSchema,
} from '@shared/schemas/watch-later';
import { say } from '../../i18n/messages';
import { protectedProcedure, router } from '../../trpc/init';
import { gateOf } from '../personal/title-gate';
import * as watchLater from './service';

/** The same operations as /api/watch-later, for the app's own screens: the session's profile's. */
export const watchLaterRouter = router({
  list: protectedProcedure
    .input(ZWatchLaterListSchema.prefault({}))
    .query(({ ctx, input }) =>
      watchLater.listWatchLater(
        ctx.deps.database.db,
        gateOf(ctx.deps, ctx.session),
        ctx.session.profileId,
        input,
      ),
    ),
  status: protectedProcedure
    .input(ZWatchLaterKeySchema)
    .query(({ ctx, input }) =>
      watchLater.watchLaterStatus(ctx.deps.database.db, ctx.session.profileId, input),
    ),
  add: protectedProcedure
    .input(ZWatchLaterAddSchema)
    .mutation(({ ctx, input }) =>
      watchLater.addToWatchLater(
        ctx.deps.database.db,
        gateOf(ctx.deps, ctx.session),
        ctx.session.profileId,
        input,
      ),
    ),
  restore: protectedProcedure
    .input(ZWatchLaterRestoreSchema)
    .mutation(({ ctx, input }) =>
      watchLater.addToWatchLater(
        ctx.deps.database.db,
        gateOf(ctx.deps, ctx.session),
        ctx.session.profileId,
        input,
      ),
    ),
  remove: protectedProcedure.input(ZWatchLaterKeySchema).mutation(async ({ ctx, input }) => {
    await watchLater.removeFromWatchLater(ctx.deps.database.db, ctx.session.profileId, input);
    return { message: say(m('messages.watchLater.removed'), ctx.language.locale) };
  }),
  merge: protectedProcedure
    .input(ZWatchLaterMergeSchema)
    .mutation(({ ctx, input }) =>
      watchLater.mergeWatchLater(
        ctx.deps.database.db,
        gateOf(ctx.deps, ctx.session),
        ctx.session.profileId,
        input.items,
      ),
    ),
});
