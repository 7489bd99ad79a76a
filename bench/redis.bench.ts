/**
 * The catalogue cache's Redis second level: how long a hit takes when this
 * process's own level does not have the entry but Redis does.
 *
 *   npx tsx bench/redis.bench.ts        or        npm run bench -- redis
 *
 * Needs a Redis (BENCH_REDIS_URL, else TEST_REDIS_URL, else redis://127.0.0.1:6379); keys go
 * under a throwaway prefix that is deleted afterwards. Measures, one request at a time:
 *
 * 1. `level.get` directly, BENCH_SAMPLES times (default 5000) per payload: a listing page
 *    and a details page with credits, videos and similar titles (the fake TMDB's shapes);
 * 2. end to end over HTTP (keep-alive), `GET /api/tmdb/movie/popular` on the real app with
 *    its local level disabled (CATALOGUE_CACHE_MB so small no entry fits), so every request
 *    is a Redis hit through the full Express stack; and, for comparison, the same request
 *    answered from the local level (the fast path) by a second app on the same Redis.
 *
 * The apps run in this process on a throwaway PostgreSQL database (BENCH_DATABASE_URL,
 * default the local server), or embedded PGlite when none answers.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../src/server/app';
import { type Database, openDatabase } from '../src/server/db/client';
import type { AppDeps } from '../src/server/deps';
import { buildDeps } from '../src/server/deps';
import { parseEnv } from '../src/server/env';
import { makeEntry } from '../src/server/features/catalogue/cache';
import { createRedisLevel } from '../src/server/features/catalogue/redis-level';
import { createHttpServer } from '../src/server/http/server';
import { connectRedis } from '../src/server/redis';
import { startFakeTmdb } from './fake-tmdb';
import { type BenchModule, type Metric, round } from './lib';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5000);
const HTTP_SAMPLES = Math.max(500, Math.round(SAMPLES / 2));
const KEY = 'bench-fake-tmdb-key';
const silent = pino({ level: 'silent' });

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50 and p99 (ms) of `n` sequential runs of `one`, after n/10 unmeasured warm-up runs. */
async function latency(n: number, one: () => Promise<unknown>) {
  for (let i = 0; i < n / 10; i++) await one();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await one();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50), 3), p99: round(percentile(times, 99), 3) };
}

