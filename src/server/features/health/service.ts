import { sql } from 'drizzle-orm';
import { m } from '../../../shared/i18n/message';
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

/** The API health block of spec section 3; `success` is false while the database is down. */
export async function apiHealth(deps: AppDeps) {
  const dbUp = await databaseUp(deps.database.db);
  return {
    success: dbUp,
    uptime: uptimeSeconds(deps),
    version: deps.version,
    timestamp: new Date().toISOString(),
    message: m(dbUp ? 'messages.health.running' : 'messages.health.databaseDown'),
    database: dbUp ? ('up' as const) : ('down' as const),
  };
}

/** Where the client reads watch history: always the database (embedded or PostgreSQL). */
export const databaseConfig = (deps: AppDeps) => ({ isRemote: true, kind: deps.database.kind });
