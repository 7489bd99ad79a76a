import {
  type Genre,
  LISTING_SORTS,
  type ListingList,
  type MediaType,
  type QuickFilter,
  quickFilterSort,
} from '@shared/catalogue';
import type { ListingUrlState } from '@shared/listing-url';

/**
 * The state rules of the Movies and TV Shows listings, as pure functions so they
 * are tested without a browser (the address is shared/listing-url.ts's). Pages themselves come from React Query; `version` is part
 * of the query key, so every reset starts a fresh query at page 1 with no items carried over.
 */
export interface ListingState extends ListingUrlState {
  /** Bumped by every reset (filter, genre or sort change). */
  version: number;
}

export type ListingAction =
  | { type: 'quickFilter'; filter: QuickFilter }
  /** Leave a home row's list for the listing's own titles. */
  | { type: 'leaveList' }
  | { type: 'genre'; genre: number | null }
  | { type: 'sort'; sort: string }
  | { type: 'search'; query: string }
  | { type: 'clearSearch' }
  | { type: 'clearAll' }
  /** The address changed under the page (a link to another filtered list): adopt it, no reset. */
  | { type: 'restore'; state: Omit<ListingState, 'version'> };

/**
 * The quick filters' names in their English wording, for `activeChips` without a
 * labeller (tests, tools); the screens name them in the reader's language
 * (components/media/listing/labels.ts).
 */
export const LISTING_LABELS: Record<MediaType, Record<QuickFilter, string>> = {
  movie: { all: 'All Movies', trending: 'Trending', top_rated: 'Top Rated', latest: 'Latest' },
  tv: { all: 'All Shows', trending: 'Trending', top_rated: 'Top Rated', latest: 'Latest' },
};

export const sortOptions = (kind: MediaType): readonly { value: string; label: string }[] =>
  LISTING_SORTS[kind];

export function initialListing(kind: MediaType): ListingState {
  return {
    list: null,
    activeFilter: 'all',
    selectedGenre: null,
    sortBy: quickFilterSort('all', kind),
    searchQuery: '',
    version: 0,
  };
}

/**
 * A reset: new filters, search text cleared, items dropped, page 1 fetched. A row's list is
 * shown whole, so filtering leaves it for the listing's own titles.
 */
function reset(state: ListingState, patch: Partial<ListingState>): ListingState {
  return { ...state, list: null, ...patch, searchQuery: '', version: state.version + 1 };
}

export function listingReducer(kind: MediaType) {
  const valid = new Set(sortOptions(kind).map((o) => o.value));
  return (state: ListingState, action: ListingAction): ListingState => {
    switch (action.type) {
      case 'quickFilter':
        return reset(state, { activeFilter: action.filter, sortBy: quickFilterSort(action.filter, kind) });
      case 'leaveList':
        return state.list === null ? state : reset(state, {});
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

export const isSearching = (s: Pick<ListingState, 'searchQuery'>) => s.searchQuery.trim() !== '';

/** The trigger shows only when not searching, more pages exist, nothing loads and items exist. */
export function showLoadMoreTrigger(s: {
  searching: boolean;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  itemCount: number;
}): boolean {
  return !s.searching && s.hasMore && !s.loading && !s.loadingMore && s.itemCount > 0;
}

export interface Chip {
  key: 'list' | 'filter' | 'genre' | 'sort' | 'search';
  label: string;
  /** The label shows catalogue data or the visitor's words (a genre name, the search text). */
  content?: boolean;
}

/** What one chip stands for, to be put into words. */
export type ChipSpec =
  | { key: 'list'; list: ListingList }
  | { key: 'filter'; filter: QuickFilter }
  /** `name` is null when the genre list has not got it (yet). */
  | { key: 'genre'; id: number; name: string | null }
  | { key: 'sort'; sort: string }
  | { key: 'search'; query: string };

export type ChipLabeller = (chip: ChipSpec, kind: MediaType) => string;

/** The chips in their English wording. */
export const englishChipLabel: ChipLabeller = (chip, kind) => {
  switch (chip.key) {
    case 'list':
      return chip.list;
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
  if (state.list !== null) specs.push({ key: 'list', list: state.list });
  if (state.activeFilter !== 'all') specs.push({ key: 'filter', filter: state.activeFilter });
  if (state.selectedGenre !== null) {
    const name = genres.find((g) => g.id === state.selectedGenre)?.name ?? null;
    specs.push({ key: 'genre', id: state.selectedGenre, name });
  }
  if (state.sortBy !== quickFilterSort(state.activeFilter, kind))
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
    case 'list':
      return { type: 'leaveList' };
    case 'filter':
      return { type: 'quickFilter', filter: 'all' };
    case 'genre':
      return { type: 'genre', genre: null };
    case 'sort':
      return { type: 'sort', sort: quickFilterSort(state.activeFilter, kind) };
    case 'search':
      return { type: 'clearSearch' };
  }
}

/** Which empty state applies: 'found' after filtering or searching, else 'available'. */
export function emptyKind(state: ListingState, kind: MediaType): 'found' | 'available' {
  const init = initialListing(kind);
  const filtered =
    state.list !== null ||
    isSearching(state) ||
    state.activeFilter !== init.activeFilter ||
    state.selectedGenre !== null ||
    state.sortBy !== init.sortBy;
  return filtered ? 'found' : 'available';
}
