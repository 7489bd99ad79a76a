import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * What "the database did not change" means in the hostile-input and fault suites: the row
 * count of every table of the public schema, and a hash of the full contents of users,
 * sessions and watch_history (every column, rows in a fixed order).
 *
 * Sessions count only while live: validating an expired token deletes its row (lucia's
 * housekeeping), which removes nothing that could still sign anyone in.
 */
export interface DbSnapshot {
  counts: Record<string, number>;
  hashes: Record<string, string>;
}

const HASHED = ['users', 'sessions', 'watch_history'] as const;

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(r: Rows<T>): T[] => (Array.isArray(r) ? r : r.rows);

const liveOnly = (table: string) => (table === 'sessions' ? sql`where x.expires_at > now()` : sql``);

export async function snapshotDb(db: Db): Promise<DbSnapshot> {
  const tables = rowsOf(
    (await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as Rows<{ table_name: string }>,
  ).map((t) => t.table_name);
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [row] = rowsOf(
      (await db.execute(sql`select count(*)::int as n from ${sql.identifier(t)} x ${liveOnly(t)}`)) as Rows<{
        n: number;
      }>,
    );
    counts[t] = Number(row?.n ?? 0);
  }
  const hashes: Record<string, string> = {};
  for (const t of HASHED) {
    const [row] = rowsOf(
      (await db.execute(
        sql`select coalesce(md5(string_agg(x::text, '|' order by x::text)), 'empty') as h
            from ${sql.identifier(t)} x ${liveOnly(t)}`,
      )) as Rows<{ h: string }>,
    );
    hashes[t] = String(row?.h);
  }
  return { counts, hashes };
}
