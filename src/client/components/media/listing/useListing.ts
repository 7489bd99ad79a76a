import { useT } from '@client/i18n/react';
import { forgetListing, listingInput, listingPages, PAGED } from '@client/lib/catalogue-pages';
import { mergePages } from '@client/lib/paging';
import { entryId, keepEntryState, store } from '@client/lib/scroll-entry';
import { trpc } from '@client/lib/trpc';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '@client/lib/use-debounced';
import type { MediaType } from '@shared/catalogue';
import { listingRequest, parseListingParams, toListingParams } from '@shared/listing-url';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLoadProblem } from '../LoadProblem';
import { chipLabeller, LISTING_TEXT } from './labels';
import {
  activeChips,
  emptyKind,
  isSearching,
  type ListingAction,
  type ListingState,
  listingReducer,
  showLoadMoreTrigger,
} from './listing-state';

/**
 * The listing's state and its address kept together: the state starts from the URL (a shared
 * link or Back opens the same list), every change replaces the URL (Back leaves the listing
 * instead of stepping through filters), and an address changed from outside (a link) is
 * adopted. The search text reaches the URL once typing pauses.
 */
function useListingState(kind: MediaType) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const reducer = useMemo(() => listingReducer(kind), [kind]);
  const [state, setState] = useState<ListingState>(() => ({
    ...parseListingParams(kind, search),
    version: 0,
  }));
  // The state as last set (every change goes through dispatch), so that two actions of one
  // event each start from the one before.
  const latest = useRef(state);
  const queryClient = useQueryClient();

  // A reset drops the loaded pages and starts at page 1; only coming back to a list
  // (Back, a reload, a shared link) reuses the pages already in the cache. The reducer runs
  // once per action, here, so the pages go before the list reads them.
  const dispatch = useCallback(
    (action: ListingAction) => {
      const prev = latest.current;
      const next = reducer(prev, action);
      if (next === prev) return;
      if (next.version !== prev.version) forgetListing(queryClient, kind, listingRequest(next));
      latest.current = next;
      setState(next);
    },
    [reducer, queryClient, kind],
  );
  const query = useDebounced(state.searchQuery.trim(), SEARCH_DEBOUNCE_MS);

  // The query string this page last wrote or adopted, to tell our own writes from a link's.
  const written = useRef(search);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    dispatch({ type: 'restore', state: parseListingParams(kind, search) });
  }, [search, kind, dispatch]);

  const qs = toListingParams(kind, { ...state, searchQuery: state.searchQuery === '' ? '' : query });
  useEffect(() => {
    if (qs === written.current) return;
    written.current = qs;
    navigate(qs ? `${location}?${qs}` : location, keepEntryState());
  }, [qs, location, navigate]);

  return { state, dispatch, query };
}

/**
 * A reload keeps only a list's first page, while the remembered scroll position was deep in
 * it: the pages this history entry had loaded are loaded again (its first list only, not one
 * the reader filtered to since), so the position lands where it was rather than at the footer.
 * True while they come.
 */
function useLoadedDepth(
  list: {
    data?: { pages: unknown[] };
    hasNextPage: boolean;
    isFetching: boolean;
    isError: boolean;
    fetchNextPage: () => unknown;
  },
  first: boolean,
): boolean {
  const loaded = list.data?.pages.length ?? 0;
  const [wanted] = useState(() => {
    const id = entryId();
    return id ? (store().get(`${id}#pages`) ?? 0) : 0;
  });
  useEffect(() => {
    const id = entryId();
    if (id && loaded > 0) store().set(`${id}#pages`, loaded);
  }, [loaded]);
  const filling = first && loaded > 0 && loaded < wanted && list.hasNextPage && !list.isError;
  useEffect(() => {
    if (filling && !list.isFetching) void list.fetchNextPage();
  }, [filling, list]);
  return filling;
}

