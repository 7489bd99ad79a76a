import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };

describe.each(dbKinds)('auth and health over HTTP (%s)', (kind) => {
  let t: TestApp;
  let ownerToken = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_RATE_LIMIT: '10' });
  });
  afterAll(() => t.close());

  const register = (body: object) => t.http().post('/api/auth/register').set(json).send(body);
  const login = (emailOrUsername: string, password: string) =>
    t.http().post('/api/auth/login').set(json).send({ emailOrUsername, password });

  describe('register', () => {
    it('makes the first account owner and answers the envelope with a token and the user', async () => {
      const res = await register({
        username: 'Founder',
        email: 'Founder@Example.com',
        password: 'Abcdefg1',
        name: 'Founder',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'User registered successfully',
        data: {
          user: { username: 'Founder', email: 'Founder@Example.com', role: 'owner', isPremium: false },
        },
      });
      expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.body.data.user).not.toHaveProperty('passwordHash');
      expect(res.body.data.user).not.toHaveProperty('password_hash');
      ownerToken = res.body.data.token;
    });

    it('makes later accounts plain users', async () => {
      const res = await register({ username: 'second', email: 'second@example.com', password: 'Abcdefg1' });
      expect(res.status).toBe(201);
      expect(res.body.data.user.role).toBe('user');
    });

    it('answers 409 naming the taken username or email, case-insensitively', async () => {
      const u = await register({ username: 'FOUNDER', email: 'other@example.com', password: 'Abcdefg1' });
      expect(u.status).toBe(409);
      expect(u.body).toEqual({
        success: false,
        message: 'Username is already taken',
        errors: { username: ['Username is already taken'] },
      });
      const e = await register({ username: 'other', email: 'founder@EXAMPLE.com', password: 'Abcdefg1' });
      expect(e.status).toBe(409);
      expect(e.body.message).toBe('Email is already registered');
    });

    it.each([
      [{ username: 'ab', email: 'a@b.co', password: 'Abcdefg1' }, 'Username must be at least 3 characters'],
      [
        { username: 'x'.repeat(51), email: 'a@b.co', password: 'Abcdefg1' },
        'Username must be less than 50 characters',
      ],
      [
        { username: 'has space', email: 'a@b.co', password: 'Abcdefg1' },
        'Username can only contain letters, numbers, underscores, and hyphens',
      ],
      [{ email: 'a@b.co', password: 'Abcdefg1' }, 'Username is required'],
      [{ username: 'valid', email: 'nope', password: 'Abcdefg1' }, 'Please enter a valid email address'],
      [{ username: 'valid', email: '', password: 'Abcdefg1' }, 'Email is required'],
      [{ username: 'valid', email: 'a@b.co', password: 'Ab1' }, 'Password must be at least 8 characters'],
      [
        { username: 'valid', email: 'a@b.co', password: 'abcdefgh' },
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ],
      [{ username: 'valid', email: 'a@b.co' }, 'Password is required'],
      [{ username: 42, email: 'a@b.co', password: 'Abcdefg1' }, 'Username is required'],
    ])('refuses %j with 400 "%s" and creates nothing', async (body, message) => {
      const before = await t.deps.database.db.$count(users);
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
      expect(await t.deps.database.db.$count(users)).toBe(before);
    });
  });

  describe('login', () => {
    it('accepts the username or the email in any case', async () => {
      for (const id of ['founder', 'FOUNDER', 'founder@example.com', 'FOUNDER@EXAMPLE.COM']) {
        const res = await login(id, 'Abcdefg1');
        expect(res.status, id).toBe(200);
        expect(res.body.data.user.username).toBe('Founder');
        expect(res.body.message).toBe('Signed in');
      }
    });

    it('answers 401 with one message for a wrong password or an unknown account', async () => {
      const wrong = await login('second', 'Wrongpass1');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({
        success: false,
        message: 'That email, username or password is not right',
      });
      const unknown = await login('nobody', 'Abcdefg1');
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe('That email, username or password is not right');
    });

    it('answers 400 when a field is missing', async () => {
      const res = await t.http().post('/api/auth/login').set(json).send({ emailOrUsername: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Password is required');
    });

    it('stores only the SHA-256 of the token as the session id', async () => {
      const res = await login('second', 'Abcdefg1');
      const token: string = res.body.data.token;
      const rows = await t.deps.database.db.select().from(sessions);
      expect(rows.some((r) => r.id === token)).toBe(false);
      expect(rows.some((r) => r.id === createHash('sha256').update(token).digest('hex'))).toBe(true);
    });
  });

  describe('session calls', () => {
    it('verify and profile answer the user for a valid token', async () => {
      for (const path of ['/api/auth/verify', '/api/auth/profile']) {
        const res = await t.http().get(path).set('Authorization', `Bearer ${ownerToken}`);
        expect(res.status).toBe(200);
        expect(res.body.data.user).toMatchObject({ username: 'Founder', role: 'owner' });
      }
    });

    it.each([
      ['no header', undefined],
      ['a malformed header', 'Token abc'],
      ['an unknown token', `Bearer ${'x'.repeat(43)}`],
    ])('answers 401 with %s', async (_name, header) => {
      const req = t.http().get('/api/auth/verify');
      if (header) req.set('Authorization', header);
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    });

    it('refuses an expired session and extends one in its second half (sliding)', async () => {
      const a = (await login('second', 'Abcdefg1')).body.data.token as string;
      const b = (await login('second', 'Abcdefg1')).body.data.token as string;
      const idOf = (tok: string) => createHash('sha256').update(tok).digest('hex');
      const db = t.deps.database.db;
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, idOf(a)));
      expect((await t.http().get('/api/auth/verify').set('Authorization', `Bearer ${a}`)).status).toBe(401);
      // An expired session is deleted on first use, as lucia does.
      expect(
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.id, idOf(a))),
      ).toEqual([]);
      const soon = new Date(Date.now() + 5 * 24 * 3600 * 1000);
      await db
        .update(sessions)
        .set({ expiresAt: soon })
        .where(eq(sessions.id, idOf(b)));
      expect((await t.http().get('/api/auth/verify').set('Authorization', `Bearer ${b}`)).status).toBe(200);
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, idOf(b)));
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    });

    it('logout invalidates the session', async () => {
      const tok = (await login('second', 'Abcdefg1')).body.data.token as string;
      const out = await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${tok}`);
      expect(out.status).toBe(200);
      expect(out.body.success).toBe(true);
      expect((await t.http().get('/api/auth/verify').set('Authorization', `Bearer ${tok}`)).status).toBe(401);
      expect((await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${tok}`)).status).toBe(
        401,
      );
    });
  });

  describe('health and errors', () => {
    it('GET /api/health answers the API health block', async () => {
      const res = await t.http().get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, version: '1.0.0', message: 'Marquee API is running' });
      expect(typeof res.body.uptime).toBe('number');
      expect(Number.isNaN(Date.parse(res.body.timestamp))).toBe(false);
    });

    it('GET /api/debug/db-config says history lives in the database', async () => {
      const res = await t.http().get('/api/debug/db-config');
      expect(res.body.data.databaseConfig.isRemote).toBe(true);
    });

    it('answers JSON 404 for an unknown /api path', async () => {
      const res = await t.http().get('/api/nope/nothing');
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('answers 400 for malformed JSON and for a non-JSON body', async () => {
      const bad = await t.http().post('/api/auth/login').set(json).send('{"emailOrUsername": ');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ success: false, message: 'Malformed JSON in request body' });
      const form = await t.http().post('/api/auth/login').type('form').send('emailOrUsername=a&password=b');
      expect(form.status).toBe(400);
      expect(form.body.message).toBe('Content-Type must be application/json');
      const arr = await t.http().post('/api/auth/login').set(json).send('[1,2]');
      expect(arr.status).toBe(400);
    });

    it('answers 413 for a body over 1 MB', async () => {
      const res = await t
        .http()
        .post('/api/auth/login')
        .set(json)
        .send({ emailOrUsername: 'x'.repeat(1_100_000), password: 'y' });
      expect(res.status).toBe(413);
    });
  });

  describe('tRPC auth router', () => {
    it('logs in and answers me() through the same services', async () => {
      const res = await t
        .http()
        .post('/trpc/auth.login')
        .set(json)
        .send({ emailOrUsername: 'Second', password: 'Abcdefg1' });
      expect(res.status).toBe(200);
      const token = res.body.result.data.token as string;
      const me = await t.http().get('/trpc/auth.me').set('Authorization', `Bearer ${token}`);
      expect(me.body.result.data.username).toBe('second');
      const anon = await t.http().get('/trpc/auth.me');
      expect(anon.body.result.data).toBeNull();
    });

    it('answers BAD_REQUEST with field errors for invalid input', async () => {
      const res = await t
        .http()
        .post('/trpc/auth.register')
        .set(json)
        .send({ username: 'a', email: 'bad', password: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.error.data.fieldErrors.username).toEqual(['Username must be at least 3 characters']);
    });

    it('answers UNAUTHORIZED for a protected procedure without a session', async () => {
      const res = await t.http().post('/trpc/auth.logout').set(json).send({});
      expect(res.status).toBe(401);
    });
  });

  describe('rate limits', () => {
    it('answers 429 to the 11th failed login within a minute', async () => {
      // A fresh app, so the failures of the tests above do not count.
      const fresh = await createTestApp(kind, { AUTH_RATE_LIMIT: '10' });
      try {
        const attempt = () =>
          fresh
            .http()
            .post('/api/auth/login')
            .set(json)
            .send({ emailOrUsername: 'ratelimited', password: 'Wrongpass1' });
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
        expect(statuses[10]).toBe(429);
        const res = await attempt();
        expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      } finally {
        await fresh.close();
      }
    });
  });

  it('keeps usernames unique case-insensitively at the database level too', async () => {
    await expect(
      t.deps.database.db.execute(
        sql`insert into users (id, username, email, password_hash) values ('dup1', 'SECOND', 'dup@example.com', 'x')`,
      ),
    ).rejects.toThrow();
  });
});
