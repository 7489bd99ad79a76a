import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTmdb, startFakeTmdb } from '../../bench/fake-tmdb';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { sessions } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { TMDB_LANGUAGE } from '../../src/server/features/catalogue/language';
import { addToHistory } from '../../src/server/features/history/service';
import { OPEN_GATE } from '../../src/server/features/personal/title-gate';
import { isCountry, WATCH_REGIONS } from '../../src/shared/region';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { type DbSnapshot, snapshotDb } from '../helpers/db-snapshot';
import { REST_SPECS, restRoutes, trpcProcedures } from '../helpers/endpoints';
import {
  buildPlan,
  CATEGORIES,
  FACADE_PROVIDER,
  type FuzzCase,
  LANGUAGE_TARGETS,
  languagePlan,
  type Tokens,
} from '../helpers/fuzz-plan';
import { prng } from '../helpers/hostile';
import { listen, pool, type RawClient, type RawResponse, rawClientFor } from '../helpers/raw-http';
import {
  assertValidCsp,
  GOOD_CONFIG,
  manyServers,
  POISONED_PLAYER_URLS,
  withPlayer,
} from '../helpers/server-configs';

/**
 * Streaming-server configurations served in turn while the fuzz runs: the remote source
 * changes to the next one every few hundred requests and an admin refreshes, so hostile
 * input meets a poisoned configuration as well as a good one.
 */
const CONFIGS: unknown[] = [
  GOOD_CONFIG,
  ...POISONED_PLAYER_URLS.map(withPlayer),
  manyServers(5_000),
  '{"servers": [',
];

/**
 * Hostile input over every endpoint present when the suite runs (REST routes from the
 * Express router, tRPC procedures from the root router), from a seeded PRNG: no answer may
 * be a 5xx, the server must keep answering, and no refused request may change the database.
 * FUZZ_SEED replays a run; FUZZ_REQUESTS raises the count.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_801);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_200);
const CONCURRENCY = 16;

/** Outside the API: the built client's files (absent before `npm run build`). */
const STATIC_PATTERNS = new Set(['/{*splat}', '/sw.js', '/manifest.webmanifest']);

