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
import { ok, parse, requireAuth } from '../../http/rest';
import { restSeasonsOf } from '../marks/rest';
import { personalRouter } from '../personal/rest';
import { restScope } from '../personal/title-gate';
import { continueList } from './continue';
import * as history from './service';

/** /api/watch-history: every route needs a bearer token; the data is the session's profile's. */
export function historyRest(deps: AppDeps): Router {
  const route = personalRouter(deps);

  route.get('/', {
    input: (req) => parse(ZHistoryListSchema, req.query),
    run: ({ db, gate, profileId }, page) => history.listHistory(db, gate, profileId, page),
  });
  route.post('/', {
    input: (req) => parse(ZHistoryAddSchema, req.body),
    run: ({ db, gate, profileId }, input) => history.addToHistory(db, gate, profileId, input),
    said: () => m('messages.history.updated'),
  });
  route.delete('/', {
    run: async ({ db, profileId }) => ({ deleted: await history.clearHistory(db, profileId) }),
    said: () => m('messages.history.cleared'),
  });
  // Continue Watching (not in the original contract: the list above keeps its documented shape).
  route.get('/continue', {
    run: ({ db, gate, profileId }, _input, req) =>
      continueList(db, gate, restSeasonsOf(deps)(req), profileId),
  });
  route.get('/stats', { run: ({ db, profileId }) => history.historyStats(db, profileId) });
  route.post('/migrate', {
    input: (req) => parse(ZHistoryMigrateSchema, req.body).watchHistoryData,
    run: ({ db, gate, profileId }, data) => history.migrateHistory(db, gate, profileId, data),
    said: ({ migrated, skipped }) => m('messages.history.migrated', { migrated, skipped }),
  });
  route.post('/cleanup', {
    roles: STAFF_ROLES,
    run: async ({ db }) => ({ deleted: await history.cleanupOldHistory(db) }),
    said: ({ deleted }) => history.cleanupMessage(deleted),
  });
  route.entry('/:mediaId/:mediaType', {
    key: (req) => parse(ZHistoryKeySchema, req.params),
    get: ({ db, profileId }, key) => history.getHistoryEntry(db, profileId, key),
    remove: ({ db, profileId }, key) => history.removeHistoryEntry(db, profileId, key),
    removed: () => m('messages.history.removed'),
  });

  return route.router;
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
