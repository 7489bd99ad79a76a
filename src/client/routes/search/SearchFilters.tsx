import type { Genre } from '@shared/catalogue';
import {
  currentYear,
  RATING_MAX,
  RATING_MIN,
  SEARCH_SORTS,
  type SearchSort,
  type SearchState,
  YEAR_MIN,
} from '@shared/search-url';
import { useGenreName } from '../../components/media/genre-name';
import { Label, MessageOptions, Select } from '../../components/ui/forms';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { NumberField } from './NumberField';
import type { SearchAction } from './search-state';

const SORT_LABEL: Record<SearchSort, MessageKey> = {
  popularity: 'browse.search.sortPopularity',
  rating: 'browse.search.sortRating',
  date: 'browse.search.sortDate',
  title: 'browse.search.sortTitle',
};

/** The collapsible panel: sort, genres, year range (1900 to this year), rating (0 to 10 step 0.1). */
export function SearchFilters({
  id,
  state,
  dispatch,
  genres,
  genresFailed,
}: {
  id: string;
  state: SearchState;
  dispatch: (a: SearchAction) => void;
  genres: readonly Genre[];
  genresFailed: boolean;
}) {
  const t = useT();
  const genreName = useGenreName();
  const maxYear = currentYear();
  return (
    <section
      id={id}
      aria-label={t('browse.search.filtersLabel')}
      className="rounded-xl border border-border bg-surface/70 p-4 sm:p-5"
    >
      <div className="grid gap-5 md:grid-cols-3">
        <div>
          <Label htmlFor="search-sort" size="sm">
            {t('browse.search.sortBy')}
          </Label>
          <Select
            id="search-sort"
            tone="canvas"
            value={state.sort}
            onChange={(e) => dispatch({ type: 'sort', value: e.target.value as SearchSort })}
          >
            <MessageOptions options={SEARCH_SORTS} label={(s) => SORT_LABEL[s]} />
          </Select>
        </div>
        <RangeFields
          legend={t('browse.search.releaseYear')}
          labels={[t('browse.search.fromYear'), t('browse.search.toYear')]}
          range={[state.yearMin, state.yearMax]}
          bounds={[YEAR_MIN, maxYear]}
          step={1}
          onCommit={(min, max) => dispatch({ type: 'years', min, max })}
        />
        <RangeFields
          legend={t('browse.search.rating')}
          labels={[t('browse.search.minRating'), t('browse.search.maxRating')]}
          range={[state.ratingMin, state.ratingMax]}
          bounds={[RATING_MIN, RATING_MAX]}
          step={0.1}
          onCommit={(min, max) => dispatch({ type: 'rating', min, max })}
        />
      </div>
      <fieldset className="mt-5">
        <legend className="mb-2 text-xs font-medium text-muted">{t('browse.search.genres')}</legend>
        {genresFailed && genres.length === 0 ? (
          <p className="text-sm text-danger">{t('browse.common.genresFailed')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {genres.map((g) => {
              const on = state.genres.includes(g.id);
              return (
                <button
                  key={g.id}
                  type="button"
                  aria-pressed={on}
                  onClick={() => dispatch({ type: 'toggleGenre', id: g.id })}
                  className={`rounded-full px-3 py-1.5 text-xs font-medium ${
                    on
                      ? 'bg-accent text-white'
                      : 'border border-border-strong bg-canvas text-fg-secondary hover:border-border-focus hover:text-white'
                  }`}
                >
                  {genreName(g)}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
      <div className="mt-5 flex justify-end">
        <button
          type="button"
          onClick={() => dispatch({ type: 'clearFilters' })}
          className="rounded px-2 py-1 text-sm font-medium text-accent-fg hover:text-white"
        >
          {t('browse.search.clearFilters')}
        </button>
      </div>
    </section>
  );
}

/** A from–to pair of number fields under one legend; each commits the pair with its new end. */
function RangeFields({
  legend,
  labels,
  range: [min, max],
  bounds: [lowest, highest],
  step,
  onCommit,
}: {
  legend: string;
  labels: [string, string];
  range: [number, number];
  bounds: [number, number];
  step: number;
  onCommit(min: number, max: number): void;
}) {
  const end = (label: string, value: number, commit: (v: number) => void) => (
    <NumberField label={label} value={value} min={lowest} max={highest} step={step} onCommit={commit} />
  );
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-medium text-muted">{legend}</legend>
      <div className="flex items-center gap-2">
        {end(labels[0], min, (v) => onCommit(v, max))}
        <span aria-hidden="true" className="text-subtle">
          –
        </span>
        {end(labels[1], max, (v) => onCommit(min, v))}
      </div>
    </fieldset>
  );
}
