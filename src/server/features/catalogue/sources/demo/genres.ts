import type { MediaType } from '../../../../../shared/catalogue';
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
