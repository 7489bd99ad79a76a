import { m } from '@shared/i18n/message';
import {
  ZMarkSetSchema,
  ZMarksForShowSchema,
  ZMarksIdsSchema,
  ZMarksMergeSchema,
} from '@shared/schemas/marks';
import type { Request, Router } from 'express';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { catalogueLanguage, tvSeasons } from '../catalogue/service';
import { personalRouter } from '../personal/rest';
import * as marks from './service';

/** A show's seasons from the catalogue's cache, in the language the request asks for. */
export const restSeasonsOf =
  (deps: AppDeps) =>
  (req: Request): marks.SeasonsOf =>
  (mediaId) =>
    tvSeasons(
      deps.services.catalogue,
      Number(mediaId),
      catalogueLanguage(requestLanguage(req.headers['accept-language'])),
    );

/** /api/marks: every route needs a bearer token; the marks are the session's profile's. */
export function marksRest(deps: AppDeps): Router {
  const route = personalRouter(deps);
  const seasonsOf = restSeasonsOf(deps);
  const idsOf = (req: Request) => parse(ZMarksIdsSchema, { ids: req.query.ids ?? '' }).ids;

  route.get('/tv/:id', {
    input: (req) => parse(ZMarksForShowSchema, { mediaId: req.params.id }).mediaId,
    run: ({ db, profileId }, mediaId) => marks.showMarks(db, profileId, mediaId),
  });
  route.get('/movies', {
    input: idsOf,
    run: ({ db, profileId }, ids) => marks.watchedMovies(db, profileId, ids),
  });
  route.get('/next-up', {
    input: idsOf,
    run: ({ db, profileId }, ids, req) => marks.nextUpFor(db, seasonsOf(req), profileId, ids),
  });
  route.get('/export', { run: ({ db, gate, profileId }) => marks.exportMarks(db, gate, profileId) });
  route.post('/', {
    input: (req) => parse(ZMarkSetSchema, req.body),
    run: ({ db, gate, profileId }, input, req) => marks.setMarks(db, seasonsOf(req), gate, profileId, input),
    said: (change) => m(change.watched ? 'messages.marks.marked' : 'messages.marks.unmarked'),
  });
  route.post('/merge', {
    input: (req) => parse(ZMarksMergeSchema, req.body).items,
    run: ({ db, gate, profileId }, items) => marks.mergeMarks(db, gate, profileId, items),
    said: ({ added, skipped }) => m('messages.marks.merged', { added, skipped }),
  });

  return route.router;
}
