import type { MediaType } from '@shared/catalogue';
import type { CacheStats } from '@shared/schemas/admin';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { CACHE_POLICIES, type CachedEntry, CatalogueCache, type SecondLevelCache } from './cache';
import { type CatalogueLanguage, DEFAULT_CATALOGUE_LANGUAGE } from './language';
import { resultsOf } from './map';
import type { MissBudget, MissBudgetOptions } from './miss-budget';
import { type RawQuery, type ResolvedRequest, type ResolveOptions, resolveRequest } from './paths';
import { listTypeOf, SeenTitles } from './seen-titles';
import { createDemoSource } from './sources/demo';
import { createTmdbSource, type TmdbSourceOptions } from './sources/tmdb';
import type { CatalogueSource } from './types';
import { createUpstreamLimiter, type UpstreamLimits } from './upstream-limiter';

/**
 * The catalogue service: one source (tmdb or demo) behind the cache. Every read, from the
 * REST facade, the tRPC screens or another feature, goes through the allowlist and the
 * cache here. Screen-level functions (home, listings, search, details) live in
 * `screens.ts`, `search.ts` and `details.ts` and take this service as their first argument.
 */
export interface CatalogueService {
  readonly source: 'tmdb' | 'demo';
  readonly imageBaseUrl: string;
  readonly logger?: Logger;
  /**
   * Whether the source answers in the reader's language (tmdb). The demo's English data
   * ignore language and region, and its requests are keyed without them.
   */
  readonly localized: boolean;
  /**
   * Whether the source keeps every list (trending, popular, search, similar) to the
   * certification parameters (the demo); else only discover, and the catalogue filters the
   * other lists title by title for a profile below Adult (maturity.ts).
   */
  readonly certifiesLists: boolean;
  /** Titles answered from TMDB so far, for correcting misspelt searches (the demo: empty). */
  readonly seen: SeenTitles;
  /**
   * Cached TMDB-shaped payload of an allowed path, in the reader's language (`lang`, English
   * when absent) where the source is localized; throws AppError (NOT_FOUND, VALIDATION,
   * UPSTREAM, TIMEOUT). Region-dependent parameters (watch_region) are the caller's.
   */
  get(path: string, params?: Record<string, string>, lang?: CatalogueLanguage): Promise<unknown>;
  /**
   * A request checked by the allowlist (paths.ts) for this source: with `language` (a TMDB
   * tag) where the query names none and the source is localized; without language and region
   * parameters where it is not.
   */
  resolve(path: string, query?: RawQuery, language?: string): ResolvedRequest;
  /** The cached bytes and ETag of an allowlisted request (fetched on a miss). */
  entry(req: ResolvedRequest): Promise<CachedEntry>;
  /** The JSON bytes of an entry (entries hold them compressed). */
  json(entry: CachedEntry): Buffer;
  /** A cached entry servable right now without waiting, else undefined (the REST fast path). */
  peek(req: ResolvedRequest): CachedEntry | undefined;
  /** How long a client may reuse an entry: the rest of its freshness, in seconds. */
  maxAgeSeconds(entry: CachedEntry): number;
  /** "Today" for relative date windows of a media type (see referenceDate below). */
  referenceDate(mediaType: MediaType): Date;
  /** Days the Trending quick filter reaches back from referenceDate, if the source says. */
  trendingWindowDays(mediaType: MediaType, genre?: number): number | undefined;
  stats(): CacheStats;
  clear(): Promise<void>;
}

export interface CatalogueServiceOptions {
  source: CatalogueSource;
  maxBytes: number;
  logger?: Logger;
  /** Clock in ms (tests inject one). */
  now?: () => number;
  secondLevel?: SecondLevelCache;
  /** Each client's budget of misses (a source with an upstream; the demo has none to protect). */
  missBudget?: MissBudget;
}

