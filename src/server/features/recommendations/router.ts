import type { MediaCard } from '@shared/catalogue';
import { protectedProcedure, router } from '../../trpc/init';
import { keepAllowed } from '../catalogue/maturity';
import { catalogueLanguage } from '../catalogue/service';
import { recommendationsFor } from './service';

export const recommendationsRouter = router({
  /** Home's Recommended for You row: at most 20 cards. */
  forMe: protectedProcedure.query(async ({ ctx }) => {
    // The cards in the reader's language, like every other catalogue answer.
    const svc = ctx.deps.services.catalogue;
    const lang = catalogueLanguage(ctx.language);
    // Kept to the profile's maturity level, like every other catalogue answer.
    const level = await ctx.maturity();
    const keep = (cards: MediaCard[]) =>
      keepAllowed(svc, level, cards, (c) => ({ type: c.mediaType, id: c.id }), lang.region);
    return keep(
      await recommendationsFor(
        {
          db: ctx.deps.database.db,
          catalogue: { get: (path, params) => svc.get(path, params, lang) },
          logger: ctx.deps.logger,
        },
        ctx.user.id,
      ),
    );
  }),
});
