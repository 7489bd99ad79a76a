import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/deps';
import { parseEnv } from '../../src/server/env';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { createTmdbServer, listenOptions, TMDB_TEST_BASE, TMDB_TEST_KEY, tmdbCalls } from '../msw/tmdb';

/**
 * A run's logs, captured line by line from the real logger (createLogger with a
 * destination), through sign-up, sign-in, a failed sign-in, password changes and catalogue
 * calls that use the TMDB key: every line is JSON, requests carry id, method, path, status
 * and time, and no line holds a password, a session token or a credential.
 */
const mock = createTmdbServer();
beforeAll(() => mock.listen(listenOptions));
afterAll(() => mock.close());

const json = { 'Content-Type': 'application/json' };
const PASSWORD = 'S3cret-Passw0rd-xyz';
const WRONG = 'Wr0ng-Passw0rd-abc';
const NEW_PASSWORD = 'N3w-S3cret-Passw0rd';
const NEWER_PASSWORD = 'N3wer-S3cret-Passw0rd';
const CLIENT_KEY = 'visitor-supplied-tmdb-key-77aa';

describe.each(dbKinds)('logs (%s)', (kind) => {
  const lines: string[] = [];
  const secrets: string[] = [PASSWORD, WRONG, NEW_PASSWORD, NEWER_PASSWORD, TMDB_TEST_KEY, CLIENT_KEY];
  let t: TestApp;

  beforeAll(async () => {
    const env = {
      LOG_LEVEL: 'trace',
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: TMDB_TEST_KEY,
      TMDB_BASE_URL: TMDB_TEST_BASE,
    };
    const logger = createLogger(parseEnv({ NODE_ENV: 'test', ...env }), {
      write: (l: string) => void lines.push(l),
    });
    t = await createTestApp(kind, env, { logger, catalogue: { retryBackoffMs: 1 } });

    const name = `logcheck_${kind}`;
    const reg = await t
      .http()
      .post('/api/auth/register')
      .set(json)
      .send({ username: name, email: `${name}@example.com`, password: PASSWORD });
    expect(reg.status).toBe(201);
    const login = await t
      .http()
      .post('/api/auth/login')
      .set(json)
      .send({ emailOrUsername: name, password: PASSWORD });
    expect(login.status).toBe(200);
    const bad = await t
      .http()
      .post('/api/auth/login')
      .set(json)
      .send({ emailOrUsername: name, password: WRONG });
    expect(bad.status).toBe(401);
    const trpcLogin = await t
      .http()
      .post('/trpc/auth.login')
      .set(json)
      .send({ emailOrUsername: name, password: PASSWORD });
    expect(trpcLogin.status).toBe(200);
    const tokens = [reg.body.data.token, login.body.data.token, trpcLogin.body.result.data.token] as string[];
    secrets.push(...tokens);
    const auth = { Authorization: `Bearer ${tokens[1]}` };

    const change = await t
      .http()
      .put('/api/auth/update-profile')
      .set({ ...json, ...auth })
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(change.status).toBe(200);
    const change2 = await t
      .http()
      .post('/trpc/auth.updateProfile')
      .set({ ...json, ...auth })
      .send({ currentPassword: NEW_PASSWORD, newPassword: NEWER_PASSWORD });
    expect(change2.status).toBe(200);
    const wrongCurrent = await t
      .http()
      .put('/api/auth/update-profile')
      .set({ ...json, ...auth })
      .send({ currentPassword: WRONG, newPassword: PASSWORD });
    expect(wrongCurrent.status).toBe(400);
    // A revoked token (the password change ended the other sessions) and a made-up one.
    expect(
      (
        await t
          .http()
          .get('/api/auth/verify')
          .set({ Authorization: `Bearer ${tokens[0]}` })
      ).status,
    ).toBe(401);
    expect(
      (
        await t
          .http()
          .post('/api/watch-history')
          .set({ ...json, ...auth })
          .send({ media_id: '550', media_type: 'movie' })
      ).status,
    ).toBe(200);

    // The catalogue with the server's key, a visitor's key in the query, and a failing upstream.
    expect((await t.http().get(`/api/tmdb/movie/550?api_key=${CLIENT_KEY}`)).status).toBe(200);
    expect(
      (await t.http().get(`/trpc/catalogue.movie?input=${encodeURIComponent('{"id":550}')}`)).status,
    ).toBe(200);
    expect((await t.http().get('/api/tmdb/search/multi?query=secret%20search')).status).toBe(200);
    mock.use(
      http.get(`${TMDB_TEST_BASE}/movie/popular`, () =>
        HttpResponse.json({ status_code: 11 }, { status: 500 }),
      ),
    );
    expect((await t.http().get('/api/tmdb/movie/popular?page=3')).status).toBe(502);
    expect(tmdbCalls.some((c) => c.query.get('api_key') === TMDB_TEST_KEY)).toBe(true);

    // Request ids: a caller's plain one is kept and echoed; anything else is replaced.
    const traced = await t.http().get('/api/health').set('X-Request-Id', 'edge-7f3a.42');
    expect(traced.headers['x-request-id']).toBe('edge-7f3a.42');
    const forged = await t
      .http()
      .get('/api/health')
      .set('X-Request-Id', `x" injected="1 ${'a'.repeat(300)}`);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
  afterAll(() => t?.close());

  it('writes only JSON lines', () => {
    expect(lines.length).toBeGreaterThan(15);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('logs each request with its id, method, path (no query), status and time', () => {
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req && l.res);
    const find = (method: string, path: string, status: number) =>
      requests.find((l) => l.req.method === method && l.req.path === path && l.res.statusCode === status);
    const badLogin = find('POST', '/api/auth/login', 401);
    expect(badLogin).toMatchObject({ level: 30, msg: 'request completed' });
    expect(typeof badLogin.req.id).toBe('string');
    expect(typeof badLogin.responseTime).toBe('number');
    expect(find('PUT', '/api/auth/update-profile', 200)).toBeDefined();
    expect(find('POST', '/trpc/auth.updateProfile', 200)).toBeDefined();
    expect(find('GET', '/api/tmdb/movie/550', 200)).toBeDefined();
    expect(find('GET', '/api/tmdb/movie/popular', 502)).toMatchObject({ level: 50 });
    expect(requests.find((l) => l.req.id === 'edge-7f3a.42')).toMatchObject({ req: { path: '/api/health' } });
    // Every request line has exactly these request fields: no headers, no query, no body.
    for (const l of requests) expect(Object.keys(l.req).sort()).toEqual(['id', 'method', 'path']);
  });

  it('holds no password, token, TMDB key or search text in any line', () => {
    const all = lines.join('\n');
    for (const secret of secrets)
      expect(all.includes(secret), `a log line holds ${secret.slice(0, 6)}…`).toBe(false);
    expect(all).not.toMatch(/api_key|authorization|bearer /i);
    expect(all).not.toContain('secret search');
  });
});
