import type { MaturityLevel } from '@shared/profiles';
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
import type { CatalogueLanguage } from './language';
import type { CatalogueService } from './service';
import * as catalogue from './service';

/** What every catalogue answer is made for: the source, the reader's language, the level. */
interface Reader {
  svc: CatalogueService;
  lang: CatalogueLanguage;
  level: MaturityLevel;
}

const readerOf = async (ctx: TrpcContext): Promise<Reader> => ({
  svc: ctx.deps.services.catalogue,
  lang: catalogue.catalogueLanguage(ctx.language),
  level: await ctx.maturity(),
});

/**
 * A public query answering the shapes of src/shared/catalogue.ts, in the reader's language and,
 * for the provider rows, region (Accept-Language), kept to a level: the session's profile's
 * (read with the session), Adult for a visitor without a session lookup. Titles the level does
 * not allow never reach the answer; a title itself is refused with 403 and `restricted` in the
 * error's data.
 */
const answer = <S extends z.ZodType, T>(
  schema: S,
  read: (input: z.output<S>, reader: Reader) => Promise<T>,
) =>
  // tRPC types a generic schema's input as possibly unset; `schema` has just parsed it.
  publicProcedure
    .input(schema)
    .query(async ({ ctx, input }) => read(input as z.output<S>, await readerOf(ctx)));

export const catalogueRouter = router({
  config: publicProcedure.query(({ ctx }) => catalogue.catalogueConfig(ctx.deps.services.catalogue)),
  home: publicProcedure.query(async ({ ctx }) => {
    const { svc, lang, level } = await readerOf(ctx);
    return catalogue.home(svc, lang, level);
  }),
  movies: answer(ZMovieListingSchema, (input, r) => catalogue.movieListing(r.svc, input, r.lang, r.level)),
  tv: answer(ZTvListingSchema, (input, r) => catalogue.tvListing(r.svc, input, r.lang, r.level)),
  search: answer(ZSearchSchema, (input, r) => catalogue.search(r.svc, input, r.lang, r.level)),
  movie: answer(ZMediaIdInputSchema, ({ id }, r) => catalogue.movieDetail(r.svc, id, r.lang, r.level)),
  tvShow: answer(ZMediaIdInputSchema, ({ id }, r) => catalogue.tvDetail(r.svc, id, r.lang, r.level)),
  season: answer(ZSeasonInputSchema, ({ id, season }, r) =>
    catalogue.seasonDetail(r.svc, id, season, r.lang, r.level),
  ),
  // The genre names are the same for every level: no session lookup.
  genres: publicProcedure
    .input(ZGenresInputSchema)
    .query(({ ctx, input }) =>
      catalogue.genreList(ctx.deps.services.catalogue, input.type, catalogue.catalogueLanguage(ctx.language)),
    ),
  /** A person page: details, the filmography by role, the known-for titles. */
  person: answer(ZPersonInputSchema, ({ id }, r) => catalogue.personDetail(r.svc, id, r.lang, r.level)),
  /** Search's People tab. */
  searchPeople: answer(ZPersonSearchSchema, (input, r) =>
    catalogue.searchPeople(r.svc, input, r.lang, r.level),
  ),
  /** A film collection with its parts in release order. */
  collection: answer(ZCollectionInputSchema, ({ id }, r) =>
    catalogue.collectionDetail(r.svc, id, r.lang, r.level),
  ),
  /** Where a title streams, rents or sells in a region (absent: the reader's, from Accept-Language). */
  watchProviders: answer(ZWatchProvidersInputSchema, ({ type, id, region }, r) =>
    catalogue.watchProviders(r.svc, type, id, region, r.lang, r.level),
  ),
});