describe.each(dbKinds)('hostile input (%s)', (kind) => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let client: RawClient;
  let tokens: Tokens;
  let configServer: Server;
  let configIndex = 0;

  beforeAll(async () => {
    configServer = createServer((_req, res) => {
      const doc = CONFIGS[configIndex % CONFIGS.length];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(typeof doc === 'string' ? doc : JSON.stringify(doc));
    });
    await new Promise<void>((r) => configServer.listen(0, '127.0.0.1', r));
    const { port } = configServer.address() as AddressInfo;
    t = await createTestApp(kind, { SERVER_CONFIG_URL: `http://127.0.0.1:${port}/servers.json` });
    const owner = await insertUser(t.deps, { role: 'owner' });
    const admin = await insertUser(t.deps, { role: 'admin' });
    const user = await insertUser(t.deps, { role: 'user' });
    const db = t.deps.database.db;
    for (const u of [owner, admin, user]) {
      await addToHistory(db, OPEN_GATE, u.user.id, {
        media_id: '550',
        media_type: 'movie',
        season: null,
        episode: null,
      });
      await addToHistory(db, OPEN_GATE, u.user.id, {
        media_id: '1399',
        media_type: 'tv',
        season: 1,
        episode: 2,
      });
    }
    const expired = await createSessionFor(t.deps.lucia, user.user.id);
    const { eq } = await import('drizzle-orm');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, sessionIdFromToken(expired)));
    const revoked = await createSessionFor(t.deps.lucia, admin.user.id);
    await t.deps.lucia.invalidateSession(sessionIdFromToken(revoked));
    tokens = {
      user: user.token,
      admin: admin.token,
      owner: owner.token,
      expired,
      revoked,
      unknown: 'Z'.repeat(43),
    };
    server = await listen(t.app, t.deps);
    client = rawClientFor(server.baseUrl, { sockets: CONCURRENCY });
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
    await t?.close();
    await new Promise((r) => configServer?.close(r));
  });

  it(`answers ${REQUESTS} malformed requests without a 5xx, stays up, and changes nothing`, async () => {
    const routes = restRoutes(t.app).filter((r) => !STATIC_PATTERNS.has(r.pattern));
    const procedures = trpcProcedures();
    expect(routes.length).toBeGreaterThan(30);
    expect(procedures.length).toBeGreaterThan(30);
    // The hand-written specs must name real routes, or their schemas silently stop applying.
    for (const key of Object.keys(REST_SPECS))
      expect(routes.map((r) => `${r.method} ${r.pattern}`)).toContain(key);

    const plan = buildPlan(prng(SEED), tokens, routes, procedures, REQUESTS);
    const before: DbSnapshot = await snapshotDb(t.deps.database.db);
    const t0 = performance.now();
    const results = await pool(plan, CONCURRENCY, async (c, i) => {
      const res = await client.send(c.req);
      // The server must still be there every few hundred requests, not only at the end,
      // whatever configuration the last refresh met.
      if (i % 400 === 399) {
        configIndex++;
        const refresh = await client.send({
          method: 'POST',
          path: '/api/admin/refresh-servers',
          headers: { Authorization: `Bearer ${tokens.owner}` },
        });
        expect([200, 502]).toContain(refresh.status);
        const health = await client.send({ method: 'GET', path: '/health' });
        expect(health.status).toBe(200);
        assertValidCsp(
          health.headers['content-security-policy'] as string | undefined,
          `/health after config ${configIndex}`,
        );
      }
      return res;
    });
    const seconds = (performance.now() - t0) / 1000;
    const after = await snapshotDb(t.deps.database.db);

    /** A tRPC batch whose calls were all refused with different codes answers 207: nothing was accepted. */
    const allRefused = (r: RawResponse) => {
      if (r.status !== 207) return false;
      try {
        const items = JSON.parse(r.body) as unknown[];
        return (
          Array.isArray(items) && items.every((i) => typeof i === 'object' && i !== null && 'error' in i)
        );
      } catch {
        return false;
      }
    };
    const fails = (pred: (c: FuzzCase, r: RawResponse) => boolean) =>
      plan
        .map((c, i) => ({ c, r: results[i]! }))
        .filter(({ c, r }) => pred(c, r))
        .map(
          ({ c, r }) =>
            `${c.category} ${c.target} → ${r.status} ${r.error ?? r.body.slice(0, 160)} [${c.req.method} ${c.req.path.slice(0, 120)}]`,
        );

    const serverErrors = fails((_c, r) => r.status >= 500);
    const noAnswer = fails((_c, r) => r.status === 0);
    const acceptedWrites = fails((c, r) => c.mutating && r.status < 400 && !allRefused(r));
    const wrongStatus = fails((c, r) => c.expect !== undefined && !c.expect.includes(r.status));

    const byCategory = Object.fromEntries(
      CATEGORIES.map((k) => [k, plan.filter((c) => c.category === k).length]),
    );
    const byTarget = new Map<string, number>();
    for (const c of plan) byTarget.set(c.target, (byTarget.get(c.target) ?? 0) + 1);
    const fiveXxByCategory = Object.fromEntries(
      CATEGORIES.map((k) => [k, plan.filter((c, i) => c.category === k && results[i]!.status >= 500).length]),
    );
    const statuses: Record<number, number> = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    console.info(
      `[fuzz ${kind}] seed ${SEED}: ${plan.length} requests over ${routes.length} REST routes and ` +
        `${procedures.length} tRPC procedures in ${seconds.toFixed(1)} s; 5xx: ${serverErrors.length}; ` +
        `statuses ${JSON.stringify(statuses)}; categories ${JSON.stringify(byCategory)}; ` +
        `5xx by category ${JSON.stringify(fiveXxByCategory)}`,
    );

    expect(serverErrors).toEqual([]);
    expect(noAnswer).toEqual([]);
    expect(acceptedWrites).toEqual([]);
    expect(wrongStatus).toEqual([]);
    expect(plan.length).toBeGreaterThanOrEqual(5_000);
    for (const k of CATEGORIES) expect(byCategory[k], k).toBeGreaterThanOrEqual(k === 'oversize' ? 20 : 300);
    for (const [target, n] of byTarget) expect(n, target).toBeGreaterThanOrEqual(20);
    expect(after).toEqual(before);
    // Still fully working for a real user after all that.
    const verify = await client.send({
      method: 'GET',
      path: '/api/auth/verify',
      headers: { Authorization: `Bearer ${tokens.user}` },
    });
    expect(verify.status).toBe(200);
  }, 240_000);

  it('never serves a file outside the allowlist for traversal paths', async () => {
    const paths = [
      '/api/tmdb/../../etc/passwd',
      '/api/tmdb/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/tmdb/..%2f..%2f..%2fpackage.json',
      '/api/tmdb/movie/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/api/tmdb/movie/550/../../../../etc/passwd',
      '/api/../../etc/passwd',
      '/api/%2e%2e/%2e%2e/package.json',
      '/trpc/..%2f..%2fetc%2fpasswd',
      '/trpc/../../etc/passwd',
      '/img/w500/..%2f..%2f..%2fpackage.json',
      '/img/..%2f..%2f/package.json',
      '/embed/movie/..%2f..%2fetc%2fpasswd',
      '/api/watch-history/..%2f..%2f/movie',
    ];
    for (const path of paths) {
      const res = await client.send({ method: 'GET', path });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.body, path).not.toMatch(/root:.*:0:0|"devDependencies"|"dependencies"/);
    }
  });

  it('refuses bodies over 1 MB with 413 on REST and tRPC, whatever the token', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024) });
    for (const [method, path] of [
      ['POST', '/api/auth/register'],
      ['POST', '/api/watch-history'],
      ['PUT', '/api/admin/users/abc'],
      ['POST', '/trpc/auth.register'],
      ['POST', '/trpc/history.add'],
    ] as const) {
      for (const auth of [{}, { Authorization: `Bearer ${tokens.owner}` }] as Record<string, string>[]) {
        const res = await client.send({
          method,
          path,
          body: big,
          headers: { 'Content-Type': 'application/json', ...auth },
        });
        expect(res.status, `${method} ${path}`).toBe(413);
        expect(res.body).toMatch(/too large/i);
      }
    }
  });
});

