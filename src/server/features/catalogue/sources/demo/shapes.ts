import { MAX_PAGE } from '@shared/schemas/catalogue';
import type { TmdbListItem, TmdbPage } from '../../types';
import { backdropPath, posterPath, stillPath } from './artwork';
import type { Entry } from './catalogue';
import type { CastCredit, DemoCollection } from './credits';
import { genresFor } from './genres';
import { hashId } from './ids';
import type { DemoMovie } from './movies';
import { type DemoRun, demoRun, demoToday, runAiring, runEnd } from './schedule';
import { type DemoSeason, type DemoShow, episodeFacts } from './tv';
import { NETWORKS } from './tv-data';

/** TMDB's page size (its page cap, MAX_PAGE, is the contract's). */
export const PAGE_SIZE = 20;

/** TMDB's list-item shape for one entry; `media_type` only where TMDB sends it (trending, multi). */
export function listItem(e: Entry, withMediaType = false): TmdbListItem & Record<string, unknown> {
  const common = {
    adult: false,
    backdrop_path: backdropPath(e.kind, e.id),
    genre_ids: [...e.genreIds],
    id: e.id,
    ...(withMediaType ? { media_type: e.kind } : {}),
    original_language: e.originalLanguage,
    overview: e.show?.overview ?? e.movie?.overview ?? '',
    popularity: e.popularity,
    poster_path: posterPath(e.kind, e.id),
    vote_average: e.voteAverage,
    vote_count: e.voteCount,
  };
  if (e.kind === 'movie') {
    return { ...common, original_title: e.title, release_date: e.date, title: e.title, video: false };
  }
  return {
    ...common,
    origin_country: [...(e.show?.originCountry ?? [])],
    original_name: e.show?.originalName ?? e.title,
    first_air_date: e.date,
    name: e.title,
  };
}

/**
 * One TMDB page of `entries` (page is 1-based; pages past the end are empty). Like TMDB,
 * an empty list still reports one page.
 */
export function page(
  entries: readonly Entry[],
  pageNo: number,
  withMediaType = false,
): TmdbPage<TmdbListItem> {
  return pageOf(entries, pageNo, (e) => listItem(e, withMediaType));
}

/** One TMDB page of any items (people too), each shown by `show`. */
export function pageOf<T, R>(items: readonly T[], pageNo: number, show: (item: T) => R): TmdbPage<R> {
  const start = (pageNo - 1) * PAGE_SIZE;
  return {
    page: pageNo,
    results: items.slice(start, start + PAGE_SIZE).map(show),
    total_pages: Math.max(1, Math.min(Math.ceil(items.length / PAGE_SIZE), MAX_PAGE)),
    total_results: items.length,
  };
}

/** Person ids by name (the catalogue's `personIds`). */
export type PersonIds = ReadonlyMap<string, number>;

const person = (id: number, name: string, department: 'Directing' | 'Acting') => ({
  adult: false,
  gender: 0,
  id,
  known_for_department: department,
  name,
  original_name: name,
  popularity: 0,
  profile_path: null,
});

/** TMDB's cast entries of a title's credits. */
const castList = (titleId: number, cast: readonly CastCredit[]) =>
  cast.map((c, order) => ({
    ...person(c.id, c.name, 'Acting'),
    character: c.character,
    credit_id: `demo-${titleId}-cast-${c.id}`,
    order,
  }));

/** A collection as a film's details name it: its artwork is its first film's. */
const collectionRef = (c: DemoCollection) => {
  const first = c.parts[0];
  return {
    id: c.id,
    name: c.name,
    poster_path: first ? posterPath('movie', first.id) : null,
    backdrop_path: first ? backdropPath('movie', first.id) : null,
  };
};

/** `collection/{id}`: the series' films in release order, with an overview from their own facts. */
export function collectionDetails(c: DemoCollection) {
  const years = c.parts.map((p) => p.year).filter((y): y is number => y !== null);
  const series = c.name.replace(/ Collection$/, '');
  const span =
    years.length === 0
      ? ''
      : Math.min(...years) === Math.max(...years)
        ? ` released in ${Math.min(...years)}`
        : ` released from ${Math.min(...years)} to ${Math.max(...years)}`;
  return {
    ...collectionRef(c),
    overview: `The films of the ${series} series${span}.`.replace('the The ', 'the '),
    parts: c.parts.map((p) => listItem(p, true)),
  };
}

