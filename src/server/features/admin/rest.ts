import { m } from '@shared/i18n/message';
import {
  ZAdminUserEditSchema,
  ZAdminUserListQuerySchema,
  ZRoleChangeSchema,
  ZUserIdSchema,
} from '@shared/schemas/admin';
import { ZProfileIdSchema } from '@shared/schemas/profiles';
import { STAFF_ROLES } from '@shared/user';
import type { RequestHandler, Router } from 'express';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { authed, authedRouter, fail, ok, parse } from '../../http/rest';
import { resetProfilePin } from '../profiles/service';
import * as admin from './service';
import * as system from './system';

/**
 * `/api/admin/*`. Order of answers: 401 without a session, 403 for a role that
 * may not, then 400 for a bad id or body, 404 for an unknown user, 409 for a taken name.
 */
export function adminRest(deps: AppDeps): Router {
  const r = authedRouter(deps, STAFF_ROLES);
  const db = deps.database.db;

  const ownerOnly: RequestHandler = (_req, res, next) => {
    if (authed(res).user.role !== 'owner')
      throw new AppError('FORBIDDEN', m('messages.access.ownerRequired'));
    next();
  };
  const userId = (raw: unknown) => parse(ZUserIdSchema, raw);

  r.get('/users', async (_req, res) => ok(res, await admin.listAllUsers(db)));

  r.get('/users/paginated', async (req, res) => {
    ok(res, await admin.listUsersPaginated(db, parse(ZAdminUserListQuerySchema, req.query)));
  });

  r.get('/users/export', async (_req, res) => ok(res, await admin.exportUsers(db)));

  r.put('/users/:id', async (req, res) => {
    const id = userId(req.params.id);
    const input = parse(ZAdminUserEditSchema, req.body);
    const { user, session } = authed(res);
    ok(
      res,
      { user: await admin.updateUser(deps.sessions, user, id, input, session.id) },
      m('messages.admin.userUpdated'),
    );
  });

  r.put('/users/:id/role', ownerOnly, async (req, res) => {
    const id = userId(req.params.id);
    const { role } = parse(ZRoleChangeSchema, req.body);
    const user = await admin.changeRole(deps.sessions, authed(res).user, id, role);
    ok(res, { user }, m('messages.admin.roleUpdated'));
  });

  r.put('/users/:id/premium', async (req, res) => {
    const user = await admin.togglePremium(deps.sessions, authed(res).user, userId(req.params.id));
    ok(res, { user }, m('messages.admin.premiumUpdated'));
  });

  r.delete('/users/:id', ownerOnly, async (req, res) => {
    const user = await admin.deleteUser(deps.sessions, authed(res).user, userId(req.params.id));
    ok(res, { user }, m('messages.admin.userDeleted'));
  });

  r.post('/users/:id/profiles/:profileId/reset-pin', ownerOnly, async (req, res) => {
    const id = userId(req.params.id);
    const profileId = parse(ZProfileIdSchema, req.params.profileId);
    const profile = await resetProfilePin(deps.sessions, id, profileId);
    ok(res, { profile }, m('messages.admin.profilePinReset'));
  });

  r.get('/stats', async (_req, res) => ok(res, await system.adminStats(db)));
  r.get('/analytics', async (_req, res) => ok(res, await system.adminAnalytics(db)));
  r.get('/system-health', async (_req, res) => ok(res, await system.systemHealth(deps)));
  r.get('/watch-history-stats', async (_req, res) => ok(res, await system.watchHistoryStats(deps)));
  r.get('/system-report', async (_req, res) => ok(res, await system.systemReport(deps)));

  r.post('/refresh-servers', async (_req, res) => {
    const result = await system.refreshServers(deps);
    // A fallback answered instead of the preferred source: the refresh itself failed.
    if (!result.ok) {
      fail(res, 502, result.message, { extra: { data: result.summary } });
      return;
    }
    ok(res, result.summary, result.message);
  });

  return r;
}
