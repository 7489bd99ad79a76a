import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { PublicUser, Role } from '../../src/shared/user';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const RANK: Record<Role, number> = { user: 0, admin: 1, owner: 2 };

/** The order the API promises: the column, then created_at and id in the same direction. */
function expectedOrder(list: PublicUser[], sortBy: string, order: 'asc' | 'desc'): string[] {
  const key = (u: PublicUser): (string | number)[] =>
    sortBy === 'username'
      ? [u.username.toLowerCase()]
      : sortBy === 'role'
        ? [RANK[u.role], u.created_at, u.id]
        : sortBy === 'isPremium'
          ? [Number(u.isPremium), u.created_at, u.id]
          : [u.created_at, u.id];
  const cmp = (a: PublicUser, b: PublicUser) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      if (ka[i]! < kb[i]!) return -1;
      if (ka[i]! > kb[i]!) return 1;
    }
    return 0;
  };
  const sorted = [...list].sort(cmp);
  return (order === 'asc' ? sorted : sorted.reverse()).map((u) => u.username);
}

describe.each(dbKinds)('admin user management (%s)', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;
  let all: PublicUser[] = [];
  const get = (query: string) => t.http().get(`/api/admin/users/paginated${query}`).set(admin.auth);

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.deps, { role: 'owner', username: 'Zelda_Owner', email: 'zelda@corp.example' });
    admin = await insertUser(t.deps, { role: 'admin', username: 'adam_admin', email: 'adam@corp.example' });
    const names = [
      'alice',
      'Bob',
      'carol',
      'dave',
      'Eve',
      'frank',
      'grace',
      'heidi',
      'ivan',
      'judy',
      'mallory',
      'niaj',
    ];
    for (const [i, name] of names.entries()) {
      await insertUser(t.deps, {
        username: `${name}_${i}`,
        email: `${name.toLowerCase()}@${i % 2 ? 'mail' : 'post'}.example`,
        role: i % 5 === 0 ? 'admin' : 'user',
        isPremium: i % 3 === 0,
      });
    }
    // Distinct, known creation times (one minute apart, a few sharing a minute to test ties).
    const rows = await t.deps.database.db.select({ id: users.id }).from(users);
    for (const [i, r] of rows.entries()) {
      const at = new Date(Date.UTC(2025, 0, 1, 12, Math.floor(i / 2) * 2));
      await t.deps.database.db.update(users).set({ createdAt: at }).where(eq(users.id, r.id));
    }
    all = (await t.http().get('/api/admin/users').set(admin.auth)).body.data;
  });
  afterAll(() => t.close());

  it('lists every user without secrets', async () => {
    expect(all).toHaveLength(14);
    for (const u of all)
      expect(Object.keys(u).sort()).toEqual([
        'created_at',
        'email',
        'id',
        'isPremium',
        'profileCount',
        'role',
        'username',
      ]);
  });

  it('pages with limit 10 by default, newest first', async () => {
    const p1 = await get('');
    expect(p1.status).toBe(200);
    expect(p1.body.data.users).toHaveLength(10);
    expect(p1.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalUsers: 14,
      limit: 10,
      hasNext: true,
      hasPrev: false,
    });
    const p2 = await get('?page=2');
    expect(p2.body.data.users).toHaveLength(4);
    expect(p2.body.data.pagination).toMatchObject({ currentPage: 2, hasNext: false, hasPrev: true });
    const seen = [...p1.body.data.users, ...p2.body.data.users].map((u: PublicUser) => u.username);
    expect(new Set(seen).size).toBe(14);
    expect(seen).toEqual(expectedOrder(all, 'created_at', 'desc'));
    const past = await get('?page=5');
    expect(past.body.data.users).toEqual([]);
    expect(past.body.data.pagination).toMatchObject({
      currentPage: 5,
      totalPages: 2,
      hasNext: false,
      hasPrev: true,
    });
  });

  it.each(['username', 'role', 'isPremium', 'created_at'])(
    'sorts by %s in both orders, stable across pages',
    async (sortBy) => {
      for (const order of ['asc', 'desc'] as const) {
        const pages = await Promise.all(
          [1, 2, 3].map((p) => get(`?sortBy=${sortBy}&sortOrder=${order}&limit=5&page=${p}`)),
        );
        const names = pages.flatMap((r) => r.body.data.users.map((u: PublicUser) => u.username));
        expect(names, `${sortBy} ${order}`).toEqual(expectedOrder(all, sortBy, order));
      }
    },
  );

  it('searches username and email, in any case, as a substring', async () => {
    const byName = await get('?search=BOB');
    expect(byName.body.data.users.map((u: PublicUser) => u.username)).toEqual(['Bob_1']);
    const byEmail = await get('?search=corp.EXAMPLE&sortBy=username&sortOrder=asc');
    expect(byEmail.body.data.users.map((u: PublicUser) => u.username)).toEqual(['adam_admin', 'Zelda_Owner']);
    expect(byEmail.body.data.pagination.totalUsers).toBe(2);
    const partial = await get('?search=mail.exa');
    expect(partial.body.data.pagination.totalUsers).toBe(6);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    // As wildcards, '%' and 'e_' would match every user (every email has "ex" in it).
    expect((await get('?search=%25')).body.data.pagination.totalUsers).toBe(0);
    const names = (await get('?search=e_&sortBy=username&sortOrder=asc')).body.data.users.map(
      (u: PublicUser) => u.username,
    );
    expect(names).toEqual(['alice_0', 'dave_3', 'Eve_4', 'grace_6']);
  });

  it('filters by role, with all meaning every role', async () => {
    const admins = await get('?role=admin');
    expect(admins.body.data.users.every((u: PublicUser) => u.role === 'admin')).toBe(true);
    expect(admins.body.data.pagination.totalUsers).toBe(all.filter((u) => u.role === 'admin').length);
    expect((await get('?role=owner')).body.data.users.map((u: PublicUser) => u.username)).toEqual([
      'Zelda_Owner',
    ]);
    expect((await get('?role=all')).body.data.pagination.totalUsers).toBe(14);
    const combined = await get('?role=user&search=post.example');
    expect(
      combined.body.data.users.every(
        (u: PublicUser) => u.role === 'user' && u.email.endsWith('post.example'),
      ),
    ).toBe(true);
  });

  it.each([
    ['?page=0', 'Page must be a whole number of at least 1'],
    ['?page=abc', 'Page must be a whole number of at least 1'],
    ['?page=1.5', 'Page must be a whole number of at least 1'],
    ['?limit=101', 'Limit must be a whole number from 1 to 100'],
    ['?limit=0', 'Limit must be a whole number from 1 to 100'],
    ['?sortBy=password_hash', 'sortBy must be one of username, role, isPremium, created_at'],
    ['?sortOrder=up', 'sortOrder must be asc or desc'],
    ['?role=superuser', 'Role filter must be one of all, user, admin, owner'],
    [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  describe('edits', () => {
    const put = (id: string, body: object) =>
      t.http().put(`/api/admin/users/${id}`).set(admin.auth).send(body);
    let target: PublicUser;
    beforeAll(async () => {
      target = (await insertUser(t.deps, { username: 'target_user', email: 'target@example.com' })).user;
    });

    it('changes username and email and answers the user', async () => {
      const res = await put(target.id, {
        username: 'target_renamed',
        email: 'renamed@example.com',
        password: '',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'User updated successfully',
        data: { user: { id: target.id, username: 'target_renamed', email: 'renamed@example.com' } },
      });
    });

    it('answers 409 when the username or email belongs to someone else, in any case', async () => {
      const u = await put(target.id, { username: 'BOB_1', email: 'renamed@example.com' });
      expect(u.status).toBe(409);
      expect(u.body.message).toBe('Username is already taken');
      const e = await put(target.id, { username: 'target_renamed', email: 'ALICE@post.example' });
      expect(e.status).toBe(409);
      expect(e.body.message).toBe('Email is already registered');
      // Its own current values are not a conflict.
      expect(
        (await put(target.id, { username: 'TARGET_renamed', email: 'renamed@example.com' })).status,
      ).toBe(200);
    });

    it.each([
      [{ username: 'ab', email: 'ok@example.com' }, 'Username must be at least 3 characters'],
      [
        { username: 'bad name', email: 'ok@example.com' },
        'Username can only contain letters, numbers, underscores, and hyphens',
      ],
      [{ username: 'fine_name', email: 'not-an-email' }, 'Please enter a valid email address'],
      [
        { username: 'fine_name', email: 'ok@example.com', password: 'short' },
        'Password must be at least 8 characters',
      ],
      [{ username: 'fine_name' }, 'Email is required'],
    ])('answers 400 for %j', async (body, message) => {
      const res = await put(target.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('answers 404 for an unknown user and 400 for a malformed id, on every route', async () => {
      const unknown = 'nosuchuser0000';
      expect((await put(unknown, { username: 'whoever', email: 'who@example.com' })).status).toBe(404);
      expect((await t.http().put(`/api/admin/users/${unknown}/premium`).set(admin.auth)).status).toBe(404);
      expect(
        (await t.http().put(`/api/admin/users/${unknown}/role`).set(owner.auth).send({ role: 'admin' }))
          .status,
      ).toBe(404);
      const gone = await t.http().delete(`/api/admin/users/${unknown}`).set(owner.auth);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('User not found');
      const bad = encodeURIComponent('bad id!');
      for (const res of [
        await put(bad, { username: 'whoever', email: 'who@example.com' }),
        await t.http().put(`/api/admin/users/${bad}/premium`).set(admin.auth),
        await t
          .http()
          .put(`/api/admin/users/${'x'.repeat(65)}/role`)
          .set(owner.auth)
          .send({ role: 'admin' }),
        await t.http().delete(`/api/admin/users/${bad}`).set(owner.auth),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid user id');
      }
    });

    it('answers 400 for a role outside user, admin, owner', async () => {
      for (const body of [{ role: 'root' }, {}, { role: 1 }]) {
        const res = await t.http().put(`/api/admin/users/${target.id}/role`).set(owner.auth).send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toContain('Role must be one of user, admin, owner');
      }
    });

    it('toggles premium with no value sent', async () => {
      const on = await t.http().put(`/api/admin/users/${target.id}/premium`).set(admin.auth);
      expect(on.body).toMatchObject({
        success: true,
        message: 'Premium status updated successfully',
        data: { user: { isPremium: true } },
      });
      const off = await t.http().put(`/api/admin/users/${target.id}/premium`).set(admin.auth);
      expect(off.body.data.user.isPremium).toBe(false);
    });
  });

  it('exports every user as JSON without password hashes or preferences', async () => {
    const res = await t.http().get('/api/admin/users/export').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.totalUsers).toBe(res.body.data.users.length);
    expect(Date.parse(res.body.data.exportedAt)).not.toBeNaN();
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|password|preferences/i);
  });

  it('answers the same page through tRPC', async () => {
    const caller = createCaller(
      createContextFor(t.deps, { headers: { authorization: admin.auth.Authorization } }),
    );
    const viaTrpc = await caller.admin.usersPaginated({
      sortBy: 'username',
      sortOrder: 'asc',
      limit: 5,
      search: 'example',
    });
    const viaRest = (await get('?sortBy=username&sortOrder=asc&limit=5&search=example')).body.data;
    expect(viaTrpc).toEqual(viaRest);
    await expect(caller.admin.usersPaginated({ limit: 500 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
