import {
  DATE_FIELD,
  type Genre,
  HERO_GENRES_MAX,
  type HomeData,
  type HomeRow,
  type HomeRowKey,
  type ListingList,
  type MediaType,
  PROVIDER_IDS,
  type QuickFilter,
  quickFilterSort,
  ROW_LIST,
} from '@shared/catalogue';
import { applyQualityFilter } from '@shared/catalogue-quality';
import { listHref } from '@shared/listing-url';
import type { MaturityLevel } from '@shared/profiles';
import type { TMovieListing, TTvListing } from '@shared/schemas/catalogue';
import type { CatalogueAnswer } from './answer';
import { type CatalogueLanguage, DEFAULT_CATALOGUE_LANGUAGE, validRegion } from './language';
import { paged, resultsOf, toCards, toGenres, toMediaCard, typed } from './map';
import { certificationParams, keepAllowed } from './maturity';
import type { CatalogueService } from './service';
import type { TmdbListItem } from './types';

/** The home screen and the movie and TV listings. */
export const ROW_MAX = 20;
export const TRENDING_WINDOW_DAYS = 30;
export const TOP_RATED_MIN_VOTES = 100;
export const DEFAULT_MIN_VOTES = 10;
export const PROVIDER_REGION = 'US';

type Params = Record<string, string>;
interface Query {
  path: string;
  params?: Params;
  /** For payloads whose items carry no media_type (everything but trending/all and search/multi). */
  type?: MediaType;
}

const DISCOVER_DEFAULTS: Params = { include_adult: 'false', 'vote_count.gte': String(DEFAULT_MIN_VOTES) };
const list = (path: string, type?: MediaType, page?: number): Query => ({
  path,
  type,
  params: page && page > 1 ? { page: String(page) } : {},
});
/** A service's titles in a region (the reader's, validated by catalogueLanguage; US by default). */
const onProvider = (type: MediaType, provider: number, region: string, page = 1): Query => ({
  path: `discover/${type}`,
  type,
  params: {
    ...DISCOVER_DEFAULTS,
    sort_by: 'popularity.desc',
    with_watch_providers: String(provider),
    watch_region: region,
    ...(page > 1 ? { page: String(page) } : {}),
  },
});

/**
 * The home screen's rows, in order. A row takes its queries in turn until it holds ROW_MAX titles
 * that pass the quality filter; the first query of every row is fetched in one parallel
 * wave, so a cold home costs one upstream round trip when the first pages suffice. Provider
 * rows fall back on the other media type on the same service (a small catalogue may not
 * have twenty Netflix series), the other rows on their second page.
 *
 * Provider rows are the reader's region's: `regional` builds their queries for a
 * region. Where TMDB has nothing for the service there (the region's first query has no
 * results), the row is the US one.
 */
interface RowSpec {
  key: HomeRowKey;
  title: string;
  viewAll: HomeRow['viewAll'];
  /** The queries in the default region (US). */
  queries: Query[];
  regional?: (region: string) => Query[];
}
/** A service's row: its titles of the type it is known for, then the other type, then page 2. */
function providerRow(
  key: Exclude<HomeRowKey, 'trending' | 'popularMovies' | 'trendingTv' | 'popularTv'>,
  title: string,
  lead: MediaType,
): RowSpec {
  const provider = PROVIDER_IDS[key];
  const other: MediaType = lead === 'tv' ? 'movie' : 'tv';
  // Built once per region (validated: at most 26 × 26 of them), so a cached home allocates none.
  const byRegion = new Map<string, Query[]>();
  const regional = (region: string) => {
    let queries = byRegion.get(region);
    if (!queries) {
      queries = [
        onProvider(lead, provider, region),
        onProvider(other, provider, region),
        onProvider(lead, provider, region, 2),
      ];
      byRegion.set(region, queries);
    }
    return queries;
  };
  return {
    key,
    title,
    viewAll: rowViewAll(key),
    queries: regional(PROVIDER_REGION),
    regional,
  };
}

/** A row's queries for a region: its own for provider rows outside the US, else the fixed ones. */
/** A row's View All: its own list on the listing of its media type. */
const rowViewAll = (key: HomeRowKey) => listHref(ROW_LIST[key].kind, ROW_LIST[key].list);

const queriesFor = (spec: RowSpec, region: string): Query[] =>
  spec.regional && region !== PROVIDER_REGION ? spec.regional(region) : spec.queries;

