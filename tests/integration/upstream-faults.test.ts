import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { type FaultyTmdb, startFaultyTmdb, type UpstreamMode } from '../helpers/faulty-tmdb';

/**
 * TMDB failing in each way a real upstream does, against a local fake on 127.0.0.1 and the
 * real timeouts (no injected sleeps): what was cached is still served (stale-if-error),
 * anything else is a clear 502/504 within 10 s, and sign-in, history and admin answer
 * meanwhile without waiting for the upstream.
 */
const HOUR = 3_600_000;
const LIMIT_MS = 10_000;
const json = { 'Content-Type': 'application/json' };

describe.each(dbKinds)('upstream faults (%s)', (kind) => {
  let upstream: FaultyTmdb;
  let t: TestApp;
  let clock = Date.now();
  let admin: Awaited<ReturnType<typeof insertUser>>;
  let user: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    upstream = await startFaultyTmdb();
    t = await createTestApp(
      kind,
      { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: upstream.key, TMDB_BASE_URL: upstream.baseUrl },
      { catalogue: { now: () => clock } },
    );
    admin = await insertUser(t.deps, { role: 'admin' });
    user = await insertUser(t.deps, { role: 'user' });
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });
  beforeEach(async () => {
    await upstream.setMode('ok');
    await t.deps.services.catalogue.clear();
    clock = Date.now();
  });

  const timed = async <T>(p: PromiseLike<T>) => {
    const t0 = performance.now();
    const value = await p;
    return { value, ms: performance.now() - t0, at: performance.now() };
  };
  const trpcMovie = (id: number) =>
    t.http().get(`/trpc/catalogue.movie?input=${encodeURIComponent(JSON.stringify({ id }))}`);

  /** Everything that must not depend on the catalogue upstream, over REST and tRPC. */
  async function restOfTheApp(tag: string) {
    const bearer = { Authorization: `Bearer ${user.token}` };
    const staff = { Authorization: `Bearer ${admin.token}` };
    const calls = [
      t
        .http()
        .post('/api/auth/register')
        .set(json)
        .send({ username: `up_${tag}`, email: `up_${tag}@example.com`, password: 'Passw0rd!x' }),
      t
        .http()
        .post('/api/auth/login')
        .set(json)
        .send({ emailOrUsername: user.user.username, password: user.password }),
      t
        .http()
        .post('/trpc/auth.login')
        .set(json)
        .send({ emailOrUsername: user.user.username, password: user.password }),
      t
        .http()
        .post('/api/watch-history')
        .set({ ...json, ...bearer })
        .send({ media_id: '603', media_type: 'movie' }),
      t
        .http()
        .post('/trpc/history.add')
        .set({ ...json, ...bearer })
        .send({ media_id: '604', media_type: 'movie' }),
      t.http().get('/api/watch-history').set(bearer),
      t.http().get('/trpc/history.stats').set(bearer),
      t.http().get('/api/admin/stats').set(staff),
      t.http().get('/trpc/admin.users').set(staff),
      t.http().get('/api/health'),
    ];
    return Promise.all(calls.map((c) => timed(c)));
  }

  it.each<[UpstreamMode, string, number]>([
    ['down', '1', 502],
    ['slow', '1', 504],
    ['500', '1', 502],
    // TMDB's 429 holds the upstream gate for its Retry-After: a call still waiting for its
    // turn at the gate's deadline is a 503. Last: the gate stays held past this case.
    ['429', '30', 503],
  ])(
    'TMDB %s (Retry-After %s): stale copies served, else %i within 10 s; the rest of the app unaffected',
    async (mode, retryAfter, status) => {
      // Warm the cache through both doors while the upstream is healthy.
      const cachedUrls = ['/api/tmdb/movie/550', '/api/tmdb/movie/popular?page=1'];
      const warm = await Promise.all(cachedUrls.map((u) => t.http().get(u)));
      for (const r of warm) expect(r.status).toBe(200);
      expect((await trpcMovie(550)).status).toBe(200);

      // A day later: past fresh and stale-while-revalidate, so every read asks the upstream.
      clock += 25 * HOUR;
      await upstream.setMode(mode, { retryAfter });
      const callsBefore = upstream.calls;

      const missRest = timed(t.http().get('/api/tmdb/movie/551'));
      const missTrpc = timed(trpcMovie(552));
      const stale = Promise.all(cachedUrls.map((u) => timed(t.http().get(u))));
      const staleTrpc = timed(trpcMovie(550));
      const others = await restOfTheApp(mode);
      const [rest, trpc, staleRes, staleTrpcRes] = await Promise.all([missRest, missTrpc, stale, staleTrpc]);

      // Cached titles: the stale copy, byte for byte.
      staleRes.forEach((r, i) => {
        expect(r.value.status, cachedUrls[i]).toBe(200);
        expect(r.value.text).toBe(warm[i]!.text);
        expect(r.ms).toBeLessThan(LIMIT_MS);
      });
      expect(staleTrpcRes.value.status).toBe(200);
      expect(staleTrpcRes.value.body.result.data.id).toBe(550);

      // Uncached titles: a clear gateway error, in time, on both doors.
      expect(rest.value.status).toBe(status);
      expect(rest.value.body.success).toBe(false);
      expect(rest.value.body.message).toMatch(/catalogue service/i);
      expect(rest.ms).toBeLessThan(LIMIT_MS);
      expect(trpc.value.status).toBe(status);
      expect(trpc.value.body.error.message).toMatch(/catalogue service/i);
      expect(trpc.ms).toBeLessThan(LIMIT_MS);
      // Really asked (a closed port counts no calls: its refusals are the point).
      if (mode !== 'down') expect(upstream.calls).toBeGreaterThan(callsBefore);

      // Sign-in, history, admin and health answered normally, none waiting on the upstream.
      expect(others.map((o) => o.value.status)).toEqual([201, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
      const slowestOther = Math.max(...others.map((o) => o.at));
      if (mode === 'slow') expect(slowestOther).toBeLessThan(rest.at);

      // And once the upstream is back, fresh answers again without a restart; after a 429,
      // only once TMDB's Retry-After has passed (the gate refuses at once until then, saying
      // how long is left).
      await upstream.setMode('ok');
      const again = await t.http().get('/api/tmdb/movie/551');
      if (mode === '429') {
        expect(again.status).toBe(503);
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(Number(retryAfter));
      } else expect(again.status).toBe(200);
    },
    60_000,
  );
});
