/**
 * Catalogue benchmark. Starts, as separate processes, the real app (tmdb source
 * with a fake key, pointed at a local fake TMDB answering after 120 ms) and a bare Node
 * http server answering the same bytes, then measures with autocannon from this process:
 *
 * - cached `GET /api/tmdb/movie/popular` req/s as a ratio of the bare server's (≥ 0.5),
 *   with p50 and p99 latency (p99 ≤ 20 ms): 64 connections, BENCH_DURATION s (default 10),
 *   medians of BENCH_ROUNDS alternating rounds (default 3), for a client sending no
 *   Accept-Encoding (plain JSON), then the same for gzip clients (browsers: stored bytes);
 * - upstream calls for 200 concurrent identical cold requests (1);
 * - the cold `catalogue.home` tRPC call (< 400 ms: its rows are fetched in parallel);
 * - the app's RSS after 10,000 distinct requests (≤ 250 MB);
 * - the app's RSS growth over 10,000 hits through distinct 15 KB URLs (unknown parameters,
 *   dropped from the cache key): the URL memo is bounded in bytes, so the growth stays
 *   within a small constant (≤ 32 MB: the memo's 4 MB and the allocator's slack), where a
 *   memo bounded by count held all of them (170+ MB).
 *
 * The app runs on a throwaway PostgreSQL database (BENCH_DATABASE_URL, default the local
 * server) so that its RSS is the app's own: embedded PGlite alone takes 500+ MB of RSS (its
 * WASM heap). Without a reachable PostgreSQL it falls back to PGlite and says so.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { startFakeTmdb } from './fake-tmdb';
import { type BenchModule, compiledChild, type Metric, median, round } from './lib';

const KEY = 'bench-fake-tmdb-key';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 64;
/** Headers the bare server writes itself, and those node adds to every answer. */
const BARE_SETS = new Set([
  'content-type',
  'content-encoding',
  'content-length',
  'etag',
  'cache-control',
  'vary',
]);
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const DISTINCT = 10_000;
/** Long URLs: a 15 KB made-up parameter each, under node's 16 KB header limit. */
const LONG_URLS = 10_000;
const LONG_PARAM = 'v'.repeat(15 * 1024);

interface Child {
  proc: ChildProcess;
  port: number;
  ask<T = Record<string, unknown>>(type: string, reply: string): Promise<T>;
}

async function start(file: string, args: string[], first?: unknown): Promise<Child> {
  const proc = fork(await compiledChild(file), args, {
    execArgv: [], // not the parent's tsx loader
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (first) proc.send(first as object);
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    proc.on('message', (m: { type: string; port?: number }) => {
      if (m.type === 'ready') resolve(m.port!);
    });
  });
  const ask = <T>(type: string, reply: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== reply) return;
        proc.off('message', on);
        resolve(m as T);
      };
      proc.on('message', on);
      proc.send({ type });
    });
  return { proc, port, ask };
}

const stop = (c: Child | undefined) => {
  if (!c || c.proc.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    c.proc.once('exit', () => resolve());
    c.proc.send({ type: 'stop' });
    setTimeout(() => c.proc.kill('SIGKILL'), 10_000).unref();
  });
};

/**
 * One autocannon run. Besides req/s and latency it measures the server's CPU time per
 * request, which other load on a shared machine disturbs far less than req/s.
 */
async function cannon(server: Child, url: string, seconds: number, headers: Record<string, string> = {}) {
  type Cpu = { usage: NodeJS.CpuUsage };
  const before = (await server.ask<Cpu>('cpu', 'cpu')).usage;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const after = (await server.ask<Cpu>('cpu', 'cpu')).usage;
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  const cpuUs = after.user - before.user + (after.system - before.system);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUsPerReq: cpuUs / r.requests.total,
  };
}

/** One GET with node:http, body as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Runs `total` requests with at most `concurrency` in flight. */
async function pool(total: number, concurrency: number, one: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await one(next++);
    }),
  );
}

