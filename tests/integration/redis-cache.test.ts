import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTmdb } from '../../bench/fake-tmdb';
import { openDatabase } from '../../src/server/db/client';
import { createSessionFor, createUser, toolAuthDeps } from '../../src/server/features/auth/service';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { freePort } from '../helpers/ports';
import { until } from '../helpers/until';
import {
  TMDB_TEST_BASE as BASE,
  createTmdbServer,
  TMDB_TEST_KEY as KEY,
  listenOptions,
  tmdbCalls,
} from '../msw/tmdb';

/**
 * REDIS_URL: the catalogue cache's shared second level and rate limits counted in Redis,
 * against a real Redis (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379; skipped without it).
 * Every run uses its own REDIS_PREFIX and deletes its keys afterwards.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const RUN = `marquee-test-${randomBytes(4).toString('hex')}:`;
let prefixes = 0;
const newPrefix = () => `${RUN}${prefixes++}:`;
const ROOT = path.resolve(import.meta.dirname, '../..');
const json = { 'Content-Type': 'application/json' };
const POPULAR = '/api/tmdb/movie/popular';

const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;

const upstreamCalls = (p: string) => tmdbCalls.filter((c) => c.path === p).length;

describe.skipIf(!REDIS_URL)('Redis shared cache and rate limits', () => {
  let redis: Redis;
  const mock = createTmdbServer();
  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
    mock.listen(listenOptions);
  });
  afterEach(() => {
    tmdbCalls.length = 0;
  });
  afterAll(async () => {
    mock.close();
    const keys = await redis.keys(`${RUN}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const entryKeys = (prefix: string) => redis.keys(`${prefix}cat:v1:*`);
  const tmdbEnv = (prefix: string, redisUrl = REDIS_URL!) => ({
    CATALOGUE_SOURCE: 'tmdb',
    TMDB_API_KEY: KEY,
    TMDB_BASE_URL: BASE,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
  });

  describe.each(dbKinds)('two app instances on one Redis (%s)', (kind) => {
    let a: TestApp;
    let b: TestApp;
    const prefix = newPrefix();
    beforeAll(async () => {
      a = await createTestApp(kind, tmdbEnv(prefix));
      b = await createTestApp(kind, tmdbEnv(prefix));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('serves an entry cached by one instance from the other with no upstream call', async () => {
      const first = await a.http().get(POPULAR);
      expect(first.status).toBe(200);
      expect(upstreamCalls('movie/popular')).toBe(1);
      await until('the entry in Redis', async () => (await entryKeys(prefix)).length === 1);

      const second = await b.http().get(POPULAR);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(upstreamCalls('movie/popular')).toBe(1);
      expect(b.deps.services.catalogue.stats().totalKeys).toBe(1);
    });

    it('clears every instance, local copies included, when one clears', async () => {
      await a.http().get(POPULAR);
      await b.http().get(POPULAR);
      expect(b.deps.services.catalogue.stats().totalKeys).toBe(1);
      const callsBefore = upstreamCalls('movie/popular');

      const admin = await insertUser(a.deps, { role: 'admin' });
      const res = await a.http().post('/api/tmdb/cache/clear').set(admin.auth);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Cache cleared successfully');
      await until(
        'the clear to reach the other instance',
        () => b.deps.services.catalogue.stats().totalKeys === 0,
      );
      expect(await redis.get(`${prefix}cat:gen`)).toBe('1');

      // b's local copy is gone and the Redis entry is out of reach: b asks the upstream again…
      expect((await b.http().get(POPULAR)).status).toBe(200);
      expect(upstreamCalls('movie/popular')).toBe(callsBefore + 1);
      // …and what b fetched after the clear serves a (whose own copy went with the clear).
      await until(
        'the new entry in Redis',
        async () => (await redis.keys(`${prefix}cat:v1:1:*`)).length === 1,
      );
      expect((await a.http().get(POPULAR)).status).toBe(200);
      expect(upstreamCalls('movie/popular')).toBe(callsBefore + 1);
    });

    it('counts failed logins across instances: 10 split over both, the 11th is refused', async () => {
      const account = `shared_${randomBytes(3).toString('hex')}`;
      const attempt = (t: TestApp) =>
        t.http().post('/api/auth/login').set(json).send({ emailOrUsername: account, password: 'Wrongpass1' });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
      expect(statuses).toEqual(Array(10).fill(401));
      const eleventh = await attempt(a);
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expect((await attempt(b)).status).toBe(429);
    });
  });

  it('answers from the upstream, limits logins in memory and logs once while Redis is unreachable', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (l: string) => lines.push(l) });
    const down = `redis://127.0.0.1:${await freePort()}`;
    // ioredis's own reconnect loop, counted: the outage must be logged once, not per attempt.
    let reconnects = 0;
    const redisOptions = {
      retryStrategy: () => {
        reconnects++;
        return 20;
      },
    };
    const t = await createTestApp(dbKinds[0]!, tmdbEnv(newPrefix(), down), { logger, redis: redisOptions });
    try {
      const first = await t.http().get(POPULAR);
      expect(first.status).toBe(200);
      expect(first.body.results.length).toBeGreaterThan(0);
      expect((await t.http().get('/api/tmdb/genre/movie/list')).status).toBe(200);
      const admin = await insertUser(t.deps, { role: 'admin' });
      expect((await t.http().post('/api/tmdb/cache/clear').set(admin.auth)).status).toBe(200);
      expect((await t.http().get(POPULAR)).status).toBe(200);
      expect(upstreamCalls('movie/popular')).toBe(2);

      const attempt = () =>
        t
          .http()
          .post('/api/auth/login')
          .set(json)
          .send({ emailOrUsername: 'nobody_here', password: 'Wrongpass1' });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);

      const seen = reconnects;
      await until('several more reconnect attempts', () => reconnects >= seen + 5);
      expect(lines.filter((l) => l.includes('Redis unreachable')).length).toBe(1);
      expect(lines.filter((l) => l.includes('Clear Cache emptied this process only')).length).toBe(1);
    } finally {
      await t.close();
    }
  });

  // This case stops and restarts a Redis of its own, so it needs the redis-server binary.
  it.skipIf(!HAS_REDIS_SERVER)(
    'reconnects after Redis restarts and replays a clear made while it was down (needs redis-server on PATH)',
    async () => {
      const port = await freePort();
      const startRedis = () =>
        spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
          stdio: 'ignore',
        });
      let server: ChildProcess = startRedis();
      const probe = new Redis(port, '127.0.0.1', { retryStrategy: () => 50 });
      probe.on('error', () => {});
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.once('spawn', resolve);
      });
      const lines: string[] = [];
      const logger = pino({ level: 'info' }, { write: (l: string) => lines.push(l) });
      const prefix = newPrefix();
      let t: TestApp | undefined;
      try {
        await until('redis-server to listen', async () => (await probe.ping().catch(() => null)) === 'PONG');
        t = await createTestApp(dbKinds[0]!, tmdbEnv(prefix, `redis://127.0.0.1:${port}`), { logger });
        expect((await t.http().get(POPULAR)).status).toBe(200);
        await until('the entry in Redis', async () => (await probe.keys(`${prefix}cat:v1:0:*`)).length === 1);

        server.kill('SIGKILL');
        await new Promise((r) => server.once('exit', r));
        expect((await t.http().get('/api/tmdb/trending/movie/week')).status).toBe(200);
        const admin = await insertUser(t.deps, { role: 'admin' });
        expect((await t.http().post('/api/tmdb/cache/clear').set(admin.auth)).status).toBe(200);

        server = startRedis(); // empty: the old entries and the generation are gone
        await until(
          'the replayed clear',
          async () => (await probe.get(`${prefix}cat:gen`).catch(() => null)) === '1',
          15_000,
        );
        let n = 0;
        await until(
          'the level in use again',
          async () => {
            // A new search each time: a repeated one would be answered from the local level.
            expect((await t!.http().get(`/api/tmdb/search/movie?query=matrix${n++}`)).status).toBe(200);
            return (await probe.keys(`${prefix}cat:v1:1:*`)).length > 0;
          },
          15_000,
        );
        expect(lines.filter((l) => l.includes('Redis unreachable')).length).toBe(1);
        expect(lines.some((l) => l.includes('Redis is answering again'))).toBe(true);
      } finally {
        await t?.close();
        probe.disconnect();
        server.kill('SIGKILL');
      }
    },
  );

  describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on different ports', () => {
    const prefix = newPrefix();
    const dbName = `marquee_redis_${randomBytes(4).toString('hex')}`;
    const admin = { url: '', token: '' };
    let fake: Awaited<ReturnType<typeof startFakeTmdb>>;
    const procs: ChildProcess[] = [];
    const urls: string[] = [];
    let drop = async () => {};

    async function startProcess(databaseUrl: string) {
      const port = await freePort();
      let out = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
          CATALOGUE_SOURCE: 'tmdb',
          TMDB_API_KEY: 'fake-key',
          TMDB_BASE_URL: fake.url,
          REDIS_URL: REDIS_URL!,
          REDIS_PREFIX: prefix,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => (out += String(d)));
      child.stderr?.on('data', (d) => (out += String(d)));
      procs.push(child);
      const url = `http://127.0.0.1:${port}`;
      await until(
        `the server on ${port}`,
        async () => {
          if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
          return (await fetch(`${url}/health`).catch(() => null))?.ok === true;
        },
        60_000,
      );
      return url;
    }

    beforeAll(async () => {
      const { default: postgres } = await import('postgres');
      const pg = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await pg.unsafe(`create database ${dbName}`);
      drop = async () => {
        await pg.unsafe(`drop database if exists ${dbName} with (force)`);
        await pg.end();
      };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      admin.url = url.toString();
      fake = await startFakeTmdb({ apiKey: 'fake-key', latencyMs: 5 });
      // One after the other: the first applies the migrations.
      urls.push(await startProcess(admin.url));
      urls.push(await startProcess(admin.url));
      const database = await openDatabase({ url: admin.url, maxConnections: 1 });
      const auth = toolAuthDeps(database.db);
      const user = await createUser(auth, {
        username: 'redis_admin',
        email: 'redis_admin@example.com',
        password: 'Passw0rd!x',
        role: 'admin',
      });
      admin.token = await createSessionFor(auth.lucia, user.id);
      await database.close();
    }, 120_000);
    afterAll(async () => {
      for (const p of procs) p.kill('SIGTERM');
      await Promise.all(
        procs.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : null)),
      );
      await fake?.close();
      await drop();
    });

    /** Entries in a process's own cache (cache statistics are staff-only). */
    const keys = async (url: string) => {
      const res = await fetch(`${url}/api/tmdb/cache/stats`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      return ((await res.json()) as { data: { totalKeys: number } }).data.totalKeys;
    };

    it('shares a cached entry (no second upstream call) and clears both', async () => {
      const [p1, p2] = urls as [string, string];
      const r1 = await fetch(`${p1}/api/tmdb/movie/550`);
      expect(r1.status).toBe(200);
      const body = await r1.text();
      expect(fake.calls()).toBe(1);
      await until('the entry in Redis', async () => (await entryKeys(prefix)).length === 1);

      const r2 = await fetch(`${p2}/api/tmdb/movie/550`);
      expect(r2.status).toBe(200);
      expect(await r2.text()).toBe(body);
      expect(r2.headers.get('etag')).toBe(r1.headers.get('etag'));
      expect(fake.calls()).toBe(1);
      expect(await keys(p2)).toBe(1);

      const cleared = await fetch(`${p1}/api/tmdb/cache/clear`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      expect(cleared.status).toBe(200);
      await until('both processes empty', async () => (await keys(p1)) === 0 && (await keys(p2)) === 0);
      expect((await fetch(`${p2}/api/tmdb/movie/550`)).status).toBe(200);
      expect(fake.calls()).toBe(2);
    });
  });
});
