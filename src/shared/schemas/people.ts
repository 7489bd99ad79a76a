import { z } from 'zod';
import { type CollectionRef, CREDIT_GROUPS, type MediaCard, type PersonRef } from '../catalogue';
import {
  cursorAsPage,
  ZCursorSchema,
  ZMediaIdSchema,
  ZMediaTypeSchema,
  ZPageSchema,
  ZSearchQuerySchema,
} from './catalogue';
import { ZRegionSchema } from './preferences';

/**
 * People, collections and where to watch (issue 28): the inputs of their catalogue
 * procedures and the shapes they answer. The server maps TMDB payloads (from TMDB or the
 * demo source) into these; the client reads them as types.
 */

// ---- inputs ----

export const ZPersonInputSchema = z.object({ id: ZMediaIdSchema });
export const ZCollectionInputSchema = z.object({ id: ZMediaIdSchema });

/** Absent region: the Region preference the client sends, else the reader's (Accept-Language). */
export const ZWatchProvidersInputSchema = z.object({
  type: ZMediaTypeSchema,
  id: ZMediaIdSchema,
  region: ZRegionSchema.optional(),
});

export const ZPersonSearchSchema = z
  .object({ query: ZSearchQuerySchema, page: ZPageSchema, cursor: ZCursorSchema })
  .transform(cursorAsPage);
export type TPersonSearch = z.infer<typeof ZPersonSearchSchema>;

// ---- answers ----

export const ZCreditGroupSchema = z.enum(CREDIT_GROUPS);
export type CreditGroup = z.infer<typeof ZCreditGroupSchema>;

/** A person named on a title (director, creator, writer), linking to /person/:id. */
export type { CollectionRef, PersonRef };

/** One title of a filmography, with everything the person did on it in one group. */
export const ZPersonCreditSchema = z.object({
  mediaType: ZMediaTypeSchema,
  id: z.number(),
  title: z.string(),
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
  /** YYYY-MM-DD, or '' when unknown (listed last when newest first). */
  date: z.string(),
  year: z.number().nullable(),
  popularity: z.number(),
  voteAverage: z.number(),
  voteCount: z.number(),
  group: ZCreditGroupSchema,
  /** Characters (acting) or jobs (the others), de-duplicated; may be empty. */
  roles: z.array(z.string()),
  /** Episodes of a show the person is credited in, where TMDB says. */
  episodeCount: z.number().nullable(),
});
export type PersonCredit = z.infer<typeof ZPersonCreditSchema>;

/** At most this many titles in a person's "Known for" row. */
export const KNOWN_FOR_MAX = 8;

export const ZPersonDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** TMDB profile image; null in the demo (the client draws a monogram). */
  profilePath: z.string().nullable(),
  knownForDepartment: ZCreditGroupSchema.nullable(),
  biography: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  deathday: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  popularity: z.number(),
  /** The most popular titles of the known-for department (all groups when it has none). */
  knownFor: z.array(ZPersonCreditSchema),
  /** Every credit, newest first (undated last), one entry per title and group. */
  credits: z.array(ZPersonCreditSchema),
});
export type PersonDetail = z.infer<typeof ZPersonDetailSchema>;

const ZMediaCardSchema = z.object({
  id: z.number(),
  mediaType: ZMediaTypeSchema,
  title: z.string(),
  date: z.string(),
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
  overview: z.string(),
  voteAverage: z.number(),
  voteCount: z.number(),
  popularity: z.number(),
  genreIds: z.array(z.number()),
}) satisfies z.ZodType<MediaCard>;

/** A film's collection as its detail page names it. */
export const ZCollectionRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  posterPath: z.string().nullable(),
  backdropPath: z.string().nullable(),
}) satisfies z.ZodType<CollectionRef>;

export const ZCollectionDetailSchema = ZCollectionRefSchema.extend({
  overview: z.string(),
  /** The films in release order (undated last). */
  parts: z.array(ZMediaCardSchema),
});
export type CollectionDetail = z.infer<typeof ZCollectionDetailSchema>;

export const ZWatchProviderSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** TMDB logo; null in the demo (the client draws a badge). */
  logoPath: z.string().nullable(),
  displayPriority: z.number(),
});
export type WatchProvider = z.infer<typeof ZWatchProviderSchema>;

export const ZWatchProvidersSchema = z.object({
  id: z.number(),
  mediaType: ZMediaTypeSchema,
  /** The region answered (uppercase). */
  region: z.string(),
  /** TMDB's page of the title's offers in the region (it links on to JustWatch); null when none. */
  link: z.string().nullable(),
  flatrate: z.array(ZWatchProviderSchema),
  free: z.array(ZWatchProviderSchema),
  ads: z.array(ZWatchProviderSchema),
  rent: z.array(ZWatchProviderSchema),
  buy: z.array(ZWatchProviderSchema),
  /** Regions with any offer for the title (sorted), for the region picker. */
  regions: z.array(z.string()),
  /** Whose data it is: TMDB's comes from JustWatch (to be credited); the demo's is its own mapping. */
  attribution: z.enum(['justwatch', 'demo']),
});
export type WatchProviders = z.infer<typeof ZWatchProvidersSchema>;

export const ZPersonResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  profilePath: z.string().nullable(),
  knownForDepartment: ZCreditGroupSchema.nullable(),
  popularity: z.number(),
  /** Up to three titles, as TMDB's search lists them. */
  knownFor: z.array(z.object({ mediaType: ZMediaTypeSchema, id: z.number(), title: z.string() })),
});
export type PersonResult = z.infer<typeof ZPersonResultSchema>;
