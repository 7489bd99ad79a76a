import { useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { MediaType } from '../../../../shared/catalogue';
import { isCardDisplayable } from '../../../../shared/catalogue-quality';
import { formatCount, plural } from '../../../../shared/format';
import { ImageBaseProvider } from '../../../lib/image-base';
import { removeChipAction } from '../../../lib/listing-state';
import { useScrollMemory } from '../../../lib/scroll-memory';
import { useInfiniteTrigger } from '../../../lib/use-infinite-trigger';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { buttonClass, Spinner } from '../../ui/Button';
import { EmptyState } from '../EmptyState';
import { ErrorBanner } from '../ErrorBanner';
import { FilterChips } from '../FilterChips';
import { LoadProblem } from '../LoadProblem';
import { MediaGrid } from '../MediaGrid';
import { GridSkeleton } from '../Skeletons';
import { type ViewMode, ViewToggle } from '../ViewToggle';
import { ListingToolbar } from './ListingToolbar';
import { useListing } from './useListing';

/** Spec 2: the TV listing offers a grid/list toggle once it holds more than 12 items. */
const TOGGLE_ABOVE = 12;

/** The Movies (/movies) and TV Shows (/tv) listings: one screen, two catalogues. */
export function ListingScreen({ kind }: { kind: MediaType }) {
  const l = useListing(kind);
  const { state, dispatch, text } = l;
  useDocumentTitle(text.title);
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
    l.searching ? !l.searchPending && shown.length > 0 : !l.loading && shown.length > 0,
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
  const label = l.searching ? `Search results for ${query}` : text.title;

  return (
    <ImageBaseProvider>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <header className="mb-5">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{text.title}</h1>
          <p className="mt-1 text-sm text-zinc-400">
            Browse {text.nouns} by genre, rating and release date.{' '}
            <span className="hidden sm:inline">Shortcuts: / search, F genre, Esc clear.</span>
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
          className="mt-5 mb-4 flex min-h-9 items-center justify-between gap-3 text-sm text-zinc-400"
          aria-live="polite"
        >
          <p>
            {l.searching
              ? l.searchPending
                ? 'Searching…'
                : seeAll
                  ? `${plural(l.searchTotal, 'result')} for “${query}” · showing the top ${formatCount(visible)}`
                  : `${plural(l.searchTotal, 'result')} for “${query}”`
              : !l.loading && !l.listFailed
                ? `${plural(l.totalResults, text.noun)} · Page ${formatCount(l.currentPage)} of ${formatCount(l.totalPages)}`
                : ''}
          </p>
          {canToggle && <ViewToggle view={view} onChange={setView} />}
        </div>

        {l.searching ? (
          l.searchPending && shown.length === 0 ? (
            <GridSkeleton label="Searching" />
          ) : shown.length === 0 ? (
            <EmptyState title={text.emptyFound} message="Try other words, or clear the search to browse." />
          ) : (
            <>
              <MediaGrid items={shown} view={effectiveView} label={label} />
              {seeAll && (
                <p className="mt-8 flex justify-center">
                  <Link href={seeAll} className={buttonClass('secondary')}>
                    See all {formatCount(l.searchTotal)} results
                  </Link>
                </p>
              )}
            </>
          )
        ) : l.loadProblem ? (
          <LoadProblem problem={l.loadProblem} what={`The ${text.nouns}`} onRetry={l.retryList} />
        ) : l.loading ? (
          <GridSkeleton label={`Loading ${text.nouns}`} />
        ) : l.listFailed ? null : shown.length === 0 ? (
          <EmptyState
            title={l.emptyKind === 'found' ? text.emptyFound : text.emptyAvailable}
            message={
              l.emptyKind === 'found'
                ? 'Try another genre or filter, or clear them all.'
                : 'The catalogue has nothing to show right now. Please try again later.'
            }
          />
        ) : (
          <MediaGrid items={shown} view={effectiveView} label={label} />
        )}

        {l.loadingMore && (
          <p className="mt-8 flex items-center justify-center gap-2 text-sm text-zinc-400" role="status">
            <Spinner /> Loading more {text.nouns}…
          </p>
        )}
        {l.showTrigger && (
          <div
            ref={trigger}
            className="mt-8 flex justify-center py-4 text-sm text-zinc-400"
            data-testid="load-more"
          >
            {text.more}
          </div>
        )}
      </div>
    </ImageBaseProvider>
  );
}
