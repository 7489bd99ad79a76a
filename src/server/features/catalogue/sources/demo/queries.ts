import { passesQuality } from '@shared/catalogue-quality';
import type { SearchFilters } from '@shared/search-url';
import { rankByQuery } from '@shared/title-match';
import { type DiscoverSortField, parseIdList } from '../../params';
import type { CatalogueParams } from '../../types';
import type { DemoCatalogue, Entry, Kind, SortKey } from './catalogue';
import { parseSearchPrefixes } from './search';
import { listItem } from './shapes';

/**
 * The parameters below are the contract's (params.ts), checked and made canonical before a
 * source sees them: numbers are numbers, dates real YYYY-MM-DD dates, sorts this kind's.
 */

type SortOrder = SortKey extends `${infer Order}.${string}` ? Order : never;

/** TMDB's sort fields (both kinds' spellings) onto the catalogue's orders. */
const SORT_ORDER: Record<DiscoverSortField, SortOrder> = {
  popularity: 'popularity',
  vote_average: 'vote_average',
  vote_count: 'vote_count',
  primary_release_date: 'date',
  release_date: 'date',
  first_air_date: 'date',
  revenue: 'revenue',
  title: 'title',
  original_title: 'title',
  name: 'title',
  original_name: 'title',
};

/** A contract `sort_by` (`field.desc` / `field.asc`) as a catalogue sort key; popularity by default. */
export function sortKey(sortBy: string | undefined): SortKey {
  if (!sortBy) return 'popularity.desc';
  const [field, direction] = sortBy.split('.') as [DiscoverSortField, 'asc' | 'desc'];
  return `${SORT_ORDER[field]}.${direction}` as SortKey;
}

const num = (v: string | undefined): number | undefined => (v === undefined ? undefined : Number(v));

/**
 * TMDB's rating filter as the demo reads it: `certification` (a `|` list, any of them) in
 * `certification_country`'s ratings. The data holds US ratings only, so another country's
 * list matches nothing, as TMDB matches nothing for titles that country has not rated.
 * Undefined when the request names no certification (nothing is filtered).
 */
export function certifiedBy(params: CatalogueParams): ((e: Entry) => boolean) | undefined {
  const list = params.certification;
  if (list === undefined) return undefined;
  if ((params.certification_country ?? 'US') !== 'US') return () => false;
  const allowed = new Set(list.split('|'));
  return (e) => e.certification !== null && allowed.has(e.certification);
}

/** `entries` kept to the request's certification parameters (the same array when none). */
export function certified<T extends Entry>(entries: readonly T[], params: CatalogueParams): readonly T[] {
  const allowed = certifiedBy(params);
  return allowed ? entries.filter(allowed) : entries;
}

const matchesIdList = (have: readonly number[], groups: number[][]) =>
  groups.some((group) => group.every((id) => have.includes(id)));

/**
 * `discover/movie` and `discover/tv`. Supported: sort_by, vote_count.gte/lte,
 * vote_average.gte/lte, with_genres, without_genres, with_original_language,
 * with_watch_providers (watch_region is accepted; the data is the US mapping, see
 * providers.ts), with_runtime.gte/lte, and the date filters of each kind (movies:
 * primary_release_date.*, release_date.*, primary_release_year, year; TV: first_air_date.*,
 * first_air_date_year, air_date.* meaning "had an episode in the range"), and TMDB's
 * certification_country + certification (certifiedBy). include_adult changes nothing:
 * nothing in the demo is adult.
 *
 * Only complete titles are discovered, as top_rated and trending list only them: a record
 * without a date, rating or genre (260 films the data set gives no genre) is one the quality
 * filter hides, so it would only leave pages one short of 20 and counts a title higher
 * than what the visitor sees.
 */
export function discover(cat: DemoCatalogue, kind: Kind, params: CatalogueParams): readonly Entry[] {
  const p = (k: string) => params[k];
  const voteCountGte = num(p('vote_count.gte'));
  const voteCountLte = num(p('vote_count.lte'));
  const voteAverageGte = num(p('vote_average.gte'));
  const voteAverageLte = num(p('vote_average.lte'));
  const runtimeGte = num(p('with_runtime.gte'));
  const runtimeLte = num(p('with_runtime.lte'));
  const idList = (k: string) => {
    const v = p(k);
    return v === undefined ? undefined : parseIdList(v);
  };
  const genres = idList('with_genres');
  const withoutGenres = idList('without_genres')?.flat();
  const providers = idList('with_watch_providers');
  const language = p('with_original_language');
  const dateGte =
    kind === 'movie' ? (p('primary_release_date.gte') ?? p('release_date.gte')) : p('first_air_date.gte');
  const dateLte =
    kind === 'movie' ? (p('primary_release_date.lte') ?? p('release_date.lte')) : p('first_air_date.lte');
  const inYear = num(kind === 'movie' ? (p('primary_release_year') ?? p('year')) : p('first_air_date_year'));
  const airedGte = p('air_date.gte');
  const airedLte = p('air_date.lte');
  const allowed = certifiedBy(params);

  return cat.sorted(kind, sortKey(p('sort_by'))).filter((e) => {
    if (!e.complete) return false;
    if (allowed && !allowed(e)) return false;
    if (voteCountGte !== undefined && e.voteCount < voteCountGte) return false;
    if (voteCountLte !== undefined && e.voteCount > voteCountLte) return false;
    if (voteAverageGte !== undefined && e.voteAverage < voteAverageGte) return false;
    if (voteAverageLte !== undefined && e.voteAverage > voteAverageLte) return false;
    if (genres && !matchesIdList(e.genreIds, genres)) return false;
    if (withoutGenres?.some((g) => e.genreIds.includes(g))) return false;
    if (providers && !matchesIdList(e.providers, providers)) return false;
    if (language && e.originalLanguage !== language) return false;
    if ((dateGte || dateLte || inYear !== undefined) && !e.date) return false;
    if (dateGte && e.date < dateGte) return false;
    if (dateLte && e.date > dateLte) return false;
    if (inYear !== undefined && e.year !== inYear) return false;
    if (airedGte && (e.show?.lastAirDate ?? '') < airedGte) return false;
    if (airedLte && (e.show?.firstAirDate ?? '9999') > airedLte) return false;
    if (runtimeGte !== undefined || runtimeLte !== undefined) {
      const runtime = e.movie ? e.movie.runtime : (e.show?.data.runtime ?? null);
      if (runtime === null) return false;
      if (runtimeGte !== undefined && runtime < runtimeGte) return false;
      if (runtimeLte !== undefined && runtime > runtimeLte) return false;
    }
    return true;
  });
}

