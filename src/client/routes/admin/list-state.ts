import type { AdminSortColumn, SortOrder } from '@shared/schemas/admin';

/**
 * The users list's rules as pure functions, so they are tested without a
 * browser: sorting the same column flips the order, a new column starts descending, any
 * change of sort, search or filter goes back to page 1; pagination shows up to 5 page
 * buttons around the current page, plus First and Last.
 */
export interface ListState {
  search: string;
  role: 'all' | 'user' | 'admin' | 'owner';
  sortBy: AdminSortColumn;
  sortOrder: SortOrder;
  page: number;
}

export const INITIAL_LIST: ListState = {
  search: '',
  role: 'all',
  sortBy: 'created_at',
  sortOrder: 'desc',
  page: 1,
};

export function sortBy(state: ListState, column: AdminSortColumn): ListState {
  const sortOrder: SortOrder =
    state.sortBy === column ? (state.sortOrder === 'asc' ? 'desc' : 'asc') : 'desc';
  return { ...state, sortBy: column, sortOrder, page: 1 };
}

export const withSearch = (state: ListState, search: string): ListState =>
  search === state.search ? state : { ...state, search, page: 1 };

export const withRole = (state: ListState, role: ListState['role']): ListState =>
  role === state.role ? state : { ...state, role, page: 1 };

export const withPage = (state: ListState, page: number, totalPages: number): ListState => ({
  ...state,
  page: Math.max(1, Math.min(page, Math.max(1, totalPages))),
});

/** Up to `max` consecutive page numbers, centred on the current page where possible. */
export function pageButtons(current: number, totalPages: number, max = 5): number[] {
  if (totalPages <= 0) return [];
  const page = Math.max(1, Math.min(current, totalPages));
  const count = Math.min(max, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(max / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** `marquee-users-2025-01-15.json`, dated by the admin's local calendar day. */
export function datedFileName(prefix: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** aria-sort of a column header. */
export const ariaSort = (state: ListState, column: AdminSortColumn) =>
  state.sortBy !== column ? 'none' : state.sortOrder === 'asc' ? 'ascending' : 'descending';
