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
import { parse } from '../../http/rest';
import { personalRouter } from '../personal/rest';
import * as watchLater from './service';

/** /api/watch-later: every route needs a bearer token; the list is the session's profile's. */
export function watchLaterRest(deps: AppDeps): Router {
  const route = personalRouter(deps);

  route.get('/', {
    input: (req) => parse(ZWatchLaterListSchema, req.query),
    run: ({ db, gate, profileId }, q) => watchLater.listWatchLater(db, gate, profileId, q),
  });
  // Saving a title, and its Undo (the same with the time it was first saved).
  for (const [path, schema] of [
    ['/', ZWatchLaterAddSchema],
    ['/restore', ZWatchLaterRestoreSchema],
  ] as const) {
    route.post(path, {
      input: (req) => parse(schema, req.body),
      run: ({ db, gate, profileId }, input) => watchLater.addToWatchLater(db, gate, profileId, input),
      said: () => m('messages.watchLater.added'),
    });
  }
  route.post('/merge', {
    input: (req) => parse(ZWatchLaterMergeSchema, req.body).items,
    run: ({ db, gate, profileId }, items) => watchLater.mergeWatchLater(db, gate, profileId, items),
    said: ({ added, skipped }) => m('messages.watchLater.merged', { added, skipped }),
  });
  route.entry('/:mediaType/:mediaId', {
    key: (req) => parse(ZWatchLaterKeySchema, req.params),
    get: ({ db, profileId }, key) => watchLater.watchLaterStatus(db, profileId, key),
    remove: ({ db, profileId }, key) => watchLater.removeFromWatchLater(db, profileId, key),
    removed: () => m('messages.watchLater.removed'),
  });

  return route.router;
}
