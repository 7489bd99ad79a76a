import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDevices } from '../../src/server/db/schema';
import { deviceId } from '../../src/server/features/auth/devices';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { limitEnv, limitSetups, patientRedis, redisRun } from '../helpers/limits';

/**
 * A signed-in password change: its check of the current password has a per-user budget that
 * strangers' login guesses cannot spend, and it leaves only the changing browser trusted.
 */
const RUN = redisRun('pwchange');
const json = { 'Content-Type': 'application/json' };
const LIMIT = 4;
const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

describe.each(limitSetups)('password change (%s)', (_name, kind, withRedis) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, limitEnv(LIMIT, withRedis && RUN), patientRedis);
  });
  afterAll(() => t?.close());

  let n = 0;
  const address = () => `10.200.${(n >> 8) & 255}.${n++ & 255}`;
  const login = (body: object, from = address()) =>
    t.http().post('/api/auth/login').set(json).set('X-Forwarded-For', from).send(body);
  const change = (token: string, body: object, from = address()) =>
    t
      .http()
      .put('/api/auth/update-profile')
      .set(json)
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', from)
      .send(body);
  /** Strangers spend the username's, the email's, the account's and the owner's address's guesses. */
  async function lockOut(user: { username: string; email: string }, ownersAddress: string) {
    const guess = (emailOrUsername: string, from?: string) =>
      login({ emailOrUsername, password: 'Wrongpass1' }, from);
    const all = [user.username, user.email].flatMap((name) =>
      Array.from({ length: LIMIT + 2 }, () => guess(name)),
    );
    all.push(
      ...Array.from({ length: LIMIT + 2 }, (_, i) => guess(`stranger_${i}_${ownersAddress}`, ownersAddress)),
    );
    await Promise.all(all);
    expect((await guess(user.username)).status).toBe(429);
    expect((await guess(user.email)).status).toBe(429);
    expect((await guess('anyone_else', ownersAddress)).status).toBe(429);
  }
  /** A browser signing in (before the lock): its session and device tokens. */
  async function signIn(emailOrUsername: string, password: string) {
    const res = await login({ emailOrUsername, password });
    expect(res.status).toBe(200);
    return res.body.data as { token: string; deviceToken: string };
  }

  it("lets the owner change the password of an account strangers have locked, from the strangers' address", async () => {
    const bob = await insertUser(t.deps);
    const home = address();
    const laptop = await signIn(bob.user.username, bob.password);
    await lockOut(bob.user, home);
    // Bob signs in again through his device token while locked, then changes his password.
    const again = await login(
      { emailOrUsername: bob.user.email, password: bob.password, deviceToken: laptop.deviceToken },
      home,
    );
    expect(again.status).toBe(200);
    const res = await change(
      again.body.data.token,
      { currentPassword: bob.password, newPassword: 'N3wPassword' },
      home,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated successfully');
  });

  it("limits a session's wrong current passwords per user, and strangers' guesses do not spend them", async () => {
    const bob = await insertUser(t.deps);
    const other = await insertUser(t.deps);
    await lockOut(bob.user, address());
    const wrong = { currentPassword: 'Wrongpass9', newPassword: 'N3wPassword' };
    for (let i = 0; i < LIMIT; i++) expect((await change(bob.token, wrong)).status).toBe(400);
    const limited = await change(bob.token, { currentPassword: bob.password, newPassword: 'N3wPassword' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(TOO_MANY);
    // Over tRPC too, and per user: another account's checks are untouched.
    const caller = (token: string) =>
      createCaller(
        createContextFor(t.deps, { headers: { authorization: `Bearer ${token}` }, ip: address() }),
      );
    await expect(caller(bob.token).auth.updateProfile(wrong)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const ok = await caller(other.token).auth.updateProfile({
      currentPassword: other.password,
      newPassword: 'N3wPassword',
    });
    expect(ok.message).toBe('Password updated successfully');
  });

  it("revokes the other browsers' device tokens and keeps the changing browser's", async () => {
    const bob = await insertUser(t.deps);
    const laptop = await signIn(bob.user.username, bob.password);
    const phone = await signIn(bob.user.username, bob.password);
    const tablet = await signIn(bob.user.email, bob.password);
    const res = await change(laptop.token, {
      currentPassword: bob.password,
      newPassword: 'N3wPassword',
      deviceToken: laptop.deviceToken,
    });
    expect(res.status).toBe(200);
    const rows = await t.deps.database.db
      .select({ id: loginDevices.id })
      .from(loginDevices)
      .where(eq(loginDevices.userId, bob.user.id));
    expect(rows).toEqual([{ id: deviceId(laptop.deviceToken) }]);
    // Under a lock only the laptop is still spared it.
    await lockOut(bob.user, address());
    const right = { emailOrUsername: bob.user.username, password: 'N3wPassword' };
    expect((await login({ ...right, deviceToken: phone.deviceToken })).status).toBe(429);
    expect((await login({ ...right, deviceToken: tablet.deviceToken })).status).toBe(429);
    expect((await login({ ...right, deviceToken: laptop.deviceToken })).status).toBe(200);
  });

  it('revokes every device token when the changing browser sends none, over tRPC as well', async () => {
    const bob = await insertUser(t.deps);
    await signIn(bob.user.username, bob.password);
    await signIn(bob.user.username, bob.password);
    const caller = createCaller(
      createContextFor(t.deps, { headers: { authorization: `Bearer ${bob.token}` }, ip: address() }),
    );
    await caller.auth.updateProfile({ currentPassword: bob.password, newPassword: 'N3wPassword' });
    expect(await t.deps.database.db.$count(loginDevices, eq(loginDevices.userId, bob.user.id))).toBe(0);
  });
});
