import { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../../server/trpc/root';
import { acceptLanguageHeader, onLocaleChange } from '../i18n';
import { trackedFetch } from './connectivity';
import { KEYS, readString } from './storage';
import { httpStatusOf } from './trpc-errors';
import { createTRPCReact, queryKeyOf, typedClient, type UntypedCalls } from './trpc-react';

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
onLocaleChange(
  () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(['catalogue'], undefined, 'any') }),
);

export function authHeader(): Record<string, string> {
  const token = readString(KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

// The reader's language: server messages and catalogue data come back in it.
const headers = () => ({ ...authHeader(), 'Accept-Language': acceptLanguageHeader() });

let transports: ReturnType<typeof loadTransports> | null = null;
function loadTransports() {
  return import('./trpc-transport').then((m) => m.createTransports(headers, trackedFetch));
}
/** The links (lib/trpc-transport.ts), loaded once; a failed load is tried again on the next call. */
function transport() {
  transports ??= loadTransports().catch((error: unknown) => {
    transports = null;
    throw error;
  });
  return transports;
}

const calls = (kind: 'batch' | 'keepalive'): UntypedCalls => ({
  query: (path, input, opts) => transport().then((t) => t[kind].query(path, input, opts)),
  mutation: (path, input, opts) => transport().then((t) => t[kind].mutation(path, input, opts)),
});

/** `trpcClient.a.b.query(input)` / `.mutate(input)`: calls batched per tick. */
export const trpcClient = typedClient<AppRouter>(calls('batch'));

/** The same calls, each its own request sent with keepalive: for a call that must outlive the page. */
export const keepaliveClient = typedClient<AppRouter>(calls('keepalive'));

// A signed-in start calls at once (the session check): the links come in parallel with the
// app's first render. Otherwise once the page is idle, so the first click does not wait for them.
if (typeof window !== 'undefined') {
  if (readString(KEYS.token)) void transport().catch(() => {});
  else
    (window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 3000)))(
      () => void transport().catch(() => {}),
    );
}
