import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * TMDB v3 as msw handlers, answering the hand-written fixtures of tests/fixtures/tmdb/.
 * Every call is recorded in `tmdbCalls` (path, query, Authorization header), and a call
 * without the test credential gets TMDB's own 401, so a test sees exactly what was sent.
 */
export const TMDB_TEST_BASE = 'https://tmdb.test/3';
export const TMDB_TEST_KEY = 'test-api-key-5f1c0a9e7d';
export const TMDB_TEST_TOKEN = 'test-bearer-token-93b2e4c1aa';

export interface TmdbCall {
  path: string;
  query: URLSearchParams;
  authorization: string | null;
}
export const tmdbCalls: TmdbCall[] = [];

const fixtureDir = new URL('../fixtures/tmdb/', import.meta.url);
export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(new URL(`${name}.json`, fixtureDir), 'utf8')) as T;
}

const notFound = () =>
  HttpResponse.json(
    { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
    { status: 404 },
  );

function record(request: Request): Response | null {
  const url = new URL(request.url);
  const authorization = request.headers.get('authorization');
  tmdbCalls.push({ path: url.pathname.replace(/^\/3\//, ''), query: url.searchParams, authorization });
  const keyOk = url.searchParams.get('api_key') === TMDB_TEST_KEY;
  const tokenOk = authorization === `Bearer ${TMDB_TEST_TOKEN}`;
  if (keyOk || tokenOk) return null;
  return HttpResponse.json(
    { success: false, status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' },
    { status: 401 },
  );
}

type Results = { results: Array<Record<string, unknown>> } & Record<string, unknown>;
const withPage = (body: Results, request: Request) => ({
  ...body,
  page: Number(new URL(request.url).searchParams.get('page') ?? 1),
});

const TITLES: Record<string, string> = { movie: '550', tv: '1399' };

/**
 * TMDB-shaped answers for the rest of the read-only paths a browsing app calls,
 * built from the fixtures: configuration, the dated lists, a title's sub-resources, an
 * episode and the provider lists. Undefined for anything else (the handlers below answer
 * it). A body depends on the path and page only, so an answer through the proxy, which drops
 * what TMDB would ignore, can be compared with one fetched directly.
 */
export function moreAnswers(path: string, query: URLSearchParams): Response | undefined {
  const page = Number(query.get('page') ?? 1);
  if (path === 'configuration') {
    return HttpResponse.json({
      change_keys: ['adult', 'air_date', 'also_known_as'],
      images: {
        base_url: 'http://image.tmdb.org/t/p/',
        secure_base_url: 'https://image.tmdb.org/t/p/',
        backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
        logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
        poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
        profile_sizes: ['w45', 'w185', 'h632', 'original'],
        still_sizes: ['w92', 'w185', 'w300', 'original'],
      },
    });
  }
  if (path === 'movie/top_rated') return HttpResponse.json({ ...fixture<Results>('movie-popular'), page });
  if (/^movie\/(now_playing|upcoming)$/.test(path)) {
    const dates = { maximum: '2024-06-30', minimum: '2024-05-19' };
    return HttpResponse.json({ dates, ...fixture<Results>('movie-popular'), page });
  }
  if (/^tv\/(popular|top_rated|on_the_air|airing_today)$/.test(path)) {
    const { id, name, original_name, first_air_date, overview, poster_path, backdrop_path } =
      fixture('tv-1399');
    const show = { id, name, original_name, first_air_date, overview, poster_path, backdrop_path };
    return HttpResponse.json({ page, results: [show], total_pages: 1, total_results: 1 });
  }
  if (/^watch\/providers\/(movie|tv)$/.test(path)) {
    const netflix = { display_priorities: { US: 0 }, display_priority: 0, logo_path: '/netflix.jpg' };
    return HttpResponse.json({ results: [{ ...netflix, provider_name: 'Netflix', provider_id: 8 }] });
  }
  if (path === 'genre/tv/list') {
    return HttpResponse.json({
      genres: [
        { id: 18, name: 'Drama' },
        { id: 10765, name: 'Sci-Fi & Fantasy' },
      ],
    });
  }
  const episode = /^tv\/(\d+)\/season\/(\d+)\/episode\/(\d+)$/.exec(path);
  if (episode) {
    const found =
      episode[1] === '1399' && episode[2] === '1'
        ? fixture<{ episodes: unknown[] }>('tv-1399-season-1').episodes[Number(episode[3]) - 1]
        : undefined;
    return found ? HttpResponse.json(found) : notFound();
  }
  const people = personAnswer(path, query);
  if (people) return people;
  const sub = /^(movie|tv)\/(\d+)\/(.+)$/.exec(path);
  if (!sub || sub[3]?.startsWith('season/')) return undefined;
  const [, media = '', idText, what] = sub;
  if (TITLES[media] !== idText) return notFound();
  const id = Number(idText);
  const list = { ...fixture<Results>('movie-popular'), page };
  const bodies: Record<string, unknown> = {
    credits: {
      id,
      cast: [{ id: 819, name: 'Edward Norton', character: 'The Narrator', order: 0 }],
      crew: [],
    },
    videos: {
      id,
      results: [{ iso_639_1: 'en', key: 'qtRKdVHc-cE', name: 'Trailer', site: 'YouTube', type: 'Trailer' }],
    },
    similar: list,
    recommendations: list,
    images: { id, backdrops: [{ file_path: '/b.jpg', width: 1280, height: 720 }], logos: [], posters: [] },
    external_ids: { id, imdb_id: media === 'movie' ? 'tt0137523' : 'tt0944947', wikidata_id: null },
    'watch/providers': { id, ...fixture<object>('watch-providers') },
    release_dates: { id, results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'R', type: 3 }] }] },
    content_ratings: { id, results: [{ iso_3166_1: 'US', rating: 'TV-MA' }] },
  };
  const body = what === undefined ? undefined : bodies[what];
  return body === undefined ? notFound() : HttpResponse.json(body);
}

type Credit = Record<string, unknown> & { media_type?: string };

/** A person's sub-resources, from the combined credits fixture (movie and TV ones are its halves). */
function personSubs(id: number): Record<string, object> {
  const combined = fixture<{ cast: Credit[]; crew: Credit[] }>('person-7467-combined-credits');
  const half = (media: string) => {
    const keep = (list: Credit[]) =>
      list.filter((c) => c.media_type === media).map(({ media_type: _, ...rest }) => rest);
    return { id, cast: keep(combined.cast), crew: keep(combined.crew) };
  };
  return {
    combined_credits: combined,
    movie_credits: half('movie'),
    tv_credits: half('tv'),
    images: { id, profiles: [{ file_path: '/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg', width: 400, height: 600 }] },
    external_ids: { id, imdb_id: 'nm0000399', wikidata_id: 'Q95015', tvrage_id: null },
  };
}

/**
 * `person/7467` (David Fincher) with `append_to_response`, its sub-resources, `search/person`,
 * `collection/10` and its images; other people and collections are TMDB's 404.
 */
function personAnswer(path: string, query: URLSearchParams): Response | undefined {
  if (path === 'search/person') return HttpResponse.json(fixture('search-person'));
  const person = /^person\/(\d+)(?:\/(.+))?$/.exec(path);
  if (person) {
    if (person[1] !== '7467') return notFound();
    const subs = personSubs(7467);
    if (person[2] !== undefined) {
      return person[2] in subs ? HttpResponse.json(subs[person[2]]) : notFound();
    }
    const body: Record<string, unknown> = fixture('person-7467');
    for (const name of query.get('append_to_response')?.split(',') ?? []) body[name] = subs[name];
    return HttpResponse.json(body);
  }
  const collection = /^collection\/(\d+)(\/images)?$/.exec(path);
  if (collection) {
    if (collection[1] !== '10') return notFound();
    if (!collection[2]) return HttpResponse.json(fixture('collection-10'));
    return HttpResponse.json({ id: 10, backdrops: [], posters: [{ file_path: '/r8Ph5.jpg', width: 1000 }] });
  }
  return undefined;
}

export const handlers = [
  http.get(`${TMDB_TEST_BASE}/*`, ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/3\//, '');
    const answer = moreAnswers(path, url.searchParams);
    return answer && (record(request) ?? answer);
  }),
  http.get(`${TMDB_TEST_BASE}/movie/popular`, ({ request }) => {
    return record(request) ?? HttpResponse.json(withPage(fixture<Results>('movie-popular'), request));
  }),
  http.get(`${TMDB_TEST_BASE}/trending/:type/:window`, ({ request, params }) => {
    const body = fixture<Results>('movie-popular');
    if (params.type === 'tv') return record(request) ?? HttpResponse.json({ ...body, results: [] });
    body.results = body.results.map((r) => ({ ...r, media_type: 'movie' }));
    return record(request) ?? HttpResponse.json(withPage(body, request));
  }),
  http.get(`${TMDB_TEST_BASE}/discover/:type`, ({ request, params }) => {
    const body = fixture<Results>('movie-popular');
    if (params.type === 'tv') body.results = [];
    return record(request) ?? HttpResponse.json(withPage(body, request));
  }),
  http.get(`${TMDB_TEST_BASE}/genre/movie/list`, ({ request }) => {
    return record(request) ?? HttpResponse.json(fixture('genre-movie-list'));
  }),
  http.get(`${TMDB_TEST_BASE}/search/:type`, ({ request, params }) => {
    const body = fixture<Results>('search-multi');
    if (params.type !== 'multi') {
      body.results = body.results
        .filter((r) => r.media_type === params.type)
        .map(({ media_type: _, ...rest }) => rest);
    }
    return record(request) ?? HttpResponse.json(body);
  }),
  http.get(`${TMDB_TEST_BASE}/movie/:id`, ({ request, params }) => {
    return record(request) ?? (params.id === '550' ? HttpResponse.json(fixture('movie-550')) : notFound());
  }),
  http.get(`${TMDB_TEST_BASE}/tv/:id/season/:n`, ({ request, params }) => {
    const found = params.id === '1399' && params.n === '1';
    return record(request) ?? (found ? HttpResponse.json(fixture('tv-1399-season-1')) : notFound());
  }),
  http.get(`${TMDB_TEST_BASE}/tv/:id`, ({ request, params }) => {
    return record(request) ?? (params.id === '1399' ? HttpResponse.json(fixture('tv-1399')) : notFound());
  }),
];

/**
 * The mock server. Requests to anything but loopback that no handler answers fail the
 * test (msw's 'error' strategy); loopback is supertest talking to the app under test.
 */
export function createTmdbServer(): ReturnType<typeof setupServer> {
  return setupServer(...handlers);
}

export const listenOptions = {
  onUnhandledRequest(request: Request, print: { error(): void }) {
    const host = new URL(request.url).hostname;
    if (host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '[::1]') return;
    print.error();
  },
} as const;

/**
 * The fake TMDB for a test file: listening for the whole file, its handlers put back and its
 * recorded calls cleared after each test, closed at the end. Returns the server (`use` to
 * answer differently in one test).
 */
export function fakeTmdbForFile(): ReturnType<typeof setupServer> {
  const server = createTmdbServer();
  beforeAll(() => server.listen(listenOptions));
  afterEach(() => {
    server.resetHandlers();
    tmdbCalls.length = 0;
  });
  afterAll(() => server.close());
  return server;
}
