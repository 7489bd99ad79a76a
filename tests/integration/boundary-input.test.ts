import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../src/shared/schemas/preferences';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { type DbSnapshot, snapshotDb } from '../helpers/db-snapshot';
import { createTmdbServer, fixture, listenOptions, TMDB_TEST_BASE, TMDB_TEST_KEY } from '../msw/tmdb';

/**
 * Text and numbers at the boundary (src/shared/text.ts, the shared schemas): each input
 * below once made PostgreSQL refuse a query and the server answer 500. Each is now a 400
 * naming the field, through REST and tRPC alike, and changes nothing.
 */
const NUL = '\u0000';
const LONE = '\uD800';
const json = { 'Content-Type': 'application/json' };

type Sent = { status: number; message: string; field: string | null; cacheControl?: string };

describe.each(dbKinds)('text and numbers at the boundary (%s)', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await insertUser(t.deps);
    admin = await insertUser(t.deps, { role: 'admin' });
  });
  afterAll(() => t.close());

  async function rest(
    method: 'get' | 'post' | 'put',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Sent> {
    let r = t.http()[method](path).set(json);
    if (token) r = r.set('Authorization', `Bearer ${token}`);
    const res = body === undefined ? await r : await r.send(JSON.stringify(body));
    const errors = (res.body.errors ?? {}) as Record<string, string[]>;
    return { status: res.status, message: res.body.message, field: Object.keys(errors)[0] ?? null };
  }

  async function trpc(path: string, input: unknown, token?: string, query = false): Promise<Sent> {
    let r = query
      ? t
          .http()
          .get(`/trpc/${path}`)
          .query({ input: JSON.stringify(input) })
      : t.http().post(`/trpc/${path}`).set(json).send(JSON.stringify(input));
    if (token) r = r.set('Authorization', `Bearer ${token}`);
    const res = await r;
    const fields = (res.body.error?.data?.fieldErrors ?? {}) as Record<string, string[]>;
    return { status: res.status, message: res.body.error?.message, field: Object.keys(fields)[0] ?? null };
  }

  const cases: Array<[string, () => Promise<Sent>, string]> = [
    [
      'REST login, NUL in emailOrUsername',
      () => rest('post', '/api/auth/login', { emailOrUsername: `a${NUL}`, password: 'x' }),
      'emailOrUsername',
    ],
    [
      'tRPC login, NUL in emailOrUsername',
      () => trpc('auth.login', { emailOrUsername: `a${NUL}`, password: 'x' }),
      'emailOrUsername',
    ],
    [
      'REST register, NUL in email',
      () =>
        rest('post', '/api/auth/register', {
          username: 'nul_user',
          email: `a${NUL}@b.co`,
          password: 'Passw0rd!x',
        }),
      'email',
    ],
    [
      'tRPC register, lone surrogate in username',
      () => trpc('auth.register', { username: `x${LONE}`, email: 'a@b.co', password: 'Passw0rd!x' }),
      'username',
    ],
    [
      'REST update-profile, NUL in email',
      () => rest('put', '/api/auth/update-profile', { email: `a${NUL}@b.co` }, user.token),
      'email',
    ],
    [
      'tRPC updateProfile, NUL in email',
      () => trpc('auth.updateProfile', { email: `a${NUL}@b.co` }, user.token),
      'email',
    ],
    [
      'REST admin edit, NUL in email',
      () => rest('put', `/api/admin/users/${user.user.id}`, { email: `a${NUL}@b.co` }, admin.token),
      'email',
    ],
    [
      'tRPC admin edit, NUL in email',
      () => trpc('admin.updateUser', { id: user.user.id, email: `a${NUL}@b.co` }, admin.token),
      'email',
    ],
    [
      'REST admin search, NUL',
      () =>
        rest('get', `/api/admin/users/paginated?search=${encodeURIComponent(NUL)}`, undefined, admin.token),
      'search',
    ],
    [
      'tRPC admin search, NUL',
      () => trpc('admin.usersPaginated', { search: NUL }, admin.token, true),
      'search',
    ],
    [
      'tRPC preferences.save, NUL in defaultServer',
      () => trpc('preferences.save', { ...DEFAULT_PREFERENCES, defaultServer: `s${NUL}` }, user.token),
      'defaultServer',
    ],
    [
      'tRPC preferences.save, lone surrogate in defaultServer',
      () => trpc('preferences.save', { ...DEFAULT_PREFERENCES, defaultServer: `s${LONE}` }, user.token),
      'defaultServer',
    ],
    [
      'tRPC catalogue.search, lone surrogate in query',
      () => trpc('catalogue.search', { query: `star${LONE}` }, undefined, true),
      'query',
    ],
    [
      'REST history add, NUL in a key',
      () => rest('post', '/api/watch-history', { [`media${NUL}`]: 1 }, user.token),
      '',
    ],
    [
      'REST path parameter with NUL',
      () => rest('get', '/api/watch-history/550%00/movie', undefined, user.token),
      'path',
    ],
  ];

  describe('hostile inputs', () => {
    // Taken before the first of them and compared after the last, whichever of them run.
    let before: DbSnapshot;
    beforeAll(async () => {
      before = await snapshotDb(t.deps.database.db);
    });
    afterAll(async () => {
      expect(await snapshotDb(t.deps.database.db), 'the hostile inputs changed the database').toEqual(before);
    });

    it.each(cases)('%s → 400 naming the field', async (_name, send, field) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/NUL character|unpaired surrogate/);
      if (field) expect(res.field).toBe(field);
    });

    it.each([
      ['1e39 position', { position: 1e39, duration: 100 }, 'position'],
      ['1e39 duration', { position: 1, duration: 1e39 }, 'duration'],
      ['a position past a week', { position: 700_000, duration: 800_000 }, 'position'],
    ])('history.progress with %s → 400 naming the field', async (_name, numbers, field) => {
      const res = await trpc(
        'history.progress',
        { mediaId: '550', mediaType: 'movie', ...numbers },
        user.token,
      );
      expect(res.status).toBe(400);
      expect(res.field).toBe(field);
    });

    it.each([
      ['a control character', 'a\u0007b@example.com'],
      ['a bidi override', 'evil\u202Eoc.elpmaxe@example.com'],
      ['markup', '<img src=x onerror=alert(1)>@example.com'],
      ['a space', 'a b@example.com'],
      ['a double quote', '"a"@example.com'],
    ])('an email with %s is not an address (REST and tRPC)', async (_name, email) => {
      const viaRest = await rest('post', '/api/auth/register', {
        username: 'mail_user',
        email,
        password: 'Passw0rd!x',
      });
      expect(viaRest).toMatchObject({ status: 400, message: 'Please enter a valid email address' });
      const viaTrpc = await trpc('auth.updateProfile', { email }, user.token);
      expect(viaTrpc).toMatchObject({ status: 400, field: 'email' });
    });
  });

  it('keeps ordinary text: accents, emoji (a surrogate pair) and CJK pass the rule', async () => {
    const res = await trpc('catalogue.search', { query: 'Amélie 🎬 千と千尋' }, undefined, true);
    expect(res.status).toBe(200);
  });
});

