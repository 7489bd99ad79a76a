import { AppError } from '@server/errors';
import { type CatalogueParams, type CatalogueSource, TMDB_NOT_FOUND_MESSAGE } from '../../types';
import { type DemoCatalogue, type Entry, getDemoCatalogue, type Kind } from './catalogue';
import { personAnswer, searchPeople } from './people';
import { certified, discover, search, similar, topRated } from './queries';
import {
  airingShows,
  collectionImages,
  configuration,
  contentRatings,
  datedMovies,
  externalIds,
  images,
  providerList,
  releaseDates,
  watchProviders,
} from './resources';
import {
  collectionDetails,
  episode,
  movieCredits,
  movieDetails,
  page,
  seasonDetails,
  tvCredits,
  tvDetails,
} from './shapes';

export { PROVIDER } from './providers';

const notFound = () => new AppError('NOT_FOUND', TMDB_NOT_FOUND_MESSAGE);

const IMAGE_BASE_URL = '/img';

function lookup(cat: DemoCatalogue, kind: Kind, id: string): Entry {
  const entry = /^[1-9]\d{0,11}$/.test(id) ? cat.byId[kind].get(Number(id)) : undefined;
  if (!entry) throw notFound();
  return entry;
}

/** A title's sub-resource (`credits`, `similar`, `watch/providers`…: the contract's for its kind). */
function subResource(
  cat: DemoCatalogue,
  e: Entry,
  name: string,
  pageNo = 1,
  params: CatalogueParams = {},
): unknown {
  switch (name) {
    case 'similar':
    case 'recommendations':
      return page(certified(similar(cat, e), params), pageNo);
    case 'videos':
      // No trailers in the data set, and none are invented.
      return { id: e.id, results: [] };
    case 'credits':
      return e.movie
        ? movieCredits(e.movie, e.cast, cat.personIds)
        : e.show
          ? tvCredits(e.show, e.cast)
          : { id: e.id, cast: [], crew: [] };
    case 'images':
      return images(e);
    case 'external_ids':
      return externalIds(e);
    case 'watch/providers':
      return watchProviders(e);
    case 'release_dates':
      return releaseDates(e);
    case 'content_ratings':
      return contentRatings(e);
    default:
      throw notFound();
  }
}

function details(cat: DemoCatalogue, e: Entry, params: CatalogueParams): unknown {
  const base: Record<string, unknown> = e.movie
    ? movieDetails(e.movie, e.collection)
    : e.show
      ? tvDetails(e.show, cat.personIds)
      : {};
  // The contract's canonical list: known to this kind, without repeats or spaces.
  const appends = params.append_to_response?.split(',') ?? [];
  for (const name of appends) base[name] = subResource(cat, e, name);
  return base;
}

