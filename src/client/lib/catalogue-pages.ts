import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { FIRST_PAGE, type MediaType } from '../../shared/catalogue';
import type { listingRequest } from '../../shared/listing-url';
import type { TMovieListing } from '../../shared/schemas/catalogue';
import { nextPage } from './paging';
import { trpc } from './trpc';

/**
 * The paging of the catalogue lists (Movies, TV Shows, Search), read with
 * `trpc.catalogue.x.useInfiniteQuery` and started early with `prefetch`/`infiniteQueryOptions`:
 * the page goes as the cursor, from 1, and the next is asked for while there is one. The
 * screens, the start-up prefetch and the scroll memory share one cache entry per list, under
 * tRPC's infinite key, so `utils.catalogue.*.invalidate()` reaches them. With the signal,
 * React Query aborts a request a newer one replaced.
 */
export const PAGED = {
  initialCursor: FIRST_PAGE,
  getNextPageParam: nextPage,
  staleTime: 5 * 60_000,
  trpc: { abortOnUnmount: true },
};

/** A listing's request; its sort is one of the kind's own (the listing address keeps it so). */
export type ListingFilters = ReturnType<typeof listingRequest>;

/**
 * The procedure a Movies or TV Shows listing reads its pages from. Both take the same input
 * but for the sort's values (the listing state keeps the sort to its kind's own, see
 * components/media/listing/listing-state.ts) and answer the same pages, so one typing serves
 * both and a listing calls one hook whatever its kind.
 */
type ListingPages = typeof trpc.catalogue.movies;
export const listingPages = (kind: MediaType): ListingPages =>
  kind === 'movie' ? trpc.catalogue.movies : (trpc.catalogue.tv as unknown as ListingPages);
export const listingInput = (filters: ListingFilters) => filters as Omit<TMovieListing, 'page'>;

/** Drops a listing's loaded pages, so the next read starts again at page 1. */
export function forgetListing(queryClient: QueryClient, kind: MediaType, filters: ListingFilters): void {
  queryClient.removeQueries({
    queryKey: getQueryKey(listingPages(kind), listingInput(filters), 'infinite'),
    exact: true,
  });
}