const LANGUAGES: Record<string, { english_name: string; name: string }> = {
  en: { english_name: 'English', name: 'English' },
  de: { english_name: 'German', name: 'Deutsch' },
  hi: { english_name: 'Hindi', name: 'हिन्दी' },
  ko: { english_name: 'Korean', name: '한국어/조선말' },
};

/** TMDB's spoken_languages for a title whose original language is `code`: that language. */
const spokenLanguages = (code: string) => {
  const language = LANGUAGES[code];
  return language ? [{ iso_639_1: code, ...language }] : [];
};

export function movieDetails(m: DemoMovie, collection: DemoCollection | null) {
  return {
    adult: false,
    backdrop_path: backdropPath('movie', m.id),
    belongs_to_collection: collection ? collectionRef(collection) : null,
    budget: m.budget,
    genres: genresFor('movie', m.genreIds),
    homepage: '',
    id: m.id,
    imdb_id: null,
    origin_country: [],
    original_language: m.originalLanguage,
    original_title: m.title,
    overview: m.overview,
    popularity: m.popularity,
    poster_path: posterPath('movie', m.id),
    production_companies: m.distributor
      ? [{ id: hashId(`company|${m.distributor}`), logo_path: null, name: m.distributor, origin_country: '' }]
      : [],
    production_countries: [],
    release_date: m.releaseDate,
    revenue: m.revenue,
    runtime: m.runtime,
    // The record names no other language than the original one.
    spoken_languages: spokenLanguages(m.originalLanguage),
    status: 'Released',
    tagline: '',
    title: m.title,
    video: false,
    vote_average: m.voteAverage,
    vote_count: m.voteCount,
  };
}

/** The top-billed cast where the tables name it (cast-data.ts); the crew is the director when known. */
export function movieCredits(m: DemoMovie, cast: readonly CastCredit[], people: PersonIds) {
  const directorId = m.director ? people.get(m.director) : undefined;
  return {
    id: m.id,
    cast: castList(m.id, cast),
    crew:
      m.director && directorId
        ? [
            {
              ...person(directorId, m.director, 'Directing'),
              credit_id: `demo-${m.id}-director`,
              department: 'Directing',
              job: 'Director',
            },
          ]
        : [],
  };
}

/** The show's seasons with its current run (schedule.ts): a new season, or more episodes in its latest. */
function seasonsOf(show: DemoShow, run: DemoRun | null): DemoSeason[] {
  if (!run) return show.seasons;
  if (run.newSeason) {
    return [
      ...show.seasons,
      {
        id: hashId(`season|${show.id}|${run.season}`),
        seasonNumber: run.season,
        name: `Season ${run.season}`,
        episodeCount: run.count,
        airDate: run.premiere,
      },
    ];
  }
  return show.seasons.map((s) => (s.seasonNumber === run.season ? { ...s, episodeCount: runEnd(run) } : s));
}

export function episode(
  show: DemoShow,
  season: number,
  episodeNumber: number,
  run = demoRun(show, demoToday()),
) {
  const airing = run && season === run.season ? runAiring(run, episodeNumber) : null;
  const facts = airing
    ? { name: `Episode ${episodeNumber}`, airDate: airing.airDate }
    : episodeFacts(show, season, episodeNumber);
  const count = seasonsOf(show, run).find((s) => s.seasonNumber === season)?.episodeCount ?? 0;
  return {
    air_date: facts.airDate,
    // Not TMDB's (it gives dates only): the instant, where the demo's network airs at a set time.
    ...(airing?.airsAt ? { airs_at: airing.airsAt } : {}),
    episode_number: episodeNumber,
    episode_type: season > 0 && episodeNumber === count ? 'finale' : 'standard',
    id: hashId(`episode|${show.id}|${season}|${episodeNumber}`),
    name: facts.name,
    overview:
      season === 0
        ? `A special of ${show.name}.`
        : `Season ${season}, episode ${episodeNumber} of ${show.name}.`,
    production_code: '',
    runtime: show.data.runtime,
    season_number: season,
    show_id: show.id,
    still_path: stillPath(show.id, season, episodeNumber),
    vote_average: 0,
    vote_count: 0,
    crew: [],
    guest_stars: [],
  };
}

/**
 * The latest episode aired by `today` and the next one to air (from today on), as TMDB
 * reports them: the run's where it has one on either side, else the snapshot's last.
 */
