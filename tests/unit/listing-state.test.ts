import { describe, expect, it } from 'vitest';
import { parseNumber, shareLinks } from '../../src/client/components/media/detail/share';
import {
  activeChips,
  emptyKind,
  initialListing,
  type ListingState,
  listingReducer,
  removeChipAction,
  showLoadMoreTrigger,
} from '../../src/client/components/media/listing/listing-state';
import { scrollStep } from '../../src/client/components/media/row-nav';
import { hasMorePages, mergePages, nextPage } from '../../src/client/lib/paging';
import { shortcutFor } from '../../src/client/lib/use-shortcuts';
import { resolveSelection } from '../../src/client/routes/tv-detail/selection';
import { listRow, type MediaCard, quickFilterSort } from '../../src/shared/catalogue';
import { listHref, listingRequest, parseListingParams, toListingParams } from '../../src/shared/listing-url';
import { parseId } from '../../src/shared/routes';

const movies = listingReducer('movie');
const tv = listingReducer('tv');

const card = (id: number, mediaType: 'movie' | 'tv' = 'movie'): MediaCard => ({
  id,
  mediaType,
  title: `T${id}`,
  date: '2001-01-01',
  posterPath: `/p${id}.svg`,
  backdropPath: null,
  overview: 'An overview long enough.',
  voteAverage: 7,
  voteCount: 100,
  popularity: 1,
  genreIds: [18],
});

describe('quick filter sets the sort', () => {
  it('maps each filter to its sort for movies and TV', () => {
    expect(quickFilterSort('all', 'movie')).toBe('popularity.desc');
    expect(quickFilterSort('trending', 'movie')).toBe('popularity.desc');
    expect(quickFilterSort('top_rated', 'movie')).toBe('vote_average.desc');
    expect(quickFilterSort('latest', 'movie')).toBe('primary_release_date.desc');
    expect(quickFilterSort('latest', 'tv')).toBe('first_air_date.desc');
    expect(quickFilterSort('top_rated', 'tv')).toBe('vote_average.desc');
  });

  it('choosing a quick filter sets the sort and resets', () => {
    const s = movies(initialListing('movie'), { type: 'quickFilter', filter: 'latest' });
    expect(s.activeFilter).toBe('latest');
    expect(s.sortBy).toBe('primary_release_date.desc');
    expect(s.version).toBe(1);
  });
});

describe('resets', () => {
  const searching: ListingState = { ...initialListing('movie'), searchQuery: 'alien' };

  it.each([
    ['quick filter', { type: 'quickFilter', filter: 'top_rated' }],
    ['genre', { type: 'genre', genre: 28 }],
    ['sort', { type: 'sort', sort: 'title.asc' }],
  ] as const)('a %s change clears the search text and starts a new page-1 query', (_n, action) => {
    const s = movies(searching, action);
    expect(s.searchQuery).toBe('');
    expect(s.version).toBe(searching.version + 1);
  });

  it('typing a search does not reset the list', () => {
    const s = movies(initialListing('movie'), { type: 'search', query: 'ali' });
    expect(s.searchQuery).toBe('ali');
    expect(s.version).toBe(0);
  });

  it('ignores a sort the listing does not offer', () => {
    const s0 = initialListing('tv');
    expect(tv(s0, { type: 'sort', sort: 'revenue.desc' })).toBe(s0);
    expect(tv(s0, { type: 'sort', sort: 'name.asc' }).sortBy).toBe('name.asc');
  });

  it('clear all returns to the defaults with a fresh query', () => {
    let s = movies(initialListing('movie'), { type: 'quickFilter', filter: 'trending' });
    s = movies(s, { type: 'genre', genre: 35 });
    s = movies(s, { type: 'search', query: 'x' });
    const cleared = movies(s, { type: 'clearAll' });
    expect(cleared).toEqual({ ...initialListing('movie'), version: s.version + 1 });
  });

  it('Esc clears only the search text', () => {
    const s = movies(
      { ...initialListing('movie'), selectedGenre: 12, searchQuery: 'up' },
      { type: 'clearSearch' },
    );
    expect(s.searchQuery).toBe('');
    expect(s.selectedGenre).toBe(12);
  });
});

