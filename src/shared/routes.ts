import type { Namespace } from './i18n/locales';

interface Screen {
  /** URL patterns (wouter's, through regexparam), in matching order. */
  patterns: readonly string[];
  /** The message namespaces it speaks in, loaded with its code. */
  namespaces: readonly Namespace[];
  /**
   * Its first data is prefetched: the procedure calls it makes first are declared in
   * shared/route-data.ts (ROUTE_DATA, which must then have an entry for it).
   */
  prefetch?: true;
}

/**
 * Every screen of the app, in matching order. The client's route table (routes/table.ts)
 * renders and prefetches from it; the server (http/route-preloads.ts) sends a page's
 * modules (SCREEN_MODULES) and catalogues as preload links with index.html, so the browser
 * fetches them alongside the main script instead of one after another.
 */
export const SCREENS = {
  home: { patterns: ['/'], namespaces: [], prefetch: true },
  movies: { patterns: ['/movies'], namespaces: ['browse'], prefetch: true },
  tv: { patterns: ['/tv'], namespaces: ['browse'], prefetch: true },
  search: {
    patterns: ['/search'],
    namespaces: ['browse', 'people'],
    prefetch: true,
  },
  movieDetail: {
    patterns: ['/movie/:id'],
    namespaces: ['browse', 'people', 'diary', 'ratings', 'lists'],
    prefetch: true,
  },
  tvDetail: {
    patterns: ['/tv/:id', '/tv/:id/:season/:episode'],
    namespaces: ['browse', 'people', 'diary', 'ratings', 'lists'],
    prefetch: true,
  },
  person: { patterns: ['/person/:id'], namespaces: ['people'], prefetch: true },
  collection: { patterns: ['/collection/:id'], namespaces: ['people'], prefetch: true },
  watch: {
    patterns: ['/watch/:type/:id', '/watch/:type/:id/:season/:episode'],
    namespaces: ['watch', 'people', 'ratings', 'lists'],
  },
  myList: { patterns: ['/my-list'], namespaces: ['account', 'diary', 'ratings'] },
  lists: { patterns: ['/lists', '/lists/:id'], namespaces: ['lists'] },
  sharedList: { patterns: ['/list/:slug'], namespaces: ['lists'] },
  upcoming: { patterns: ['/upcoming'], namespaces: ['upcoming', 'account'] },
  settings: {
    patterns: ['/settings'],
    namespaces: ['account', 'messages', 'people', 'upcoming', 'profiles'],
  },
  profiles: { patterns: ['/profiles'], namespaces: ['profiles'] },
  admin: { patterns: ['/admin'], namespaces: ['admin', 'messages', 'profiles'] },
  privacy: { patterns: ['/privacy'], namespaces: ['pages'] },
  dmca: { patterns: ['/dmca'], namespaces: ['pages'] },
  info: { patterns: ['/info'], namespaces: ['pages'] },
  notFound: { patterns: ['/404'], namespaces: ['shell'] },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;
/** The screens whose first data is prefetched (see ROUTE_DATA in shared/route-data.ts). */
export type PrefetchedScreen = {
  [K in ScreenName]: (typeof SCREENS)[K] extends { prefetch: true } ? K : never;
}[ScreenName];
export const isPrefetched = (name: ScreenName): name is PrefetchedScreen =>
  'prefetch' in SCREENS[name] && SCREENS[name].prefetch === true;

/** A title id from an address (`/movie/:id`): digits only, inside the API's id range; else null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * The modules each screen starts with, relative to src/client: its own chunk (the import in
 * routes/table.ts). None for the home, which is
 * in the main bundle. Apart from SCREENS so the client's bundle does not carry it.
 */
export const SCREEN_MODULES: Record<ScreenName, readonly string[]> = {
  home: [],
  movies: ['routes/movies/index.tsx'],
  tv: ['routes/tv/index.tsx'],
  search: ['routes/search/index.tsx'],
  movieDetail: ['routes/movie-detail/index.tsx'],
  tvDetail: ['routes/tv-detail/index.tsx'],
  person: ['routes/person/index.tsx'],
  collection: ['routes/collection/index.tsx'],
  watch: ['routes/watch/index.tsx'],
  myList: ['routes/my-list/index.tsx'],
  lists: ['routes/lists/index.tsx'],
  sharedList: ['routes/shared-list/index.tsx'],
  upcoming: ['routes/upcoming/index.tsx'],
  settings: ['routes/settings/index.tsx'],
  profiles: ['routes/profiles/index.tsx'],
  admin: ['routes/admin/index.tsx'],
  privacy: ['routes/privacy/index.tsx'],
  dmca: ['routes/dmca/index.tsx'],
  info: ['routes/info/index.tsx'],
  notFound: ['routes/not-found/index.tsx'],
};
