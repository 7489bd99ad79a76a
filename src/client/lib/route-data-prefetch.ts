import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { procedureAt, ROUTE_DATA } from '../../shared/route-data';
import type { PrefetchedScreen } from '../../shared/routes';
import { PAGED } from './catalogue-pages';
import { queryClient, trpcClient } from './trpc';

const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });

interface OptionFns {
  queryOptions(input: unknown): FetchQueryOptions;
  infiniteQueryOptions(input: unknown, opts: typeof PAGED): FetchInfiniteQueryOptions;
}

/**
 * Starts the calls a screen makes first (shared/route-data.ts), for a page that came without
 * them. Every call fills the cache entry the screen reads, and the calls of one tick leave as
 * one batched request. React Query's own prefetch with tRPC's options (rather than tRPC's
 * `prefetch`) hands the request the query's signal, so the screen can still abort a first
 * search page a newer search replaces.
 */
export function prefetchCalls(
  name: PrefetchedScreen,
  params: Partial<Record<string, string>>,
  search: string,
): void {
  const { calls } = ROUTE_DATA[name]({ params, search: new URLSearchParams(search) });
  for (const call of calls) {
    const fns = procedureAt<OptionFns>(utils, call.path);
    if (!fns) continue;
    void (call.infinite
      ? queryClient.prefetchInfiniteQuery(fns.infiniteQueryOptions(call.input, PAGED))
      : queryClient.prefetchQuery(fns.queryOptions(call.input)));
  }
}
