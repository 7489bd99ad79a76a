import {
  ZGenresInputSchema,
  ZMediaIdInputSchema,
  ZMovieListingSchema,
  ZSearchSchema,
  ZSeasonInputSchema,
  ZTvListingSchema,
} from '@shared/schemas/catalogue';
import {
  ZCollectionInputSchema,
  ZPersonInputSchema,
  ZPersonSearchSchema,
  ZWatchProvidersInputSchema,
} from '@shared/schemas/people';
import { publicProcedure, router, type TrpcContext } from '../../trpc/init';
import * as catalogue from './service';

/**
 * The catalogue for the client: public queries answering the shapes of src/shared/catalogue.ts,
 * in the reader's language and, for the provider rows, region (Accept-Language).
 */
const lang = (ctx: TrpcContext) => catalogue.catalogueLanguage(ctx.language);
/**
 * The level every answer is kept to: the session's profile's (read with the session), Adult
 * for a visitor without a session lookup. Titles the level does not allow never reach the
 * answer; a title itself is refused with 403 and `restricted` in the error's data.
 */
const level = (ctx: TrpcContext) => ctx.maturity();

export const catalogueRouter = router({
  config: publicProcedure.query(({ ctx }) => catalogue.catalogueConfig(ctx.deps.services.catalogue)),
  home: publicProcedure.query(async ({ ctx }) =>
    catalogue.home(ctx.deps.services.catalogue, lang(ctx), await level(ctx)),
  ),
  movies: publicProcedure
    .input(ZMovieListingSchema)
    .query(async ({ ctx, input }) =>
      catalogue.movieListing(ctx.deps.services.catalogue, input, lang(ctx), await level(ctx)),
    ),
  tv: publicProcedure
    .input(ZTvListingSchema)
    .query(async ({ ctx, input }) =>
      catalogue.tvListing(ctx.deps.services.catalogue, input, lang(ctx), await level(ctx)),
    ),
  search: publicProcedure
    .input(ZSearchSchema)
    .query(async ({ ctx, input }) =>
      catalogue.search(ctx.deps.services.catalogue, input, lang(ctx), await level(ctx)),
    ),
  movie: publicProcedure
    .input(ZMediaIdInputSchema)
    .query(async ({ ctx, input }) =>
      catalogue.movieDetail(ctx.deps.services.catalogue, input.id, lang(ctx), await level(ctx)),
    ),
  tvShow: publicProcedure
    .input(ZMediaIdInputSchema)
    .query(async ({ ctx, input }) =>
      catalogue.tvDetail(ctx.deps.services.catalogue, input.id, lang(ctx), await level(ctx)),
    ),
  season: publicProcedure
    .input(ZSeasonInputSchema)
    .query(async ({ ctx, input }) =>
      catalogue.seasonDetail(
        ctx.deps.services.catalogue,
        input.id,
        input.season,
        lang(ctx),
        await level(ctx),
      ),
    ),
  genres: publicProcedure
    .input(ZGenresInputSchema)
    .query(({ ctx, input }) => catalogue.genreList(ctx.deps.services.catalogue, input.type, lang(ctx))),
  /** A person page: details, the filmography by role, the known-for titles. */
  person: publicProcedure
    .input(ZPersonInputSchema)
    .query(async ({ ctx, input }) =>
      catalogue.personDetail(ctx.deps.services.catalogue, input.id, lang(ctx), await level(ctx)),
    ),
  /** Search's People tab. */
  searchPeople: publicProcedure
    .input(ZPersonSearchSchema)
    .query(async ({ ctx, input }) =>
      catalogue.searchPeople(ctx.deps.services.catalogue, input, lang(ctx), await level(ctx)),
    ),
  /** A film collection with its parts in release order. */
  collection: publicProcedure
    .input(ZCollectionInputSchema)
    .query(async ({ ctx, input }) =>
      catalogue.collectionDetail(ctx.deps.services.catalogue, input.id, lang(ctx), await level(ctx)),
    ),
  /** Where a title streams, rents or sells in a region (absent: the reader's, from Accept-Language). */
  watchProviders: publicProcedure
    .input(ZWatchProvidersInputSchema)
    .query(async ({ ctx, input }) =>
      catalogue.watchProviders(
        ctx.deps.services.catalogue,
        input.type,
        input.id,
        input.region,
        lang(ctx),
        await level(ctx),
      ),
    ),
});
