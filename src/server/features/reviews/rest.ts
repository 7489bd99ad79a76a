import { m } from '@shared/i18n/message';
import { ZReviewKeySchema, ZReviewPutBodySchema, ZReviewSetSchema } from '@shared/schemas/ratings';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { catalogueLanguage } from '../catalogue/service';
import { personalRouter } from '../personal/rest';
import { catalogueTitles } from '../ratings/service';
import * as reviews from './service';

/**
 * /api/reviews/{type}/{id}: the session's profile's review of a title. PUT writes it
 * (`{ "text", "spoiler"?, "shared"? }`), GET reads it, DELETE deletes it.
 */
export function reviewsRest(deps: AppDeps): Router {
  const route = personalRouter(deps);

  route.put('/:mediaType/:mediaId', {
    input: (req) => {
      const body = parse(ZReviewPutBodySchema, req.body);
      return parse(ZReviewSetSchema, {
        ...body,
        mediaType: req.params.mediaType,
        mediaId: req.params.mediaId,
      });
    },
    run: ({ db, gate, profileId }, input, req) => {
      const lang = catalogueLanguage(requestLanguage(req.headers['accept-language']));
      return reviews.setReview(db, gate, catalogueTitles(deps.services.catalogue, lang), profileId, input);
    },
    said: () => m('messages.reviews.saved'),
  });
  route.entry('/:mediaType/:mediaId', {
    key: (req) => parse(ZReviewKeySchema, req.params),
    get: ({ db, profileId }, key) => reviews.getReview(db, profileId, key),
    remove: ({ db, profileId }, key) => reviews.deleteReview(db, profileId, key),
    removed: () => m('messages.reviews.deleted'),
  });

  return route.router;
}
