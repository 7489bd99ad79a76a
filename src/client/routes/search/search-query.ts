import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextPage } from '../../lib/listing-state';
import type { SearchState } from '../../lib/search-state';
import { trpcClient } from '../../lib/trpc';

/**
 * The search results query for a state: one definition shared by the Search page and the
 * start-up prefetch, so both use the same cache entry. Only the query, type and sort go to
 * the server; year, genre and rating are filtered on the client (spec 5).
 */
export function searchQueryOptions(s: Pick<SearchState, 'q' | 'type' | 'sort'>) {
  const query = s.q.trim();
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'search', { query, type: s.type, sort: s.sort }] as const,
    // The signal lets React Query abort a search a newer one replaced (spec 4).
    queryFn: ({ pageParam, signal }) =>
      trpcClient.catalogue.search.query({ query, type: s.type, sort: s.sort, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });
}
