import { MAX_PAGE, MAX_QUERY_LENGTH } from '../../../shared/schemas/catalogue';
import { AppError } from '../../errors';
import type { CatalogueParams } from './types';

/**
 * The allowlist: the read-only TMDB v3 paths a browsing app calls (spec 7, issues 3 and 14)
 * and, for each, the query parameters TMDB documents for it. An unknown path is refused
 * here (404), so neither source, nor the upstream, ever sees it: the proxy is not an open
 * relay for the server's credential (account, authentication, lists, ratings and writes stay
 * out). Unknown query parameters are dropped, as TMDB ignores them: client libraries send
 * their own (`api_key`, path parameters repeated in the query), and dropping them keeps them
 * out of the upstream call and out of the cache key, so a flood of made-up parameters cannot
 * grow the cache. Known parameters are validated (a bad page is a 400).
 *
 * Accepted requests are normalised (parameters sorted, defaults dropped, ids canonical),
 * which makes the cache key of equivalent requests identical.
 */
export type EndpointKind =
  | 'trending'
  | 'popular'
  | 'top_rated'
  | 'details'
  | 'season'
  | 'search'
  | 'discover'
  | 'genres'
  | 'reference';

export interface ResolvedRequest {
  /** Canonical path without a leading slash, e.g. `movie/550`. */
  path: string;
  params: CatalogueParams;
  kind: EndpointKind;
  /** `path?k=v&...` with sorted parameters: the cache key. */
  key: string;
}

/** Returns the canonical value, or throws the message (without the parameter name). */
type Check = (value: string) => string;

const fail = (message: string): never => {
  throw new Error(message);
};

const wholeNumber =
  (min: number, max: number, what = `a whole number from ${min} to ${max}`): Check =>
  (v) => {
    if (!/^\d{1,10}$/.test(v)) return fail(`must be ${what}`);
    const n = Number(v);
    return n < min || n > max ? fail(`must be ${what}`) : String(n);
  };
const decimal =
  (min: number, max: number): Check =>
  (v) => {
    const n = /^\d{1,6}(\.\d{1,3})?$/.test(v) ? Number(v) : Number.NaN;
    return n >= min && n <= max ? String(n) : fail(`must be a number from ${min} to ${max}`);
  };
const oneOf =
  (...allowed: string[]): Check =>
  (v) =>
    allowed.includes(v) ? v : fail(`must be one of ${allowed.join(', ')}`);
const matching =
  (re: RegExp, what: string): Check =>
  (v) =>
    re.test(v) ? v : fail(`must be ${what}`);
const isoDate: Check = (v) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m ? new Date(`${v}T00:00:00Z`) : null;
  return d && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    ? v
    : fail('must be a date in YYYY-MM-DD form');
};
const idList = (what: string): Check =>
  matching(/^\d{1,7}([,|]\d{1,7}){0,49}$/, `a list of ${what} ids separated by , (and) or | (or)`);
const searchText: Check = (v) => {
  const t = v.trim();
  if (t === '') return fail('must not be empty');
  return t.length > MAX_QUERY_LENGTH ? fail(`must be at most ${MAX_QUERY_LENGTH} characters`) : t;
};

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
export const MOVIE_SUBRESOURCES = [...SHARED_SUBS, 'release_dates'].sort();
export const TV_SUBRESOURCES = [...SHARED_SUBS, 'content_ratings'].sort();

const appendList =
  (allowed: readonly string[]): Check =>
  (v) => {
    const parts = v.split(',').map((p) => p.trim());
    if (parts.length > 20 || parts.some((p) => !allowed.includes(p)))
      return fail(`may only list ${allowed.join(', ')}`);
    return [...new Set(parts)].sort().join(',');
  };

const page = wholeNumber(1, MAX_PAGE);
const language = matching(/^[a-z]{2}(-[A-Z]{2})?$/, 'a language code such as en or en-US');
/** Country codes are case-insensitive; one spelling keeps one cache entry. */
const region: Check = (v) =>
  /^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : fail('must be a two-letter country code such as US');
