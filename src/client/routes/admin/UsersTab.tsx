import { ADMIN_PAGE_SIZE, type AdminSortColumn } from '@shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { SearchIcon } from '../../components/layout/icons';
import { Button, Spinner } from '../../components/ui/Button';
import { Input, Label, MessageOptions, Select } from '../../components/ui/forms';
import { Loading, Placeholders } from '../../components/ui/Placeholders';
import type { MessageKey } from '../../i18n';
import { formatCount } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { useDebounced } from '../../lib/use-debounced';
import { REFRESH_MS } from './HealthPanels';
import {
  ariaSort,
  INITIAL_LIST,
  type ListState,
  pageButtons,
  sortBy,
  withPage,
  withRole,
  withSearch,
} from './list-state';
import { useLoadFailureNotice } from './OverviewTab';
import { ColumnHeader, SortIcon } from './parts';
import { UserCard, UserTableRow } from './UserRow';

type Column = { id: AdminSortColumn; label: MessageKey };
const HEAD_CELL = 'px-4 py-3 font-semibold';

const COLUMNS: Column[] = [
  { id: 'username', label: 'admin.users.columnUsername' },
  { id: 'role', label: 'admin.users.columnRole' },
  { id: 'isPremium', label: 'admin.users.columnPremium' },
  { id: 'created_at', label: 'admin.users.columnJoined' },
];

/** The role filter's choices; the values are what the server takes, the labels are for people. */
const ROLE_FILTER: Array<{ value: ListState['role']; label: MessageKey }> = [
  { value: 'all', label: 'admin.users.allRoles' },
  { value: 'user', label: 'admin.role.user' },
  { value: 'admin', label: 'admin.role.admin' },
  { value: 'owner', label: 'admin.role.owner' },
];

