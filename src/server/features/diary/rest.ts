import { m } from '@shared/i18n/message';
import {
  ZDiaryAddSchema,
  ZDiaryKeySchema,
  ZDiaryListSchema,
  ZDiaryUpdateSchema,
} from '@shared/schemas/diary';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { ok, parse } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { catalogueLanguage } from '../catalogue/service';
import { personalRouter } from '../personal/rest';
import { restScope } from '../personal/title-gate';
import * as diary from './service';

/**
 * /api/diary: every route needs a bearer token; the diary is the session's profile's.
 * GET ?page=&month=YYYY-MM (pages of 50, newest first), POST a viewing, and GET, PUT,
 * DELETE /{id} on one entry (another profile's id is a 404).
 */
export function diaryRest(deps: AppDeps): Router {
  const route = personalRouter(deps);

  route.get('/', {
    input: (req) => parse(ZDiaryListSchema, req.query),
    run: ({ db, gate, profileId }, q) => diary.listDiary(db, gate, profileId, q),
  });
  route.post('/', {
    input: (req) => parse(ZDiaryAddSchema, req.body),
    run: ({ db, gate, profileId }, input, req) => {
      const lang = catalogueLanguage(requestLanguage(req.headers['accept-language']));
      return diary.addDiaryEntry(
        db,
        gate,
        diary.catalogueLookup(deps.services.catalogue, lang),
        profileId,
        input,
      );
    },
    said: () => m('messages.diary.added'),
  });
  route.router.put('/:id', async (req, res) => {
    const { id } = parse(ZDiaryKeySchema, req.params);
    const changes = parse(ZDiaryUpdateSchema, req.body);
    const { db, gate, profileId } = restScope(deps, req, res);
    ok(res, await diary.updateDiaryEntry(db, gate, profileId, id, changes), m('messages.diary.updated'));
  });
  route.entry('/:id', {
    key: (req) => parse(ZDiaryKeySchema, req.params).id,
    get: ({ db, gate, profileId }, id) => diary.getDiaryEntry(db, gate, profileId, id),
    remove: ({ db, profileId }, id) => diary.removeDiaryEntry(db, profileId, id),
    removed: () => m('messages.diary.removed'),
  });

  return route.router;
}