function lastAndNext(show: DemoShow, run: DemoRun | null, today: string) {
  let last: ReturnType<typeof episode> | null = null;
  let next: ReturnType<typeof episode> | null = null;
  if (run) {
    for (let e = run.firstEpisode; e <= runEnd(run); e++) {
      const airing = runAiring(run, e);
      // Aired once the UTC day its instant falls on has passed (its date's, all day): never
      // before the instant the TV and watch pages count it aired at.
      const day = airing?.airsAt ? airing.airsAt.slice(0, 10) : (airing?.airDate ?? '');
      if (day < today) last = episode(show, run.season, e, run);
      else if (!next) next = episode(show, run.season, e, run);
    }
  }
  if (!last) {
    const final = show.seasons[show.seasons.length - 1];
    last =
      final && final.seasonNumber > 0 ? episode(show, final.seasonNumber, final.episodeCount, run) : null;
  }
  return { last, next };
}

function seasonOverview(show: DemoShow, seasonNumber: number, count: number): string {
  const episodes = `${count} episode${count === 1 ? '' : 's'}`;
  return seasonNumber === 0
    ? `Specials of ${show.name}: ${episodes}.`
    : `Season ${seasonNumber} of ${show.name}: ${episodes}.`;
}

export function tvDetails(show: DemoShow, people: PersonIds, today = demoToday()) {
  const run = demoRun(show, today);
  const seasons = seasonsOf(show, run);
  const { last, next } = lastAndNext(show, run, today);
  return {
    adult: false,
    backdrop_path: backdropPath('tv', show.id),
    created_by: show.data.createdBy.map((name) => ({
      id: people.get(name) ?? 0,
      credit_id: `demo-${show.id}-creator-${people.get(name) ?? 0}`,
      name,
      original_name: name,
      gender: 0,
      profile_path: null,
    })),
    episode_run_time: [show.data.runtime],
    first_air_date: show.firstAirDate,
    genres: genresFor('tv', show.genreIds),
    homepage: '',
    id: show.id,
    in_production: show.data.status === 'Returning Series',
    languages: [show.originalLanguage],
    last_air_date: last?.air_date && last.air_date > show.lastAirDate ? last.air_date : show.lastAirDate,
    last_episode_to_air: last,
    name: show.name,
    next_episode_to_air: next,
    networks: show.data.networks.map((key) => ({
      id: hashId(`network|${key}`),
      logo_path: null,
      name: NETWORKS[key].name,
      origin_country: NETWORKS[key].country,
    })),
    number_of_episodes: show.numberOfEpisodes + (run?.count ?? 0),
    number_of_seasons: show.numberOfSeasons + (run?.newSeason ? 1 : 0),
    origin_country: [...show.originCountry],
    original_language: show.originalLanguage,
    original_name: show.originalName,
    overview: show.overview,
    popularity: show.popularity,
    poster_path: posterPath('tv', show.id),
    production_companies: [],
    production_countries: [],
    seasons: seasons.map((s) => ({
      air_date: s.airDate,
      episode_count: s.episodeCount,
      id: s.id,
      name: s.name,
      overview: seasonOverview(show, s.seasonNumber, s.episodeCount),
      poster_path: posterPath('tv', show.id),
      season_number: s.seasonNumber,
      vote_average: 0,
    })),
    spoken_languages: spokenLanguages(show.originalLanguage),
    status: show.data.status,
    tagline: '',
    type: show.type,
    vote_average: show.voteAverage,
    vote_count: show.voteCount,
  };
}

/** `tv/{id}/season/{n}`, or null when the show has no such season. */
export function seasonDetails(show: DemoShow, seasonNumber: number, today = demoToday()) {
  const run = demoRun(show, today);
  const s = seasonsOf(show, run).find((x) => x.seasonNumber === seasonNumber);
  if (!s) return null;
  return {
    _id: `demo-${s.id}`,
    air_date: s.airDate,
    episodes: Array.from({ length: s.episodeCount }, (_, i) => episode(show, seasonNumber, i + 1, run)),
    name: s.name,
    overview: seasonOverview(show, s.seasonNumber, s.episodeCount),
    id: s.id,
    poster_path: posterPath('tv', show.id),
    season_number: seasonNumber,
    vote_average: 0,
  };
}

export function tvCredits(show: DemoShow, cast: readonly CastCredit[]) {
  return { id: show.id, cast: castList(show.id, cast), crew: [] };
}