/** One GET on a keep-alive connection; resolves with the status, rejects on anything else. */
function get(agent: Agent, port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(200) : reject(new Error(`${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

async function database(log: (line: string) => void): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `marquee_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const db = await openDatabase({ url: dbUrl.toString(), maxConnections: 2 });
    return {
      db,
      drop: async () => {
        await db.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } catch (e) {
    await admin.end();
    log(`no PostgreSQL (${(e as Error).message}); using embedded PGlite`);
    const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
    const db = await openDatabase({ dataDir: dir });
    const drop = async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    };
    return { db, drop };
  }
}

export async function run(log: (line: string) => void = console.log): Promise<Metric[]> {
  const prefix = `marquee-bench-${randomBytes(4).toString('hex')}:`;
  const metrics: Metric[] = [];
  const note = `sequential, load ${loadavg()[0]!.toFixed(1)} on ${REDIS_URL.replace(/\/\/[^@]*@/, '//')}`;
  // Redis trouble is logged, not thrown: a timed-out read is a miss, and the runs count them.
  const logger = pino({ level: 'warn' }, { write: (line: string) => log(line.trim()) });
  const conn = await connectRedis(REDIS_URL, { keyPrefix: prefix, logger });
  if (conn.client.status !== 'ready') {
    log(`no Redis answers at ${REDIS_URL}; skipped (set BENCH_REDIS_URL)`);
    await conn.close();
    return [];
  }
  const fake = await startFakeTmdb({ apiKey: KEY, latencyMs: 20 });
  const { db, drop } = await database(log);
  const apps: AppDeps[] = [];
  try {
    // 1. The level itself.
    const level = await createRedisLevel(conn, logger);
    const payloads = {
      listing: await (await fetch(`${fake.url}/movie/popular?api_key=${KEY}&page=1`)).arrayBuffer(),
      details: await (
        await fetch(`${fake.url}/movie/550?api_key=${KEY}&append_to_response=credits,videos,similar`)
      ).arrayBuffer(),
    };
    for (const [name, bytes] of Object.entries(payloads)) {
      const now = Date.now();
      const entry = makeEntry(JSON.parse(Buffer.from(bytes).toString()), now, now + 3_600_000);
      for (let tries = 0; !(await level.get(name)); tries++) {
        if (tries === 5) throw new Error(`could not store ${name} in Redis`);
        await level.set(name, entry, 3_600_000);
      }
      let misses = 0;
      const r = await latency(SAMPLES, async () => {
        if (!(await level.get(name))) misses++;
      });
      log(
        `level.get, ${name} (${(bytes.byteLength / 1024).toFixed(1)} KB JSON, ${(entry.gzip.length / 1024).toFixed(1)} KB stored): p50 ${r.p50} ms, p99 ${r.p99} ms` +
          (misses ? ` (${misses} timed out or failed)` : ''),
      );
      metrics.push(
        { name: `level.get ${name} p50`, value: r.p50, unit: 'ms', note },
        { name: `level.get ${name} p99`, value: r.p99, unit: 'ms', note },
      );
    }

    // 2. End to end: an app whose local level holds nothing, and one answering locally.
    const env = (cacheMb: string) =>
      parseEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        CATALOGUE_SOURCE: 'tmdb',
        TMDB_API_KEY: KEY,
        TMDB_BASE_URL: fake.url,
        CATALOGUE_CACHE_MB: cacheMb,
        REDIS_URL,
        REDIS_PREFIX: prefix,
      });
    const serve = async (cacheMb: string) => {
      const deps = await buildDeps(env(cacheMb), { database: db, logger: silent });
      apps.push(deps);
      const server = createHttpServer(createApp(deps), deps).listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      deps.disposers.push(() => {
        server.closeAllConnections();
        return new Promise<void>((r) => server.close(() => r()));
      });
      return (server.address() as AddressInfo).port;
    };
    const viaRedis = await serve('0.000001');
    const local = await serve('64');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const popular = '/api/tmdb/movie/popular';
    await get(agent, viaRedis, popular); // the one upstream call; written to Redis
    await new Promise((r) => setTimeout(r, 50));
    const callsBefore = fake.calls();
    for (const [name, port] of [
      ['HTTP hit via Redis (local level empty)', viaRedis],
      ['HTTP hit from the local level', local],
    ] as const) {
      const r = await latency(HTTP_SAMPLES, () => get(agent, port, popular));
      log(`${name}: p50 ${r.p50} ms, p99 ${r.p99} ms (${HTTP_SAMPLES} requests)`);
      metrics.push(
        { name: `${name} p50`, value: r.p50, unit: 'ms', note },
        { name: `${name} p99`, value: r.p99, unit: 'ms', note },
      );
    }
    if (fake.calls() !== callsBefore) throw new Error(`upstream called ${fake.calls() - callsBefore} times`);
    log('upstream calls during the HTTP runs: 0 (every request was a Redis or local hit)');
    agent.destroy();
    return metrics;
  } finally {
    for (const deps of apps) for (const dispose of deps.disposers.reverse()) await dispose();
    await drop();
    await fake.close();
    const keys = await conn.client.keys(`${prefix}*`).catch(() => []);
    if (keys.length > 0) await conn.client.del(...keys).catch(() => {});
    await conn.close();
  }
}

const bench: BenchModule = {
  name: 'redis',
  description: "the catalogue cache's Redis second level: hit latency p50/p99, direct and over HTTP",
  run,
};
export default bench;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const metrics = await run();
  for (const m of metrics) console.log(`${m.name}: ${m.value} ${m.unit}`);
  process.exit(0);
}
