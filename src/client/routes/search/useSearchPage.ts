import type { Genre } from '@shared/catalogue';
import { parseSearchParams, type SearchState, searchInput, toSearchParams } from '@shared/search-url';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLoadProblem } from '../../components/media/LoadProblem';
import { PAGED } from '../../lib/catalogue-pages';
import { mergePages } from '../../lib/paging';
import { keepEntryState } from '../../lib/scroll-entry';
import { addSearchHistory } from '../../lib/search-history';
import { trpc } from '../../lib/trpc';
import { SEARCH_DEBOUNCE_MS, useDebouncedState } from '../../lib/use-debounced';
import { type SearchAction, searchReducer } from './search-state';

/** Two states are the same search when they write the same URL and the same raw text. */
const sameSearch = (a: SearchState, b: SearchState) =>
  a.q.trim() === b.q.trim() && toSearchParams(a) === toSearchParams(b);

const reducer = (s: SearchState, a: SearchAction) => searchReducer(s, a);

/**
 * The Search page's state: the visible state (what the controls show), its debounced copy
 * (what is searched and written to the URL, 300 ms after the last change) and the URL,
 * which restores the state on load and on back/forward.
 */
export function useSearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [state, dispatch] = useReducer(reducer, search, (s) => parseSearchParams(s));
  const [debounced, flush] = useDebouncedState(state, SEARCH_DEBOUNCE_MS, sameSearch);
  // The query string this page last wrote, to tell our own navigation from back/forward.
  const written = useRef(search);

  // URL → state: back/forward or a link (e.g. a suggestion) changed the address.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    const restored = parseSearchParams(search);
    dispatch({ type: 'replace', state: restored });
    flush(restored);
  }, [search, flush]);

  // Debounced state → URL. A new search is a new history entry; rewriting the same search
  // in canonical form (defaults dropped) replaces the current one.
  useEffect(() => {
    const qs = toSearchParams(debounced);
    if (qs === written.current) return;
    const replace = sameSearch(parseSearchParams(written.current), debounced);
    written.current = qs;
    navigate(qs ? `/search?${qs}` : '/search', replace ? keepEntryState() : undefined);
  }, [debounced, navigate]);

  const query = debounced.q.trim();
  const results = trpc.catalogue.search.useInfiniteQuery(searchInput(debounced), {
    ...PAGED,
    enabled: query !== '' && debounced.type !== 'person',
  });

  // A successful search goes into the local history, once per query.
  const [historyVersion, setHistoryVersion] = useState(0);
  const recorded = useRef('');
  const first = results.data?.pages[0];
  useEffect(() => {
    if (!first || query === '' || recorded.current === query.toLowerCase()) return;
    recorded.current = query.toLowerCase();
    addSearchHistory(query, first.totalResults);
    setHistoryVersion((v) => v + 1);
  }, [first, query]);

  const movieGenres = trpc.catalogue.genres.useQuery(
    { type: 'movie' },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  const tvGenres = trpc.catalogue.genres.useQuery({ type: 'tv' }, { staleTime: Number.POSITIVE_INFINITY });
  const genres = useMemo(() => {
    const lists =
      state.type === 'movie'
        ? [movieGenres.data]
        : state.type === 'tv'
          ? [tvGenres.data]
          : [movieGenres.data, tvGenres.data];
    const byId = new Map<number, Genre>();
    for (const list of lists) for (const g of list ?? []) if (!byId.has(g.id)) byId.set(g.id, g);
    // Plain comparison: genre names are ASCII, and a first Intl collator is slow to build.
    return [...byId.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }, [state.type, movieGenres.data, tvGenres.data]);

  const all = useMemo(() => mergePages(results.data?.pages ?? []), [results.data]);
  const [dismissedAt, setDismissedAt] = useState(0);

  const loadMore = useCallback(() => {
    if (results.hasNextPage && !results.isFetching) void results.fetchNextPage();
  }, [results]);

  const problem = useLoadProblem(results, all.length > 0);

  return {
    state,
    dispatch,
    query,
    /** Offline, out of reach or slow before the first results: said in place of the skeleton. */
    loadProblem: query !== '' && problem !== 'failed' ? problem : null,
    /** The visible text differs from what was searched: a search is about to start. */
    typing: !sameSearch(state, debounced),
    items: all,
    /** The query a typo was corrected to, when the results answer it instead. */
    correctedQuery: first?.correctedQuery,
    /** The profile's level the results were kept to (below Adult): some titles may be hidden. */
    keptToLevel: first?.keptToLevel,
    totalResults: first?.totalResults ?? 0,
    loading: query !== '' && results.isPending,
    loadingMore: results.isFetchingNextPage,
    /** Any fetch of the results is running (loadMore waits for it to end). */
    fetching: results.isFetching,
    hasMore: results.hasNextPage && !results.isFetchNextPageError,
    loadMore,
    error: results.isError && results.errorUpdatedAt !== dismissedAt,
    retry: () => (results.isFetchNextPageError ? results.fetchNextPage() : results.refetch()),
    dismissError: () => setDismissedAt(results.errorUpdatedAt),
    genres,
    genresFailed: movieGenres.isError || tvGenres.isError,
    historyVersion,
  };
}
