import type { CatalogueConfig, Genre, MediaType, MovieDetail, Season, TvDetail } from '@shared/catalogue';
import type { SeasonEpisodes } from '@shared/episodes';
import type { MaturityLevel } from '@shared/profiles';
import type { CatalogueAnswer } from './answer';
import { type CatalogueLanguage, DEFAULT_CATALOGUE_LANGUAGE } from './language';
import { resultsOf, toGenres, toMovieDetail, toSeason, toSeasonCounts, toTvDetail } from './map';
import { assertTitleAllowed, keepAllowed } from './maturity';
import type { CatalogueService } from './service';

/** Detail pages, seasons, genre lists and the client's catalogue configuration. */

/** Everything a detail page shows in one upstream call (similar titles, trailer, cast). */
export const DETAIL_APPEND = 'credits,similar,videos';

/**
 * A title's request in the reader's language. TMDB filters the appended videos by that
 * language: English ones are asked for too, so a title without a trailer in the language
 * still has its English one (pickTrailer prefers the reader's).
 */
export const detailParams = (lang: CatalogueLanguage) => ({
  append_to_response: DETAIL_APPEND,
  include_video_language: lang.iso639 === 'en' ? 'en' : `${lang.iso639},en`,
});

/**
 * A film's or a show's detail page, mapped in the reader's language. Below Adult: refused
 * (403) when the level does not allow the title, and its similar titles kept to the level
 * before the page's share of them is taken.
 */
type MapDetail<T> = (raw: unknown, now: Date | undefined, trailerLanguage: string) => T;

async function titleDetail<T>(
  svc: CatalogueService,
  type: MediaType,
  id: number,
  lang: CatalogueLanguage,
  map: MapDetail<T>,
  level: MaturityLevel,
): Promise<T> {
  const path = `${type}/${id}`;
  if (level === 'adult') return map(await svc.get(path, detailParams(lang), lang), undefined, lang.iso639);
  const allowed = assertTitleAllowed(svc, level, type, id, lang.region);
  const detail = svc.get(path, detailParams(lang), lang);
  detail.catch(() => {});
  await allowed;
  const raw = (await detail) as Record<string, unknown>;
  const similar = resultsOf(raw.similar);
  const kept = await keepAllowed(svc, level, similar, (i) => ({ type, id: i.id }), lang.region);
  return map({ ...raw, similar: { ...(raw.similar as object), results: kept } }, undefined, lang.iso639);
}

const titleDetailOf =
  <T>(type: MediaType, map: MapDetail<T>): CatalogueAnswer<{ id: number }, T> =>
  (svc, { id }, lang, level) =>
    titleDetail(svc, type, id, lang, map, level);

export const movieDetail = titleDetailOf<MovieDetail>('movie', toMovieDetail);
export const tvDetail = titleDetailOf<TvDetail>('tv', toTvDetail);

/**
 * A show's seasons with their episode counts, specials included, from the TV page's own
 * cached detail request (same path, parameters and language, so the same cache entry).
 */
export async function tvSeasons(
  svc: CatalogueService,
  id: number,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
): Promise<SeasonEpisodes[]> {
  return toSeasonCounts(await svc.get(`tv/${id}`, detailParams(lang), lang));
}

export const seasonDetail: CatalogueAnswer<{ id: number; season: number }, Season> = async (
  svc,
  { id, season },
  lang,
  level,
) => {
  if (level !== 'adult') await assertTitleAllowed(svc, level, 'tv', id, lang.region);
  return toSeason(await svc.get(`tv/${id}/season/${season}`, {}, lang));
};

export async function genreList(
  svc: CatalogueService,
  type: MediaType,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
): Promise<Genre[]> {
  const payload = (await svc.get(`genre/${type}/list`, {}, lang)) as { genres?: unknown };
  return toGenres(payload.genres);
}

export function catalogueConfig(svc: CatalogueService): CatalogueConfig {
  return { imageBaseUrl: svc.imageBaseUrl, source: svc.source };
}

/** What a personal row (a rating, a diary entry, a list's title) keeps to draw its card. */
export interface TitleCard {
  title: string | null;
  posterPath: string | null;
  /** YYYY-MM-DD (release or first air date), when known. */
  date: string | null;
  voteAverage: number | null;
}

/**
 * A title's card from its detail page's own cached request (same path, parameters and
 * language, so the same cache entry), validated as the page is: the one lookup of every
 * feature that keeps a title's card with its own rows. A title the catalogue does not know is
 * NOT_FOUND.
 */
export async function titleCard(
  svc: CatalogueService,
  type: MediaType,
  id: number,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
): Promise<TitleCard> {
  const d =
    type === 'movie'
      ? await movieDetail(svc, { id }, lang, 'adult')
      : await tvDetail(svc, { id }, lang, 'adult');
  return {
    title: d.title || null,
    posterPath: d.posterPath,
    date: /^\d{4}(-\d{2}-\d{2})?$/.test(d.date) ? d.date : null,
    voteAverage: Number.isFinite(d.voteAverage) ? d.voteAverage : null,
  };
}
