import { protectedProcedure, router } from '../../trpc/init';
import { catalogueLanguage } from '../catalogue/service';
import { gateOf } from '../personal/title-gate';
import { recommendationsFor } from './service';

export const recommendationsRouter = router({
  /** Home's Recommended for You row: at most 20 cards, from the profile's history and for its level. */
  forMe: protectedProcedure.query(({ ctx }) => {
    // The cards in the reader's language, like every other catalogue answer.
    const svc = ctx.deps.services.catalogue;
    const lang = catalogueLanguage(ctx.language);
    return recommendationsFor(
      {
        db: ctx.deps.database.db,
        catalogue: { get: (path, params) => svc.get(path, params, lang) },
        logger: ctx.deps.logger,
      },
      gateOf(ctx.deps, ctx.session, ctx.language.region),
      ctx.session.profileId,
    );
  }),
});
