import type { MediaType } from '@shared/catalogue';
import { type SearchKey, searchKey, Vocabulary } from '@shared/title-match';
import type { TmdbGenre } from '../../types';
import { trendingWindows } from './clock';
import { buildCredits, type CastCredit, type DemoCollection } from './credits';
import { listedGenres, MOVIE_GENRES, TV_GENRES } from './genres';
import { fnv1a, IdAllocator } from './ids';
import { buildMovies, type DemoMovie, RECENCY_YEAR } from './movies';
import { buildShows, type DemoShow } from './tv';

export type Kind = MediaType;

/** One title as the list, sort and search code sees it, whichever its kind. */
export interface Entry {
  kind: Kind;
  id: number;
  title: string;
  /** YYYY-MM-DD release date or first air date, or ''. */
  date: string;
  year: number | null;
  genreIds: number[];
  voteAverage: number;
  voteCount: number;
  popularity: number;
  revenue: number;
  providers: number[];
  originalLanguage: string;
  /** The US rating (a film's MPAA, a show's TV Parental Guidelines), or null: unrated. */
  certification: string | null;
  /** Every field a list card needs: date, positive rating, enough votes, genres. */
  complete: boolean;
  searchKey: SearchKey;
  movie?: DemoMovie;
  show?: DemoShow;
  /** The top-billed cast (cast-data.ts), billing order; empty where the tables name none. */
  cast: readonly CastCredit[];
  /** The film series a film belongs to (franchises.ts), or null. */
  collection: DemoCollection | null;
}

export interface DemoCatalogue {
  movies: Entry[];
  shows: Entry[];
  byId: { movie: Map<number, Entry>; tv: Map<number, Entry> };
  /**
   * The newest release (film) and first air (show) date among complete titles: the day the
   * frozen data set describes, for relative windows such as "released in the last 30 days"
   * (docs/decisions/001-demo-catalogue-clock.md).
   */
  snapshotDate: { movie: string; tv: string };
  /** Days "trending" reaches back from the snapshot date, for a genre or all (clock.ts). */
  trendingWindowDays(kind: Kind, genre?: number): number;
  /** TMDB's genres that at least one complete title carries, per type. */
  genres: { movie: TmdbGenre[]; tv: TmdbGenre[] };
  /** Every person the demo names (directors, creators, cast) → their id. */
  personIds: ReadonlyMap<string, number>;
  /** The film series by id. */
  collections: ReadonlyMap<number, DemoCollection>;
  /** Every word of the titles and people, for search's typo fallback. */
  vocabulary: Vocabulary;
  /** Milliseconds the first build took. */
  buildMs: number;
  sorted(kind: Kind, sortBy: SortKey): readonly Entry[];
  trending(kind: Kind | 'all', window: 'day' | 'week'): readonly Entry[];
}

export const SORT_KEYS = [
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'vote_count.desc',
  'vote_count.asc',
  'date.desc',
  'date.asc',
  'revenue.desc',
  'revenue.asc',
  'title.asc',
  'title.desc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Ties always fall back to popularity, then id, so every order is total and stable. */
const COMPARE: Record<SortKey, (a: Entry, b: Entry) => number> = {
  'popularity.desc': (a, b) => b.popularity - a.popularity,
  'popularity.asc': (a, b) => a.popularity - b.popularity,
  'vote_average.desc': (a, b) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount,
  'vote_average.asc': (a, b) => a.voteAverage - b.voteAverage || a.voteCount - b.voteCount,
  'vote_count.desc': (a, b) => b.voteCount - a.voteCount,
  'vote_count.asc': (a, b) => a.voteCount - b.voteCount,
  // Titles without a date go last in both directions.
  'date.desc': (a, b) =>
    !a.date || !b.date ? +!a.date - +!b.date : a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  'date.asc': (a, b) =>
    !a.date || !b.date ? +!a.date - +!b.date : a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  'revenue.desc': (a, b) => b.revenue - a.revenue,
  'revenue.asc': (a, b) => a.revenue - b.revenue,
  'title.asc': (a, b) => collator.compare(a.title, b.title),
  'title.desc': (a, b) => collator.compare(b.title, a.title),
};

function withTies(compare: (a: Entry, b: Entry) => number) {
  return (a: Entry, b: Entry) => compare(a, b) || b.popularity - a.popularity || a.id - b.id;
}

type EntryBase = Omit<Entry, 'complete' | 'searchKey' | 'cast' | 'collection'>;

function isComplete(e: EntryBase): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(e.date) && e.voteAverage > 0 && e.voteCount >= 5 && e.genreIds.length > 0;
}

/** The facts films and shows both carry under the same names. */
const shared = (r: DemoMovie | DemoShow) => ({
  id: r.id,
  year: r.year,
  genreIds: r.genreIds,
  voteAverage: r.voteAverage,
  voteCount: r.voteCount,
  popularity: r.popularity,
  providers: r.providers,
  originalLanguage: r.originalLanguage,
});

function entry(base: EntryBase, key: SearchKey): Entry {
  return { ...base, complete: isComplete(base), searchKey: key, cast: [], collection: null };
}

