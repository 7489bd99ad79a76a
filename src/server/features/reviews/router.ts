import { m } from '@shared/i18n/message';
import { ZReviewKeySchema, ZReviewSetSchema } from '@shared/schemas/ratings';
import { say } from '../../i18n/messages';
import { protectedProcedure, router } from '../../trpc/init';
import { catalogueLanguage } from '../catalogue/service';
import { personalScope } from '../personal/title-gate';
import { catalogueTitles } from '../ratings/service';
import * as reviews from './service';

/** The same operations as /api/reviews, and a title's reviews for its detail page. */
export const reviewsRouter = router({
  /** The viewer's own review and the other profiles' shared ones (signed in only). */
  forTitle: protectedProcedure.input(ZReviewKeySchema).query(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return reviews.titleReviews(db, gate, profileId, input);
  }),
  set: protectedProcedure.input(ZReviewSetSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    const lookup = catalogueTitles(ctx.deps.services.catalogue, catalogueLanguage(ctx.language));
    return reviews.setReview(db, gate, lookup, profileId, input);
  }),
  remove: protectedProcedure.input(ZReviewKeySchema).mutation(async ({ ctx, input }) => {
    await reviews.deleteReview(ctx.deps.database.db, ctx.session.profileId, input);
    return { message: say(m('messages.reviews.deleted'), ctx.language.locale) };
  }),
});
