import type { MediaType } from '@shared/catalogue';
import { m } from '@shared/i18n/message';
import { allowedRatings, levelRank, type MaturityLevel, ratingAllowed } from '@shared/profiles';
import { AppError } from '../../errors';
import { pool } from '../../pool';
import type { CatalogueService } from './service';

/**
 * A profile's maturity level applied to the catalogue (decision 018). Every catalogue answer
 * a profile below Adult gets is kept to its level here, on the server:
 *
 * - Lists a source can filter by rating itself get TMDB's own discover parameters
 *   (`certificationParams`: certification_country=US, certification=G|PG|…): discover on
 *   both sources, and every list of the demo (`certifiesLists`), so pages are full and
 *   totals count only allowed titles. These requests have their own cache keys: filtered and
 *   unfiltered answers never share an entry.
 * - Lists TMDB cannot filter (trending, popular, search, similar, credits, collections) are
 *   kept title by title (`keepAllowed`): each title's `release_dates` / `content_ratings`, one
 *   cached request per title, a few at a time. Their pages may then hold fewer than 20 titles
 *   and TMDB's totals count what was taken out (the README says so).
 * - A title itself (detail, season, where to watch) is refused with 403
 *   (`assertTitleAllowed`, RESTRICTED_STATUS), not a 404: it exists, this profile may not open it.
 *
 * Adult (visitors, and every profile at Adult) takes none of these paths: no parameter, no
 * request, the same cache entries as before.
 *
 * Ratings: the viewer's region's where the title has one this table maps to a level (a few
 * countries, REGION_RATINGS), else the US one; a title with neither is unrated and shown only
 * on Adult. Discover filters by the US ratings only (one certification country per request).
 */

/** The rating filter of a source's lists for a level (empty for Adult: no filter). */
export function certificationParams(level: MaturityLevel): Record<string, string> {
  if (level === 'adult') return NO_PARAMS;
  return CERT_PARAMS[level];
}
const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;
const CERT_PARAMS = Object.fromEntries(
  (['kids', 'family', 'teen'] as const).map((level) => [
    level,
    Object.freeze({
      certification_country: 'US',
      certification: [...allowedRatings(level)].sort().join('|'),
    }),
  ]),
) as unknown as Record<Exclude<MaturityLevel, 'adult'>, Record<string, string>>;

/**
 * Other countries' ratings by the weakest level that allows them (films and TV share one
 * table: their spellings do not collide). A rating a country's row does not list reads as
 * "not mapped", and the US rating decides.
 */
const REGION_RATINGS: Readonly<Record<string, Readonly<Record<string, MaturityLevel>>>> = {
  GB: { U: 'kids', PG: 'family', '12': 'teen', '12A': 'teen', '15': 'adult', '18': 'adult', R18: 'adult' },
  IE: { G: 'kids', PG: 'family', '12A': 'teen', '15A': 'teen', '16': 'adult', '18': 'adult' },
  DE: { '0': 'kids', '6': 'family', '12': 'teen', '16': 'adult', '18': 'adult' },
  CA: { G: 'kids', PG: 'family', '14A': 'teen', '18A': 'adult', R: 'adult', A: 'adult' },
  AU: { G: 'kids', PG: 'family', M: 'teen', MA15: 'adult', 'MA15+': 'adult', R18: 'adult', 'R18+': 'adult' },
};

/** The level a region's rating needs, or null when the table does not map it. */
export function regionRatingLevel(region: string, rating: string): MaturityLevel | null {
  return REGION_RATINGS[region]?.[rating.trim().toUpperCase()] ?? null;
}

interface Certified {
  iso_3166_1?: unknown;
  rating?: unknown;
  release_dates?: unknown;
}

