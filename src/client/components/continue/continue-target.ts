import type { MediaType } from '@shared/catalogue';
import { type EpisodeRef, episodeKey, nextUp, type SeasonEpisodes } from '@shared/episodes';
import { isFinished } from '@shared/playback';
import type { NextUpItem } from '@shared/tracking';

export interface ContinueTarget {
  href: string;
  /** The episode Continue opens when it is not the one in the record (next up). */
  next: EpisodeRef | null;
  /** Every episode is watched: Continue opens the show's page. */
  allWatched: boolean;
}

/** What the card knows of the viewer's marks: their watched set, or the server's next-up answer. */
export interface ContinueMarks {
  watched: ReadonlySet<string>;
  specials: boolean;
  /** The account's next up for this show (marks.nextUp); undefined for a visitor or until it comes. */
  server?: NextUpItem;
}

const NO_MARKS: ContinueMarks = { watched: new Set(), specials: false };

/**
 * Where Continue takes a viewer: a movie reopens where it was; a show goes to what is next by
 * the shared rule (`nextUp`): the recorded episode while it is unfinished, else the first
 * unwatched one after the furthest watched (the finished record counts as watched), and the
 * show's page when everything is watched. Until the show's seasons are known, the episode itself.
 */
export function continueTarget(
  item: {
    mediaType: MediaType;
    mediaId: string;
    season: number | null;
    episode: number | null;
    position: number | null;
    duration: number | null;
    seasons: readonly SeasonEpisodes[] | null;
  },
  marks: ContinueMarks = NO_MARKS,
): ContinueTarget {
  if (item.mediaType === 'movie')
    return { href: `/watch/movie/${item.mediaId}`, next: null, allWatched: false };
  const at = { season: item.season ?? 1, episode: item.episode ?? 1 };
  const here = {
    href: `/watch/tv/${item.mediaId}/${at.season}/${at.episode}`,
    next: null,
    allWatched: false,
  };
  if (!item.seasons) return here;
  const finished = isFinished(item.position, item.duration);
  const watched = finished ? new Set(marks.watched).add(episodeKey(at)) : marks.watched;
  const inProgress = finished ? null : at;
  const next =
    marks.server && !(inProgress && !watched.has(episodeKey(inProgress)))
      ? marks.server.next
      : nextUp(item.seasons, watched, { specials: marks.specials, inProgress });
  if (!next) return { href: `/tv/${item.mediaId}`, next: null, allWatched: true };
  if (next.season === at.season && next.episode === at.episode) return here;
  return { href: `/watch/tv/${item.mediaId}/${next.season}/${next.episode}`, next, allWatched: false };
}