/** Language lists of the image and video sub-resources: `en,null`. */
const languageList = matching(
  /^(null|[a-z]{2}(-[A-Z]{2})?)(,(null|[a-z]{2}(-[A-Z]{2})?)){0,9}$/,
  'a list of language codes such as en,null',
);
const timezone = matching(
  /^[A-Za-z_]{1,20}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/,
  'a time zone such as America/New_York',
);
const bool = oneOf('true', 'false');
const year = wholeNumber(1800, 2200, 'a four-digit year');
const voteCount = wholeNumber(0, 100_000_000);
const voteAverage = decimal(0, 10);
const runtime = wholeNumber(0, 10_000);
const sortOrders = (...fields: string[]) => oneOf(...fields.flatMap((f) => [`${f}.desc`, `${f}.asc`]));

type Spec = Record<string, Check>;
const common: Spec = { language };
const listSpec: Spec = { ...common, page };
const discoverCommon: Spec = {
  ...listSpec,
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
    'a list of flatrate, free, ads, rent, buy',
  ),
  with_original_language: matching(/^[a-z]{2}$/, 'a two-letter language code such as en'),
  with_origin_country: region,
  watch_region: region,
};

interface Route {
  re: RegExp;
  kind: EndpointKind;
  spec: Spec;
  required?: string[];
  /** Canonical path from the match (ids without leading zeros). */
  path?: (m: RegExpExecArray) => string;
}

/**
 * An id segment. Anything in that position that is not one of TMDB's named lists (which
 * are unknown paths here, or their own routes) is an id, and a malformed id is a 400.
 */
const ID =
  '(?!(?:latest|now_playing|upcoming|airing_today|on_the_air|changes|popular|top_rated)(?:/|$))([^/]+)';
const canonicalId = (raw: string | undefined) => {
  const n = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  if (!(n > 0 && n <= 2_147_483_647)) {
    throw new AppError('VALIDATION', 'The id in the path must be a positive whole number');
  }
  return String(n);
};
const canonicalNumber = (what: string, min: number, max: number) => (raw: string | undefined) => {
  const n = /^\d{1,5}$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  if (!(n >= min && n <= max)) throw new AppError('VALIDATION', `The ${what} must be from ${min} to ${max}`);
  return String(n);
};
const canonicalSeason = canonicalNumber('season number', 0, 1000);
const canonicalEpisode = canonicalNumber('episode number', 1, 20_000);

/** The query parameters TMDB documents for each sub-resource of a title. */
const SUBRESOURCE_SPECS: Record<string, Spec> = {
  credits: common,
  external_ids: {},
  images: { ...common, include_image_language: languageList },
  recommendations: listSpec,
  similar: listSpec,
  videos: { ...common, include_video_language: languageList },
  'watch/providers': {},
  release_dates: {},
  content_ratings: {},
};

const detailsSpec = (subs: readonly string[]): Spec => ({
  ...common,
  append_to_response: appendList(subs),
  include_image_language: languageList,
  include_video_language: languageList,
});

const subresourceRoutes = (media: 'movie' | 'tv', subs: readonly string[]): Route[] =>
  subs.map((sub) => ({
    re: new RegExp(`^${media}\\/${ID}\\/${sub.replace('/', '\\/')}$`),
    kind: 'details' as const,
    spec: SUBRESOURCE_SPECS[sub] ?? {},
    path: (m: RegExpExecArray) => `${media}/${canonicalId(m[1])}/${sub}`,
  }));

