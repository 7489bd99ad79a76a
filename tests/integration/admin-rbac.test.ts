import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { Role } from '../../src/shared/user';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

type Who = 'anonymous' | Role;
type Method = 'get' | 'post' | 'put' | 'delete';
interface Endpoint {
  method: Method;
  /** Builds the path, creating a fresh target user when the call changes one. */
  path: (t: TestApp) => Promise<string>;
  body?: object;
  ownerOnly?: boolean;
}

const fixed = (p: string) => async () => p;
const onFreshUser = (suffix: string) => async (t: TestApp) =>
  `/api/admin/users/${(await insertUser(t.deps)).user.id}${suffix}`;

/** Every admin REST endpoint, and the catalogue's cache endpoints. */
const ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/admin/users': { method: 'get', path: fixed('/api/admin/users') },
  'GET /api/admin/users/paginated': {
    method: 'get',
    path: fixed('/api/admin/users/paginated?page=1&limit=10'),
  },
  'GET /api/admin/users/export': { method: 'get', path: fixed('/api/admin/users/export') },
  'PUT /api/admin/users/{id}': {
    method: 'put',
    path: onFreshUser(''),
    body: { username: 'renamed_by_staff', email: 'renamed@example.com' },
  },
  'PUT /api/admin/users/{id}/role': {
    method: 'put',
    path: onFreshUser('/role'),
    body: { role: 'admin' },
    ownerOnly: true,
  },
  'PUT /api/admin/users/{id}/premium': { method: 'put', path: onFreshUser('/premium') },
  'DELETE /api/admin/users/{id}': { method: 'delete', path: onFreshUser(''), ownerOnly: true },
  'GET /api/admin/stats': { method: 'get', path: fixed('/api/admin/stats') },
  'GET /api/admin/analytics': { method: 'get', path: fixed('/api/admin/analytics') },
  'GET /api/admin/system-health': { method: 'get', path: fixed('/api/admin/system-health') },
  'GET /api/admin/watch-history-stats': { method: 'get', path: fixed('/api/admin/watch-history-stats') },
  'GET /api/admin/system-report': { method: 'get', path: fixed('/api/admin/system-report') },
  'POST /api/admin/refresh-servers': { method: 'post', path: fixed('/api/admin/refresh-servers') },
  'GET /api/tmdb/cache/stats': { method: 'get', path: fixed('/api/tmdb/cache/stats') },
  'POST /api/tmdb/cache/clear': { method: 'post', path: fixed('/api/tmdb/cache/clear') },
};

const expected = (who: Who, e: Endpoint) =>
  who === 'anonymous' ? 401 : who === 'user' ? 403 : who === 'admin' && e.ownerOnly ? 403 : 200;