describe('hasMore and the next page', () => {
  it('is true while the page is below the total and the last batch was non-empty', () => {
    expect(hasMorePages(1, 5, 20)).toBe(true);
    expect(hasMorePages(5, 5, 20)).toBe(false);
    expect(hasMorePages(2, 5, 0)).toBe(false);
    expect(hasMorePages(1, 0, 0)).toBe(false);
  });

  it('gives React Query the next page number or undefined', () => {
    expect(nextPage({ page: 1, totalPages: 3, totalResults: 60, results: [card(1)] })).toBe(2);
    expect(nextPage({ page: 3, totalPages: 3, totalResults: 60, results: [card(1)] })).toBeUndefined();
    expect(nextPage({ page: 1, totalPages: 3, totalResults: 60, results: [] })).toBeUndefined();
  });

  it('merges pages without repeating a title that moved between them', () => {
    const items = mergePages([
      { page: 1, totalPages: 2, totalResults: 4, results: [card(1), card(2)] },
      { page: 2, totalPages: 2, totalResults: 4, results: [card(2), card(3), card(2, 'tv')] },
    ]);
    expect(items.map((i) => `${i.mediaType}${i.id}`)).toEqual(['movie1', 'movie2', 'movie3', 'tv2']);
  });
});

describe('load-more trigger visibility', () => {
  const base = { searching: false, hasMore: true, loading: false, loadingMore: false, itemCount: 20 };
  it('shows only when not searching, more pages exist, nothing loads and items exist', () => {
    expect(showLoadMoreTrigger(base)).toBe(true);
    expect(showLoadMoreTrigger({ ...base, searching: true })).toBe(false);
    expect(showLoadMoreTrigger({ ...base, hasMore: false })).toBe(false);
    expect(showLoadMoreTrigger({ ...base, loading: true })).toBe(false);
    expect(showLoadMoreTrigger({ ...base, loadingMore: true })).toBe(false);
    expect(showLoadMoreTrigger({ ...base, itemCount: 0 })).toBe(false);
  });
});

describe('chips and empty states', () => {
  const genres = [{ id: 28, name: 'Action' }];

  it('lists only what differs from the defaults', () => {
    expect(activeChips(initialListing('movie'), 'movie', genres)).toEqual([]);
    let s = movies(initialListing('movie'), { type: 'quickFilter', filter: 'top_rated' });
    s = movies(s, { type: 'genre', genre: 28 });
    expect(activeChips(s, 'movie', genres).map((c) => c.label)).toEqual(['Top Rated', 'Action']);
    s = movies(s, { type: 'sort', sort: 'title.asc' });
    s = movies(s, { type: 'search', query: ' heat ' });
    expect(activeChips(s, 'movie', genres).map((c) => c.label)).toEqual([
      'Top Rated',
      'Action',
      'Sort: A to Z',
      '“heat”',
    ]);
  });

  it('removing a chip undoes just that filter', () => {
    const s = {
      ...initialListing('tv'),
      activeFilter: 'latest' as const,
      sortBy: 'name.asc',
      selectedGenre: 18,
    };
    expect(tv(s, removeChipAction('sort', s, 'tv')).sortBy).toBe('first_air_date.desc');
    expect(tv(s, removeChipAction('genre', s, 'tv')).selectedGenre).toBeNull();
    expect(tv(s, removeChipAction('filter', s, 'tv')).activeFilter).toBe('all');
  });

  it("says 'found' after filtering or searching, else 'available'", () => {
    expect(emptyKind(initialListing('movie'), 'movie')).toBe('available');
    expect(emptyKind({ ...initialListing('movie'), searchQuery: 'zzz' }, 'movie')).toBe('found');
    expect(emptyKind({ ...initialListing('tv'), selectedGenre: 1 }, 'tv')).toBe('found');
  });
});

describe('shortcuts', () => {
  it('maps / F Esc outside fields', () => {
    const body = { tagName: 'BODY' };
    expect(shortcutFor({ key: '/', target: body })).toBe('search');
    expect(shortcutFor({ key: 'f', target: body })).toBe('filters');
    expect(shortcutFor({ key: 'F', target: body })).toBe('filters');
    expect(shortcutFor({ key: 'Escape', target: body })).toBe('clear');
    expect(shortcutFor({ key: 'x', target: body })).toBeNull();
  });
  it('is ignored while typing or with a modifier', () => {
    for (const tagName of ['INPUT', 'textarea', 'SELECT'])
      expect(shortcutFor({ key: '/', target: { tagName } })).toBeNull();
    expect(shortcutFor({ key: 'f', target: { tagName: 'DIV', isContentEditable: true } })).toBeNull();
    expect(shortcutFor({ key: 'f', ctrlKey: true, target: { tagName: 'BODY' } })).toBeNull();
  });
});

