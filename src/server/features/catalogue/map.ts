import {
  type CastMember,
  type CollectionRef,
  type Episode,
  type Genre,
  isYoutubeKey,
  type MediaCard,
  type MediaType,
  type MovieDetail,
  type Paged,
  type PersonRef,
  type Season,
  type SeasonSummary,
  type TvDetail,
  type Video,
} from '@shared/catalogue';
import { applyQualityFilter, dateOf, mediaTypeOf } from '@shared/catalogue-quality';
import { airedSeasons, type EpisodeRef, type SeasonEpisodes } from '@shared/episodes';
import { z } from 'zod';
import type { TmdbListItem } from './types';

/**
 * TMDB payloads (from TMDB or the demo source) into the shapes of src/shared/catalogue.ts:
 * only what the screens use. Payloads are read defensively: a field TMDB leaves out
 * becomes null or empty, never undefined or a crash.
 */
export const CAST_MAX = 20;
export const SIMILAR_MAX = 12;
export const COMPANIES_MAX = 2;
export const CREATORS_MAX = 2;
export const WRITERS_MAX = 4;
const WRITING_JOBS = new Set([
  'Screenplay',
  'Writer',
  'Story',
  'Novel',
  'Author',
  'Book',
  'Original Story',
  'Teleplay',
]);

type Obj = Record<string, unknown>;
/** An ISO 639-1 code the client can name; TMDB's 'xx' is "no language". */
const LANGUAGE_CODE = /^(?!xx$)[a-z]{2}$/;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** The objects of a list; anything else in it (null, numbers, strings) is dropped, not thrown on. */
const objects = (v: unknown): Obj[] => arr(v).filter(isObj);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const isoInstant = z.iso.datetime({ offset: true });
/** An ISO instant (with its offset) as UTC ISO; anything else null. */
const instantOrNull = (v: unknown): string | null => {
  const r = isoInstant.safeParse(v);
  return r.success ? new Date(r.data).toISOString() : null;
};
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const names = (v: unknown): string[] =>
  objects(v)
    .map((x) => str(x.name).trim())
    .filter(Boolean);

/** A list item as a card; null for people and items whose type cannot be told. */
export function toMediaCard(item: TmdbListItem, fallbackType?: MediaType): MediaCard | null {
  const mediaType = mediaTypeOf(item, fallbackType);
  if (!mediaType) return null;
  return {
    id: item.id,
    mediaType,
    title: str(mediaType === 'movie' ? (item.title ?? item.name) : (item.name ?? item.title)),
    date: dateOf(item, mediaType),
    posterPath: strOrNull(item.poster_path),
    backdropPath: strOrNull(item.backdrop_path),
    overview: str(item.overview),
    voteAverage: num(item.vote_average),
    voteCount: num(item.vote_count),
    popularity: num(item.popularity),
    genreIds: arr(item.genre_ids).filter((g): g is number => typeof g === 'number'),
  };
}

/** Quality-filtered, de-duplicated, ordered cards; `limit` cuts the list. */
export function toCards(
  items: readonly TmdbListItem[],
  opts: {
    mediaType?: MediaType;
    order?: 'quality' | 'keep';
    limit?: number;
    now?: Date;
    allowUnrated?: boolean;
  } = {},
): MediaCard[] {
  const kept = applyQualityFilter(items, opts);
  const cards: MediaCard[] = [];
  for (const item of kept) {
    const card = toMediaCard(item, item.media_type);
    if (card) cards.push(card);
    if (opts.limit !== undefined && cards.length >= opts.limit) break;
  }
  return cards;
}

/**
 * The `results` of a TMDB page payload that can be shown: objects with a whole-number id.
 * Anything else in the list is dropped (an empty list for a payload without results).
 */
export const resultsOf = (payload: unknown): TmdbListItem[] =>
  objects(obj(payload).results).filter(
    (i) => typeof i.id === 'number' && Number.isSafeInteger(i.id) && i.id > 0,
  ) as unknown as TmdbListItem[];

export const toGenres = (v: unknown): Genre[] =>
  objects(v)
    .map((g) => ({ id: num(g.id), name: str(g.name) }))
    .filter((g) => g.id > 0 && g.name !== '');

