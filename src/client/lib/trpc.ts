import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import { createTRPCReact, getQueryKey } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/root';
import { TRPC_MAX_BATCH } from '../../shared/trpc-limits';
import { acceptLanguageHeader, onLocaleChange } from '../i18n';
import { trackedFetch } from './connectivity';
import { KEYS, readString } from './storage';
import { httpStatusOf } from './trpc-errors';

export {
  errorMessage,
  fieldErrorsOf,
  httpStatusOf,
  isAppClientError,
} from './trpc-errors';

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

// Catalogue data comes in the reader's language (TMDB titles and overviews): a new language
// fetches it again.
onLocaleChange(() => void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.catalogue) }));

export function authHeader(): Record<string, string> {
  const token = readString(KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

// The reader's language: server messages and catalogue data come back in it.
const headers = () => ({ ...authHeader(), 'Accept-Language': acceptLanguageHeader() });

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      headers,
      maxURLLength: 4000,
      maxItems: TRPC_MAX_BATCH,
      fetch: trackedFetch,
    }),
  ],
});

/**
 * For a call that must outlive the page (the save on page hide): one request per call, sent
 * with keepalive so the browser finishes it after the page is gone. Unbatched, because a
 * keepalive body is capped (64 kB) and must not wait for other calls.
 */
export const keepaliveClient = createTRPCClient<AppRouter>({
  links: [
    httpLink({
      url: '/trpc',
      headers,
      fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
    }),
  ],
});
