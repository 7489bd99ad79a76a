import type { MediaCard, MediaType } from '@shared/catalogue';
import { m } from '@shared/i18n/message';
import type { CollectionDetail, WatchProvider, WatchProviders } from '@shared/schemas/people';
import { AppError } from '../../errors';
import type { CatalogueAnswer } from './answer';
import { validRegion } from './language';
import { assertTitleAllowed, keepAllowed } from './maturity';
import { readOffers, TmdbCollectionPayload, type TmdbOffers, TmdbWatchProvidersPayload } from './payloads';
import { PROVIDER_REGION } from './sources/demo/providers';

/** A film's collection page and a title's where-to-watch. */

const unreadable = () => new AppError('UPSTREAM', m('messages.catalogue.unavailable'));

/** Release order; undated parts (announced, unreleased) last. */
const byRelease = (a: MediaCard, b: MediaCard) =>
  (a.date === '') !== (b.date === '') ? (a.date === '' ? 1 : -1) : a.date.localeCompare(b.date);

export const collectionDetail: CatalogueAnswer<{ id: number }, CollectionDetail> = async (
  svc,
  { id },
  lang,
  level,
) => {
  const parsed = TmdbCollectionPayload.safeParse(await svc.get(`collection/${id}`, {}, lang));
  if (!parsed.success) {
    svc.logger?.error({ path: `collection/${id}` }, 'collection payload unreadable');
    throw unreadable();
  }
  const c = parsed.data;
  const parts = c.parts
    .filter((p) => !p.adult)
    .map(
      (p): MediaCard => ({
        id: p.id,
        mediaType: p.media_type,
        title: (p.media_type === 'movie' ? (p.title ?? p.name) : (p.name ?? p.title)) ?? '',
        date: (p.media_type === 'movie' ? p.release_date : p.first_air_date) ?? '',
        posterPath: p.poster_path,
        backdropPath: p.backdrop_path,
        overview: p.overview,
        voteAverage: p.vote_average,
        voteCount: p.vote_count,
        popularity: p.popularity,
        genreIds: p.genre_ids,
      }),
    )
    .filter((p) => p.title !== '')
    .sort(byRelease);
  // Below Adult: only the parts the level allows (a collection of none shows no part).
  const allowed = await keepAllowed(svc, level, parts, (p) => ({ type: p.mediaType, id: p.id }), lang.region);
  return {
    id: c.id,
    name: c.name,
    overview: c.overview,
    posterPath: c.poster_path,
    backdropPath: c.backdrop_path,
    parts: allowed,
  };
};

const providers = (list: TmdbOffers['flatrate']): WatchProvider[] =>
  list
    .filter((p) => p.provider_name !== '')
    .sort((a, b) => a.display_priority - b.display_priority)
    .map((p) => ({
      id: p.provider_id,
      name: p.provider_name,
      logoPath: p.logo_path,
      displayPriority: p.display_priority,
    }));

/** Where TMDB's pages of a title's offers live: its link is used only when it points there, over https. */
const WATCH_LINK_HOSTS = new Set(['www.themoviedb.org', 'themoviedb.org']);

/** The offers page's address from upstream, or null when it is missing or anything but TMDB's over https. */
export function watchLink(link: string | null | undefined): string | null {
  if (!link || !URL.canParse(link)) return null;
  const url = new URL(link);
  return url.protocol === 'https:' &&
    WATCH_LINK_HOSTS.has(url.hostname) &&
    !url.username &&
    !url.password &&
    !url.port
    ? url.href
    : null;
}

/**
 * A title's offers in one region. The payload holds every region (TMDB's `watch/providers`
 * takes no region parameter), so one cached answer serves them all; `regions` lists those
 * with any offer for the region picker.
 */
export const watchProviders: CatalogueAnswer<
  { type: MediaType; id: number; region?: string | undefined },
  WatchProviders
> = async (svc, { type, id, region }, lang, level) => {
  // A title the level keeps out has no offers to show either: refused like its page.
  if (level !== 'adult') await assertTitleAllowed(svc, level, type, id, lang.region);
  const wanted = region ?? (svc.localized ? validRegion(lang.region) : PROVIDER_REGION);
  const parsed = TmdbWatchProvidersPayload.safeParse(
    await svc.get(`${type}/${id}/watch/providers`, {}, lang),
  );
  if (!parsed.success) throw unreadable();
  const all = parsed.data.results;
  const offers = readOffers(all[wanted]);
  const regions = Object.keys(all)
    .filter((r) => /^[A-Z]{2}$/.test(r) && readOffers(all[r]) !== null)
    .sort();
  return {
    id,
    mediaType: type,
    region: wanted,
    link: watchLink(offers?.link),
    flatrate: providers(offers?.flatrate ?? []),
    free: providers(offers?.free ?? []),
    ads: providers(offers?.ads ?? []),
    rent: providers(offers?.rent ?? []),
    buy: providers(offers?.buy ?? []),
    regions,
    attribution: svc.source === 'demo' ? 'demo' : 'justwatch',
  };
};
