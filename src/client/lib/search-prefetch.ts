import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/root';
import { PAGED, searchInput } from './catalogue-pages';
import type { BootData } from './route-prefetch';
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
  boot?: BootData['search'],
): void {
  const state = parseSearchParams(search);
  if (state.q.trim() === '') return;
  const input = searchInput(state);
  if (boot && sameInput(boot.input, input)) {
    // The first page came with the page (server http/boot-data.ts), for this very request.
    utils.catalogue.search.setInfiniteData(input, { pages: [boot.page], pageParams: [PAGED.initialCursor] });
    return;
  }
  // tRPC's `prefetchInfinite` would not hand the request React Query's signal: its options
  // do, so the screen can still abort this first page when a newer search replaces it.
  void queryClient.prefetchInfiniteQuery(utils.catalogue.search.infiniteQueryOptions(input, PAGED));
  void utils.catalogue.config.prefetch(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The server's request is the one this page makes: same query, type and sort. */
function sameInput(given: unknown, wanted: ReturnType<typeof searchInput>): boolean {
  if (!given || typeof given !== 'object') return false;
  const g = given as Record<string, unknown>;
  return g.query === wanted.query && g.type === wanted.type && g.sort === wanted.sort;
}
