import type { Genre, MediaCard, MediaType, Paged, QuickFilter } from '../../shared/catalogue';
import { MOVIE_SORTS, QUICK_FILTERS, TV_SORTS } from '../../shared/catalogue';

/**
 * The state rules of the Movies and TV Shows listings (spec 4), as pure functions so they
 * are tested without a browser. Pages themselves come from React Query; `version` is part
 * of the query key, so every reset starts a fresh query at page 1 with no items carried over.
 */
export interface ListingState {
  activeFilter: QuickFilter;
  selectedGenre: number | null;
  sortBy: string;
  searchQuery: string;
  /** Bumped by every reset (filter, genre or sort change). */
  version: number;
}

export type ListingAction =
  | { type: 'quickFilter'; filter: QuickFilter }
  | { type: 'genre'; genre: number | null }
  | { type: 'sort'; sort: string }
  | { type: 'search'; query: string }
  | { type: 'clearSearch' }
  | { type: 'clearAll' }
  /** The address changed under the page (a link to another filtered list): adopt it, no reset. */
  | { type: 'restore'; state: Omit<ListingState, 'version'> };

/**
 * The quick filters' names in the spec's English wording, for `activeChips` without a
 * labeller (tests, tools); the screens name them in the reader's language
 * (components/media/listing/labels.ts).
 */
export const LISTING_LABELS: Record<MediaType, Record<QuickFilter, string>> = {
  movie: { all: 'All Movies', trending: 'Trending', top_rated: 'Top Rated', latest: 'Latest' },
  tv: { all: 'All Shows', trending: 'Trending', top_rated: 'Top Rated', latest: 'Latest' },
};

export function sortOptions(kind: MediaType): readonly { value: string; label: string }[] {
  return kind === 'movie' ? MOVIE_SORTS : TV_SORTS;
}

/** Spec 4: trending and the default use popularity, top_rated the vote average, latest the date. */
export function sortForQuickFilter(filter: QuickFilter, kind: MediaType): string {
  if (filter === 'top_rated') return 'vote_average.desc';
  if (filter === 'latest') return kind === 'movie' ? 'primary_release_date.desc' : 'first_air_date.desc';
  return 'popularity.desc';
}

export function initialListing(kind: MediaType): ListingState {
  return {
    activeFilter: 'all',
    selectedGenre: null,
    sortBy: sortForQuickFilter('all', kind),
    searchQuery: '',
    version: 0,
  };
}

/** A reset: new filters, search text cleared, items dropped, page 1 fetched. */
function reset(state: ListingState, patch: Partial<ListingState>): ListingState {
  return { ...state, ...patch, searchQuery: '', version: state.version + 1 };
}

export function listingReducer(kind: MediaType) {
  const valid = new Set(sortOptions(kind).map((o) => o.value));
  return (state: ListingState, action: ListingAction): ListingState => {
    switch (action.type) {
      case 'quickFilter':
        return reset(state, { activeFilter: action.filter, sortBy: sortForQuickFilter(action.filter, kind) });
      case 'genre':
        return reset(state, { selectedGenre: action.genre });
      case 'sort':
        return valid.has(action.sort) ? reset(state, { sortBy: action.sort }) : state;
      case 'search':
        return { ...state, searchQuery: action.query };
      case 'clearSearch':
        return state.searchQuery === '' ? state : { ...state, searchQuery: '' };
      case 'clearAll':
        return { ...initialListing(kind), version: state.version + 1 };
      case 'restore':
        return { ...action.state, version: state.version };
    }
  };
}

/** The in-page search box's limit; a longer `q` in a shared address is cut to it. */
export const LISTING_QUERY_MAX = 200;

/**
 * A listing's address (`/movies?filter=top_rated&genre=35&sort=title.asc&q=star`): each
 * parameter omitted at its default, the sort omitted when it is the quick filter's own.
 * Parsing never fails: a value the listing does not offer falls back to its default, so a
 * tampered or outdated shared link still opens a list.
 */
export function parseListingParams(
  kind: MediaType,
  search: string | URLSearchParams,
): Omit<ListingState, 'version'> {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawFilter = p.get('filter');
  const activeFilter = QUICK_FILTERS.find((f) => f === rawFilter) ?? 'all';
  const rawGenre = p.get('genre')?.trim() ?? '';
  const genre = /^\d{1,9}$/.test(rawGenre) ? Number(rawGenre) : 0;
  const rawSort = p.get('sort');
  const sort = sortOptions(kind).find((o) => o.value === rawSort)?.value;
  return {
    activeFilter,
    selectedGenre: genre > 0 ? genre : null,
    sortBy: sort ?? sortForQuickFilter(activeFilter, kind),
    searchQuery: (p.get('q') ?? '').slice(0, LISTING_QUERY_MAX),
  };
}

/** The query string (without '?') for a listing state; '' at the defaults. */
export function toListingParams(
  kind: MediaType,
  s: Pick<ListingState, 'activeFilter' | 'selectedGenre' | 'sortBy' | 'searchQuery'>,
): string {
  const p = new URLSearchParams();
  if (s.activeFilter !== 'all') p.set('filter', s.activeFilter);
  if (s.selectedGenre !== null) p.set('genre', String(s.selectedGenre));
  if (s.sortBy !== sortForQuickFilter(s.activeFilter, kind)) p.set('sort', s.sortBy);
  const q = s.searchQuery.trim();
  if (q !== '') p.set('q', q);
  return p.toString();
}

