import { trpc } from './trpc';

/**
 * The catalogue's image base URL. The config never changes while the server runs, so it is
 * fetched once; it is requested in the same tick as the page's own query, so httpBatchLink
 * sends both in one request. Null until it arrives (cards show their frame meanwhile).
 */
export function useImageBase(): string | null {
  const q = trpc.catalogue.config.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return q.data?.imageBaseUrl ?? null;
}
