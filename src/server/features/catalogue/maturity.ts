import type { MediaType } from '@shared/catalogue';
import { m } from '@shared/i18n/message';
import { type MaturityLevel, ratingAllowed } from '@shared/profiles';
import { AppError } from '../../errors';
import type { CatalogueService } from './service';

/**
 * A title's US rating from TMDB's `release_dates` (films: the first non-empty certification of
 * the US releases) or `content_ratings` (shows: the US rating); null when it has none.
 */
export function usRatingOf(type: MediaType, payload: unknown): string | null {
  const results = (payload as { results?: unknown })?.results;
  if (!Array.isArray(results)) return null;
  const us = results.find((r) => (r as { iso_3166_1?: unknown })?.iso_3166_1 === 'US') as
    | { rating?: unknown; release_dates?: unknown }
    | undefined;
  if (!us) return null;
  if (type === 'tv') return typeof us.rating === 'string' && us.rating.trim() ? us.rating.trim() : null;
  if (!Array.isArray(us.release_dates)) return null;
  for (const d of us.release_dates) {
    const c = (d as { certification?: unknown })?.certification;
    if (typeof c === 'string' && c.trim()) return c.trim();
  }
  return null;
}

/** A title's rating through the catalogue cache (one cached request per title). */
export async function titleRating(
  svc: CatalogueService,
  type: MediaType,
  id: number | string,
): Promise<string | null> {
  const path = type === 'movie' ? `movie/${id}/release_dates` : `tv/${id}/content_ratings`;
  return usRatingOf(type, await svc.get(path, {}));
}

/** Whether a profile of `level` may see the title (Adult: always, without a request). */
export async function titleAllowed(
  svc: CatalogueService,
  level: MaturityLevel,
  type: MediaType,
  id: number | string,
): Promise<boolean> {
  if (level === 'adult') return true;
  return ratingAllowed(level, await titleRating(svc, type, id));
}

/** Refuses (403, "not available on this profile") a title the level does not allow. */
export async function assertTitleAllowed(
  svc: CatalogueService,
  level: MaturityLevel,
  type: MediaType,
  id: number | string,
): Promise<void> {
  if (!(await titleAllowed(svc, level, type, id)))
    throw new AppError('FORBIDDEN', m('messages.profiles.titleRestricted'));
}