const ROUTES: Route[] = [
  { re: /^configuration$/, kind: 'reference', spec: {} },
  { re: /^trending\/(all|movie|tv)\/(day|week)$/, kind: 'trending', spec: listSpec },
  { re: /^movie\/(popular|now_playing|upcoming)$/, kind: 'popular', spec: { ...listSpec, region } },
  { re: /^tv\/popular$/, kind: 'popular', spec: listSpec },
  { re: /^tv\/(on_the_air|airing_today)$/, kind: 'popular', spec: { ...listSpec, timezone } },
  { re: /^movie\/top_rated$/, kind: 'top_rated', spec: { ...listSpec, region } },
  { re: /^tv\/top_rated$/, kind: 'top_rated', spec: listSpec },
  {
    re: new RegExp(`^movie\\/${ID}$`),
    kind: 'details',
    spec: detailsSpec(MOVIE_SUBRESOURCES),
    path: (m) => `movie/${canonicalId(m[1])}`,
  },
  {
    re: new RegExp(`^tv\\/${ID}$`),
    kind: 'details',
    spec: detailsSpec(TV_SUBRESOURCES),
    path: (m) => `tv/${canonicalId(m[1])}`,
  },
  ...subresourceRoutes('movie', MOVIE_SUBRESOURCES),
  ...subresourceRoutes('tv', TV_SUBRESOURCES),
  {
    re: new RegExp(`^tv\\/${ID}\\/season\\/([^/]+)$`),
    kind: 'season',
    spec: common,
    path: (m) => `tv/${canonicalId(m[1])}/season/${canonicalSeason(m[2])}`,
  },
  {
    re: new RegExp(`^tv\\/${ID}\\/season\\/([^/]+)\\/episode\\/([^/]+)$`),
    kind: 'season',
    spec: common,
    path: (m) => `tv/${canonicalId(m[1])}/season/${canonicalSeason(m[2])}/episode/${canonicalEpisode(m[3])}`,
  },
  {
    re: /^search\/multi$/,
    kind: 'search',
    spec: { ...listSpec, query: searchText, include_adult: bool },
    required: ['query'],
  },
  {
    re: /^search\/movie$/,
    kind: 'search',
    spec: { ...listSpec, query: searchText, include_adult: bool, year, primary_release_year: year, region },
    required: ['query'],
  },
  {
    re: /^search\/tv$/,
    kind: 'search',
    spec: { ...listSpec, query: searchText, include_adult: bool, year, first_air_date_year: year },
    required: ['query'],
  },
  { re: /^genre\/(movie|tv)\/list$/, kind: 'genres', spec: common },
  { re: /^watch\/providers\/(movie|tv)$/, kind: 'reference', spec: { ...common, watch_region: region } },
  {
    re: /^discover\/movie$/,
    kind: 'discover',
    spec: {
      ...discoverCommon,
      sort_by: sortOrders(
        'popularity',
        'vote_average',
        'vote_count',
        'primary_release_date',
        'release_date',
        'revenue',
        'title',
        'original_title',
      ),
      region,
      year,
      primary_release_year: year,
      'primary_release_date.gte': isoDate,
      'primary_release_date.lte': isoDate,
      'release_date.gte': isoDate,
      'release_date.lte': isoDate,
      include_video: bool,
    },
  },
  {
    re: /^discover\/tv$/,
    kind: 'discover',
    spec: {
      ...discoverCommon,
      sort_by: sortOrders(
        'popularity',
        'vote_average',
        'vote_count',
        'first_air_date',
        'name',
        'original_name',
      ),
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
];

export type RawQuery = Record<string, unknown>;

/** Validates and normalises one catalogue request; throws AppError NOT_FOUND / VALIDATION. */
export function resolveRequest(rawPath: string, query: RawQuery = {}): ResolvedRequest {
  const clean = rawPath.replace(/^\/+|\/+$/g, '');
  let route: Route | undefined;
  let match: RegExpExecArray | null = null;
  for (const r of ROUTES) {
    match = r.re.exec(clean);
    if (match) {
      route = r;
      break;
    }
  }
  if (!route || !match) {
    const shown = clean.length > 80 ? `${clean.slice(0, 80)}…` : clean;
    throw new AppError('NOT_FOUND', `Unknown catalogue path: /${shown}`);
  }
  const path = route.path ? route.path(match) : clean;
  const params: CatalogueParams = {};
  for (const [name, raw] of Object.entries(query)) {
    // Not TMDB's for this path (a client's api_key, its path parameters, anything made up):
    // ignored, as TMDB ignores it. Object.hasOwn: `constructor` and friends are not checks.
    if (!Object.hasOwn(route.spec, name)) continue;
    const check = route.spec[name] as Check;
    if (Array.isArray(raw)) throw new AppError('VALIDATION', `Parameter '${name}' was given more than once`);
    if (typeof raw !== 'string')
      throw new AppError('VALIDATION', `Parameter '${name}' must be a single value`);
    try {
      params[name] = check(raw);
    } catch (e) {
      throw new AppError('VALIDATION', `${name} ${(e as Error).message}`);
    }
  }
  for (const name of route.required ?? []) {
    if (params[name] === undefined) throw new AppError('VALIDATION', `${name} is required`);
  }
  // TMDB's defaults: leaving them out makes `?page=1` and no page share one cache entry.
  if (params.page === '1') delete params.page;
  return { path, params, kind: route.kind, key: cacheKey(path, params) };
}

export function cacheKey(path: string, params: CatalogueParams): string {
  const names = Object.keys(params).sort();
  if (names.length === 0) return path;
  return `${path}?${names.map((n) => `${n}=${encodeURIComponent(params[n] ?? '')}`).join('&')}`;
}
