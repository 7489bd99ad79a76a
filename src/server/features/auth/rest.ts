import { m } from '@shared/i18n/message';
import { ZLoginRequestSchema, ZRegisterSchema, ZUpdateProfileSchema } from '@shared/schemas/auth';
import { type RequestHandler, Router } from 'express';
import type { AppDeps } from '../../deps';
import { authed, clientIp, ok, parse, refuseKids, requireAuth } from '../../http/rest';
import { authDeps, loginWithLimits, registerWithLimits, updateProfileWithLimits } from './limits';
import * as auth from './service';

export function authRest(deps: AppDeps): Router {
  const r = Router();

  r.post('/register', async (req, res) => {
    const input = parse(ZRegisterSchema, req.body);
    const result = await registerWithLimits(deps, clientIp(req), input);
    ok(res, result, m('messages.auth.registered'), 201);
  });

  r.post('/login', async (req, res) => {
    const input = parse(ZLoginRequestSchema, req.body);
    const result = await loginWithLimits(deps, clientIp(req), input);
    ok(res, result, m('messages.auth.loggedIn'));
  });

  r.post('/logout', requireAuth(deps), async (_req, res) => {
    await auth.logout(authDeps(deps), authed(res).session.id);
    ok(res, null, m('messages.auth.loggedOut'));
  });

  const me: RequestHandler = (_req, res) => ok(res, { user: authed(res).user });
  r.get('/profile', requireAuth(deps), me);
  r.get('/verify', requireAuth(deps), me);

  // The account's name, email and password: never from a Kids profile.
  r.put('/update-profile', requireAuth(deps), refuseKids, async (req, res) => {
    const input = parse(ZUpdateProfileSchema, req.body);
    const result = await updateProfileWithLimits(deps, clientIp(req), authed(res).session, input);
    ok(res, { user: result.user }, result.message);
  });

  return r;
}
