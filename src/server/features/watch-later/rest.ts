import { m } from '@shared/i18n/message';
import {
  ZWatchLaterAddSchema,
  ZWatchLaterKeySchema,
  ZWatchLaterListSchema,
  ZWatchLaterMergeSchema,
  ZWatchLaterRestoreSchema,
} from '@shared/schemas/watch-later';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { authed, authedRouter, ok, parse } from '../../http/rest';
import { restScope } from '../personal/title-gate';
import * as watchLater from './service';

/** /api/watch-later: every route needs a bearer token; the list is the session's profile's. */
export function watchLaterRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const db = deps.database.db;

  r.get('/', async (req, res) => {
    const { gate, profileId } = restScope(deps, req, res);
    const q = parse(ZWatchLaterListSchema, req.query);
    ok(res, await watchLater.listWatchLater(db, gate, profileId, q));
  });

  // Saving a title, and its Undo (the same with the time it was first saved).
  for (const [path, schema] of [
    ['/', ZWatchLaterAddSchema],
    ['/restore', ZWatchLaterRestoreSchema],
  ] as const) {
    r.post(path, async (req, res) => {
      const input = parse(schema, req.body);
      const { gate, profileId } = restScope(deps, req, res);
      const item = await watchLater.addToWatchLater(db, gate, profileId, input);
      ok(res, item, m('messages.watchLater.added'));
    });
  }

  r.post('/merge', async (req, res) => {
    const { items } = parse(ZWatchLaterMergeSchema, req.body);
    const { gate, profileId } = restScope(deps, req, res);
    const result = await watchLater.mergeWatchLater(db, gate, profileId, items);
    ok(res, result, m('messages.watchLater.merged', { added: result.added, skipped: result.skipped }));
  });

  r.get('/:mediaType/:mediaId', async (req, res) => {
    const key = parse(ZWatchLaterKeySchema, req.params);
    ok(res, await watchLater.watchLaterStatus(db, authed(res).session.profileId, key));
  });

  r.delete('/:mediaType/:mediaId', async (req, res) => {
    const key = parse(ZWatchLaterKeySchema, req.params);
    await watchLater.removeFromWatchLater(db, authed(res).session.profileId, key);
    ok(res, null, m('messages.watchLater.removed'));
  });

  return r;
}
