import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { profiles } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import type { MaturityLevel } from '../../src/shared/profiles';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * The profile in use costs a request no extra round trip: the statement that reads the session
 * and its user also reads its profile's id and level. Counted at the database driver, with the
 * session cache holding nothing past a millisecond, so every request reads its session afresh.
 */
describe.each(dbKinds)('the session lookup carries the profile (%s)', (kind) => {
  let t: TestApp;
  let first: string;
  let kids: string;
  let teen: string;

  async function profileSession(userId: string, maturity: MaturityLevel, position: number) {
    const id = randomUUID();
    await t.deps.database.db
      .insert(profiles)
      .values({ id, userId, name: `${maturity} ${position}`, avatar: 'blue', maturity, position });
    const token = await createSessionFor(t.deps.lucia, userId);
    await t.deps.sessions.setProfile(sessionIdFromToken(token), id);
    return token;
  }

  /** The SQL text of every statement sent to the database while `run` ran. */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    type Driver = Record<'query' | 'unsafe', (...args: unknown[]) => unknown>;
    const client = (t.deps.database.db as unknown as { $client: Driver }).$client;
    const spy = vi.spyOn(client, kind === 'pglite' ? 'query' : 'unsafe');
    try {
      await run();
      return spy.mock.calls.map((call) => String(call[0]));
    } finally {
      spy.mockRestore();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { sessionCache: { ttlMs: 1 } });
    const alice = await insertUser(t.deps);
    first = alice.token;
    kids = await profileSession(alice.user.id, 'kids', 1);
    teen = await profileSession(alice.user.id, 'teen', 2);
  });
  afterAll(() => t?.close());

  it('reads the session, its user and its profile in one statement, whichever profile is in use', async () => {
    const me = (token: string) =>
      statementsOf(async () => {
        const res = await t.http().get('/api/auth/verify').set('Authorization', `Bearer ${token}`);
        expect(res.status).toBe(200);
      });
    const counts: number[] = [];
    for (const token of [first, kids, teen]) {
      // Past the cache's millisecond: this request reads its session from the database.
      await new Promise((r) => setTimeout(r, 5));
      const statements = await me(token);
      const touching = statements.filter((s) => /"sessions"|"profiles"/.test(s));
      expect(touching, statements.join('\n')).toHaveLength(1);
      expect(touching[0]).toMatch(/"sessions"[\s\S]*join "users"[\s\S]*join "profiles"/);
      counts.push(statements.length);
    }
    // A Kids or Teen profile costs the request exactly what the first profile does.
    expect(new Set(counts).size).toBe(1);
  });
});
