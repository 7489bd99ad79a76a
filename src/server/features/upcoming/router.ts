import { m } from '@shared/i18n/message';
import { ZFollowKeySchema, ZFollowSetSchema, ZUpcomingListSchema } from '@shared/schemas/upcoming';
import { say } from '../../i18n/messages';
import { protectedProcedure, router } from '../../trpc/init';
import { catalogueLanguage } from '../catalogue/service';
import * as upcoming from './service';

/** Following a show (in place, from its page or a card). The same as /api/follows. */
export const followsRouter = router({
  status: protectedProcedure
    .input(ZFollowKeySchema)
    .query(({ ctx, input }) => upcoming.followStatus(ctx.deps.database.db, ctx.user.id, input.mediaId)),
  set: protectedProcedure.input(ZFollowSetSchema).mutation(async ({ ctx, input }) => {
    const status = await upcoming.setFollow(ctx.deps.database.db, ctx.user.id, input.mediaId, input.followed);
    const message = m(input.followed ? 'messages.follows.followed' : 'messages.follows.unfollowed');
    return { ...status, message: say(message, ctx.language.locale) };
  }),
});

/** The Upcoming page: what airs next for the followed shows. The same as /api/upcoming. */
export const upcomingRouter = router({
  list: protectedProcedure
    .input(ZUpcomingListSchema)
    .query(({ ctx, input }) =>
      upcoming.upcomingList(
        ctx.deps.database.db,
        ctx.deps.services.catalogue,
        ctx.user.id,
        input.timeZone,
        catalogueLanguage(ctx.language),
      ),
    ),
  visited: protectedProcedure.mutation(async ({ ctx }) => {
    await upcoming.markVisited(ctx.deps.database.db, ctx.user.id);
  }),
});

/** The calendar feed's secret address, from Settings. The same as /api/calendar. */
export const calendarRouter = router({
  get: protectedProcedure.query(({ ctx }) => upcoming.calendarFeed(ctx.deps.database.db, ctx.user.id)),
  rotate: protectedProcedure.mutation(({ ctx }) =>
    upcoming.rotateCalendarFeed(ctx.deps.database.db, ctx.user.id),
  ),
  revoke: protectedProcedure.mutation(async ({ ctx }) => {
    await upcoming.revokeCalendarFeed(ctx.deps.database.db, ctx.user.id);
  }),
});
