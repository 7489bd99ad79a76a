import { createTRPCQueryUtils } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/root';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { parseId } from '../components/media/detail/share';
import { wantedLocale } from '../i18n';
import { matchPath, ROUTES, type RouteMatch } from '../routes/table';
import { queryClient, trpcClient } from './trpc';

const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
const FOREVER = Number.POSITIVE_INFINITY;

/**
 * Starts the data of the page being opened while React and the screen's own code chunk
 * are still loading, instead of after the first render: one round trip less before the
 * largest paint. Every call here fills the same cache entry the screen reads, and the
 * calls of one tick leave as one batched request (the image config rides with them).
 */
export function prefetchRouteData(pathname: string, search: string): void {
  const route = matchPath(pathname);
  if (!route) return;
  // A failed load is the lazy screen's to report (lib/recovery.ts), when it renders.
  const screen = ROUTES[route.name];
  if ('load' in screen) screen.load().catch(() => {});
  if (!prefetchData(route, search)) return;
  void utils.catalogue.config.prefetch(undefined, { staleTime: FOREVER, gcTime: FOREVER });
}

/** Starts the data the matched screen reads first; false when it needs none. */
function prefetchData({ name, params }: RouteMatch, search: string): boolean {
  // Delivered with the page (server http/boot-data.ts), once: a later visit asks the server.
  const boot = takeBootData();
  if (boot?.config) utils.catalogue.config.setData(undefined, boot.config);
  if (name === 'home') {
    if (boot?.home && Array.isArray(boot.home.rows)) {
      utils.catalogue.home.setData(undefined, boot.home);
      return false;
    }
    void utils.catalogue.home.prefetch(undefined, { staleTime: 5 * 60_000 });
    return true;
  }
  if (name === 'search') {
    // Its own small module (the search state code stays out of the home's bundle).
    void import('./search-prefetch')
      .then((m) => m.prefetchSearch(utils, search, boot?.search))
      .catch(() => {});
    return false;
  }
  if (name !== 'movieDetail' && name !== 'tvDetail') return false;
  const id = parseId(params.id ?? '');
  if (id === null) return false;
  if (name === 'movieDetail') {
    if (boot?.movie?.id === id) utils.catalogue.movie.setData({ id }, boot.movie.data);
    else void utils.catalogue.movie.prefetch({ id }, { staleTime: 10 * 60_000 });
  } else if (boot?.tvShow?.id === id) utils.catalogue.tvShow.setData({ id }, boot.tvShow.data);
  else void utils.catalogue.tvShow.prefetch({ id }, { staleTime: 10 * 60_000 });
  return !boot?.config;
}

type Outputs = inferRouterOutputs<AppRouter>['catalogue'];

/** The block's entries (server http/boot-data.ts); each is used only by the screen it answers. */
export interface BootData {
  /** The interface language the server answered in. */
  locale?: string;
  config?: Outputs['config'];
  home?: Outputs['home'];
  movie?: { id: number; data: Outputs['movie'] };
  tvShow?: { id: number; data: Outputs['tvShow'] };
  search?: { input: unknown; page: Outputs['search'] };
}

/**
 * The data the server put in the page, once, if it was answered in the language the app
 * starts in (a saved choice can differ from the browser's, which the server followed).
 */
function takeBootData(): BootData | null {
  const el = document.getElementById('boot-data');
  if (!el) return null;
  el.remove();
  try {
    const data = JSON.parse(el.textContent ?? '') as BootData;
    const starts = wantedLocale();
    const locale = starts === PSEUDO_LOCALE ? SOURCE_LOCALE : starts;
    return data && typeof data === 'object' && data.locale === locale && data.config ? data : null;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined') prefetchRouteData(window.location.pathname, window.location.search);
