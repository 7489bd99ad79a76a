/**
 * The server's resident memory, as `npm start` runs it: the built server
 * (`node dist/server/index.js`, built first by scripts/ensure-build.mjs when out of date) on
 * the demo catalogue, started on a fresh data folder. Its RSS (VmRSS of /proc/<pid>/status)
 * is read 10 s after it answers, then again after 10,000 catalogue requests (listings,
 * discover pages, details, searches and the home rows, 16 at a time). The same build on a
 * fresh PostgreSQL database (BENCH_PG_URL, default the local server) is the baseline:
 * the embedded mode's excess over it is PGlite's.
 *
 * Budgets: embedded ≤ 250 MB at rest and after the requests (small home servers, a
 * Raspberry Pi). Reported too: the server process's peak during start-up (VmHWM; the
 * short-lived process that creates a new database, about 750 MB at its peak, is not in it),
 * and the PostgreSQL figures.
 *
 * The settings that save the memory must not slow writes: bench/embedded-writes.ts times
 * history upserts (one commit each) and bulk transactions on the embedded database opened as
 * the server opens it, against the same on PGlite's own settings (as before them), in
 * alternating child processes. Budget: the CPU time per write and per bulk transaction
 * within 10 % of the baseline's (medians of 3 rounds; CPU time moves less than wall time on
 * a busy machine; the wall-time medians are reported).
 *
 *   npm run bench -- memory      (Linux: reads /proc)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../src/server/paths';
import { pool } from '../src/server/pool';
import {
  type BenchModule,
  compiledChild,
  type Metric,
  median,
  round,
  runAlone,
  withScratchDatabase,
} from './lib';

const REQUESTS = 10_000;
const CONCURRENCY = 16;
const SETTLE_MS = 10_000;
/** A server on a loaded machine may take long to initialise a new database and migrate it. */
const START_TIMEOUT_MS = 180_000;

interface Server {
  proc: ChildProcess;
  base: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** VmRSS and VmHWM (the peak) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The built server as `npm start` runs it, on `dataDir` or `databaseUrl`, answering /health. */
async function startServer(dataDir: string, databaseUrl?: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CATALOGUE_SOURCE: 'demo',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const proc = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { proc, base };
    await new Promise((r) => setTimeout(r, 250));
  }
  proc.kill('SIGKILL');
  throw new Error('the server did not answer /health in time');
}

function stopServer(s: Server): Promise<void> {
  if (s.proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    s.proc.once('exit', () => resolve());
    s.proc.kill('SIGTERM');
    setTimeout(() => s.proc.kill('SIGKILL'), 15_000).unref();
  });
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

type Page = { total_pages: number; results: Array<{ id: number; title?: string; name?: string }> };

/**
 * The 10,000 catalogue requests: every discover page of films and shows first (they name the
 * titles), then details, sorted and filtered discover pages, searches and the home rows in
 * turn. Mostly distinct, so the catalogue cache fills as it would over a day of browsing.
 */
async function catalogueUrls(base: string): Promise<string[]> {
  const api = `${base}/api/tmdb`;
  const first = await getJson<Page>(`${api}/discover/movie?page=1`);
  const firstTv = await getJson<Page>(`${api}/discover/tv?page=1`);
  const listings = [
    ...Array.from({ length: first.total_pages }, (_, i) => `${api}/discover/movie?page=${i + 1}`),
    ...Array.from({ length: firstTv.total_pages }, (_, i) => `${api}/discover/tv?page=${i + 1}`),
  ];
  const pages = await pool(listings, CONCURRENCY, (u) => getJson<Page>(u));
  const movies = pages.slice(0, first.total_pages).flatMap((p) => p.results);
  const shows = pages.slice(first.total_pages).flatMap((p) => p.results);
  const words = [...new Set(movies.flatMap((m) => (m.title ?? '').toLowerCase().split(/\W+/)))].filter(
    (w) => w.length >= 3,
  );
  const sorts = ['popularity.desc', 'vote_average.desc', 'primary_release_date.desc', 'revenue.desc'];
  const genres = [28, 12, 16, 35, 80, 18, 10751, 14, 27, 10749, 878, 53];
  const urls = [...listings];
  for (let i = 0; urls.length < REQUESTS; i++) {
    const movie = movies[i % movies.length]!;
    const show = shows[i % shows.length]!;
    switch (i % 8) {
      case 0:
      case 1:
        urls.push(`${api}/movie/${movie.id}?append_to_response=credits,similar,videos`);
        break;
      case 2:
        urls.push(`${api}/tv/${show.id}?append_to_response=credits,similar,videos`);
        break;
      case 3:
        urls.push(
          `${api}/discover/movie?sort_by=${sorts[i % sorts.length]}&with_genres=${genres[i % genres.length]}&page=${(i % 5) + 1}`,
        );
        break;
      case 4:
        urls.push(`${api}/search/multi?query=${encodeURIComponent(words[i % words.length]!)}`);
        break;
      case 5:
        urls.push(`${api}/movie/${movie.id}/recommendations`);
        break;
      case 6:
        urls.push(`${api}/movie/popular?page=${(i % 20) + 1}`);
        break;
      default:
        urls.push(
          i % 64 === 7 ? `${base}/trpc/catalogue.home` : `${api}/trending/all/week?page=${(i % 10) + 1}`,
        );
    }
  }
  return urls;
}

