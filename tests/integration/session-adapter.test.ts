import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppLucia, createLucia, SESSION_DAYS, sessionIdFromToken } from '../../src/server/auth/lucia';
import { SessionCache } from '../../src/server/auth/session-cache';
import { SessionStore } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema';
import { authenticate, createSessionFor, createUser } from '../../src/server/features/auth/service';
import { userFields } from '../factories/user';
import { dbKinds, openTestDatabase } from '../helpers/db';

/**
 * Our lucia adapter stores rows and lucia decides: these go through lucia's own calls
 * (validateSession, invalidateUserSessions, deleteExpiredSessions) to show that its rules
 * hold on our sessions table, on both databases, with the session cache in front of it.
 */
const DAY = 86_400_000;
const TERM = SESSION_DAYS * DAY;

describe.each(dbKinds)('sessions through lucia (%s)', (kind) => {
  let database: Database;
  let lucia: AppLucia;
  let store: SessionStore;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    store = new SessionStore({ db: database.db, cache: new SessionCache() });
    lucia = createLucia(store);
  });
  afterAll(() => database?.close());

  const newUser = () => createUser({ db: database.db, lucia, sessions: store }, userFields());
  const rowOf = async (token: string) => {
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(token)));
    return row;
  };
  const endsIn = (token: string, ms: number) =>
    store.setExpiry(sessionIdFromToken(token), new Date(Date.now() + ms));

  it('stores only the hash of the token and resolves the token to its public user', async () => {
    const user = await newUser();
    const token = await createSessionFor(lucia, user.id);
    const all = await database.db.select({ id: sessions.id }).from(sessions);
    expect(all.map((s) => s.id)).toContain(sessionIdFromToken(token));
    expect(all.map((s) => s.id)).not.toContain(token);
    const auth = await authenticate(lucia, token);
    expect(auth?.user).toEqual(user);
    expect(auth?.user).not.toHaveProperty('passwordHash');
    expect(auth?.session).toMatchObject({ id: sessionIdFromToken(token), userId: user.id, fresh: false });
    expect(await authenticate(lucia, `${token}x`)).toBeNull();
    expect(await authenticate(lucia, null)).toBeNull();
  });

  it('refuses an expired session and deletes it', async () => {
    const token = await createSessionFor(lucia, (await newUser()).id);
    await endsIn(token, -1000);
    expect(await authenticate(lucia, token)).toBeNull();
    expect(await rowOf(token)).toBeUndefined();
  });

  it('extends a session used in the second half of its life to a full term, and not before', async () => {
    const token = await createSessionFor(lucia, (await newUser()).id);
    await endsIn(token, TERM / 2 + DAY);
    const early = await authenticate(lucia, token);
    expect(early?.session.fresh).toBe(false);
    const kept = (await rowOf(token))!.expiresAt.getTime();
    expect(kept).toBeLessThan(Date.now() + TERM / 2 + 2 * DAY);

    await endsIn(token, TERM / 2 - DAY);
    const before = Date.now();
    const late = await authenticate(lucia, token);
    expect(late?.session.fresh).toBe(true);
    const extended = (await rowOf(token))!.expiresAt.getTime();
    expect(extended).toBe(late!.session.expiresAt.getTime());
    expect(extended).toBeGreaterThanOrEqual(before + TERM);
    expect(extended).toBeLessThanOrEqual(Date.now() + TERM);
  });

  it('lists and ends all sessions of one user, leaving other users signed in', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const aTokens = [await createSessionFor(lucia, a.id), await createSessionFor(lucia, a.id)];
    const bToken = await createSessionFor(lucia, b.id);
    const listed = await lucia.getUserSessions(a.id);
    expect(listed.map((s) => s.id).sort()).toEqual(aTokens.map(sessionIdFromToken).sort());

    await lucia.invalidateUserSessions(a.id);
    for (const token of aTokens) expect(await authenticate(lucia, token)).toBeNull();
    expect(await lucia.getUserSessions(a.id)).toEqual([]);
    expect((await authenticate(lucia, bToken))?.user.id).toBe(b.id);
  });

  it('deletes expired sessions in bulk and keeps live ones', async () => {
    const user = await newUser();
    const [over, live] = [await createSessionFor(lucia, user.id), await createSessionFor(lucia, user.id)];
    await endsIn(over, -DAY);
    await lucia.deleteExpiredSessions();
    expect(await rowOf(over)).toBeUndefined();
    expect(await rowOf(live)).toBeDefined();
  });
});
