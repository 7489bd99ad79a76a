import { m } from '@shared/i18n/message';
import type { TDatabaseConfig } from '@shared/schemas/platform';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';

async function databaseUp(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Whole seconds since this process started serving. */
export const uptimeSeconds = (deps: AppDeps) => Math.round((Date.now() - deps.startedAt) / 1000);

/**
 * The API health block; `success` is false while the database is down. A full disk is
 * reported (`storage`, the message) without failing the check: reads still work, and a
 * restart would not start on that disk, so a supervisor must not be told to restart.
 */
export async function apiHealth(deps: AppDeps) {
  const [dbUp, storageFull] = await Promise.all([databaseUp(deps.database.db), deps.storage.isFull()]);
  return {
    success: dbUp,
    uptime: uptimeSeconds(deps),
    version: deps.version,
    timestamp: new Date().toISOString(),
    message: m(
      !dbUp
        ? 'messages.health.databaseDown'
        : storageFull
          ? 'messages.health.storageFull'
          : 'messages.health.running',
    ),
    database: dbUp ? ('up' as const) : ('down' as const),
    storage: storageFull ? ('full' as const) : ('ok' as const),
  };
}

/** Where the client reads watch history: always the database (embedded or PostgreSQL). */
export const databaseConfig = (deps: AppDeps): TDatabaseConfig => ({
  isRemote: true,
  kind: deps.database.kind,
});