describe.each(dbKinds)('per-user answers are never stored by caches (%s)', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await insertUser(t.deps);
    admin = await insertUser(t.deps, { role: 'admin' });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/auth/profile', 'user'],
    ['/api/auth/verify', 'user'],
    ['/api/watch-history', 'user'],
    ['/api/watch-history/stats', 'user'],
    ['/api/admin/users', 'admin'],
    ['/api/admin/stats', 'admin'],
    ['/trpc/auth.me', 'user'],
    ['/trpc/preferences.get', 'user'],
    ['/trpc/history.list', 'user'],
    ['/trpc/admin.stats', 'admin'],
    ['/trpc/catalogue.config,auth.me?batch=1&input={}', 'user'],
  ])('GET %s carries Cache-Control: private, no-store', async (path, who) => {
    const token = who === 'admin' ? admin.token : user.token;
    const res = await t.http().get(path).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('so do refusals: a 401 and a 400', async () => {
    expect((await t.http().get('/api/auth/profile')).headers['cache-control']).toBe('private, no-store');
    const bad = await t
      .http()
      .get('/trpc/history.list')
      .set('Authorization', `Bearer ${user.token}`)
      .query({ input: '{"limit":0}' });
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('private, no-store');
  });

  it("while the TMDB proxy's answers, the same for everyone, keep their public policy", async () => {
    const facade = await t.http().get('/api/tmdb/movie/popular').set('Authorization', `Bearer ${user.token}`);
    expect(facade.status).toBe(200);
    expect(facade.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // A visitor's catalogue answers are everyone's; a signed-in one's are kept to its
    // profile's maturity level, so they are as private as the rest of its answers.
    const visitor = await t.http().get('/trpc/catalogue.config');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
    const signedIn = await t
      .http()
      .get('/trpc/catalogue.config')
      .set('Authorization', `Bearer ${user.token}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe.each(dbKinds)('upstream lists holding things that are not titles (%s)', (kind) => {
  const mock = createTmdbServer();
  let t: TestApp;
  beforeAll(async () => {
    mock.listen(listenOptions);
    t = await createTestApp(kind, {
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: TMDB_TEST_KEY,
      TMDB_BASE_URL: TMDB_TEST_BASE,
    });
  });
  afterEach(() => mock.resetHandlers());
  afterAll(async () => {
    mock.close();
    await t.close();
  });

  const junk = [null, 7, 'x', [], true, { id: 'not-a-number', title: 'No id' }];
  const trpcGet = (path: string, input: unknown) =>
    t
      .http()
      .get(`/trpc/${path}`)
      .query({ input: JSON.stringify(input) });

  it('catalogue.search drops them and shows the real titles', async () => {
    const body = fixture<{ results: unknown[] }>('search-multi');
    mock.use(
      http.get(`${TMDB_TEST_BASE}/search/multi`, () =>
        HttpResponse.json({ ...body, results: [null, ...body.results, ...junk] }),
      ),
    );
    const res = await trpcGet('catalogue.search', { query: 'fight', type: 'multi', page: 1 });
    expect(res.status).toBe(200);
    const titles = (res.body.result.data.results as Array<{ title: string }>).map((c) => c.title);
    expect(titles).toContain('Fight Club');
    expect(titles).not.toContain('No id');
  });

  it('catalogue.movie and catalogue.tvShow drop null cast, videos, similar, seasons and genres', async () => {
    const movie = fixture<Record<string, { results?: unknown[]; cast?: unknown[] } | unknown[]>>('movie-550');
    const credits = movie.credits as { cast: unknown[] };
    const similar = movie.similar as { results: unknown[] };
    mock.use(
      http.get(`${TMDB_TEST_BASE}/movie/550`, () =>
        HttpResponse.json({
          ...movie,
          genres: [null, ...(movie.genres as unknown[])],
          spoken_languages: [null],
          production_companies: [null, 3],
          credits: { ...credits, cast: [null, ...credits.cast, 'x'] },
          videos: { results: [null, 1] },
          similar: { ...similar, results: [null, ...similar.results, ...junk] },
        }),
      ),
    );
    const m = await trpcGet('catalogue.movie', { id: 550 });
    expect(m.status).toBe(200);
    expect(m.body.result.data.title).toBe('Fight Club');
    expect(m.body.result.data.cast.length).toBe(Math.min(credits.cast.length, 20));
    expect(m.body.result.data.genres.map((g: { name: string }) => g.name)).toContain('Drama');

    const tv = fixture<Record<string, unknown>>('tv-1399');
    mock.use(
      http.get(`${TMDB_TEST_BASE}/tv/1399`, () =>
        HttpResponse.json({
          ...tv,
          seasons: [null, ...(tv.seasons as unknown[]), 5],
          networks: [null],
          created_by: 'nobody',
          similar: { results: [null, ...junk] },
        }),
      ),
    );
    const s = await trpcGet('catalogue.tvShow', { id: 1399 });
    expect(s.status).toBe(200);
    expect(s.body.result.data.name ?? s.body.result.data.title).toBeTruthy();
    expect(s.body.result.data.seasons.length).toBeGreaterThan(0);
    expect(s.body.result.data.similar).toEqual([]);
  });
});
