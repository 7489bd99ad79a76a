import type { MediaType } from '@shared/catalogue';
import type { TmdbGenre } from '../../types';

/** TMDB's genre names by id, for films and TV alike (TMDB gives a shared genre the same id). */
const GENRE_NAMES: Readonly<Record<number, string>> = {
  28: 'Action',
  12: 'Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  14: 'Fantasy',
  36: 'History',
  27: 'Horror',
  10402: 'Music',
  9648: 'Mystery',
  10749: 'Romance',
  878: 'Science Fiction',
  10770: 'TV Movie',
  53: 'Thriller',
  10752: 'War',
  37: 'Western',
  10759: 'Action & Adventure',
  10762: 'Kids',
  10763: 'News',
  10764: 'Reality',
  10765: 'Sci-Fi & Fantasy',
  10766: 'Soap',
  10767: 'Talk',
  10768: 'War & Politics',
};
const genresOf = (ids: number[]): readonly TmdbGenre[] => ids.map((id) => ({ id, name: GENRE_NAMES[id]! }));

/** TMDB's movie genre list (ids, names and order as TMDB publishes them). */
export const MOVIE_GENRES = genresOf([
  28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
]);

/** TMDB's TV genre list. */
export const TV_GENRES = genresOf([
  10759, 16, 35, 80, 99, 18, 10751, 10762, 9648, 10763, 10764, 10765, 10766, 10767, 10768, 37,
]);

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

export function genresFor(kind: MediaType, ids: readonly number[]): TmdbGenre[] {
  const names = kind === 'movie' ? movieNames : tvNames;
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
}

/**
 * vega-datasets' "Major Genre" to TMDB movie genres. Musical and Concert/Performance are
 * films built on music (TMDB's Music); a concert film records a real performance, so it is
 * a documentary too. Romantic and black comedies are comedies; only the romantic one says
 * romance.
 */
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
 * fiction adventure is both). Kids Fiction is fiction made for children, TMDB's Family.
 * Historical Fiction is set in the past, and a Dramatization retells real events: both are
 * what TMDB's History holds (Saving Private Ryan, Apollo 13). A superhero film is action with
 * science-fiction powers. Contemporary Fiction and Multiple Creative Types say nothing about
 * genre and add none; Factual is handled in movieGenreIds.
 */
const CREATIVE_TYPE: Record<string, number[]> = {
  'Science Fiction': [878],
  Fantasy: [14],
  'Super Hero': [28, 878],
  'Kids Fiction': [10751],
  'Historical Fiction': [36],
  Dramatization: [36],
};

/**
 * vega-datasets' "Source" adds a genre where the source itself is music: a film of a stage
 * musical or opera, or one starring a band (Spiceworld). Other sources (books, remakes,
 * games…) say where a story came from, not what kind of film it is.
 */
const SOURCE: Record<string, number[]> = {
  'Based on Musical/Opera': [10402],
  'Musical Group Movie': [10402],
};

/**
 * A legend retold (Mulan is labelled a Dramatization of one) is not history: the "real
 * events" a Dramatization stands for are only real when the source is not a legend.
 */
const LEGEND = 'Traditional/Legend/Fairytale';

/**
 * TMDB genre ids for one film record, major genre first. A Factual film with no major
 * genre is a documentary; a record with neither field keeps [] (the quality filter hides it).
 *
 * TMDB's Animation, Crime, Mystery, War and TV Movie get nothing: no field of the data set
 * says a film is animated, about a crime, a mystery or a war (Toy Story is an "Adventure"
 * of "Kids Fiction", Saving Private Ryan a "Historical Fiction" "Drama"), and a box-office
 * data set holds no TV films. Guessing them from titles or directors would be invented, so
 * the demo does not list those genres (see listedGenres).
 */
export function movieGenreIds(
  majorGenre: string | null,
  creativeType: string | null,
  source: string | null = null,
): number[] {
  const ids = [...(majorGenre ? (MAJOR_GENRE[majorGenre] ?? []) : [])];
  if (creativeType && !(creativeType === 'Dramatization' && source === LEGEND))
    ids.push(...(CREATIVE_TYPE[creativeType] ?? []));
  if (!majorGenre && creativeType === 'Factual') ids.push(99);
  if (source) ids.push(...(SOURCE[source] ?? []));
  return [...new Set(ids)];
}

/**
 * The genres of `all` that at least one of `entries` carries, in `all`'s order: a genre
 * select should offer nothing that answers "No movies found".
 */
export function listedGenres(
  all: readonly TmdbGenre[],
  entries: readonly { genreIds: readonly number[] }[],
): TmdbGenre[] {
  const used = new Set(entries.flatMap((e) => e.genreIds));
  return all.filter((g) => used.has(g.id));
}
