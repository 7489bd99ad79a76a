import { m } from '@shared/i18n/message';
import {
  ZHistoryAddSchema,
  ZHistoryKeySchema,
  ZHistoryListSchema,
  ZHistoryMigrateSchema,
} from '@shared/schemas/history';
import { STAFF_ROLES } from '@shared/user';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { authed, authedRouter, ok, parse, requireAuth } from '../../http/rest';
import { restScope } from '../personal/title-gate';
import * as history from './service';

/** /api/watch-history: every route needs a bearer token; the data is the session's profile's. */
export function historyRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const db = deps.database.db;

  r.get('/', async (req, res) => {
    const page = parse(ZHistoryListSchema, req.query);
    const { gate, profileId } = restScope(deps, req, res);
    ok(res, await history.listHistory(db, gate, profileId, page));
  });

  r.post('/', async (req, res) => {
    const input = parse(ZHistoryAddSchema, req.body);
    const { gate, profileId } = restScope(deps, req, res);
    const entry = await history.addToHistory(db, gate, profileId, input);
    ok(res, entry, m('messages.history.updated'));
  });

  r.delete('/', async (_req, res) => {
    const deleted = await history.clearHistory(db, authed(res).session.profileId);
    ok(res, { deleted }, m('messages.history.cleared'));
  });

  r.get('/stats', async (_req, res) => {
    ok(res, await history.historyStats(db, authed(res).session.profileId));
  });

  r.post('/migrate', async (req, res) => {
    const { watchHistoryData } = parse(ZHistoryMigrateSchema, req.body);
    const { gate, profileId } = restScope(deps, req, res);
    const result = await history.migrateHistory(db, gate, profileId, watchHistoryData);
    ok(res, result, m('messages.history.migrated', { migrated: result.migrated, skipped: result.skipped }));
  });

  r.post('/cleanup', requireAuth(deps, STAFF_ROLES), async (_req, res) => {
    const deleted = await history.cleanupOldHistory(db);
    ok(res, { deleted }, history.cleanupMessage(deleted));
  });

  r.get('/:mediaId/:mediaType', async (req, res) => {
    const key = parse(ZHistoryKeySchema, req.params);
    ok(res, await history.getHistoryEntry(db, authed(res).session.profileId, key));
  });

  r.delete('/:mediaId/:mediaType', async (req, res) => {
    const key = parse(ZHistoryKeySchema, req.params);
    await history.removeHistoryEntry(db, authed(res).session.profileId, key);
    ok(res, null, m('messages.history.removed'));
  });

  return r;
}

/** GET /api/debug/watch-history: the My List debug panel's data (admin and owner). */
export function historyDebugRest(deps: AppDeps): Router {
  const r = Router();
  r.get('/debug/watch-history', requireAuth(deps, STAFF_ROLES), async (req, res) => {
    const { gate, profileId } = restScope(deps, req, res);
    ok(res, await history.historyDebugInfo(deps.database.db, gate, profileId));
  });
  return r;
}
