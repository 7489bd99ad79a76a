import { type Airing, airingDay, isUnaired } from '@shared/catalogue-airing';
import type { EpisodeRef } from '@shared/episodes';
import { useMemo } from 'react';
import { dayIn, formatAirDay, viewerTimeZone } from '../../i18n/format-day';

/** An episode's airing as the viewer reads it: its day in their zone, said short, and whether it is still to come. */
export interface EpisodeAiring {
  /** 'Dec 7' in the language's form; null when the catalogue gives no date. */
  date: string | null;
  unaired: boolean;
}

/**
 * The viewer's reading of episodes' airings (shared/catalogue-airing.ts), in their time zone
 * at the time of the render: the TV page and the watch page say the same day Upcoming does.
 */
export function useAirings(lastAired: EpisodeRef | null) {
  const timeZone = useMemo(viewerTimeZone, []);
  return (e: Airing & { seasonNumber: number; episodeNumber: number }, now = Date.now()): EpisodeAiring => {
    const day = airingDay(e, timeZone);
    return {
      date: day && formatAirDay(day, dayIn(timeZone, new Date(now))),
      unaired: isUnaired(e, { season: e.seasonNumber, episode: e.episodeNumber }, lastAired, timeZone, now),
    };
  };
}
