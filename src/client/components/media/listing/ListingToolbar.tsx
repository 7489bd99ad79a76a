import { useT } from '@client/i18n/react';
import type { Genre } from '@shared/catalogue';
import { type MediaType, QUICK_FILTERS } from '@shared/catalogue';
import { MAX_QUERY_LENGTH } from '@shared/search-url';
import type { RefObject } from 'react';
import { SearchIcon } from '../../layout/icons';
import { Input, Select } from '../../ui/forms';
import { useGenreName } from '../genre-name';
import { LISTING_TEXT, QUICK_FILTER_LABEL, sortLabel } from './labels';
import { type ListingAction, type ListingState, sortOptions } from './listing-state';

/** Quick filters, search box, genre and sort selects of a listing page. */
export function ListingToolbar({
  kind,
  state,
  dispatch,
  genres,
  genresLoading,
  searchRef,
  genreRef,
}: {
  kind: MediaType;
  state: ListingState;
  dispatch: (a: ListingAction) => void;
  genres: readonly Genre[];
  genresLoading: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  genreRef: RefObject<HTMLSelectElement | null>;
}) {
  const t = useT();
  const genreName = useGenreName();
  const text = LISTING_TEXT[kind];
  return (
    <div className="space-y-4">
      <fieldset className="grid min-w-0 grid-cols-4 gap-1.5 sm:flex sm:gap-2">
        <legend className="sr-only">{t('browse.toolbar.quickFilters')}</legend>
        {QUICK_FILTERS.map((f) => {
          const active = state.list === null && state.activeFilter === f;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={active}
              onClick={() => dispatch({ type: 'quickFilter', filter: f })}
              className={`h-9 whitespace-nowrap rounded-full px-1 text-[13px] sm:px-4 sm:text-sm font-medium transition-colors ${
                active
                  ? 'bg-accent text-white'
                  : 'border border-border-strong bg-surface text-fg-secondary hover:border-border-focus hover:text-white'
              }`}
            >
              {t(QUICK_FILTER_LABEL[kind][f])}
            </button>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="relative col-span-2 sm:col-span-1">
          <label htmlFor={`${kind}-search`} className="sr-only">
            {t(text.searchLabel)}
          </label>
          <SearchIcon
            size={16}
            className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-subtle"
          />
          <Input
            ref={searchRef}
            id={`${kind}-search`}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t(text.searchPlaceholder)}
            value={state.searchQuery}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(e) => dispatch({ type: 'search', query: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && state.searchQuery !== '') {
                e.preventDefault();
                dispatch({ type: 'clearSearch' });
              }
            }}
            className="ps-9"
          />
        </div>
        <div>
          <label htmlFor={`${kind}-genre`} className="sr-only">
            {t('browse.toolbar.genre')}
          </label>
          <Select
            ref={genreRef}
            id={`${kind}-genre`}
            value={state.selectedGenre ?? ''}
            disabled={genresLoading && genres.length === 0}
            onChange={(e) =>
              dispatch({ type: 'genre', genre: e.target.value ? Number(e.target.value) : null })
            }
          >
            <option value="">{t('browse.toolbar.allGenres')}</option>
            {genres.map((g) => (
              <option key={g.id} value={g.id}>
                {genreName(g)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${kind}-sort`} className="sr-only">
            {t('browse.toolbar.sortBy')}
          </label>
          <Select
            id={`${kind}-sort`}
            value={state.sortBy}
            onChange={(e) => dispatch({ type: 'sort', sort: e.target.value })}
          >
            {sortOptions(kind).map((o) => {
              const key = sortLabel(o.value);
              return (
                <option key={o.value} value={o.value}>
                  {key ? t(key) : o.label}
                </option>
              );
            })}
          </Select>
        </div>
      </div>
    </div>
  );
}
