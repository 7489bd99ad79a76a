import { readFile } from 'node:fs/promises';
import type { DehydratedState } from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { Locale } from '../../shared/i18n/locales';
import { GRID_CARD_SIZES, IMAGE_SETS, responsiveImage } from '../../shared/images';
import { type DataCall, INFINITE_START, procedureAt, ROUTE_DATA } from '../../shared/route-data';
import { isPrefetched } from '../../shared/routes';
import { unsafeTextReason } from '../../shared/text';
import type { AppDeps } from '../deps';
import { catalogueConfig } from '../features/catalogue/service';
import { createContextFor } from '../trpc/init';
import { appRouter } from '../trpc/root';
import { matchScreen } from './screens';

/**
 * A page's first data inside its HTML, so a first visit (or a shared link) paints without
 * another round trip after the code arrives. The server makes the tRPC calls the page's
 * screen makes first (declared once, for server and client, in shared/route-data.ts) through
 * tRPC's server-side helpers, and hands over their cache entries as TanStack Query's
 * dehydrated state: the client hydrates its query cache with it (lib/route-prefetch.ts), so
 * the screen's own hooks find their answers under their own keys. It travels as a JSON data
 * block (`<script type="application/json" id="boot-data">`), which browsers never execute, so
 * the page policy keeps forbidding inline scripts. When the calls do not all answer within
 * BOOT_DATA_WAIT_MS (a cold catalogue cache in front of a slow upstream), or one fails (an
 * unknown title, an input the procedure refuses), the page goes out without it and the client
 * asks as usual. Repeat visits offline get the service worker's copy of index.html, without data.
 */
export const BOOT_DATA_ID = 'boot-data';
export const BOOT_DATA_WAIT_MS = 300;

/** JSON safe inside a script element: no `<` at all, so no `</script>` or `<!--`. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page being opened: its path and query string (as Express parsed the URL). */
export interface BootPage {
  path: string;
  search: URLSearchParams;
}

/** The block's content: the language it was answered in and the calls' cache entries. */
interface BootBlock {
  locale: Locale;
  state: DehydratedState;
}

type Helpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;
interface CallFns {
  fetch(input: unknown): Promise<unknown>;
  fetchInfinite(input: unknown, opts: { initialCursor: number }): Promise<unknown>;
}

/** Makes one declared call through the helpers, filling their cache under the client's key. */
function fetchCall(helpers: Helpers, call: DataCall): Promise<unknown> {
  const fns = procedureAt<CallFns>(helpers, call.path);
  if (!fns) return Promise.reject(new Error(`No procedure ${call.path}`));
  return call.infinite
    ? fns.fetchInfinite(call.input, { initialCursor: INFINITE_START })
    : fns.fetch(call.input);
}

/** Resolves with null at the deadline; the timer is cleared once `work` settles. */
function withDeadline<T>(work: Promise<T>, waitMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  return Promise.race([work, late])
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}

export interface PageBoot {
  /** The JSON data block, for the end of the body ('' when none). */
  block: string;
  /** Preload links for the head: the page's likely largest image ('' when none). */
  head: string;
}

const NONE: PageBoot = { block: '', head: '' };
const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's data block and preloads, or none when its screen reads nothing first, its
 * address holds text no call would accept, or the calls cannot all answer in time.
 * `locale` is the interface language the page was answered in (the client uses the block
 * only if it starts in that language too); `acceptLanguage` the reader's header, which the
 * calls read as the API's own calls do (the catalogue's language and region).
 */
export async function bootData(
  deps: AppDeps,
  page: BootPage,
  locale: Locale,
  acceptLanguage?: string,
  waitMs = BOOT_DATA_WAIT_MS,
): Promise<PageBoot> {
  const match = matchScreen(page.path);
  if (!match || !isPrefetched(match.name)) return NONE;
  // The text rule the API applies to every call (shared/text.ts), for the whole address: a
  // page whose address the screen's own calls would have refused gets no data here either.
  const values = [...Object.values(match.params), ...page.search.values()];
  if (values.some((v) => unsafeTextReason(v) !== null)) return NONE;
  const { calls, largestImage } = ROUTE_DATA[match.name]({ params: match.params, search: page.search });
  if (calls.length === 0) return NONE;
  // A visitor's page: no session (the client sends its token with its own calls, never with
  // a page request), the reader's language. So the block holds Adult answers (titles of every
  // rating): a browser with a session, whose profile may be Kids, must not hydrate it but ask
  // with its token (client lib/route-prefetch.ts), or its first page would show titles its
  // level keeps out for as long as the data stays fresh.
  const ctx = createContextFor(deps, { headers: { 'accept-language': acceptLanguage } });
  const helpers = createServerSideHelpers({ router: appRouter, ctx });
  const answers = await withDeadline(Promise.all(calls.map((c) => fetchCall(helpers, c))), waitMs);
  if (!answers) return NONE;
  const block: BootBlock = { locale, state: helpers.dehydrate() };
  const json = scriptSafeJson(block);
  const poster = largestImage?.(answers);
  const { imageBaseUrl } = catalogueConfig(deps.services.catalogue);
  const { sizes, fallback } = IMAGE_SETS.poster;
  const image = poster ? responsiveImage(imageBaseUrl, poster, sizes, fallback) : null;
  const head = image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(image.src)}"${
        image.srcSet ? ` imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(GRID_CARD_SIZES)}"` : ''
      }>`
    : '';
  return { block: `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`, head };
}

/** index.html with the block added at the end of its body and the preloads at the end of its head. */
export async function indexWithBlock(indexFile: string, { block, head }: PageBoot): Promise<string> {
  let html = await readFile(indexFile, 'utf8');
  if (head) {
    const at = html.indexOf('</head>');
    if (at !== -1) html = html.slice(0, at) + head + html.slice(at);
  }
  if (!block) return html;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + block : html.slice(0, at) + block + html.slice(at);
}
