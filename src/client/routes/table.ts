import { type ComponentType, lazy } from 'react';
// wouter's own pattern parser (its default router's), so a path matched here is matched as
// the <Switch> of app.tsx matches it.
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { Namespace } from '../../shared/i18n/locales';
import { withMessages } from '../i18n';
import Home from './home';

type Screen = { default: ComponentType };

/**
 * A screen in its own code chunk, so / loads only what it shows, loaded together with the
 * message namespaces it speaks in (the active language's only).
 */
const chunk = (namespaces: Namespace[], importer: () => Promise<Screen>) => {
  const load = withMessages(namespaces, importer);
  return { load, component: lazy(load) };
};

/**
 * Every screen with its wouter patterns, in matching order: `app.tsx` renders its <Switch>
 * from this table, and `lib/route-prefetch.ts` finds here the screen (and its params) of the
 * page being opened, to start its chunk and data at start-up. Both call the same `load`,
 * which the browser fetches once. Home is in the main bundle.
 */
export const ROUTES = {
  home: { patterns: ['/'], component: Home },
  movies: { patterns: ['/movies'], ...chunk(['browse'], () => import('./movies')) },
  tv: { patterns: ['/tv'], ...chunk(['browse'], () => import('./tv')) },
  search: { patterns: ['/search'], ...chunk(['browse'], () => import('./search')) },
  movieDetail: { patterns: ['/movie/:id'], ...chunk(['browse'], () => import('./movie-detail')) },
  tvDetail: {
    patterns: ['/tv/:id', '/tv/:id/:season/:episode'],
    ...chunk(['browse'], () => import('./tv-detail')),
  },
  watch: {
    patterns: ['/watch/:type/:id', '/watch/:type/:id/:season/:episode'],
    ...chunk(['watch'], () => import('./watch')),
  },
  myList: { patterns: ['/my-list'], ...chunk(['account'], () => import('./my-list')) },
  settings: { patterns: ['/settings'], ...chunk(['account', 'messages'], () => import('./settings')) },
  admin: { patterns: ['/admin'], ...chunk(['admin', 'messages'], () => import('./admin')) },
  privacy: { patterns: ['/privacy'], ...chunk(['pages'], () => import('./privacy')) },
  dmca: { patterns: ['/dmca'], ...chunk(['pages'], () => import('./dmca')) },
  info: { patterns: ['/info'], ...chunk(['pages'], () => import('./info')) },
  notFound: { patterns: ['/404'], ...chunk(['shell'], () => import('./not-found')) },
} satisfies Record<
  string,
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
