import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../src/server/db/client';

/**
 * What a benchmark module (`bench/*.bench.ts`) exports, and small helpers they share.
 * `bench/index.ts` runs the modules in turn and prints one summary of their metrics.
 */
export interface Budget {
  op: '<=' | '>=' | '<' | '>';
  value: number;
}

export interface Metric {
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  /** How the value was obtained, e.g. 'median of 3 runs'. */
  note?: string;
}

export interface BenchModule {
  name: string;
  description: string;
  run(log: (line: string) => void): Promise<Metric[]>;
}

export function withinBudget(m: Metric): boolean | null {
  if (!m.budget) return null;
  const { op, value } = m.budget;
  return op === '<='
    ? m.value <= value
    : op === '>='
      ? m.value >= value
      : op === '<'
        ? m.value < value
        : m.value > value;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Compiles a bench child (`bench/<file>.ts` and the app code it imports) to plain
 * JavaScript in dist/bench, so the measured process runs as `npm start` runs the server:
 * compiled, with no TypeScript loader in memory.
 */
export async function compiledChild(file: string): Promise<string> {
  const { bundleServer } = await import('../scripts/build-server.mjs');
  return bundleServer(`bench/${file}`, `dist/bench/${file.replace(/\.ts$/, '.js')}`);
}

/** The PostgreSQL server the database benchmarks make their scratch databases on. */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  /** Its connection URL (for a child process or a connection of its own). */
  url: string;
  /** The app's database on it, migrated unless `migrate: false`. */
  database: Database;
}

/**
 * A fresh database on BENCH_PG_URL for `fn`, dropped afterwards whether `fn` succeeds or fails
 * (and its connections with it).
 */
export async function withScratchDatabase<T>(
  opts: { maxConnections: number; migrate?: boolean },
  fn: (scratch: ScratchDatabase) => Promise<T>,
): Promise<T> {
  const admin = postgres(BENCH_PG_URL, { max: 1, onnotice: () => {} });
  const name = `marquee_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(BENCH_PG_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), maxConnections: opts.maxConnections });
    try {
      if (opts.migrate !== false) await database.migrate();
      return await fn({ name, url: url.toString(), database });
    } finally {
      await database.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement with its parameters, on a connection of its own. */
export async function explainAnalyze(
  databaseUrl: string,
  q: { sql: string; params: unknown[] },
): Promise<string> {
  const scratch = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const plan = (await scratch.unsafe(
      `explain (analyze, buffers) ${q.sql}`,
      q.params as never[],
    )) as unknown as {
      'QUERY PLAN': string;
    }[];
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await scratch.end();
  }
}

/** Runs a benchmark alone (`tsx bench/<name>.bench.ts`), printing its log and its metrics. */
export async function runAlone(bench: BenchModule): Promise<void> {
  const metrics = await bench.run((line) => console.log(`  ${line}`));
  for (const m of metrics)
    console.log(
      `  ${m.name}: ${m.value} ${m.unit}${m.budget ? ` (budget ${m.budget.op} ${m.budget.value})` : ''}`,
    );
}