describe('rows and detail URLs', () => {
  it('scrolls 200 px under 640 px, else 280 px', () => {
    expect(scrollStep(390)).toBe(200);
    expect(scrollStep(639)).toBe(200);
    expect(scrollStep(640)).toBe(280);
    expect(scrollStep(1366)).toBe(280);
  });

  it('accepts only positive whole ids from the URL', () => {
    expect(parseId('550')).toBe(550);
    for (const bad of [undefined, '', '0', '-3', 'abc', '12abc', '1.5', '99999999999', '2147483648'])
      expect(parseId(bad)).toBeNull();
    expect(parseNumber('0', 1)).toBeNull();
    expect(parseNumber('2', 1)).toBe(2);
    expect(parseNumber('x', 1)).toBeNull();
  });

  const seasons = [1, 2, 3].map((n) => ({
    id: n,
    seasonNumber: n,
    episodeCount: 10,
    name: `Season ${n}`,
    airDate: null,
    posterPath: null,
  }));

  it('defaults a TV page to season 1 episode 1 and rejects seasons the show lacks', () => {
    expect(resolveSelection(seasons, undefined, undefined)).toEqual({ season: 1, episode: 1, valid: true });
    expect(resolveSelection(seasons, 2, 5)).toEqual({ season: 2, episode: 5, valid: true });
    expect(resolveSelection(seasons, 9, 1).valid).toBe(false);
    expect(resolveSelection(seasons, null, 1).valid).toBe(false);
    expect(resolveSelection(seasons.slice(1), undefined, undefined).season).toBe(2);
    expect(resolveSelection([], undefined, undefined)).toEqual({ season: 1, episode: 1, valid: true });
  });

  it("opens a show's specials (season 0) when it has them, and defaults to a regular season", () => {
    const specials = { ...seasons[0]!, id: 0, seasonNumber: 0, name: 'Specials' };
    expect(resolveSelection([...seasons, specials], 0, 2)).toEqual({ season: 0, episode: 2, valid: true });
    expect(resolveSelection([specials, ...seasons], undefined, undefined).season).toBe(1);
    expect(resolveSelection([specials, ...seasons.slice(1)], undefined, undefined).season).toBe(2);
    expect(resolveSelection(seasons, 0, 1).valid).toBe(false);
  });

  it('builds the social share addresses with the page URL encoded', () => {
    const links = shareLinks('https://marquee.example/movie/5?x=1&y=2', 'Heat & Dust');
    expect(links.map((l) => l.name)).toEqual(['X (Twitter)', 'Facebook', 'Reddit', 'WhatsApp']);
    expect(links[0]!.href).toBe(
      'https://twitter.com/intent/tweet?text=Heat%20%26%20Dust&url=https%3A%2F%2Fmarquee.example%2Fmovie%2F5%3Fx%3D1%26y%3D2',
    );
    expect(links[1]!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fmarquee.example%2Fmovie%2F5%3Fx%3D1%26y%3D2',
    );
    expect(links[2]!.href).toContain('https://www.reddit.com/submit?url=https%3A%2F%2F');
    expect(links[3]!.href).toBe(
      'https://wa.me/?text=Heat%20%26%20Dust%20https%3A%2F%2Fmarquee.example%2Fmovie%2F5%3Fx%3D1%26y%3D2',
    );
  });
});

