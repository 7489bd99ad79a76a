import { MovieDb } from 'moviedb-promise';
import { TMDB } from 'tmdb-ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { personId } from '../../src/server/features/catalogue/sources/demo/ids';
import { createTestApp, serve, type TestApp } from '../helpers/app';
import type { Listening } from '../helpers/raw-http';
import {
  TMDB_TEST_BASE as BASE,
  createTmdbServer,
  TMDB_TEST_KEY as KEY,
  listenOptions,
  TMDB_TEST_TOKEN as TOKEN,
  tmdbCalls,
} from '../msw/tmdb';

/** TMDB's own wording for an unknown title (its status_code 34). */
const TMDB_NOT_FOUND = 'The resource you requested could not be found.';

/**
 * Published TMDB client libraries pointed at /api/tmdb, unchanged: every call a
 * browsing app makes answers what TMDB itself answers (on the tmdb source, the fake TMDB of
 * tests/msw/tmdb.ts called directly by the same library), or the demo's own answer to the
 * canonical request (on the demo source). The libraries send their own credentials and
 * repeat path parameters in the query; neither reaches the upstream.
 *
 * - moviedb-promise takes a base URL (its second constructor argument).
 * - tmdb-ts has TMDB's address built in; its documented `fetch` option is the way to send its
 *   requests elsewhere, so the fetch below swaps the origin and changes nothing else.
 */
const TMDB_ORIGIN = 'https://api.themoviedb.org/3';
const CLIENT_KEY = 'a-client-library-key-0000';
const CLIENT_TOKEN = 'a-client-library-token-0000';

const moviedbPromise = (base: string, key: string) => new MovieDb(key, `${base}/`, 1000);
const tmdbTs = (base: string, token: string) =>
  new TMDB(token, { fetch: (input, init) => fetch(String(input).replace(TMDB_ORIGIN, base), init) });

interface Ids {
  movie: number;
  tv: number;
  season: number;
  episode: number;
  query: string;
  person: number;
  personQuery: string;
  /** Absent where the catalogue has no collections (the demo). */
  collection?: number;
}

interface Call {
  /** The TMDB path the call must reach, and the documented parameters it must carry. */
  path: string;
  params?: Record<string, string>;
  moviedbPromise: (c: MovieDb) => Promise<unknown>;
  tmdbTs: (c: TMDB) => Promise<unknown>;
}

