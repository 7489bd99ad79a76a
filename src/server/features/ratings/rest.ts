import { m } from '@shared/i18n/message';
import {
  ZRatingKeySchema,
  ZRatingListSchema,
  ZRatingPutBodySchema,
  ZRatingSetSchema,
} from '@shared/schemas/ratings';
import type { Request, Router } from 'express';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { catalogueLanguage } from '../catalogue/service';
import { personalRouter } from '../personal/rest';
import * as ratings from './service';

/** The title in the path; a season and an episode from the body, else from the query. */
const keyOf = (req: Request) => {
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const from = body.season !== undefined || body.episode !== undefined ? body : req.query;
  return parse(ZRatingKeySchema, {
    mediaType: req.params.mediaType,
    mediaId: req.params.mediaId,
    season: from.season,
    episode: from.episode,
  });
};

/**
 * /api/ratings: the session's profile's ratings. GET lists them (pages of 50, newest first,
 * `?type=movie|tv`); PUT /{type}/{id} rates the title, a season or an episode
 * (`{ "rating": 1–10, "season"?, "episode"? }`); GET and DELETE name one the same way.
 */
export function ratingsRest(deps: AppDeps): Router {
  const route = personalRouter(deps);

  route.get('/', {
    input: (req) => parse(ZRatingListSchema, req.query),
    run: ({ db, gate, profileId }, q) => ratings.listRatings(db, gate, profileId, q),
  });
  route.put('/:mediaType/:mediaId', {
    input: (req) => {
      const body = parse(ZRatingPutBodySchema, req.body);
      return parse(ZRatingSetSchema, {
        ...body,
        mediaType: req.params.mediaType,
        mediaId: req.params.mediaId,
      });
    },
    run: ({ db, gate, profileId }, input, req) => {
      const lang = catalogueLanguage(requestLanguage(req.headers['accept-language']));
      return ratings.setRating(
        db,
        gate,
        ratings.catalogueTitles(deps.services.catalogue, lang),
        profileId,
        input,
      );
    },
    said: () => m('messages.ratings.saved'),
  });
  route.get('/:mediaType/:mediaId', {
    input: keyOf,
    run: ({ db, profileId }, key) => ratings.getRating(db, profileId, key),
  });
  route.delete('/:mediaType/:mediaId', {
    input: keyOf,
    run: ({ db, gate, profileId }, key) => ratings.clearRating(db, gate, profileId, key).then(() => null),
    said: () => m('messages.ratings.cleared'),
  });

  return route.router;
}
