import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/root';
import { TRPC_MAX_BATCH } from '../../shared/trpc-limits';
import { httpStatusOf, trackedFetch } from './connectivity';
import { KEYS, readString } from './storage';

export const trpc = createTRPCReact<AppRouter>();

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => {
        // Client errors (4xx) are answers, not glitches: do not retry them. A request with
        // no answer is retried too, and while the server is unreachable the retry waits
        // (paused, see lib/connectivity.ts) until it can be reached again.
        const status = httpStatusOf(error);
        return (status === undefined || status >= 500) && count < 2;
      },
    },
    mutations: {
      // An action fails at once with its own message rather than waiting, unseen, for the
      // connection to return.
      networkMode: 'always',
    },
  },
});

export function authHeader(): Record<string, string> {
  const token = readString(KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      headers: authHeader,
      maxURLLength: 4000,
      maxItems: TRPC_MAX_BATCH,
      fetch: trackedFetch,
    }),
  ],
});

/** The message of a failed call, for notices. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  if (error instanceof Error && error.message && !error.message.startsWith('Failed to fetch'))
    return error.message;
  return fallback;
}

/** Field errors a procedure answered (zod or uniqueness), first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fe =
    (error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined)?.fieldErrors ?? {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fe)) if (v?.[0]) out[k] = v[0];
  return out;
}
