import type { MediaCard } from '../../shared/catalogue';
import { yearNumber } from '../../shared/format';

/**
 * The Search page's state (spec 2, 4 and 5) and its URL form. Every parameter is omitted at
 * its default, so `/search?q=star` is the canonical address of a plain search, and parsing
 * any URL (typed, bookmarked or tampered with) gives a valid state.
 */
export const SEARCH_TYPES = ['multi', 'movie', 'tv'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_SORTS = ['popularity', 'rating', 'date', 'title'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Titles (catalogue data, not translated). */
export const POPULAR_SEARCHES = [
  'Marvel',
  'Breaking Bad',
  'The Office',
  'Stranger Things',
  'John Wick',
  'Game of Thrones',
] as const;

export const YEAR_MIN = 1900;
export const RATING_MIN = 0;
export const RATING_MAX = 10;
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchState {
  q: string;
  type: SearchType;
  sort: SearchSort;
  genres: number[];
  yearMin: number;
  yearMax: number;
  ratingMin: number;
  ratingMax: number;
}

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
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const tenth = (v: number) => Math.round(v * 10) / 10;

function intParam(raw: string | null, lo: number, hi: number, fallback: number): number {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return fallback;
  return clamp(Number(raw), lo, hi);
}

function ratingParam(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? tenth(clamp(n, RATING_MIN, RATING_MAX)) : fallback;
}

/** Keeps a state inside the spec's ranges: years 1900..this year, ratings 0..10 step 0.1, min ≤ max. */
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

export function parseSearchParams(search: string | URLSearchParams, now: Date = new Date()): SearchState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const d = defaultSearchState(now);
  const type = p.get('type');
  const sort = p.get('sort');
  const genres = (p.get('genres') ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter((g) => /^\d+$/.test(g))
    .map(Number);
  return normalizeSearchState(
    {
      q: p.get('q') ?? '',
      type: SEARCH_TYPES.find((t) => t === type) ?? d.type,
      sort: SEARCH_SORTS.find((s) => s === sort) ?? d.sort,
      genres,
      yearMin: intParam(p.get('year_min'), YEAR_MIN, d.yearMax, d.yearMin),
      yearMax: intParam(p.get('year_max'), YEAR_MIN, d.yearMax, d.yearMax),
      ratingMin: ratingParam(p.get('rating_min'), d.ratingMin),
      ratingMax: ratingParam(p.get('rating_max'), d.ratingMax),
    },
    now,
  );
}

/**
 * The query string (without '?') for a state: each parameter omitted at its default, and
 * nothing at all when the query is empty (spec 4: an empty query clears the URL params).
 */
export function toSearchParams(state: SearchState, now: Date = new Date()): string {
  const s = normalizeSearchState(state, now);
  const d = defaultSearchState(now);
  const q = s.q.trim();
  if (q === '') return '';
  const p = new URLSearchParams();
  p.set('q', q);
  if (s.type !== d.type) p.set('type', s.type);
  if (s.sort !== d.sort) p.set('sort', s.sort);
  if (s.genres.length > 0) p.set('genres', s.genres.join(','));
  if (s.yearMin !== d.yearMin) p.set('year_min', String(s.yearMin));
  if (s.yearMax !== d.yearMax) p.set('year_max', String(s.yearMax));
  if (s.ratingMin !== d.ratingMin) p.set('rating_min', String(s.ratingMin));
  if (s.ratingMax !== d.ratingMax) p.set('rating_max', String(s.ratingMax));
  return p.toString();
}

export type SearchAction =
  | { type: 'query'; q: string }
  | { type: 'type'; value: SearchType }
  | { type: 'sort'; value: SearchSort }
  | { type: 'toggleGenre'; id: number }
  | { type: 'years'; min: number; max: number }
  | { type: 'rating'; min: number; max: number }
  | { type: 'clearFilters' }
  | { type: 'replace'; state: SearchState };

export function searchReducer(state: SearchState, action: SearchAction, now: Date = new Date()): SearchState {
  switch (action.type) {
    case 'query':
      return { ...state, q: action.q };
    case 'type':
      // Movie and TV genre ids differ, so a type change drops the chosen genres (spec 4).
      return action.value === state.type ? state : { ...state, type: action.value, genres: [] };
    case 'sort':
      return { ...state, sort: action.value };
    case 'toggleGenre': {
      const has = state.genres.includes(action.id);
      const genres = has ? state.genres.filter((g) => g !== action.id) : [...state.genres, action.id];
      return normalizeSearchState({ ...state, genres }, now);
    }
    case 'years':
      return normalizeSearchState({ ...state, yearMin: action.min, yearMax: action.max }, now);
    case 'rating':
      return normalizeSearchState({ ...state, ratingMin: action.min, ratingMax: action.max }, now);
    case 'clearFilters': {
      const d = defaultSearchState(now);
      return { ...d, q: state.q, type: state.type };
    }
    case 'replace':
      return action.state;
  }
}

/** How many filters of the panel differ from their defaults (shown on the Filters button). */
export function activeFilterCount(state: SearchState, now: Date = new Date()): number {
  const d = defaultSearchState(now);
  return (
    (state.sort !== d.sort ? 1 : 0) +
    (state.genres.length > 0 ? 1 : 0) +
    (state.yearMin !== d.yearMin || state.yearMax !== d.yearMax ? 1 : 0) +
    (state.ratingMin !== d.ratingMin || state.ratingMax !== d.ratingMax ? 1 : 0)
  );
}

/**
 * Spec 5: search results are filtered on the client: people excluded, a release or air date
 * inside the year range, an overlap with the chosen genres (when any), a rating inside the range.
 */
export function filterSearchResults(items: readonly MediaCard[], s: SearchState): MediaCard[] {
  return items.filter((item) => {
    if (item.mediaType !== 'movie' && item.mediaType !== 'tv') return false;
    const year = yearNumber(item.date);
    if (year === null || year < s.yearMin || year > s.yearMax) return false;
    if (s.genres.length > 0 && !item.genreIds.some((g) => s.genres.includes(g))) return false;
    return item.voteAverage >= s.ratingMin && item.voteAverage <= s.ratingMax;
  });
}

/**
 * Runs `fn` with the last value pushed once `ms` pass without another push; a push cancels
 * the pending one. The search box uses it so a burst of keystrokes makes one request.
 */
export class Debouncer<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ms: number,
    private readonly fn: (value: T) => void,
  ) {}

  push(value: T): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fn(value);
    }, this.ms);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  get pending(): boolean {
    return this.timer !== null;
  }
}

/**
 * Hands out one AbortSignal per request and aborts the one before, so only the newest
 * search can land (spec 4: a new search cancels the previous one).
 */
export class LatestRequest {
  private controller: AbortController | null = null;

  next(): AbortSignal {
    this.controller?.abort();
    this.controller = new AbortController();
    return this.controller.signal;
  }

  abort(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