/** A fresh database on the PostgreSQL server, or null when none answers. */
async function throwawayDatabase(log: (line: string) => void) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `marquee_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (e) {
    log(`no PostgreSQL at ${new URL(url).host} (${(e as Error).message}); using embedded PGlite`);
    await admin.end();
    return null;
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function run(log: (line: string) => void): Promise<Metric[]> {
  const fake = await startFakeTmdb({ apiKey: KEY, latencyMs: 120 });
  const db = await throwawayDatabase(log);
  let app: Child | undefined;
  let bare: Child | undefined;
  try {
    app = await start('catalogue-app.ts', [
      JSON.stringify({ tmdbUrl: fake.url, tmdbKey: KEY, databaseUrl: db?.url }),
    ]);
    const base = `http://127.0.0.1:${app.port}`;
    log(`app on ${base} (${db ? 'PostgreSQL' : 'PGlite'}), fake TMDB on ${fake.url} (120 ms)`);
    const startRss = (await app.ask<{ rss: number }>('rss', 'rss')).rss;

    // 1. Coalescing: 200 concurrent identical cold requests.
    await app.ask('clear', 'cleared');
    const before = fake.calls();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${base}/api/tmdb/movie/popular?page=7`).then((r) => r.status)),
    );
    const upstreamCalls = fake.calls() - before;
    if (statuses.some((s) => s !== 200)) throw new Error('cold burst: not every answer was 200');
    log(`200 concurrent cold requests → ${upstreamCalls} upstream call(s)`);

    // 2. Cold tRPC home (cache emptied before each call).
    const homeTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      await app.ask('clear', 'cleared');
      const t0 = performance.now();
      const res = await fetch(`${base}/trpc/catalogue.home`);
      const body = (await res.json()) as { result?: { data?: { rows?: unknown[] } } };
      homeTimes.push(performance.now() - t0);
      if (res.status !== 200 || body.result?.data?.rows?.length !== 8)
        throw new Error('home did not answer 8 rows');
    }
    log(`cold home: ${homeTimes.map((t) => t.toFixed(0)).join(', ')} ms`);

    // 3. Cached hits against the bare server answering the same bytes.
    const url = `${base}/api/tmdb/movie/popular`;
    const sample = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const zipped = await rawGet(url, { 'accept-encoding': 'gzip' });
    if (zipped.headers['content-encoding'] !== 'gzip') throw new Error('the app did not answer gzip');
    bare = await start('bare-server.ts', [], {
      body: bytes.toString('base64'),
      etag: sample.headers.get('etag'),
      gzipBody: zipped.body.toString('base64'),
      gzipEtag: zipped.headers.etag,
      cacheControl: sample.headers.get('cache-control'),
      // The rest of what a hit sends (security headers, a request id of the same length).
      headers: Object.fromEntries(
        [...sample.headers].filter(([name]) => !BARE_SETS.has(name) && !HOP_BY_HOP.has(name)),
      ),
    });
    const bareUrl = `http://127.0.0.1:${bare.port}/api/tmdb/movie/popular`;
    log(`cached payload: ${bytes.length} bytes, ${zipped.body.length} gzip-compressed; warming up`);
    await cannon(bare, bareUrl, 2);
    await cannon(app, url, 2);
    const bareRuns: Array<Awaited<ReturnType<typeof cannon>>> = [];
    const appRuns: Array<Awaited<ReturnType<typeof cannon>>> = [];
    for (let r = 0; r < ROUNDS; r++) {
      bareRuns.push(await cannon(bare, bareUrl, DURATION));
      appRuns.push(await cannon(app, url, DURATION));
      const [b, a] = [bareRuns[r]!, appRuns[r]!];
      log(
        `round ${r + 1}: bare ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms, ${b.cpuUsPerReq.toFixed(1)} µs CPU/req), ` +
          `app ${a.rps.toFixed(0)} req/s (p50 ${a.p50} ms, p99 ${a.p99} ms, ${a.cpuUsPerReq.toFixed(1)} µs CPU/req), ` +
          `ratio ${(a.rps / b.rps).toFixed(2)}`,
      );
    }
    // Browsers and most HTTP clients accept gzip: they get the stored compressed bytes.
    const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
    const bareGzip: Array<Awaited<ReturnType<typeof cannon>>> = [];
    const appGzip: Array<Awaited<ReturnType<typeof cannon>>> = [];
    for (let r = 0; r < ROUNDS; r++) {
      bareGzip.push(await cannon(bare, bareUrl, DURATION, GZIP));
      appGzip.push(await cannon(app, url, DURATION, GZIP));
      const [b, a] = [bareGzip[r]!, appGzip[r]!];
      log(
        `gzip round ${r + 1}: bare ${b.rps.toFixed(0)} req/s, app ${a.rps.toFixed(0)} req/s ` +
          `(p99 ${a.p99} ms, ${a.cpuUsPerReq.toFixed(1)} µs CPU/req), ratio ${(a.rps / b.rps).toFixed(2)}`,
      );
    }
    await stop(bare);

    // 4. Memory after many distinct requests (details pages, evicting as the cache fills).
    await app.ask('clear', 'cleared');
    const t0 = performance.now();
    await pool(DISTINCT, 128, async (i) => {
      const res = await fetch(
        `${base}/api/tmdb/movie/${100_000 + i}?append_to_response=credits,similar,videos`,
      );
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`distinct request ${i}: ${res.status}`);
    });
    const mem = await app.ask<{
      rss: number;
      memory: NodeJS.MemoryUsage;
      cache: { totalKeys: number; memoryUsage: number };
    }>('rss', 'rss');
    log(
      `memory: ${Object.entries(mem.memory)
        .map(([k, v]) => `${k} ${(v / 2 ** 20).toFixed(0)} MB`)
        .join(', ')}`,
    );
    log(
      `${DISTINCT} distinct requests in ${((performance.now() - t0) / 1000).toFixed(1)} s; cache ${mem.cache.totalKeys} keys, ${mem.cache.memoryUsage} MB; RSS ${(mem.rss / 2 ** 20).toFixed(0)} MB`,
    );

    // 5. A flood of distinct long URLs that all name one cached answer (a reference list).
    const config = await fetch(`${base}/api/tmdb/genre/movie/list`);
    if (config.status !== 200) throw new Error(`genre list: ${config.status}`);
    await config.arrayBuffer();
    const floodBefore = (await app.ask<{ rss: number }>('rss', 'rss')).rss;
    await pool(LONG_URLS, 64, async (i) => {
      const res = await fetch(`${base}/api/tmdb/genre/movie/list?x${i}=${LONG_PARAM}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`long URL ${i}: ${res.status}`);
    });
    const floodAfter = (await app.ask<{ rss: number }>('rss', 'rss')).rss;
    const growth = (floodAfter - floodBefore) / 2 ** 20;
    log(
      `${LONG_URLS} distinct 15 KB URLs: RSS ${(floodBefore / 2 ** 20).toFixed(0)} MB before, ` +
        `${(floodAfter / 2 ** 20).toFixed(0)} MB after (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB)`,
    );

    const runs = `median of ${ROUNDS} × ${DURATION} s, ${CONNECTIONS} connections`;
    const ratios = appRuns.map((a, i) => a.rps / bareRuns[i]!.rps);
    return [
      {
        name: 'cached popular: app / bare node req/s',
        value: round(median(ratios), 2),
        unit: '×',
        budget: { op: '>=', value: 0.5 },
        note: runs,
      },
      {
        name: 'cached popular, gzip clients: app / bare node req/s',
        value: round(median(appGzip.map((a, i) => a.rps / bareGzip[i]!.rps)), 2),
        unit: '×',
        note: `${runs}; app ${Math.round(median(appGzip.map((a) => a.rps)))} req/s, p99 ${median(appGzip.map((a) => a.p99))} ms`,
      },
      {
        name: 'cached popular: app req/s',
        value: Math.round(median(appRuns.map((a) => a.rps))),
        unit: 'req/s',
        note: runs,
      },
      {
        name: 'bare node req/s (same bytes)',
        value: Math.round(median(bareRuns.map((a) => a.rps))),
        unit: 'req/s',
        note: runs,
      },
      {
        name: 'CPU per cached hit: bare / app (robust to other load)',
        value: round(
          median(bareRuns.map((b) => b.cpuUsPerReq)) / median(appRuns.map((a) => a.cpuUsPerReq)),
          2,
        ),
        unit: '×',
        note: `app ${round(median(appRuns.map((a) => a.cpuUsPerReq)))} µs, bare ${round(median(bareRuns.map((b) => b.cpuUsPerReq)))} µs`,
      },
      {
        name: 'cached popular: p50 latency',
        value: median(appRuns.map((a) => a.p50)),
        unit: 'ms',
        note: runs,
      },
      {
        name: 'cached popular: p99 latency',
        value: median(appRuns.map((a) => a.p99)),
        unit: 'ms',
        budget: { op: '<=', value: 20 },
        note: runs,
      },
      {
        name: 'upstream calls, 200 concurrent cold identical',
        value: upstreamCalls,
        unit: 'calls',
        budget: { op: '<=', value: 1 },
      },
      {
        name: 'cold tRPC catalogue.home',
        value: Math.round(median(homeTimes)),
        unit: 'ms',
        budget: { op: '<', value: 400 },
        note: 'median of 5, 120 ms upstream',
      },
      {
        name: `RSS after ${DISTINCT} distinct requests`,
        value: Math.round(mem.rss / 2 ** 20),
        unit: 'MB',
        // PGlite's WASM heap alone is over the budget: the budget is for the app itself.
        ...(db ? { budget: { op: '<=', value: 250 } as const } : {}),
        note: `${db ? 'PostgreSQL' : 'embedded PGlite'}; ${Math.round(startRss / 2 ** 20)} MB before the first request`,
      },
      {
        name: `RSS growth over ${LONG_URLS} distinct 15 KB URLs (cached hits)`,
        value: round(growth, 1),
        unit: 'MB',
        budget: { op: '<=', value: 32 },
        note: `${Math.round(floodBefore / 2 ** 20)} MB before, ${Math.round(floodAfter / 2 ** 20)} MB after`,
      },
    ];
  } finally {
    await stop(bare);
    await stop(app);
    await fake.close();
    await db?.drop();
  }
}

export default {
  name: 'catalogue',
  description: 'catalogue proxy: cached hits, coalescing, cold home, memory',
  run,
} satisfies BenchModule;
