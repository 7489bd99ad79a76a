import { randomBytes } from 'node:crypto';
import type { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loginDevices, users } from '../../src/server/db/schema';
import { type BuildDepsOptions, buildDeps, disposeDeps } from '../../src/server/deps';
import { DEVICES_PER_USER } from '../../src/server/features/auth/devices';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { limitEnv, limitSetups, patientRedis, REDIS_URL, redisRun } from '../helpers/limits';

/**
 * Login throttles against guessing: counted before the password check (so parallel guesses
 * cannot all slip through), per text as typed, per account whatever spelling names it (its
 * spent count withholds the check, never answers 429: see login-answers), per address, and per
 * device token for browsers that signed in before. In memory on every database, and counted
 * in Redis when TEST_REDIS_URL is set.
 */
const RUN = redisRun('login');
const json = { 'Content-Type': 'application/json' };
const LIMIT = 10;
const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

/** A second process on the first one's database (its own limiters, Redis connection and app). */
async function sameDatabase(first: TestApp, opts: BuildDepsOptions): Promise<TestApp> {
  const database = { ...first.deps.database, migrate: async () => {}, close: async () => {} };
  const deps = await buildDeps(first.deps.env, { ...opts, database });
  const app = createApp(deps);
  return { app, deps, http: () => request(app), close: () => disposeDeps(deps) };
}

