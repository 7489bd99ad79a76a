import type { TmdbGenre } from '../../types';

/** TMDB's movie genre list (ids and names as TMDB publishes them). */
export const MOVIE_GENRES: readonly TmdbGenre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

/** TMDB's TV genre list. */
export const TV_GENRES: readonly TmdbGenre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

/** TV genre ids by a short name, for the hand-written TV data. */
export const TV = {
  action: 10759,
  animation: 16,
  comedy: 35,
  crime: 80,
  documentary: 99,
  drama: 18,
  family: 10751,
  kids: 10762,
  mystery: 9648,
  scifi: 10765,
  war: 10768,
  western: 37,
} as const;

const movieNames = new Map(MOVIE_GENRES.map((g) => [g.id, g.name]));
const tvNames = new Map(TV_GENRES.map((g) => [g.id, g.name]));

export function genresFor(kind: 'movie' | 'tv', ids: readonly number[]): TmdbGenre[] {
  const names = kind === 'movie' ? movieNames : tvNames;
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
}

/** vega-datasets' "Major Genre" to TMDB movie genres. */
const MAJOR_GENRE: Record<string, number[]> = {
  Action: [28],
  Adventure: [12],
  Comedy: [35],
  Drama: [18],
  Horror: [27],
  Western: [37],
  Documentary: [99],
  Musical: [10402],
  'Thriller/Suspense': [53],
  'Romantic Comedy': [10749, 35],
  'Black Comedy': [35],
  'Concert/Performance': [10402, 99],
};

/**
 * vega-datasets' "Creative Type" adds genres the major genre cannot express (a science
 * fiction adventure is both). Contemporary Fiction, Dramatization and Multiple Creative
 * Types say nothing about genre and add none.
 */
const CREATIVE_TYPE: Record<string, number[]> = {
  'Science Fiction': [878],
  Fantasy: [14],
  'Super Hero': [28, 878],
  'Kids Fiction': [10751],
  'Historical Fiction': [36],
};

/**
 * TMDB genre ids for one film record, major genre first. A Factual film with no major
 * genre is a documentary; a record with neither field keeps [] (the quality filter hides it).
 */
export function movieGenreIds(majorGenre: string | null, creativeType: string | null): number[] {
  const ids = [...(majorGenre ? (MAJOR_GENRE[majorGenre] ?? []) : [])];
  if (creativeType) ids.push(...(CREATIVE_TYPE[creativeType] ?? []));
  if (!majorGenre && creativeType === 'Factual') ids.push(99);
  return [...new Set(ids)];
}
