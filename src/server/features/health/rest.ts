import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/rest';
import { localeOf, say } from '../../i18n/messages';
import { apiHealth, databaseConfig } from './service';

/** GET /api/health: the API's health block. */
export function healthRest(deps: AppDeps): Router {
  const r = Router();
  r.get('/health', async (req, res) => {
    const health = await apiHealth(deps);
    res.vary('Accept-Language');
    res.status(health.success ? 200 : 503).json({ ...health, message: say(health.message, localeOf(req)) });
  });
  r.get('/debug/db-config', (_req, res) => {
    ok(res, { databaseConfig: databaseConfig(deps) });
  });
  return r;
}
