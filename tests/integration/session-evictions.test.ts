import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { run as runUserCommand } from '../../scripts/user';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { RedisChannel } from '../../src/server/auth/session-channel';
import { createLogger } from '../../src/server/deps';
import { parseEnv } from '../../src/server/env';
import { connectRedis } from '../../src/server/redis';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { freePort } from '../helpers/ports';

/**
 * The session cache across processes: two app instances (two buildDeps on one PostgreSQL
 * clone, one Redis under a prefix of their own) each cache a session; a change made
 * through one is refused or seen by the other within a second. Their caches answer for an
 * hour here, so only an eviction can explain a change seen in time. Without Redis (our own
 * redis-server, stopped) the caches turn off and every change holds at once.
 */
const TEST_DB = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const NEEDS = 'needs TEST_DATABASE_URL and TEST_REDIS_URL (two processes share PostgreSQL and Redis)';
const RUN = `marquee-test-sessions-${randomBytes(4).toString('hex')}:`;
const HOUR = 3_600_000;
/** How soon another process must refuse a changed session. */
const EVICTION_DEADLINE_MS = 1_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until `ok` holds; fails with the last answer after `timeoutMs`. */
async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`not within ${timeoutMs} ms; last answer ${JSON.stringify(v)}`);
    await sleep(10);
  }
}

/** Log lines of one app, to count what it said. */
function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  return { lines, stream };
}

interface Pair {
  a: TestApp;
  b: TestApp;
  logs: string[][];
  close(): Promise<void>;
}

