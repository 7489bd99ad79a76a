import type { MediaType } from '@shared/catalogue';
import {
  type EpisodeRef,
  episodeKey,
  type NextUpState,
  nextUpState,
  type SeasonEpisodes,
} from '@shared/episodes';
import { isFinished } from '@shared/playback';
import type { NextUpItem } from '@shared/tracking';

export interface ContinueTarget {
  href: string;
  /** The episode Continue opens when it is not the one in the record (next up). */
  next: EpisodeRef | null;
  /** Every episode is watched: Continue opens the show's page. */
  allWatched: boolean;
  /** The latest aired episode is watched (earlier ones left are not offered): the show's page. */
  caughtUp: boolean;
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
 * the shared rule (`nextUpState`): the recorded episode while it is unfinished, else the first
 * unwatched one after the furthest watched (the finished record counts as watched), and the
 * show's page when the viewer is caught up or has watched everything. A show progressed by
 * marks alone (no record) follows the account's next up. Until the show's seasons are known,
 * the episode itself.
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
  const none = { next: null, allWatched: false, caughtUp: false };
  if (item.mediaType === 'movie') return { href: `/watch/movie/${item.mediaId}`, ...none };
  const recorded = item.season !== null;
  const at = { season: item.season ?? 1, episode: item.episode ?? 1 };
  const here = { href: `/watch/tv/${item.mediaId}/${at.season}/${at.episode}`, ...none };
  const server = marks.server;
  if (!item.seasons && !(server && !recorded)) return here;
  const finished = isFinished(item.position, item.duration);
  const watched = finished ? new Set(marks.watched).add(episodeKey(at)) : marks.watched;
  const inProgress = recorded && !finished ? at : null;
  const state =
    server && !(inProgress && !watched.has(episodeKey(inProgress)))
      ? serverState(server)
      : nextUpState(item.seasons ?? [], watched, { specials: marks.specials, inProgress });
  if (state.kind !== 'next')
    return {
      href: `/tv/${item.mediaId}`,
      next: null,
      allWatched: state.kind === 'allWatched',
      caughtUp: state.kind === 'caughtUp',
    };
  const next = state.episode;
  if (recorded && next.season === at.season && next.episode === at.episode) return here;
  return { ...none, href: `/watch/tv/${item.mediaId}/${next.season}/${next.episode}`, next };
}

/** The account's next-up answer as the rule's state. */
export const serverState = (item: NextUpItem): NextUpState =>
  item.next
    ? { kind: 'next', episode: item.next }
    : item.caughtUp
      ? { kind: 'caughtUp' }
      : { kind: 'allWatched' };
