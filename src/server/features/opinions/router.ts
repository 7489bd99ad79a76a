import { ZOpinionsMergeSchema } from '@shared/schemas/opinions-file';
import { protectedProcedure, router } from '../../trpc/init';
import { personalScope } from '../personal/title-gate';
import { exportOpinions, mergeOpinions } from './service';

/** Ratings, reviews, the diary and lists in the settings file (Settings → Advanced). */
export const opinionsRouter = router({
  export: protectedProcedure.query(({ ctx }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return exportOpinions(db, gate, profileId);
  }),
  merge: protectedProcedure.input(ZOpinionsMergeSchema).mutation(({ ctx, input }) => {
    const { db, gate, profileId } = personalScope(ctx.deps, ctx.session, ctx.language.region);
    return mergeOpinions(db, gate, profileId, input);
  }),
});
