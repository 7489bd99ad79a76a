import type {
  CatalogueConfig,
  Genre,
  MediaType,
  MovieDetail,
  Season,
  TvDetail,
} from '../../../shared/catalogue';
import { toGenres, toMovieDetail, toSeason, toTvDetail } from './map';
import type { CatalogueService } from './service';

/** Detail pages, seasons, genre lists and the client's catalogue configuration. */

/** Everything a detail page shows in one upstream call (spec 2: similar, trailer, cast). */
export const DETAIL_APPEND = 'credits,similar,videos';

export async function movieDetail(svc: CatalogueService, id: number): Promise<MovieDetail> {
  return toMovieDetail(await svc.get(`movie/${id}`, { append_to_response: DETAIL_APPEND }));
}

export async function tvDetail(svc: CatalogueService, id: number): Promise<TvDetail> {
  return toTvDetail(await svc.get(`tv/${id}`, { append_to_response: DETAIL_APPEND }));
}

export async function seasonDetail(svc: CatalogueService, id: number, season: number): Promise<Season> {
  return toSeason(await svc.get(`tv/${id}/season/${season}`));
}

export async function genreList(svc: CatalogueService, type: MediaType): Promise<Genre[]> {
  const payload = (await svc.get(`genre/${type}/list`)) as { genres?: unknown };
  return toGenres(payload.genres);
}

export function catalogueConfig(svc: CatalogueService): CatalogueConfig {
  return { imageBaseUrl: svc.imageBaseUrl, source: svc.source };
}
