/**
 * Watch-history benchmark, on the local PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) in a scratch database dropped afterwards
 * (`withScratchDatabase`, bench/lib.ts). The app runs in its own process behind the production HTTP server (createHttpServer).
 *
 * - The split of a signed-in request's cost, each round in the same order with 64
 *   connections: `GET /health` (no session, no database), then `GET /api/auth/verify` (the
 *   session only: answered from the session cache once warm), then authenticated
 *   `POST /api/watch-history` (session plus one upsert of one of 10,000 titles; no argon2).
 *   Budgets, as ratios to /health in the same round (a busy machine moves ratios less than
 *   rates), medians of the rounds: writes ≥ 0.5× /health, authenticated GET ≥ 0.8× /health;
 *   and writes ≥ 2,000/s absolute.
 * - `GET /api/watch-history?limit=20` for a user with 10,000 records: the plan (EXPLAIN
 *   ANALYZE of the exact query the service runs) must use an index, not a sequential scan.
 */

import { type ChildProcess, fork } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 64;
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

async function writes(url: string, token: string, seconds: number) {
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
            media_id: String(1 + Math.floor(Math.random() * TITLES)),
            media_type: 'movie',
          }),
        }),
      },
    ],
  });
  if (r.errors || r.non2xx)
    throw new Error(`POST /api/watch-history: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
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
  return r.requests.average;
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
      // The same app's bare /health route, an authenticated read (session only) and the
      // write, in that order in every round.
      const health = `http://127.0.0.1:${app.port}/health`;
      const verify = `http://127.0.0.1:${app.port}/api/auth/verify`;
      const runs: Array<Awaited<ReturnType<typeof writes>>> = [];
      const healthRuns: number[] = [];
      const verifyRuns: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        healthRuns.push(await reads(health, null, DURATION));
        verifyRuns.push(await reads(verify, writer.token, DURATION));
        runs.push(await writes(endpoint, writer.token, DURATION));
        const x = runs[r]!;
        const h = healthRuns[r]!;
        const v = verifyRuns[r]!;
        log(
          `round ${r + 1}: GET /health ${h.toFixed(0)} req/s → GET /api/auth/verify ${v.toFixed(0)} req/s (${(v / h).toFixed(2)}×) → POST /api/watch-history ${x.rps.toFixed(0)} writes/s (${(x.rps / h).toFixed(2)}×; p50 ${x.p50} ms, p99 ${x.p99} ms)`,
        );
      }
      log(
        `medians: GET /health ${Math.round(median(healthRuns))} req/s → GET /api/auth/verify ${Math.round(median(verifyRuns))} req/s → POST /api/watch-history ${Math.round(median(runs.map((x) => x.rps)))} writes/s`,
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

      const note = `median of ${ROUNDS} × ${DURATION} s, ${CONNECTIONS} connections, PostgreSQL`;
      // The machine is shared, so absolute rates wander from run to run; writes as a share of
      // the same app's bare /health, round by round, is what compares across runs.
      const ratios = runs.map((x, r) => x.rps / healthRuns[r]!);
      const verifyRatios = verifyRuns.map((v, r) => v / healthRuns[r]!);
      return [
        {
          name: 'GET /api/auth/verify req/s ÷ GET /health req/s',
          value: round(median(verifyRatios), 2),
          unit: 'ratio',
          budget: { op: '>=', value: 0.8 },
          note: `${note}; GET /health ${Math.round(median(healthRuns))} req/s, verify ${Math.round(median(verifyRuns))} req/s`,
        },
        {
          name: 'POST /api/watch-history writes/s ÷ GET /health req/s',
          value: round(median(ratios), 2),
          unit: 'ratio',
          budget: { op: '>=', value: 0.5 },
          note: `${note}; GET /health ${Math.round(median(healthRuns))} req/s`,
        },
        {
          name: 'POST /api/watch-history writes/s',
          value: Math.round(median(runs.map((r) => r.rps))),
          unit: 'writes/s',
          budget: { op: '>=', value: 2000 },
          note,
        },
        {
          name: 'POST /api/watch-history p50 latency',
          value: median(runs.map((r) => r.p50)),
          unit: 'ms',
          note,
        },
        {
          name: 'POST /api/watch-history p99 latency',
          value: median(runs.map((r) => r.p99)),
          unit: 'ms',
          note,
        },
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
