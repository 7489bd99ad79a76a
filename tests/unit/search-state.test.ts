import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeSearchHistory, pushSearchHistory } from '../../src/client/lib/search-history';
import { Debouncer } from '../../src/client/lib/use-debounced';
import { activeFilterCount, searchReducer } from '../../src/client/routes/search/search-state';
import type { MediaCard } from '../../src/shared/catalogue';
import {
  defaultSearchState,
  filterSearchResults,
  parseSearchParams,
  type SearchState,
  toSearchParams,
} from '../../src/shared/search-url';

const NOW = new Date('2025-06-15T12:00:00Z');
const d = defaultSearchState(NOW);

describe('URL round trip (each parameter omitted at its default)', () => {
  it('a default state with a query is just q', () => {
    expect(toSearchParams({ ...d, q: 'star' }, NOW)).toBe('q=star');
  });

  it('an empty query clears every parameter', () => {
    expect(toSearchParams({ ...d, q: '  ', type: 'tv', genres: [18] }, NOW)).toBe('');
  });

  it.each<[string, Partial<SearchState>, string]>([
    ['type', { type: 'movie' }, 'type=movie'],
    ['sort', { sort: 'rating' }, 'sort=rating'],
    ['genres', { genres: [878, 28] }, 'genres=28%2C878'],
    ['year_min', { yearMin: 1980 }, 'year_min=1980'],
    ['year_max', { yearMax: 2010 }, 'year_max=2010'],
    ['rating_min', { ratingMin: 6.5 }, 'rating_min=6.5'],
    ['rating_max', { ratingMax: 9.2 }, 'rating_max=9.2'],
  ])('%s survives a round trip and appears only when set', (_name, patch, fragment) => {
    const state = { ...d, q: 'star', ...patch };
    const qs = toSearchParams(state, NOW);
    expect(qs).toBe(`q=star&${fragment}`);
    expect(parseSearchParams(qs, NOW)).toEqual({
      ...state,
      genres: [...(state.genres ?? [])].sort((a, b) => a - b),
    });
  });

  it('round-trips every parameter at once', () => {
    const state: SearchState = {
      q: 'the office',
      type: 'tv',
      sort: 'date',
      exact: true,
      genres: [18, 35],
      yearMin: 1999,
      yearMax: 2013,
      ratingMin: 7.1,
      ratingMax: 9.9,
    };
    const qs = toSearchParams(state, NOW);
    expect(qs).toBe(
      'q=the+office&type=tv&sort=date&genres=18%2C35&year_min=1999&year_max=2013&rating_min=7.1&rating_max=9.9&exact=1',
    );
    expect(parseSearchParams(qs, NOW)).toEqual(state);
    expect(parseSearchParams(`?${qs}`, NOW)).toEqual(state);
  });

  it('defaults in the URL are dropped when written back', () => {
    const s = parseSearchParams(
      'q=a&type=multi&sort=popularity&year_min=1900&year_max=2025&rating_min=0&rating_max=10',
      NOW,
    );
    expect(s).toEqual({ ...d, q: 'a' });
    expect(toSearchParams(s, NOW)).toBe('q=a');
  });

  it('tampered values fall back, clamp or swap into range', () => {
    const s = parseSearchParams(
      'q=x&type=actor&sort=random&genres=12,abc,-3,12,0&year_min=1800&year_max=3000&rating_min=-2&rating_max=11.37',
      NOW,
    );
    expect(s).toEqual({ ...d, q: 'x', genres: [12] });
    // People is a tab of the page (its own procedure), so the address keeps it.
    expect(parseSearchParams('q=x&type=person', NOW).type).toBe('person');
    const swapped = parseSearchParams('q=x&year_min=2010&year_max=1990&rating_min=8&rating_max=3.04', NOW);
    expect([swapped.yearMin, swapped.yearMax, swapped.ratingMin, swapped.ratingMax]).toEqual([
      1990, 2010, 3, 8,
    ]);
  });

  it('the year default moves with the calendar', () => {
    expect(defaultSearchState(new Date('2031-02-01T00:00:00Z')).yearMax).toBe(2031);
  });
});

