import { m } from '@shared/i18n/message';
import {
  ZProfileCreateSchema,
  ZProfileIdSchema,
  ZProfileLockSchema,
  ZProfileRemoveBodySchema,
  ZProfileSwitchBodySchema,
  ZProfileUpdateBodySchema,
} from '@shared/schemas/profiles';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { authed, authedRouter, ok, parse, refuseKids } from '../../http/rest';
import { profileDeps } from './router';
import * as profiles from './service';

/** /api/profiles: every route needs a bearer token; a Kids profile may only list and switch. */
export function profilesRest(deps: AppDeps): Router {
  const r = authedRouter(deps);
  const d = profileDeps(deps);
  const id = (raw: unknown) => parse(ZProfileIdSchema, raw);
  const acting = (res: Parameters<typeof authed>[0]) => {
    const { session } = authed(res);
    return { userId: session.userId, profileId: session.profileId };
  };

  r.get('/', async (_req, res) => {
    const { user, session } = authed(res);
    ok(res, { profiles: await profiles.listProfiles(d.db, user.id), current: session.profileId });
  });

  r.post('/', refuseKids, async (req, res) => {
    const input = parse(ZProfileCreateSchema, req.body);
    ok(res, await profiles.createProfile(d, acting(res), input), m('messages.profiles.created'), 201);
  });

  r.post('/lock', refuseKids, async (req, res) => {
    const input = parse(ZProfileLockSchema, req.body);
    ok(res, { profiles: await profiles.lockProfiles(d, acting(res), input) }, m('messages.profiles.locked'));
  });

  r.patch('/:id', refuseKids, async (req, res) => {
    const profileId = id(req.params.id);
    const input = parse(ZProfileUpdateBodySchema, req.body);
    ok(
      res,
      await profiles.updateProfile(d, acting(res), { ...input, id: profileId }),
      m('messages.profiles.updated'),
    );
  });

  r.delete('/:id', refuseKids, async (req, res) => {
    const profileId = id(req.params.id);
    const input = parse(ZProfileRemoveBodySchema, req.body);
    await profiles.removeProfile(d, acting(res), { ...input, id: profileId });
    ok(res, null, m('messages.profiles.removed'));
  });

  r.post('/:id/switch', async (req, res) => {
    const profileId = id(req.params.id);
    const input = parse(ZProfileSwitchBodySchema, req.body);
    const profile = await profiles.switchProfile(d, authed(res).session, { ...input, id: profileId });
    ok(res, profile, m('messages.profiles.switched', { name: profile.name }));
  });

  return r;
}
