import type { MaturityLevel } from '@shared/profiles';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import type { SessionStore } from './sessions';

export { publicUserColumns } from './sessions';

/** A session's own attributes: the profile in use and its maturity level (read with the session). */
const toDatabaseSession = (
  s: { id: string; userId: string; expiresAt: Date },
  profile?: { profileId: string; maturity: MaturityLevel },
): DatabaseSession => ({
  ...s,
  attributes: profile ?? { profileId: s.userId, maturity: 'adult' },
});

/**
 * lucia's storage. Deciding whether a session is valid, and when to extend it, is left to
 * lucia: this only reads and writes, through the session store, so lucia's own writes (an
 * extension, the deletion of an expired session, sign-outs) are evicted like every other
 * change, and its reads come from the store's cache when they can.
 */
export class SessionAdapter implements Adapter {
  constructor(private readonly store: SessionStore) {}

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const s = await this.store.lookup(sessionId);
    if (!s) return [null, null];
    return [
      toDatabaseSession(
        { id: s.sessionId, userId: s.userId, expiresAt: new Date(s.expiresAt) },
        { profileId: s.profileId, maturity: s.maturity },
      ),
      {
        id: s.userId,
        attributes: {
          username: s.username,
          email: s.email,
          role: s.role,
          isPremium: s.isPremium,
          createdAt: new Date(s.createdAt),
        },
      },
    ];
  }

  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    return (await this.store.userSessions(userId)).map((s) => toDatabaseSession(s));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    const { id, userId, expiresAt } = session;
    await this.store.create({ id, userId, expiresAt });
  }

  updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    return this.store.setExpiry(sessionId, expiresAt);
  }

  deleteSession(sessionId: string): Promise<void> {
    return this.store.signOut(sessionId);
  }

  deleteUserSessions(userId: string): Promise<void> {
    return this.store.signOutEverywhere(userId);
  }

  deleteExpiredSessions(): Promise<void> {
    // lucia's own test: a session is over once now reaches expiresAt.
    return this.store.deleteExpired();
  }
}
