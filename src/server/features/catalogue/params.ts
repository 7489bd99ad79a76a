import { DATE_FIELD, type MediaType } from '@shared/catalogue';
import type { MessageKey, MessageValues } from '@shared/i18n/message';
import { isCountry } from '@shared/region';
import { MAX_PAGE } from '@shared/schemas/catalogue';
import { MAX_QUERY_LENGTH } from '@shared/search-url';
import { tmdbLanguageTag } from './language';

/**
 * The catalogue's parameter contract: which query parameters each TMDB path accepts, with
 * their types and bounds. `paths.ts` checks requests against it (a bad value is a 400, an
 * unknown parameter is dropped) and the sources read what it let through, so a source never
 * sees a parameter or a value the contract refuses: the demo reads canonical values as they
 * are, with no parsing or fallbacks of its own.
 */

/** Returns the canonical value, or throws a `ParamProblem`. */
export type Check = (value: string) => string;
export type Spec = Readonly<Record<string, Check>>;

/** Why a value is refused: a `messages` key that names the parameter as `{name}`, and its other values. */
export class ParamProblem extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values: MessageValues = {},
  ) {
    super(key);
  }
}

const fail = (key: MessageKey, values?: MessageValues): never => {
  throw new ParamProblem(key, values);
};

const wholeNumber =
  (min: number, max: number, key: MessageKey = 'messages.catalogue.paramWholeNumber'): Check =>
  (v) => {
    if (!/^\d{1,10}$/.test(v)) return fail(key, { min, max });
    const n = Number(v);
    return n < min || n > max ? fail(key, { min, max }) : String(n);
  };
const decimal =
  (min: number, max: number): Check =>
  (v) => {
    const n = /^\d{1,6}(\.\d{1,3})?$/.test(v) ? Number(v) : Number.NaN;
    return n >= min && n <= max ? String(n) : fail('messages.catalogue.paramNumber', { min, max });
  };
const oneOf =
  (...allowed: string[]): Check =>
  (v) =>
    allowed.includes(v) ? v : fail('messages.catalogue.paramOneOf', { options: allowed.join(', ') });
const matching =
  (re: RegExp, key: MessageKey, values?: MessageValues): Check =>
  (v) =>
    re.test(v) ? v : fail(key, values);
const isoDate: Check = (v) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m ? new Date(`${v}T00:00:00Z`) : null;
  return d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    ? v
    : fail('messages.catalogue.paramDate');
};
const searchText: Check = (v) => {
  const t = v.trim();
  if (t === '') return fail('messages.catalogue.paramEmpty');
  return t.length > MAX_QUERY_LENGTH ? fail('messages.catalogue.paramTooLong', { max: MAX_QUERY_LENGTH }) : t;
};

/**
 * TMDB's id-list syntax: `a,b` means all of them, `a|b` any of them. A list mixing both
 * reads as any of the comma groups: `28,12|35` is (28 and 12) or 35.
 */
const idList = (kind: string): Check =>
  matching(/^\d{1,7}([,|]\d{1,7}){0,49}$/, 'messages.catalogue.paramIdList', { kind });

/** An id list the contract accepted, as groups of which any one must match in full. */
export const parseIdList = (value: string): number[][] =>
  value.split('|').map((group) => group.split(',').map(Number));

/** What `append_to_response` may add to a title: its own read-only sub-resources. */
const SHARED_SUBS = [
  'credits',
  'external_ids',
  'images',
  'recommendations',
  'similar',
  'videos',
  'watch/providers',
];
export const SUBRESOURCES = {
  movie: [...SHARED_SUBS, 'release_dates'].sort(),
  tv: [...SHARED_SUBS, 'content_ratings'].sort(),
} as const satisfies Record<MediaType, readonly string[]>;

/** A person's read-only sub-resources (also what `append_to_response` may add to one). */
export const PERSON_SUBRESOURCES = [
  'combined_credits',
  'external_ids',
  'images',
  'movie_credits',
  'tv_credits',
] as const;

const appendList =
  (allowed: readonly string[]): Check =>
  (v) => {
    const parts = v.split(',').map((p) => p.trim());
    if (parts.length > 20 || parts.some((p) => !allowed.includes(p)))
      return fail('messages.catalogue.paramAppend', { options: allowed.join(', ') });
    return [...new Set(parts)].sort().join(',');
  };

/** The fields `discover` sorts by, per media type, each `.desc` or `.asc`. */
export const DISCOVER_SORT_FIELDS = {
  movie: [
    'popularity',
    'vote_average',
    'vote_count',
    DATE_FIELD.movie,
    'release_date',
    'revenue',
    'title',
    'original_title',
  ],
  tv: ['popularity', 'vote_average', 'vote_count', DATE_FIELD.tv, 'name', 'original_name'],
} as const satisfies Record<MediaType, readonly string[]>;
export type DiscoverSortField = (typeof DISCOVER_SORT_FIELDS)[MediaType][number];
const sortOrders = (fields: readonly string[]) => oneOf(...fields.flatMap((f) => [`${f}.desc`, `${f}.asc`]));