/** The Users tab: search, role filter, sortable columns, table or cards, pagination. */
export function UsersTab() {
  const t = useT();
  const [list, setList] = useState<ListState>(INITIAL_LIST);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  useEffect(() => setList((s) => withSearch(s, search)), [search]);

  const query = trpc.admin.usersPaginated.useQuery(
    {
      page: list.page,
      limit: ADMIN_PAGE_SIZE,
      search: list.search || undefined,
      role: list.role,
      sortBy: list.sortBy,
      sortOrder: list.sortOrder,
    },
    { placeholderData: keepPreviousData, refetchInterval: REFRESH_MS, staleTime: 0 },
  );
  useLoadFailureNotice(query.isError);
  const users = query.data?.users ?? [];
  const pagination = query.data?.pagination;
  const ids = { search: useId(), role: useId(), sort: useId() };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Label htmlFor={ids.search} size="sm">
            {t('admin.users.search')}
          </Label>
          <div className="relative">
            <SearchIcon
              size={16}
              className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-subtle"
            />
            <Input
              id={ids.search}
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={t('admin.users.searchPlaceholder')}
              maxLength={100}
              className="ps-9"
            />
          </div>
        </div>
        <div className="flex gap-3">
          <div className="flex-[2] sm:w-40 sm:flex-none">
            <Label htmlFor={ids.role} size="sm">
              {t('admin.users.roleFilter')}
            </Label>
            <Select
              id={ids.role}
              value={list.role}
              onChange={(e) => setList((s) => withRole(s, e.target.value as ListState['role']))}
            >
              <MessageOptions options={ROLE_FILTER} value={(r) => r.value} label={(r) => r.label} />
            </Select>
          </div>
          {/* Phones have no column headers: the same sort rules through a select. */}
          <div className="flex-[3] md:hidden">
            <Label htmlFor={ids.sort} size="sm">
              {t('admin.users.sortBy')}
            </Label>
            <div className="flex gap-1">
              <Select
                id={ids.sort}
                value={list.sortBy}
                onChange={(e) => setList((s) => sortBy(s, e.target.value as AdminSortColumn))}
                className="min-w-0 flex-1"
              >
                <MessageOptions options={COLUMNS} value={(c) => c.id} label={(c) => c.label} />
              </Select>
              <Button
                variant="secondary"
                className="shrink-0"
                onClick={() => setList((s) => sortBy(s, s.sortBy))}
              >
                {/* Named by its visible words, then what a press does. */}
                {list.sortOrder === 'asc' ? t('admin.users.ascShort') : t('admin.users.descShort')}
                <span className="sr-only"> {t('admin.users.orderSwitch')}</span>
              </Button>
            </div>
          </div>
        </div>
      </div>

      <div className="flex min-h-5 items-center justify-between text-sm text-muted" aria-live="polite">
        <span>{pagination ? t('admin.users.count', { count: pagination.totalUsers }) : ' '}</span>
        {query.isFetching && !query.isPending && (
          <span className="inline-flex items-center gap-2">
            <Spinner className="h-3.5 w-3.5" /> {t('admin.users.updating')}
          </span>
        )}
      </div>

      {query.isPending ? (
        <ListSkeleton />
      ) : users.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <p className="font-semibold text-fg-soft">{t('admin.users.noneFound')}</p>
          <p className="mt-1 text-sm text-muted">
            {list.search || list.role !== 'all' ? t('admin.users.noneMatch') : t('admin.users.noneYet')}
          </p>
        </div>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-border md:block">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('admin.users.caption')}</caption>
              <thead className="border-b border-border bg-surface text-xs tracking-wide text-muted uppercase">
                <tr>
                  <SortHeader list={list} column={COLUMNS[0]!} onSort={setList} />
                  <ColumnHeader className={HEAD_CELL}>{t('admin.users.columnEmail')}</ColumnHeader>
                  {COLUMNS.slice(1).map((c) => (
                    <SortHeader key={c.id} list={list} column={c} onSort={setList} />
                  ))}
                  <ColumnHeader className={`${HEAD_CELL} text-end`}>
                    {t('admin.users.columnActions')}
                  </ColumnHeader>
                </tr>
              </thead>
              <tbody className="divide-y divide-border/80">
                {users.map((u) => (
                  <UserTableRow key={u.id} user={u} />
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {users.map((u) => (
              <UserCard key={u.id} user={u} />
            ))}
          </ul>
        </>
      )}

      {pagination && pagination.totalPages > 1 && (
        <Pagination
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPage={(p) => setList((s) => withPage(s, p, pagination.totalPages))}
        />
      )}
    </div>
  );
}

function SortHeader({
  list,
  column,
  onSort,
}: {
  list: ListState;
  column: Column;
  onSort: (f: (s: ListState) => ListState) => void;
}) {
  const t = useT();
  const active = list.sortBy === column.id;
  return (
    <ColumnHeader aria-sort={ariaSort(list, column.id)} className={HEAD_CELL}>
      <button
        type="button"
        onClick={() => onSort((s) => sortBy(s, column.id))}
        className={`inline-flex items-center gap-1 rounded uppercase hover:text-fg ${active ? 'text-fg' : ''}`}
      >
        {t(column.label)}
        <SortIcon dir={active ? list.sortOrder : null} className={active ? 'text-accent-fg' : 'text-faint'} />
      </button>
    </ColumnHeader>
  );
}

/** First, up to five page numbers, Last. */
function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  const t = useT();
  const btn = (active: boolean) =>
    `h-9 min-w-9 rounded-md px-3 text-sm font-medium tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
      active
        ? 'bg-accent text-white'
        : 'border border-border-strong bg-surface text-fg-soft hover:bg-surface-raised'
    }`;
  return (
    <nav
      aria-label={t('admin.pagination.label')}
      className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-muted">
        {t('admin.pagination.pageOf', { page: formatCount(page), total: formatCount(totalPages) })}
      </p>
      <div className="flex flex-wrap justify-center gap-1.5">
        <button type="button" className={btn(false)} disabled={page <= 1} onClick={() => onPage(1)}>
          {t('admin.pagination.first')}
        </button>
        {pageButtons(page, totalPages).map((p) => (
          <button
            key={p}
            type="button"
            className={btn(p === page)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('admin.pagination.page', { page: formatCount(p) })}
            onClick={() => onPage(p)}
          >
            {formatCount(p)}
          </button>
        ))}
        <button
          type="button"
          className={btn(false)}
          disabled={page >= totalPages}
          onClick={() => onPage(totalPages)}
        >
          {t('admin.pagination.last')}
        </button>
      </div>
    </nav>
  );
}

function ListSkeleton() {
  return (
    <Loading label="admin.users.loading" className="space-y-2">
      <Placeholders count={6} className="h-14 animate-pulse rounded-lg bg-surface" />
    </Loading>
  );
}
