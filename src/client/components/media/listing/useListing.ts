import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import type { MediaType, QuickFilter } from '../../../../shared/catalogue';
import {
  activeChips,
  emptyKind,
  initialListing,
  isSearching,
  listingReducer,
  mergePages,
  nextPage,
  showLoadMoreTrigger,
} from '../../../lib/listing-state';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search-state';
import { trpc, trpcClient } from '../../../lib/trpc';
import { useDebounced } from '../../../lib/use-debounced';

/** Spec 8's messages for each listing. */
export const LISTING_TEXT = {
  movie: {
    title: 'Movies',
    noun: 'movie',
    nouns: 'movies',
    failed: 'Failed to load movies. Please try again.',
    emptyFound: 'No movies found',
    emptyAvailable: 'No movies available',
    more: 'Scroll down for more movies',
  },
  tv: {
    title: 'TV Shows',
    noun: 'TV show',
    nouns: 'TV shows',
    failed: 'Failed to load TV shows. Please try again.',
    emptyFound: 'No TV shows found',
    emptyAvailable: 'No TV shows available',
    more: 'Scroll down for more TV shows',
  },
} as const;

const fetchPage = (
  kind: MediaType,
  input: { filter: QuickFilter; genre?: number; sort: string; page: number },
  signal: AbortSignal,
) =>
  kind === 'movie'
    ? trpcClient.catalogue.movies.query(input as Parameters<typeof trpcClient.catalogue.movies.query>[0], {
        signal,
      })
    : trpcClient.catalogue.tv.query(input as Parameters<typeof trpcClient.catalogue.tv.query>[0], { signal });

/**
 * Everything the Movies and TV Shows listings show, from spec 4's state rules: the filter
 * reducer, the paged list (a reset is a new query key, so it starts empty at page 1), the
 * debounced in-place search (React Query aborts the superseded request through its signal)
 * and the derived flags.
 */
export function useListing(kind: MediaType) {
  const reducer = useMemo(() => listingReducer(kind), [kind]);
  const [state, dispatch] = useReducer(reducer, kind, initialListing);
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());

  const genres = trpc.catalogue.genres.useQuery({ type: kind }, { staleTime: Number.POSITIVE_INFINITY });

  const listInput = {
    filter: state.activeFilter,
    genre: state.selectedGenre ?? undefined,
    sort: state.sortBy,
  };
  const list = useInfiniteQuery({
    queryKey: ['catalogue', 'listing', kind, listInput, state.version],
    queryFn: ({ pageParam, signal }) => fetchPage(kind, { ...listInput, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 5 * 60_000,
  });

  const query = useDebounced(state.searchQuery.trim(), SEARCH_DEBOUNCE_MS);
  const searching = isSearching(state);
  const search = useQuery({
    queryKey: ['catalogue', 'listing-search', kind, query],
    queryFn: ({ signal }) => trpcClient.catalogue.search.query({ query, type: kind, page: 1 }, { signal }),
    enabled: searching && query !== '',
    staleTime: 5 * 60_000,
    // While the next keystroke's results load, keep showing the last ones.
    placeholderData: keepPreviousData,
  });

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
      message: text.failed,
      retry: () => (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch()),
    });
  if (genres.isError && !dismissed.has(errorKey('genres', genres.errorUpdatedAt)))
    errors.push({
      key: errorKey('genres', genres.errorUpdatedAt),
      message: 'Failed to load genres',
      retry: () => genres.refetch(),
    });
  if (searching && search.isError && !dismissed.has(errorKey('search', search.errorUpdatedAt)))
    errors.push({
      key: errorKey('search', search.errorUpdatedAt),
      message: 'Search failed. Please try again.',
      retry: () => search.refetch(),
    });

  const showTrigger =
    !list.isFetchNextPageError &&
    showLoadMoreTrigger({ searching, hasMore, loading, loadingMore, itemCount: items.length });

  return {
    state,
    dispatch,
    text,
    genres: genres.data ?? [],
    genresLoading: genres.isPending,
    chips: activeChips(state, kind, genres.data ?? []),
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