describe.each(dbKinds)('admin RBAC (%s)', (kind) => {
  let t: TestApp;
  const tokens: Partial<Record<Who, Record<string, string>>> = { anonymous: {} };
  let owner: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.deps, { role: 'owner', username: 'the_owner' });
    admin = await insertUser(t.deps, { role: 'admin' });
    const user = await insertUser(t.deps, { role: 'user' });
    tokens.owner = owner.auth;
    tokens.admin = admin.auth;
    tokens.user = user.auth;
  });
  afterAll(() => t.close());

  const call = async (e: Endpoint, headers: Record<string, string> = {}) => {
    const path = await e.path(t);
    const req = t.http()[e.method](path).set(headers);
    return e.body ? req.send(e.body) : req;
  };

  const matrix = Object.entries(ENDPOINTS).flatMap(([name, e]) =>
    (['anonymous', 'user', 'admin', 'owner'] as const).map((who) => [name, who, expected(who, e)] as const),
  );

  it.each(matrix)('%s as %s answers %i', async (name, who, status) => {
    const e = ENDPOINTS[name]!;
    // The PUT edit needs a username no other user holds; each call gets its own.
    const body =
      e.body && 'username' in e.body
        ? { username: `u_${who}_${Date.now()}`, email: `${who}${Date.now()}@example.com` }
        : e.body;
    const res = await call({ ...e, body }, tokens[who]);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.success).toBe(status === 200);
  });

  it('answers the same codes through tRPC', async () => {
    const caller = (who: Who) =>
      createCaller(createContextFor(t.deps, { headers: { authorization: tokens[who]?.Authorization } }));
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'OK',
        (e: { code?: string }) => e.code,
      );
    const target = (await insertUser(t.deps)).user.id;
    expect(await code(caller('anonymous').admin.stats())).toBe('UNAUTHORIZED');
    expect(await code(caller('user').admin.stats())).toBe('FORBIDDEN');
    expect(await code(caller('admin').admin.stats())).toBe('OK');
    expect(await code(caller('user').admin.clearCache())).toBe('FORBIDDEN');
    expect(await code(caller('admin').admin.setRole({ id: target, role: 'admin' }))).toBe('FORBIDDEN');
    expect(await code(caller('admin').admin.deleteUser({ id: target }))).toBe('FORBIDDEN');
    expect(await code(caller('owner').admin.setRole({ id: target, role: 'admin' }))).toBe('OK');
    expect(await code(caller('owner').admin.deleteUser({ id: target }))).toBe('OK');
  });

  describe('owner rules', () => {
    it('an admin can edit users and admins but not an owner', async () => {
      const other = await insertUser(t.deps, { role: 'admin' });
      const edit = (id: string, name: string) =>
        t
          .http()
          .put(`/api/admin/users/${id}`)
          .set(admin.auth)
          .send({ username: name, email: `${name}@example.com` });
      expect((await edit(other.user.id, 'edited_admin')).status).toBe(200);
      const denied = await edit(owner.user.id, 'hijacked');
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('Admins cannot change an owner account');
      const premium = await t.http().put(`/api/admin/users/${owner.user.id}/premium`).set(admin.auth);
      expect(premium.status).toBe(403);
      const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, owner.user.id));
      expect(row).toMatchObject({ username: 'the_owner', isPremium: false });
    });

    it('an admin cannot demote or delete an owner', async () => {
      const demote = await t
        .http()
        .put(`/api/admin/users/${owner.user.id}/role`)
        .set(admin.auth)
        .send({ role: 'user' });
      expect(demote.status).toBe(403);
      const del = await t.http().delete(`/api/admin/users/${owner.user.id}`).set(admin.auth);
      expect(del.status).toBe(403);
    });

    it('nobody deletes their own account here', async () => {
      const res = await t.http().delete(`/api/admin/users/${owner.user.id}`).set(owner.auth);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You cannot delete your own account');
    });

    it('the last owner cannot be demoted; with a second owner, one can step down', async () => {
      const self = await t
        .http()
        .put(`/api/admin/users/${owner.user.id}/role`)
        .set(owner.auth)
        .send({ role: 'admin' });
      expect(self.status).toBe(409);
      expect(self.body.message).toMatch(/last owner cannot be demoted/);

      const second = await insertUser(t.deps, { role: 'owner' });
      const stepDown = await t
        .http()
        .put(`/api/admin/users/${second.user.id}/role`)
        .set(second.auth)
        .send({ role: 'admin' });
      expect(stepDown.status).toBe(200);
      expect(stepDown.body).toMatchObject({
        success: true,
        message: 'User role updated successfully',
        data: { user: { role: 'admin' } },
      });
      // Now an admin: the same token may no longer change roles.
      const again = await t
        .http()
        .put(`/api/admin/users/${owner.user.id}/role`)
        .set(second.auth)
        .send({ role: 'user' });
      expect(again.status).toBe(403);
    });

    it('two owners demoting each other at once leave exactly one owner', async () => {
      const a = await insertUser(t.deps, { role: 'owner' });
      const b = await insertUser(t.deps, { role: 'owner' });
      // The original owner steps aside for this test so a and b are the only owners.
      const setOwnerRole = (role: 'admin' | 'owner') =>
        t.deps.sessions.changeUser(owner.user.id, (tx) =>
          tx.update(users).set({ role }).where(eq(users.id, owner.user.id)),
        );
      await setOwnerRole('admin');
      try {
        const [ra, rb] = await Promise.all([
          t.http().put(`/api/admin/users/${b.user.id}/role`).set(a.auth).send({ role: 'user' }),
          t.http().put(`/api/admin/users/${a.user.id}/role`).set(b.auth).send({ role: 'user' }),
        ]);
        expect([ra.status, rb.status].sort()).toEqual([200, 403]);
        const owners = await t.deps.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'owner'));
        expect(owners).toHaveLength(1);
      } finally {
        await setOwnerRole('owner');
      }
    });

    it('a lowered role loses access on the next request', async () => {
      const staff = await insertUser(t.deps, { role: 'admin' });
      expect((await t.http().get('/api/admin/stats').set(staff.auth)).status).toBe(200);
      const res = await t
        .http()
        .put(`/api/admin/users/${staff.user.id}/role`)
        .set(owner.auth)
        .send({ role: 'user' });
      expect(res.status).toBe(200);
      expect((await t.http().get('/api/admin/stats').set(staff.auth)).status).toBe(403);
      // Still signed in as a plain user.
      expect((await t.http().get('/api/auth/verify').set(staff.auth)).body.data.user.role).toBe('user');
    });

    it('a deleted user is signed out at once', async () => {
      const victim = await insertUser(t.deps);
      expect((await t.http().get('/api/auth/verify').set(victim.auth)).status).toBe(200);
      const res = await t.http().delete(`/api/admin/users/${victim.user.id}`).set(owner.auth);
      expect(res.body).toMatchObject({ success: true, message: 'User deleted successfully' });
      expect((await t.http().get('/api/auth/verify').set(victim.auth)).status).toBe(401);
    });

    it('a new password set by staff ends that user’s sessions', async () => {
      const victim = await insertUser(t.deps);
      const res = await t
        .http()
        .put(`/api/admin/users/${victim.user.id}`)
        .set(admin.auth)
        .send({ username: victim.user.username, email: victim.user.email, password: 'N3wPassword' });
      expect(res.status).toBe(200);
      expect((await t.http().get('/api/auth/verify').set(victim.auth)).status).toBe(401);
      const login = await t
        .http()
        .post('/api/auth/login')
        .send({ emailOrUsername: victim.user.username, password: 'N3wPassword' });
      expect(login.status).toBe(200);
      // Editing without a password leaves sessions alone.
      const token = { Authorization: `Bearer ${login.body.data.token}` };
      await t
        .http()
        .put(`/api/admin/users/${victim.user.id}`)
        .set(admin.auth)
        .send({ username: 'kept_session', email: victim.user.email, password: '' });
      expect((await t.http().get('/api/auth/verify').set(token)).status).toBe(200);
    });
  });
});