/** The calls a browsing app makes, through each library. */
function calls({ movie, tv, season, episode, query, ...more }: Ids): Record<string, Call> {
  const discoverMovie = {
    sort_by: 'vote_average.desc',
    'vote_count.gte': '100',
    with_genres: '18',
    'primary_release_date.gte': '1990-01-01',
    'primary_release_date.lte': '2010-12-31',
    page: '2',
  };
  const discoverTv = { sort_by: 'popularity.desc', 'first_air_date.gte': '2000-01-01', with_genres: '18' };
  const list: Record<string, Call> = {
    configuration: {
      path: 'configuration',
      moviedbPromise: (c) => c.configuration(),
      tmdbTs: (c) => c.configuration.getApiConfiguration(),
    },
    'movie/popular': {
      path: 'movie/popular',
      moviedbPromise: (c) => c.moviePopular(),
      tmdbTs: (c) => c.movies.popular(),
    },
    'movie/top_rated': {
      path: 'movie/top_rated',
      moviedbPromise: (c) => c.movieTopRated(),
      tmdbTs: (c) => c.movies.topRated(),
    },
    'movie/now_playing': {
      path: 'movie/now_playing',
      moviedbPromise: (c) => c.movieNowPlaying(),
      tmdbTs: (c) => c.movies.nowPlaying(),
    },
    'movie/upcoming': {
      path: 'movie/upcoming',
      moviedbPromise: (c) => c.upcomingMovies({}),
      tmdbTs: (c) => c.movies.upcoming(),
    },
    'tv/popular': {
      path: 'tv/popular',
      moviedbPromise: (c) => c.tvPopular(),
      tmdbTs: (c) => c.tvShows.popular(),
    },
    'tv/top_rated': {
      path: 'tv/top_rated',
      moviedbPromise: (c) => c.tvTopRated(),
      tmdbTs: (c) => c.tvShows.topRated(),
    },
    'tv/on_the_air': {
      path: 'tv/on_the_air',
      moviedbPromise: (c) => c.tvOnTheAir(),
      tmdbTs: (c) => c.tvShows.onTheAir(),
    },
    'tv/airing_today': {
      path: 'tv/airing_today',
      moviedbPromise: (c) => c.tvAiringToday(),
      tmdbTs: (c) => c.tvShows.airingToday(),
    },
    'movie/{id}?append_to_response': {
      path: `movie/${movie}`,
      params: { append_to_response: 'credits,videos' },
      moviedbPromise: (c) => c.movieInfo({ id: movie, append_to_response: 'credits,videos' }),
      tmdbTs: (c) => c.movies.details(movie, ['credits', 'videos']),
    },
    'tv/{id}?append_to_response': {
      path: `tv/${tv}`,
      params: { append_to_response: 'credits,similar' },
      moviedbPromise: (c) => c.tvInfo({ id: tv, append_to_response: 'credits,similar' }),
      tmdbTs: (c) => c.tvShows.details(tv, ['credits', 'similar']),
    },
    'tv/{id}/season/{n}': {
      path: `tv/${tv}/season/${season}`,
      moviedbPromise: (c) => c.seasonInfo({ id: tv, season_number: season }),
      tmdbTs: (c) => c.tvSeasons.details({ tvShowID: tv, seasonNumber: season }),
    },
    'tv/{id}/season/{n}/episode/{e}': {
      path: `tv/${tv}/season/${season}/episode/${episode}`,
      moviedbPromise: (c) => c.episodeInfo({ id: tv, season_number: season, episode_number: episode }),
      tmdbTs: (c) => c.tvEpisode.details({ tvShowID: tv, seasonNumber: season, episodeNumber: episode }),
    },
    'search/multi': {
      path: 'search/multi',
      params: { query },
      moviedbPromise: (c) => c.searchMulti({ query }),
      tmdbTs: (c) => c.search.multi({ query }),
    },
    'search/movie': {
      path: 'search/movie',
      params: { query },
      moviedbPromise: (c) => c.searchMovie({ query }),
      tmdbTs: (c) => c.search.movies({ query }),
    },
    'search/tv': {
      path: 'search/tv',
      params: { query },
      moviedbPromise: (c) => c.searchTv({ query }),
      tmdbTs: (c) => c.search.tvShows({ query }),
    },
    'genre/movie/list': {
      path: 'genre/movie/list',
      moviedbPromise: (c) => c.genreMovieList(),
      tmdbTs: (c) => c.genres.movies(),
    },
    'genre/tv/list': {
      path: 'genre/tv/list',
      moviedbPromise: (c) => c.genreTvList(),
      tmdbTs: (c) => c.genres.tvShows(),
    },
    'discover/movie': {
      path: 'discover/movie',
      params: discoverMovie,
      moviedbPromise: (c) => c.discoverMovie(discoverMovie as never),
      tmdbTs: (c) => c.discover.movie(discoverMovie as never),
    },
    'discover/tv': {
      path: 'discover/tv',
      params: discoverTv,
      moviedbPromise: (c) => c.discoverTv(discoverTv as never),
      tmdbTs: (c) => c.discover.tvShow(discoverTv as never),
    },
    'watch/providers/movie': {
      path: 'watch/providers/movie',
      params: { watch_region: 'US' },
      moviedbPromise: (c) => c.movieWatchProviderList({ watch_region: 'US' } as never),
      tmdbTs: (c) => c.watchProviders.getMovieProviders({ watch_region: 'US' } as never),
    },
    'watch/providers/tv': {
      path: 'watch/providers/tv',
      params: { watch_region: 'US' },
      moviedbPromise: (c) => c.tvWatchProviderList({ watch_region: 'US' } as never),
      tmdbTs: (c) => c.watchProviders.getTvProviders({ watch_region: 'US' } as never),
    },
  };
  Object.assign(list, peopleCalls(more));
  for (const window of ['day', 'week'] as const) {
    for (const media of ['all', 'movie', 'tv'] as const) {
      list[`trending/${media}/${window}`] = {
        path: `trending/${media}/${window}`,
        moviedbPromise: (c) => c.trending({ media_type: media, time_window: window }),
        tmdbTs: (c) => c.trending.trending(media, window),
      };
    }
  }
  const sub = (
    media: 'movie' | 'tv',
    id: number,
    name: string,
    m: Call['moviedbPromise'],
    t: Call['tmdbTs'],
  ) => {
    list[`${media}/{id}/${name}`] = { path: `${media}/${id}/${name}`, moviedbPromise: m, tmdbTs: t };
  };
  sub(
    'movie',
    movie,
    'credits',
    (c) => c.movieCredits(movie),
    (c) => c.movies.credits(movie),
  );
  sub(
    'movie',
    movie,
    'videos',
    (c) => c.movieVideos(movie),
    (c) => c.movies.videos(movie),
  );
  sub(
    'movie',
    movie,
    'similar',
    (c) => c.movieSimilar(movie),
    (c) => c.movies.similar(movie),
  );
  sub(
    'movie',
    movie,
    'recommendations',
    (c) => c.movieRecommendations(movie),
    (c) => c.movies.recommendations(movie),
  );
  sub(
    'movie',
    movie,
    'images',
    (c) => c.movieImages(movie),
    (c) => c.movies.images(movie),
  );
  sub(
    'movie',
    movie,
    'external_ids',
    (c) => c.movieExternalIds(movie),
    (c) => c.movies.externalIds(movie),
  );
  sub(
    'movie',
    movie,
    'watch/providers',
    (c) => c.movieWatchProviders(movie),
    (c) => c.movies.watchProviders(movie),
  );
  sub(
    'movie',
    movie,
    'release_dates',
    (c) => c.movieReleaseDates(movie),
    (c) => c.movies.releaseDates(movie),
  );
  sub(
    'tv',
    tv,
    'credits',
    (c) => c.tvCredits(tv),
    (c) => c.tvShows.credits(tv),
  );
  sub(
    'tv',
    tv,
    'videos',
    (c) => c.tvVideos(tv),
    (c) => c.tvShows.videos(tv),
  );
  sub(
    'tv',
    tv,
    'similar',
    (c) => c.tvSimilar(tv),
    (c) => c.tvShows.similar(tv),
  );
  sub(
    'tv',
    tv,
    'recommendations',
    (c) => c.tvRecommendations(tv),
    (c) => c.tvShows.recommendations(tv),
  );
  sub(
    'tv',
    tv,
    'images',
    (c) => c.tvImages(tv),
    (c) => c.tvShows.images(tv),
  );
  sub(
    'tv',
    tv,
    'external_ids',
    (c) => c.tvExternalIds(tv),
    (c) => c.tvShows.externalIds(tv),
  );
  sub(
    'tv',
    tv,
    'watch/providers',
    (c) => c.tvWatchProviders(tv),
    (c) => c.tvShows.watchProviders(tv),
  );
  sub(
    'tv',
    tv,
    'content_ratings',
    (c) => c.tvContentRatings(tv),
    (c) => c.tvShows.contentRatings(tv),
  );
  return list;
}

