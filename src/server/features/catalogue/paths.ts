import { MEDIA_TYPES, type MediaType } from '@shared/catalogue';
import { type MessageKey, m } from '@shared/i18n/message';
import { AppError } from '../../errors';
import {
  CERTIFICATION_PARAMS,
  type Check,
  PARAMS,
  ParamProblem,
  PERSON_SUBRESOURCES,
  type Spec,
  SUBRESOURCES,
} from './params';
import type { CatalogueParams } from './types';

/**
 * The allowlist: the read-only TMDB v3 paths a browsing app calls
 * and, for each, the query parameters TMDB documents for it (params.ts, the contract the
 * sources read by). An unknown path is refused
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
    throw new AppError('VALIDATION', m('messages.catalogue.pathId'));
  }
  return String(n);
};
const canonicalNumber = (refused: MessageKey, min: number, max: number) => (raw: string | undefined) => {
  const n = /^\d{1,5}$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  if (!(n >= min && n <= max)) throw new AppError('VALIDATION', m(refused));
  return String(n);
};
const canonicalSeason = canonicalNumber('messages.catalogue.seasonNumber', 0, 1000);
const canonicalEpisode = canonicalNumber('messages.catalogue.episodeNumber', 1, 20_000);

const subresourceRoutes = (media: MediaType): Route[] =>
  SUBRESOURCES[media].map((sub) => ({
    re: new RegExp(`^${media}\\/${ID}\\/${sub.replace('/', '\\/')}$`),
    kind: 'details' as const,
    spec: PARAMS.subresource[sub] ?? PARAMS.none,
    path: (m: RegExpExecArray) => `${media}/${canonicalId(m[1])}/${sub}`,
  }));

const ROUTES: Route[] = [
  { re: /^configuration$/, kind: 'reference', spec: PARAMS.none },
  { re: /^trending\/(all|movie|tv)\/(day|week)$/, kind: 'trending', spec: PARAMS.list },
  { re: /^movie\/(popular|now_playing|upcoming)$/, kind: 'popular', spec: PARAMS.movieList },
  { re: /^tv\/popular$/, kind: 'popular', spec: PARAMS.list },
  { re: /^tv\/(on_the_air|airing_today)$/, kind: 'popular', spec: PARAMS.tvAiring },
  { re: /^movie\/top_rated$/, kind: 'top_rated', spec: PARAMS.movieList },
  { re: /^tv\/top_rated$/, kind: 'top_rated', spec: PARAMS.list },
  ...MEDIA_TYPES.map(
    (media): Route => ({
      re: new RegExp(`^${media}\\/${ID}$`),
      kind: 'details',
      spec: PARAMS.details[media],
      path: (m) => `${media}/${canonicalId(m[1])}`,
    }),
  ),
  ...MEDIA_TYPES.flatMap(subresourceRoutes),
  {
    re: new RegExp(`^tv\\/${ID}\\/season\\/([^/]+)$`),
    kind: 'season',
    spec: PARAMS.common,
    path: (m) => `tv/${canonicalId(m[1])}/season/${canonicalSeason(m[2])}`,
  },
  {
    re: new RegExp(`^tv\\/${ID}\\/season\\/([^/]+)\\/episode\\/([^/]+)$`),
    kind: 'season',
    spec: PARAMS.common,
    path: (m) => `tv/${canonicalId(m[1])}/season/${canonicalSeason(m[2])}/episode/${canonicalEpisode(m[3])}`,
  },
  {
    re: new RegExp(`^person\\/${ID}$`),
    kind: 'details',
    spec: PARAMS.person,
    path: (m) => `person/${canonicalId(m[1])}`,
  },
  ...PERSON_SUBRESOURCES.map(
    (sub): Route => ({
      re: new RegExp(`^person\\/${ID}\\/${sub}$`),
      kind: 'details',
      spec: PARAMS.personSubresource[sub],
      path: (m) => `person/${canonicalId(m[1])}/${sub}`,
    }),
  ),
  {
    re: new RegExp(`^collection\\/${ID}$`),
    kind: 'details',
    spec: PARAMS.collection,
    path: (m) => `collection/${canonicalId(m[1])}`,
  },
  {
    re: new RegExp(`^collection\\/${ID}\\/images$`),
    kind: 'details',
    spec: PARAMS.collectionImages,
    path: (m) => `collection/${canonicalId(m[1])}/images`,
  },
  ...(['multi', 'person', ...MEDIA_TYPES] as const).map(
    (type): Route => ({
      re: new RegExp(`^search\\/${type}$`),
      kind: 'search',
      spec: PARAMS.search[type],
      required: ['query'],
    }),
  ),
  { re: /^genre\/(movie|tv)\/list$/, kind: 'genres', spec: PARAMS.common },
  { re: /^watch\/providers\/(movie|tv)$/, kind: 'reference', spec: PARAMS.watchProviders },
  ...MEDIA_TYPES.map(
    (media): Route => ({
      re: new RegExp(`^discover\\/${media}$`),
      kind: 'discover',
      spec: PARAMS.discover[media],
    }),
  ),
];

export type RawQuery = Record<string, unknown>;

/**
 * What the source does with the reader's language.
 * - `language`: TMDB's language tag the request gets when the path takes one and the query
 *   names none (the reader's language; a query's own `language` wins).
 * - `localized: false`: the source has one language and no regions (the demo): the language
 *   and region parameters are still checked, then dropped, so they never split its cache.
 */
