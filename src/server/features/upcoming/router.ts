import { m } from '@shared/i18n/message';
import { ZFollowKeySchema, ZFollowSetSchema, ZUpcomingListSchema } from '@shared/schemas/upcoming';
import { say } from '../../i18n/messages';
import { protectedProcedure, router } from '../../trpc/init';
import { catalogueLanguage } from '../catalogue/service';
import { gateOf, personalScope } from '../personal/title-gate';
import * as upcoming from './service';

/** Following a show (in place, from its page or a card). The same as /api/follows. */
export const followsRouter = router({
  status: protectedProcedure
    .input(ZFollowKeySchema)
    .query(({ ctx, input }) =>
      upcoming.followStatus(ctx.deps.database.db, ctx.session.profileId, input.mediaId),
    ),
  set: protectedProcedure.input(ZFollowSetSchema).mutation(async ({ ctx, input }) => {
    const status = await upcoming.setFollow(
      personalScope(ctx.deps, ctx.session, ctx.language.region),
      input.mediaId,
      input.followed,
    );
    const message = m(input.followed ? 'messages.follows.followed' : 'messages.follows.unfollowed');
    return { ...status, message: say(message, ctx.language.locale) };
  }),
});

/** The Upcoming page: what airs next for the profile's followed shows. The same as /api/upcoming. */
export const upcomingRouter = router({
  list: protectedProcedure
    .input(ZUpcomingListSchema)
    .query(({ ctx, input }) =>
      upcoming.upcomingList(
        ctx.deps.database.db,
        ctx.deps.services.catalogue,
        gateOf(ctx.deps, ctx.session, ctx.language.region),
        ctx.session.profileId,
        input.timeZone,
        catalogueLanguage(ctx.language),
      ),
    ),
  visited: protectedProcedure.mutation(async ({ ctx }) => {
    await upcoming.markVisited(ctx.deps.database.db, ctx.session.profileId);
  }),
});

/** The calendar feed's secret address (the profile's), from Settings. The same as /api/calendar. */
export const calendarRouter = router({
  get: protectedProcedure.query(({ ctx }) =>
    upcoming.calendarFeed(ctx.deps.database.db, ctx.session.profileId),
  ),
  rotate: protectedProcedure.mutation(({ ctx }) =>
    upcoming.rotateCalendarFeed(ctx.deps.database.db, ctx.session.profileId),
  ),
  revoke: protectedProcedure.mutation(async ({ ctx }) => {
    await upcoming.revokeCalendarFeed(ctx.deps.database.db, ctx.session.profileId);
  }),
});
