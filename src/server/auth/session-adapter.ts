import { eq, lte, sql } from 'drizzle-orm';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** Only these columns ever leave the db layer for a user, a session's user included. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  isPremium: users.isPremium,
  createdAt: users.createdAt,
} as const;

const sessionColumns = { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt } as const;

/** The session row with its user's public columns: one indexed join, planned once per connection. */
const sessionLookupStatement = (db: Db) =>
  db
    .select({ ...sessionColumns, user: publicUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_lookup');

/** Our sessions have no attributes of their own; lucia's shape wants the field anyway. */
const toDatabaseSession = (s: { id: string; userId: string; expiresAt: Date }): DatabaseSession => ({
  ...s,
  attributes: {},
});

/**
 * lucia's storage, on the sessions table. Deciding whether a session is valid, and when
 * to extend it, is left to lucia: this only reads and writes rows. The lookup is the path
 * of every signed-in request, so it is one prepared join that reads only the public user
 * columns (the drizzle adapter built its query anew each time and read whole rows).
 */
export class SessionAdapter implements Adapter {
  private readonly lookup;

  constructor(private readonly db: Db) {
    this.lookup = sessionLookupStatement(db);
  }

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const [row] = await this.lookup.execute({ id: sessionId });
    if (!row) return [null, null];
    const { user, ...session } = row;
    const { id, ...attributes } = user;
    return [toDatabaseSession(session), { id, attributes }];
  }

  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.db.select(sessionColumns).from(sessions).where(eq(sessions.userId, userId));
    return rows.map(toDatabaseSession);
  }

  async setSession(session: DatabaseSession): Promise<void> {
    const { id, userId, expiresAt } = session;
    await this.db.insert(sessions).values({ id, userId, expiresAt });
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async deleteExpiredSessions(): Promise<void> {
    // lucia's own test: a session is over once now reaches expiresAt.
    await this.db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
  }
}