/** Person pages, People search and collections, through each library. */
function peopleCalls({
  person,
  personQuery,
  collection,
}: Omit<Ids, 'movie' | 'tv' | 'season' | 'episode' | 'query'>) {
  const list: Record<string, Call> = {
    'person/{id}?append_to_response': {
      path: `person/${person}`,
      params: { append_to_response: 'combined_credits,external_ids' },
      moviedbPromise: (c) =>
        c.personInfo({ id: person, append_to_response: 'combined_credits,external_ids' }),
      tmdbTs: (c) => c.people.details(person, ['combined_credits', 'external_ids']),
    },
    'person/{id}/combined_credits': {
      path: `person/${person}/combined_credits`,
      moviedbPromise: (c) => c.personCombinedCredits(person),
      tmdbTs: (c) => c.people.combinedCredits(person),
    },
    'person/{id}/movie_credits': {
      path: `person/${person}/movie_credits`,
      moviedbPromise: (c) => c.personMovieCredits(person),
      tmdbTs: (c) => c.people.movieCredits(person),
    },
    'person/{id}/tv_credits': {
      path: `person/${person}/tv_credits`,
      moviedbPromise: (c) => c.personTvCredits(person),
      tmdbTs: (c) => c.people.tvShowCredits(person),
    },
    'person/{id}/images': {
      path: `person/${person}/images`,
      moviedbPromise: (c) => c.personImages(person),
      tmdbTs: (c) => c.people.images(person),
    },
    'person/{id}/external_ids': {
      path: `person/${person}/external_ids`,
      moviedbPromise: (c) => c.personExternalIds(person),
      tmdbTs: (c) => c.people.externalId(person),
    },
    'search/person': {
      path: 'search/person',
      params: { query: personQuery },
      moviedbPromise: (c) => c.searchPerson({ query: personQuery }),
      tmdbTs: (c) => c.search.people({ query: personQuery }),
    },
  };
  if (collection !== undefined) {
    list['collection/{id}'] = {
      path: `collection/${collection}`,
      moviedbPromise: (c) => c.collectionInfo(collection),
      tmdbTs: (c) => c.collections.details(collection),
    };
    list['collection/{id}/images'] = {
      path: `collection/${collection}/images`,
      moviedbPromise: (c) => c.collectionImages(collection),
      tmdbTs: (c) => c.collections.images(collection),
    };
  }
  return list;
}

