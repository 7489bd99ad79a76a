import { m } from '@shared/i18n/message';
import {
  ZMarkSetSchema,
  ZMarksForShowSchema,
  ZMarksIdsSchema,
  ZMarksMergeSchema,
} from '@shared/schemas/marks';
import type { Request, Router } from 'express';
import type { AppDeps } from '../../deps';
import { authed, authedRouter, ok, parse } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { catalogueLanguage, tvSeasons } from '../catalogue/service';
import { restScope } from '../personal/title-gate';
import * as marks from './service';

/** /api/marks: every route needs a bearer token; the marks are the session's profile's. */
export function marksRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const db = deps.database.db;
  const seasonsOf =
    (req: Request): marks.SeasonsOf =>
    (mediaId) =>
      tvSeasons(
        deps.services.catalogue,
        Number(mediaId),
        catalogueLanguage(requestLanguage(req.headers['accept-language'])),
      );

  r.get('/tv/:id', async (req, res) => {
    const { mediaId } = parse(ZMarksForShowSchema, { mediaId: req.params.id });
    ok(res, await marks.showMarks(db, authed(res).session.profileId, mediaId));
  });

  r.get('/movies', async (req, res) => {
    const { ids } = parse(ZMarksIdsSchema, { ids: req.query.ids ?? '' });
    ok(res, await marks.watchedMovies(db, authed(res).session.profileId, ids));
  });

  r.get('/next-up', async (req, res) => {
    const { ids } = parse(ZMarksIdsSchema, { ids: req.query.ids ?? '' });
    ok(res, await marks.nextUpFor(db, seasonsOf(req), authed(res).session.profileId, ids));
  });

  r.get('/export', async (req, res) => {
    const { gate, profileId } = restScope(deps, req, res);
    ok(res, await marks.exportMarks(db, gate, profileId));
  });

  r.post('/', async (req, res) => {
    const input = parse(ZMarkSetSchema, req.body);
    const { gate, profileId } = restScope(deps, req, res);
    const change = await marks.setMarks(db, seasonsOf(req), gate, profileId, input);
    ok(res, change, m(change.watched ? 'messages.marks.marked' : 'messages.marks.unmarked'));
  });

  r.post('/merge', async (req, res) => {
    const { items } = parse(ZMarksMergeSchema, req.body);
    const { gate, profileId } = restScope(deps, req, res);
    const result = await marks.mergeMarks(db, gate, profileId, items);
    ok(res, result, m('messages.marks.merged', { added: result.added, skipped: result.skipped }));
  });

  return r;
}
