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
import * as watchLater from './service';

/** /api/watch-later: every route needs a bearer token. */
export function watchLaterRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const db = deps.database.db;

  r.get('/', async (req, res) => {
    ok(
      res,
      await watchLater.listWatchLater(db, authed(res).user.id, parse(ZWatchLaterListSchema, req.query)),
    );
  });

  r.post('/', async (req, res) => {
    const input = parse(ZWatchLaterAddSchema, req.body);
    ok(res, await watchLater.addToWatchLater(db, authed(res).user.id, input), m('messages.watchLater.added'));
  });

  r.post('/restore', async (req, res) => {
    const input = parse(ZWatchLaterRestoreSchema, req.body);
    ok(res, await watchLater.addToWatchLater(db, authed(res).user.id, input), m('messages.watchLater.added'));
  });

  r.post('/merge', async (req, res) => {
    const { items } = parse(ZWatchLaterMergeSchema, req.body);
    const result = await watchLater.mergeWatchLater(db, authed(res).user.id, items);
    ok(res, result, m('messages.watchLater.merged', { added: result.added, skipped: result.skipped }));
  });

  r.get('/:mediaType/:mediaId', async (req, res) => {
    ok(
      res,
      await watchLater.watchLaterStatus(db, authed(res).user.id, parse(ZWatchLaterKeySchema, req.params)),
    );
  });

  r.delete('/:mediaType/:mediaId', async (req, res) => {
    await watchLater.removeFromWatchLater(db, authed(res).user.id, parse(ZWatchLaterKeySchema, req.params));
    ok(res, null, m('messages.watchLater.removed'));
  });

  return r;
}
