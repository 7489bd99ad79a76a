import * as z from 'zod/mini';
import {
  LISTING_LISTS,
  LISTING_SORTS,
  type ListingList,
  type ListingSort,
  type MediaType,
  QUICK_FILTERS,
  type QuickFilter,
  quickFilterSort,
} from './catalogue';
import { MAX_QUERY_LENGTH } from './search-url';
import { readParams } from './url-params';

/**
 * A Movies or TV Shows listing's address (`/movies?filter=top_rated&genre=35&sort=title.asc&q=star`):
 * each parameter omitted at its default, the sort omitted when it is the quick filter's own.
 * Parsing never fails: a value the listing does not offer falls back to its default, so a
 * tampered or outdated shared link still opens a list.
 *
 * `list` (`/tv?list=netflix`) opens a home row's own list, whole: its titles in its own order,
 * so an address with a list carries no filter, genre or sort (they are dropped on reading),
 * and choosing one leaves the list (listing-state.ts).
 */
export interface ListingUrlState {
  list: ListingList | null;
  activeFilter: QuickFilter;
  selectedGenre: number | null;
  sortBy: string;
  searchQuery: string;
}

/** Each part of the state and its name in the address. */
const LISTING_PARAMS = {
  list: 'list',
  activeFilter: 'filter',
  selectedGenre: 'genre',
  sortBy: 'sort',
  searchQuery: 'q',
} as const satisfies Record<keyof ListingUrlState, string>;

const sortValues = (kind: MediaType): readonly ListingSort[] => LISTING_SORTS[kind].map((s) => s.value);

/** Each parameter's schema; the sort stays undefined unless it is one of the kind's own. */
const listingFields = (kind: MediaType) => ({
  list: z.catch(z.nullable(z.enum(LISTING_LISTS)), null),
  activeFilter: z.catch(z.enum(QUICK_FILTERS), 'all'),
  selectedGenre: z.catch(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^\d{1,9}$/)),
        z.pipe(z.transform(Number), z.number().check(z.positive())),
      ),
    ),
    null,
  ),
  sortBy: z.catch(
    z.optional(z.string().check(z.refine((v) => sortValues(kind).some((s) => s === v)))),
    undefined,
  ),
  // The in-page search box's limit; a longer `q` in a shared address is cut to it.
  searchQuery: z.pipe(
    z.catch(z.string(), ''),
    z.transform((q: string) => q.slice(0, MAX_QUERY_LENGTH)),
  ),
});

export function parseListingParams(kind: MediaType, search: string | URLSearchParams): ListingUrlState {
  const s = readParams<Omit<ListingUrlState, 'sortBy'> & { sortBy: string | undefined }>(
    listingFields(kind),
    LISTING_PARAMS,
    search,
  );
  if (s.list !== null)
    return { ...s, activeFilter: 'all', selectedGenre: null, sortBy: quickFilterSort('all', kind) };
  return { ...s, sortBy: s.sortBy ?? quickFilterSort(s.activeFilter, kind) };
}

/** The query string (without '?') for a listing state; '' at the defaults. */
export function toListingParams(kind: MediaType, s: ListingUrlState): string {
  const p = new URLSearchParams();
  if (s.list !== null) p.set(LISTING_PARAMS.list, s.list);
  if (s.activeFilter !== 'all') p.set(LISTING_PARAMS.activeFilter, s.activeFilter);
  if (s.selectedGenre !== null) p.set(LISTING_PARAMS.selectedGenre, String(s.selectedGenre));
  if (s.sortBy !== quickFilterSort(s.activeFilter, kind)) p.set(LISTING_PARAMS.sortBy, s.sortBy);
  const q = s.searchQuery.trim();
  if (q !== '') p.set(LISTING_PARAMS.searchQuery, q);
  return p.toString();
}

/** The catalogue request of a listing's pages (its search text is a search of its own). */
export const listingRequest = (
  s: Pick<ListingUrlState, 'list' | 'activeFilter' | 'selectedGenre' | 'sortBy'>,
) =>
  s.list !== null
    ? { list: s.list, filter: 'all' as const }
    : { filter: s.activeFilter, genre: s.selectedGenre ?? undefined, sort: s.sortBy };

/** A home row's View All: its listing, opened at the row's own list. */
export const listHref = (kind: MediaType, list: ListingList): string =>
  `${kind === 'movie' ? '/movies' : '/tv'}?${LISTING_PARAMS.list}=${list}`;
