import { delay, HttpResponse, http } from 'msw';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TMDB_DEFAULTS } from '../../src/server/features/catalogue/sources/tmdb';
import { insertUser } from '../factories/user';
import { createTestApp, serve, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import {
  TMDB_TEST_BASE as BASE,
  fakeTmdbForFile,
  fixture,
  TMDB_TEST_KEY as KEY,
  TMDB_TEST_TOKEN as TOKEN,
  tmdbCalls,
} from '../msw/tmdb';

const mock = fakeTmdbForFile();

/** An upstream that answers `statuses` in turn (with headers), then the real handlers. */
function upstreamAnswers(
  path: string,
  answers: Array<number | 'network' | { status: number; headers: Record<string, string> }>,
) {
  let i = 0;
  mock.use(
    http.get(`${BASE}/${path}`, ({ request }) => {
      const a = answers[i++];
      if (a === undefined) return undefined; // fall through to the fixture handlers
      tmdbCalls.push({ path, query: new URL(request.url).searchParams, authorization: null });
      if (a === 'network') return HttpResponse.error();
      const { status, headers } = typeof a === 'number' ? { status: a, headers: {} } : a;
      return HttpResponse.json({ success: false, status_message: 'upstream says no' }, { status, headers });
    }),
  );
}

describe.each(dbKinds)('catalogue REST facade on the tmdb source (%s)', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  const waits: number[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
    t = await createTestApp(
      kind,
      { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: BASE },
      {
        logger,
        catalogue: {
          timeoutMs: 150,
          retryBackoffMs: 1,
          sleep: async (ms) => {
            waits.push(ms);
          },
        },
      },
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.services.catalogue.clear();
    logLines.length = 0;
    waits.length = 0;
  });

  const noCredential = (res: { text: string; headers: Record<string, unknown> }) => {
    expect(res.text).not.toContain(KEY);
    expect(JSON.stringify(res.headers)).not.toContain(KEY);
  };

  it("forwards with the server's key and answers TMDB's payload unchanged", async () => {
    const res = await t.http().get('/api/tmdb/movie/popular?api_key=someone-elses-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...fixture('movie-popular'), page: 1 });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=(3600|359\d), stale-while-revalidate=60$/);
    expect(tmdbCalls).toHaveLength(1);
    expect(tmdbCalls[0]!.query.get('api_key')).toBe(KEY);
    expect(tmdbCalls[0]!.authorization).toBeNull();
    noCredential(res);
  });

  it('never puts the credential in a response, a header or a log line, even on failures', async () => {
    upstreamAnswers('movie/popular', [503, 503]);
    const failed = await t.http().get('/api/tmdb/movie/popular');
    mock.use(http.get(`${BASE}/movie/550`, () => HttpResponse.json({ status_code: 7 }, { status: 401 })));
    const rejected = await t.http().get('/api/tmdb/movie/550');
    const ok = await t.http().get('/api/tmdb/genre/movie/list');
    for (const res of [failed, rejected, ok]) noCredential(res);
    expect(rejected.status).toBe(502);
    const logs = logLines.join('\n');
    expect(logs).toContain('tmdb unavailable');
    expect(logs).toContain('tmdb rejected the server credential');
    expect(logs).not.toContain(KEY);
    expect(logs).not.toContain('api_key');
  });

  it('waits for Retry-After on 429 (capped), at most twice', async () => {
    upstreamAnswers('movie/popular', [
      { status: 429, headers: { 'Retry-After': '2' } },
      { status: 429, headers: { 'Retry-After': '600' } },
    ]);
    const res = await t.http().get('/api/tmdb/movie/popular');
    expect(res.status).toBe(200);
    // Each 429 holds the upstream gate for TMDB's whole Retry-After (up to a minute) and this
    // request waits its own, capped.
    expect(waits).toEqual([2000, 2000, 60_000, TMDB_DEFAULTS.maxRetryAfterMs]);
    expect(tmdbCalls).toHaveLength(3);
  });

  it('gives up after two 429 retries with a 502 and a message', async () => {
    upstreamAnswers('movie/popular', [429, 429, 429, 429]);
    const res = await t.http().get('/api/tmdb/movie/popular');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      success: false,
      message: 'The catalogue service is busy; try again in a moment',
    });
    expect(tmdbCalls).toHaveLength(3);
    // Three holds of the upstream gate (one per 429), two waits of this request.
    expect(waits).toEqual(Array(5).fill(TMDB_DEFAULTS.defaultRetryAfterMs));
  });

  it('retries a 5xx once after a backoff', async () => {
    upstreamAnswers('movie/popular', [503]);
    const res = await t.http().get('/api/tmdb/movie/popular');
    expect(res.status).toBe(200);
    expect(tmdbCalls).toHaveLength(2);
    expect(waits).toEqual([1]);
  });

  it.each([
    ['two 5xx', [500, 502]],
    ['two network failures', ['network', 'network']],
  ] as const)('answers 502 after %s', async (_what, answers) => {
    upstreamAnswers('tv/popular', [...answers]);
    const res = await t.http().get('/api/tmdb/tv/popular');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      message: 'Catalogue service unavailable',
      status_code: 11,
      status_message: 'Catalogue service unavailable',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(tmdbCalls).toHaveLength(2);
  });

  it('answers 504 when the upstream is too slow, without retrying', async () => {
    let calls = 0;
    mock.use(
      http.get(`${BASE}/tv/top_rated`, async () => {
        calls++;
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    // The upstream answers after 2 s with a 200: a 504 means Marquee stopped waiting first.
    const res = await t.http().get('/api/tmdb/tv/top_rated');
    expect(res.status).toBe(504);
    expect(res.body.message).toBe('The catalogue service did not answer in time');
    expect(calls).toBe(1);
  });

  it("passes an upstream 404 on in TMDB's own shape", async () => {
    const res = await t.http().get('/api/tmdb/movie/999999');
    expect(res.status).toBe(404);
    const tmdbMessage = 'The resource you requested could not be found.';
    expect(res.body).toEqual({
      success: false,
      message: tmdbMessage,
      status_code: 34,
      status_message: tmdbMessage,
    });
  });

  it('ignores unknown parameters: not forwarded, no 400', async () => {
    const res = await t.http().get('/api/tmdb/movie/popular?foo=1&media_type=movie');
    expect(res.status).toBe(200);
    expect(tmdbCalls).toHaveLength(1);
    expect([...tmdbCalls[0]!.query.keys()]).toEqual(['api_key']);
  });

  it.each([
    ['/api/tmdb/person/287/tagged_images', 404, 'Unknown catalogue path: /person/287/tagged_images'],
    ['/api/tmdb/movie/latest', 404, 'Unknown catalogue path: /movie/latest'],
    ['/api/tmdb/movie/popular?page=0', 400, 'page must be a whole number from 1 to 500'],
    ['/api/tmdb/movie/popular?page=501', 400, 'page must be a whole number from 1 to 500'],
    ['/api/tmdb/account/1/favorite', 404, 'Unknown catalogue path: /account/1/favorite'],
    ['/api/tmdb/movie/550/keywords', 404, 'Unknown catalogue path: /movie/550/keywords'],
    ['/api/tmdb/movie/popular?page=1&page=2', 400, "Parameter 'page' was given more than once"],
    ['/api/tmdb/movie/abc', 400, 'The id in the path must be a positive whole number'],
    ['/api/tmdb/search/multi', 400, 'query is required'],
    ['/api/tmdb/discover/movie?sort_by=name.asc', 400, expect.stringMatching(/^sort_by must be one of/)],
  ])('refuses %s with %i and a message, without calling the upstream', async (url, status, message) => {
    const res = await t.http().get(url);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message, status_message: message });
    expect(tmdbCalls).toHaveLength(0);
  });

  it('does not accept other methods', async () => {
    const res = await t.http().post('/api/tmdb/movie/popular').send({});
    expect(res.status).toBe(404);
    expect(tmdbCalls).toHaveLength(0);
  });

  it('answers 304 to a matching If-None-Match, from the cache', async () => {
    const first = await t.http().get('/api/tmdb/tv/1399?append_to_response=videos,credits,similar');
    const etag = first.headers.etag as string;
    const again = await t
      .http()
      .get('/api/tmdb/tv/1399?append_to_response=credits,similar,videos')
      .set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await t
      .http()
      .get('/api/tmdb/tv/1399?append_to_response=credits,similar,videos')
      .set('If-None-Match', `"x", W/${etag}`);
    expect(weak.status).toBe(304);
    const other = await t
      .http()
      .get('/api/tmdb/tv/1399?append_to_response=credits,similar,videos')
      .set('If-None-Match', '"other"');
    expect(other.status).toBe(200);
    expect(other.body.name).toBe('Game of Thrones');
    expect(tmdbCalls).toHaveLength(1);
  });

  it('answers cached hits ahead of the middleware stack with the same bytes and safe headers', async () => {
    // The production HTTP server: hits are answered there, before the Express app.
    const server = await serve(t);
    const http = () => request(server.baseUrl);
    const miss = await http().get('/api/tmdb/genre/movie/list').set('Accept-Encoding', 'gzip, deflate, br');
    expect(miss.headers['content-encoding']).toBe('gzip');
    const linesAfterMiss = logLines.length;
    const hit = await http().get('/api/tmdb/genre/movie/list').set('Accept-Encoding', 'gzip, deflate, br');
    expect(hit.status).toBe(200);
    expect(hit.text).toBe(miss.text);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(hit.headers['content-length'])).toBeLessThan(Buffer.byteLength(hit.text));
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(logLines.length).toBe(linesAfterMiss); // hits are counted in the stats, not logged

    // A client that does not take gzip gets the same JSON, plain, under its own ETag.
    const plain = await http().get('/api/tmdb/genre/movie/list').set('Accept-Encoding', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(miss.text);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(miss.text)));
    const plainEtag = plain.headers.etag as string;
    expect(plainEtag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(hit.headers.etag).toBe(`${plainEtag.slice(0, -1)}-gz"`);
    const notModified = await t
      .http()
      .get('/api/tmdb/genre/movie/list')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', plainEtag);
    expect(notModified.status).toBe(304);

    const head = await http().head('/api/tmdb/genre/movie/list').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(plain.headers['content-length']);
    expect(head.text ?? '').toBe('');
    expect(tmdbCalls).toHaveLength(1);
    expect(t.deps.services.catalogue.stats()).toMatchObject({ hits: 4, misses: 1 });
    await server.close();
  });

  it('makes one upstream call for concurrent identical cold requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => t.http().get('/api/tmdb/tv/1399/season/1')),
    );
    expect(responses.every((r) => r.status === 200 && r.body.episodes.length === 2)).toBe(true);
    expect(tmdbCalls).toHaveLength(1);
  });

  it('reports cache stats and lets only admins and owners clear the cache', async () => {
    await t.http().get('/api/tmdb/genre/movie/list');
    await t.http().get('/api/tmdb/genre/movie/list');
    expect((await t.http().get('/api/tmdb/cache/stats')).status).toBe(401);
    const staffForStats = await insertUser(t.deps, { role: 'admin' });
    const stats = await t.http().get('/api/tmdb/cache/stats').set(staffForStats.auth);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      success: true,
      data: { totalKeys: 1, hits: 1, misses: 1, hitRate: '50.0%', memoryUsage: expect.any(Number) },
    });

    expect((await t.http().post('/api/tmdb/cache/clear')).status).toBe(401);
    const user = await insertUser(t.deps, { role: 'user' });
    const denied = await t.http().post('/api/tmdb/cache/clear').set(user.auth);
    expect(denied.status).toBe(403);
    expect(t.deps.services.catalogue.stats().totalKeys).toBe(1);

    for (const role of ['admin', 'owner'] as const) {
      const staff = await insertUser(t.deps, { role });
      const res = await t.http().post('/api/tmdb/cache/clear').set(staff.auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Cache cleared successfully' });
      expect(t.deps.services.catalogue.stats()).toMatchObject({ totalKeys: 0, hits: 0, misses: 0 });
    }
  });
});

describe.each(dbKinds)('tmdb source with a bearer token (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_ACCESS_TOKEN: TOKEN,
      TMDB_BASE_URL: BASE,
    });
  });
  afterAll(() => t.close());

  it('sends the token as a bearer header and no api_key', async () => {
    const res = await t.http().get('/api/tmdb/movie/550?append_to_response=credits');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Fight Club');
    expect(tmdbCalls[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(tmdbCalls[0]!.query.has('api_key')).toBe(false);
    expect(tmdbCalls[0]!.query.get('append_to_response')).toBe('credits');
    expect(res.text + JSON.stringify(res.headers)).not.toContain(TOKEN);
  });
});
