import { createTRPCQueryUtils } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/root';
import { parseId } from '../components/media/detail/share';
import { routeChunks } from '../routes/chunks';
import { searchQueryOptions } from '../routes/search/search-query';
import { parseSearchParams } from './search-state';
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
  const path = pathname.replace(/\/+$/, '') || '/';
  preloadScreen(path);
  if (path === '/') {
    const boot = takeBootData();
    if (boot) {
      // Delivered with the page (server http/boot-data.ts): nothing to ask for.
      utils.catalogue.home.setData(undefined, boot.home);
      utils.catalogue.config.setData(undefined, boot.config);
      return;
    }
    void utils.catalogue.home.prefetch(undefined, { staleTime: 5 * 60_000 });
  } else if (path === '/search') {
    const state = parseSearchParams(search);
    if (state.q.trim() === '') return;
    void queryClient.prefetchInfiniteQuery(searchQueryOptions(state));
  } else {
    const m = /^\/(movie|tv)\/([^/]+)(?:\/[^/]+\/[^/]+)?$/.exec(path);
    const id = m ? parseId(m[2]) : null;
    if (!m || id === null) return;
    if (m[1] === 'movie') void utils.catalogue.movie.prefetch({ id }, { staleTime: 10 * 60_000 });
    else void utils.catalogue.tvShow.prefetch({ id }, { staleTime: 10 * 60_000 });
  }
  void utils.catalogue.config.prefetch(undefined, { staleTime: FOREVER, gcTime: FOREVER });
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

/** The code chunk of the screen at `path` (Home is in the main bundle). */
function preloadScreen(path: string): void {
  const screen =
    path === '/movies'
      ? routeChunks.movies
      : path === '/tv'
        ? routeChunks.tv
        : path === '/search'
          ? routeChunks.search
          : /^\/movie\/[^/]+$/.test(path)
            ? routeChunks.movieDetail
            : /^\/tv\/[^/]+(\/[^/]+\/[^/]+)?$/.test(path)
              ? routeChunks.tvDetail
              : path.startsWith('/watch/')
                ? routeChunks.watch
                : undefined;
  // A failed load is the lazy screen's to report (lib/recovery.ts), when it renders.
  screen?.().catch(() => {});
}

if (typeof window !== 'undefined') prefetchRouteData(window.location.pathname, window.location.search);
