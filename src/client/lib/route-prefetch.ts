import type { DehydratedState } from '@tanstack/react-query';
import { hydrate } from '@tanstack/react-query';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { isPrefetched } from '../../shared/routes';
import { wantedLocale } from '../i18n';
import { matchPath, ROUTES } from '../routes/table';
import { KEYS, readJson, readString } from './storage';
import { queryClient } from './trpc';

/**
 * The data of the page being opened, before the first render. Usually it came inside the page
 * (server http/boot-data.ts: the answers of the calls the screen makes first, as TanStack
 * Query's dehydrated state), and goes into the query cache under the keys the screen's hooks
 * read. Without it (a service worker's copy of the page, a slow catalogue), the same calls
 * (shared/route-data.ts) start while React and the screen's own code chunk are still
 * loading, instead of after the first render: one round trip less before the largest paint.
 */
export function prefetchRouteData(pathname: string, search: string): void {
  const route = matchPath(pathname);
  if (!route) return;
  // A failed load is the lazy screen's to report (lib/recovery.ts), when it renders.
  const screen = ROUTES[route.name];
  if ('load' in screen) screen.load().catch(() => {});
  // Delivered with the page, once: a later visit asks the server.
  const boot = takeBootData();
  // The page's data is a visitor's answer (every title): it stands for a signed-in browser only
  // when its profile is known to be Adult; a younger profile asks the server for its own.
  if (boot && seesEverything()) {
    hydrate(queryClient, boot.state);
    return;
  }
  const { name, params } = route;
  if (!isPrefetched(name)) return;
  // Its own module (the declarations, and the search address's parser they use, stay out
  // of the main bundle: a page that came with its data never needs them).
  void import('./route-data-prefetch').then((m) => m.prefetchCalls(name, params, search)).catch(() => {});
}

/** A visitor, or a signed-in browser whose profile was last known to be Adult. */
function seesEverything(): boolean {
  if (!readString(KEYS.token)) return true;
  return readJson<{ maturity?: string } | null>(KEYS.profile, null)?.maturity === 'adult';
}

/** The block's content (server http/boot-data.ts `BootBlock`). */
interface BootBlock {
  /** The interface language the server answered in. */
  locale?: string;
  state?: DehydratedState;
}

/**
 * The data the server put in the page, once, if it was answered in the language the app
 * starts in (a saved choice can differ from the browser's, which the server followed).
 */
function takeBootData(): { state: DehydratedState } | null {
  const el = document.getElementById('boot-data');
  if (!el) return null;
  el.remove();
  try {
    const data = JSON.parse(el.textContent ?? '') as BootBlock;
    const starts = wantedLocale();
    const locale = starts === PSEUDO_LOCALE ? SOURCE_LOCALE : starts;
    if (!data || typeof data !== 'object' || data.locale !== locale) return null;
    return Array.isArray(data.state?.queries) ? { state: data.state } : null;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined') prefetchRouteData(window.location.pathname, window.location.search);
