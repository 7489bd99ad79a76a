import { type QueryClient, skipToken, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { createTRPCClient, TRPCRequestOptions } from '@trpc/client';
import type { CreateTRPCReact } from '@trpc/react-query';
import type { AnyRouter } from '@trpc/server';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';

/**
 * The hooks of `createTRPCReact` (@trpc/react-query 11) that this app uses, with the same
 * types, the same query and mutation keys and the same calls, in a fraction of its code:
 * `trpc.a.b.useQuery / useInfiniteQuery / useMutation`, `trpc.useUtils()`
 * (`invalidate`, `setData`, `getData`, `cancel`, `refetch`, `reset`, `fetch`, `prefetch`,
 * `ensureData`, `fetchInfinite`, `prefetchInfinite`, `setInfiniteData`, `getInfiniteData`,
 * `client`) and `trpc.Provider`; and `typedClient`, the typed client over lib/trpc.ts's calls.
 * `trpc.useQueries` is lib/trpc-queries.ts's `useTrpcQueries`, so its code stays with the one
 * screen part that uses it. The library's own version builds every
 * hook it offers (suspense, prefetch, subscription, server-side rendering) into the first
 * page's code. tRPC's `getQueryKey` and `createTRPCQueryUtils` keep working with these
 * procedures (`_def()`), and the server's boot data (http/boot-data.ts) is keyed the same way.
 * A hook the app does not use throws, so a new use is noticed at once.
 */

/** The calls under a typed client: what tRPC's untyped client offers, as lib/trpc.ts provides it. */
export interface UntypedCalls {
  query(path: string, input?: unknown, opts?: TRPCRequestOptions): Promise<unknown>;
  mutation(path: string, input?: unknown, opts?: TRPCRequestOptions): Promise<unknown>;
}
interface Ctx {
  client: UntypedCalls;
  queryClient: QueryClient;
}
type KeyType = 'query' | 'infinite' | 'any';
type Opts = Record<string, unknown> & { trpc?: TRPCRequestOptions & { abortOnUnmount?: boolean } };

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && !Array.isArray(v) && typeof v === 'object';

/** tRPC's query key (its getQueryKeyInternal): the path's parts, then the input and the kind. */
export function queryKeyOf(path: readonly string[], input: unknown, type: KeyType): unknown[] {
  const parts = path.flatMap((p) => p.split('.'));
  if (!input && type === 'any') return parts.length ? [parts] : [];
  if (type === 'infinite' && isObject(input) && ('direction' in input || 'cursor' in input)) {
    const { cursor: _cursor, direction: _direction, ...rest } = input;
    return [parts, { input: rest, type: 'infinite' }];
  }
  return [
    parts,
    {
      ...(input !== undefined && input !== skipToken && { input }),
      ...(type !== 'any' && { type }),
    },
  ];
}

const inputOf = (key: unknown[]) => (key[1] as { input?: unknown } | undefined)?.input;

/** The input of one page of an infinite query: the cursor and direction added to its input. */
function pageInput(key: unknown[], pageParam: unknown, direction: unknown) {
  return { ...(inputOf(key) ?? {}), ...(pageParam ? { cursor: pageParam } : {}), direction };
}

/** The call's options: the hook's `trpc` options, and the query's signal if it aborts on unmount. */
const callOpts = (opts: Opts | undefined, signal: AbortSignal | undefined): TRPCRequestOptions => ({
  ...opts?.trpc,
  signal: opts?.trpc?.abortOnUnmount ? signal : undefined,
});

/** A proxy that collects property names into a path and hands it over when called. */
export function pathProxy(onCall: (path: string[], args: unknown[]) => unknown): unknown {
  const memo = new Map<string, unknown>();
  const at = (path: string[]): unknown => {
    const id = path.join('.');
    let proxy = memo.get(id);
    if (!proxy) {
      proxy = new Proxy(() => {}, {
        get: (_target, key) => (typeof key === 'string' && key !== 'then' ? at([...path, key]) : undefined),
        apply: (_target, _this, args: unknown[]) => onCall(path, args),
      });
      memo.set(id, proxy);
    }
    return proxy;
  };
  return at([]);
}

/** Where tRPC's own helpers (createTRPCQueryUtils, getUntypedClient) find a client's calls. */
const UNTYPED = Symbol.for('trpc_untypedClient');

/**
 * A typed client (`client.a.b.query(input, opts)`, `.mutate(input, opts)`) over `calls`, as
 * tRPC's createTRPCClient builds one over its untyped client.
 */
export function typedClient<TRouter extends AnyRouter>(
  calls: UntypedCalls,
): ReturnType<typeof createTRPCClient<TRouter>> {
  const procedures = pathProxy((full, [input, opts]) => {
    const path = full.slice(0, -1).join('.');
    const call = full[full.length - 1];
    if (call === 'query') return calls.query(path, input, opts as TRPCRequestOptions);
    if (call === 'mutate') return calls.mutation(path, input, opts as TRPCRequestOptions);
    throw new Error(`${full.join('.')} is not supported (lib/trpc-react.ts)`);
  }) as Record<string, unknown>;
  return new Proxy(
    {},
    { get: (_target, key) => (key === UNTYPED ? calls : procedures[key as string]) },
  ) as ReturnType<typeof createTRPCClient<TRouter>>;
}

const untypedOf = (client: unknown): UntypedCalls => (client as Record<symbol, UntypedCalls>)[UNTYPED]!;

const TrpcContext = createContext<Ctx | null>(null);

export function useTrpc(): Ctx {
  const ctx = useContext(TrpcContext);
  if (!ctx) throw new Error('tRPC hooks need trpc.Provider above them');
  return ctx;
}

function useTrpcQuery(path: string[], input: unknown, opts: Opts = {}) {
  const { client, queryClient } = useTrpc();
  const queryKey = queryKeyOf(path, input, 'query');
  const merged: Opts = { ...queryClient.getQueryDefaults(queryKey), ...opts };
  return useQuery(
    {
      ...merged,
      queryKey,
      queryFn:
        input === skipToken
          ? skipToken
          : ({ signal }) => client.query(path.join('.'), inputOf(queryKey), callOpts(merged, signal)),
    },
    queryClient,
  );
}

function useTrpcInfiniteQuery(path: string[], input: unknown, opts: Opts & { initialCursor?: unknown }) {
  const { client, queryClient } = useTrpc();
  const queryKey = queryKeyOf(path, input, 'infinite');
  const merged: Opts = { ...queryClient.getQueryDefaults(queryKey), ...opts };
  return useInfiniteQuery(
    {
      ...(merged as { getNextPageParam: () => unknown }),
      initialPageParam: opts.initialCursor ?? null,
      queryKey,
      queryFn:
        input === skipToken
          ? skipToken
          : ({ signal, pageParam, direction }) =>
              client.query(
                path.join('.'),
                pageInput(queryKey, pageParam ?? opts.initialCursor, direction),
                callOpts(merged, signal),
              ),
    },
    queryClient,
  );
}

type OnSuccess = (...args: unknown[]) => unknown;

function useTrpcMutation(path: string[], opts: Opts & { onSuccess?: OnSuccess } = {}) {
  const { client, queryClient } = useTrpc();
  const mutationKey = queryKeyOf(path, undefined, 'any');
  const defaults = queryClient.defaultMutationOptions(queryClient.getMutationDefaults(mutationKey));
  return useMutation(
    {
      ...opts,
      mutationKey,
      mutationFn: (input: unknown) => client.mutation(path.join('.'), input, opts.trpc),
      // As tRPC does: the defaults' onSuccess runs when the hook's own returns nothing.
      onSuccess: (...args: unknown[]) =>
        opts.onSuccess?.(...args) ?? (defaults.onSuccess as OnSuccess | undefined)?.(...args),
    },
    queryClient,
  );
}

/** `trpc.useUtils()`: the query cache's operations under tRPC's keys. */
function utilsOf({ client, queryClient }: Ctx): unknown {
  const clientProxy = typedClient(client);
  const fetchOpts = (key: unknown[], path: string[], opts?: Opts) => ({
    ...opts,
    queryKey: key,
    queryFn: () => client.query(path.join('.'), inputOf(key), opts?.trpc),
  });
  const infiniteOpts = (key: unknown[], path: string[], opts?: Opts & { initialCursor?: unknown }) => ({
    ...opts,
    queryKey: key,
    queryFn: ({ pageParam, direction }: { pageParam: unknown; direction: unknown }) =>
      client.query(path.join('.'), pageInput(key, pageParam, direction), opts?.trpc),
    initialPageParam: opts?.initialCursor ?? null,
  });
  const procedures = pathProxy((full, args) => {
    const path = full.slice(0, -1);
    const name = full[full.length - 1]!;
    const [input, a, b] = args as [unknown, Opts | undefined, Opts | undefined];
    const key = (type: KeyType) => queryKeyOf(path, input, type);
    // biome-ignore lint/suspicious/noExplicitAny: the options are typed by tRPC's declarations.
    const qc = queryClient as any;
    switch (name) {
      case 'invalidate':
        return qc.invalidateQueries({ ...a, queryKey: key('any') }, b);
      case 'refetch':
        return qc.refetchQueries({ ...a, queryKey: key('any') }, b);
      case 'reset':
        return qc.resetQueries({ ...a, queryKey: key('any') }, b);
      case 'cancel':
        return qc.cancelQueries({ queryKey: key('any') }, a);
      case 'setData':
        qc.setQueryData(key('query'), a, b);
        return undefined;
      case 'getData':
        return qc.getQueryData(key('query'));
      case 'fetch':
        return qc.fetchQuery(fetchOpts(key('query'), path, a));
      case 'prefetch':
        return qc.prefetchQuery(fetchOpts(key('query'), path, a));
      case 'ensureData':
        return qc.ensureQueryData(fetchOpts(key('query'), path, a));
      case 'setInfiniteData':
        qc.setQueryData(key('infinite'), a, b);
        return undefined;
      case 'getInfiniteData':
        return qc.getQueryData(key('infinite'));
      case 'fetchInfinite':
        return qc.fetchInfiniteQuery(infiniteOpts(key('infinite'), path, a));
      case 'prefetchInfinite':
        return qc.prefetchInfiniteQuery(infiniteOpts(key('infinite'), path, a));
      default:
        throw new Error(`utils.${full.join('.')} is not supported (lib/trpc-react.ts)`);
    }
  }) as Record<string, unknown>;
  return new Proxy(
    {},
    { get: (_target, key) => (key === 'client' ? clientProxy : procedures[key as string]) },
  );
}

function Provider({
  client,
  queryClient,
  children,
}: {
  client: unknown;
  queryClient: QueryClient;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ client: untypedOf(client), queryClient }), [client, queryClient]);
  return createElement(TrpcContext.Provider, { value }, children);
}