const page = wholeNumber(1, MAX_PAGE);
/** A real language, with its region only when that is a real country (language.ts). */
const language: Check = (v) => tmdbLanguageTag(v) ?? fail('messages.catalogue.paramLanguage');
/** Country codes are case-insensitive; one spelling keeps one cache entry; only real countries. */
const region: Check = (v) => {
  const code = v.toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isCountry(code) ? code : fail('messages.catalogue.paramCountry');
};
/** Language lists of the image and video sub-resources: `en,null`, each language as above. */
const languageList: Check = (v) => {
  const items = v.split(',');
  const tags = items.map((item) => (item === 'null' ? item : tmdbLanguageTag(item)));
  return items.length <= 10 && tags.every((t) => t !== undefined)
    ? [...new Set(tags)].join(',')
    : fail('messages.catalogue.paramLanguageList');
};
const timezone = matching(
  /^[A-Za-z_]{1,20}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/,
  'messages.catalogue.paramTimezone',
);
const bool = oneOf('true', 'false');
const year = wholeNumber(1800, 2200, 'messages.catalogue.paramYear');
const voteCount = wholeNumber(0, 100_000_000);
const voteAverage = decimal(0, 10);
const runtime = wholeNumber(0, 10_000);

/**
 * TMDB's rating filter: `certification_country` with `certification`, a `|`-separated list of
 * that country's ratings (any of them). Discover's own parameters; the demo source also
 * honours them on its other lists (trending, popular, search, similar…), see
 * `CERTIFIED_LIST_PARAMS` in paths.ts.
 */
const certificationList: Check = (v) => {
  const items = v.split('|');
  return items.length <= 20 && items.every((i) => /^[A-Za-z0-9+-]{1,12}$/.test(i))
    ? [...new Set(items)].sort().join('|')
    : fail('messages.catalogue.paramCertification');
};
export const CERTIFICATION_PARAMS = ['certification_country', 'certification'] as const;
const certified: Spec = { certification_country: region, certification: certificationList };

const common: Spec = { language };
const list: Spec = { ...common, page, ...certified };
const search: Spec = { ...list, query: searchText, include_adult: bool };
const discover: Spec = {
  ...list,
  include_adult: bool,
  'vote_count.gte': voteCount,
  'vote_count.lte': voteCount,
  'vote_average.gte': voteAverage,
  'vote_average.lte': voteAverage,
  'with_runtime.gte': runtime,
  'with_runtime.lte': runtime,
  with_genres: idList('genre'),
  without_genres: idList('genre'),
  with_keywords: idList('keyword'),
  without_keywords: idList('keyword'),
  with_companies: idList('company'),
  with_watch_providers: idList('provider'),
  without_watch_providers: idList('provider'),
  with_watch_monetization_types: matching(
    /^(flatrate|free|ads|rent|buy)([,|](flatrate|free|ads|rent|buy)){0,4}$/,
    'messages.catalogue.paramMonetization',
  ),
  with_original_language: matching(/^[a-z]{2}$/, 'messages.catalogue.paramOriginalLanguage'),
  with_origin_country: region,
  watch_region: region,
};
const details = (subs: readonly string[]): Spec => ({
  ...common,
  append_to_response: appendList(subs),
  include_image_language: languageList,
  include_video_language: languageList,
});

/** The parameters of each kind of path (the paths themselves are paths.ts's routes). */
export const PARAMS = {
  none: {},
  common,
  list,
  movieList: { ...list, region },
  tvAiring: { ...list, timezone },
  details: { movie: details(SUBRESOURCES.movie), tv: details(SUBRESOURCES.tv) },
  /** The query parameters TMDB documents for each sub-resource of a title. */
  subresource: {
    credits: common,
    external_ids: {},
    images: { ...common, include_image_language: languageList },
    recommendations: list,
    similar: list,
    videos: { ...common, include_video_language: languageList },
    'watch/providers': {},
    release_dates: {},
    content_ratings: {},
  } as Readonly<Record<string, Spec>>,
  watchProviders: { ...common, watch_region: region },
  person: { ...common, append_to_response: appendList(PERSON_SUBRESOURCES) },
  personSubresource: {
    combined_credits: common,
    movie_credits: common,
    tv_credits: common,
    images: {},
    external_ids: {},
  } satisfies Record<(typeof PERSON_SUBRESOURCES)[number], Spec>,
  collection: common,
  collectionImages: { ...common, include_image_language: languageList },
  search: {
    multi: search,
    person: search,
    movie: { ...search, year, primary_release_year: year, region },
    tv: { ...search, year, first_air_date_year: year },
  },
  discover: {
    movie: {
      ...discover,
      sort_by: sortOrders(DISCOVER_SORT_FIELDS.movie),
      region,
      year,
      primary_release_year: year,
      'primary_release_date.gte': isoDate,
      'primary_release_date.lte': isoDate,
      'release_date.gte': isoDate,
      'release_date.lte': isoDate,
      include_video: bool,
    },
    tv: {
      ...discover,
      sort_by: sortOrders(DISCOVER_SORT_FIELDS.tv),
      first_air_date_year: year,
      'first_air_date.gte': isoDate,
      'first_air_date.lte': isoDate,
      'air_date.gte': isoDate,
      'air_date.lte': isoDate,
      include_null_first_air_dates: bool,
      screened_theatrically: bool,
      timezone,
      with_networks: idList('network'),
    },
  },
} as const satisfies Record<string, Spec | Readonly<Record<string, Spec>>>;
