import type { MediaCard, MediaType } from '@shared/catalogue';

/** How many titles the recommendation algorithm reads and takes from each source. */
export const REC = {
  historyWindow: 20,
  similarSources: 5,
  similarEach: 3,
  genres: 3,
  perGenreEach: 2,
  max: 20,
} as const;

/** A recent history title with what its detail page says about it. */
export interface RecHistoryItem {
  id: number;
  mediaType: MediaType;
  /** Genre ids of the title; empty when its details could not be loaded. */
  genreIds: number[];
  /** Its similar titles (only needed for the first five). */
  similar: MediaCard[];
}

export interface GenrePicks {
  movies: MediaCard[];
  shows: MediaCard[];
}

export const mediaKey = (m: { id: number | string; mediaType: MediaType }) => `${m.mediaType}:${m.id}`;

/**
 * Up to three genres from the history: the most frequent first, and among equally frequent
 * ones the one seen in the more recent title (history is most recent first).
 */
export function topGenres(
  history: readonly Pick<RecHistoryItem, 'genreIds'>[],
  max: number = REC.genres,
): number[] {
  const tally = new Map<number, { count: number; first: number }>();
  history.forEach((item, i) => {
    for (const g of new Set(item.genreIds)) {
      const t = tally.get(g);
      if (t) t.count++;
      else tally.set(g, { count: 1, first: i });
    }
  });
  return [...tally.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first || a[0] - b[0])
    .slice(0, max)
    .map(([g]) => g);
}

/**
 * From the 20 most recent titles, the first five supply three similar
 * titles each; then each of up to three history genres supplies two movies and two shows.
 * Nothing already watched, nothing twice, at most 20. Pure: the service fetches, this decides.
 */
export function buildRecommendations(
  history: readonly RecHistoryItem[],
  byGenre: ReadonlyMap<number, GenrePicks>,
): MediaCard[] {
  const recent = history.slice(0, REC.historyWindow);
  const taken = new Set(recent.map(mediaKey));
  const out: MediaCard[] = [];

  const pick = (candidates: readonly MediaCard[], n: number) => {
    let added = 0;
    for (const c of candidates) {
      if (added >= n || out.length >= REC.max) break;
      const key = mediaKey(c);
      if (taken.has(key)) continue;
      taken.add(key);
      out.push(c);
      added++;
    }
  };

  for (const item of recent.slice(0, REC.similarSources)) pick(item.similar, REC.similarEach);
  for (const g of topGenres(recent)) {
    const picks = byGenre.get(g);
    if (!picks) continue;
    pick(picks.movies, REC.perGenreEach);
    pick(picks.shows, REC.perGenreEach);
  }
  return out.slice(0, REC.max);
}
