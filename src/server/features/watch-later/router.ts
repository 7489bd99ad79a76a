import { m } from '@shared/i18n/message';
import {
  type TWatchLaterAdd,
  ZWatchLaterAddSchema,
  ZWatchLaterKeySchema,
  ZWatchLaterListSchema,
  ZWatchLaterMergeSchema,
  ZWatchLaterRestoreSchema,
} from '@shared/schemas/watch-later';
import type { AppSession } from '../../auth/lucia';
import { say } from '../../i18n/messages';
import { protectedProcedure, router, type TrpcContext } from '../../trpc/init';
import { personalScope } from '../personal/title-gate';
import { isFollowed } from '../upcoming/follows';
import * as watchLater from './service';

/**
 * Saving a title, and its Undo (with `addedAt`, the time it was first saved). A show saved
 * may start being followed (automatic following): `followStarted` says so, once.
 */
async function save({
  ctx,
  input,
}: {
  ctx: TrpcContext & { session: AppSession };
  input: TWatchLaterAdd & { addedAt?: string | null };
}) {
  const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
  const tv = input.mediaType === 'tv';
  const before = tv ? await isFollowed(db, profileId, input.mediaId) : null;
  const item = await watchLater.addToWatchLater(db, gate, profileId, input);
  const started = before === false && (await isFollowed(db, profileId, input.mediaId));
  return { ...item, followStarted: started };
}

/** The same operations as /api/watch-later, for the app's own screens: the session's profile's. */
export const watchLaterRouter = router({
  list: protectedProcedure.input(ZWatchLaterListSchema.prefault({})).query(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return watchLater.listWatchLater(db, gate, profileId, input);
  }),
  status: protectedProcedure
    .input(ZWatchLaterKeySchema)
    .query(({ ctx, input }) =>
      watchLater.watchLaterStatus(ctx.deps.database.db, ctx.session.profileId, input),
    ),
  add: protectedProcedure.input(ZWatchLaterAddSchema).mutation(save),
  restore: protectedProcedure.input(ZWatchLaterRestoreSchema).mutation(save),
  remove: protectedProcedure.input(ZWatchLaterKeySchema).mutation(async ({ ctx, input }) => {
    await watchLater.removeFromWatchLater(ctx.deps.database.db, ctx.session.profileId, input);
    return { message: say(m('messages.watchLater.removed'), ctx.language.locale) };
  }),
  merge: protectedProcedure.input(ZWatchLaterMergeSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return watchLater.mergeWatchLater(db, gate, profileId, input.items);
  }),
});
