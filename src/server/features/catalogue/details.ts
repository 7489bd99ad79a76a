import type { CatalogueConfig, Genre, MediaType, MovieDetail, Season, TvDetail } from '@shared/catalogue';
import { type CatalogueLanguage, DEFAULT_CATALOGUE_LANGUAGE } from './language';
import { toGenres, toMovieDetail, toSeason, toTvDetail } from './map';
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

/** A film's or a show's detail page, mapped in the reader's language. */
async function titleDetail<T>(
  svc: CatalogueService,
  path: string,
  lang: CatalogueLanguage,
  map: (raw: unknown, now: Date | undefined, trailerLanguage: string) => T,
): Promise<T> {
  return map(await svc.get(path, detailParams(lang), lang), undefined, lang.iso639);
}

export const movieDetail = (
  svc: CatalogueService,
  id: number,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
): Promise<MovieDetail> => titleDetail(svc, `movie/${id}`, lang, toMovieDetail);

export const tvDetail = (
  svc: CatalogueService,
  id: number,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
): Promise<TvDetail> => titleDetail(svc, `tv/${id}`, lang, toTvDetail);

export async function seasonDetail(
  svc: CatalogueService,
  id: number,
  season: number,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
): Promise<Season> {
  return toSeason(await svc.get(`tv/${id}/season/${season}`, {}, lang));
}

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