/**
 * Random Accept-Language headers and region values against the live (tmdb) catalogue, whose
 * answers and cache keys depend on them: no answer may be a 5xx, the upstream is only ever
 * asked in one of the interface's languages and for provider regions TMDB has, and the cache
 * holds no more entries than those readers can need, however many headers arrive.
 */
describe('hostile languages and regions (tmdb source)', () => {
  const REQUESTS = Number(process.env.FUZZ_LANGUAGE_REQUESTS ?? 1_200);
  let fake: FakeTmdb;
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let client: RawClient;

  beforeAll(async () => {
    fake = await startFakeTmdb({ apiKey: 'fuzz-key', latencyMs: 0, record: true });
    t = await createTestApp('pglite', {
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: 'fuzz-key',
      TMDB_BASE_URL: fake.url,
    });
    server = await listen(t.app, t.deps);
    client = rawClientFor(server.baseUrl, { sockets: CONCURRENCY });
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
    await t?.close();
    await fake?.close();
  });

  it(`answers ${REQUESTS} requests with random Accept-Language and regions without a 5xx, and the cache stays bounded`, async () => {
    // What one reader costs: every target once, in English with no region, on an empty cache.
    await t.deps.services.catalogue.clear();
    const one = languagePlan(prng(SEED), 400).filter(
      (c, i, all) => all.findIndex((d) => d.target === c.target) === i,
    );
    expect(one.map((c) => c.target).sort()).toEqual([...LANGUAGE_TARGETS].sort());
    for (const c of one) await client.send({ ...c.req, headers: { 'Accept-Language': 'en' } });
    const perReader = t.deps.services.catalogue.stats().totalKeys;

    const plan = languagePlan(prng(SEED + 1), REQUESTS);
    const results = await pool(plan, CONCURRENCY, (c) => client.send(c.req));
    const failed = plan
      .map((c, i) => ({ c, r: results[i]! }))
      .filter(({ r }) => r.status >= 500 || r.status === 0)
      .map(
        ({ c, r }) =>
          `${c.target} → ${r.status} ${r.body.slice(0, 120)} [${c.req.headers?.['Accept-Language']}]`,
      );
    expect(failed).toEqual([]);
    const statuses: Record<number, number> = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;

    // Upstream: the interface's languages only; provider regions TMDB has (the facade's own
    // region parameters: real countries only).
    const languages = new Set(Object.values(TMDB_LANGUAGE));
    const calls = fake.received();
    for (const call of calls) {
      const language = call.query.get('language');
      if (language !== null) expect(languages, call.path).toContain(language);
      const region = call.query.get('watch_region') ?? call.query.get('region');
      if (region !== null) expect(isCountry(region), region).toBe(true);
    }
    // The pages' provider rows (not the facade's own region parameters).
    const regionsSent = new Set(
      calls
        .filter((c) => c.query.get('with_watch_providers') !== FACADE_PROVIDER)
        .map((c) => c.query.get('watch_region')),
    );
    for (const region of regionsSent)
      if (region !== null) expect(WATCH_REGIONS.has(region), region).toBe(true);

    // Entries: at most one reader's worth per language and provider region, plus the facade's
    // region parameters (one entry per real country and language each).
    const keys = t.deps.services.catalogue.stats().totalKeys;
    const countries = new Set(calls.map((c) => c.query.get('region') ?? c.query.get('watch_region')));
    const bound =
      languages.size * (WATCH_REGIONS.size + 1) * perReader + countries.size * (languages.size + 1) * 2;
    console.info(
      `[fuzz languages] seed ${SEED + 1}: ${plan.length} requests; statuses ${JSON.stringify(statuses)}; ` +
        `${calls.length} upstream calls; ${keys} cache keys (one reader: ${perReader}; bound ${bound})`,
    );
    expect(keys).toBeLessThanOrEqual(bound);
    expect(statuses[200] ?? 0).toBeGreaterThan(REQUESTS / 4);
  }, 240_000);
});
