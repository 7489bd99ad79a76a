/**
 * The code of every screen but Home, one chunk each, so / loads only what it shows.
 * `app.tsx` renders them lazily; `lib/route-prefetch.ts` starts the chunk of the page being
 * opened at start-up, alongside its data, instead of after the first render. Both call the
 * same import, which the browser fetches once.
 */
export const routeChunks = {
  movies: () => import('./movies'),
  tv: () => import('./tv'),
  search: () => import('./search'),
  movieDetail: () => import('./movie-detail'),
  tvDetail: () => import('./tv-detail'),
  watch: () => import('./watch'),
  myList: () => import('./my-list'),
  settings: () => import('./settings'),
  admin: () => import('./admin'),
  privacy: () => import('./privacy'),
  dmca: () => import('./dmca'),
  info: () => import('./info'),
  notFound: () => import('./not-found'),
};