/**
 * A Trailer on YouTube first, else any YouTube video, else none. A key that is not a
 * YouTube id is not a video: it would be written into the embed address. With `language`
 * (ISO 639-1), a video in that language comes before one in another (the English
 * ones asked for beside it): its trailer, else any trailer, else its other videos.
 */
export function pickTrailer(videos: unknown, language?: string): Video | null {
  const found = objects(obj(videos).results)
    .map((v) => ({
      video: { key: str(v.key), name: str(v.name), site: str(v.site), type: str(v.type) },
      own: language !== undefined && str(v.iso_639_1) === language,
    }))
    .filter(({ video: v }) => isYoutubeKey(v.key) && v.site.toLowerCase() === 'youtube');
  const pick =
    found.find((v) => v.own && v.video.type === 'Trailer') ??
    found.find((v) => v.video.type === 'Trailer') ??
    found.find((v) => v.own) ??
    found[0];
  return pick?.video ?? null;
}

function cast(credits: unknown): CastMember[] {
  return castList(obj(credits).cast);
}

function castList(list: unknown): CastMember[] {
  return objects(list)
    .slice(0, CAST_MAX)
    .map((c) => ({
      id: num(c.id),
      name: str(c.name),
      character: str(c.character),
      profilePath: strOrNull(c.profile_path),
    }));
}

/** People of a credits list, each once (by id), in the list's order; those without an id or name dropped. */
export function people(list: unknown, keep: (c: Obj) => boolean = () => true): PersonRef[] {
  const seen = new Set<number>();
  const out: PersonRef[] = [];
  for (const c of objects(list)) {
    const ref = { id: num(c.id), name: str(c.name).trim(), profilePath: strOrNull(c.profile_path) };
    if (ref.id <= 0 || !Number.isSafeInteger(ref.id) || ref.name === '' || seen.has(ref.id) || !keep(c))
      continue;
    seen.add(ref.id);
    out.push(ref);
  }
  return out;
}

function collectionRef(v: unknown): CollectionRef | null {
  const c = obj(v);
  const id = num(c.id);
  const name = str(c.name).trim();
  if (!(id > 0 && Number.isSafeInteger(id)) || name === '') return null;
  return { id, name, posterPath: strOrNull(c.poster_path), backdropPath: strOrNull(c.backdrop_path) };
}

/** A details payload as the list item the quality filter reads (genres → genre_ids). */
export function detailAsListItem(raw: unknown, mediaType: MediaType): TmdbListItem {
  const d = obj(raw);
  return {
    ...(d as unknown as TmdbListItem),
    media_type: mediaType,
    genre_ids: toGenres(d.genres).map((g) => g.id),
  };
}

function base(raw: unknown, mediaType: MediaType, now: Date, trailerLanguage?: string) {
  const d = obj(raw);
  const item = detailAsListItem(raw, mediaType);
  return {
    id: num(d.id),
    title: str(mediaType === 'movie' ? d.title : d.name),
    date: dateOf(item, mediaType),
    overview: str(d.overview),
    posterPath: strOrNull(d.poster_path),
    backdropPath: strOrNull(d.backdrop_path),
    voteAverage: num(d.vote_average),
    voteCount: num(d.vote_count),
    popularity: num(d.popularity),
    genres: toGenres(d.genres),
    status: str(d.status),
    languages: objects(d.spoken_languages)
      .map((l) => str(l.iso_639_1))
      .filter((code) => LANGUAGE_CODE.test(code)),
    trailer: pickTrailer(d.videos, trailerLanguage),
    cast: cast(d.credits),
    similar: toCards(
      resultsOf(d.similar).filter((s) => s.id !== d.id),
      { mediaType, limit: SIMILAR_MAX, now },
    ),
  };
}

/** `trailerLanguage`: the reader's ISO 639-1 language, whose trailer is preferred. */
export function toMovieDetail(raw: unknown, now = new Date(), trailerLanguage?: string): MovieDetail {
  const d = obj(raw);
  return {
    ...base(raw, 'movie', now, trailerLanguage),
    mediaType: 'movie',
    runtime: numOrNull(d.runtime) || null,
    budget: num(d.budget),
    revenue: num(d.revenue),
    productionCompanies: names(d.production_companies).slice(0, COMPANIES_MAX),
    directors: people(obj(d.credits).crew, (c) => c.job === 'Director'),
    writers: people(obj(d.credits).crew, (c) => WRITING_JOBS.has(str(c.job))).slice(0, WRITERS_MAX),
    collection: collectionRef(d.belongs_to_collection),
  };
}

