import type { Entry } from './catalogue';
import { PAGE_SIZE } from './shapes';

/** The listings' vote floor (a listing's discover asks vote_count.gte 10). */
const LISTED_MIN_VOTES = 10;
const DAY_MS = 86_400_000;

/** The YYYY-MM-DD day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const MONTH_DAYS = 30;

/**
 * How far back from the snapshot date the Trending quick filter reaches in the demo
 * (decision 001): the fewest 30-day months, both ends included as the listing's date.gte
 * and date.lte are, in which a page (PAGE_SIZE) of listable titles was released. The usual
 * 30 days suit a live catalogue that releases pages of titles every month; the frozen films
 * released 5 in their last 30 days and the shows 2, and a genre far fewer. So each genre
 * gets its own window; a genre with fewer titles than a page reaches back to its oldest.
 */
export function trendingWindows(entries: readonly Entry[], snapshot: string): (genre?: number) => number {
  const end = Date.parse(`${snapshot}T00:00:00Z`);
  const listed = entries
    .filter((e) => e.complete && e.voteCount >= LISTED_MIN_VOTES && e.date <= snapshot)
    .map((e) => ({ genreIds: e.genreIds, age: (end - Date.parse(`${e.date}T00:00:00Z`)) / DAY_MS }))
    .sort((a, b) => a.age - b.age);
  const windowOf = (ages: number[]) => {
    const oldest = ages[PAGE_SIZE - 1] ?? ages[ages.length - 1] ?? 0;
    return Math.max(1, Math.ceil(oldest / MONTH_DAYS)) * MONTH_DAYS;
  };
  const all = windowOf(listed.map((x) => x.age));
  const byGenre = new Map<number, number>();
  return (genre) => {
    if (genre === undefined) return all;
    let days = byGenre.get(genre);
    if (days === undefined) {
      days = windowOf(listed.filter((x) => x.genreIds.includes(genre)).map((x) => x.age));
      byGenre.set(genre, days);
    }
    return days;
  };
}
