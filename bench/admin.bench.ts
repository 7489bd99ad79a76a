/**
 * Admin user-list benchmark, on the local PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) in a scratch database dropped afterwards.
 *
 * Seeds 100,000 users through the factories (scripts/seed.ts), then measures
 * `GET /api/admin/users/paginated` over HTTP (the real app, an owner's bearer token, one
 * request at a time after a warm-up) with a search term and each sort in both orders:
 * budget p95 ≤ 30 ms. Prints the plan (EXPLAIN ANALYZE of the exact page and count
 * queries the service runs) and the indexes that serve each.
 */

import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { seedUsers } from '../scripts/seed';
import { createApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { buildDeps, disposeDeps } from '../src/server/deps';
import { parseEnv } from '../src/server/env';
import { findUserByLogin, userListQueries } from '../src/server/features/admin/service';
import { createSessionFor } from '../src/server/features/auth/service';
import { createHttpServer } from '../src/server/http/server';
import { ADMIN_SORT_COLUMNS, ZAdminUserListSchema } from '../src/shared/schemas/admin';
import { type BenchModule, type Metric, round } from './lib';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);
const WARMUP = 20;
/** A surname: about 1 in 60 users carry it, in username and email. */
const TERM = process.env.BENCH_ADMIN_TERM ?? 'garcia';

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** Index names a plan reads, in order of appearance; 'Seq Scan' when it reads the table. */
function indexesOf(plan: string): string[] {
  const out: string[] = [];
  for (const m of plan.matchAll(
    /(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)|(Seq Scan) on/g,
  )) {
    const name = m[1] ?? m[2]!;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

export async function run(log: (line: string) => void = console.log): Promise<Metric[]> {
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  const name = `marquee_bench_admin_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ url: databaseUrl, maxConnections: 10 });
  const scratch = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  let server: Server | undefined;
  let deps: Awaited<ReturnType<typeof buildDeps>> | undefined;
  try {
    await database.migrate();
    const seeded = await seedUsers(database, { users: USERS });
    log(`seeded ${seeded.inserted} users in ${(seeded.ms / 1000).toFixed(1)} s into ${name}`);

    deps = await buildDeps(
      parseEnv({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, CATALOGUE_SOURCE: 'demo' }),
      { database },
    );
    const owner = await findUserByLogin(database.db, 'seed_owner');
    if (!owner) throw new Error('the seed created no owner');
    const token = await createSessionFor(deps.lucia, owner.id);
    const app = createApp(deps);
    const httpServer = createHttpServer(app, deps);
    server = await new Promise<Server>((resolve) => {
      httpServer.listen(0, '127.0.0.1', () => resolve(httpServer));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/users/paginated`;
    const headers = { authorization: `Bearer ${token}` };

    const metrics: Metric[] = [];
    const cases = ADMIN_SORT_COLUMNS.flatMap((sortBy) =>
      (['asc', 'desc'] as const).map((sortOrder) => ({
        search: TERM,
        sortBy,
        sortOrder,
        page: 1,
        limit: 10,
      })),
    );
    // For scale: the same sorts without a search, on a deep page, and a rare exact name.
    cases.push(
      { search: '', sortBy: 'created_at', sortOrder: 'desc', page: 1, limit: 10 },
      { search: '', sortBy: 'username', sortOrder: 'asc', page: 500, limit: 10 },
      { search: 'olivia_smith', sortBy: 'username', sortOrder: 'asc', page: 1, limit: 10 },
    );
    for (const c of cases) {
      const qs = new URLSearchParams(Object.entries(c).map(([k, v]) => [k, String(v)])).toString();
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}?${qs}`, { headers });
        const body = (await res.json()) as { data: { pagination: { totalUsers: number } } };
        if (res.status !== 200) throw new Error(`${qs}: HTTP ${res.status}`);
        if (i >= WARMUP) times.push(performance.now() - t0);
        total = body.data.pagination.totalUsers;
      }
      const q = userListQueries(
        database.db,
        ZAdminUserListSchema.parse({ ...c, search: c.search || undefined }),
      );
      const plans: string[] = [];
      for (const query of [q.page, q.total]) {
        const { sql: text, params } = query.toSQL();
        const rows = (await scratch.unsafe(
          `explain (analyze, costs off) ${text}`,
          params as never[],
        )) as unknown as {
          'QUERY PLAN': string;
        }[];
        plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      const p50 = round(percentile(times, 50), 2);
      const p95 = round(percentile(times, 95), 2);
      const label = `search=${c.search || '∅'} sortBy=${c.sortBy} ${c.sortOrder} page=${c.page}`;
      const dbMs = plans.map((p) => /Execution Time: ([\d.]+) ms/.exec(p)?.[1] ?? '?');
      log(`${label}: ${total} matches, p50 ${p50} ms, p95 ${p95} ms (load ${loadavg()[0]!.toFixed(1)})`);
      log(
        `    page query ${dbMs[0]} ms → ${indexesOf(plans[0]!).join(', ')}; count ${dbMs[1]} ms → ${indexesOf(plans[1]!).join(', ')}`,
      );
      if (process.env.BENCH_VERBOSE) log(plans.join('\n\n').replace(/^/gm, '      '));
      metrics.push({
        name: `GET /api/admin/users/paginated ${label} p95`,
        value: p95,
        unit: 'ms',
        budget: c.search === TERM ? { op: '<=', value: 30 } : undefined,
        note: `${REQUESTS} sequential requests over HTTP, ${USERS.toLocaleString('en-US')} users, PostgreSQL`,
      });
    }
    return metrics;
  } finally {
    await new Promise((r) => (server ? server.close(r) : r(null)));
    if (deps) await disposeDeps(deps);
    else await database.close();
    await scratch.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const bench = {
  name: 'admin',
  description: 'admin user list: 100,000 users, search + each sort over HTTP, p95 ≤ 30 ms',
  run,
} satisfies BenchModule;
export default bench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const metrics = await run((line) => console.log(`  ${line}`));
  let missed = 0;
  for (const m of metrics) {
    const over = m.budget && m.value > m.budget.value;
    if (over) missed++;
    console.log(
      `  ${over ? '✗' : '✓'} ${m.name}: ${m.value} ${m.unit}${m.budget ? ` (budget ≤ ${m.budget.value})` : ''}`,
    );
  }
  process.exit(missed ? 1 : 0);
}
