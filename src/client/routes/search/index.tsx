import { useRef, useState } from 'react';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { LoadProblem } from '../../components/media/LoadProblem';
import { MediaGrid } from '../../components/media/MediaGrid';
import { GridSkeleton } from '../../components/media/Skeletons';
import { type ViewMode, ViewToggle } from '../../components/media/ViewToggle';
import { Spinner } from '../../components/ui/Button';
import { formatCount } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { ImageBaseProvider } from '../../lib/image-base';
import { useScrollMemory } from '../../lib/scroll-memory';
import { useInfiniteTrigger } from '../../lib/use-infinite-trigger';
import { useShortcuts } from '../../lib/use-shortcuts';
import { CorrectionLine } from './CorrectionLine';
import { PeopleResults } from './PeopleResults';
import { SearchBox } from './SearchBox';
import { SearchFilters } from './SearchFilters';
import { Suggestions } from './Suggestions';
import { activeFilterCount } from './search-state';
import { TypeTabs } from './TypeTabs';
import { useSearchPage } from './useSearchPage';

/** /search: query, type tabs, filters, results; its state lives in the URL. */
export default function Search() {
  const t = useT();
  const s = useSearchPage();
  const { state, dispatch } = s;
  useDocumentTitle(s.query ? t('browse.search.documentTitle', { query: s.query }) : t('browse.search.title'));
  const inputRef = useRef<HTMLInputElement>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<ViewMode>('grid');

  useShortcuts({
    search: () => inputRef.current?.focus(),
    filters: () => setFiltersOpen((o) => !o),
    clear: () => (historyOpen ? setHistoryOpen(false) : dispatch({ type: 'query', q: '' })),
  });
  const restoring = useScrollMemory(!s.loading && !s.typing && s.items.length > 0);
  const trigger = useInfiniteTrigger<HTMLDivElement>(
    // Not while any fetch runs: loadMore ignores those calls, and the end of the fetch
    // re-enables the trigger so one already on screen loads the next page.
    s.hasMore && !s.loading && !s.loadingMore && !s.typing && !s.fetching && !restoring,
    s.loadMore,
  );
  const filterCount = activeFilterCount(state);
  const hasQuery = state.q.trim() !== '';

  return (
    <ImageBaseProvider>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('browse.search.title')}</h1>
        <SearchBox
          value={state.q}
          onChange={(q) => dispatch({ type: 'query', q })}
          inputRef={inputRef}
          open={historyOpen}
          setOpen={setHistoryOpen}
          historyVersion={s.historyVersion}
        />

        <div className="mt-4 flex flex-wrap items-center gap-3">
          <TypeTabs value={state.type} onChange={(value) => dispatch({ type: 'type', value })} />
          <button
            type="button"
            // People have no filters or views: their tab shows them alone.
            hidden={state.type === 'person'}
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((o) => !o)}
            className="flex h-11 items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-medium text-fg-soft hover:border-border-control hover:text-white"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none">
              <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('browse.search.filters')}
            {filterCount > 0 && (
              <span className="rounded-full bg-accent px-1.5 text-xs text-white">
                <span className="sr-only">{t('browse.search.filtersActive')} </span>
                {formatCount(filterCount)}
              </span>
            )}
          </button>
          <div className="ms-auto" hidden={state.type === 'person'}>
            <ViewToggle view={view} onChange={setView} />
          </div>
        </div>

        {filtersOpen && state.type !== 'person' && (
          <div className="mt-4">
            <SearchFilters
              id="search-filters"
              state={state}
              dispatch={dispatch}
              genres={s.genres}
              genresFailed={s.genresFailed}
            />
          </div>
        )}

        {s.error && (
          <div className="mt-4">
            <ErrorBanner
              message={t('browse.common.searchFailed')}
              onRetry={s.retry}
              onDismiss={s.dismissError}
            />
          </div>
        )}

        <div className="mt-6" aria-live="polite">
          {!hasQuery ? (
            <Suggestions onPick={(q) => dispatch({ type: 'query', q })} />
          ) : state.type === 'person' ? (
            <PeopleResults query={s.query} />
          ) : s.loadProblem ? (
            <LoadProblem problem={s.loadProblem} what="results" onRetry={s.retry} />
          ) : s.loading || (s.typing && s.items.length === 0 && !s.query) ? (
            <GridSkeleton label={t('browse.common.searchingLabel')} count={14} />
          ) : s.items.length === 0 && !s.error ? (
            s.hasMore ? null : (
              <EmptyState
                title={t(s.keptToLevel ? 'browse.search.emptyRestrictedTitle' : 'browse.search.emptyTitle')}
                message={
                  s.keptToLevel
                    ? t('browse.search.emptyRestricted', { level: s.keptToLevel })
                    : t(filterCount > 0 ? 'browse.search.emptyFiltered' : 'browse.search.emptyHint')
                }
                links={s.keptToLevel ? [{ href: '/profiles', label: t('browse.search.switchProfile') }] : []}
              />
            )
          ) : (
            <>
              {s.correctedQuery && (
                <CorrectionLine
                  corrected={s.correctedQuery}
                  typed={s.query}
                  onExact={() => dispatch({ type: 'exact', q: s.query })}
                />
              )}
              {/* It quotes the visitor's words (content). */}
              <p className="mb-4 text-sm text-muted" data-content="">
                {t('browse.common.resultsFor', { count: s.totalResults, query: s.correctedQuery ?? s.query })}
              </p>
              <MediaGrid
                items={s.items}
                view={view}
                label={t('browse.search.resultsLabel', { query: s.query })}
              />
            </>
          )}
        </div>

        {hasQuery && s.loadingMore && (
          <p className="mt-8 flex items-center justify-center gap-2 text-sm text-muted" role="status">
            <Spinner /> {t('browse.search.loadingMore')}
          </p>
        )}
        {hasQuery && s.hasMore && !s.loading && !s.loadingMore && (
          <div ref={trigger} className="mt-8 py-4 text-center text-sm text-muted">
            {t('browse.search.more')}
          </div>
        )}
      </div>
    </ImageBaseProvider>
  );
}
