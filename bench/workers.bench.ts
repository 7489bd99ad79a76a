/**
 * Several processes: cached catalogue hits per second with `WORKERS=2` against
 * `WORKERS=1`, on this machine, with the load generator (autocannon) in this same process
 * tree, so it takes its share of the same cores.
 *
 *   npx tsx bench/workers.bench.ts        or        npm run bench -- workers
 *
 * Starts the real server (`src/server/index.ts` compiled as `npm start` runs it, demo catalogue, LOG_LEVEL=warn) twice, once
 * per worker count, on one throwaway PostgreSQL database (several processes need one:
 * BENCH_DATABASE_URL, default the local server), warms every worker's cache, then measures
 * `GET /api/tmdb/movie/popular` in alternating rounds (BENCH_ROUNDS, default 3, of
 * BENCH_DURATION s, default 10, 64 connections) and prints medians and their ratio.
 * Without cluster scheduling pinned, Node uses round-robin on Linux; BENCH_SCHED=none adds a
 * third variant with the kernel distributing connections (NODE_CLUSTER_SCHED_POLICY=none).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bundleServer } from '../scripts/build-server.mjs';
import { freePort } from '../tests/helpers/ports';
import { type BenchModule, type Metric, median, round } from './lib';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 64;
const PATH = '/api/tmdb/movie/popular';

interface Server {
  name: string;
  url: string;
  proc: ChildProcess;
}

async function startServer(name: string, env: Record<string, string>, workers: number): Promise<Server> {
  const port = await freePort();
  let out = '';
  // The compiled server, as `npm start` runs it.
  const entry = await bundleServer('src/server/index.ts', 'dist/server/index.js');
  const proc = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CATALOGUE_SOURCE: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => {
    out += String(d);
  });
  proc.stderr?.on('data', (d) => {
    out += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready when every worker has answered /health (distinct pids).
  const pids = new Set<number>();
  const deadline = Date.now() + 90_000;
  while (pids.size < workers) {
    if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}:\n${out}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${out}`);
    try {
      const r = await fetch(`${url}/health`, { headers: { connection: 'close' } });
      pids.add(((await r.json()) as { pid: number }).pid);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { name, url, proc };
}

async function stopServer(s: Server | undefined): Promise<void> {
  if (!s || s.proc.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    s.proc.once('exit', () => resolve());
    s.proc.kill('SIGTERM');
    setTimeout(() => s.proc.kill('SIGKILL'), 20_000).unref();
  });
}

async function cannon(url: string, seconds: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

async function throwawayDatabase() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `marquee_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (e) {
    await admin.end();
    throw new Error(`WORKERS=2 needs PostgreSQL; none at ${new URL(url).host}: ${(e as Error).message}`);
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

type Run = Awaited<ReturnType<typeof cannon>>;

export async function run(log: (line: string) => void = console.log): Promise<Metric[]> {
  const db = await throwawayDatabase();
  const variants: { name: string; workers: number; env: Record<string, string> }[] = [
    { name: 'WORKERS=1', workers: 1, env: { WORKERS: '1' } },
    { name: 'WORKERS=2', workers: 2, env: { WORKERS: '2' } },
  ];
  if (process.env.BENCH_SCHED === 'none') {
    variants.push({
      name: 'WORKERS=2 sched=none',
      workers: 2,
      env: { WORKERS: '2', NODE_CLUSTER_SCHED_POLICY: 'none' },
    });
  }
  const servers: Server[] = [];
  try {
    // One at a time: the first applies the migrations, the others find them applied.
    for (const v of variants)
      servers.push(await startServer(v.name, { ...v.env, DATABASE_URL: db.url }, v.workers));
    log(`${os.cpus().length} cores; ${servers.map((s) => `${s.name} on ${s.url}`).join(', ')}`);

    // Warm every worker's own cache (each process has one) and the JIT.
    for (const s of servers) {
      for (let i = 0; i < 20; i++) {
        const r = await fetch(`${s.url}${PATH}`, { headers: { connection: 'close' } });
        if (r.status !== 200) throw new Error(`${s.name}: ${PATH} answered ${r.status}`);
        await r.arrayBuffer();
      }
      await cannon(`${s.url}${PATH}`, 2);
    }

    const runs = new Map<string, Run[]>(servers.map((s) => [s.name, []]));
    for (let r = 0; r < ROUNDS; r++) {
      const line: string[] = [];
      for (const s of servers) {
        const res = await cannon(`${s.url}${PATH}`, DURATION);
        runs.get(s.name)!.push(res);
        line.push(`${s.name} ${res.rps.toFixed(0)} req/s (p50 ${res.p50} ms, p99 ${res.p99} ms)`);
      }
      log(`round ${r + 1}: ${line.join('; ')}`);
    }

    const note = `median of ${ROUNDS} × ${DURATION} s, ${CONNECTIONS} connections, load generator on the same cores`;
    const rps = (name: string) => median(runs.get(name)!.map((x) => x.rps));
    const ratio = rps('WORKERS=2') / rps('WORKERS=1');
    log(`WORKERS=2 / WORKERS=1: ${ratio.toFixed(2)}×`);
    const metrics: Metric[] = [
      { name: 'cached popular: WORKERS=2 / WORKERS=1 req/s', value: round(ratio, 2), unit: '×', note },
    ];
    for (const s of servers) {
      const r = runs.get(s.name)!;
      metrics.push(
        { name: `cached popular: ${s.name} req/s`, value: Math.round(rps(s.name)), unit: 'req/s', note },
        {
          name: `cached popular: ${s.name} p99 latency`,
          value: median(r.map((x) => x.p99)),
          unit: 'ms',
          note,
        },
      );
    }
    if (servers.length > 2) {
      const alt = rps('WORKERS=2 sched=none') / rps('WORKERS=1');
      metrics.push({
        name: 'cached popular: WORKERS=2 sched=none / WORKERS=1',
        value: round(alt, 2),
        unit: '×',
        note,
      });
    }
    return metrics;
  } finally {
    for (const s of servers) await stopServer(s);
    await db.drop();
  }
}

const bench: BenchModule = {
  name: 'workers',
  description: 'cached catalogue hits per second, WORKERS=2 against WORKERS=1 (node:cluster)',
  run,
};
export default bench;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const metrics = await run();
  for (const m of metrics) console.log(`${m.name}: ${m.value} ${m.unit}`);
}