export const HOME_ROWS: readonly RowSpec[] = [
  {
    key: 'trending',
    title: 'Trending Now',
    viewAll: rowViewAll('trending'),
    queries: [list('trending/all/day'), list('trending/all/day', undefined, 2), list('trending/all/week')],
  },
  {
    key: 'popularMovies',
    title: 'Popular Movies',
    viewAll: rowViewAll('popularMovies'),
    queries: [list('movie/popular', 'movie'), list('movie/popular', 'movie', 2)],
  },
  {
    key: 'trendingTv',
    title: 'Trending TV Shows',
    viewAll: rowViewAll('trendingTv'),
    queries: [
      list('trending/tv/day', 'tv'),
      list('trending/tv/day', 'tv', 2),
      list('trending/tv/week', 'tv'),
    ],
  },
  {
    key: 'popularTv',
    title: 'Popular TV Shows',
    viewAll: rowViewAll('popularTv'),
    queries: [list('tv/popular', 'tv'), list('tv/popular', 'tv', 2)],
  },
  providerRow('netflix', 'Netflix Originals', 'tv'),
  providerRow('disney', 'Disney+ Collection', 'movie'),
  providerRow('hbo', 'HBO Series', 'tv'),
  providerRow('prime', 'Prime Video', 'movie'),
];

const fetchQuery = (svc: CatalogueService, q: Query, lang: CatalogueLanguage) =>
  svc.get(q.path, q.params, lang);

/** Whether the source filters this list by rating itself (discover; every list of the demo). */
const certifies = (svc: CatalogueService, path: string) => svc.certifiesLists || path.startsWith('discover/');

/** A list item as the title it names (people and unknown kinds: none). */
export const itemRef = (item: TmdbListItem, fallback?: MediaType) => {
  const type = item.media_type ?? fallback;
  return (type === 'movie' || type === 'tv') && typeof item.id === 'number' ? { type, id: item.id } : null;
};

/**
 * A query's payload kept to a level: the certification parameters where the source filters
 * by them, else the payload with the titles the level does not allow taken out (their
 * count taken off TMDB's total). Adult: the query as it is.
 */
export async function fetchForLevel(
  svc: CatalogueService,
  q: Query,
  lang: CatalogueLanguage,
  level: MaturityLevel,
): Promise<unknown> {
  if (level === 'adult') return fetchQuery(svc, q, lang);
  if (certifies(svc, q.path)) return svc.get(q.path, { ...q.params, ...certificationParams(level) }, lang);
  const payload = (await fetchQuery(svc, q, lang)) as { total_results?: unknown } | null;
  const items = resultsOf(payload);
  const kept = await keepAllowed(svc, level, items, (i) => itemRef(i, q.type), lang.region);
  const total = typeof payload?.total_results === 'number' ? payload.total_results : kept.length;
  return {
    ...payload,
    results: kept,
    total_results: Math.max(kept.length, total - (items.length - kept.length)),
  };
}

async function buildRow(
  svc: CatalogueService,
  spec: RowSpec,
  lang: CatalogueLanguage,
  region: string,
  first: Promise<unknown>,
  level: MaturityLevel,
): Promise<HomeRow> {
  let queries = queriesFor(spec, region);
  let firstPage = await first;
  if (queries !== spec.queries && resultsOf(firstPage).length === 0) {
    // TMDB has no data for this service in the reader's region: the US row instead.
    queries = spec.queries;
    firstPage = await fetchForLevel(svc, queries[0]!, lang, level);
  }
  const pool: TmdbListItem[] = typed(resultsOf(firstPage), queries[0]?.type);
  let items = toCards(pool, { limit: ROW_MAX });
  for (const q of queries.slice(1)) {
    if (items.length >= ROW_MAX) break;
    try {
      pool.push(...typed(resultsOf(await fetchForLevel(svc, q, lang, level)), q.type));
    } catch (e) {
      svc.logger?.warn({ row: spec.key, err: e }, 'home row could not be filled');
      break;
    }
    items = toCards(pool, { limit: ROW_MAX });
  }
  return { key: spec.key, title: spec.title, viewAll: spec.viewAll, items };
}

/** The hero: the most trending movie that passes the quality filter, preferring one with a backdrop. */
function pickHero(trending: unknown, genres: Genre[]): HomeData['hero'] {
  const movies = applyQualityFilter(resultsOf(trending), { order: 'keep' }).filter(
    (i) => i.media_type === 'movie',
  );
  const item = movies.find((i) => i.backdrop_path) ?? movies[0];
  const card = item ? toMediaCard(item, 'movie') : null;
  if (!card) return null;
  const byId = new Map(genres.map((g) => [g.id, g]));
  const heroGenres = card.genreIds.flatMap((id) => byId.get(id) ?? []).slice(0, HERO_GENRES_MAX);
  return { ...card, genres: heroGenres };
}

/**
 * Home: the hero and the eight rows, fetched in parallel, in the reader's language and (for
 * the provider rows) region, every title allowed at `level`. A failed row is empty; all
 * failing is an error.
 */
