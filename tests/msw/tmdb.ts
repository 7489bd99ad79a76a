import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

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

export const handlers = [
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
