import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { LOCK } from '../../db/locks';
import { cleanupOldHistory } from './service';

export const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type CleanupRun = { ran: true; deleted: number } | { ran: false; deleted: 0 };

/**
 * Runs `fn` only if no other process holds `key`; otherwise answers null at once.
 * A transaction-scoped lock (pg_try_advisory_xact_lock) rather than a session lock:
 * with a connection pool the unlock of a session lock could reach another connection,
 * while a transaction pins one connection and releases the lock on commit or rollback.
 */
export async function withAdvisoryLock<T>(
  db: Db,
  key: number,
  fn: (tx: DbOrTx) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const res = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${key}) as locked`,
    );
    if (rowsOf<{ locked: boolean }>(res)[0]?.locked !== true) return null;
    return fn(tx);
  });
}

/** The scheduled cleanup: at most one process runs it at a time (several may be started). */
export async function runScheduledCleanup(db: Db, now: Date = new Date()): Promise<CleanupRun> {
  const deleted = await withAdvisoryLock(db, LOCK.historyCleanup, (tx) => cleanupOldHistory(tx, now));
  return deleted === null ? { ran: false, deleted: 0 } : { ran: true, deleted };
}

/**
 * Records are deleted after 15 days of inactivity, at start-up and then daily.
 * Awaits the start-up run (one indexed delete) so the process starts from a clean state;
 * returns the stopper for the daily timer.
 */
export async function startHistoryCleanup(db: Db, logger: Logger): Promise<() => void> {
  const run = async () => {
    try {
      const r = await runScheduledCleanup(db);
      if (r.ran && r.deleted > 0) logger.info({ deleted: r.deleted }, 'watch history cleanup');
    } catch (err) {
      logger.error({ err }, 'watch history cleanup failed');
    }
  };
  await run();
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
