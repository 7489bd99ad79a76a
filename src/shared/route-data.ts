import type { InfiniteData } from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../server/trpc/root';
import { FIRST_PAGE, type MediaCard, type MediaType, type Paged } from './catalogue';
import { isCardDisplayable } from './catalogue-quality';
import { listingRequest, parseListingParams } from './listing-url';
import { type PrefetchedScreen, parseId } from './routes';
import { parseSearchParams, personSearchInput, searchInput } from './search-url';

/**
 * What each screen reads first, as the tRPC calls it makes: the server makes the same calls
 * for a page being opened and sends their answers inside the page (http/boot-data.ts), and
 * the client starts them early when the page came without (lib/route-prefetch.ts). A call's
 * input must be the very one the screen passes to its hook, so both land in one cache entry;
 * a new screen gets its first data with the page by adding its calls here.
 */
type Inputs = inferRouterInputs<AppRouter>;

/** One procedure call: its path, its input; `infinite` for a paged list's first page (tRPC's cursor). */
export type DataCall = {
  [NS in keyof Inputs & string]: {
    [P in keyof Inputs[NS] & string]: { path: `${NS}.${P}`; input: Inputs[NS][P]; infinite?: true };
  }[keyof Inputs[NS] & string];
}[keyof Inputs & string];

/** The first page's cursor of an `infinite` call, as the screens' paging starts (lib/catalogue-pages.ts). */
export const INFINITE_START = FIRST_PAGE;

/**
 * A call's procedure in a proxy that mirrors the router (tRPC's server-side helpers, its
 * client utils), as the functions the caller expects to find there; undefined when absent.
 */
export function procedureAt<T>(proxy: object, path: DataCall['path']): T | undefined {
  const [ns, name] = path.split('.') as [string, string];
  return (proxy as Record<string, Record<string, T> | undefined>)[ns]?.[name];
}

/** The page being opened: its screen's params (from the address's path) and query string. */
export interface DataPage {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface RouteData {
  calls: DataCall[];
  /**
   * The image the page paints largest, read from the calls' answers (in order): its path,
   * preloaded with the page. Absent or null when text is the largest paint.
   */
  largestImage?: (answers: readonly unknown[]) => string | null | undefined;
}

/** Every catalogue screen shows images: their base address comes with its data. */
const config: DataCall = { path: 'catalogue.config', input: undefined };
const none: RouteData = { calls: [] };

/**
 * A Movies or TV Shows listing: its first page (the address keeps the sort to the kind's own,
 * which the procedure's input type cannot tell from a string) and the kind's genres.
 */
const listing =
  (kind: MediaType) =>
  ({ search }: DataPage): RouteData => {
    const input = listingRequest(parseListingParams(kind, search)) as Inputs['catalogue']['movies'];
    const list: DataCall =
      kind === 'movie'
        ? { path: 'catalogue.movies', input, infinite: true }
        : { path: 'catalogue.tv', input: input as Inputs['catalogue']['tv'], infinite: true };
    return { calls: [list, { path: 'catalogue.genres', input: { type: kind } }, config] };
  };

/** A page by the id in its path (a film, a show, a person, a collection): nothing for a bad id. */
const detail =
  (path: 'catalogue.movie' | 'catalogue.tvShow' | 'catalogue.person' | 'catalogue.collection') =>
  ({ params }: DataPage): RouteData => {
    const id = parseId(params.id);
    return id === null ? none : { calls: [{ path, input: { id } }, config] };
  };

export const ROUTE_DATA: Record<PrefetchedScreen, (page: DataPage) => RouteData> = {
  home: () => ({ calls: [{ path: 'catalogue.home', input: undefined }, config] }),
  movies: listing('movie'),
  tv: listing('tv'),
  movieDetail: detail('catalogue.movie'),
  tvDetail: detail('catalogue.tvShow'),
  person: detail('catalogue.person'),
  collection: detail('catalogue.collection'),
  search: ({ search }) => {
    const state = parseSearchParams(search);
    const input = searchInput(state);
    if (input.query === '') return none;
    if (state.type === 'person')
      return {
        calls: [{ path: 'catalogue.searchPeople', input: personSearchInput(state), infinite: true }, config],
      };
    return {
      calls: [{ path: 'catalogue.search', input, infinite: true }, config],
      // The grid's first poster (the filters are applied by the server).
      largestImage: ([results]) => {
        const first = (results as InfiniteData<Paged<MediaCard>> | undefined)?.pages[0]?.results ?? [];
        return first.find(isCardDisplayable)?.posterPath;
      },
    };
  },
};
