import { MAX_PAGE, MAX_QUERY_LENGTH } from '../../../shared/schemas/catalogue';
import { AppError } from '../../errors';
import type { CatalogueParams } from './types';

/**
 * The allowlist: the TMDB v3 paths the product uses (spec 7, issue 3) and, for each, the
 * query parameters TMDB documents for it. Anything else is refused here (404 for a path,
 * 400 for a parameter), so neither source, nor the upstream, ever sees it: the proxy is
 * not an open relay for the server's credential.
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
  | 'genres';

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
const APPENDABLE = ['credits', 'similar', 'videos'];
const appendList: Check = (v) => {
  const parts = v.split(',').map((p) => p.trim());
  if (parts.some((p) => !APPENDABLE.includes(p))) return fail(`may only list ${APPENDABLE.join(', ')}`);
  return [...new Set(parts)].sort().join(',');
};
const searchText: Check = (v) => {
  const t = v.trim();
  if (t === '') return fail('must not be empty');
  return t.length > MAX_QUERY_LENGTH ? fail(`must be at most ${MAX_QUERY_LENGTH} characters`) : t;
};

const page = wholeNumber(1, MAX_PAGE);
const language = matching(/^[a-z]{2}(-[A-Z]{2})?$/, 'a language code such as en or en-US');
const region = matching(/^[A-Z]{2}$/, 'a two-letter country code such as US');
const bool = oneOf('true', 'false');
const year = wholeNumber(1800, 2200, 'a four-digit year');
const sortOrders = (...fields: string[]) => oneOf(...fields.flatMap((f) => [`${f}.desc`, `${f}.asc`]));

type Spec = Record<string, Check>;
const common: Spec = { language };
const listSpec: Spec = { ...common, page };
const discoverCommon: Spec = {
  ...listSpec,
  include_adult: bool,
  'vote_count.gte': wholeNumber(0, 100_000_000),
  with_genres: idList('genre'),
  with_watch_providers: idList('provider'),
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
 * are unknown paths here: 404) is an id, and a malformed id is a 400 with a message.
 */
const ID = '(?!(?:latest|now_playing|upcoming|airing_today|on_the_air|changes)(?:/|$))([^/]+)';
const canonicalId = (raw: string | undefined) => {
  const n = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  if (!(n > 0 && n <= 2_147_483_647)) {
    throw new AppError('VALIDATION', 'The id in the path must be a positive whole number');
  }
  return String(n);
};
const canonicalSeason = (raw: string | undefined) => {
  const n = /^\d{1,4}$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  if (!(n >= 0 && n <= 1000)) throw new AppError('VALIDATION', 'The season number must be from 0 to 1000');
  return String(n);
};

const ROUTES: Route[] = [
  { re: /^trending\/(all|movie|tv)\/(day|week)$/, kind: 'trending', spec: listSpec },
  { re: /^movie\/popular$/, kind: 'popular', spec: { ...listSpec, region } },
  { re: /^tv\/popular$/, kind: 'popular', spec: listSpec },
  { re: /^movie\/top_rated$/, kind: 'top_rated', spec: { ...listSpec, region } },
  { re: /^tv\/top_rated$/, kind: 'top_rated', spec: listSpec },
  {
    re: new RegExp(`^(movie|tv)\\/${ID}$`),
    kind: 'details',
    spec: { ...common, append_to_response: appendList },
    path: (m) => `${m[1]}/${canonicalId(m[2])}`,
  },
  {
    re: new RegExp(`^tv\\/${ID}\\/season\\/([^/]+)$`),
    kind: 'season',
    spec: common,
    path: (m) => `tv/${canonicalId(m[1])}/season/${canonicalSeason(m[2])}`,
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
        'revenue',
        'title',
      ),
      'primary_release_date.gte': isoDate,
      'primary_release_date.lte': isoDate,
    },
  },
  {
    re: /^discover\/tv$/,
    kind: 'discover',
    spec: {
      ...discoverCommon,
      sort_by: sortOrders('popularity', 'vote_average', 'vote_count', 'first_air_date', 'name'),
      'first_air_date.gte': isoDate,
      'first_air_date.lte': isoDate,
    },
  },
];

/**
 * Parameters a TMDB client library sends with every call. The client's own key is dropped
 * (the server uses its own credential), never forwarded and never an error.
 */
const IGNORED = new Set(['api_key']);

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
    if (IGNORED.has(name)) continue;
    const check = route.spec[name];
    if (!check) {
      throw new AppError('VALIDATION', `Unknown parameter '${name.slice(0, 40)}' for /${path}`);
    }
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