export interface ResolveOptions {
  language?: string;
  localized?: boolean;
  /**
   * `false`: the source filters by rating on discover only (TMDB): the certification
   * parameters of its other lists are dropped, so they never reach it nor split its cache.
   */
  certifiedLists?: boolean;
}

/** The parameters a source with one language and no regions ignores. */
const LOCALE_PARAMS = new Set([
  'language',
  'region',
  'watch_region',
  'include_image_language',
  'include_video_language',
]);

/** Validates and normalises one catalogue request; throws AppError NOT_FOUND / VALIDATION. */
export function resolveRequest(
  rawPath: string,
  query: RawQuery = {},
  opts: ResolveOptions = {},
): ResolvedRequest {
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
    throw new AppError('NOT_FOUND', m('messages.catalogue.unknownPath', { path: shown }));
  }
  const path = route.path ? route.path(match) : clean;
  const params: CatalogueParams = {};
  for (const [name, raw] of Object.entries(query)) {
    // Not TMDB's for this path (a client's api_key, its path parameters, anything made up):
    // ignored, as TMDB ignores it. Object.hasOwn: `constructor` and friends are not checks.
    if (!Object.hasOwn(route.spec, name)) continue;
    const check = route.spec[name] as Check;
    if (Array.isArray(raw)) throw new AppError('VALIDATION', m('messages.catalogue.paramRepeated', { name }));
    if (typeof raw !== 'string')
      throw new AppError('VALIDATION', m('messages.catalogue.paramSingle', { name }));
    try {
      params[name] = check(raw);
    } catch (e) {
      if (!(e instanceof ParamProblem)) throw e;
      throw new AppError('VALIDATION', m(e.key, { ...e.values, name }));
    }
  }
  if (opts.localized === false) {
    for (const name of LOCALE_PARAMS) delete params[name];
  } else if (
    opts.language !== undefined &&
    params.language === undefined &&
    Object.hasOwn(route.spec, 'language')
  ) {
    params.language = opts.language;
  }
  if (opts.certifiedLists === false && route.kind !== 'discover') {
    for (const name of CERTIFICATION_PARAMS) delete params[name];
  }
  for (const name of route.required ?? []) {
    if (params[name] === undefined)
      throw new AppError('VALIDATION', m('messages.catalogue.paramRequired', { name }));
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
