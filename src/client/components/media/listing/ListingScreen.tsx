import { formatCount } from '@client/i18n/format';
import { useT } from '@client/i18n/react';
import { ImageBaseProvider } from '@client/lib/image-base';
import { useScrollMemory } from '@client/lib/scroll-memory';
import { useInfiniteTrigger } from '@client/lib/use-infinite-trigger';
import { useShortcuts } from '@client/lib/use-shortcuts';
import { listRow, type MediaType } from '@shared/catalogue';
import { isCardDisplayable } from '@shared/catalogue-quality';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { buttonClass, Spinner } from '../../ui/Button';
import { EmptyState } from '../EmptyState';
import { ErrorBanner } from '../ErrorBanner';
import { FilterChips } from '../FilterChips';
import { LoadProblem } from '../LoadProblem';
import { MediaGrid } from '../MediaGrid';
import { ROW_TITLE } from '../row-titles';
import { GridSkeleton } from '../Skeletons';
import { type ViewMode, ViewToggle } from '../ViewToggle';
import { ListingToolbar } from './ListingToolbar';
import { removeChipAction } from './listing-state';
import { useListing } from './useListing';

/** The TV listing offers a grid/list toggle once it holds more than 12 items. */
const TOGGLE_ABOVE = 12;

/** The Movies (/movies) and TV Shows (/tv) listings: one screen, two catalogues. */
export function ListingScreen({ kind }: { kind: MediaType }) {
  const t = useT();
  const l = useListing(kind);
  const { state, dispatch, text } = l;
  // A home row's list (View All) wears the row's name.
  const heading = state.list === null ? t(text.title) : t(ROW_TITLE[listRow(kind, state.list)]);
  useDocumentTitle(heading);
  const searchRef = useRef<HTMLInputElement>(null);
  const genreRef = useRef<HTMLSelectElement>(null);
  const [view, setView] = useState<ViewMode>('grid');

  useShortcuts({
    search: () => searchRef.current?.focus(),
    filters: () => genreRef.current?.focus(),
    clear: () => dispatch({ type: 'clearSearch' }),
  });
  const shown = l.searching ? l.searchResults : l.items;
  // Back to this list: its pages come from the cache, then the scroll position follows.
  const restoring = useScrollMemory(
    l.searching ? !l.searchPending && shown.length > 0 : !l.loading && !l.filling && shown.length > 0,
  );
  const trigger = useInfiniteTrigger<HTMLDivElement>(l.canLoadMore && !restoring, l.loadMore);
  const query = state.searchQuery.trim();
  // The in-page search shows the first page of matches; the Search page has them all.
  const visible = useMemo(() => shown.filter(isCardDisplayable).length, [shown]);
  const seeAll =
    l.searching && !l.searchPending && l.searchTotal > visible
      ? `/search?${new URLSearchParams({ q: query, type: kind })}`
      : null;
  const canToggle = kind === 'tv' && shown.length > TOGGLE_ABOVE;
  const effectiveView = canToggle ? view : 'grid';
  const label = l.searching ? t('browse.listing.searchResultsLabel', { query }) : heading;

  return (
    <ImageBaseProvider>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <header className="mb-5">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-muted">
            {t(text.intro)} <span className="hidden sm:inline">{t('browse.listing.shortcuts')}</span>
          </p>
        </header>

        <ListingToolbar
          kind={kind}
          state={state}
          dispatch={dispatch}
          genres={l.genres}
          genresLoading={l.genresLoading}
          searchRef={searchRef}
          genreRef={genreRef}
        />

        <div className="mt-4 space-y-3">
          <FilterChips
            chips={l.chips}
            onRemove={(key) => dispatch(removeChipAction(key, state, kind))}
            onClearAll={() => dispatch({ type: 'clearAll' })}
          />
          {l.errors.map((e) => (
            <ErrorBanner
              key={e.key}
              message={e.message}
              onRetry={e.retry}
              onDismiss={() => l.dismissError(e.key)}
            />
          ))}
        </div>

        <div
          className="mt-5 mb-4 flex min-h-9 items-center justify-between gap-3 text-sm text-muted"
          aria-live="polite"
        >
          {/* The search summary quotes the visitor's words (content). */}
          <p data-content={l.searching && !l.searchPending ? '' : undefined}>
            {l.searching
              ? l.searchPending
                ? t('browse.listing.searching')
                : seeAll
                  ? t('browse.listing.searchSummaryTop', {
                      count: l.searchTotal,
                      query,
                      shown: formatCount(visible),
                    })
                  : t('browse.common.resultsFor', { count: l.searchTotal, query })
              : !l.loading && !l.listFailed
                ? t(text.summary, {
                    count: l.totalResults,
                    page: formatCount(l.currentPage),
                    pages: formatCount(l.totalPages),
                  })
                : ''}
          </p>
          {canToggle && <ViewToggle view={view} onChange={setView} />}
        </div>

        {l.searching ? (
          l.searchPending && shown.length === 0 ? (
            <GridSkeleton label={t('browse.common.searchingLabel')} />
          ) : shown.length === 0 ? (
            <EmptyState title={t(text.emptyFound)} message={t('browse.listing.searchEmptyHint')} />
          ) : (
            <>
              <MediaGrid items={shown} view={effectiveView} label={label} />
              {seeAll && (
                <p className="mt-8 flex justify-center">
                  <Link href={seeAll} className={buttonClass('secondary')}>
                    {t('browse.listing.seeAll', { count: l.searchTotal })}
                  </Link>
                </p>
              )}
            </>
          )
        ) : l.loadProblem ? (
          <LoadProblem
            problem={l.loadProblem}
            what={kind === 'movie' ? 'movies' : 'tvShows'}
            onRetry={l.retryList}
          />
        ) : l.loading ? (
          <GridSkeleton label={t(text.loading)} />
        ) : l.listFailed ? null : shown.length === 0 ? (
          <EmptyState
            title={t(l.emptyKind === 'found' ? text.emptyFound : text.emptyAvailable)}
            message={t(
              l.emptyKind === 'found' ? 'browse.listing.filteredEmptyHint' : 'browse.listing.unavailableHint',
            )}
          />
        ) : (
          <MediaGrid items={shown} view={effectiveView} label={label} />
        )}

        {l.loadingMore && (
          <p className="mt-8 flex items-center justify-center gap-2 text-sm text-muted" role="status">
            <Spinner /> {t(text.loadingMore)}
          </p>
        )}
        {l.showTrigger && (
          <div
            ref={trigger}
            className="mt-8 flex justify-center py-4 text-sm text-muted"
            data-testid="load-more"
          >
            {t(text.more)}
          </div>
        )}
      </div>
    </ImageBaseProvider>
  );
}
