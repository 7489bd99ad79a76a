import { z } from 'zod';
import { MEDIA_TYPES, MOVIE_SORTS, QUICK_FILTERS, TV_SORTS } from '../catalogue';
import { validationMessages } from '../i18n/zod-messages';
import { MAX_QUERY_LENGTH, SEARCH_SORTS, SEARCH_TYPES } from '../search-url';

/**
 * Inputs of the catalogue router. The client builds its requests from the same schemas,
 * so a bad page or id is rejected with the same message on both sides.
 */
export const MAX_PAGE = 500; // TMDB answers pages 1 to 500 only

export const CATALOGUE_MSG = validationMessages({
  page: 'cataloguePage',
  id: 'catalogueId',
  season: 'catalogueSeason',
  genre: 'catalogueGenre',
  queryRequired: 'searchRequired',
  queryTooLong: 'searchTooLong',
});

const page = z
  .number({ error: CATALOGUE_MSG.page })
  .int({ error: CATALOGUE_MSG.page })
  .min(1, { error: CATALOGUE_MSG.page })
  .max(MAX_PAGE, { error: CATALOGUE_MSG.page });
export const ZPageSchema = page.default(1);

/**
 * tRPC's infinite queries (`useInfiniteQuery`, `prefetchInfinite`) send the page to load as
 * `cursor`, with a `direction` the object schema drops. The cursor, when sent, is the page.
 */
export const ZCursorSchema = page.optional();
const cursor = ZCursorSchema;
export const cursorAsPage = <T extends { page: number; cursor?: number | undefined }>({
  cursor,
  ...rest
}: T) => ({
  ...rest,
  page: cursor ?? rest.page,
});

export const ZMediaIdSchema = z
  .number({ error: CATALOGUE_MSG.id })
  .int({ error: CATALOGUE_MSG.id })
  .positive({ error: CATALOGUE_MSG.id })
  .max(2_147_483_647, { error: CATALOGUE_MSG.id });

const genre = z
  .number({ error: CATALOGUE_MSG.genre })
  .int({ error: CATALOGUE_MSG.genre })
  .positive({ error: CATALOGUE_MSG.genre });

export const ZMediaTypeSchema = z.enum(MEDIA_TYPES);
export const ZQuickFilterSchema = z.enum(QUICK_FILTERS);

const values = <T extends readonly { value: string }[]>(sorts: T) =>
  sorts.map((s) => s.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** A listing screen's input: a quick filter, a genre, one of the media type's sorts, a page (or cursor). */
const listingSchema = <T extends readonly { value: string }[]>(sorts: T) =>
  z
    .object({
      filter: ZQuickFilterSchema.default('all'),
      genre: genre.optional(),
      /** Absent: the quick filter's own sort. */
      sort: z.enum(values(sorts)).optional(),
      page: ZPageSchema,
      cursor,
    })
    .transform(cursorAsPage);

export const ZMovieListingSchema = listingSchema(MOVIE_SORTS);
export type TMovieListing = z.infer<typeof ZMovieListingSchema>;
export const ZTvListingSchema = listingSchema(TV_SORTS);
export type TTvListing = z.infer<typeof ZTvListingSchema>;

export const ZSearchQuerySchema = z
  .string({ error: CATALOGUE_MSG.queryRequired })
  .trim()
  .min(1, { error: CATALOGUE_MSG.queryRequired })
  .max(MAX_QUERY_LENGTH, { error: CATALOGUE_MSG.queryTooLong });

export const ZSearchSchema = z
  .object({
    query: ZSearchQuerySchema,
    type: z.enum(SEARCH_TYPES).default('multi'),
    page: ZPageSchema,
    cursor,
    /** Absent: the source's relevance order (best match first). */
    sort: z.enum(SEARCH_SORTS).optional(),
  })
  .transform(cursorAsPage);
export type TSearch = z.infer<typeof ZSearchSchema>;

export const ZMediaIdInputSchema = z.object({ id: ZMediaIdSchema });

export const ZSeasonInputSchema = z.object({
  id: ZMediaIdSchema,
  season: z
    .number({ error: CATALOGUE_MSG.season })
    .int({ error: CATALOGUE_MSG.season })
    .min(0, { error: CATALOGUE_MSG.season })
    .max(1000, { error: CATALOGUE_MSG.season }),
});

export const ZGenresInputSchema = z.object({ type: ZMediaTypeSchema });
