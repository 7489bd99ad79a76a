import { z } from 'zod';

/**
 * zod readings of the TMDB payloads behind people, collections and where to watch. They are
 * lenient field by field (a missing or mistyped field becomes null, '' or 0, as map.ts reads
 * the older payloads) and strict where a page needs the value: an item without a usable id
 * is dropped from its list, and a payload without one is not a person or a collection.
 */
const id = z.number().int().positive().max(2_147_483_647);
const text = z
  .string()
  .catch('')
  .transform((s) => s.trim());
const textOrNull = z
  .string()
  .nullish()
  .catch(null)
  .transform((s) => (s?.trim() ? s.trim() : null));
const num = z.number().finite().catch(0);
const numOrNull = z
  .number()
  .finite()
  .nullish()
  .catch(null)
  .transform((n) => n ?? null);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish()
  .catch(null)
  .transform((d) => d ?? null);
const mediaType = z.enum(['movie', 'tv']);

/** The items of a list that read as `item`; anything else in it (or a list that is none) is dropped. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const r = item.safeParse(raw);
        return r.success ? [r.data as z.output<T>] : [];
      }),
    );

const titleFields = {
  id,
  title: textOrNull,
  name: textOrNull,
  release_date: date,
  first_air_date: date,
  poster_path: textOrNull,
  backdrop_path: textOrNull,
  popularity: num,
  vote_average: num,
  vote_count: num,
  adult: z.boolean().catch(false),
};

const credit = z.object({
  ...titleFields,
  media_type: mediaType,
  character: textOrNull,
  job: textOrNull,
  department: textOrNull,
  episode_count: numOrNull,
});
export type TmdbPersonCredit = z.output<typeof credit>;

export const TmdbCreditsPayload = z
  .object({ cast: listOf(credit), crew: listOf(credit) })
  .catch({ cast: [], crew: [] });

export const TmdbPersonPayload = z.object({
  id,
  name: text,
  profile_path: textOrNull,
  known_for_department: textOrNull,
  biography: textOrNull,
  birthday: date,
  deathday: date,
  place_of_birth: textOrNull,
  popularity: num,
  combined_credits: TmdbCreditsPayload.optional(),
});

const knownFor = z.object({ ...titleFields, media_type: mediaType });

export const TmdbPersonResultsPayload = z.object({
  page: z.number().int().catch(1),
  total_pages: z.number().int().catch(1),
  total_results: z.number().int().catch(0),
  results: listOf(
    z.object({
      id,
      name: text,
      profile_path: textOrNull,
      known_for_department: textOrNull,
      popularity: num,
      adult: z.boolean().catch(false),
      known_for: listOf(knownFor),
    }),
  ),
});

export const TmdbCollectionPayload = z.object({
  id,
  name: text,
  overview: text,
  poster_path: textOrNull,
  backdrop_path: textOrNull,
  parts: listOf(
    z.object({
      ...titleFields,
      media_type: mediaType.catch('movie'),
      overview: text,
      genre_ids: z.array(z.number()).catch([]),
    }),
  ),
});

const provider = z.object({
  provider_id: id,
  provider_name: text,
  logo_path: textOrNull,
  display_priority: num,
});
const offers = z.object({
  link: textOrNull,
  flatrate: listOf(provider),
  free: listOf(provider),
  ads: listOf(provider),
  rent: listOf(provider),
  buy: listOf(provider),
});
export type TmdbOffers = z.output<typeof offers>;

export const TmdbWatchProvidersPayload = z.object({
  results: z.record(z.string(), z.unknown()).catch({}),
});
export const readOffers = (raw: unknown): TmdbOffers | null => {
  const r = offers.safeParse(raw);
  return r.success ? r.data : null;
};
