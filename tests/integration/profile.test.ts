import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
const NEW_PASSWORD = 'N3wPassword';

describe.each(dbKinds)('profile editing (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const update = (auth: Record<string, string>, body: unknown) =>
    t
      .http()
      .put('/api/auth/update-profile')
      .set(json)
      .set(auth)
      .send(body as object);
  const verify = (token: string) => t.http().get('/api/auth/verify').set('Authorization', `Bearer ${token}`);
  const login = (emailOrUsername: string, password: string) =>
    t.http().post('/api/auth/login').set(json).send({ emailOrUsername, password });
  const caller = (token?: string) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  /** The TRPCError a call fails with (and fails the test if it succeeds). */
  async function trpcError(p: Promise<unknown>): Promise<TRPCError> {
    try {
      await p;
    } catch (e) {
      if (e instanceof TRPCError) return e;
      throw e;
    }
    throw new Error('expected the call to fail');
  }

  describe('REST PUT /api/auth/update-profile', () => {
    it('answers 401 without a token', async () => {
      const res = await t.http().put('/api/auth/update-profile').set(json).send({ username: 'nobody' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Authentication required' });
    });

    it('changes the username and says so; the next verify sees it', async () => {
      const { auth, token } = await insertUser(t.deps);
      const res = await update(auth, { username: 'renamed_one' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Username updated successfully',
        data: { user: { username: 'renamed_one' } },
      });
      expect(res.body.data.user).not.toHaveProperty('passwordHash');
      expect((await verify(token)).body.data.user.username).toBe('renamed_one');
    });

    it('changes the email and says so', async () => {
      const { auth } = await insertUser(t.deps);
      const res = await update(auth, { email: 'moved@example.com' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Email updated successfully');
      expect(res.body.data.user.email).toBe('moved@example.com');
    });

    it('lets a user re-case their own username', async () => {
      const { auth, user } = await insertUser(t.deps);
      const res = await update(auth, { username: user.username.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.data.user.username).toBe(user.username.toUpperCase());
    });

    it('answers 409 for a username or email another account holds, in any case', async () => {
      const other = await insertUser(t.deps);
      const { auth } = await insertUser(t.deps);
      const u = await update(auth, { username: other.user.username.toUpperCase() });
      expect(u.status).toBe(409);
      expect(u.body).toEqual({
        success: false,
        message: 'Username is already taken',
        errors: { username: ['Username is already taken'] },
      });
      const e = await update(auth, { email: other.user.email.toUpperCase() });
      expect(e.status).toBe(409);
      expect(e.body.message).toBe('Email is already registered');
    });

    it.each([
      [{ username: '' }, 'username', 'Username is required'],
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ username: 'x'.repeat(51) }, 'username', 'Username must be less than 50 characters'],
      [
        { username: 'has space' },
        'username',
        'Username can only contain letters, numbers, underscores, and hyphens',
      ],
      [{ username: 42 }, 'username', 'Username is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ newPassword: NEW_PASSWORD }, 'currentPassword', 'Current password is required'],
      [{ currentPassword: 'whatever1A' }, 'newPassword', 'New password is required'],
      [
        { currentPassword: 'whatever1A', newPassword: 'Sh0rt' },
        'newPassword',
        'Password must be at least 8 characters',
      ],
      [
        { currentPassword: 'whatever1A', newPassword: 'alllowercase1' },
        'newPassword',
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ],
    ])('answers 400 for %j with the message under %s', async (body, field, message) => {
      const { auth } = await insertUser(t.deps);
      const res = await update(auth, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
      expect(res.body.errors[field]).toContain(message);
    });

    it.each([[{}], [[]], [{ role: 'owner' }]])(
      'answers 400 for a body that changes nothing: %j',
      async (body) => {
        const { auth } = await insertUser(t.deps);
        const res = await update(auth, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Send username, email, or currentPassword and newPassword');
      },
    );

    it('refuses a wrong current password and keeps the old one', async () => {
      const { auth, user, password } = await insertUser(t.deps);
      const res = await update(auth, { currentPassword: 'Wrong-pass1', newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Current password is incorrect',
        errors: { currentPassword: ['Current password is incorrect'] },
      });
      expect((await login(user.username, password)).status).toBe(200);
      expect((await login(user.username, NEW_PASSWORD)).status).toBe(401);
    });

    it('changes the password, ends the other sessions and keeps this one', async () => {
      const { auth, token, user, password } = await insertUser(t.deps);
      const other = (await login(user.email, password)).body.data.token as string;
      const third = (await login(user.username, password)).body.data.token as string;
      expect((await verify(other)).status).toBe(200);

      const res = await update(auth, { currentPassword: password, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Password updated successfully');
      expect(JSON.stringify(res.body)).not.toContain(NEW_PASSWORD);

      expect((await verify(token)).status).toBe(200);
      expect((await verify(other)).status).toBe(401);
      expect((await verify(third)).status).toBe(401);
      expect((await login(user.username, password)).status).toBe(401);
      expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
    });

    it("leaves another user's sessions alone on a password change", async () => {
      const bystander = await insertUser(t.deps);
      const { auth, password } = await insertUser(t.deps);
      await update(auth, { currentPassword: password, newPassword: NEW_PASSWORD });
      expect((await verify(bystander.token)).status).toBe(200);
    });
  });

  describe('tRPC auth.updateProfile', () => {
    it('answers UNAUTHORIZED without a session', async () => {
      const e = await trpcError(caller().auth.updateProfile({ username: 'nobody' }));
      expect(e.code).toBe('UNAUTHORIZED');
      expect(e.message).toBe('Authentication required');
    });

    it('changes the username and answers the user and the message', async () => {
      const { token } = await insertUser(t.deps);
      const r = await caller(token).auth.updateProfile({ username: 'via_trpc' });
      expect(r.message).toBe('Username updated successfully');
      expect(r.user.username).toBe('via_trpc');
      expect(await caller(token).auth.me()).toMatchObject({ username: 'via_trpc' });
    });

    it('answers CONFLICT for a taken email', async () => {
      const other = await insertUser(t.deps);
      const { token } = await insertUser(t.deps);
      const e = await trpcError(caller(token).auth.updateProfile({ email: other.user.email }));
      expect(e.code).toBe('CONFLICT');
      expect(e.message).toBe('Email is already registered');
    });

    it('answers BAD_REQUEST for invalid input and for a wrong current password', async () => {
      const { token } = await insertUser(t.deps);
      const bad = await trpcError(caller(token).auth.updateProfile({ username: 'a b' }));
      expect(bad.code).toBe('BAD_REQUEST');
      const wrong = await trpcError(
        caller(token).auth.updateProfile({ currentPassword: 'Wrong-pass1', newPassword: NEW_PASSWORD }),
      );
      expect(wrong.code).toBe('BAD_REQUEST');
      expect(wrong.message).toBe('Current password is incorrect');
    });

    it('answers field errors over HTTP so the form can show them under the input', async () => {
      const { token } = await insertUser(t.deps);
      const res = await t
        .http()
        .post('/trpc/auth.updateProfile')
        .set(json)
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: 'Wrong-pass1', newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.error.data.fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });
    });

    it('changes the password, ending the other sessions only', async () => {
      const { token, user, password } = await insertUser(t.deps);
      const other = (await login(user.username, password)).body.data.token as string;
      const r = await caller(token).auth.updateProfile({
        currentPassword: password,
        newPassword: NEW_PASSWORD,
      });
      expect(r.message).toBe('Password updated successfully');
      expect(await caller(token).auth.me()).toMatchObject({ id: user.id });
      expect(await caller(other).auth.me()).toBeNull();
    });
  });

  describe('"already taken" answers are throttled against probing for accounts', () => {
    const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

    it('answers 429 after 10 conflicts for one account, over REST and tRPC alike', async () => {
      const other = await insertUser(t.deps);
      const { auth, token } = await insertUser(t.deps);
      for (let i = 0; i < 10; i++) {
        const body = i % 2 ? { username: other.user.username } : { email: other.user.email };
        expect((await update(auth, body)).status).toBe(409);
      }
      const res = await update(auth, { email: other.user.email });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(TOO_MANY);
      const e = await trpcError(caller(token).auth.updateProfile({ username: other.user.username }));
      expect(e.code).toBe('TOO_MANY_REQUESTS');
      // Another account is counted apart.
      const bystander = await insertUser(t.deps);
      expect((await update(bystander.auth, { username: other.user.username })).status).toBe(409);
    });

    it('answers at most 10 of 40 parallel conflicting edits', async () => {
      const other = await insertUser(t.deps);
      const { auth } = await insertUser(t.deps);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => update(auth, { username: other.user.username.toUpperCase() })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 409)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    });

    it('does not slow edits that go through', async () => {
      const other = await insertUser(t.deps);
      const { auth, token } = await insertUser(t.deps);
      for (let i = 0; i < 15; i++) {
        expect((await update(auth, { username: `free_name_${i}` })).status).toBe(200);
        await caller(token).auth.updateProfile({ email: `free_${i}@example.com` });
      }
      expect((await update(auth, { username: other.user.username })).status).toBe(409);
    });

    it('counts wrong current passwords per user on their own, and a right one gives its point back', async () => {
      const fresh = await createTestApp(kind);
      try {
        const { auth, user, password } = await insertUser(fresh.deps);
        const change = (currentPassword: string) =>
          fresh
            .http()
            .put('/api/auth/update-profile')
            .set(json)
            .set(auth)
            .send({ currentPassword, newPassword: NEW_PASSWORD });
        for (let i = 0; i < 9; i++) expect((await change(`Wrong${i}Pass`)).status).toBe(400);
        // The right one goes through and refunds its point: one wrong guess is still answered.
        expect((await change(password)).status).toBe(200);
        expect((await change('Wrong9Pass')).status).toBe(400);
        const locked = await change(NEW_PASSWORD);
        expect(locked.status).toBe(429);
        expect(locked.body.message).toMatch(TOO_MANY);
        // A budget of its own: the account's logins are not spent by the session's checks.
        const login = await fresh
          .http()
          .post('/api/auth/login')
          .set(json)
          .send({ emailOrUsername: user.username, password: NEW_PASSWORD });
        expect(login.status).toBe(200);
      } finally {
        await fresh.close();
      }
    });

    it('counts the conflicts of every account signed in from one address', async () => {
      const fresh = await createTestApp(kind, {}, { limits: { registrationsPerHourPerIp: 3 } });
      try {
        const other = await insertUser(fresh.deps);
        const probe = async () => {
          const { auth } = await insertUser(fresh.deps);
          return fresh
            .http()
            .put('/api/auth/update-profile')
            .set(json)
            .set(auth)
            .send({ email: other.user.email });
        };
        for (let i = 0; i < 3; i++) expect((await probe()).status).toBe(409);
        expect((await probe()).status).toBe(429);
      } finally {
        await fresh.close();
      }
    });
  });
});
