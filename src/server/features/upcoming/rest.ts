import { m } from '@shared/i18n/message';
import { ZFollowKeySchema, ZFollowSetSchema, ZUpcomingListSchema } from '@shared/schemas/upcoming';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { authed, authedRouter, ok, parse } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { catalogueLanguage } from '../catalogue/service';
import { restScope } from '../personal/title-gate';
import * as upcoming from './service';

/** /api/follows: a show's follow state; every route needs a bearer token. */
export function followsRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const db = deps.database.db;

  r.post('/', async (req, res) => {
    const input = parse(ZFollowSetSchema, req.body);
    const status = await upcoming.setFollow(restScope(deps, req, res), input.mediaId, input.followed);
    ok(res, status, m(input.followed ? 'messages.follows.followed' : 'messages.follows.unfollowed'));
  });

  r.get('/:mediaId', async (req, res) => {
    const { mediaId } = parse(ZFollowKeySchema, req.params);
    ok(res, await upcoming.followStatus(db, authed(res).session.profileId, mediaId));
  });

  return r;
}

/** /api/upcoming?timeZone=Europe/Paris, and POST /api/upcoming/visited. */
export function upcomingRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const db = deps.database.db;

  r.get('/', async (req, res) => {
    const { timeZone } = parse(ZUpcomingListSchema, req.query);
    const lang = catalogueLanguage(requestLanguage(req.headers['accept-language']));
    const { gate, profileId } = restScope(deps, req, res);
    ok(res, await upcoming.upcomingList(db, deps.services.catalogue, gate, profileId, timeZone, lang));
  });

  r.post('/visited', async (_req, res) => {
    await upcoming.markVisited(db, authed(res).session.profileId);
    ok(res, null, m('messages.upcoming.visited'));
  });

  return r;
}

/** /api/calendar: the feed's secret address (GET), a new one (POST /rotate), none (DELETE). */
export function calendarRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const db = deps.database.db;

  r.get('/', async (_req, res) => {
    ok(res, await upcoming.calendarFeed(db, authed(res).session.profileId));
  });

  r.post('/rotate', async (_req, res) => {
    ok(
      res,
      await upcoming.rotateCalendarFeed(db, authed(res).session.profileId),
      m('messages.calendar.rotated'),
    );
  });

  r.delete('/', async (_req, res) => {
    await upcoming.revokeCalendarFeed(db, authed(res).session.profileId);
    ok(res, null, m('messages.calendar.revoked'));
  });

  return r;
}
