import type { MediaType } from './catalogue';

/**
 * Watch Later's limits and shapes without zod (src/shared/schemas/watch-later.ts holds the
 * schemas), so the cards' save control adds no validation code to the first bundle.
 */
export const WATCH_LATER_MAX = 1000;
export const WATCH_LATER_SORTS = ['added', 'title', 'year'] as const;
export type WatchLaterSort = (typeof WATCH_LATER_SORTS)[number];

/** A saved title as the API answers it (what a card shows, as it was when saved). */
export interface WatchLaterItem {
  mediaType: MediaType;
  mediaId: string;
  title: string | null;
  posterPath: string | null;
  /** YYYY-MM-DD, or just the year. */
  date: string | null;
  voteAverage: number | null;
  addedAt: string;
}

export interface WatchLaterMergeResult {
  added: number;
  skipped: number;
  /** Titles left out because the list reached WATCH_LATER_MAX. */
  overLimit: number;
}

export const watchLaterKey = (i: { mediaType: MediaType; mediaId: string | number }) =>
  `${i.mediaType}:${i.mediaId}`;
