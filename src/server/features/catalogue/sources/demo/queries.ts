import { AppError } from '../../../../errors';
import type { CatalogueParams } from '../../types';
import type { DemoCatalogue, Entry, Kind, SortKey } from './catalogue';
import { parseSearchPrefixes, rankByQuery } from './search';
import { MAX_PAGE } from './shapes';

/** TMDB's own wording for a bad page number. */
const BAD_PAGE = 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.';

export function parsePage(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= MAX_PAGE)) throw new AppError('VALIDATION', BAD_PAGE);
  return n;
}

/** TMDB sort_by values (both kinds' spellings) onto the catalogue's sort keys. */
const SORTS: Record<string, SortKey> = {
  'popularity.desc': 'popularity.desc',
  'popularity.asc': 'popularity.asc',
  'vote_average.desc': 'vote_average.desc',
  'vote_average.asc': 'vote_average.asc',
  'vote_count.desc': 'vote_count.desc',
  'vote_count.asc': 'vote_count.asc',
  'primary_release_date.desc': 'date.desc',
  'primary_release_date.asc': 'date.asc',
  'release_date.desc': 'date.desc',
  'release_date.asc': 'date.asc',
  'first_air_date.desc': 'date.desc',
  'first_air_date.asc': 'date.asc',
  'revenue.desc': 'revenue.desc',
  'revenue.asc': 'revenue.asc',
  'title.asc': 'title.asc',
  'title.desc': 'title.desc',
  'original_title.asc': 'title.asc',
  'original_title.desc': 'title.desc',
  'name.asc': 'title.asc',
  'name.desc': 'title.desc',
  'original_name.asc': 'title.asc',
  'original_name.desc': 'title.desc',
};

/** Unknown values fall back to popularity.desc, as TMDB ignores sorts it does not know. */
export function sortKey(sortBy: string | undefined): SortKey {
  return (sortBy && SORTS[sortBy]) || 'popularity.desc';
}

const num = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const date = (v: string | undefined): string | undefined =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
const year = (v: string | undefined): number | undefined => (v && /^\d{4}$/.test(v) ? Number(v) : undefined);

/**
 * TMDB's id-list syntax: `a,b` means all of them, `a|b` any of them. A list mixing both
 * reads as any of the comma groups: `28,12|35` is (28 and 12) or 35.
 */
export function parseIdList(value: string | undefined): number[][] | undefined {
  if (!value?.trim()) return undefined;
  const groups = value
    .split('|')
    .map((g) =>
      g
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    )
    .filter((g) => g.length > 0);
  return groups.length ? groups : undefined;
}

const matchesIdList = (have: readonly number[], groups: number[][]) =>
  groups.some((group) => group.every((id) => have.includes(id)));

/**
 * `discover/movie` and `discover/tv`. Supported: sort_by, vote_count.gte/lte,
 * vote_average.gte/lte, with_genres, without_genres, with_original_language,
 * with_watch_providers (watch_region is accepted; the data is the US mapping, see
 * providers.ts), with_runtime.gte/lte, and the date filters of each kind (movies:
 * primary_release_date.*, release_date.*, primary_release_year, year; TV: first_air_date.*,
 * first_air_date_year, air_date.* meaning "had an episode in the range"). include_adult
 * changes nothing: nothing in the demo is adult.
 *
 * Only complete titles are discovered, as top_rated and trending list only them: a record
 * without a date, rating or genre (260 films the data set gives no genre) is one no list
 * may show (spec 5), so it would only leave pages one short of 20 and counts a title higher
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
  const genres = parseIdList(p('with_genres'));
  const withoutGenres = parseIdList(p('without_genres'))?.flat();
  const providers = parseIdList(p('with_watch_providers'));
  const language = p('with_original_language')?.trim() || undefined;
  const dateGte = date(
    kind === 'movie' ? (p('primary_release_date.gte') ?? p('release_date.gte')) : p('first_air_date.gte'),
  );
  const dateLte = date(
    kind === 'movie' ? (p('primary_release_date.lte') ?? p('release_date.lte')) : p('first_air_date.lte'),
  );
  const inYear = year(kind === 'movie' ? (p('primary_release_year') ?? p('year')) : p('first_air_date_year'));
  const airedGte = kind === 'tv' ? date(p('air_date.gte')) : undefined;
  const airedLte = kind === 'tv' ? date(p('air_date.lte')) : undefined;

  return cat.sorted(kind, sortKey(p('sort_by'))).filter((e) => {
    if (!e.complete) return false;
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

/**
 * `search/multi|movie|tv`: query (with the `year:` and `tmdb:` prefixes of
 * parseSearchPrefixes), plus TMDB's year parameters (movie: year, primary_release_year;
 * TV: first_air_date_year, year).
 */
export function search(cat: DemoCatalogue, kind: Kind | 'multi', params: CatalogueParams): readonly Entry[] {
  const query = parseSearchPrefixes(params.query ?? '');
  const paramYear =
    kind === 'movie'
      ? year(params.primary_release_year ?? params.year)
      : kind === 'tv'
        ? year(params.first_air_date_year ?? params.year)
        : undefined;
  const wantYear = query.year ?? paramYear;
  const pool = kind === 'movie' ? cat.movies : kind === 'tv' ? cat.shows : [...cat.movies, ...cat.shows];
  if (query.id !== undefined) return pool.filter((e) => e.id === query.id);
  const inYear = wantYear === undefined ? pool : pool.filter((e) => e.year === wantYear);
  if (query.text) return rankByQuery(inYear, query.text);
  if (wantYear !== undefined) return [...inYear].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return [];
}