const movieEntry = (m: DemoMovie): Entry =>
  entry(
    {
      ...shared(m),
      kind: 'movie',
      title: m.title,
      date: m.releaseDate,
      revenue: m.revenue,
      certification: m.certification,
      movie: m,
    },
    searchKey([m.title], [m.director]),
  );

const showEntry = (s: DemoShow): Entry =>
  entry(
    {
      ...shared(s),
      kind: 'tv',
      title: s.name,
      date: s.firstAirDate,
      revenue: 0,
      certification: s.data.certification,
      show: s,
    },
    searchKey([s.name], [s.originalName, ...s.data.createdBy]),
  );

/**
 * The demo has no live trend data, so "trending" is a fixed ranking: popularity weighted
 * towards recent titles (a film's release, a show's latest episode). The week list uses
 * weight 0.7 + 0.6·recency; the day list leans harder on recency (0.6 + 0.8·recency) plus a
 * small per-title offset (0-3 points, hashed from the id) so the two lists differ a little.
 */
function trendScore(e: Entry, window: 'day' | 'week'): number {
  const latest = e.show ? Number(e.show.lastAirDate.slice(0, 4)) : (e.year ?? 1970);
  const recency = Math.min(1, Math.max(0, (latest - 1970) / (RECENCY_YEAR - 1970)));
  if (window === 'week') return e.popularity * (0.7 + 0.6 * recency);
  return e.popularity * (0.6 + 0.8 * recency) + ((fnv1a(`day|${e.kind}|${e.id}`) % 1000) / 1000) * 3;
}

function build(): DemoCatalogue {
  const started = performance.now();
  // One allocator for both kinds: a demo id names one title, film or show.
  const ids = new IdAllocator();
  const movies = buildMovies(ids).map(movieEntry);
  const shows = buildShows(ids).map(showEntry);
  const credits = buildCredits(movies, shows);
  for (const e of [...movies, ...shows]) {
    e.cast = credits.castOf(e);
    e.collection = credits.collectionOf(e);
  }
  const byId = {
    movie: new Map(movies.map((e) => [e.id, e])),
    tv: new Map(shows.map((e) => [e.id, e])),
  };
  const sortCache = new Map<string, readonly Entry[]>();
  const sorted = (kind: Kind, sortBy: SortKey): readonly Entry[] => {
    const cacheKey = `${kind}|${sortBy}`;
    let list = sortCache.get(cacheKey);
    if (!list) {
      list = [...(kind === 'movie' ? movies : shows)].sort(withTies(COMPARE[sortBy]));
      sortCache.set(cacheKey, list);
    }
    return list;
  };
  const trendCache = new Map<string, readonly Entry[]>();
  const trending = (kind: Kind | 'all', window: 'day' | 'week'): readonly Entry[] => {
    const cacheKey = `${kind}|${window}`;
    let list = trendCache.get(cacheKey);
    if (!list) {
      const ranked = (entries: Entry[]) =>
        entries
          .filter((e) => e.complete)
          .map((e) => ({ e, score: trendScore(e, window) }))
          .sort((a, b) => b.score - a.score || a.e.id - b.e.id)
          .map((x) => x.e);
      if (kind !== 'all') list = ranked(kind === 'movie' ? movies : shows);
      else {
        // "all" alternates the two rankings, film first, so a row shows both kinds.
        const m = ranked(movies);
        const t = ranked(shows);
        const mixed: Entry[] = [];
        for (let i = 0; i < Math.max(m.length, t.length); i++) {
          const film = m[i];
          const show = t[i];
          if (film) mixed.push(film);
          if (show) mixed.push(show);
        }
        list = mixed;
      }
      trendCache.set(cacheKey, list);
    }
    return list;
  };
  const newest = (entries: Entry[]) =>
    entries.reduce((max, e) => (e.complete && e.date > max ? e.date : max), '');
  const snapshotDate = { movie: newest(movies), tv: newest(shows) };
  const windows = {
    movie: trendingWindows(movies, snapshotDate.movie),
    tv: trendingWindows(shows, snapshotDate.tv),
  };
  return {
    movies,
    shows,
    byId,
    snapshotDate,
    trendingWindowDays: (kind, genre) => windows[kind](genre),
    genres: {
      movie: listedGenres(
        MOVIE_GENRES,
        movies.filter((e) => e.complete),
      ),
      tv: listedGenres(
        TV_GENRES,
        shows.filter((e) => e.complete),
      ),
    },
    personIds: credits.personIds,
    collections: credits.collections,
    vocabulary: new Vocabulary([...movies, ...shows].map((e) => e.searchKey)),
    buildMs: performance.now() - started,
    sorted,
    trending,
  };
}

let catalogue: DemoCatalogue | undefined;

/** The demo catalogue, built on first use and kept for the life of the process. */
export function getDemoCatalogue(): DemoCatalogue {
  catalogue ??= build();
  return catalogue;
}

/** A fresh build, bypassing the process-wide one (tests compare two builds). */
export function buildDemoCatalogue(): DemoCatalogue {
  return build();
}
