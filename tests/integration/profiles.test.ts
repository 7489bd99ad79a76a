import type { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles as profilesTable } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { PROFILES_MAX, type PublicProfile } from '../../src/shared/profiles';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { limitEnv, limitSetups, patientRedis, redisRun } from '../helpers/limits';

/**
 * Profiles over REST and tRPC: the limit, validation, PINs and their limiter, the level rules,
 * deletion, isolation between accounts, the session's claim after a switch, Kids restrictions
 * on the account's areas, and the admin's additions. On every database with the limiter's
 * counts in memory, and on PGlite with them in Redis when TEST_REDIS_URL is set.
 */
const RUN = redisRun('profiles');
const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };
const LIMIT = 10;

describe.each(limitSetups)('profiles (%s)', (_name, kind, withRedis) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, limitEnv(LIMIT, withRedis && RUN), patientRedis);
  });
  afterAll(() => t?.close());

  const caller = (token: string) =>
    createCaller(createContextFor(t.deps, { headers: { authorization: `Bearer ${token}` } }));
  const http = {
    list: (auth: Auth) => t.http().get('/api/profiles').set(auth),
    create: (auth: Auth, body: object) => t.http().post('/api/profiles').set(auth).set(json).send(body),
    update: (auth: Auth, id: string, body: object) =>
      t.http().patch(`/api/profiles/${id}`).set(auth).set(json).send(body),
    remove: (auth: Auth, id: string, body?: object) => {
      const req = t.http().delete(`/api/profiles/${id}`).set(auth);
      return body ? req.set(json).send(body) : req;
    },
    switch: (auth: Auth, id: string, body?: object) => {
      const req = t.http().post(`/api/profiles/${id}/switch`).set(auth);
      return body ? req.set(json).send(body) : req;
    },
  };
  /** What a later request of this token's session carries. */
  const claim = async (token: string) => {
    const ctx = createContextFor(t.deps, { headers: { authorization: `Bearer ${token}` } });
    const auth = await ctx.auth();
    return {
      profileId: auth?.session.profileId,
      maturity: auth?.session.maturity,
      level: await ctx.maturity(),
    };
  };
  const kid = { name: 'Kid', avatar: 'rocket', maturity: 'kids' } as const;
  const teen = { name: 'Teen', avatar: 'teal', maturity: 'teen' } as const;
  const codeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'OK',
      (e: TRPCError) => e.code,
    );

  it('answers 401 without a token on every route', async () => {
    for (const res of [
      await t.http().get('/api/profiles'),
      await t.http().post('/api/profiles').set(json).send(kid),
      await t.http().patch('/api/profiles/abc').set(json).send({ name: 'x' }),
      await t.http().delete('/api/profiles/abc'),
      await t.http().post('/api/profiles/abc/switch'),
    ])
      expect(res.status).toBe(401);
  });

  it('lists the first profile (the account id, its name, Adult) as current', async () => {
    const u = await insertUser(t.deps);
    const res = await http.list(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      current: u.user.id,
      profiles: [
        {
          id: u.user.id,
          name: u.user.username,
          avatar: expect.any(String),
          language: null,
          maturity: 'adult',
          hasPin: false,
          main: true,
        },
      ],
    });
    expect(await caller(u.token).profiles.list()).toEqual(res.body.data);
  });

  it(`creates up to ${PROFILES_MAX} profiles; the next is a 400 with a clear message`, async () => {
    const u = await insertUser(t.deps);
    const made: PublicProfile[] = [];
    for (let i = 1; i < PROFILES_MAX; i++) {
      const res =
        i % 2
          ? await http.create(u.auth, { name: `P${i}`, avatar: 'red', maturity: 'family' })
          : { status: 201, body: { data: await caller(u.token).profiles.create({ ...kid, name: `P${i}` }) } };
      expect(res.status).toBe(201);
      made.push(res.body.data);
    }
    expect(made.map((p) => p.main)).toEqual(Array(PROFILES_MAX - 1).fill(false));
    const sixth = await http.create(u.auth, { ...kid, name: 'Sixth' });
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({
      success: false,
      message: `An account can have at most ${PROFILES_MAX} profiles`,
    });
    await expect(caller(u.token).profiles.create({ ...kid, name: 'Sixth' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const list = (await http.list(u.auth)).body.data.profiles as PublicProfile[];
    expect(list.map((p) => p.name)).toEqual([u.user.username, 'P1', 'P2', 'P3', 'P4']);
    // A freed place is taken again (the lowest free position).
    expect((await http.remove(u.auth, made[1]!.id)).status).toBe(200);
    expect((await http.create(u.auth, { ...kid, name: 'Again' })).status).toBe(201);
    const again = (await http.list(u.auth)).body.data.profiles as PublicProfile[];
    expect(again.map((p) => p.name)).toEqual([u.user.username, 'P1', 'Again', 'P3', 'P4']);
  });

  it('counts under a lock: 8 parallel creations leave exactly the limit', async () => {
    const u = await insertUser(t.deps);
    const statuses = (
      await Promise.all(Array.from({ length: 8 }, (_, i) => http.create(u.auth, { ...kid, name: `K${i}` })))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PROFILES_MAX - 1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(8 - (PROFILES_MAX - 1));
    const rows = await t.deps.database.db
      .select({ id: profilesTable.id })
      .from(profilesTable)
      .where(eq(profilesTable.userId, u.user.id));
    expect(rows).toHaveLength(PROFILES_MAX);
  });

  it('answers invalid input with 400 and messages under each field, on both doors', async () => {
    const u = await insertUser(t.deps);
    const res = await http.create(u.auth, { name: '', avatar: 'unicorn', maturity: 'x', pin: '12a4' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['Profile name must be 1 to 30 characters'],
      avatar: ['Choose one of the avatars'],
      maturity: ['Choose a maturity level: Kids, Family, Teen or Adult'],
      pin: ['A PIN is 4 digits'],
    });
    const tooLong = await http.update(u.auth, u.user.id, { name: 'x'.repeat(31) });
    expect(tooLong.body.errors).toEqual({ name: ['Profile name must be 1 to 30 characters'] });
    const badId = await http.update(u.auth, 'no.such', { name: 'ok' });
    expect(badId.status).toBe(400);
    const e = await caller(u.token)
      .profiles.create({ name: '', avatar: 'red', maturity: 'adult' })
      .catch((x: TRPCError & { shape?: unknown }) => x);
    expect(e).toMatchObject({ code: 'BAD_REQUEST' });
    const viaHttp = await t
      .http()
      .post('/trpc/profiles.create')
      .set(u.auth)
      .set(json)
      .send({ name: 'ok', avatar: 'red', maturity: 'kids', pin: '1234' });
    expect(viaHttp.status).toBe(400);
    expect(viaHttp.body.error.data.fieldErrors).toEqual({ pin: ['A Kids profile cannot have a PIN'] });
  });

  it('updates name, avatar and language; sets and removes a PIN', async () => {
    const u = await insertUser(t.deps);
    const p = (await http.create(u.auth, teen)).body.data as PublicProfile;
    const res = await http.update(u.auth, p.id, {
      name: ' Ada ',
      avatar: 'cat',
      language: 'fr',
      pin: '4321',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile updated' });
    expect(res.body.data).toEqual({ ...p, name: 'Ada', avatar: 'cat', language: 'fr', hasPin: true });
    const row = await t.deps.database.db
      .select({ pinHash: profilesTable.pinHash })
      .from(profilesTable)
      .where(eq(profilesTable.id, p.id));
    expect(row[0]?.pinHash).toMatch(/^\$argon2id\$/);
    const cleared = await caller(u.token).profiles.update({ id: p.id, pin: null, language: null });
    expect(cleared).toMatchObject({ hasPin: false, language: null });
    expect(JSON.stringify((await http.list(u.auth)).body)).not.toContain('argon2');
  });

  it("keeps one interface language per profile: the form's and the language menu's are the same value", async () => {
    const u = await insertUser(t.deps);
    const p = await caller(u.token).profiles.create({ ...teen, language: 'ja' });
    await caller(u.token).profiles.switch({ id: p.id });
    expect(await caller(u.token).preferences.get()).toEqual({ language: 'ja' });
    // The menu saves the whole set; the profile then reads the new language.
    const { DEFAULT_PREFERENCES } = await import('../../src/shared/preferences');
    await caller(u.token).preferences.save({ ...DEFAULT_PREFERENCES, language: 'ar' });
    const listed = await caller(u.token).profiles.list();
    expect(listed.profiles.find((x) => x.id === p.id)?.language).toBe('ar');
    // The main profile kept its own (none).
    expect(listed.profiles.find((x) => x.main)?.language).toBeNull();
  });

  it('switches to a profile without a PIN at once, and to one with a PIN only with it', async () => {
    const u = await insertUser(t.deps);
    const other = await createSessionFor(t.deps.lucia, u.user.id);
    const kids = (await http.create(u.auth, kid)).body.data as PublicProfile;
    const locked = (await http.create(u.auth, { ...teen, pin: '2468' })).body.data as PublicProfile;
    expect(await claim(u.token)).toEqual({ profileId: u.user.id, maturity: 'adult', level: 'adult' });

    const toKids = await http.switch(u.auth, kids.id);
    expect(toKids.status).toBe(200);
    expect(toKids.body).toMatchObject({ data: kids, message: 'Now watching as Kid' });
    expect(await claim(u.token)).toEqual({ profileId: kids.id, maturity: 'kids', level: 'kids' });
    expect((await caller(u.token).profiles.list()).current).toBe(kids.id);
    // Only this session moved.
    expect(await claim(other)).toEqual({ profileId: u.user.id, maturity: 'adult', level: 'adult' });

    const missing = await http.switch(u.auth, locked.id);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ pin: ['This profile is locked: enter its PIN'] });
    const wrong = await http.switch(u.auth, locked.id, { pin: '1111' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: 'Wrong PIN', errors: { pin: ['Wrong PIN'] } });
    expect(await claim(u.token)).toMatchObject({ profileId: kids.id });
    await expect(caller(u.token).profiles.switch({ id: locked.id, pin: '0000' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await caller(u.token).profiles.switch({ id: locked.id, pin: '2468' })).toEqual(locked);
    expect(await claim(u.token)).toEqual({ profileId: locked.id, maturity: 'teen', level: 'teen' });
    // Back to the main profile: the session names none again.
    expect((await http.switch(u.auth, u.user.id)).status).toBe(200);
    expect(await claim(u.token)).toEqual({ profileId: u.user.id, maturity: 'adult', level: 'adult' });
  });

  it("never reaches another account's profiles (404, never 500)", async () => {
    const alice = await insertUser(t.deps);
    const bob = await insertUser(t.deps);
    const hers = (await http.create(alice.auth, teen)).body.data as PublicProfile;
    for (const id of [hers.id, alice.user.id]) {
      expect((await http.switch(bob.auth, id)).status).toBe(404);
      expect((await http.update(bob.auth, id, { name: 'Mine' })).status).toBe(404);
      expect((await http.remove(bob.auth, id)).status).toBe(404);
      expect(await codeOf(caller(bob.token).profiles.switch({ id }))).toBe('NOT_FOUND');
    }
    expect(await claim(bob.token)).toMatchObject({ profileId: bob.user.id });
    const names = ((await http.list(bob.auth)).body.data.profiles as PublicProfile[]).map((p) => p.id);
    expect(names).toEqual([bob.user.id]);
    const admin = await insertUser(t.deps, { role: 'owner' });
    // The owner's reset names the account too: a profile of another account is not found.
    expect(
      (await t.http().post(`/api/admin/users/${bob.user.id}/profiles/${hers.id}/reset-pin`).set(admin.auth))
        .status,
    ).toBe(404);
  });

  describe('level rules', () => {
    it("a new level needs the acting profile's PIN when it has one", async () => {
      const u = await insertUser(t.deps);
      const p = (await http.create(u.auth, teen)).body.data as PublicProfile;
      // No PIN on the acting (main) profile: no currentPin asked.
      expect((await http.update(u.auth, p.id, { maturity: 'family' })).status).toBe(200);
      expect((await http.update(u.auth, u.user.id, { pin: '1357' })).status).toBe(200);
      const missing = await http.update(u.auth, p.id, { maturity: 'teen' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({
        currentPin: ['Enter the PIN of the profile you are using to make this change'],
      });
      const wrong = await http.update(u.auth, p.id, { maturity: 'teen', currentPin: '0000' });
      expect(wrong.body.errors).toEqual({ currentPin: ['Wrong PIN'] });
      // A name alone needs no PIN.
      expect((await http.update(u.auth, p.id, { name: 'Renamed' })).status).toBe(200);
      const right = await http.update(u.auth, p.id, { maturity: 'teen', currentPin: '1357' });
      expect(right.body.data).toMatchObject({ maturity: 'teen', name: 'Renamed' });
      // New profiles and deletions ask it too.
      expect((await http.create(u.auth, kid)).body.errors).toHaveProperty('currentPin');
      expect((await http.remove(u.auth, p.id)).body.errors).toHaveProperty('currentPin');
      expect((await http.remove(u.auth, p.id, { currentPin: '1357' })).status).toBe(200);
    });

    it("never goes above the acting profile's level, nor touches a profile above it", async () => {
      const u = await insertUser(t.deps);
      const teenP = (await http.create(u.auth, teen)).body.data as PublicProfile;
      const family = (await http.create(u.auth, { ...teen, name: 'Fam', maturity: 'family' })).body
        .data as PublicProfile;
      await http.switch(u.auth, teenP.id);
      const raise = await http.update(u.auth, family.id, { maturity: 'adult' });
      expect(raise.status).toBe(400);
      expect(raise.body.errors).toEqual({
        maturity: ['A profile cannot get a maturity level above that of the profile you are using'],
      });
      expect((await http.update(u.auth, teenP.id, { maturity: 'adult' })).status).toBe(400);
      expect((await http.create(u.auth, { ...teen, name: 'Grown', maturity: 'adult' })).status).toBe(400);
      expect((await http.update(u.auth, family.id, { maturity: 'teen' })).status).toBe(200);
      // The main (Adult) profile is above a Teen one: no edit, no PIN change.
      const main = await http.update(u.auth, u.user.id, { pin: '1111' });
      expect(main.status).toBe(403);
      expect(main.body.message).toBe(
        "This profile's maturity level is above yours: switch to a profile that may change it",
      );
      expect(await codeOf(caller(u.token).profiles.update({ id: u.user.id, maturity: 'teen' }))).toBe(
        'FORBIDDEN',
      );
    });

    it('keeps the main profile off Kids, and a Kids profile without a PIN', async () => {
      const u = await insertUser(t.deps);
      const main = await http.update(u.auth, u.user.id, { maturity: 'kids' });
      expect(main.status).toBe(400);
      expect(main.body.errors).toEqual({ maturity: ['The main profile cannot be a Kids profile'] });
      const p = (await http.create(u.auth, { ...teen, pin: '9999' })).body.data as PublicProfile;
      expect((await http.update(u.auth, p.id, { maturity: 'kids', pin: '1234' })).status).toBe(400);
      // Becoming Kids drops the PIN it had.
      const now = await http.update(u.auth, p.id, { maturity: 'kids' });
      expect(now.body.data).toMatchObject({ maturity: 'kids', hasPin: false });
      expect((await http.update(u.auth, p.id, { pin: '1234' })).body.errors).toEqual({
        pin: ['A Kids profile cannot have a PIN'],
      });
    });

    it('evicts the sessions on a profile whose level changed: the next request sees the new level', async () => {
      const u = await insertUser(t.deps);
      const viewer = await createSessionFor(t.deps.lucia, u.user.id);
      const p = (await http.create(u.auth, teen)).body.data as PublicProfile;
      await http.switch({ Authorization: `Bearer ${viewer}` }, p.id);
      expect(await claim(viewer)).toMatchObject({ maturity: 'teen' });
      expect((await http.update(u.auth, p.id, { maturity: 'kids' })).status).toBe(200);
      expect(await claim(viewer)).toEqual({ profileId: p.id, maturity: 'kids', level: 'kids' });
    });
  });

  describe('removal', () => {
    it('never deletes the main profile', async () => {
      const u = await insertUser(t.deps);
      const res = await http.remove(u.auth, u.user.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('The main profile cannot be deleted');
      expect(await codeOf(caller(u.token).profiles.remove({ id: u.user.id }))).toBe('FORBIDDEN');
    });

    it('moves the sessions that used a deleted profile back to the first one', async () => {
      const u = await insertUser(t.deps);
      const viewer = await createSessionFor(t.deps.lucia, u.user.id);
      const p = (await http.create(u.auth, kid)).body.data as PublicProfile;
      await http.switch({ Authorization: `Bearer ${viewer}` }, p.id);
      expect(await claim(viewer)).toMatchObject({ profileId: p.id, maturity: 'kids' });
      await caller(u.token).profiles.remove({ id: p.id });
      expect(await claim(viewer)).toEqual({ profileId: u.user.id, maturity: 'adult', level: 'adult' });
      expect((await http.remove(u.auth, p.id)).status).toBe(404);
    });
  });

  describe('a Kids profile', () => {
    /** An owner's session moved to a Kids profile of the same account. */
    const kidsOwner = async () => {
      const owner = await insertUser(t.deps, { role: 'owner' });
      const p = (await http.create(owner.auth, kid)).body.data as PublicProfile;
      expect((await http.switch(owner.auth, p.id)).status).toBe(200);
      return { ...owner, kidsId: p.id };
    };

    it('of an owner gets 403 from the admin panel, REST and tRPC', async () => {
      const o = await kidsOwner();
      for (const path of ['/api/admin/users', '/api/admin/stats'])
        expect((await t.http().get(path).set(o.auth)).status).toBe(403);
      const reset = await t
        .http()
        .post(`/api/admin/users/${o.user.id}/profiles/${o.user.id}/reset-pin`)
        .set(o.auth);
      expect(reset.status).toBe(403);
      expect(reset.body.message).toBe('A Kids profile cannot open this. Switch to another profile.');
      expect(await codeOf(caller(o.token).admin.users())).toBe('FORBIDDEN');
      expect(await codeOf(caller(o.token).admin.stats())).toBe('FORBIDDEN');
      expect(
        await codeOf(caller(o.token).admin.resetProfilePin({ userId: o.user.id, profileId: o.user.id })),
      ).toBe('FORBIDDEN');
    });

    it("gets 403 from the account's changes and profile edits, and may still list, switch, read me and sign out", async () => {
      const o = await kidsOwner();
      const put = await t
        .http()
        .put('/api/auth/update-profile')
        .set(o.auth)
        .set(json)
        .send({ username: 'renamed' });
      expect(put.status).toBe(403);
      expect(await codeOf(caller(o.token).auth.updateProfile({ username: 'renamed' }))).toBe('FORBIDDEN');
      expect((await http.create(o.auth, kid)).status).toBe(403);
      expect((await http.update(o.auth, o.kidsId, { name: 'x' })).status).toBe(403);
      expect((await http.remove(o.auth, o.kidsId)).status).toBe(403);
      expect(await codeOf(caller(o.token).profiles.create(kid))).toBe('FORBIDDEN');
      expect(await codeOf(caller(o.token).profiles.update({ id: o.kidsId, name: 'x' }))).toBe('FORBIDDEN');
      expect(await codeOf(caller(o.token).profiles.remove({ id: o.kidsId }))).toBe('FORBIDDEN');
      expect((await http.list(o.auth)).status).toBe(200);
      expect((await caller(o.token).auth.me())?.id).toBe(o.user.id);
      expect((await t.http().get('/api/auth/verify').set(o.auth)).status).toBe(200);
      expect((await http.switch(o.auth, o.user.id)).status).toBe(200);
      expect((await t.http().get('/api/admin/users').set(o.auth)).status).toBe(200);
      await http.switch(o.auth, o.kidsId);
      expect((await t.http().post('/api/auth/logout').set(o.auth)).status).toBe(200);
    });
  });

  describe('PIN guesses', () => {
    it(`lets at most ${LIMIT} of 100 parallel wrong PINs reach the check; the rest are 429 with Retry-After`, async () => {
      const u = await insertUser(t.deps);
      const p = (await http.create(u.auth, { ...teen, pin: '8642' })).body.data as PublicProfile;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => http.switch(u.auth, p.id, { pin: String(1000 + i) })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);
      const refused = answers.find((r) => r.status === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      // Locked until the window passes: the right PIN too, on both doors.
      expect((await http.switch(u.auth, p.id, { pin: '8642' })).status).toBe(429);
      expect(await codeOf(caller(u.token).profiles.switch({ id: p.id, pin: '8642' }))).toBe(
        'TOO_MANY_REQUESTS',
      );
      expect(await claim(u.token)).toMatchObject({ profileId: u.user.id });
      // The account's budget is spent too: another locked profile of it is refused as well,
      // while a profile without a PIN still opens (no guess is made).
      const second = (await http.create(u.auth, { ...teen, name: 'Two', pin: '1357' })).body
        .data as PublicProfile;
      expect((await http.switch(u.auth, second.id, { pin: '1357' })).status).toBe(429);
      const open = (await http.create(u.auth, kid)).body.data as PublicProfile;
      expect((await http.switch(u.auth, open.id)).status).toBe(200);
    });

    it('gives a right PIN its point back, and counts tRPC guesses on the same budget', async () => {
      const u = await insertUser(t.deps);
      const p = (await http.create(u.auth, { ...teen, pin: '2222' })).body.data as PublicProfile;
      for (let i = 0; i < LIMIT - 1; i++)
        expect(await codeOf(caller(u.token).profiles.switch({ id: p.id, pin: '0000' }))).toBe('BAD_REQUEST');
      for (let i = 0; i < 3; i++) expect((await http.switch(u.auth, p.id, { pin: '2222' })).status).toBe(200);
      expect((await http.switch(u.auth, p.id, { pin: '0000' })).status).toBe(400);
      const over = await t
        .http()
        .post('/trpc/profiles.switch')
        .set(u.auth)
        .set(json)
        .send({ id: p.id, pin: '0000' });
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('admin', () => {
    it("lists each user's profile count in one answer", async () => {
      const owner = await insertUser(t.deps, { role: 'owner' });
      const u = await insertUser(t.deps);
      await http.create(u.auth, kid);
      await http.create(u.auth, teen);
      const all = (await t.http().get('/api/admin/users').set(owner.auth)).body.data as Array<{
        id: string;
        profileCount: number;
      }>;
      expect(all.find((x) => x.id === u.user.id)?.profileCount).toBe(3);
      expect(all.find((x) => x.id === owner.user.id)?.profileCount).toBe(1);
      const page = await caller(owner.token).admin.usersPaginated({ search: u.user.username });
      expect(page.users).toEqual([expect.objectContaining({ id: u.user.id, profileCount: 3 })]);
    });

    it('lets the owner alone reset a profile PIN, which evicts the sessions', async () => {
      const owner = await insertUser(t.deps, { role: 'owner' });
      const admin = await insertUser(t.deps, { role: 'admin' });
      const u = await insertUser(t.deps);
      const p = (await http.create(u.auth, { ...teen, pin: '4444' })).body.data as PublicProfile;
      const path = `/api/admin/users/${u.user.id}/profiles/${p.id}/reset-pin`;
      expect((await t.http().post(path).set(admin.auth)).status).toBe(403);
      expect(
        await codeOf(caller(admin.token).admin.resetProfilePin({ userId: u.user.id, profileId: p.id })),
      ).toBe('FORBIDDEN');
      expect((await t.http().post(path).set(u.auth)).status).toBe(403);
      const res = await t.http().post(path).set(owner.auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Profile PIN removed',
        data: { profile: { id: p.id, hasPin: false } },
      });
      expect((await http.switch(u.auth, p.id)).status).toBe(200);
      await http.update(u.auth, p.id, { pin: '5555' });
      const viaTrpc = await caller(owner.token).admin.resetProfilePin({ userId: u.user.id, profileId: p.id });
      expect(viaTrpc.profile.hasPin).toBe(false);
      // The owner picks the profile from the account's list; an admin cannot read it.
      const listed = await caller(owner.token).admin.userProfiles({ id: u.user.id });
      expect(listed.map((x) => [x.name, x.maturity, x.main])).toEqual([
        [u.user.username, 'adult', true],
        [p.name, 'teen', false],
      ]);
      expect(await codeOf(caller(admin.token).admin.userProfiles({ id: u.user.id }))).toBe('FORBIDDEN');
      expect(
        (await t.http().post(`/api/admin/users/${u.user.id}/profiles/bad.id/reset-pin`).set(owner.auth))
          .status,
      ).toBe(400);
    });
  });
});