/**
 * Everything the Movies and TV Shows listings show, from the listings' state rules: the filter
 * state (kept in the URL), the paged list, the debounced in-place search (React Query aborts
 * the superseded request through its signal) and the derived flags.
 */
export function useListing(kind: MediaType) {
  const t = useT();
  const { state, dispatch, query } = useListingState(kind);
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());

  const genres = trpc.catalogue.genres.useQuery({ type: kind }, { staleTime: Number.POSITIVE_INFINITY });

  const list = listingPages(kind).useInfiniteQuery(listingInput(listingRequest(state)), PAGED);

  const searching = isSearching(state);
  const search = trpc.catalogue.search.useQuery(
    { query, type: kind, page: 1 },
    {
      enabled: searching && query !== '',
      staleTime: 5 * 60_000,
      // While the next keystroke's results load, keep showing the last ones.
      placeholderData: keepPreviousData,
      // The signal lets React Query abort the search the next keystroke replaced.
      trpc: { abortOnUnmount: true },
    },
  );

  const filling = useLoadedDepth(list, state.version === 0 && !isSearching(state));

  const items = useMemo(() => mergePages(list.data?.pages ?? []), [list.data]);
  const lastPage = list.data?.pages.at(-1);
  const loading = list.isPending;
  const loadingMore = list.isFetchingNextPage;
  const hasMore = list.hasNextPage;
  const searchPending = searching && (query !== state.searchQuery.trim() || search.isPending);

  // Errors are dismissible per occurrence: a new failure shows again.
  const errorKey = (name: string, at: number) => `${name}:${at}`;
  const errors: { key: string; message: string; retry: () => void }[] = [];
  const text = LISTING_TEXT[kind];
  if (list.isError && !dismissed.has(errorKey('list', list.errorUpdatedAt)))
    errors.push({
      key: errorKey('list', list.errorUpdatedAt),
      message: t(text.failed),
      retry: () => (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch()),
    });
  if (genres.isError && !dismissed.has(errorKey('genres', genres.errorUpdatedAt)))
    errors.push({
      key: errorKey('genres', genres.errorUpdatedAt),
      message: t('browse.common.genresFailed'),
      retry: () => genres.refetch(),
    });
  if (searching && search.isError && !dismissed.has(errorKey('search', search.errorUpdatedAt)))
    errors.push({
      key: errorKey('search', search.errorUpdatedAt),
      message: t('browse.common.searchFailed'),
      retry: () => search.refetch(),
    });

  const showTrigger =
    !list.isFetchNextPageError &&
    showLoadMoreTrigger({ searching, hasMore, loading, loadingMore, itemCount: items.length });

  const problem = useLoadProblem(list, items.length > 0);

  return {
    state,
    dispatch,
    text,
    /** Why the first page is not here yet (offline, unreachable, slow); a failure has its banner. */
    loadProblem: problem === 'failed' ? null : problem,
    retryList: () => void list.refetch(),
    /** The pages this entry had loaded are still coming back (a reload deep in the list). */
    filling,
    genres: genres.data ?? [],
    genresLoading: genres.isPending,
    chips: activeChips(state, kind, genres.data ?? [], chipLabeller(t)),
    emptyKind: emptyKind(state, kind),
    searching,
    searchPending,
    searchResults: search.data?.results ?? [],
    searchTotal: search.data?.totalResults ?? 0,
    items,
    loading,
    loadingMore,
    listFailed: list.isError && items.length === 0,
    totalResults: lastPage?.totalResults ?? 0,
    currentPage: lastPage?.page ?? 0,
    totalPages: lastPage?.totalPages ?? 0,
    showTrigger,
    // Also false while any fetch of the list runs: a trigger already on screen when it ends
    // flips this back and loads the next page (loadMore ignores calls during a fetch).
    canLoadMore: showTrigger && !list.isFetching,
    loadMore: () => {
      if (list.hasNextPage && !list.isFetching) void list.fetchNextPage();
    },
    errors,
    dismissError: (key: string) => setDismissed((s) => new Set(s).add(key)),
  };
}
