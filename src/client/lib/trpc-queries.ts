import { useQueries } from '@tanstack/react-query';
import type { TRPCRequestOptions } from '@trpc/client';
import type { trpc } from './trpc';
import { pathProxy, queryKeyOf, useTrpc } from './trpc-react';

type QueryOpts = Record<string, unknown> & { trpc?: TRPCRequestOptions };

/**
 * `trpc.useQueries((t) => [t.a.b(input), …])`, as @trpc/react-query's: a query per entry, under
 * tRPC's keys. A module of its own (with React Query's useQueries), imported by the part that
 * uses it, so the first page's code does not carry it.
 */
export const useTrpcQueries = ((build: (t: unknown) => QueryOpts[], options?: { combine?: never }) => {
  const { client, queryClient } = useTrpc();
  const t = pathProxy((path, [input, opts]) => ({
    queryKey: queryKeyOf(path, input, 'query'),
    queryFn: () => client.query(path.join('.'), input, (opts as QueryOpts | undefined)?.trpc),
    ...(opts as QueryOpts | undefined),
  }));
  return useQueries({ queries: build(t) as never[], combine: options?.combine }, queryClient);
}) as unknown as typeof trpc.useQueries;
