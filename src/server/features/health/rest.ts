import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { apiHealth, databaseConfig } from './service';

/** GET /api/health: the API health block of spec section 3. */
export function healthRest(deps: AppDeps): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    const health = await apiHealth(deps);
    res.status(health.success ? 200 : 503).json(health);
  });
  r.get('/debug/db-config', (_req, res) => {
    res.json({ success: true, data: { databaseConfig: databaseConfig(deps) } });
  });
  return r;
}