describe('listing URL (filters live in the address)', () => {
  const bare = ({ version: _v, ...rest }: ListingState) => rest;

  it('writes nothing at the defaults and each filter only when set', () => {
    expect(toListingParams('movie', initialListing('movie'))).toBe('');
    let s = movies(initialListing('movie'), { type: 'genre', genre: 35 });
    expect(toListingParams('movie', s)).toBe('genre=35');
    s = movies(s, { type: 'quickFilter', filter: 'top_rated' });
    // The quick filter's own sort is implied, not written.
    expect(toListingParams('movie', s)).toBe('filter=top_rated&genre=35');
    s = movies(s, { type: 'sort', sort: 'title.asc' });
    s = movies(s, { type: 'search', query: '  star wars ' });
    expect(toListingParams('movie', s)).toBe('filter=top_rated&genre=35&sort=title.asc&q=star+wars');
  });

  it.each<[string, Partial<ListingState>]>([
    ['defaults', {}],
    ['a quick filter', { activeFilter: 'latest', sortBy: 'first_air_date.desc' }],
    ['a genre', { selectedGenre: 18 }],
    ['a sort', { sortBy: 'name.desc' }],
    ['a quick filter with another sort', { activeFilter: 'trending', sortBy: 'name.asc' }],
    ['a search', { searchQuery: 'the office' }],
  ])('round-trips %s', (_name, patch) => {
    const state = { ...initialListing('tv'), ...patch };
    expect(parseListingParams('tv', toListingParams('tv', state))).toEqual(bare(state));
  });

  it('accepts a leading "?" and URLSearchParams', () => {
    const want = { ...bare(initialListing('movie')), selectedGenre: 28 };
    expect(parseListingParams('movie', '?genre=28')).toEqual(want);
    expect(parseListingParams('movie', new URLSearchParams('genre=28'))).toEqual(want);
  });

  it('falls back to the defaults for values the listing does not offer', () => {
    const d = bare(initialListing('movie'));
    for (const bad of [
      'filter=popular',
      'filter=',
      'genre=abc',
      'genre=-3',
      'genre=0',
      'genre=1.5',
      'genre=99999999999999',
      'sort=name.asc', // a TV sort on the movie listing
      'sort=revenue.desc;drop',
      'sort=',
      'q=',
      '%E0%A4%A',
      'filter=latest&filter=top_rated&genre=12&genre=x',
    ])
      expect(() => parseListingParams('movie', bad)).not.toThrow();
    expect(parseListingParams('movie', 'filter=popular&genre=abc&sort=name.asc')).toEqual(d);
    expect(parseListingParams('movie', 'genre=0')).toEqual(d);
    // The first of a repeated parameter wins; a bad sort falls back to the filter's own.
    expect(parseListingParams('movie', 'filter=latest&filter=top_rated&sort=x')).toEqual({
      ...d,
      activeFilter: 'latest',
      sortBy: 'primary_release_date.desc',
    });
  });

  it('cuts an over-long search to the box limit and survives odd text', () => {
    const s = parseListingParams('movie', `q=${'a'.repeat(500)}`);
    expect(s.searchQuery).toHaveLength(200);
    const odd = { ...initialListing('movie'), searchQuery: 'a&b=c #1 ?x' };
    expect(parseListingParams('movie', toListingParams('movie', odd)).searchQuery).toBe('a&b=c #1 ?x');
  });

  it("opens a home row's own list whole; any filter, genre or sort leaves it", () => {
    const s = parseListingParams('tv', 'list=netflix');
    expect(s).toEqual({ ...bare(initialListing('tv')), list: 'netflix' });
    expect(listingRequest(s)).toEqual({ list: 'netflix', filter: 'all' });
    expect(toListingParams('tv', s)).toBe('list=netflix');
    // A list comes whole: filters in the same address are dropped, a search is kept.
    expect(parseListingParams('movie', 'list=trending&filter=latest&genre=12&sort=title.asc&q=up')).toEqual({
      ...bare(initialListing('movie')),
      list: 'trending',
      searchQuery: 'up',
    });
    expect(parseListingParams('movie', 'list=hulu').list).toBeNull();
    expect(listHref('tv', 'hbo')).toBe('/tv?list=hbo');
    const open = { ...s, version: 2 };
    for (const action of [
      { type: 'genre', genre: 18 },
      { type: 'quickFilter', filter: 'all' },
      { type: 'sort', sort: 'name.asc' },
      { type: 'clearAll' },
      { type: 'leaveList' },
    ] as const) {
      const next = tv(open, action);
      expect(next.list, action.type).toBeNull();
      expect(next.version, action.type).toBe(3);
    }
    expect(activeChips(open, 'tv', []).map((c) => c.key)).toEqual(['list']);
    expect(removeChipAction('list', open, 'tv')).toEqual({ type: 'leaveList' });
    expect(emptyKind(open, 'tv')).toBe('found');
    expect(listRow('movie', 'trending')).toBe('trending');
    expect(listRow('tv', 'popular')).toBe('popularTv');
    expect(listRow('movie', 'disney')).toBe('disney');
  });

  it('restoring from the address keeps the list (no reset)', () => {
    const s0 = { ...initialListing('movie'), version: 4 };
    const s = movies(s0, { type: 'restore', state: parseListingParams('movie', 'genre=35&q=up') });
    expect(s.version).toBe(4);
    expect(s.selectedGenre).toBe(35);
    expect(s.searchQuery).toBe('up');
  });
});