const LIBRARIES = ['moviedbPromise', 'tmdbTs'] as const;
type Library = (typeof LIBRARIES)[number];
const client = (lib: Library, base: string, secret: string) =>
  lib === 'moviedbPromise' ? moviedbPromise(base, secret) : tmdbTs(base, secret);
const run = (lib: Library, call: Call, base: string, secret: string) =>
  lib === 'moviedbPromise'
    ? call.moviedbPromise(client(lib, base, secret) as MovieDb)
    : call.tmdbTs(client(lib, base, secret) as TMDB);

/** What a library rejects with: axios errors carry the response, tmdb-ts rejects with the body. */
function failure(e: unknown): { status?: number; body: Record<string, unknown> } {
  const axios = e as { response?: { status: number; data: Record<string, unknown> } };
  if (axios.response) return { status: axios.response.status, body: axios.response.data };
  return { body: e as Record<string, unknown> };
}

/** Ids nothing answers to. */
const MISSING: Ids = {
  movie: 1,
  tv: 1,
  season: 1,
  episode: 1,
  query: 'x',
  person: 1,
  personQuery: 'x',
  collection: 1,
};

const mock = createTmdbServer();
beforeAll(() => mock.listen(listenOptions));
afterEach(() => {
  tmdbCalls.length = 0;
});
afterAll(() => mock.close());