/** Two apps on one PostgreSQL clone and one Redis (their own prefix), sessions cached for an hour. */
async function twoApps(redisUrl: string, prefix: string): Promise<Pair> {
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, LOG_LEVEL: 'info' };
  const logs = [captured(), captured()];
  const quick = { connectTimeout: 500, retryStrategy: () => 50 };
  const a = await createTestApp('postgres', env, {
    sessionCache: { ttlMs: HOUR },
    redis: quick,
    logger: createLogger(parseEnv({ NODE_ENV: 'test', ...env }), logs[0]!.stream),
  });
  const shared = { ...a.deps.database, close: async () => {} };
  const b = await createTestApp('postgres', env, {
    sessionCache: { ttlMs: HOUR },
    redis: quick,
    database: shared,
    logger: createLogger(parseEnv({ NODE_ENV: 'test', ...env }), logs[1]!.stream),
  });
  return {
    a,
    b,
    logs: logs.map((l) => l.lines),
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const verify = (t: TestApp, token: string) =>
  t
    .http()
    .get('/api/auth/verify')
    .set(bearer(token))
    .then((r) => ({ status: r.status, user: r.body.data?.user as { role?: string; isPremium?: boolean } }));

/** The token answers on `t` from its session cache (the second read is served from memory). */
async function cachedOn(t: TestApp, token: string) {
  expect((await verify(t, token)).status).toBe(200);
  const entries = t.deps.sessions.stats().entries;
  expect((await verify(t, token)).status).toBe(200);
  expect(t.deps.sessions.stats().entries).toBe(entries);
  expect(t.deps.sessions.stats().caching).toBe(true);
}

/** The changes a signed-in person can suffer, each made through `on` and checked through `other`. */
function changes(pair: () => Pair) {
  return {
    async signOut(on: TestApp) {
      const u = await insertUser(on.deps);
      return {
        token: u.token,
        make: () => on.http().post('/api/auth/logout').set(u.auth).expect(200),
        refused: (r: { status: number }) => r.status === 401,
      };
    },
    async passwordChange(on: TestApp) {
      const u = await insertUser(on.deps);
      // The same person signed in on another device: that session ends with the change.
      const second = await on
        .http()
        .post('/api/auth/login')
        .send({ emailOrUsername: u.user.username, password: u.password });
      expect(second.status).toBe(200);
      return {
        token: second.body.data.token as string,
        make: () =>
          on
            .http()
            .put('/api/auth/update-profile')
            .set(u.auth)
            .send({ currentPassword: u.password, newPassword: 'Changed-passw0rd' })
            .expect(200),
        refused: (r: { status: number }) => r.status === 401,
      };
    },
    async roleDemotion(on: TestApp, owner: { auth: Record<string, string> }) {
      const staff = await insertUser(on.deps, { role: 'admin' });
      return {
        token: staff.token,
        make: () =>
          on
            .http()
            .put(`/api/admin/users/${staff.user.id}/role`)
            .set(owner.auth)
            .send({ role: 'user' })
            .expect(200),
        refused: (r: { status: number; user?: { role?: string } }) =>
          r.status === 200 && r.user?.role === 'user',
      };
    },
    async deletion(on: TestApp, owner: { auth: Record<string, string> }) {
      const u = await insertUser(on.deps);
      return {
        token: u.token,
        make: () => on.http().delete(`/api/admin/users/${u.user.id}`).set(owner.auth).expect(200),
        refused: (r: { status: number }) => r.status === 401,
      };
    },
    async premiumChange(on: TestApp, owner: { auth: Record<string, string> }) {
      const u = await insertUser(on.deps);
      return {
        token: u.token,
        make: () => on.http().put(`/api/admin/users/${u.user.id}/premium`).set(owner.auth).expect(200),
        refused: (r: { status: number; user?: { isPremium?: boolean } }) =>
          r.status === 200 && r.user?.isPremium === true,
      };
    },
    pair,
  };
}

const CHANGES = ['signOut', 'passwordChange', 'roleDemotion', 'deletion', 'premiumChange'] as const;

describe.skipIf(!TEST_DB || !REDIS_URL)(`session cache evictions over Redis (${NEEDS})`, () => {
  let pair: Pair;
  let owner: Awaited<ReturnType<typeof insertUser>>;
  const c = changes(() => pair);

  beforeAll(async () => {
    pair = await twoApps(REDIS_URL!, `${RUN}pair:`);
    owner = await insertUser(pair.a.deps, { role: 'owner' });
  }, 60_000);
  afterAll(async () => {
    await pair?.close();
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${RUN}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it.each(CHANGES)('%s on A holds on B within a second', async (name) => {
    const change = await c[name](pair.a, owner);
    await cachedOn(pair.b, change.token);
    await change.make();
    await until(() => verify(pair.b, change.token), change.refused, EVICTION_DEADLINE_MS);
  });

  it('a role changed by `npm run user -- set-role` (another process) reaches B over Redis', async () => {
    const staff = await insertUser(pair.a.deps, { role: 'admin' });
    await cachedOn(pair.b, staff.token);
    const redis = await connectRedis(REDIS_URL!, {
      keyPrefix: `${RUN}pair:`,
      logger: pino({ level: 'silent' }),
    });
    try {
      const io = { out: () => {}, err: () => {} };
      const code = await runUserCommand(
        pair.a.deps.database,
        ['set-role', staff.user.username, 'user'],
        io,
        new RedisChannel(redis, { listen: false }),
      );
      expect(code).toBe(0);
    } finally {
      await redis.close();
    }
    await until(
      () => verify(pair.b, staff.token),
      (r) => r.user?.role === 'user',
      EVICTION_DEADLINE_MS,
    );
  });

  it('an extension on A is seen by B, which then holds the new end', async () => {
    const u = await insertUser(pair.a.deps);
    const id = sessionIdFromToken(u.token);
    await cachedOn(pair.b, u.token);
    const later = new Date(Date.now() + 20 * 24 * HOUR);
    await pair.a.deps.sessions.setExpiry(id, later);
    await until(
      () => pair.b.deps.sessions.lookup(id),
      (s) => s?.expiresAt === later.getTime(),
      EVICTION_DEADLINE_MS,
    );
  });
});

describe.skipIf(!TEST_DB || !REDIS_URL)(`session cache with Redis stopped (${NEEDS})`, () => {
  let redisServer: ChildProcess | undefined;
  let pair: Pair;
  let owner: Awaited<ReturnType<typeof insertUser>>;
  let port: number;
  const c = changes(() => pair);

  const startRedis = async () => {
    const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const spawned = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.once('spawn', () => resolve(true));
    });
    if (!spawned) throw new Error('redis-server is not installed: this suite starts and stops its own');
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 20 });
    probe.on('error', () => {}); // refused until the server listens
    await until(
      () => probe.ping().catch(() => null),
      (p) => p === 'PONG',
      10_000,
    );
    probe.disconnect();
    redisServer = server;
  };
  const stopRedis = async () => {
    const server = redisServer;
    if (!server || server.exitCode !== null) return;
    const gone = new Promise((r) => server.once('exit', r));
    server.kill('SIGKILL');
    await gone;
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    pair = await twoApps(`redis://127.0.0.1:${port}`, `${RUN}down:`);
    owner = await insertUser(pair.a.deps, { role: 'owner' });
  }, 60_000);
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await pair?.close();
    await stopRedis();
  });

  it('turns the cache off (saying so once) and every change holds at once; back on with Redis', async () => {
    const u = await insertUser(pair.a.deps);
    await cachedOn(pair.b, u.token);
    const prepared = [];
    for (const name of CHANGES) prepared.push(await c[name](pair.a, owner));
    for (const p of prepared) expect((await verify(pair.b, p.token)).status).toBe(200);

    await stopRedis();
    for (const app of [pair.a, pair.b])
      await until(
        async () => app.deps.sessions.stats().caching,
        (on) => !on,
        10_000,
      );
    expect(pair.b.deps.sessions.stats().entries).toBe(0);

    for (const p of prepared) {
      await p.make();
      // No waiting: with the cache off B reads the database.
      expect(p.refused(await verify(pair.b, p.token))).toBe(true);
    }
    // Served from the database for as long as Redis is away, however often asked.
    for (let i = 0; i < 3; i++) expect((await verify(pair.b, u.token)).status).toBe(200);
    expect(pair.b.deps.sessions.stats().entries).toBe(0);
    for (const lines of pair.logs)
      expect(lines.filter((l) => l.includes('session cache off')).length).toBe(1);

    await startRedis();
    await until(
      async () => pair.b.deps.sessions.stats().caching,
      (on) => on,
      15_000,
    );
    // A's "evict everything" for the writes it could not announce arrives when A reconnects,
    // which may be after B's: the cache serves from memory once that has passed.
    await until(
      async () => {
        expect((await verify(pair.b, u.token)).status).toBe(200);
        const entries = pair.b.deps.sessions.stats().entries;
        expect((await verify(pair.b, u.token)).status).toBe(200);
        return entries > 0 && pair.b.deps.sessions.stats().entries === entries;
      },
      (served) => served,
      15_000,
    );
    expect(pair.b.deps.sessions.stats().caching).toBe(true);
    expect(pair.logs[1]!.filter((l) => l.includes('session cache on again')).length).toBe(1);
  }, 60_000);
});

describe.skipIf(!TEST_DB)('a cached session never outlives its end (needs TEST_DATABASE_URL)', () => {
  const DAY = 24 * HOUR;
  let t: TestApp;
  beforeAll(async () => {
    // Entries that would answer for 60 days: only the session's own end can stop them.
    t = await createTestApp('postgres', {}, { sessionCache: { ttlMs: 60 * DAY } });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t?.close());

  it('refuses the session once the clock passes its end, though its entry is young', async () => {
    const u = await insertUser(t.deps);
    const id = sessionIdFromToken(u.token);
    const { expiresAt } = (await t.deps.sessions.lookup(id))!;
    // Only Date moves; lucia and the cache both read it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await cachedOn(t, u.token);
    // Still in the first half of its term: served from memory, not extended.
    vi.setSystemTime(expiresAt - 16 * DAY);
    await cachedOn(t, u.token);
    expect((await t.deps.sessions.lookup(id))?.expiresAt).toBe(expiresAt);
    vi.setSystemTime(expiresAt);
    expect((await verify(t, u.token)).status).toBe(401);
    expect(await t.deps.sessions.lookup(id)).toBeNull();
  });
});