/** Votes a title needs to appear in top_rated (IMDb-scale vote counts). */
export const TOP_RATED_MIN_VOTES = 10_000;

export function topRated(cat: DemoCatalogue, kind: Kind): readonly Entry[] {
  return cat
    .sorted(kind, 'vote_average.desc')
    .filter((e) => e.complete && e.voteCount >= TOP_RATED_MIN_VOTES);
}

/**
 * Titles like `e`: same kind, sharing at least one genre; complete records first, then the
 * most shared genres, then the nearest popularity. Never `e` itself.
 */
export function similar(cat: DemoCatalogue, e: Entry): Entry[] {
  const pool = e.kind === 'movie' ? cat.movies : cat.shows;
  const scored: { c: Entry; shared: number; distance: number }[] = [];
  for (const c of pool) {
    if (c.id === e.id) continue;
    const shared = c.genreIds.filter((g) => e.genreIds.includes(g)).length;
    if (shared > 0) scored.push({ c, shared, distance: Math.abs(c.popularity - e.popularity) });
  }
  scored.sort(
    (a, b) =>
      +b.c.complete - +a.c.complete || b.shared - a.shared || a.distance - b.distance || a.c.id - b.c.id,
  );
  return scored.map((s) => s.c);
}

const searchable = new WeakMap<Entry, boolean>();

/**
 * Whether search may answer a title: the card filter's rules (the same function the
 * catalogue applies to the page afterwards), except that an unrated title is a result. A
 * title counted here is therefore a card on the page.
 */
function isSearchable(e: Entry): boolean {
  let ok = searchable.get(e);
  if (ok === undefined) {
    ok = passesQuality(listItem(e), e.kind, new Date(), true);
    searchable.set(e, ok);
  }
  return ok;
}

function passesFilters(e: Entry, f: SearchFilters): boolean {
  if (f.genres?.length && !e.genreIds.some((g) => f.genres!.includes(g))) return false;
  if (f.yearMin !== undefined && (e.year ?? 0) < f.yearMin) return false;
  if (f.yearMax !== undefined && (e.year ?? 0) > f.yearMax) return false;
  if (f.ratingMin !== undefined && e.voteAverage < f.ratingMin) return false;
  if (f.ratingMax !== undefined && e.voteAverage > f.ratingMax) return false;
  return true;
}

export interface DemoSearchResult {
  entries: readonly Entry[];
  /** The normalised query answered instead of the one typed (a typo was corrected). */
  corrected?: string;
}

/**
 * `search/multi|movie|tv`: query (with the `year:` and `tmdb:` prefixes of
 * parseSearchPrefixes), plus TMDB's year parameters (movie: year, primary_release_year;
 * TV: first_air_date_year, year) and the certification filter (certifiedBy). Only searchable titles (isSearchable) inside the filters
 * are ranked, so the total is the number of cards. `exact`: no typo correction.
 */
export function search(
  cat: DemoCatalogue,
  kind: Kind | 'multi',
  params: CatalogueParams,
  filters: SearchFilters = {},
  exact = false,
): DemoSearchResult {
  const query = parseSearchPrefixes(params.query ?? '');
  const paramYear =
    kind === 'movie'
      ? num(params.primary_release_year ?? params.year)
      : kind === 'tv'
        ? num(params.first_air_date_year ?? params.year)
        : undefined;
  const wantYear = query.year ?? paramYear;
  const all = kind === 'movie' ? cat.movies : kind === 'tv' ? cat.shows : [...cat.movies, ...cat.shows];
  const allowed = certifiedBy(params);
  const pool = all.filter(
    (e) =>
      isSearchable(e) &&
      (allowed === undefined || allowed(e)) &&
      (wantYear === undefined || e.year === wantYear) &&
      passesFilters(e, filters),
  );
  if (query.id !== undefined) return { entries: pool.filter((e) => e.id === query.id) };
  if (query.text) {
    const ranked = rankByQuery(pool, query.text, cat.vocabulary, { exact });
    // A correction that finds nothing allowed is not reported: its words may name a title
    // the request's certification keeps out.
    const corrected = ranked.items.length > 0 ? ranked.corrected : undefined;
    return { entries: ranked.items, corrected };
  }
  if (wantYear !== undefined)
    return { entries: pool.sort((a, b) => b.popularity - a.popularity || a.id - b.id) };
  return { entries: [] };
}