function useUtils() {
  const ctx = useTrpc();
  return useMemo(() => utilsOf(ctx), [ctx]);
}

const ROOT: Record<string, unknown> = {
  Provider,
  useUtils,
  useContext: useUtils,
};

/** A procedure's hooks, by name (each is called with the procedure's path, then the hook's own arguments). */
const PROCEDURE_HOOKS: Record<string, (path: string[], args: unknown[]) => unknown> = {
  _def: (path) => ({ path }),
  useQuery: (path, [input, opts]) => useTrpcQuery(path, input, opts as Opts),
  useInfiniteQuery: (path, [input, opts]) => useTrpcInfiniteQuery(path, input, (opts ?? {}) as Opts),
  useMutation: (path, [opts]) => useTrpcMutation(path, opts as Opts),
};

/** `createTRPCReact<AppRouter>()`, for the hooks listed above. */
export function createTRPCReact<TRouter extends AnyRouter>(): CreateTRPCReact<TRouter, unknown> {
  const procedures = pathProxy((full, args) => {
    const hook = PROCEDURE_HOOKS[full[full.length - 1]!];
    if (!hook) throw new Error(`trpc.${full.join('.')} is not supported (lib/trpc-react.ts)`);
    return hook(full.slice(0, -1), args);
  }) as Record<string, unknown>;
  return new Proxy(ROOT, {
    get: (target, key) =>
      typeof key === 'string' && key in target ? target[key] : procedures[key as string],
  }) as unknown as CreateTRPCReact<TRouter, unknown>;
}
