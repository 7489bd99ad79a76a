import {
  ZMarkSetSchema,
  ZMarksForShowSchema,
  ZMarksIdsSchema,
  ZMarksMergeSchema,
} from '@shared/schemas/marks';
import { protectedProcedure, router, type TrpcContext } from '../../trpc/init';
import { catalogueLanguage, tvSeasons } from '../catalogue/service';
import { personalScope } from '../personal/title-gate';
import * as marks from './service';

/** A show's seasons from the catalogue's cache, in the reader's language (the TV page's entry). */
export const seasonsOf =
  (ctx: TrpcContext): marks.SeasonsOf =>
  (mediaId) =>
    tvSeasons(ctx.deps.services.catalogue, Number(mediaId), catalogueLanguage(ctx.language));

/** The same operations as /api/marks, for the app's own screens: the session's profile's marks. */
export const marksRouter = router({
  forShow: protectedProcedure
    .input(ZMarksForShowSchema)
    .query(({ ctx, input }) => marks.showMarks(ctx.deps.database.db, ctx.session.profileId, input.mediaId)),
  set: protectedProcedure.input(ZMarkSetSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return marks.setMarks(db, seasonsOf(ctx), gate, profileId, input);
  }),
  movies: protectedProcedure
    .input(ZMarksIdsSchema)
    .query(({ ctx, input }) => marks.watchedMovies(ctx.deps.database.db, ctx.session.profileId, input.ids)),
  nextUp: protectedProcedure
    .input(ZMarksIdsSchema)
    .query(({ ctx, input }) =>
      marks.nextUpFor(ctx.deps.database.db, seasonsOf(ctx), ctx.session.profileId, input.ids),
    ),
  merge: protectedProcedure.input(ZMarksMergeSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return marks.mergeMarks(db, gate, profileId, input.items);
  }),
  export: protectedProcedure.query(({ ctx }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return marks.exportMarks(db, gate, profileId);
  }),
});
