/**
 * The contract every catalogue source fulfils: it answers the TMDB v3 paths the product
 * uses, with TMDB's own payload shapes. Paths and parameters reach a source only after
 * the allowlist in `paths.ts` has accepted them, so a source never sees anything else.
 *
 * Paths are written without a leading slash, e.g. `movie/popular`, `tv/1399/season/2`.
 * Sources throw `AppError` (NOT_FOUND for an unknown title, UPSTREAM / TIMEOUT for
 * upstream trouble); they never return error payloads as data.
 */
import type { MediaType } from '@shared/catalogue';
import { m } from '@shared/i18n/message';

export type CatalogueParams = Record<string, string>;

/** TMDB's own wording for an unknown title (its status_code 34), used by both sources. */
export const TMDB_NOT_FOUND_MESSAGE = m('messages.catalogue.notFound');
export const TMDB_NOT_FOUND_CODE = 34;

export interface CatalogueSource {
  readonly name: 'tmdb' | 'demo';
  /** Base URL the client prepends to `{size}{poster_path}` to show an image. */
  readonly imageBaseUrl: string;
  /**
   * True when the source answers TMDB's `language` (titles, overviews, genre names in the
   * reader's language) and `watch_region`. A source without it (the demo's English data)
   * never sees those parameters, and its cache is not split by them.
   */
  readonly localized?: boolean;
  /**
   * The day the catalogue's data describe (YYYY-MM-DD), for all titles or per media type.
   * Relative windows such as "trending = released in the last 30 days" are measured back
   * from it. A live source (tmdb) leaves it unset and the service uses today; a frozen data
   * set (demo) gives its newest release date of each type (its films end in 2010, its shows
   * in 2025), or those windows would be empty. See docs/decisions/001-demo-catalogue-clock.md.
   */
  readonly snapshotDate?: string | { readonly movie: string; readonly tv: string };
  /**
   * Days the Trending quick filter reaches back from the reference date, for a media type
   * and the genre chosen (if any); 30 when absent. A frozen data set too thin for
   * a page a month widens it (decision 001).
   */
  trendingWindowDays?(mediaType: MediaType, genre?: number): number;
  /**
   * True when the source honours `certification_country` + `certification` on every list
   * (trending, popular, search, similar…), not only on discover as TMDB does (the demo). The
   * other sources never see those parameters outside discover; the catalogue keeps their
   * lists to a profile's level title by title instead (maturity.ts).
   */
  readonly certifiesLists?: boolean;
  get(path: string, params: CatalogueParams, signal?: AbortSignal): Promise<unknown>;
}

/** A page of TMDB list results. */
export interface TmdbPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface TmdbGenre {
  id: number;
  name: string;
}

/** The list-item shape shared by movie and TV results (TMDB's own field names). */
export interface TmdbListItem {
  id: number;
  media_type?: MediaType | 'person';
  title?: string;
  name?: string;
  original_title?: string;
  original_name?: string;
  release_date?: string;
  first_air_date?: string;
  overview: string;
  poster_path: string | null;
  backdrop_path: string | null;
  vote_average: number;
  vote_count: number;
  popularity: number;
  adult?: boolean;
  genre_ids: number[];
  original_language?: string;
}
