import { readFile } from 'node:fs/promises';
import type { MediaCard } from '../../shared/catalogue';
import { isCardDisplayable } from '../../shared/catalogue-quality';
import { yearNumber } from '../../shared/format';
import type { Locale } from '../../shared/i18n/locales';
import { GRID_CARD_SIZES, IMAGE_SETS, responsiveImage } from '../../shared/images';
import { ZMediaIdSchema, ZSearchSchema } from '../../shared/schemas/catalogue';
import { unsafeTextReason } from '../../shared/text';
import type { AppDeps } from '../deps';
import {
  type CatalogueLanguage,
  catalogueConfig,
  home,
  movieDetail,
  search,
  tvDetail,
} from '../features/catalogue/service';
import { matchScreen } from './screens';

/**
 * A catalogue page's first data inside its HTML, so a first visit (or a shared link) paints
 * without another round trip after the code arrives: the home's rows, a title's details, a
 * search's first page of results. It travels as a JSON data block
 * (`<script type="application/json" id="boot-data">`), which browsers never execute, so the
 * page policy keeps forbidding inline scripts. The client (lib/route-prefetch.ts) puts it
 * in the query cache under the same keys the tRPC calls fill, after checking it answers the
 * page and language it starts with. When the catalogue does not answer within
 * BOOT_DATA_WAIT_MS (a cold cache in front of a slow upstream), or fails (an unknown title),
 * the page goes out without it and the client asks as usual. Repeat visits offline get the
 * service worker's copy of index.html, without data.
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

/** A title id as the client reads it from the path (digits only), or null. */
function titleId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = ZMediaIdSchema.safeParse(Number(raw));
  return id.success ? id.data : null;
}

/** The search filters applied on the client (spec 5): with any, the server cannot tell the first card. */
const CLIENT_FILTERS = ['genres', 'year_min', 'year_max', 'rating_min', 'rating_max'];
/** The key under which pageData hands over a poster to preload (not part of the block). */
const FIRST_POSTER = Symbol('first poster');

/** A card the search grid shows with no filter set: displayable, dated 1900 to this year. */
function shownByDefault(card: MediaCard): boolean {
  const year = yearNumber(card.date);
  return isCardDisplayable(card) && year !== null && year >= 1900 && year <= new Date().getFullYear();
}

/** What the page reads first, as the block's entries; null when it reads nothing we can give. */
function pageData(
  deps: AppDeps,
  page: BootPage,
  lang: CatalogueLanguage | undefined,
): Promise<Record<string | symbol, unknown>> | null {
  const svc = deps.services.catalogue;
  const match = matchScreen(page.path);
  if (!match) return null;
  if (match.name === 'home') return home(svc, lang).then((data) => ({ home: data }));
  if (match.name === 'search') {
    // The same request the search screen makes for its first page (client lib/catalogue-pages.ts
    // searchInput): query, type and sort; the other filters apply on the client.
    // The text rule the API applies to every call (shared/text.ts): a query the search
    // screen's own call would have refused gets no data here either.
    if ([...page.search.values()].some((v) => unsafeTextReason(v) !== null)) return null;
    const type = page.search.get('type');
    const sort = page.search.get('sort');
    const input = ZSearchSchema.safeParse({
      query: page.search.get('q') ?? '',
      type: type ?? undefined,
      sort: sort ?? 'popularity',
      page: 1,
    });
    if (!input.success) return null;
    const { query, type: t, sort: s } = input.data;
    const filtered = CLIENT_FILTERS.some((f) => page.search.has(f));
    return search(svc, input.data, lang).then((data) => ({
      search: { input: { query, type: t, sort: s }, page: data },
      // The grid's first poster is the page's largest paint: fetched with the page's code
      // rather than after it. Only when no client-side filter decides which card comes first.
      [FIRST_POSTER]: filtered ? undefined : data.results.find(shownByDefault)?.posterPath,
    }));
  }
  if (match.name !== 'movieDetail' && match.name !== 'tvDetail') return null;
  const id = titleId(match.params.id);
  if (id === null) return null;
  return match.name === 'movieDetail'
    ? movieDetail(svc, id, lang).then((data) => ({ movie: { id, data } }))
    : tvDetail(svc, id, lang).then((data) => ({ tvShow: { id, data } }));
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
 * The page's data block and preloads, or none when it has no data we can give or the
 * catalogue cannot answer in time. `locale` is the interface language the page was answered
 * in: the client uses the block only if it starts in that language too.
 */
export async function bootData(
  deps: AppDeps,
  page: BootPage,
  locale: Locale,
  lang?: CatalogueLanguage,
  waitMs = BOOT_DATA_WAIT_MS,
): Promise<PageBoot> {
  const work = pageData(deps, page, lang);
  if (!work) return NONE;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const entries = await Promise.race([work, late])
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  if (!entries) return NONE;
  const config = catalogueConfig(deps.services.catalogue);
  const json = scriptSafeJson({ locale, ...entries, config });
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;
  const poster = entries[FIRST_POSTER];
  const { sizes, fallback } = IMAGE_SETS.poster;
  const image =
    typeof poster === 'string' ? responsiveImage(config.imageBaseUrl, poster, sizes, fallback) : null;
  const head = image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${attr(image.src)}"${
        image.srcSet ? ` imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(GRID_CARD_SIZES)}"` : ''
      }>`
    : '';
  return { block, head };
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
