import type { SeasonSummary } from '@shared/catalogue';

/**
 * Which season and episode a TV detail URL points at. Without them the page shows season 1
 * (or the first regular season when there is no season 1) and episode 1. A season in the
 * URL that the show does not have (season 0 is its specials, when it has any) or a malformed
 * number make the URL invalid.
 */
export function resolveSelection(
  seasons: readonly SeasonSummary[],
  season: number | null | undefined,
  episode: number | null | undefined,
): { season: number; episode: number; valid: boolean } {
  const numbers = seasons.map((s) => s.seasonNumber).filter((n) => n > 0);
  const fallback = numbers.includes(1) ? 1 : (numbers[0] ?? 1);
  if (season === undefined) return { season: fallback, episode: 1, valid: true };
  if (season === null || episode === null || episode === undefined)
    return { season: fallback, episode: 1, valid: false };
  return { season, episode, valid: seasons.some((s) => s.seasonNumber === season) };
}
