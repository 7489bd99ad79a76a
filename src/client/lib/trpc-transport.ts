import { createTRPCUntypedClient, httpBatchLink, httpLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';
import { TRPC_MAX_BATCH } from '../../shared/trpc-limits';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The tRPC client's links, out of the first page's code (lib/trpc.ts loads this module on the
 * first call, and once the page is idle): a visitor's Home makes no call at start, its data
 * came inside the page.
 *
 * - `batch`: the calls of one tick leave as one request.
 * - `keepalive`: for a call that must outlive the page (the save on page hide): one request per
 *   call, sent with keepalive so the browser finishes it after the page is gone. Unbatched,
 *   because a keepalive body is capped (64 kB) and must not wait for other calls.
 */
export function createTransports(headers: () => Record<string, string>, fetch: Fetch) {
  return {
    batch: createTRPCUntypedClient<AppRouter>({
      links: [httpBatchLink({ url: '/trpc', headers, maxURLLength: 4000, maxItems: TRPC_MAX_BATCH, fetch })],
    }),
    keepalive: createTRPCUntypedClient<AppRouter>({
      links: [
        httpLink({
          url: '/trpc',
          headers,
          fetch: (input, init) => globalThis.fetch(input, { ...init, keepalive: true }),
        }),
      ],
    }),
  };
}
