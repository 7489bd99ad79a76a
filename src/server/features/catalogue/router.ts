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

export const catalogueRouter = router({
  config: publicProcedure.query(({ ctx }) => catalogue.catalogueConfig(ctx.deps.services.catalogue)),
  home: publicProcedure.query(({ ctx }) => catalogue.home(ctx.deps.services.catalogue, lang(ctx))),
  movies: publicProcedure
    .input(ZMovieListingSchema)
    .query(({ ctx, input }) => catalogue.movieListing(ctx.deps.services.catalogue, input, lang(ctx))),
  tv: publicProcedure
    .input(ZTvListingSchema)
    .query(({ ctx, input }) => catalogue.tvListing(ctx.deps.services.catalogue, input, lang(ctx))),
  search: publicProcedure
    .input(ZSearchSchema)
    .query(({ ctx, input }) => catalogue.search(ctx.deps.services.catalogue, input, lang(ctx))),
  movie: publicProcedure
    .input(ZMediaIdInputSchema)
    .query(({ ctx, input }) => catalogue.movieDetail(ctx.deps.services.catalogue, input.id, lang(ctx))),
  tvShow: publicProcedure
    .input(ZMediaIdInputSchema)
    .query(({ ctx, input }) => catalogue.tvDetail(ctx.deps.services.catalogue, input.id, lang(ctx))),
  season: publicProcedure
    .input(ZSeasonInputSchema)
    .query(({ ctx, input }) =>
      catalogue.seasonDetail(ctx.deps.services.catalogue, input.id, input.season, lang(ctx)),
    ),
  genres: publicProcedure
    .input(ZGenresInputSchema)
    .query(({ ctx, input }) => catalogue.genreList(ctx.deps.services.catalogue, input.type, lang(ctx))),
  /** A person page: details, the filmography by role, the known-for titles. */
  person: publicProcedure
    .input(ZPersonInputSchema)
    .query(({ ctx, input }) => catalogue.personDetail(ctx.deps.services.catalogue, input.id, lang(ctx))),
  /** Search's People tab. */
  searchPeople: publicProcedure
    .input(ZPersonSearchSchema)
    .query(({ ctx, input }) => catalogue.searchPeople(ctx.deps.services.catalogue, input, lang(ctx))),
  /** A film collection with its parts in release order. */
  collection: publicProcedure
    .input(ZCollectionInputSchema)
    .query(({ ctx, input }) => catalogue.collectionDetail(ctx.deps.services.catalogue, input.id, lang(ctx))),
  /** Where a title streams, rents or sells in a region (absent: the reader's, from Accept-Language). */
  watchProviders: publicProcedure
    .input(ZWatchProvidersInputSchema)
    .query(({ ctx, input }) =>
      catalogue.watchProviders(ctx.deps.services.catalogue, input.type, input.id, input.region, lang(ctx)),
    ),
});
