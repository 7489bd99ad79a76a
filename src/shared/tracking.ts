import type { EpisodeRef } from './episodes';

/**
 * Episode tracking's shapes without zod (the zod schemas: src/shared/schemas/marks.ts and
 * src/shared/schemas/upcoming.ts), so cards and the watch page add no validation code.
 *
 * The calls (tRPC; REST mirrors under /api):
 * - marks.forShow {mediaId} → ShowMarks                     (GET  /api/marks/tv/:id)
 * - marks.set {mediaType, mediaId, watched, scope…} → MarkChange (POST /api/marks)
 *     scope: 'title' (a movie, or a whole show: every episode of its regular seasons, specials
 *     too when `specials`), 'season' {season}, 'episode' {season, episode},
 *     'episodes' {episodes: EpisodeRef[]} (Undo replays exactly what a change reported)
 * - marks.movies {ids} → string[] (the watched movies among them)
 * - marks.nextUp {ids} → NextUpItem[] (cards: "S2 E4 next"; shows only)
 * - marks.merge {items} → MarksMergeResult (a visitor's local marks on sign-in, a settings import)
 * - marks.export → WatchedMarkItem[]
 * - history.continue → ContinueEntry[]                     (GET  /api/watch-history/continue)
 *     Continue Watching: titles opened in the player and shows progressed by marks alone
 * - follows.set {mediaId, followed} ; follows.status {mediaId} → FollowStatus
 * - upcoming.list {timeZone} → UpcomingAnswer ; upcoming.visited → void
 * - calendar.get → CalendarFeed | null ; calendar.rotate → CalendarFeed ; calendar.revoke → void
 * - GET /calendar/<token>.ics (text/calendar)
 */

/** Played past this share (or to its ended event), an episode or movie counts as watched. */
export const AUTO_MARK_SHARE = 0.9;
/** Upcoming looks this many days ahead. */
export const UPCOMING_DAYS = 60;
/** At most this many marks in one change, merge or import (The Simpsons has ~770 episodes). */
export const MARKS_CHANGE_MAX = 5000;

/** Continue Watching holds at most this many titles. */
export const CONTINUE_LIMIT = 20;

/**
 * One Continue Watching entry: a title opened in the player (its history record), or a show
 * progressed by watched marks alone that has an aired episode next (or is caught up).
 */
export interface ContinueEntry {
  mediaType: 'movie' | 'tv';
  mediaId: string;
  /** The record's episode and player position; null for a show progressed by marks alone. */
  season: number | null;
  episode: number | null;
  position: number | null;
  duration: number | null;
  /** The latest activity: the record's last watch or the show's latest mark, whichever is later. */
  lastActivity: string;
  /** Whether the title has a history record (opened in the player). */
  recorded: boolean;
  /** A show's next up by the shared rule; null for a movie. */
  nextUp: NextUpItem | null;
}

/** A show's marks for the TV and watch pages: watched episodes, as [season, episode]. */
export interface ShowMarks {
  mediaId: string;
  episodes: Array<[season: number, episode: number]>;
  followed: boolean;
}

/** What one change did: exactly the episodes it marked or unmarked, for Undo. */
export interface MarkChange {
  watched: boolean;
  changed: EpisodeRef[];
  /** Movies: whether the movie is now watched. */
  movie?: boolean;
  /** Present when this change started following the show (automatic following). */
  followStarted?: true;
  /** Present when the title, now watched, left Watch Later (the profile's preference). */
  leftWatchLater?: true;
}

export interface NextUpItem {
  mediaId: string;
  /** null when the viewer is caught up or every episode is watched. */
  next: EpisodeRef | null;
  /**
   * Present (true) when the latest aired episode is watched and the earlier ones left are not
   * offered (the next-up rule's caught-up state); absent when everything is watched.
   */
  caughtUp?: true;
  watched: number;
  total: number;
}

export interface WatchedMarkItem {
  mediaType: 'movie' | 'tv';
  mediaId: string;
  /** null for a movie. */
  season: number | null;
  episode: number | null;
  markedAt: string;
}

export interface MarksMergeResult {
  added: number;
  skipped: number;
}

export interface FollowStatus {
  mediaId: string;
  followed: boolean;
  /** Why: 'saved' (Watch Later), 'watched' (a watched episode), 'chosen' (followed by hand), or null. */
  reason: 'saved' | 'watched' | 'chosen' | null;
}

export interface UpcomingEpisode {
  showId: string;
  showName: string;
  posterPath: string | null;
  season: number;
  episode: number;
  title: string | null;
  /** YYYY-MM-DD as the catalogue gives it. */
  airDate: string;
  /** An ISO instant when the airing time is known, else null (an all-day date). */
  airsAt: string | null;
}

export interface UpcomingDay {
  /** YYYY-MM-DD in the viewer's time zone. */
  date: string;
  episodes: UpcomingEpisode[];
}

export interface UpcomingAnswer {
  timeZone: string;
  /** Episodes aired since the last visit (at most 30 days back), newest first. */
  newSinceLastVisit: UpcomingEpisode[];
  /** Episodes airing in the next UPCOMING_DAYS days, grouped by day, earliest first. */
  days: UpcomingDay[];
  followedCount: number;
  lastVisit: string | null;
}

export interface CalendarFeed {
  /** The subscription path, `/calendar/<token>.ics`; the client shows it on its own origin. */
  path: string;
  createdAt: string;
}
