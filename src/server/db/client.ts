import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { ROOT } from '../paths';
import { LOCK } from './locks';
import * as schema from './schema';
import { assertRoomToStart, StartupError, startupFailure } from './storage';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath (PGlite or postgres.js). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened on `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query helper runs on: the database, or a transaction its caller holds open. */
export type DbOrTx = Db | Tx;

/** `db.execute` answers an array of rows on postgres.js and `{ rows }` on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Where the embedded database keeps its files (none in memory or on PostgreSQL). */
  dataDir?: string;
  /** Runs the committed drizzle migrations. */
  migrate(): Promise<void>;
  /** Number of open connections to the database (pool size or 1 for the embedded one). */
  connections(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Extensions the migrations create (pg_trgm for the admin user search). Every PGlite
 * instance that opens our data, tests included, must be created with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.join(ROOT, 'drizzle');

/**
 * PostgreSQL settings of the embedded database, sized for one process serving a household
 * rather than PostgreSQL's defaults for a shared server. PGlite's memory is one WebAssembly
 * heap that never shrinks, and its shared buffers are resident from the start: the default
 * 128 MB of them was a quarter of the server's RSS. 8 MB (1,024 pages) hold what is read on
 * every request (sessions, profiles, the indexes' upper pages); the kernel's page cache keeps
 * the rest of the files a read call away. `maintenance_work_mem` bounds what a migration's
 * CREATE INDEX or a VACUUM may add to the heap for good. wal_buffers follows shared_buffers
 * (1/32: 256 kB), more than the small transactions the app commits need (bench/memory.bench.ts
 * times writes against PGlite's defaults).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '8MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's own start-up parameters plus PGLITE_SETTINGS (`-c name=value` overrides postgresql.conf). */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  /** An existing PGlite instance (tests hand a pre-migrated copy in). */
  pglite?: PGlite;
  maxConnections?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.maxConnections ?? 10);
  return openPglite(opts);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client: Sql = postgres(url, {
    max,
    idle_timeout: 30,
    connect_timeout: 10,
    // postgres.js fetches array type oids on every new connection and leaves that query's
    // promise unhandled: a connection killed at that moment (a PostgreSQL restart) crashed
    // the process with an unhandled rejection. No column or query here uses arrays.
    fetch_types: false,
    // No wait between reconnection attempts. postgres.js's default backoff grows to 20 s and
    // parks queries behind it: during an outage requests hung instead of failing with 503,
    // and after one the app took up to 20 s to notice. An attempt is made only for a waiting
    // query, so a refused connection fails that query at once and a restored server is used
    // by the very next request.
    backoff: () => 0,
    onnotice: () => {},
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Serialise concurrent start-ups (several processes) on one advisory lock.
      await client`select pg_advisory_lock(${LOCK.migrations})`;
      try {
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client`select pg_advisory_unlock(${LOCK.migrations})`;
      }
    },
    connections: async () => {
      const rows = await client<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where datname = current_database()`;
      return rows[0]?.n ?? 0;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client = opts.pglite;
  const dir = !client && opts.dataDir ? path.resolve(opts.dataDir, 'pglite') : undefined;
  if (!client) {
    const dirs = dir && opts.dataDir ? { dir, dataDir: path.resolve(opts.dataDir) } : undefined;
    try {
      if (dirs) {
        mkdirSync(dirs.dir, { recursive: true });
        await assertRoomToStart(dirs);
      }
      if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) await initialiseApart(dir);
      client = await PGlite.create({
        dataDir: dir,
        extensions: PGLITE_EXTENSIONS,
        startParams: pgliteStartParams(PGlite.defaultStartParams),
      });
    } catch (e) {
      if (!dirs || e instanceof StartupError) throw e;
      throw await startupFailure(dirs, e);
    }
  }
  const pg = client;
  const db = drizzle(pg, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir: dir,
    migrate: () => migrate(drizzle(pg, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    connections: async () => 1,
    close: () => pg.close(),
  };
}

/**
 * Creates a new embedded database in `dir` (initdb) in a short-lived process of its own.
 * PGlite's initdb runs a second PostgreSQL instance beside the first, plus a copy of its
 * memory: about 800 MB at the peak, of which 160 MB stayed resident in the server for good
 * once they were freed (the allocator keeps the pages). In a child process all of it is
 * returned when the child exits; the server then opens the database as on any restart.
 */
async function initialiseApart(dir: string): Promise<void> {
  const script = `const { PGlite } = await import('@electric-sql/pglite');
await (await PGlite.create({ dataDir: process.argv[1] })).close();`;
  try {
    // cwd: the project's root, where the child's import finds node_modules.
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (e) {
    const { stderr } = e as { stderr?: string };
    // The child's own error line (PGlite's message) rather than node's "Command failed: …".
    const reason = stderr?.match(/^(?:\w*Error: )(.+)$/m)?.[1] ?? stderr?.trim().split('\n').pop();
    throw new Error(reason || 'initdb failed', { cause: e });
  }
}
