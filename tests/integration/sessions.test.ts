import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { createRateLimits } from '../../src/server/auth/rate-limit';
import { sessions } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { fillPattern, restRoutes, trpcProcedures } from '../helpers/endpoints';

/**
 * Sessions at every door: each protected endpoint present (found at run time, REST and
 * tRPC) refuses expired, revoked and superseded tokens exactly as it refuses no token; a
 * demoted admin loses the admin API on the very next request; failed logins are slowed
 * the same whichever door they come through.
 */
const json = { 'Content-Type': 'application/json' };
const STATIC_PATTERNS = new Set(['/{*splat}', '/sw.js', '/manifest.webmanifest']);

describe.each(dbKinds)('sessions everywhere (%s)', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof insertUser>>;
  const bad: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.deps, { role: 'owner' });
    const victim = await insertUser(t.deps, { role: 'owner' });
    const lucia = t.deps.lucia;
    // Expired: a day past its end.
    bad.expired = await createSessionFor(lucia, victim.user.id);
    await t.deps.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(sessions.id, sessionIdFromToken(bad.expired)));
    // Revoked: signed out through the API.
    bad.revoked = await createSessionFor(lucia, victim.user.id);
    const out = await t
      .http()
      .post('/api/auth/logout')
      .set({ Authorization: `Bearer ${bad.revoked}` });
    expect(out.status).toBe(200);
    // Superseded: another session of an account whose password was then changed.
    bad.superseded = await createSessionFor(lucia, victim.user.id);
    const change = await t
      .http()
      .put('/api/auth/update-profile')
      .set({ ...json, Authorization: `Bearer ${victim.token}` })
      .send({ currentPassword: victim.password, newPassword: 'N3wPassw0rd!' });
    expect(change.status).toBe(200);
    // Deleted account: its sessions go with it.
    const gone = await insertUser(t.deps, { role: 'admin' });
    bad.deletedUser = gone.token;
    const del = await t
      .http()
      .delete(`/api/admin/users/${gone.user.id}`)
      .set({ Authorization: `Bearer ${owner.token}` });
    expect(del.status).toBe(200);
  });
  afterAll(() => t?.close());

  const send = (method: string, path: string, token?: string) => {
    const req = t.http()[method.toLowerCase() as 'get'](path);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return method === 'GET' || method === 'HEAD' ? req : req.set(json).send('{}');
  };

  it('every protected REST route refuses expired, revoked, superseded and deleted-account tokens', async () => {
    const routes = restRoutes(t.app).filter((r) => !STATIC_PATTERNS.has(r.pattern));
    const protectedRoutes: string[] = [];
    for (const r of routes) {
      const path = fillPattern(r.pattern);
      if ((await send(r.method, path)).status !== 401) continue;
      protectedRoutes.push(`${r.method} ${r.pattern}`);
      for (const [kindOfToken, token] of Object.entries(bad)) {
        const res = await send(r.method, path, token);
        expect(res.status, `${r.method} ${path} with a ${kindOfToken} token`).toBe(401);
        expect(res.body).toMatchObject({ success: false, message: 'Invalid or expired token' });
      }
    }
    // The sweep really covered the account, history and admin APIs.
    expect(protectedRoutes).toEqual(
      expect.arrayContaining([
        'GET /api/auth/profile',
        'POST /api/watch-history',
        'GET /api/admin/users',
        'POST /api/tmdb/cache/clear',
      ]),
    );
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(20);
    // The sweep grows with every route the app adds.
  }, 120_000);

  it('every protected tRPC procedure refuses them too; public ones treat them as anonymous', async () => {
    const protectedProcs: string[] = [];
    for (const p of trpcProcedures()) {
      const call = (token?: string) => send(p.type === 'query' ? 'GET' : 'POST', `/trpc/${p.name}`, token);
      const anonymous = await call();
      if (anonymous.status !== 401) continue;
      protectedProcs.push(p.name);
      for (const [kindOfToken, token] of Object.entries(bad)) {
        const res = await call(token);
        expect(res.status, `${p.name} with a ${kindOfToken} token`).toBe(401);
        expect(res.body.error.data.code).toBe('UNAUTHORIZED');
      }
    }
    expect(protectedProcs).toEqual(
      expect.arrayContaining([
        'auth.logout',
        'history.add',
        'preferences.save',
        'admin.users',
        'admin.setRole',
      ]),
    );
    expect(protectedProcs.length).toBeGreaterThanOrEqual(25);
    for (const token of Object.values(bad)) {
      const me = await send('GET', '/trpc/auth.me', token);
      expect(me.status).toBe(200);
      expect(me.body.result.data).toBeNull();
    }
  });

  it('a lowered role loses admin access on the next request, REST and tRPC', async () => {
    const admin = await insertUser(t.deps, { role: 'admin' });
    const auth = { Authorization: `Bearer ${admin.token}` };
    expect((await t.http().get('/api/admin/stats').set(auth)).status).toBe(200);
    expect((await t.http().get('/trpc/admin.stats').set(auth)).status).toBe(200);
    const demote = await t
      .http()
      .put(`/api/admin/users/${admin.user.id}/role`)
      .set({ ...json, Authorization: `Bearer ${owner.token}` })
      .send({ role: 'user' });
    expect(demote.status).toBe(200);
    expect((await t.http().get('/api/admin/stats').set(auth)).status).toBe(403);
    expect((await t.http().get('/trpc/admin.stats').set(auth)).status).toBe(403);
    expect(
      (
        await t
          .http()
          .post('/trpc/admin.clearCache')
          .set({ ...json, ...auth })
          .send('{}')
      ).status,
    ).toBe(403);
    // Still signed in as a plain user.
    expect((await t.http().get('/api/auth/verify').set(auth)).body.data.user.role).toBe('user');
  });

  describe('brute force on login', () => {
    const rest = (emailOrUsername: string, password: string) =>
      t.http().post('/api/auth/login').set(json).send({ emailOrUsername, password });
    const trpc = (emailOrUsername: string, password: string) =>
      t.http().post('/trpc/auth.login').set(json).send({ emailOrUsername, password });
    const freshLimits = () => {
      t.deps.limits = createRateLimits({ failedLoginsPerMinute: 10, registrationsPerHourPerIp: 50 });
    };

    it.each([
      ['REST', 'tRPC'],
      ['tRPC', 'REST'],
    ])(
      '10 failures over %s: the 11th attempt is 429 on both doors, even with the right password',
      async (first) => {
        freshLimits();
        const victim = await insertUser(t.deps);
        const [door, other] = first === 'REST' ? [rest, trpc] : [trpc, rest];
        for (let i = 0; i < 10; i++)
          expect((await door(victim.user.username, `wrong-${i}`)).status).toBe(401);
        for (const attempt of [door, other]) {
          const res = await attempt(victim.user.username, victim.password);
          expect(res.status).toBe(429);
          expect(JSON.stringify(res.body)).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
        }
        freshLimits();
        expect((await other(victim.user.username, victim.password)).status).toBe(200);
      },
    );
  });
});