/** A country's rating of a title in TMDB's `release_dates` (films) or `content_ratings` (shows). */
export function countryRatingOf(type: MediaType, payload: unknown, country: string): string | null {
  const results = (payload as { results?: unknown })?.results;
  if (!Array.isArray(results)) return null;
  const row = results.find((r) => (r as Certified)?.iso_3166_1 === country) as Certified | undefined;
  if (!row) return null;
  if (type === 'tv') return typeof row.rating === 'string' && row.rating.trim() ? row.rating.trim() : null;
  if (!Array.isArray(row.release_dates)) return null;
  for (const d of row.release_dates) {
    const c = (d as { certification?: unknown })?.certification;
    if (typeof c === 'string' && c.trim()) return c.trim();
  }
  return null;
}

/**
 * A title's US rating from TMDB's `release_dates` (films: the first non-empty certification of
 * the US releases) or `content_ratings` (shows: the US rating); null when it has none.
 */
export const usRatingOf = (type: MediaType, payload: unknown): string | null =>
  countryRatingOf(type, payload, 'US');

const ratingPath = (type: MediaType, id: number | string) =>
  type === 'movie' ? `movie/${id}/release_dates` : `tv/${id}/content_ratings`;

/** A title's US rating through the catalogue cache (one cached request per title). */
export async function titleRating(
  svc: CatalogueService,
  type: MediaType,
  id: number | string,
): Promise<string | null> {
  return usRatingOf(type, await svc.get(ratingPath(type, id), {}));
}

/**
 * Whether a level allows a title's ratings payload: the region's rating when the table maps
 * it, else the US rating (unrated: Adult only).
 */
export function payloadAllowed(
  level: MaturityLevel,
  type: MediaType,
  payload: unknown,
  region?: string,
): boolean {
  if (level === 'adult') return true;
  if (region && region !== 'US') {
    const local = countryRatingOf(type, payload, region);
    const needs = local === null ? null : regionRatingLevel(region, local);
    if (needs !== null) return levelRank(level) >= levelRank(needs);
  }
  return ratingAllowed(level, usRatingOf(type, payload));
}

/**
 * Whether a profile of `level` may see the title (Adult: always, without a request); `region`:
 * the viewer's, whose rating counts first where it maps to a level.
 */
export async function titleAllowed(
  svc: CatalogueService,
  level: MaturityLevel,
  type: MediaType,
  id: number | string,
  region?: string,
): Promise<boolean> {
  if (level === 'adult') return true;
  return payloadAllowed(level, type, await svc.get(ratingPath(type, id), {}), region);
}

/**
 * The refusal of a title the level does not allow: 403 (RESTRICTED_STATUS) with its own
 * message, which tRPC's error data flags as `restricted: true` (trpc/init.ts).
 */
export const titleRestricted = () => new AppError('FORBIDDEN', m('messages.profiles.titleRestricted'));

/** Refuses (403, "not available on this profile") a title the level does not allow. */
export async function assertTitleAllowed(
  svc: CatalogueService,
  level: MaturityLevel,
  type: MediaType,
  id: number | string,
  region?: string,
): Promise<void> {
  if (!(await titleAllowed(svc, level, type, id, region))) throw titleRestricted();
}

/** Ratings looked up at once while a list is kept to a level. */
export const RATING_LOOKUPS_AT_ONCE = 8;

/**
 * The items of a list a level allows, in order, each title's rating read through the cache
 * (RATING_LOOKUPS_AT_ONCE at a time). A title whose rating cannot be read is left out.
 * Adult: the same array, with no request.
 */
export async function keepAllowed<T>(
  svc: CatalogueService,
  level: MaturityLevel,
  items: readonly T[],
  ref: (item: T) => { type: MediaType; id: number } | null,
  region?: string,
): Promise<T[]> {
  if (level === 'adult') return items as T[];
  const verdicts = await pool(items, RATING_LOOKUPS_AT_ONCE, async (item) => {
    const r = ref(item);
    if (!r) return false;
    try {
      return await titleAllowed(svc, level, r.type, r.id, region);
    } catch (err) {
      svc.logger?.debug({ err, type: r.type, id: r.id }, 'title rating unreadable; left out');
      return false;
    }
  });
  return items.filter((_, i) => verdicts[i]);
}
