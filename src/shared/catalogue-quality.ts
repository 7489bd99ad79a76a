import type { MediaCard, MediaType } from './catalogue';

/**
 * The catalogue's quality filter, written once and applied server-side to
 * every list the catalogue router answers (rows, listings, search, similar titles).
 *
 * `QualityCandidate` is the part of a TMDB list item the rules read; the server's
 * `TmdbListItem` satisfies it structurally, so this file needs nothing from the server.
 */
export interface QualityCandidate {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
  overview?: string | null;
  poster_path?: string | null;
  vote_average?: number;
  vote_count?: number;
  popularity?: number;
  adult?: boolean;
  genre_ids?: number[];
}

const DATE_FORM = /^\d{4}-\d{2}-\d{2}$/;
export const MIN_OVERVIEW_CHARS = 10;
export const MIN_VOTE_COUNT = 5;
export const MIN_MOVIE_YEAR = 1900;
export const MIN_TV_YEAR = 1950;
/** Announced titles up to two years ahead are still shown. */
export const MAX_YEARS_AHEAD = 2;

const isNonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The item's media type: its own `media_type` when it has one, else the caller's. */
export function mediaTypeOf(item: QualityCandidate, fallback?: MediaType): MediaType | null {
  if (item.media_type === 'movie' || item.media_type === 'tv') return item.media_type;
  if (item.media_type !== undefined) return null; // 'person' and anything unknown
  return fallback ?? null;
}

/** release_date for a movie, first_air_date for a show (the other one as a fallback). */
export function dateOf(item: QualityCandidate, mediaType: MediaType): string {
  const own = mediaType === 'movie' ? item.release_date : item.first_air_date;
  const other = mediaType === 'movie' ? item.first_air_date : item.release_date;
  return (isNonEmpty(own) ? own : isNonEmpty(other) ? other : '').trim();
}

/**
 * Every rule of the catalogue's quality filter. `allowUnrated` (search): a title nobody has
 * rated yet is still a result; a rating, when there is one, must be a real one.
 */
export function passesQuality(
  item: QualityCandidate,
  mediaType: MediaType,
  now: Date = new Date(),
  allowUnrated = false,
): boolean {
  if (!isFiniteNumber(item.id) || item.id <= 0) return false;
  if (!isNonEmpty(item.poster_path)) return false;
  if (!isNonEmpty(item.title) && !isNonEmpty(item.name)) return false;
  const date = dateOf(item, mediaType);
  if (!DATE_FORM.test(date)) return false;
  const unrated = allowUnrated && (item.vote_average ?? 0) === 0;
  if (!unrated) {
    if (!isFiniteNumber(item.vote_average) || item.vote_average <= 0 || item.vote_average > 10) return false;
    if (!isFiniteNumber(item.vote_count) || item.vote_count < MIN_VOTE_COUNT) return false;
  }
  if (typeof item.overview !== 'string' || item.overview.trim().length < MIN_OVERVIEW_CHARS) return false;
  if (item.adult === true) return false;
  const year = Number(date.slice(0, 4));
  const minYear = mediaType === 'movie' ? MIN_MOVIE_YEAR : MIN_TV_YEAR;
  if (year < minYear || year > now.getUTCFullYear() + MAX_YEARS_AHEAD) return false;
  const genres = item.genre_ids;
  if (!Array.isArray(genres) || genres.length === 0) return false;
  if (!genres.every((g) => isFiniteNumber(g) && g > 0)) return false;
  return true;
}

export interface QualityOptions {
  /** Media type for items without `media_type` (movie or TV endpoints, similar titles). */
  mediaType?: MediaType;
  now?: Date;
  /**
   * 'quality' (default) sorts by vote_average, vote_count, popularity, all descending.
   * 'keep' preserves the source's order, for lists where the visitor chose a
   * sort (A to Z, Latest, ...) that re-sorting by rating would undo.
   */
  order?: 'quality' | 'keep';
  /** Search: titles without a rating pass (passesQuality). */
  allowUnrated?: boolean;
}

/** The quality order: vote_average, then vote_count, then popularity, descending. */
export function compareQuality(a: QualityCandidate, b: QualityCandidate): number {
  return (
    (b.vote_average ?? 0) - (a.vote_average ?? 0) ||
    (b.vote_count ?? 0) - (a.vote_count ?? 0) ||
    (b.popularity ?? 0) - (a.popularity ?? 0)
  );
}

/**
 * Filters by `passesQuality`, drops people, de-duplicates by id and media type (first one
 * wins) and orders the result. Returned items carry a definite `media_type`.
 */
export function applyQualityFilter<T extends QualityCandidate>(
  items: readonly T[],
  opts: QualityOptions = {},
): Array<T & { media_type: MediaType }> {
  const now = opts.now ?? new Date();
  const seen = new Set<string>();
  const out: Array<T & { media_type: MediaType }> = [];
  for (const item of items) {
    const type = mediaTypeOf(item, opts.mediaType);
    if (!type || !passesQuality(item, type, now, opts.allowUnrated)) continue;
    const key = `${type}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...item, media_type: type });
  }
  if ((opts.order ?? 'quality') === 'quality') out.sort(compareQuality);
  return out;
}

/**
 * Cards also hide items lacking a title, a date or a poster. A rating of 0 is "not rated
 * yet" (search answers such titles; every other list is already filtered by rating).
 */
export function isCardDisplayable(card: MediaCard): boolean {
  return (
    isNonEmpty(card.title) && isNonEmpty(card.date) && isNonEmpty(card.posterPath) && card.voteAverage >= 0
  );
}
