import { m } from '@shared/i18n/message';
import {
  ZRatingKeySchema,
  ZRatingKeysSchema,
  ZRatingListSchema,
  ZRatingSetSchema,
  ZRatingTitleSchema,
} from '@shared/schemas/ratings';
import type { AppSession } from '../../auth/lucia';
import { say } from '../../i18n/messages';
import { protectedProcedure, router, type TrpcContext } from '../../trpc/init';
import { catalogueLanguage } from '../catalogue/service';
import { personalScope } from '../personal/title-gate';
import * as ratings from './service';

const scopeOf = (ctx: TrpcContext & { session: AppSession }) =>
  personalScope(ctx.deps, ctx.session, ctx.language.region);

/** The same operations as /api/ratings, for the app's own screens: the session's profile's. */
export const ratingsRouter = router({
  list: protectedProcedure.input(ZRatingListSchema.prefault({})).query(({ ctx, input }) => {
    const { db, gate, profileId } = scopeOf(ctx);
    return ratings.listRatings(db, gate, profileId, input);
  }),
  /** Every rating of a title (the detail pages: the title, its seasons and episodes). */
  forTitle: protectedProcedure
    .input(ZRatingTitleSchema)
    .query(({ ctx, input }) => ratings.titleRatings(ctx.deps.database.db, ctx.session.profileId, input)),
  /** Title-scope ratings of a page of cards (My List). */
  ofTitles: protectedProcedure
    .input(ZRatingKeysSchema)
    .query(({ ctx, input }) => ratings.ratingsOfTitles(ctx.deps.database.db, ctx.session.profileId, input)),
  set: protectedProcedure.input(ZRatingSetSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = scopeOf(ctx);
    const lookup = ratings.catalogueTitles(ctx.deps.services.catalogue, catalogueLanguage(ctx.language));
    return ratings.setRating(db, gate, lookup, profileId, input);
  }),
  clear: protectedProcedure.input(ZRatingKeySchema).mutation(async ({ ctx, input }) => {
    const { db, gate, profileId } = scopeOf(ctx);
    await ratings.clearRating(db, gate, profileId, input);
    return { message: say(m('messages.ratings.cleared'), ctx.language.locale) };
  }),
});