export const isSearching = (s: Pick<ListingState, 'searchQuery'>) => s.searchQuery.trim() !== '';

/** Spec 4: more pages exist while the page is below the total and the last batch was non-empty. */
export function hasMorePages(page: number, totalPages: number, lastBatchSize: number): boolean {
  return page < totalPages && lastBatchSize > 0;
}

/** React Query's next page param for a `Paged` answer. */
export function nextPage(last: Paged<unknown>): number | undefined {
  return hasMorePages(last.page, last.totalPages, last.results.length) ? last.page + 1 : undefined;
}

/** Spec 4: the trigger shows only when not searching, more pages exist, nothing loads and items exist. */
export function showLoadMoreTrigger(s: {
  searching: boolean;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  itemCount: number;
}): boolean {
  return !s.searching && s.hasMore && !s.loading && !s.loadingMore && s.itemCount > 0;
}

/** Pages concatenated; a title that moved between pages while scrolling is shown once. */
export function mergePages(pages: readonly Paged<MediaCard>[]): MediaCard[] {
  const seen = new Set<string>();
  const out: MediaCard[] = [];
  for (const p of pages)
    for (const item of p.results) {
      const key = `${item.mediaType}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  return out;
}

export interface Chip {
  key: 'filter' | 'genre' | 'sort' | 'search';
  label: string;
  /** The label shows catalogue data or the visitor's words (a genre name, the search text). */
  content?: boolean;
}

/** What one chip stands for, to be put into words. */
export type ChipSpec =
  | { key: 'filter'; filter: QuickFilter }
  /** `name` is null when the genre list has not got it (yet). */
  | { key: 'genre'; id: number; name: string | null }
  | { key: 'sort'; sort: string }
  | { key: 'search'; query: string };

export type ChipLabeller = (chip: ChipSpec, kind: MediaType) => string;

/** The chips in the spec's English wording. */
export const englishChipLabel: ChipLabeller = (chip, kind) => {
  switch (chip.key) {
    case 'filter':
      return LISTING_LABELS[kind][chip.filter];
    case 'genre':
      return chip.name ?? `Genre ${chip.id}`;
    case 'sort':
      return `Sort: ${sortOptions(kind).find((o) => o.value === chip.sort)?.label ?? chip.sort}`;
    case 'search':
      return `“${chip.query}”`;
  }
};

/** The active-filter chips: only what differs from the defaults, worded by `label`. */
export function activeChips(
  state: ListingState,
  kind: MediaType,
  genres: readonly Genre[],
  label: ChipLabeller = englishChipLabel,
): Chip[] {
  const specs: ChipSpec[] = [];
  if (state.activeFilter !== 'all') specs.push({ key: 'filter', filter: state.activeFilter });
  if (state.selectedGenre !== null) {
    const name = genres.find((g) => g.id === state.selectedGenre)?.name ?? null;
    specs.push({ key: 'genre', id: state.selectedGenre, name });
  }
  if (state.sortBy !== sortForQuickFilter(state.activeFilter, kind))
    specs.push({ key: 'sort', sort: state.sortBy });
  if (isSearching(state)) specs.push({ key: 'search', query: state.searchQuery.trim() });
  return specs.map((spec) => ({
    key: spec.key,
    label: label(spec, kind),
    ...((spec.key === 'genre' && spec.name !== null) || spec.key === 'search' ? { content: true } : {}),
  }));
}

/** The action that removes one chip. */
export function removeChipAction(chip: Chip['key'], state: ListingState, kind: MediaType): ListingAction {
  switch (chip) {
    case 'filter':
      return { type: 'quickFilter', filter: 'all' };
    case 'genre':
      return { type: 'genre', genre: null };
    case 'sort':
      return { type: 'sort', sort: sortForQuickFilter(state.activeFilter, kind) };
    case 'search':
      return { type: 'clearSearch' };
  }
}

/** Which empty state applies: 'found' after filtering or searching, else 'available'. */
export function emptyKind(state: ListingState, kind: MediaType): 'found' | 'available' {
  const init = initialListing(kind);
  const filtered =
    isSearching(state) ||
    state.activeFilter !== init.activeFilter ||
    state.selectedGenre !== null ||
    state.sortBy !== init.sortBy;
  return filtered ? 'found' : 'available';
}

export type Shortcut = 'search' | 'filters' | 'clear';

/**
 * Page shortcuts (spec 2): / search, F genre/filters, Esc clear. Ignored while typing in a
 * field and when a modifier is held, so browser and assistive-technology keys still work.
 */
export function shortcutFor(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: { tagName?: string; isContentEditable?: boolean } | null;
}): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const tag = e.target?.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || e.target?.isContentEditable) return null;
  if (e.key === '/') return 'search';
  if (e.key === 'f' || e.key === 'F') return 'filters';
  if (e.key === 'Escape') return 'clear';
  return null;
}
