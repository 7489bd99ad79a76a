import { type ComponentType, lazy } from 'react';
// wouter's own pattern parser (its default router's), so a path matched here is matched as
// the <Switch> of app.tsx matches it.
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { SCREENS, type ScreenName } from '../../shared/routes';
import { withMessages } from '../i18n';
import Home from './home';

type Screen = { default: ComponentType };

/**
 * A screen in its own code chunk, so / loads only what it shows, loaded together with the
 * message namespaces it speaks in (the active language's only). Patterns and namespaces come
 * from the shared screen list (shared/routes.ts), which the server reads too.
 */
const chunk = (name: ScreenName, importer: () => Promise<Screen>) => {
  const load = withMessages([...SCREENS[name].namespaces], importer);
  return { patterns: SCREENS[name].patterns, load, component: lazy(load) };
};

/**
 * Every screen with its wouter patterns, in matching order: `app.tsx` renders its <Switch>
 * from this table, and `lib/route-prefetch.ts` finds here the screen (and its params) of the
 * page being opened, to start its chunk and data at start-up. Both call the same `load`,
 * which the browser fetches once. Home is in the main bundle.
 */
export const ROUTES = {
  home: { patterns: SCREENS.home.patterns, component: Home },
  movies: chunk('movies', () => import('./movies')),
  tv: chunk('tv', () => import('./tv')),
  search: chunk('search', () => import('./search')),
  movieDetail: chunk('movieDetail', () => import('./movie-detail')),
  tvDetail: chunk('tvDetail', () => import('./tv-detail')),
  person: chunk('person', () => import('./person')),
  collection: chunk('collection', () => import('./collection')),
  watch: chunk('watch', () => import('./watch')),
  myList: chunk('myList', () => import('./my-list')),
  lists: chunk('lists', () => import('./lists')),
  sharedList: chunk('sharedList', () => import('./shared-list')),
  upcoming: chunk('upcoming', () => import('./upcoming')),
  settings: chunk('settings', () => import('./settings')),
  profiles: chunk('profiles', () => import('./profiles')),
  admin: chunk('admin', () => import('./admin')),
  privacy: chunk('privacy', () => import('./privacy')),
  dmca: chunk('dmca', () => import('./dmca')),
  info: chunk('info', () => import('./info')),
  notFound: chunk('notFound', () => import('./not-found')),
} satisfies Record<
  ScreenName,
  { patterns: readonly string[]; component: ComponentType; load?: () => Promise<Screen> }
>;

export type RouteName = keyof typeof ROUTES;

export interface RouteMatch {
  name: RouteName;
  params: Partial<Record<string, string>>;
}

/** The route `path` opens, with its params, as wouter matches it (null: the not-found page). */
export function matchPath(path: string): RouteMatch | null {
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, { patterns: readonly string[] }][])
    for (const pattern of route.patterns) {
      const [matched, params] = matchRoute(parse, pattern, path);
      if (matched) return { name, params };
    }
  return null;
}
