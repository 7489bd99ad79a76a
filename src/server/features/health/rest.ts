import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { AppDeps } from '../../context';

export async function databaseUp(deps: AppDeps): Promise<boolean> {
  try {
    await deps.database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/health: the API health block of spec section 3. */
export function healthRest(deps: AppDeps): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    const dbUp = await databaseUp(deps);
    res.status(dbUp ? 200 : 503).json({
      success: dbUp,
      uptime: Math.round((Date.now() - deps.startedAt) / 1000),
      version: deps.version,
      timestamp: new Date().toISOString(),
      message: dbUp ? 'Marquee API is running' : 'Database is unavailable',
      database: dbUp ? 'up' : 'down',
    });
  });
  r.get('/debug/db-config', (_req, res) => {
    // History always lives in the database (embedded or PostgreSQL): the client reads it there.
    res.json({
      success: true,
      data: { databaseConfig: { isRemote: true, kind: deps.database.kind } },
    });
  });
  return r;
}