let nextAddress = 0;
/** An address no other test has used, so per-address counts never leak between tests. */
const address = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each(limitSetups)('login limits (%s)', (_name, kind, withRedis) => {
  let t: TestApp;
  /** With Redis, a second process sharing the counts; in memory, the same one. */
  let t2: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, limitEnv(LIMIT, withRedis && RUN), patientRedis);
    t2 = withRedis ? await sameDatabase(t, patientRedis) : t;
  });
  afterAll(async () => {
    if (t2 !== t) await t2?.close();
    await t?.close();
  });

  let calls = 0;
  /** Every other call goes to the second process, so with Redis the counts must be shared. */
  const login = (body: object, from = address()) =>
    (calls++ % 2 ? t2 : t).http().post('/api/auth/login').set(json).set('X-Forwarded-For', from).send(body);
  const guess = (emailOrUsername: string, extra: object = {}, from = address()) =>
    login({ emailOrUsername, password: 'Wrongpass1', ...extra }, from);
  const caller = (ip: string) => createCaller(createContextFor(t.deps, { headers: {}, ip }));
  /** Spends the name's and its account's guesses for everyone without its device token: 20 guesses from 20 addresses. */
  const lock = async (name: string) => {
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => guess(name)))).map((r) => r.status);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(20 - LIMIT);
  };

  it('checks at most AUTH_RATE_LIMIT of 100 parallel REST guesses from 100 addresses', async () => {
    const victim = await insertUser(t.deps);
    const answers = await Promise.all(Array.from({ length: 100 }, () => guess(victim.user.username)));
    const statuses = answers.map((r) => r.status);
    expect(count(statuses, 401)).toBe(LIMIT);
    expect(count(statuses, 429)).toBe(100 - LIMIT);
    expect(answers.find((r) => r.status === 429)?.body.message).toMatch(TOO_MANY);
    // Locked for others: the right password from a new address is refused too.
    const right = await login({ emailOrUsername: victim.user.username, password: victim.password });
    expect(right.status).toBe(429);
    if (withRedis) {
      const redis = new Redis(REDIS_URL!);
      expect(await redis.keys(`${RUN}rl:login_acct:user:${victim.user.id}`)).toHaveLength(1);
      await redis.quit();
    }
  });

  it('checks at most AUTH_RATE_LIMIT of 100 parallel tRPC guesses from 100 addresses', async () => {
    const victim = await insertUser(t.deps);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        caller(address())
          .auth.login({ emailOrUsername: victim.user.email, password: 'Wrongpass1' })
          .then(
            () => 'OK',
            (e: TRPCError) => e.code,
          ),
      ),
    );
    expect(outcomes.filter((c) => c === 'UNAUTHORIZED').length).toBe(LIMIT);
    expect(outcomes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBe(100 - LIMIT);
  });

  it('counts the username in any case and spacing as one text, and with the email as one account', async () => {
    const victim = await insertUser(t.deps);
    const name = victim.user.username;
    const spellings = [name, ` ${name}`, `${name.toUpperCase()} `, `\t${name}\n`];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await guess(spellings[i % spellings.length]!)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    for (const spelling of spellings)
      expect((await guess(spelling)).status, JSON.stringify(spelling)).toBe(429);
    // The email is another text, so no 429, but the same account: its password is not checked.
    const email = await login({
      emailOrUsername: victim.user.email.toUpperCase(),
      password: victim.password,
    });
    expect(email.status).toBe(401);
  });

  it('counts the spellings of a name no account has as one too', async () => {
    const ghost = `ghost_${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < LIMIT; i++)
      expect((await guess(i % 2 ? ghost : ` ${ghost.toUpperCase()}\t`)).status).toBe(401);
    expect((await guess(`${ghost} `)).status).toBe(429);
  });

  it('gives a successful login its attempt back, for the account and the address', async () => {
    const victim = await insertUser(t.deps);
    const from = address();
    const right = { emailOrUsername: victim.user.username, password: victim.password };
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await guess(victim.user.username, {}, from)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(right, from)).status).toBe(200);
    expect((await guess(victim.user.username, {}, from)).status).toBe(401);
    expect((await guess(victim.user.username, {}, from)).status).toBe(429);
  });

  it('keeps the per-address limit across accounts', async () => {
    const from = address();
    for (let i = 0; i < LIMIT; i++) expect((await guess(`nobody_${i}_${from}`, {}, from)).status).toBe(401);
    expect((await guess(`nobody_else_${from}`, {}, from)).status).toBe(429);
  });

  describe('device tokens', () => {
    it('are answered by login and register over REST and tRPC, beside the token and the user', async () => {
      const username = `dev_${randomBytes(3).toString('hex')}`;
      const reg = await t
        .http()
        .post('/api/auth/register')
        .set(json)
        .set('X-Forwarded-For', address())
        .send({ username, email: `${username}@example.com`, password: 'Abcdefg1' });
      expect(reg.status).toBe(201);
      expect(Object.keys(reg.body.data).sort()).toEqual(['deviceToken', 'token', 'user']);
      expect(reg.body.data.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rest = await login({ emailOrUsername: username, password: 'Abcdefg1' });
      expect(rest.body).toMatchObject({ success: true, message: 'Signed in' });
      expect(Object.keys(rest.body.data).sort()).toEqual(['deviceToken', 'token', 'user']);
      const viaTrpc = await caller(address()).auth.login({ emailOrUsername: username, password: 'Abcdefg1' });
      expect(viaTrpc.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Sent back, this account's token is kept rather than replaced.
      const again = await login({
        emailOrUsername: username,
        password: 'Abcdefg1',
        deviceToken: viaTrpc.deviceToken,
      });
      expect(again.body.data.deviceToken).toBe(viaTrpc.deviceToken);
    });

    it('let the browser that signed in before sign in while the account is locked for others', async () => {
      const owner = await insertUser(t.deps);
      const right = { emailOrUsername: owner.user.username, password: owner.password };
      const deviceToken = (await login(right)).body.data.deviceToken as string;
      await lock(owner.user.username);
      expect((await login(right)).status).toBe(429);
      const res = await login({ ...right, emailOrUsername: ` ${owner.user.email} `, deviceToken });
      expect(res.status).toBe(200);
      expect(res.body.data.user.id).toBe(owner.user.id);
      const viaTrpc = await caller(address()).auth.login({ ...right, deviceToken });
      expect(viaTrpc.user.id).toBe(owner.user.id);
    });

    it("count a device's wrong passwords against that device alone", async () => {
      const owner = await insertUser(t.deps);
      const right = { emailOrUsername: owner.user.username, password: owner.password };
      const laptop = (await login(right)).body.data.deviceToken as string;
      const phone = (await login(right)).body.data.deviceToken as string;
      expect(phone).not.toBe(laptop);
      await lock(owner.user.username);
      const statuses = (
        await Promise.all(
          Array.from({ length: 30 }, () => guess(owner.user.username, { deviceToken: laptop })),
        )
      ).map((r) => r.status);
      expect(count(statuses, 401)).toBe(LIMIT);
      expect(count(statuses, 429)).toBe(30 - LIMIT);
      // The laptop is locked now, even with the right password; the phone is not.
      expect((await login({ ...right, deviceToken: laptop })).status).toBe(429);
      expect((await login({ ...right, deviceToken: phone })).status).toBe(200);
    });

    it('give no exemption when forged, malformed or issued to another account', async () => {
      const owner = await insertUser(t.deps);
      const other = await insertUser(t.deps);
      const right = { emailOrUsername: owner.user.username, password: owner.password };
      const foreign = (await login({ emailOrUsername: other.user.username, password: other.password })).body
        .data.deviceToken as string;
      await lock(owner.user.username);
      for (const deviceToken of [randomBytes(32).toString('base64url'), foreign, 'short', 42]) {
        const res = await login({ ...right, deviceToken });
        expect(res.status, String(deviceToken)).toBe(429);
        expect(res.body.message).toMatch(TOO_MANY);
      }
      // The other account's token still serves its own account.
      const own = await login({
        emailOrUsername: other.user.username,
        password: other.password,
        deviceToken: foreign,
      });
      expect(own.status).toBe(200);
    });

    it('are remembered for the most recently used browsers only, and go with the account', async () => {
      const user = await insertUser(t.deps);
      const right = { emailOrUsername: user.user.username, password: user.password };
      const first = (await login(right)).body.data.deviceToken as string;
      for (let i = 0; i < DEVICES_PER_USER; i++) await login(right);
      const rows = () => t.deps.database.db.$count(loginDevices, eq(loginDevices.userId, user.user.id));
      expect(await rows()).toBe(DEVICES_PER_USER);
      await lock(user.user.username);
      expect((await login({ ...right, deviceToken: first })).status).toBe(429);
      await t.deps.database.db.delete(users).where(eq(users.id, user.user.id));
      expect(await rows()).toBe(0);
    });
  });
});