describe('search reducer', () => {
  it('changing type resets the genres', () => {
    const s = searchReducer({ ...d, q: 'x', genres: [28, 12] }, { type: 'type', value: 'tv' }, NOW);
    expect(s.type).toBe('tv');
    expect(s.genres).toEqual([]);
    expect(s.q).toBe('x');
  });

  it('toggles genres and keeps ranges valid', () => {
    let s = searchReducer(d, { type: 'toggleGenre', id: 35 }, NOW);
    s = searchReducer(s, { type: 'toggleGenre', id: 18 }, NOW);
    expect(s.genres).toEqual([18, 35]);
    s = searchReducer(s, { type: 'toggleGenre', id: 35 }, NOW);
    expect(s.genres).toEqual([18]);
    s = searchReducer(s, { type: 'rating', min: 7.26, max: 2 }, NOW);
    expect([s.ratingMin, s.ratingMax]).toEqual([2, 7.3]);
    expect(activeFilterCount(s, NOW)).toBe(2);
  });

  it('clear filters keeps the query and the type', () => {
    const s = searchReducer(
      { ...d, q: 'x', type: 'movie', sort: 'title', genres: [1], yearMin: 2000 },
      { type: 'clearFilters' },
      NOW,
    );
    expect(s).toEqual({ ...d, q: 'x', type: 'movie' });
    expect(activeFilterCount(s, NOW)).toBe(0);
  });
});

describe('client-side filters', () => {
  const item = (
    id: number,
    date: string,
    vote: number,
    genreIds: number[],
    mediaType: 'movie' | 'tv' = 'movie',
  ): MediaCard => ({
    id,
    mediaType,
    title: `T${id}`,
    date,
    posterPath: '/p.svg',
    backdropPath: null,
    overview: 'long enough overview',
    voteAverage: vote,
    voteCount: 50,
    popularity: 1,
    genreIds,
  });
  const items = [
    item(1, '1995-05-01', 8.1, [28]),
    item(2, '2015-01-01', 6.0, [35, 18], 'tv'),
    item(3, '', 9.0, [28]),
    item(4, '2030-01-01', 7.0, [28]),
    { ...item(5, '2000-01-01', 7.0, [28]), mediaType: 'person' as never },
  ];

  it('keeps dated titles inside the default year range and drops people', () => {
    expect(filterSearchResults(items, d).map((i) => i.id)).toEqual([1, 2]);
  });
  it('applies year, genre overlap and rating', () => {
    expect(filterSearchResults(items, { ...d, yearMin: 2000 }).map((i) => i.id)).toEqual([2]);
    expect(filterSearchResults(items, { ...d, genres: [18, 99] }).map((i) => i.id)).toEqual([2]);
    expect(filterSearchResults(items, { ...d, ratingMin: 6.1 }).map((i) => i.id)).toEqual([1]);
    expect(filterSearchResults(items, { ...d, ratingMax: 6 }).map((i) => i.id)).toEqual([2]);
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once with the last value 300 ms after the last push', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const deb = new Debouncer<string>(300, (v) => seen.push(v));
    deb.push('s');
    vi.advanceTimersByTime(200);
    deb.push('st');
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    expect(deb.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['st']);
    expect(deb.pending).toBe(false);
  });

  it('cancel drops the pending run', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const deb = new Debouncer<string>(300, (v) => seen.push(v));
    deb.push('a');
    deb.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });
});

describe('search history (max 10, newest first)', () => {
  it('moves a repeated query to the front and caps at 10', () => {
    let list = normalizeSearchHistory([]);
    for (let i = 0; i < 12; i++)
      list = pushSearchHistory(list, { query: `q${i}`, timestamp: i, resultsCount: i });
    expect(list).toHaveLength(10);
    expect(list[0]!.query).toBe('q11');
    list = pushSearchHistory(list, { query: ' Q5 ', timestamp: 99, resultsCount: 3 });
    expect(list[0]).toEqual({ query: 'Q5', timestamp: 99, resultsCount: 3 });
    expect(list.filter((e) => e.query.toLowerCase() === 'q5')).toHaveLength(1);
    expect(pushSearchHistory(list, { query: '  ', timestamp: 1, resultsCount: 0 })).toEqual(list);
  });
  it('drops corrupt stored entries', () => {
    expect(normalizeSearchHistory('nope')).toEqual([]);
    expect(
      normalizeSearchHistory([
        { query: 'ok', timestamp: 1, resultsCount: 2 },
        { query: 3 },
        null,
        { query: '' },
      ]),
    ).toEqual([{ query: 'ok', timestamp: 1, resultsCount: 2 }]);
  });
});
