import type { MaturityLevel } from './profiles';

/**
 * What the catalogue tRPC router answers: only the fields the screens use. The server
 * maps TMDB payloads (from TMDB or the demo source) into these shapes.
 */
export const MEDIA_TYPES = ['movie', 'tv'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export interface Genre {
  id: number;
  name: string;
}

/** A title on a card, a row, a search result or a similar-titles strip. */
export interface MediaCard {
  id: number;
  mediaType: MediaType;
  title: string;
  /** YYYY-MM-DD (release_date or first_air_date). */
  date: string;
  posterPath: string | null;
  backdropPath: string | null;
  overview: string;
  voteAverage: number;
  voteCount: number;
  popularity: number;
  genreIds: number[];
}

export interface Paged<T> {
  page: number;
  totalPages: number;
  totalResults: number;
  results: T[];
}

/** Search results; `correctedQuery` when a typo was corrected and these answer that instead. */
export interface SearchPage extends Paged<MediaCard> {
  correctedQuery?: string;
  /** The profile's maturity level the results were kept to, when below Adult (absent: none hidden). */
  keptToLevel?: MaturityLevel;
}

export type HomeRowKey =
  | 'trending'
  | 'popularMovies'
  | 'trendingTv'
  | 'popularTv'
  | 'netflix'
  | 'disney'
  | 'hbo'
  | 'prime';

export interface HomeRow {
  key: HomeRowKey;
  title: string;
  /** Where the row's View All link goes: its own list on /movies or /tv (`rowListHref`). */
  viewAll: string;
  items: MediaCard[];
}

/**
 * The lists a Movies or TV Shows listing opens besides its discover filters: a home row's own
 * titles, for its View All (TMDB's trending and popular lists, a streaming service's titles).
 */
export const LISTING_LISTS = ['trending', 'popular', 'netflix', 'disney', 'hbo', 'prime'] as const;
export type ListingList = (typeof LISTING_LISTS)[number];

/** Where each home row's View All goes: a listing and the list it opens there. */
export const ROW_LIST = {
  trending: { kind: 'movie', list: 'trending' },
  popularMovies: { kind: 'movie', list: 'popular' },
  trendingTv: { kind: 'tv', list: 'trending' },
  popularTv: { kind: 'tv', list: 'popular' },
  netflix: { kind: 'tv', list: 'netflix' },
  disney: { kind: 'movie', list: 'disney' },
  hbo: { kind: 'tv', list: 'hbo' },
  prime: { kind: 'movie', list: 'prime' },
} as const satisfies Record<HomeRowKey, { kind: MediaType; list: ListingList }>;

/** The home row a listing's list is the whole of, whose name it wears as its heading. */
export function listRow(kind: MediaType, list: ListingList): HomeRowKey {
  if (list === 'trending') return kind === 'movie' ? 'trending' : 'trendingTv';
  if (list === 'popular') return kind === 'movie' ? 'popularMovies' : 'popularTv';
  return list;
}

/** A streaming service's TMDB provider id (the home rows and their lists). */
export const PROVIDER_IDS = { netflix: 8, disney: 337, hbo: 384, prime: 9 } as const satisfies Record<
  Exclude<ListingList, 'trending' | 'popular'>,
  number
>;

/** The genres the home hero shows at most (the server picks them). */
export const HERO_GENRES_MAX = 4;

export interface HomeData {
  /** With at most HERO_GENRES_MAX genres. */
  hero: (MediaCard & { genres: Genre[] }) | null;
  rows: HomeRow[];
}

export const QUICK_FILTERS = ['all', 'trending', 'top_rated', 'latest'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** The field a title's date comes from, per media type (a release for films, a first airing for shows). */
export const DATE_FIELD = {
  movie: 'primary_release_date',
  tv: 'first_air_date',
} as const satisfies Record<MediaType, string>;

const newest = <K extends MediaType>(kind: K) =>
  `${DATE_FIELD[kind]}.desc` as `${(typeof DATE_FIELD)[K]}.desc`;

/** The field a title's name comes from, per media type. */
const NAME_FIELD = { movie: 'title', tv: 'name' } as const satisfies Record<MediaType, string>;

type SortOption = { readonly value: string; readonly label: string };

/** A listing's sorts in menu order: the ones every media type offers around its own. */
const listingSorts = <K extends MediaType, const Own extends readonly SortOption[]>(kind: K, own: Own) =>
  [
    { value: 'popularity.desc', label: 'Most Popular' },
    { value: 'vote_average.desc', label: 'Top Rated' },
    { value: newest(kind), label: 'Latest' },
    ...own,
    { value: `${NAME_FIELD[kind]}.asc` as `${(typeof NAME_FIELD)[K]}.asc`, label: 'A to Z' },
    { value: `${NAME_FIELD[kind]}.desc` as `${(typeof NAME_FIELD)[K]}.desc`, label: 'Z to A' },
  ] as const;

/** The sorts a Movies or TV Shows listing offers. */
export const MOVIE_SORTS = listingSorts('movie', [{ value: 'revenue.desc', label: 'Highest Grossing' }]);
export const TV_SORTS = listingSorts('tv', []);
export const LISTING_SORTS = { movie: MOVIE_SORTS, tv: TV_SORTS } as const;
export type MovieSort = (typeof MOVIE_SORTS)[number]['value'];
export type TvSort = (typeof TV_SORTS)[number]['value'];
export type ListingSort = MovieSort | TvSort;

/**
 * The sort a quick filter lists by when the visitor has not chosen one: trending and the
 * default by popularity, top rated by the vote average, latest newest first.
 */
export function quickFilterSort(filter: QuickFilter, kind: MediaType): ListingSort {
  if (filter === 'top_rated') return 'vote_average.desc';
  if (filter === 'latest') return newest(kind);
  return 'popularity.desc';
}

/** Where a paged catalogue list starts: the cursor of its first page. */
export const FIRST_PAGE = 1;

export interface CastMember {
  id: number;
  name: string;
  character: string;
  profilePath: string | null;
}

/** A person named on a title (director, writer, creator), linking to /person/:id. */
export interface PersonRef {
  id: number;
  name: string;
  profilePath: string | null;
}

/** The collection (franchise) a film belongs to, linking to /collection/:id. */
export interface CollectionRef {
  id: number;
  name: string;
  posterPath: string | null;
  backdropPath: string | null;
}

export interface Video {
  key: string;
  name: string;
  site: string;
  type: string;
}

/**
 * A YouTube video id (eleven letters, digits, `_` or `-`): the only trailer key that may
 * reach an embed address. Anything else from upstream means no trailer.
 */
export const isYoutubeKey = (key: string): boolean => /^[A-Za-z0-9_-]{11}$/.test(key);

interface DetailBase {
  id: number;
  mediaType: MediaType;
  title: string;
  date: string;
  overview: string;
  posterPath: string | null;
  backdropPath: string | null;
  voteAverage: number;
  voteCount: number;
  popularity: number;
  genres: Genre[];
  status: string;
  /** The spoken languages' ISO 639-1 codes ('en'): the client names them in the reader's language. */
  languages: string[];
  /** The chosen trailer (type Trailer on YouTube first, else any YouTube video), or null. */
  trailer: Video | null;
  cast: CastMember[]; // at most 20
  similar: MediaCard[]; // at most 12, quality-filtered
}

export interface MovieDetail extends DetailBase {
  mediaType: 'movie';
  runtime: number | null;
  budget: number;
  revenue: number;
  productionCompanies: string[]; // at most 2
  /** Its directors and writers (crew jobs Director; Screenplay, Writer, Story, Novel…), each once. */
  directors: PersonRef[];
  writers: PersonRef[]; // at most 4
  collection: CollectionRef | null;
}

export interface SeasonSummary {
  id: number;
  seasonNumber: number;
  episodeCount: number;
  name: string;
  airDate: string | null;
  posterPath: string | null;
}

export interface TvDetail extends DetailBase {
  mediaType: 'tv';
  numberOfSeasons: number;
  numberOfEpisodes: number;
  episodeRunTime: number | null;
  /** Season 0 (specials) removed. */
  seasons: SeasonSummary[];
  networks: string[];
  createdBy: string[]; // at most 2
  /** The creators with their ids (the same people as createdBy, at most 2). */
  creators: PersonRef[];
  /** The last episode aired (next up and whole-season marks stop there); null when not given. */
  lastAired: { season: number; episode: number } | null;
}

export interface Episode {
  id: number;
  episodeNumber: number;
  seasonNumber: number;
  name: string;
  overview: string;
  stillPath: string | null;
  runtime: number | null;
  voteAverage: number;
  /** YYYY-MM-DD as the catalogue gives it (the airing network's own day). */
  airDate: string | null;
  /**
   * The airing instant (ISO) when the catalogue knows the time, else null (an all-day date).
   * Read with shared/catalogue-airing.ts, which gives every page the same day for it.
   */
  airsAt: string | null;
  /** The episode's director(s) and writers (at most 4), linking to their person pages. */
  directors: PersonRef[];
  writers: PersonRef[];
  /** At most 20. */
  guestStars: CastMember[];
}

export interface Season {
  id: number;
  seasonNumber: number;
  name: string;
  overview: string;
  airDate: string | null;
  posterPath: string | null;
  episodes: Episode[];
}

export interface CatalogueConfig {
  /** Prepend to `/{size}{path}`: e.g. `${imageBaseUrl}/w342${posterPath}`. */
  imageBaseUrl: string;
  source: 'tmdb' | 'demo';
}

/** The image sizes the catalogue's CDN serves. */
export const IMAGE_SIZES = ['w92', 'w185', 'w300', 'w500', 'w780', 'w1280', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/**
 * The groups a filmography is shown in, in this order: TMDB's departments, with the
 * creators of shows apart from the writers. An unknown department is `crew`.
 */
export const CREDIT_GROUPS = [
  'acting',
  'directing',
  'writing',
  'creator',
  'production',
  'camera',
  'editing',
  'sound',
  'art',
  'costumeMakeUp',
  'visualEffects',
  'lighting',
  'crew',
] as const;
