/**
 * Watch-history benchmark, on the local PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) in a scratch database dropped afterwards
 * (`withScratchDatabase`, bench/lib.ts). The app runs in its own process behind the production HTTP server (createHttpServer).
 *
 * - The split of a signed-in request's cost, each round in the same order with 64
 *   connections (BENCH_CONNECTIONS): `GET /health` (no session, no database), then
 *   `GET /api/auth/verify` (the session only: answered from the session cache once warm), then
 *   authenticated `POST /api/watch-history` (session plus one upsert of one of 10,000 titles;
 *   no argon2), then the same write of one title by every connection at once (all upserts on
 *   one row). Budgets, as ratios to /health in the same round (a busy machine moves ratios less
 *   than rates), medians of the rounds: both writes ≥ 0.5× /health, authenticated GET ≥ 0.8×
 *   /health; and writes ≥ 2,000/s absolute. The writes' p50 and p99 latencies are reported.
 * - `GET /api/watch-history?limit=20` for a user with 10,000 records: the plan (EXPLAIN
 *   ANALYZE of the exact query the service runs) must use an index, not a sequential scan.
 */

import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/server/db/client';
import { createSessionFor, createUser, toolAuthDeps } from '../src/server/features/auth/service';
import { historyPageQuery } from '../src/server/features/history/service';
import {
  type BenchModule,
  compiledChild,
  explainAnalyze,
  type Metric,
  median,
  round,
  runAlone,
  withScratchDatabase,
} from './lib';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Each round runs its loads in turn in slices of this many seconds, so a burst of other work
 * on a shared machine falls on all of them alike rather than on one (which moved the ratios
 * by ±50 % from round to round when each load ran its seconds in one piece).
 */
const SLICE = Number(process.env.BENCH_SLICE ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const TITLES = 10_000;
/**
 * Seconds before autocannon gives up on one answer (its default is 10): on a shared machine
 * whose load stalls the app for seconds, a slow answer is measured, not counted an error.
 */
const ANSWER_TIMEOUT_S = 30;

async function startApp(databaseUrl: string): Promise<{ proc: ChildProcess; port: number }> {
  const proc = fork(await compiledChild('history-app.ts'), [JSON.stringify({ databaseUrl })], {
    execArgv: [], // not the parent's tsx loader
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`history-app exited with ${code}`)));
    proc.on('message', (m: { type: string; port?: number }) => {
      if (m.type === 'ready') resolve({ proc, port: m.port! });
    });
  });
}

const stopApp = (proc: ChildProcess | undefined) =>
  !proc || proc.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.send({ type: 'stop' });
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      });

/** A title for one write: any of 10,000, or always the same one (`oneTitle`). */
const randomTitle = () => String(1 + Math.floor(Math.random() * TITLES));

async function writes(url: string, token: string, seconds: number, title: () => string = randomTitle) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: ANSWER_TIMEOUT_S,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          body: JSON.stringify({
            media_id: title(),
            media_type: 'movie',
          }),
        }),
      },
    ],
  });
  if (r.errors || r.non2xx)
    throw new Error(`POST /api/watch-history: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.average, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99 };
}

async function reads(url: string, token: string | null, seconds: number) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: ANSWER_TIMEOUT_S,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (r.errors || r.non2xx)
    throw new Error(`GET ${url}: ${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.average, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99 };
}

type Load = Awaited<ReturnType<typeof reads>> & { appMs: number; pgMs: number };

/**
 * A round's slices of one load added up: its mean rate, its CPU per request over all of them,
 * and the median slice's latencies.
 */
function combine(slices: Load[]): Load {
  const total = slices.reduce((n, x) => n + x.total, 0);
  const perRequest = (ms: (x: Load) => number) =>
    round(slices.reduce((n, x) => n + ms(x) * x.total, 0) / Math.max(1, total), 3);
  return {
    rps: slices.reduce((n, x) => n + x.rps, 0) / slices.length,
    total,
    p50: median(slices.map((x) => x.p50)),
    p99: median(slices.map((x) => x.p99)),
    appMs: perRequest((x) => x.appMs),
    pgMs: perRequest((x) => x.pgMs),
  };
}

/** CPU seconds so far: the app process's, and each PostgreSQL backend's serving `dbName` (by pid). */
async function cpuSnapshot(proc: ChildProcess, db: Database['db'], dbName: string) {
  const app = await new Promise<number>((resolve) => {
    const onMessage = (m: { type: string; usage?: NodeJS.CpuUsage }) => {
      if (m.type !== 'cpu') return;
      proc.off('message', onMessage);
      resolve((m.usage!.user + m.usage!.system) / 1e6);
    };
    proc.on('message', onMessage);
    proc.send({ type: 'cpu' });
  });
  const pids = rowsOf<{ pid: number }>(
    await db.execute(sql`select pid from pg_stat_activity where datname = ${dbName}`),
  );
  const pg = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat (utime, stime) in clock ticks, counted after the name.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      pg.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // A backend that has just ended, or a server on another machine: not counted.
    }
  }
  return { app, pg };
}