interface Run {
  /** RSS 10 s after the server first answered. */
  rest: number;
  /** Peak RSS from the process start to then (VmHWM). */
  startPeak: number;
  /** RSS after the catalogue requests. */
  loaded: number;
  seconds: number;
}

async function measure(label: string, log: (line: string) => void, databaseUrl?: string): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-memory-'));
  let server: Server | undefined;
  try {
    const t0 = performance.now();
    server = await startServer(dataDir, databaseUrl);
    log(`${label}: answering after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rest = memoryOf(server.proc.pid!);
    const t1 = performance.now();
    const urls = await catalogueUrls(server.base);
    await pool(urls, CONCURRENCY, async (url) => {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    });
    const seconds = (performance.now() - t1) / 1000;
    const loaded = memoryOf(server.proc.pid!);
    log(
      `${label}: RSS ${rest.rss} MB at rest (peak ${rest.peak} MB while starting), ` +
        `${loaded.rss} MB after ${urls.length} catalogue requests in ${seconds.toFixed(1)} s`,
    );
    return { rest: rest.rss, startPeak: rest.peak, loaded: loaded.rss, seconds };
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const WRITE_ROUNDS = 3;
const WRITES = 1_000;

interface WriteTimes {
  single: number[];
  singleCpu: number;
  bulk: number[];
  bulkCpu: number;
}

/** Rounds of bench/embedded-writes.ts, the server's settings and PGlite's own in turn. */
async function writeRounds(log: (line: string) => void) {
  const child = await compiledChild('embedded-writes.ts');
  const dirs = {
    tuned: mkdtempSync(path.join(tmpdir(), 'marquee-writes-')),
    defaults: mkdtempSync(path.join(tmpdir(), 'marquee-writes-')),
  };
  const runs: Record<keyof typeof dirs, WriteTimes[]> = { tuned: [], defaults: [] };
  try {
    for (let r = 0; r < WRITE_ROUNDS; r++) {
      for (const mode of ['defaults', 'tuned'] as const) {
        const out = execFileSync(process.execPath, [child, mode, dirs[mode], String(WRITES)], {
          cwd: ROOT,
          encoding: 'utf8',
        });
        const times = JSON.parse(out.trim().split('\n').pop()!) as WriteTimes;
        runs[mode].push(times);
        log(
          `writes, ${mode}: upsert ${round(median(times.single), 2)} ms (${round(times.singleCpu, 2)} ms CPU), ` +
            `2,000-row transaction ${round(median(times.bulk))} ms (${round(times.bulkCpu)} ms CPU)`,
        );
      }
    }
  } finally {
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
  const of = (mode: keyof typeof dirs, pick: (t: WriteTimes) => number) => median(runs[mode].map(pick));
  const compare = (pick: (t: WriteTimes) => number) => ({
    tuned: of('tuned', pick),
    defaults: of('defaults', pick),
    ratio: round(of('tuned', pick) / of('defaults', pick), 2),
  });
  return {
    singleCpu: compare((t) => t.singleCpu),
    single: compare((t) => median(t.single)),
    bulkCpu: compare((t) => t.bulkCpu),
    bulk: compare((t) => median(t.bulk)),
  };
}

async function run(log: (line: string) => void): Promise<Metric[]> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const embedded = await measure('embedded (PGlite)', log);
  const postgres = await withScratchDatabase({ maxConnections: 1, migrate: false }, ({ url }) =>
    measure('PostgreSQL', log, url),
  );
  const writes = await writeRounds(log);
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const ms = (n: number) => `${round(n, 2)} ms`;
  return [
    {
      name: 'embedded RSS at rest (10 s after start, fresh data folder)',
      value: embedded.rest,
      unit: 'MB',
      budget: { op: '<=', value: 250 },
      note: `PostgreSQL ${postgres.rest} MB, ${ratio(embedded.rest, postgres.rest)}×`,
    },
    {
      name: `embedded RSS after ${REQUESTS} catalogue requests`,
      value: embedded.loaded,
      unit: 'MB',
      budget: { op: '<=', value: 250 },
      note: `PostgreSQL ${postgres.loaded} MB, ${ratio(embedded.loaded, postgres.loaded)}×`,
    },
    {
      name: 'embedded peak RSS while starting on a fresh data folder (server process; not the initdb child)',
      value: embedded.startPeak,
      unit: 'MB',
      note: `PostgreSQL ${postgres.startPeak} MB`,
    },
    {
      name: 'embedded history upsert, CPU: server settings ÷ PGlite defaults',
      value: writes.singleCpu.ratio,
      unit: '×',
      budget: { op: '<=', value: 1.1 },
      note: `${ms(writes.singleCpu.tuned)} vs ${ms(writes.singleCpu.defaults)}; wall median ${ms(writes.single.tuned)} vs ${ms(writes.single.defaults)}`,
    },
    {
      name: 'embedded 2,000-row transaction, CPU: server settings ÷ PGlite defaults',
      value: writes.bulkCpu.ratio,
      unit: '×',
      budget: { op: '<=', value: 1.1 },
      note: `${ms(writes.bulkCpu.tuned)} vs ${ms(writes.bulkCpu.defaults)}; wall median ${ms(writes.bulk.tuned)} vs ${ms(writes.bulk.defaults)}`,
    },
  ];
}

const bench: BenchModule = {
  name: 'memory',
  description: `server RSS at rest and after ${REQUESTS} catalogue requests, embedded PGlite against PostgreSQL; embedded write cost`,
  run,
};
export default bench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone(bench);
