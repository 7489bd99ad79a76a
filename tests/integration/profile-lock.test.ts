import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { PublicProfile } from '../../src/shared/profiles';
import { POPULAR_SEARCHES } from '../../src/shared/search-suggestions';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * The Kids lock (issue 36): the profiles above a Kids profile locked with one PIN, and leaving
 * a Kids profile for a locked one refused by the server without its right PIN (a 400 naming
 * `pin`, in words); the Search page's suggestions and results kept to the session's level.
 */
const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };
const PIN = '4826';

describe.each(dbKinds)('the Kids lock (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const caller = (token: string) =>
    createCaller(createContextFor(t.deps, { headers: { authorization: `Bearer ${token}` } }));
  const create = (auth: Auth, body: object) => t.http().post('/api/profiles').set(auth).set(json).send(body);
  const lock = (auth: Auth, body: object) =>
    t.http().post('/api/profiles/lock').set(auth).set(json).send(body);
  const switchTo = (auth: Auth, id: string, body?: object) => {
    const req = t.http().post(`/api/profiles/${id}/switch`).set(auth);
    return body ? req.set(json).send(body) : req;
  };
  const list = async (auth: Auth) =>
    (await t.http().get('/api/profiles').set(auth)).body.data as {
      profiles: PublicProfile[];
      current: string;
    };

  /** An account with its main profile, a Family profile and a Kids one, on the main profile. */
  async function family() {
    const u = await insertUser(t.deps);
    const fam = (await create(u.auth, { name: 'Sam', avatar: 'teal', maturity: 'family' })).body
      .data as PublicProfile;
    const kid = (await create(u.auth, { name: 'Pip', avatar: 'cat', maturity: 'kids' })).body
      .data as PublicProfile;
    return { ...u, main: u.user.id, fam, kid };
  }

  it('locks the profiles above Kids with one PIN; those with a PIN keep theirs', async () => {
    const u = await family();
    await caller(u.token).profiles.update({ id: u.fam.id, pin: '1111' });
    const res = await lock(u.auth, { ids: [u.main, u.fam.id], pin: PIN });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profiles locked with the PIN');
    const byId = new Map((res.body.data.profiles as PublicProfile[]).map((p) => [p.id, p]));
    expect(byId.get(u.main)?.hasPin).toBe(true);
    expect(byId.get(u.kid.id)?.hasPin).toBe(false);
    // Sam kept its own PIN: the new one does not open it, its own does.
    expect((await switchTo(u.auth, u.fam.id, { pin: PIN })).status).toBe(400);
    expect((await switchTo(u.auth, u.fam.id, { pin: '1111' })).status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('pinHash');
  });

  it('refuses to lock a Kids profile, an unknown one, a bad PIN, or without the acting PIN', async () => {
    const u = await family();
    const kids = await lock(u.auth, { ids: [u.main, u.kid.id], pin: PIN });
    expect(kids.status).toBe(400);
    expect(kids.body.errors?.ids ?? kids.body.message).toBeTruthy();
    expect((await list(u.auth)).profiles.every((p) => !p.hasPin)).toBe(true);
    expect((await lock(u.auth, { ids: ['nope'], pin: PIN })).status).toBe(404);
    const bad = await lock(u.auth, { ids: [u.main], pin: '12a4' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/PIN/);
    expect((await lock(u.auth, { ids: [], pin: PIN })).status).toBe(400);
    // Once the main profile has a PIN, locking another needs it.
    expect((await lock(u.auth, { ids: [u.main], pin: PIN })).status).toBe(200);
    const without = await lock(u.auth, { ids: [u.fam.id], pin: PIN });
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('Enter the PIN of the profile you are using to make this change');
    expect((await lock(u.auth, { ids: [u.fam.id], pin: PIN, currentPin: '0000' })).status).toBe(400);
    expect((await lock(u.auth, { ids: [u.fam.id], pin: PIN, currentPin: PIN })).status).toBe(200);
  });

  it('a Kids session cannot lock (403), and leaving it for a locked profile needs the right PIN', async () => {
    const u = await family();
    expect((await lock(u.auth, { ids: [u.main, u.fam.id], pin: PIN })).status).toBe(200);
    expect((await switchTo(u.auth, u.kid.id)).status).toBe(200);
    expect((await lock(u.auth, { ids: [u.main], pin: '0000' })).status).toBe(403);

    // REST: no PIN and a wrong PIN are refused with a 400 naming `pin`, and the session stays Kids.
    const none = await switchTo(u.auth, u.main);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, message: 'This profile is locked: enter its PIN' });
    expect(none.body.errors).toMatchObject({ pin: ['This profile is locked: enter its PIN'] });
    const wrong = await switchTo(u.auth, u.main, { pin: '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Wrong PIN');
    const toFamily = await switchTo(u.auth, u.fam.id);
    expect(toFamily.status).toBe(400);
    expect((await list(u.auth)).current).toBe(u.kid.id);

    // tRPC: the same rule through the same service.
    await expect(caller(u.token).profiles.switch({ id: u.main })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller(u.token).profiles.switch({ id: u.main, pin: '9999' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await list(u.auth)).current).toBe(u.kid.id);

    // The right PIN opens it.
    const right = await switchTo(u.auth, u.main, { pin: PIN });
    expect(right.status).toBe(200);
    expect((await list(u.auth)).current).toBe(u.main);
  });

  it("offers the spec's searches to Adult and visitors, and a Kids profile only titles it can find", async () => {
    const u = await family();
    const adult = await caller(u.token).catalogue.suggestions();
    expect(adult).toEqual([...POPULAR_SEARCHES]);
    const visitor = createCaller(createContextFor(t.deps, { headers: {} }));
    expect(await visitor.catalogue.suggestions()).toEqual(adult);

    await switchTo(u.auth, u.kid.id);
    const kids = await caller(u.token).catalogue.suggestions();
    expect(kids.length).toBeGreaterThanOrEqual(4);
    for (const adultOnly of ['Breaking Bad', 'John Wick', 'Game of Thrones'])
      expect(kids).not.toContain(adultOnly);
    // Each one, searched on this profile, finds a title of that name.
    for (const q of kids) {
      const found = await caller(u.token).catalogue.search({ query: q });
      expect(found.results.map((r) => r.title.toLowerCase())).toContain(q.toLowerCase());
      expect(found.keptToLevel).toBe('kids');
    }
    // An adult title finds nothing here, and the answer says the level kept it out.
    const none = await caller(u.token).catalogue.search({ query: 'Breaking Bad' });
    expect(none.results.filter((r) => r.title === 'Breaking Bad')).toEqual([]);
    expect(none.keptToLevel).toBe('kids');
    // Adult answers carry no level.
    expect((await visitor.catalogue.search({ query: 'Breaking Bad' })).keptToLevel).toBeUndefined();
  });
});