describe('TMDB client libraries against /api/tmdb on the tmdb source', () => {
  let t: TestApp;
  let server: Listening;
  let proxy: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: BASE });
    server = await serve(t);
    proxy = `${server.baseUrl}/api/tmdb`;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });
  beforeEach(() => t.deps.services.catalogue.clear());

  const all = calls({
    movie: 550,
    tv: 1399,
    season: 1,
    episode: 1,
    query: 'fight',
    person: 7467,
    personQuery: 'fincher',
    collection: 10,
  });
  describe.each(LIBRARIES)('%s', (lib) => {
    it.each(Object.keys(all))(
      '%s answers what TMDB answers, and only that call goes upstream',
      async (name) => {
        const call = all[name]!;
        const direct = await run(lib, call, BASE, lib === 'tmdbTs' ? TOKEN : KEY);
        tmdbCalls.length = 0;
        const proxied = await run(lib, call, proxy, lib === 'tmdbTs' ? CLIENT_TOKEN : CLIENT_KEY);
        expect(proxied).toEqual(direct);
        // One upstream call, with the server's key and exactly the documented parameters.
        expect(tmdbCalls.map((c) => c.path)).toEqual([call.path]);
        const sent = tmdbCalls[0]!;
        expect(Object.fromEntries(sent.query)).toEqual({ ...call.params, api_key: KEY });
        expect(sent.authorization).toBeNull();
      },
    );

    it("answers a missing title with TMDB's 404 (status_code 34)", async () => {
      const call = calls({ ...MISSING, movie: 999999, tv: 999999 })['movie/{id}/credits']!;
      const e = failure(await run(lib, call, proxy, CLIENT_KEY).catch((err: unknown) => err));
      expect(e.status ?? 404).toBe(404);
      expect(e.body).toMatchObject({ status_code: 34, status_message: TMDB_NOT_FOUND });
    });

    it.each(['person/{id}?append_to_response', 'person/{id}/combined_credits', 'collection/{id}'])(
      "answers a missing %s with TMDB's 404 (status_code 34)",
      async (name) => {
        const call = calls(MISSING)[name]!;
        const e = failure(await run(lib, call, proxy, CLIENT_KEY).catch((err: unknown) => err));
        expect(e.status ?? 404).toBe(404);
        expect(e.body).toMatchObject({ status_code: 34, status_message: TMDB_NOT_FOUND });
      },
    );
  });

  it('ignores path parameters and made-up parameters in the query: a 200, nothing forwarded', async () => {
    const res = await fetch(
      `${proxy}/trending/all/day?media_type=all&time_window=day&api_key=${CLIENT_KEY}&session_id=s&foo=1&foo=2`,
      { headers: { Authorization: `Bearer ${CLIENT_TOKEN}` } },
    );
    expect(res.status).toBe(200);
    expect(tmdbCalls).toHaveLength(1);
    expect(Object.fromEntries(tmdbCalls[0]!.query)).toEqual({ api_key: KEY });
    expect(tmdbCalls[0]!.authorization).toBeNull();
  });

  it('passes language and region on, validated and in the cache key', async () => {
    const de = await fetch(`${proxy}/movie/now_playing?language=de-DE&region=de`);
    const fr = await fetch(`${proxy}/movie/now_playing?language=fr-FR&region=FR`);
    expect([de.status, fr.status]).toEqual([200, 200]);
    expect(tmdbCalls.map((c) => Object.fromEntries(c.query))).toEqual([
      { api_key: KEY, language: 'de-DE', region: 'DE' },
      { api_key: KEY, language: 'fr-FR', region: 'FR' },
    ]);
    expect(t.deps.services.catalogue.stats().totalKeys).toBe(2);
    const bad = await fetch(`${proxy}/movie/now_playing?language=german`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      status_message: 'language must be a language code such as en or en-US',
    });
  });

  it('keeps a bad page a 400 with a status_message, without calling TMDB', async () => {
    const res = await fetch(`${proxy}/movie/popular?page=0&whatever=1`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      status_code: 5,
      status_message: 'page must be a whole number from 1 to 500',
    });
    expect(tmdbCalls).toHaveLength(0);
  });

  it('does not let a flood of distinct unknown parameters create cache entries', async () => {
    await fetch(`${proxy}/movie/popular`);
    const before = t.deps.services.catalogue.stats().totalKeys;
    for (let i = 0; i < 300; i++) {
      const res = await fetch(`${proxy}/movie/popular?cachebuster${i}=${i}&q${i}=x`);
      expect(res.status).toBe(200);
    }
    expect(t.deps.services.catalogue.stats().totalKeys).toBe(before);
    expect(tmdbCalls).toHaveLength(1);
  });

  it.each(LIBRARIES)(
    'still refuses account, authentication, lists, ratings and writes through %s',
    async (lib) => {
      const refused =
        lib === 'moviedbPromise'
          ? [
              (c: MovieDb) => c.accountInfo(),
              (c: MovieDb) => c.movieKeywords(550),
              (c: MovieDb) => c.listInfo(1),
              (c: MovieDb) => c.accountRatedMovies(1),
              (c: MovieDb) => c.movieRatingUpdate({ id: 550, value: 8 }),
              (c: MovieDb) => c.createList({ name: 'x', description: '' } as never),
            ].map((f) => f(moviedbPromise(proxy, CLIENT_KEY)))
          : [
              (c: TMDB) => c.account.details(),
              (c: TMDB) => c.movies.keywords(550),
              (c: TMDB) => c.people.popular(),
              (c: TMDB) => c.collections.translations(10),
              (c: TMDB) => c.configuration.getLanguages(),
            ].map((f) => f(tmdbTs(proxy, CLIENT_TOKEN)));
      for (const attempt of refused) {
        const e = failure(
          await attempt.then(
            () => ({ body: { unexpected: 'success' } }),
            (err: unknown) => err,
          ),
        );
        expect(e.status ?? 404).toBe(404);
        expect(e.body.status_message).toMatch(/^(Unknown catalogue path: \/|Not found: (POST|DELETE) )/);
      }
      expect(tmdbCalls).toHaveLength(0);
    },
  );
});

