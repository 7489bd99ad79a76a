/**
 * The longest playback position or duration Marquee stores, in seconds: a week, longer than
 * any title and small enough for the `real` columns that hold it. Players reporting more are
 * ignored on the page and refused by the API.
 */
export const PLAYBACK_MAX_SECONDS = 7 * 24 * 60 * 60;