/**
 * CPU milliseconds per request spent by the app and by PostgreSQL while `load` ran: less
 * moved by other work on a shared machine than rates are (PostgreSQL's only when it runs on
 * this machine).
 */
async function costed<T extends { total: number }>(
  snapshot: () => ReturnType<typeof cpuSnapshot>,
  load: () => Promise<T>,
): Promise<T & { appMs: number; pgMs: number }> {
  const before = await snapshot();
  const r = await load();
  const after = await snapshot();
  let pg = 0;
  for (const [pid, s] of after.pg) pg += s - (before.pg.get(pid) ?? 0);
  const per = (s: number) => round((s * 1000) / Math.max(1, r.total), 3);
  return { ...r, appMs: per(after.app - before.app), pgMs: per(pg) };
}

const run = (log: (line: string) => void): Promise<Metric[]> =>
  withScratchDatabase({ maxConnections: 2 }, async ({ name, url: databaseUrl, database }) => {
    let app: Awaited<ReturnType<typeof startApp>> | undefined;
    try {
      const auth = toolAuthDeps(database.db);
      const mk = async (username: string) => {
        const user = await createUser(auth, {
          username,
          email: `${username}@bench.example`,
          password: 'Bench-passw0rd',
        });
        return { user, token: await createSessionFor(auth.lucia, user.id) };
      };
      const writer = await mk('bench_writer');
      const reader = await mk('bench_reader');
      // A few other users so the table is not one user's alone.
      for (let i = 0; i < 5; i++) {
        const other = await mk(`bench_other_${i}`);
        await database.db.execute(sql`insert into watch_history (profile_id, media_id, media_type, last_watched)
        select ${other.user.id}, g::text, 'movie', now() - (g || ' minutes')::interval from generate_series(1, 2000) g`);
      }

      app = await startApp(databaseUrl);
      const endpoint = `http://127.0.0.1:${app.port}/api/watch-history`;
      log(`app on port ${app.port}, scratch database ${name}; warming up`);
      await writes(endpoint, writer.token, 2);
      // The same app's bare /health route, an authenticated read (session only), the write
      // and the write of one title, in that order in every slice of every round.
      const health = `http://127.0.0.1:${app.port}/health`;
      const verify = `http://127.0.0.1:${app.port}/api/auth/verify`;
      const proc = app.proc;
      const snapshot = () => cpuSnapshot(proc, database.db, name);
      const oneTitle = () => '550';
      const loads = {
        health: (sec: number) => reads(health, null, sec),
        verify: (sec: number) => reads(verify, writer.token, sec),
        write: (sec: number) => writes(endpoint, writer.token, sec),
        oneTitle: (sec: number) => writes(endpoint, writer.token, sec, oneTitle),
      };
      type Name = keyof typeof loads;
      const rounds: Array<Record<Name, Load>> = [];
      const cost = (x: Load) => `CPU ${x.appMs} ms app + ${x.pgMs} ms PostgreSQL`;
      const slices = Math.max(1, Math.round(DURATION / SLICE));
      for (let r = 0; r < ROUNDS; r++) {
        const parts: Record<Name, Load[]> = { health: [], verify: [], write: [], oneTitle: [] };
        for (let i = 0; i < slices; i++)
          for (const name of Object.keys(loads) as Name[])
            parts[name].push(await costed(snapshot, () => loads[name](DURATION / slices)));
        const totals = {
          health: combine(parts.health),
          verify: combine(parts.verify),
          write: combine(parts.write),
          oneTitle: combine(parts.oneTitle),
        };
        rounds.push(totals);
        const { health: h, verify: v, write: x, oneTitle: o } = totals;
        log(
          `round ${r + 1}: GET /health ${h.rps.toFixed(0)} req/s (${cost(h)}) → GET /api/auth/verify ${v.rps.toFixed(0)} req/s (${(v.rps / h.rps).toFixed(2)}×) → POST /api/watch-history ${x.rps.toFixed(0)} writes/s (${(x.rps / h.rps).toFixed(2)}×; p50 ${x.p50} ms, p99 ${x.p99} ms; ${cost(x)}) → one title ${o.rps.toFixed(0)} writes/s (${(o.rps / h.rps).toFixed(2)}×; p50 ${o.p50} ms, p99 ${o.p99} ms; ${cost(o)})`,
        );
      }
      const healthCosts = rounds.map((r) => r.health);
      const healthRuns = rounds.map((r) => r.health.rps);
      const verifyRuns = rounds.map((r) => r.verify.rps);
      const runs = rounds.map((r) => r.write);
      const oneTitleRuns = rounds.map((r) => r.oneTitle);
      log(
        `medians: GET /health ${Math.round(median(healthRuns))} req/s → GET /api/auth/verify ${Math.round(median(verifyRuns))} req/s → POST /api/watch-history ${Math.round(median(runs.map((x) => x.rps)))} writes/s → one title ${Math.round(median(oneTitleRuns.map((x) => x.rps)))} writes/s`,
      );

      // 10,000 records for the reader, then the exact list query the service runs.
      await database.db.execute(sql`insert into watch_history (profile_id, media_id, media_type, season, episode, last_watched)
      select ${reader.user.id}, g::text, case when g % 3 = 0 then 'tv' else 'movie' end,
        case when g % 3 = 0 then 1 end, case when g % 3 = 0 then 1 end, now() - (g || ' seconds')::interval
      from generate_series(1, ${TITLES}) g`);
      await database.db.execute(sql`analyze watch_history`);
      const q = historyPageQuery(database.db, reader.user.id, { limit: 20, offset: 0 }).toSQL();
      const text = await explainAnalyze(databaseUrl, q);
      log(`EXPLAIN ANALYZE ${q.sql.replace(/\s+/g, ' ')}\n${text.replace(/^/gm, '    ')}`);
      const usesIndex =
        /Index (Only )?Scan using watch_history_profile_recent_idx/.test(text) && !/Seq Scan/.test(text);
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN);

      const note = `median of ${ROUNDS} × ${DURATION} s (in ${slices} slices), ${CONNECTIONS} connections, PostgreSQL`;
      // The machine is shared, so absolute rates wander from run to run; writes as a share of
      // the same app's bare /health, round by round, is what compares across runs.
      const verifyRatios = verifyRuns.map((v, r) => v / healthRuns[r]!);
      const healthCpu = median(healthCosts.map((x) => x.appMs));
      /** A write load's rate against /health (budget), its latencies and its CPU per write. */
      const writeMetrics = (what: string, xs: typeof runs): Metric[] => [
        {
          name: `${what} writes/s ÷ GET /health req/s`,
          value: round(median(xs.map((x, r) => x.rps / healthRuns[r]!)), 2),
          unit: 'ratio',
          budget: { op: '>=', value: 0.5 },
          note: `${note}; GET /health ${Math.round(median(healthRuns))} req/s`,
        },
        { name: `${what} p50 latency`, value: median(xs.map((x) => x.p50)), unit: 'ms', note },
        { name: `${what} p99 latency`, value: median(xs.map((x) => x.p99)), unit: 'ms', note },
        {
          name: `${what} CPU per write, app + PostgreSQL`,
          value: round(median(xs.map((x) => x.appMs + x.pgMs)), 3),
          unit: 'ms',
          note: `${note}; GET /health ${round(healthCpu, 3)} ms app CPU per request`,
        },
      ];
      return [
        {
          name: 'GET /api/auth/verify req/s ÷ GET /health req/s',
          value: round(median(verifyRatios), 2),
          unit: 'ratio',
          budget: { op: '>=', value: 0.8 },
          note: `${note}; GET /health ${Math.round(median(healthRuns))} req/s, verify ${Math.round(median(verifyRuns))} req/s`,
        },
        ...writeMetrics('POST /api/watch-history', runs),
        {
          name: 'POST /api/watch-history writes/s',
          value: Math.round(median(runs.map((r) => r.rps))),
          unit: 'writes/s',
          budget: { op: '>=', value: 2000 },
          note,
        },
        ...writeMetrics('POST /api/watch-history, one title by every connection,', oneTitleRuns),
        {
          name: 'GET ?limit=20 (10,000 records) uses watch_history_profile_recent_idx',
          value: usesIndex ? 1 : 0,
          unit: 'yes=1',
          budget: { op: '>=', value: 1 },
        },
        {
          name: 'GET ?limit=20 (10,000 records) execution time',
          value: round(ms, 3),
          unit: 'ms',
          note: 'EXPLAIN ANALYZE',
        },
      ];
    } finally {
      await stopApp(app?.proc);
    }
  });

const bench = {
  name: 'history',
  description: 'watch history: authenticated writes/s, list query plan',
  run,
} satisfies BenchModule;
export default bench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone(bench);