export function toTvDetail(raw: unknown, now = new Date(), trailerLanguage?: string): TvDetail {
  const d = obj(raw);
  // Regular seasons in order, then the specials (season 0) when there are any: the viewing order
  // the next-up rule counts them in when the viewer chooses to.
  const seasons: SeasonSummary[] = objects(d.seasons)
    .filter((s) => num(s.season_number) > 0 || num(s.episode_count) > 0)
    .sort((a, b) => Number(num(a.season_number) === 0) - Number(num(b.season_number) === 0))
    .map((s) => ({
      id: num(s.id),
      seasonNumber: num(s.season_number),
      episodeCount: num(s.episode_count),
      name: str(s.name),
      airDate: strOrNull(s.air_date),
      posterPath: strOrNull(s.poster_path),
    }));
  return {
    ...base(raw, 'tv', now, trailerLanguage),
    mediaType: 'tv',
    numberOfSeasons: num(d.number_of_seasons),
    numberOfEpisodes: num(d.number_of_episodes),
    episodeRunTime: numOrNull(arr(d.episode_run_time)[0]),
    seasons,
    networks: names(d.networks),
    createdBy: names(d.created_by).slice(0, CREATORS_MAX),
    creators: people(d.created_by).slice(0, CREATORS_MAX),
    lastAired: lastAiredOf(d),
  };
}

/** The show's last aired episode, from `last_episode_to_air` when it names a real one. */
function lastAiredOf(d: Obj): EpisodeRef | null {
  const last = obj(d.last_episode_to_air);
  const season = last.season_number;
  const episode = last.episode_number;
  return Number.isInteger(season) && Number.isInteger(episode) && num(season) >= 0 && num(episode) >= 1
    ? { season: num(season), episode: num(episode) }
    : null;
}

/**
 * A show's seasons as episode counts, specials (season 0) included: what watched marks and
 * the next-up rule count. Read from the same detail payload as the TV page.
 */
export function toSeasonCounts(raw: unknown): SeasonEpisodes[] {
  const counts = objects(obj(raw).seasons)
    .filter((s) => Number.isInteger(s.season_number) && num(s.season_number) >= 0)
    .map((s) => ({
      seasonNumber: num(s.season_number),
      episodeCount: Math.max(0, Math.trunc(num(s.episode_count))),
    }));
  return airedSeasons(counts, lastAiredOf(obj(raw)));
}

export function toSeason(raw: unknown): Season {
  const d = obj(raw);
  const seasonNumber = num(d.season_number);
  const episodes: Episode[] = objects(d.episodes).map((e) => ({
    id: num(e.id),
    episodeNumber: num(e.episode_number),
    seasonNumber: numOrNull(e.season_number) ?? seasonNumber,
    name: str(e.name),
    overview: str(e.overview),
    stillPath: strOrNull(e.still_path),
    runtime: numOrNull(e.runtime),
    voteAverage: num(e.vote_average),
    airDate: strOrNull(e.air_date),
    airsAt: instantOrNull(e.airs_at),
    directors: people(e.crew, (c) => c.job === 'Director'),
    writers: people(e.crew, (c) => WRITING_JOBS.has(str(c.job))).slice(0, WRITERS_MAX),
    guestStars: castList(e.guest_stars),
  }));
  return {
    id: num(d.id),
    seasonNumber,
    name: str(d.name),
    overview: str(d.overview),
    airDate: strOrNull(d.air_date),
    posterPath: strOrNull(d.poster_path),
    episodes,
  };
}

/** Items of a payload whose items carry no media_type, given the endpoint's type. */
export const typed = (items: TmdbListItem[], type?: MediaType): TmdbListItem[] =>
  type ? items.map((i) => (i.media_type ? i : { ...i, media_type: type })) : items;

/** A TMDB page as the client's Paged shape (TMDB serves at most 500 pages). */
export function paged(payload: unknown, results: MediaCard[]): Paged<MediaCard> {
  const p = (payload ?? {}) as { page?: unknown; total_pages?: unknown; total_results?: unknown };
  const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
  return {
    page: n(p.page, 1),
    totalPages: Math.min(n(p.total_pages, 1), 500),
    totalResults: n(p.total_results, results.length),
    results,
  };
}
