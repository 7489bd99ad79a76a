import { protectedProcedure, router } from '../../trpc/init';
import { recommendationsFor } from './service';

export const recommendationsRouter = router({
  /** Home's Recommended for You row: at most 20 cards. */
  forMe: protectedProcedure.query(({ ctx }) =>
    recommendationsFor(
      { db: ctx.deps.database.db, catalogue: ctx.deps.services.catalogue, logger: ctx.deps.logger },
      ctx.user.id,
    ),
  ),
});
