/**
 * Memory of the session cache: 100,000 distinct sessions (1,000 users × 100) looked up
 * through the session store with the production bounds, on a scratch PostgreSQL database
 * (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) dropped afterwards.
 * Reports the growth of this process's RSS and heap (after a collection when `--expose-gc`
 * is on) and what the cache holds. Budget: the growth stays within twice the cache's byte
 * bound, however many sessions are touched.
 *
 *   node --expose-gc --import tsx bench/session-memory.bench.ts   or   npm run bench -- session-memory
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { SESSION_CACHE_DEFAULTS, SessionCache } from '../src/server/auth/session-cache';
import { SessionStore } from '../src/server/auth/sessions';
import { type BenchModule, type Metric, round, runAlone, withScratchDatabase } from './lib';

const USERS = 1_000;
const PER_USER = 100;
const CONCURRENCY = 50;
const MB = 1024 * 1024;

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const memory = () => {
  collect();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};

const run = (log: (line: string) => void): Promise<Metric[]> =>
  withScratchDatabase({ maxConnections: 10 }, async ({ name, url, database }) => {
    await database.db.execute(sql`insert into users (id, username, email, password_hash, role)
      select 'u' || g, 'user_' || g, 'user_' || g || '@bench.example', 'x', 'user' from generate_series(1, ${USERS}) g`);
    await database.db.execute(sql`insert into sessions (id, user_id, expires_at)
      select encode(sha256(('s' || u || '-' || k)::bytea), 'hex'), 'u' || u, now() + interval '30 days'
      from generate_series(1, ${USERS}) u, generate_series(1, ${PER_USER}) k`);
    const ids = await listIds(url);
    log(
      `${ids.length} sessions in ${name}; gc ${typeof (globalThis as { gc?: unknown }).gc === 'function' ? 'on' : 'off (run with --expose-gc for steadier figures)'}`,
    );

    const store = new SessionStore({ db: database.db, cache: new SessionCache(SESSION_CACHE_DEFAULTS) });
    // Warm the driver and the prepared statement before the baseline.
    await store.lookup(ids[0]!);
    const before = memory();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ids.length) await store.lookup(ids[next++]!);
      }),
    );
    const after = memory();
    const stats = store.stats();
    const rssMb = round((after.rss - before.rss) / MB, 1);
    const heapMb = round((after.heap - before.heap) / MB, 1);
    log(
      `after ${ids.length} distinct sessions: RSS ${round(after.rss / MB)} MB (+${rssMb}), heap ${round(after.heap / MB)} MB (+${heapMb}); cache ${stats.entries} entries, ${round(stats.bytes / MB)} MB estimated (bounds ${SESSION_CACHE_DEFAULTS.maxEntries} entries, ${SESSION_CACHE_DEFAULTS.maxBytes / MB} MB)`,
    );
    const note = `${ids.length} distinct sessions, production bounds`;
    return [
      {
        name: 'RSS growth, 100,000 sessions touched',
        value: rssMb,
        unit: 'MB',
        budget: { op: '<=', value: (2 * SESSION_CACHE_DEFAULTS.maxBytes) / MB },
        note,
      },
      { name: 'heap growth, 100,000 sessions touched', value: heapMb, unit: 'MB', note },
      { name: 'sessions held by the cache', value: stats.entries, unit: 'entries', note },
    ];
  });

async function listIds(databaseUrl: string): Promise<string[]> {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await db<{ id: string }[]>`select id from sessions order by random()`;
    return rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}

const bench = {
  name: 'session-memory',
  description: 'session cache: memory with 100,000 distinct sessions touched',
  run,
} satisfies BenchModule;
export default bench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone(bench);
