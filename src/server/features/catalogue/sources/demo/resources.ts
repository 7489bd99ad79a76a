import { backdropPath, IMAGE_WIDTHS, ORIGINAL_IMAGE_WIDTH, posterPath } from './artwork';
import type { DemoCatalogue, Entry } from './catalogue';
import { addDays } from './clock';
import type { DemoCollection } from './credits';
import { PROVIDER_REGION, PROVIDERS, providersLink } from './providers';
import { episodeFacts } from './tv';

/**
 * The demo's answers to the read-only TMDB paths beyond what the product's screens use:
 * configuration, a title's images, external ids, providers, release dates and
 * content ratings, the dated movie and TV lists. Each is TMDB's shape filled from the
 * demo's own data; where the data set has nothing (no IMDb ids, no logos),
 * the answer is empty or null rather than invented.
 */

/** TMDB's image sizes per kind, all of which /img draws. The demo has no logos and no portraits of people. */
const TMDB_IMAGE_SIZES = {
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: [] as string[],
  poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  profile_sizes: [] as string[],
  still_sizes: ['w92', 'w185', 'w300', 'original'],
};
/** Each kind's sizes that /img draws (IMAGE_WIDTHS). */
const DEMO_IMAGE_SIZES = Object.fromEntries(
  Object.entries(TMDB_IMAGE_SIZES).map(([kind, sizes]) => [kind, sizes.filter((s) => s in IMAGE_WIDTHS)]),
);

/** `configuration`: clients build `{secure_base_url}{size}{file_path}`, here `/img/w500/p-m1.svg`. */
export function configuration(imageBaseUrl: string) {
  const base = `${imageBaseUrl.replace(/\/+$/, '')}/`;
  return {
    change_keys: [],
    images: { base_url: base, secure_base_url: base, ...DEMO_IMAGE_SIZES },
  };
}

const image = (filePath: string, aspect: number) => ({
  aspect_ratio: Math.round(aspect * 1000) / 1000,
  height: Math.round(ORIGINAL_IMAGE_WIDTH / aspect),
  iso_639_1: null,
  file_path: filePath,
  vote_average: 0,
  vote_count: 0,
  width: ORIGINAL_IMAGE_WIDTH,
});

export function images(e: Entry) {
  return {
    id: e.id,
    backdrops: [image(backdropPath(e.kind, e.id), 16 / 9)],
    logos: [],
    posters: [image(posterPath(e.kind, e.id), 2 / 3)],
  };
}

/** `collection/{id}/images`: its first film's generated poster and backdrop. */
export function collectionImages(c: DemoCollection) {
  const first = c.parts[0];
  const own = first ? images(first) : { backdrops: [], posters: [] };
  return { id: c.id, backdrops: own.backdrops, posters: own.posters };
}

/** The data set carries no outside ids. */
export function externalIds(e: Entry) {
  const social = { wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null };
  if (e.kind === 'movie') return { id: e.id, imdb_id: null, ...social };
  return {
    id: e.id,
    imdb_id: null,
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: null,
    tvrage_id: null,
    ...social,
  };
}

const providerName = new Map<number, string>(PROVIDERS.map((p) => [p.id, p.name]));

/** Subscription streaming in the one region the mapping describes (providers.ts). */
export function watchProviders(e: Entry) {
  if (e.providers.length === 0) return { id: e.id, results: {} };
  const flatrate = e.providers.map((id) => ({
    logo_path: null,
    provider_id: id,
    provider_name: providerName.get(id) ?? '',
    display_priority: PROVIDERS.findIndex((p) => p.id === id),
  }));
  const link = providersLink(e.movie ? 'movie' : 'tv', e.title);
  return { id: e.id, results: { [PROVIDER_REGION]: { link, flatrate } } };
}

/** `watch/providers/{movie,tv}`: the four services the demo maps titles to. */
export function providerList() {
  return {
    results: PROVIDERS.map((p, i) => ({
      display_priorities: { [PROVIDER_REGION]: i },
      display_priority: i,
      logo_path: null,
      provider_name: p.name,
      provider_id: p.id,
    })),
  };
}

/** The records are US box-office releases: one theatrical (type 3) date with its MPAA rating. */
export function releaseDates(e: Entry) {
  const m = e.movie;
  if (!m?.releaseDate) return { id: e.id, results: [] };
  return {
    id: e.id,
    results: [
      {
        iso_3166_1: 'US',
        release_dates: [
          {
            certification: m.certification ?? '',
            descriptors: [],
            iso_639_1: '',
            note: '',
            release_date: `${m.releaseDate}T00:00:00.000Z`,
            type: 3,
          },
        ],
      },
    ],
  };
}

/** A show's US TV Parental Guidelines rating (tv-data.ts), TMDB's shape. */
export function contentRatings(e: Entry) {
  const rating = e.show?.data.certification;
  return { id: e.id, results: rating ? [{ descriptors: [], iso_3166_1: 'US', rating }] : [] };
}

/**
 * TMDB's dated movie lists, measured from the demo's snapshot day (decision 001): in
 * cinemas = released in the six weeks up to it; upcoming = the four weeks after it, which
 * a frozen data set has nothing in.
 */
export function datedMovies(cat: DemoCatalogue, list: 'now_playing' | 'upcoming') {
  const today = cat.snapshotDate.movie;
  const [minimum, maximum] =
    list === 'now_playing' ? [addDays(today, -42), today] : [addDays(today, 1), addDays(today, 28)];
  const entries = cat
    .sorted('movie', 'popularity.desc')
    .filter((e) => e.complete && e.date >= minimum && e.date <= maximum);
  return { dates: { maximum, minimum }, entries };
}

/**
 * TMDB's dated TV lists from the snapshot day: an episode airs that day (airing_today) or in
 * the seven days from it (on_the_air). Only the episode air dates the data set knows count.
 */
export function airingShows(cat: DemoCatalogue, list: 'on_the_air' | 'airing_today'): Entry[] {
  const from = cat.snapshotDate.tv;
  const to = list === 'airing_today' ? from : addDays(from, 6);
  return cat.sorted('tv', 'popularity.desc').filter((e) => {
    const show = e.show;
    if (!show) return false;
    return show.seasons.some((s) => {
      const first = episodeFacts(show, s.seasonNumber, 1).airDate;
      const last = episodeFacts(show, s.seasonNumber, s.episodeCount).airDate;
      return [first, last].some((d) => d !== null && d >= from && d <= to);
    });
  });
}