export async function home(
  svc: CatalogueService,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
  level: MaturityLevel = 'adult',
): Promise<HomeData> {
  // A source without regions (the demo) has one set of provider rows.
  const region = svc.localized ? validRegion(lang.region) : PROVIDER_REGION;
  const firsts = HOME_ROWS.map((r) => fetchForLevel(svc, queriesFor(r, region)[0]!, lang, level));
  const genres = svc.get('genre/movie/list', {}, lang).then(
    (g) => toGenres((g as { genres?: unknown }).genres),
    () => [] as Genre[],
  );
  // Hold every rejection now so none is reported as unhandled while others are awaited.
  for (const p of firsts) p.catch(() => {});
  const settled = await Promise.allSettled(
    HOME_ROWS.map((spec, i) => buildRow(svc, spec, lang, region, firsts[i]!, level)),
  );
  const failures = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failures.length === settled.length) throw failures[0]?.reason;
  for (const f of failures) svc.logger?.warn({ err: f.reason }, 'home row failed');
  const rows = settled.map((s, i) =>
    s.status === 'fulfilled'
      ? s.value
      : { key: HOME_ROWS[i]!.key, title: HOME_ROWS[i]!.title, viewAll: HOME_ROWS[i]!.viewAll, items: [] },
  );
  const trending = await firsts[0]!.catch(() => null);
  return { hero: pickHero(trending, await genres), rows };
}

// ---- listings ----

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBefore = (d: Date, days: number) => new Date(d.getTime() - days * 86_400_000);

/**
 * The discover query of a listing: include_adult false and at least 10
 * votes by default; trending = released in the 30 days (or the source's wider window,
 * decision 001) up to the reference date; top rated = at least 100 votes; latest = newest
 * first, nothing after the reference date. The quick filter picks the sort unless the
 * visitor chose one.
 */
export function listingParams(
  mediaType: MediaType,
  input: { filter: QuickFilter; genre?: number; sort?: string; page: number },
  reference: Date,
  trendingDays = TRENDING_WINDOW_DAYS,
): Params {
  const dateField = DATE_FIELD[mediaType];
  const p: Params = { ...DISCOVER_DEFAULTS, sort_by: input.sort ?? quickFilterSort(input.filter, mediaType) };
  if (input.genre !== undefined) p.with_genres = String(input.genre);
  if (input.page > 1) p.page = String(input.page);
  if (input.filter === 'trending') {
    p[`${dateField}.gte`] = isoDay(daysBefore(reference, trendingDays));
    p[`${dateField}.lte`] = isoDay(reference);
  } else if (input.filter === 'top_rated') {
    p['vote_count.gte'] = String(TOP_RATED_MIN_VOTES);
  } else if (input.filter === 'latest') {
    p[`${dateField}.lte`] = isoDay(reference);
  }
  return p;
}

/**
 * A home row's own list, a page of it: TMDB's daily trending or popular list of the media type,
 * or a service's titles by popularity in the reader's region (the US one where TMDB has none
 * there, as the row does).
 */
async function rowList(
  svc: CatalogueService,
  mediaType: MediaType,
  which: ListingList,
  page: number,
  lang: CatalogueLanguage,
  level: MaturityLevel,
): Promise<unknown> {
  if (which === 'trending' || which === 'popular') {
    const q = list(
      which === 'trending' ? `trending/${mediaType}/day` : `${mediaType}/popular`,
      mediaType,
      page,
    );
    return fetchForLevel(svc, q, lang, level);
  }
  const region = svc.localized ? validRegion(lang.region) : PROVIDER_REGION;
  const here = await fetchForLevel(
    svc,
    onProvider(mediaType, PROVIDER_IDS[which], region, page),
    lang,
    level,
  );
  if (region === PROVIDER_REGION || resultsOf(here).length > 0) return here;
  return fetchForLevel(svc, onProvider(mediaType, PROVIDER_IDS[which], PROVIDER_REGION, page), lang, level);
}

async function listing(
  svc: CatalogueService,
  mediaType: MediaType,
  input: TMovieListing | TTvListing,
  lang: CatalogueLanguage,
  level: MaturityLevel,
) {
  if (input.list) {
    const payload = await rowList(svc, mediaType, input.list, input.page, lang, level);
    return paged(payload, toCards(typed(resultsOf(payload), mediaType), { mediaType, order: 'keep' }));
  }
  const params = listingParams(
    mediaType,
    input,
    svc.referenceDate(mediaType),
    svc.trendingWindowDays(mediaType, input.genre),
  );
  // Discover filters by rating itself on both sources: full pages, totals of allowed titles.
  const payload = await svc.get(
    `discover/${mediaType}`,
    level === 'adult' ? params : { ...params, ...certificationParams(level) },
    lang,
  );
  // The visitor's sort decides the order, so the quality filter keeps it.
  return paged(payload, toCards(resultsOf(payload), { mediaType, order: 'keep' }));
}

const listingOf =
  <I extends TMovieListing | TTvListing>(
    mediaType: MediaType,
  ): CatalogueAnswer<I, Awaited<ReturnType<typeof listing>>> =>
  (svc, input, lang, level) =>
    listing(svc, mediaType, input, lang, level);

export const movieListing = listingOf<TMovieListing>('movie');
export const tvListing = listingOf<TTvListing>('tv');
