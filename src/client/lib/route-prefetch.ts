import { createTRPCQueryUtils } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/root';
import { parseId } from '../components/media/detail/share';
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
  if (name === 'home') {
    const boot = takeBootData();
    if (boot) {
      // Delivered with the page (server http/boot-data.ts): nothing to ask for.
      utils.catalogue.home.setData(undefined, boot.home);
      utils.catalogue.config.setData(undefined, boot.config);
      return false;
    }
    void utils.catalogue.home.prefetch(undefined, { staleTime: 5 * 60_000 });
    return true;
  }
  if (name === 'search') {
    // Its own small module (the search state code stays out of the home's bundle).
    void import('./search-prefetch').then((m) => m.prefetchSearch(utils, search)).catch(() => {});
    return false;
  }
  if (name !== 'movieDetail' && name !== 'tvDetail') return false;
  const id = parseId(params.id ?? '');
  if (id === null) return false;
  if (name === 'movieDetail') void utils.catalogue.movie.prefetch({ id }, { staleTime: 10 * 60_000 });
  else void utils.catalogue.tvShow.prefetch({ id }, { staleTime: 10 * 60_000 });
  return true;
}

type Outputs = inferRouterOutputs<AppRouter>['catalogue'];

/** The home data the server put in the page, once (a later visit to / asks the server). */
function takeBootData(): { home: Outputs['home']; config: Outputs['config'] } | null {
  const el = document.getElementById('boot-data');
  if (!el) return null;
  el.remove();
  try {
    const data = JSON.parse(el.textContent ?? '') as { home?: Outputs['home']; config?: Outputs['config'] };
    return data.home && Array.isArray(data.home.rows) && data.config
      ? { home: data.home, config: data.config }
      : null;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined') prefetchRouteData(window.location.pathname, window.location.search);
