import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { sendEnvelope } from '../../http/envelope';
import { apiHealth, databaseConfig } from './service';

/** GET /api/health: the API health block of spec section 3. */
export function healthRest(deps: AppDeps): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    const health = await apiHealth(deps);
    sendEnvelope(res, health.success ? 200 : 503, health);
  });
  r.get('/debug/db-config', (_req, res) => {
    sendEnvelope(res, 200, { success: true, data: { databaseConfig: databaseConfig(deps) } });
  });
  return r;
}
