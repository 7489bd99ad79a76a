import type { MediaCard, MediaType } from '@shared/catalogue';

/** How many titles the recommendation algorithm reads and takes from each source. */
export const REC = {
  historyWindow: 20,
  /** Titles rated 8–10 that count as sources even when not in the recent history. */
  lovedExtra: 5,
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
  /** Its similar titles (only needed for the similar sources, and for disliked titles). */
  similar: MediaCard[];
  /**
   * How much it counts (1 when absent: watched, not rated, or rated 5–7). Rated 8–10 counts
   * more (2–4); rated 1–4 counts against (−1 … −4): its genres and similar titles are pushed away.
   */
  weight?: number;
}

/** A title's weight from the profile's rating of it (none: 1, as merely watched). */
export function ratingWeight(rating: number | null | undefined): number {
  if (rating == null) return 1;
  if (rating >= 8) return rating - 6;
  if (rating <= 4) return rating - 5;
  return 1;
}

const weightOf = (item: Pick<RecHistoryItem, 'weight'>) => item.weight ?? 1;

/**
 * The titles whose similar titles come first: up to five liked ones, the best rated first
 * and, among equals, the most recent (history order). Disliked titles are never sources.
 */
export function similarSources<T extends Pick<RecHistoryItem, 'weight'>>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .filter(({ item }) => weightOf(item) > 0)
    .sort((a, b) => weightOf(b.item) - weightOf(a.item) || a.i - b.i)
    .slice(0, REC.similarSources)
    .map(({ item }) => item);
}

/** Each genre's score: the sum of its titles' weights. */
function genreScores(history: readonly Pick<RecHistoryItem, 'genreIds' | 'weight'>[]) {
  const tally = new Map<number, { count: number; first: number }>();
  history.forEach((item, i) => {
    for (const g of new Set(item.genreIds)) {
      const t = tally.get(g);
      if (t) t.count += weightOf(item);
      else tally.set(g, { count: weightOf(item), first: i });
    }
  });
  return tally;
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
  history: readonly Pick<RecHistoryItem, 'genreIds' | 'weight'>[],
  max: number = REC.genres,
): number[] {
  return [...genreScores(history).entries()]
    .filter(([, t]) => t.count > 0)
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first || a[0] - b[0])
    .slice(0, max)
    .map(([g]) => g);
}

/**
 * From the 20 most recent titles (and the profile's best rated ones), five sources supply three
 * similar titles each (the best rated first, else the most recent); then each of up to three
 * genres supplies two movies and two shows. Genres count by weight: a title rated 8–10 more
 * than one only watched, one rated 1–4 against. Nothing already watched, nothing similar to a
 * disliked title, nothing twice, at most 20; cards of a disliked genre go last.
 * Pure: the service fetches, this decides.
 */
export function buildRecommendations(
  history: readonly RecHistoryItem[],
  byGenre: ReadonlyMap<number, GenrePicks>,
): MediaCard[] {
  // The recent history, and after it up to five titles rated 8–10 that it no longer holds.
  const recent = [
    ...history.slice(0, REC.historyWindow),
    ...history
      .slice(REC.historyWindow)
      .filter((i) => weightOf(i) > 1)
      .slice(0, REC.lovedExtra),
  ];
  const taken = new Set(recent.map(mediaKey));
  for (const item of recent) if (weightOf(item) < 0) for (const c of item.similar) taken.add(mediaKey(c));
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

  for (const item of similarSources(recent)) pick(item.similar, REC.similarEach);
  for (const g of topGenres(recent)) {
    const picks = byGenre.get(g);
    if (!picks) continue;
    pick(picks.movies, REC.perGenreEach);
    pick(picks.shows, REC.perGenreEach);
  }
  const scores = genreScores(recent);
  const disliked = (c: MediaCard) => c.genreIds.some((g) => (scores.get(g)?.count ?? 0) < 0);
  return [...out.filter((c) => !disliked(c)), ...out.filter(disliked)].slice(0, REC.max);
}
