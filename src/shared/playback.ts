/**
 * The longest playback position or duration Marquee stores, in seconds: a week, longer than
 * any title and small enough for the `real` columns that hold it. Players reporting more are
 * ignored on the page and refused by the API.
 */
export const PLAYBACK_MAX_SECONDS = 7 * 24 * 60 * 60;

/** Within this many seconds of the end, or past this share, a title counts as watched. */
const FINISHED_TAIL_SECONDS = 30;
const FINISHED_SHARE = 0.95;

/**
 * Whether a player's last report says the title or episode was watched to the end: the
 * watch page then starts it over, and Continue Watching moves on to the next episode.
 */
export function isFinished(position: number | null, duration: number | null): boolean {
  if (position === null || duration === null || !(duration > 0)) return false;
  return position >= duration - FINISHED_TAIL_SECONDS || position / duration >= FINISHED_SHARE;
}