/** Answers one allowlisted TMDB v3 path from the demo catalogue. */
export function answer(path: string, params: CatalogueParams): unknown {
  const cat = getDemoCatalogue();
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  const [a, b, c, d, e, f] = parts;
  const pageNo = () => Number(params.page ?? 1);

  if (a === 'configuration' && parts.length === 1) return configuration(IMAGE_BASE_URL);
  if (a === 'watch' && b === 'providers' && parts.length === 3 && (c === 'movie' || c === 'tv')) {
    return providerList();
  }

  if (
    a === 'trending' &&
    parts.length === 3 &&
    (b === 'all' || b === 'movie' || b === 'tv') &&
    (c === 'day' || c === 'week')
  ) {
    return page(certified(cat.trending(b, c), params), pageNo(), true);
  }
  if (a === 'genre' && parts.length === 3 && c === 'list') {
    // Only genres with titles: the data has no animated, crime, mystery or war label (genres.ts).
    if (b === 'movie' || b === 'tv') return { genres: cat.genres[b].map((g) => ({ ...g })) };
  }
  if (a === 'search' && parts.length === 2 && (b === 'multi' || b === 'movie' || b === 'tv')) {
    const found = search(cat, b, params);
    // Not TMDB's: the query a typo was corrected to, which the catalogue reports.
    const corrected = found.corrected ? { corrected_query: found.corrected } : {};
    return { ...page(found.entries, pageNo(), b === 'multi'), ...corrected };
  }
  if (a === 'search' && b === 'person' && parts.length === 2) {
    return searchPeople(cat, params.query ?? '', pageNo());
  }
  if (a === 'person' && b !== undefined && parts.length <= 3) {
    const found = personAnswer(cat, b, c, params.append_to_response);
    if (found === undefined) throw notFound();
    return found;
  }
  if (
    a === 'collection' &&
    b !== undefined &&
    (parts.length === 2 || (parts.length === 3 && c === 'images'))
  ) {
    const found = /^[1-9]\d{0,11}$/.test(b) ? cat.collections.get(Number(b)) : undefined;
    if (!found) throw notFound();
    return c === 'images' ? collectionImages(found) : collectionDetails(found);
  }
  if (a === 'discover' && parts.length === 2 && (b === 'movie' || b === 'tv')) {
    return page(discover(cat, b, params), pageNo());
  }
  if ((a === 'movie' || a === 'tv') && b !== undefined) {
    if (parts.length === 2 && b === 'popular') {
      const all = cat.sorted(a, 'popularity.desc');
      // Filtered by rating (a profile's level), only complete titles, as trending and
      // discover list: every title the total counts is then a card of the pages.
      if (params.certification === undefined) return page(all, pageNo());
      return page(
        certified(all, params).filter((e) => e.complete),
        pageNo(),
      );
    }
    if (parts.length === 2 && b === 'top_rated') return page(certified(topRated(cat, a), params), pageNo());
    if (parts.length === 2 && a === 'movie' && (b === 'now_playing' || b === 'upcoming')) {
      const { dates, entries } = datedMovies(cat, b);
      return { dates, ...page(certified(entries, params), pageNo()) };
    }
    if (parts.length === 2 && a === 'tv' && (b === 'on_the_air' || b === 'airing_today')) {
      return page(certified(airingShows(cat, b), params), pageNo());
    }
    const entry = lookup(cat, a, b);
    if (parts.length === 2) return details(cat, entry, params);
    if (parts.length === 3 && c) return subResource(cat, entry, c, pageNo(), params);
    if (parts.length === 4 && c === 'watch' && d === 'providers')
      return subResource(cat, entry, 'watch/providers');
    if (a === 'tv' && c === 'season' && d !== undefined && /^\d{1,4}$/.test(d) && entry.show) {
      const season = seasonDetails(entry.show, Number(d));
      if (!season) throw notFound();
      if (parts.length === 4) return season;
      if (parts.length === 6 && e === 'episode' && f && /^[1-9]\d{0,4}$/.test(f)) {
        if (Number(f) > season.episodes.length) throw notFound();
        return episode(entry.show, Number(d), Number(f));
      }
    }
  }
  throw notFound();
}

/**
 * The bundled demo catalogue: real film records from vega-datasets plus a hand-written set
 * of TV shows, with hand-written cast and film series (cast-data.ts, franchises.ts), answering the allowlisted TMDB v3 paths (paths.ts) with TMDB's payload
 * shapes. Query parameters it has no data for (language, region, watch_region) are accepted
 * and change nothing. TMDB's certification filter (`certification_country` +
 * `certification`) applies to every list here, not only discover (`certifiesLists`).
 * Images are generated by the app under /img (see ../../images.ts). The data is built on
 * first use and kept; answers are computed in memory, so the abort signal is not needed.
 * `snapshotDate` is the newest film release and show premiere, `trendingWindowDays` the
 * months back from it that hold a page of titles, per genre (decision 001).
 */
export function createDemoSource(): CatalogueSource {
  return {
    name: 'demo',
    imageBaseUrl: IMAGE_BASE_URL,
    certifiesLists: true,
    get snapshotDate() {
      return getDemoCatalogue().snapshotDate;
    },
    trendingWindowDays: (mediaType, genre) => getDemoCatalogue().trendingWindowDays(mediaType, genre),
    async get(path: string, params: CatalogueParams): Promise<unknown> {
      return answer(path, params);
    },
  };
}