export function createCatalogueService(o: CatalogueServiceOptions): CatalogueService {
  const now = o.now ?? Date.now;
  const cache = new CatalogueCache({
    maxBytes: o.maxBytes,
    now,
    logger: o.logger,
    secondLevel: o.secondLevel,
  });
  const loader = (req: ResolvedRequest) => () => o.source.get(req.path, req.params);
  const localized = o.source.localized === true;
  const certifiesLists = o.source.certifiesLists === true;
  const UNLOCALIZED: ResolveOptions = { localized: false, certifiedLists: certifiesLists };
  const resolve = (path: string, query: RawQuery = {}, language?: string) =>
    resolveRequest(path, query, localized ? { language, certifiedLists: certifiesLists } : UNLOCALIZED);

  const seen = new SeenTitles();
  const admit = o.missBudget && (() => o.missBudget!.admit());
  const entry = (req: ResolvedRequest) => cache.get(req.key, CACHE_POLICIES[req.kind], loader(req), admit);
  return {
    source: o.source.name,
    imageBaseUrl: o.source.imageBaseUrl,
    logger: o.logger,
    localized,
    certifiesLists,
    seen,
    async get(path, params = {}, lang = DEFAULT_CATALOGUE_LANGUAGE) {
      const e = await entry(resolve(path, params as RawQuery, lang.language));
      const payload: unknown = JSON.parse(cache.json(e).toString('utf8'));
      if (o.source.name === 'tmdb') seen.add(resultsOf(payload), listTypeOf(path));
      return payload;
    },
    resolve,
    entry,
    json: (e) => cache.json(e),
    peek: (req) => cache.lookup(req.key, CACHE_POLICIES[req.kind], loader(req)),
    maxAgeSeconds: (e) => Math.floor(cache.freshForMs(e) / 1000),
    referenceDate: (mediaType) => referenceDate(o.source, mediaType, new Date(now())),
    trendingWindowDays: (mediaType, genre) => {
      const days = o.source.trendingWindowDays?.(mediaType, genre);
      return days !== undefined && Number.isInteger(days) && days > 0 ? days : undefined;
    },
    stats: () => cache.stats(),
    clear: () => cache.clear(),
  };
}

/**
 * The day relative windows ("trending = the last 30 days", "latest = released by today")
 * are measured from. A live catalogue uses today. A frozen one (the demo: films up to 2010,
 * shows up to 2025) uses its snapshot date of that media type, or "the last 30 days" of the
 * real calendar would hold no title at all. See docs/decisions/001-demo-catalogue-clock.md.
 */
export function referenceDate(source: CatalogueSource, mediaType: MediaType, today: Date): Date {
  const snap = source.snapshotDate;
  const day = typeof snap === 'string' ? snap : snap?.[mediaType];
  const d = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return d && !Number.isNaN(d.getTime()) ? d : today;
}

/** Test and benchmark knobs for the tmdb source (timeouts, backoffs, the clock). */
export type CatalogueTuning = Pick<
  TmdbSourceOptions,
  'timeoutMs' | 'retryBackoffMs' | 'maxRetryAfterMs' | 'defaultRetryAfterMs' | 'sleep'
> & {
  now?: () => number;
  source?: CatalogueSource;
  /** Over the environment's upstream limits (tests make them small). */
  upstream?: Partial<UpstreamLimits>;
  missBudget?: Partial<MissBudgetOptions>;
};

/** The upstream gate's limits from the environment (TMDB_MAX_*), with `over` on top. */
export const upstreamLimitsOf = (env: Env, over: Partial<UpstreamLimits> = {}): UpstreamLimits => ({
  concurrency: env.TMDB_MAX_CONCURRENT,
  perSecond: env.TMDB_MAX_PER_SECOND,
  queueTimeoutMs: env.TMDB_QUEUE_TIMEOUT_MS,
  ...over,
});

/** Each client's miss budget from the environment (CATALOGUE_MISSES_PER_MINUTE), with `over` on top. */
export const missBudgetOf = (env: Env, over: Partial<MissBudgetOptions> = {}): MissBudgetOptions => ({
  points: env.CATALOGUE_MISSES_PER_MINUTE,
  durationSeconds: 60,
  ...over,
});

/**
 * The service the environment asks for: tmdb with a credential, behind the upstream gate,
 * else the bundled demo; `secondLevel` is the shared cache level (Redis) when REDIS_URL is
 * set; `missBudget` each client's share of misses (applied to the tmdb source only: the demo
 * answers from memory and has no upstream to protect).
 */
export function createCatalogueFromEnv(
  env: Env,
  logger: Logger,
  tuning: CatalogueTuning = {},
  secondLevel?: SecondLevelCache,
  missBudget?: MissBudget,
): CatalogueService {
  const { now, source: given, upstream, missBudget: _budget, ...tmdbTuning } = tuning;
  const live = !given && env.catalogueSource === 'tmdb';
  const source =
    given ??
    (live
      ? createTmdbSource({
          baseUrl: env.TMDB_BASE_URL,
          imageBaseUrl: env.TMDB_IMAGE_BASE_URL,
          apiKey: env.TMDB_API_KEY,
          accessToken: env.TMDB_ACCESS_TOKEN,
          logger,
          limiter: createUpstreamLimiter(upstreamLimitsOf(env, upstream)),
          ...tmdbTuning,
        })
      : createDemoSource());
  return createCatalogueService({
    source,
    maxBytes: env.CATALOGUE_CACHE_MB * 1024 * 1024,
    logger,
    now,
    secondLevel,
    missBudget: live ? missBudget : undefined,
  });
}

export * from './collections';
export * from './details';
export * from './language';
export * from './people';
export * from './screens';
export * from './search';
