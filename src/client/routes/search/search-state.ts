import {
  defaultSearchState,
  normalizeSearchState,
  type SearchSort,
  type SearchState,
  type SearchTab,
} from '@shared/search-url';

/**
 * The Search page's state changes; the state itself and its address are
 * shared/search-url.ts's.
 */

export type SearchAction =
  | { type: 'query'; q: string }
  | { type: 'exact'; q: string }
  | { type: 'type'; value: SearchTab }
  | { type: 'sort'; value: SearchSort }
  | { type: 'toggleGenre'; id: number }
  | { type: 'years'; min: number; max: number }
  | { type: 'rating'; min: number; max: number }
  | { type: 'clearFilters' }
  | { type: 'replace'; state: SearchState };

export function searchReducer(state: SearchState, action: SearchAction, now: Date = new Date()): SearchState {
  switch (action.type) {
    case 'query':
      return { ...state, q: action.q, exact: false };
    case 'exact':
      return { ...state, q: action.q, exact: true };
    case 'type':
      // Movie and TV genre ids differ, so a type change drops the chosen genres.
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
