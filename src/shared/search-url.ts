import * as z from 'zod/mini';
import type { MediaCard } from './catalogue';
import { yearNumber } from './format';
import { readParams } from './url-params';

/**
 * The Search page's address: its parameters, their defaults and ranges, and how a state is
 * read from and written to it. The client's search screen and the server's first data read
 * the same address through this module, so they ask the catalogue the same question.
 * Every parameter is omitted at its default, so `/search?q=star` is the canonical address of
 * a plain search, and parsing any URL (typed, bookmarked or tampered with) gives a valid state.
 */
export const SEARCH_TYPES = ['multi', 'movie', 'tv'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** The page's tabs: the title searches, and People (its own procedure, personSearchInput). */
export const SEARCH_TABS = [...SEARCH_TYPES, 'person'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/**
 * Search result order: 'popularity', 'rating' (vote average), 'date' (newest first),
 * 'title' (A to Z). The API also takes none (the source's relevance order).
 */
export const SEARCH_SORTS = ['popularity', 'rating', 'date', 'title'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The longest search text the catalogue is asked for. */
export const MAX_QUERY_LENGTH = 200;

export const YEAR_MIN = 1900;
export const RATING_MIN = 0;
export const RATING_MAX = 10;

export interface SearchState {
  q: string;
  type: SearchTab;
  sort: SearchSort;
  genres: number[];
  yearMin: number;
  yearMax: number;
  ratingMin: number;
  ratingMax: number;
  /** The words as typed: no typo correction (the "search for … instead" link). */
  exact: boolean;
}

/** The filters applied to search results before they are counted (absent: not filtered). */
export type SearchFilters = Partial<
  Pick<SearchState, 'genres' | 'yearMin' | 'yearMax' | 'ratingMin' | 'ratingMax'>
>;

/** Each part of the state and its name in the address. */
const SEARCH_PARAMS = {
  q: 'q',
  type: 'type',
  sort: 'sort',
  genres: 'genres',
  yearMin: 'year_min',
  yearMax: 'year_max',
  ratingMin: 'rating_min',
  ratingMax: 'rating_max',
  exact: 'exact',
} as const satisfies Record<keyof SearchState, string>;

export const currentYear = (now: Date = new Date()) => now.getFullYear();

export function defaultSearchState(now: Date = new Date()): SearchState {
  return {
    q: '',
    type: 'multi',
    sort: 'popularity',
    genres: [],
    yearMin: YEAR_MIN,
    yearMax: currentYear(now),
    ratingMin: RATING_MIN,
    ratingMax: RATING_MAX,
    exact: false,
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const tenth = (v: number) => Math.round(v * 10) / 10;

/** Keeps a state inside its ranges: years 1900..this year, ratings 0..10 step 0.1, min ≤ max. */
export function normalizeSearchState(s: SearchState, now: Date = new Date()): SearchState {
  const maxYear = currentYear(now);
  let yearMin = clamp(Math.round(s.yearMin), YEAR_MIN, maxYear);
  let yearMax = clamp(Math.round(s.yearMax), YEAR_MIN, maxYear);
  if (yearMin > yearMax) [yearMin, yearMax] = [yearMax, yearMin];
  let ratingMin = tenth(clamp(s.ratingMin, RATING_MIN, RATING_MAX));
  let ratingMax = tenth(clamp(s.ratingMax, RATING_MIN, RATING_MAX));
  if (ratingMin > ratingMax) [ratingMin, ratingMax] = [ratingMax, ratingMin];
  const genres = [...new Set(s.genres.filter((g) => Number.isInteger(g) && g > 0))].sort((a, b) => a - b);
  return { ...s, genres, yearMin, yearMax, ratingMin, ratingMax };
}

/** A whole number, clamped into range (a year past the range means its end). */
const wholeIn = (lo: number, hi: number, fallback: number) =>
  z.catch(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^-?\d+$/)),
      z.transform((v: string) => clamp(Number(v), lo, hi)),
    ),
    fallback,
  );
/** A rating, clamped into range and rounded to a tenth. */
const rating = (fallback: number) =>
  z.catch(
    z.pipe(
      z.pipe(z.string().check(z.trim(), z.minLength(1)), z.transform(Number)),
      z.pipe(
        z.number(),
        z.transform((n: number) => tenth(clamp(n, RATING_MIN, RATING_MAX))),
      ),
    ),
    fallback,
  );
/** Comma-separated genre ids; anything else in the list is dropped. */
const genreList = z.pipe(
  z.catch(z.string(), ''),
  z.transform((raw: string) =>
    raw
      .split(',')
      .map((g) => g.trim())
      .filter((g) => /^\d+$/.test(g))
      .map(Number),
  ),
);

/** Each parameter's schema: a value out of place falls back to its default. */
const searchFields = (d: SearchState) => ({
  q: z.catch(z.string(), d.q),
  type: z.catch(z.enum(SEARCH_TABS), d.type),
  sort: z.catch(z.enum(SEARCH_SORTS), d.sort),
  genres: genreList,
  yearMin: wholeIn(YEAR_MIN, d.yearMax, d.yearMin),
  yearMax: wholeIn(YEAR_MIN, d.yearMax, d.yearMax),
  ratingMin: rating(d.ratingMin),
  ratingMax: rating(d.ratingMax),
  exact: z.pipe(
    z.catch(z.string(), ''),
    z.transform((v: string) => v === '1'),
  ),
});

export function parseSearchParams(search: string | URLSearchParams, now: Date = new Date()): SearchState {
  const state = readParams<SearchState>(searchFields(defaultSearchState(now)), SEARCH_PARAMS, search);
  return normalizeSearchState(state, now);
}

/** A state's parameter as the address writes it. */
const written = (s: SearchState, key: keyof SearchState): string =>
  key === 'genres' ? s.genres.join(',') : key === 'exact' ? (s.exact ? '1' : '0') : String(s[key]);

/**
 * The query string (without '?') for a state: each parameter omitted at its default, and
 * nothing at all when the query is empty (an empty query clears the address's parameters).
 */
export function toSearchParams(state: SearchState, now: Date = new Date()): string {
  const s = normalizeSearchState(state, now);
  const q = s.q.trim();
  if (q === '') return '';
  const d = defaultSearchState(now);
  const p = new URLSearchParams();
  for (const [key, name] of Object.entries(SEARCH_PARAMS) as [keyof SearchState, string][]) {
    const value = key === 'q' ? q : written(s, key);
    if (key === 'q' || value !== written(d, key)) p.set(name, value);
  }
  return p.toString();
}

/**
 * The catalogue request of a state's results: query, type, sort, the filters that differ
 * from their defaults (the server applies them before counting) and `exact`.
 */
export function searchInput(s: SearchState, now: Date = new Date()) {
  const d = defaultSearchState(now);
  return {
    query: s.q.trim(),
    // People have their own procedure (personSearchInput); titles are not asked for then.
    type: (s.type === 'person' ? 'multi' : s.type) satisfies SearchType,
    // The default order is relevance (best match first, popularity breaking ties).
    ...(s.sort !== d.sort ? { sort: s.sort } : {}),
    ...(s.genres.length > 0 ? { genres: s.genres } : {}),
    ...(s.yearMin !== d.yearMin ? { yearMin: s.yearMin } : {}),
    ...(s.yearMax !== d.yearMax ? { yearMax: s.yearMax } : {}),
    ...(s.ratingMin !== d.ratingMin ? { ratingMin: s.ratingMin } : {}),
    ...(s.ratingMax !== d.ratingMax ? { ratingMax: s.ratingMax } : {}),
    ...(s.exact ? { exact: true } : {}),
  };
}

/** The People tab's request: the query alone (people have no type, sort or filters). */
export const personSearchInput = (s: Pick<SearchState, 'q'>) => ({ query: s.q.trim() });

/**
 * The results inside the filters: people excluded, a release or air date inside the year
 * range, an overlap with the chosen genres (when any), a rating inside the range.
 */
export function filterSearchResults<T extends MediaCard>(items: readonly T[], f: SearchFilters): T[] {
  return items.filter((item) => {
    if (item.mediaType !== 'movie' && item.mediaType !== 'tv') return false;
    const year = yearNumber(item.date);
    if (year === null) return false;
    if (f.yearMin !== undefined && year < f.yearMin) return false;
    if (f.yearMax !== undefined && year > f.yearMax) return false;
    if (f.genres?.length && !item.genreIds.some((g) => f.genres!.includes(g))) return false;
    if (f.ratingMin !== undefined && item.voteAverage < f.ratingMin) return false;
    return f.ratingMax === undefined || item.voteAverage <= f.ratingMax;
  });
}
