import { describe, expect, it } from 'vitest';
import { niceMax } from '../../src/client/routes/admin/chart-scale';
import {
  ariaSort,
  datedFileName,
  INITIAL_LIST,
  pageButtons,
  sortBy,
  withPage,
  withRole,
  withSearch,
} from '../../src/client/routes/admin/list-state';
import { ZAdminUserListSchema } from '../../src/shared/schemas/admin';

describe('admin users list state', () => {
  const onPage3 = { ...INITIAL_LIST, page: 3 };

  it('starts where the server starts: its own defaults for an empty query, newest first on page 1', () => {
    const server = ZAdminUserListSchema.parse({});
    expect({
      sortBy: INITIAL_LIST.sortBy,
      sortOrder: INITIAL_LIST.sortOrder,
      page: INITIAL_LIST.page,
    }).toEqual({
      sortBy: server.sortBy,
      sortOrder: server.sortOrder,
      page: server.page,
    });
    expect(server).toMatchObject({ sortBy: 'created_at', sortOrder: 'desc', page: 1 });
  });

  it('flips the order when the same column is chosen again', () => {
    const once = sortBy(onPage3, 'created_at');
    expect(once).toMatchObject({ sortBy: 'created_at', sortOrder: 'asc', page: 1 });
    expect(sortBy(once, 'created_at').sortOrder).toBe('desc');
  });

  it('starts a new column descending, whatever the previous order', () => {
    const asc = sortBy(INITIAL_LIST, 'created_at');
    expect(asc.sortOrder).toBe('asc');
    expect(sortBy(asc, 'username')).toMatchObject({ sortBy: 'username', sortOrder: 'desc', page: 1 });
    expect(sortBy({ ...asc, page: 4 }, 'isPremium')).toMatchObject({ sortOrder: 'desc', page: 1 });
  });

  it('goes back to page 1 on a search or filter change, and only on a change', () => {
    expect(withSearch(onPage3, 'bob')).toMatchObject({ search: 'bob', page: 1 });
    expect(withSearch(onPage3, '')).toBe(onPage3);
    expect(withRole(onPage3, 'admin')).toMatchObject({ role: 'admin', page: 1 });
    expect(withRole(onPage3, 'all')).toBe(onPage3);
  });

  it('keeps the page within 1..totalPages', () => {
    expect(withPage(INITIAL_LIST, 7, 5).page).toBe(5);
    expect(withPage(INITIAL_LIST, 0, 5).page).toBe(1);
    expect(withPage(INITIAL_LIST, 3, 0).page).toBe(1);
  });

  it('labels the sorted column for screen readers', () => {
    const s = sortBy(INITIAL_LIST, 'role');
    expect(ariaSort(s, 'role')).toBe('descending');
    expect(ariaSort(sortBy(s, 'role'), 'role')).toBe('ascending');
    expect(ariaSort(s, 'username')).toBe('none');
  });
});

describe('pageButtons (up to 5 page buttons)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [50, 10, [6, 7, 8, 9, 10]],
    [5, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageButtons(current, total)).toEqual(expected);
  });
});

describe('datedFileName', () => {
  it('names downloads by the local date', () => {
    expect(datedFileName('marquee-users', new Date(2025, 0, 5, 23, 59))).toBe(
      'marquee-users-2025-01-05.json',
    );
    expect(datedFileName('marquee-system-report', new Date(2025, 11, 31))).toBe(
      'marquee-system-report-2025-12-31.json',
    );
  });
});

describe('niceMax (chart axis)', () => {
  it.each([
    [0, 4],
    [3, 4],
    [5, 5],
    [7, 10],
    [11, 20],
    [48, 50],
    [51, 100],
    [100, 100],
    [3_400, 5_000],
    [Number.NaN, 4],
  ])('%d → %d', (v, max) => {
    expect(niceMax(v)).toBe(max);
  });
});