describe('TMDB client libraries against /api/tmdb on the demo source', () => {
  let t: TestApp;
  let server: Listening;
  let proxy: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'demo' });
    server = await serve(t);
    proxy = `${server.baseUrl}/api/tmdb`;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const cat = getDemoCatalogue();
  const film = cat.movies.find((e) => e.complete)!;
  const show = cat.shows.find((e) => (e.show?.seasons.length ?? 0) > 1)!;
  // A director who also created a show: films and shows in their credits.
  const all = calls({
    movie: film.id,
    tv: show.id,
    season: 1,
    episode: 2,
    query: film.title,
    person: personId('Frank Darabont'),
    personQuery: 'darabont',
  });

  /** The demo's answer to the canonical request: the path and its documented parameters only. */
  async function canonical(call: Call): Promise<unknown> {
    const qs = new URLSearchParams(call.params).toString();
    const res = await fetch(`${proxy}/${call.path}${qs ? `?${qs}` : ''}`);
    expect(res.status, call.path).toBe(200);
    return res.json();
  }

  describe.each(LIBRARIES)('%s', (lib) => {
    it.each(Object.keys(all))('%s answers the demo catalogue', async (name) => {
      const call = all[name]!;
      const answer = await run(lib, call, proxy, lib === 'tmdbTs' ? CLIENT_TOKEN : CLIENT_KEY);
      expect(answer).toEqual(await canonical(call));
    });

    it("answers a missing title with TMDB's 404 (status_code 34)", async () => {
      const call = calls({ ...MISSING, movie: 999_999_999 })['movie/{id}?append_to_response']!;
      const e = failure(await run(lib, call, proxy, CLIENT_KEY).catch((err: unknown) => err));
      expect(e.status ?? 404).toBe(404);
      expect(e.body).toMatchObject({ status_code: 34, status_message: TMDB_NOT_FOUND });
    });

    it.each(['person/{id}?append_to_response', 'person/{id}/combined_credits', 'collection/{id}'])(
      "answers a missing %s with TMDB's 404 (status_code 34)",
      async (name) => {
        const call = calls(MISSING)[name]!;
        const e = failure(await run(lib, call, proxy, CLIENT_KEY).catch((err: unknown) => err));
        expect(e.status ?? 404).toBe(404);
        expect(e.body).toMatchObject({ status_code: 34, status_message: TMDB_NOT_FOUND });
      },
    );
  });

  it("points the configuration's images at the demo's own artwork", async () => {
    const config = (await moviedbPromise(proxy, CLIENT_KEY).configuration()) as {
      images: { secure_base_url: string };
    };
    const poster = await fetch(
      `${server.baseUrl}${config.images.secure_base_url}w342${film.movie ? `/p-m${film.id}.svg` : ''}`,
    );
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('accepts and ignores language and region, and unknown parameters, without new cache entries', async () => {
    const plain = await (await fetch(`${proxy}/movie/popular`)).text();
    const keys = t.deps.services.catalogue.stats().totalKeys;
    const noisy = await fetch(`${proxy}/movie/popular?foo=1&api_key=x&media_type=movie`);
    expect(await noisy.text()).toBe(plain);
    expect(t.deps.services.catalogue.stats().totalKeys).toBe(keys);
    const localised = await fetch(`${proxy}/movie/popular?language=fr-FR&region=FR`);
    expect(await localised.text()).toBe(plain);
  });
});
