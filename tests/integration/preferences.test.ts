import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { DEFAULT_PREFERENCES, type Preferences } from '../../src/shared/schemas/preferences';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
const mine: Preferences = { ...DEFAULT_PREFERENCES, volume: 35, defaultServer: 2, autoNext: false };

describe.each(dbKinds)('account preferences over tRPC (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token?: string) => {
    const r = t.http().get('/trpc/preferences.get');
    return token ? r.set('Authorization', `Bearer ${token}`) : r;
  };
  const save = (body: unknown, token?: string) => {
    const r = t.http().post('/trpc/preferences.save').set(json);
    return (token ? r.set('Authorization', `Bearer ${token}`) : r).send(body as object);
  };

  it('answers UNAUTHORIZED to get and save without a session', async () => {
    expect((await get()).status).toBe(401);
    const res = await save(mine);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Authentication required');
  });

  it('answers null for an account that never saved any', async () => {
    const { token } = await insertUser(t.deps);
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toBeNull();
  });

  it('saves a complete set and answers it back, per account', async () => {
    const a = await insertUser(t.deps);
    const b = await insertUser(t.deps);
    const res = await save(mine, a.token);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ preferences: mine, message: 'Preference updated successfully' });
    expect((await get(a.token)).body.result.data).toEqual(mine);
    expect((await get(b.token)).body.result.data).toBeNull();
    // A later save replaces the whole set.
    await save({ ...mine, volume: 90, defaultServer: null }, a.token);
    expect((await get(a.token)).body.result.data).toEqual({ ...mine, volume: 90, defaultServer: null });
  });

  it.each([
    [{ ...mine, volume: 101 }, 'volume', 'Volume must be a whole number from 0 to 100'],
    [{ ...mine, volume: 'loud' }, 'volume', 'Volume must be a whole number from 0 to 100'],
    [{ ...mine, quality: '4k' }, 'quality', undefined],
    [{ ...mine, defaultServer: { id: 1 } }, 'defaultServer', undefined],
    [{ ...mine, autoPlay: 'yes' }, 'autoPlay', undefined],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const { token } = await insertUser(t.deps);
    const res = await save(body, token);
    expect(res.status).toBe(400);
    const fe = res.body.error.data.fieldErrors as Record<string, string[]>;
    expect(fe[field]).toBeDefined();
    if (message) expect(fe[field]).toContain(message);
    expect((await get(token)).body.result.data).toBeNull();
  });

  it('saves the interface language and answers it back; null follows the browser', async () => {
    const { token } = await insertUser(t.deps);
    const arabic: Preferences = { ...mine, language: 'ar' };
    const res = await save(arabic, token);
    expect(res.status).toBe(200);
    expect(res.body.result.data.preferences).toEqual(arabic);
    expect((await get(token)).body.result.data).toEqual(arabic);
    await save({ ...mine, language: null }, token);
    expect((await get(token)).body.result.data.language).toBeNull();
  });

  it.each(['xx', 'pt', 'EN', 7])(
    'answers 400 with a message for the language %j, keeping the saved one',
    async (language) => {
      const { token } = await insertUser(t.deps);
      await save({ ...mine, language: 'ja' }, token);
      const res = await save({ ...mine, language }, token);
      expect(res.status).toBe(400);
      const fe = res.body.error.data.fieldErrors as Record<string, string[]>;
      expect(fe.language).toEqual([
        'Language must be one of en, es, fr, de, pt-BR, ja, ar, or null to follow the browser',
      ]);
      expect(res.body.error.message).toBeTruthy();
      expect((await get(token)).body.result.data.language).toBe('ja');
    },
  );

  it('saves the Region (any case in, uppercase out) and answers it back; null follows the browser', async () => {
    const { token } = await insertUser(t.deps);
    const res = await save({ ...mine, region: 'gb' }, token);
    expect(res.status).toBe(200);
    expect(res.body.result.data.preferences).toEqual({ ...mine, region: 'GB' });
    expect((await get(token)).body.result.data.region).toBe('GB');
    await save({ ...mine, region: null }, token);
    expect((await get(token)).body.result.data.region).toBeNull();
  });

  it.each(['XX', 'EU', 'USA', '', 44])(
    'answers 400 with a message for the region %j, keeping the saved one',
    async (region) => {
      const { token } = await insertUser(t.deps);
      await save({ ...mine, region: 'JP' }, token);
      const res = await save({ ...mine, region }, token);
      expect(res.status).toBe(400);
      const fe = res.body.error.data.fieldErrors as Record<string, string[]>;
      expect(fe.region).toEqual([
        'Region must be a two-letter country code such as US (ISO 3166-1), or null to follow the browser',
      ]);
      expect((await get(token)).body.result.data.region).toBe('JP');
    },
  );

  it('answers 400 for unknown keys and for an incomplete set, storing nothing', async () => {
    const { token } = await insertUser(t.deps);
    const extra = await save({ ...mine, isAdmin: true }, token);
    expect(extra.status).toBe(400);
    const { volume: _v, ...partial } = mine;
    const missing = await save(partial, token);
    expect(missing.status).toBe(400);
    expect(missing.body.error.data.fieldErrors.volume).toBeDefined();
    expect((await get(token)).body.result.data).toBeNull();
  });

  it('answers only the still-valid fields of a value stored by an older build', async () => {
    const { token, user } = await insertUser(t.deps);
    await t.deps.database.db
      .update(profiles)
      .set({ preferences: { volume: 250, theme: 'dark', legacy: 'x', autoNext: false } })
      .where(eq(profiles.id, user.id));
    expect((await get(token)).body.result.data).toEqual({ theme: 'dark', autoNext: false });
    // A complete set saved before the language preference existed reads without it (the
    // client keeps its own and saves the completed set back).
    const { language: _l, ...older } = mine;
    await t.deps.database.db.update(profiles).set({ preferences: older }).where(eq(profiles.id, user.id));
    expect((await get(token)).body.result.data).toEqual(older);
    // A non-object stored by mistake reads as never saved.
    await t.deps.database.db.update(profiles).set({ preferences: 'oops' }).where(eq(profiles.id, user.id));
    expect((await get(token)).body.result.data).toBeNull();
  });
});
