import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/root';
import { PAGED, searchInput } from './catalogue-pages';
import { parseSearchParams } from './search-state';
import { queryClient } from './trpc';

/**
 * A search address opened directly: its first page and the image config, started before the
 * screen renders. A module of its own, fetched with the search screen's chunk, so the home's
 * bundle carries none of the search and listing state code.
 */
export function prefetchSearch(
  utils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>,
  search: string,
): void {
  const state = parseSearchParams(search);
  if (state.q.trim() === '') return;
  // tRPC's `prefetchInfinite` would not hand the request React Query's signal: its options
  // do, so the screen can still abort this first page when a newer search replaces it.
  void queryClient.prefetchInfiniteQuery(
    utils.catalogue.search.infiniteQueryOptions(searchInput(state), PAGED),
  );
  void utils.catalogue.config.prefetch(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
