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
import type { z } from 'zod';
import { publicProcedure, router, type TrpcContext } from '../../trpc/init';
import type { CatalogueAnswer } from './answer';
import * as catalogue from './service';
import { searchSuggestions } from './suggestions';

/**
 * A public query answering the shapes of src/shared/catalogue.ts, in the reader's language and,
 * for the provider rows, region (Accept-Language), kept to a level: the session's profile's
 * (read with the session), Adult for a visitor without a session lookup. Titles the level does
 * not allow never reach the answer; a title itself is refused with 403 and `restricted` in the
 * error's data.
 */
const answer = <S extends z.ZodType, T>(schema: S, read: CatalogueAnswer<z.output<S>, T>) =>
  publicProcedure.input(schema).query(async ({ ctx, input }) =>
    // tRPC types a generic schema's input as possibly unset; `schema` has just parsed it.
    read(ctx.deps.services.catalogue, input as z.output<S>, lang(ctx), await ctx.maturity()),
  );

const lang = (ctx: TrpcContext) => catalogue.catalogueLanguage(ctx.language);

export const catalogueRouter = router({
  config: publicProcedure.query(({ ctx }) => catalogue.catalogueConfig(ctx.deps.services.catalogue)),
  home: publicProcedure.query(async ({ ctx }) =>
    catalogue.home(ctx.deps.services.catalogue, lang(ctx), await ctx.maturity()),
  ),
  movies: answer(ZMovieListingSchema, catalogue.movieListing),
  tv: answer(ZTvListingSchema, catalogue.tvListing),
  search: answer(ZSearchSchema, catalogue.search),
  /** The Search page's suggestions before anything is typed, kept to the session's level. */
  suggestions: publicProcedure.query(async ({ ctx }) =>
    searchSuggestions(ctx.deps.services.catalogue, lang(ctx), await ctx.maturity()),
  ),
  movie: answer(ZMediaIdInputSchema, catalogue.movieDetail),
  tvShow: answer(ZMediaIdInputSchema, catalogue.tvDetail),
  season: answer(ZSeasonInputSchema, catalogue.seasonDetail),
  // The genre names are the same for every level: no session lookup.
  genres: publicProcedure
    .input(ZGenresInputSchema)
    .query(({ ctx, input }) => catalogue.genreList(ctx.deps.services.catalogue, input.type, lang(ctx))),
  /** A person page: details, the filmography by role, the known-for titles. */
  person: answer(ZPersonInputSchema, catalogue.personDetail),
  /** Search's People tab. */
  searchPeople: answer(ZPersonSearchSchema, catalogue.searchPeople),
  /** A film collection with its parts in release order. */
  collection: answer(ZCollectionInputSchema, catalogue.collectionDetail),
  /** Where a title streams, rents or sells in a region (absent: the reader's, from Accept-Language). */
  watchProviders: answer(ZWatchProvidersInputSchema, catalogue.watchProviders),
});
