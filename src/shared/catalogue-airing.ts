import type { EpisodeRef } from './episodes';
import { dayIn, zonedInstant } from './time-zone';

/**
 * One airing per episode, the same on every page (TV page, watch page, Upcoming, the
 * calendar feed): when the catalogue knows the instant (`airsAt`), the episode airs then and
 * its day is the day that instant falls on in the viewer's time zone; with a date only
 * (`airDate`, all day), it airs on that day, from its start in the viewer's zone.
 */
export interface Airing {
  airDate: string | null;
  airsAt: string | null;
}

/** The calendar day (YYYY-MM-DD) the episode airs on for a viewer in `timeZone`; null when undated. */
export function airingDay(e: Airing, timeZone: string): string | null {
  if (e.airsAt) {
    const at = new Date(e.airsAt);
    if (!Number.isNaN(at.getTime())) return dayIn(at, timeZone);
  }
  return e.airDate;
}

/** The instant (ms) the episode airs for a viewer in `timeZone`; null when undated. */
export function airingInstant(e: Airing, timeZone: string): number | null {
  const at = e.airsAt ? Date.parse(e.airsAt) : Number.NaN;
  if (!Number.isNaN(at)) return at;
  return e.airDate ? zonedInstant(e.airDate, '00:00', timeZone) : null;
}

const after = (a: EpisodeRef, b: EpisodeRef) =>
  a.season > b.season || (a.season === b.season && a.episode > b.episode);

/**
 * Whether the episode has not aired yet at `now`: by its own airing when dated; undated, when
 * it comes after the show's last aired episode (`lastAired`, when the catalogue names one).
 * Specials (season 0) without a date count as aired.
 */
export function isUnaired(
  e: Airing,
  ref: EpisodeRef,
  lastAired: EpisodeRef | null,
  timeZone: string,
  now: number = Date.now(),
): boolean {
  const at = airingInstant(e, timeZone);
  if (at !== null) return at > now;
  return ref.season > 0 && lastAired !== null && after(ref, lastAired);
}
