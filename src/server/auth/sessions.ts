import type { MaturityLevel } from '@shared/profiles';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import type { CachedSession, SessionCache } from './session-cache';
import { type Eviction, type EvictionChannel, LocalChannel } from './session-channel';

/**
 * The one way to change a session or what it carries (the user's name, email, role,
 * premium flag, password, the account itself): each method writes the database, then
 * evicts what it changed from this process's session cache and from every other
 * process's, through the eviction channel. Reads go through the cache while the channel
 * listens; while it does not, every read goes to the database and the log says so once.
 */

/** Only these columns ever leave the db layer for a user, a session's user included. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  isPremium: users.isPremium,
  createdAt: users.createdAt,
} as const;

const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
} as const;

/**
 * The session row with its user's public columns and its profile's id and level: two indexed
 * joins in one statement, planned once per connection. A session that names no profile is the
 * account's first, whose id is the account's.
 */
const lookupStatement = (db: Db) =>
  db
    .select({
      ...sessionColumns,
      user: publicUserColumns,
      profile: { id: profiles.id, maturity: profiles.maturity },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sql`coalesce(${sessions.profileId}, ${sessions.userId})`))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_lookup');

export interface SessionStoreOptions {
  db: Db;
  /** None for tools that change sessions but serve nobody (the command line). */
  cache?: SessionCache;
  /** How other processes hear of changes; by default there are none. */
  channel?: EvictionChannel;
  logger?: Logger;
}

export class SessionStore {
  readonly db: Db;
  private readonly cache: SessionCache | undefined;
  private readonly channel: EvictionChannel;
  private readonly lookupRow;

  constructor(opts: SessionStoreOptions) {
    this.db = opts.db;
    this.cache = opts.cache;
    this.channel = opts.channel ?? new LocalChannel();
    this.lookupRow = lookupStatement(opts.db);
    this.channel.onEviction((e) => this.evictHere(e));
    this.channel.onListening((listening) => {
      // Whatever was missed while deaf is unknown: start again empty either way.
      this.cache?.clear();
      if (!this.cache) return;
      if (listening) opts.logger?.info('session cache on again: changes from other processes reach this one');
      else
        opts.logger?.warn(
          'session cache off: changes made by other processes cannot reach this one, so every request reads its session from the database until they can',
        );
    });
  }

  /** Whether reads are served from memory now. */
  get caching(): boolean {
    return this.cache !== undefined && this.channel.listening;
  }

  /** The session with its user as stored, or null; the caller (lucia) judges expiry. */
  async lookup(sessionId: string): Promise<CachedSession | null> {
    const cache = this.caching ? this.cache : undefined;
    const hit = cache?.get(sessionId);
    if (hit) return hit;
    const generation = cache?.begin() ?? 0;
    const [row] = await this.lookupRow.execute({ id: sessionId });
    if (!row) return null;
    const entry: CachedSession = {
      sessionId: row.id,
      userId: row.userId,
      expiresAt: row.expiresAt.getTime(),
      username: row.user.username,
      email: row.user.email,
      role: row.user.role,
      isPremium: row.user.isPremium,
      createdAt: row.user.createdAt.getTime(),
      // Every account has its first profile (made with the account, or by migration 0005).
      profileId: row.profile?.id ?? row.userId,
      maturity: (row.profile?.maturity ?? 'adult') as MaturityLevel,
    };
    // Only if the channel still listens: a change missed meanwhile is not stored.
    if (cache && this.caching) cache.store(entry, generation);
    return entry;
  }

  userSessions(userId: string) {
    return this.db.select(sessionColumns).from(sessions).where(eq(sessions.userId, userId));
  }

  async create(session: { id: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** A session's new end (lucia's sliding extension). */
  async setExpiry(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    this.cache?.extend(sessionId, expiresAt.getTime());
    await this.channel.publish({ sessions: [sessionId] });
  }

  async signOut(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
    await this.evict({ sessions: [sessionId] });
  }

  /** Ends every session of the user, but `except` (the one making the request) when given. */
  async signOutEverywhere(userId: string, opts: { except?: string } = {}): Promise<void> {
    const keep = opts.except ? ne(sessions.id, opts.except) : undefined;
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
    await this.evict({ users: [userId] });
  }

  /**
   * Switches the session to `profileId` (null: the account's first). The caller has checked
   * that the profile is the session's account's and that its PIN was given.
   */
  async setProfile(sessionId: string, profileId: string | null): Promise<void> {
    await this.db.update(sessions).set({ profileId }).where(eq(sessions.id, sessionId));
    await this.evict({ sessions: [sessionId] });
  }

  /** Sessions past their end. A cached copy never answers past its end, so nothing to evict. */
  async deleteExpired(now: Date = new Date()): Promise<void> {
    await this.db.delete(sessions).where(lte(sessions.expiresAt, now));
  }

  /**
   * A change to the user's row or sessions (name, email, role, premium, password, deletion),
   * in one transaction; then the user's sessions are evicted everywhere, also when the
   * change failed, since a lost commit acknowledgement may hide a change that happened.
   */
  async changeUser<T>(userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(change);
    } finally {
      await this.evict({ users: [userId] });
    }
  }

  /** What the cache holds (the admin's stats, the memory benchmark). */
  stats() {
    return { caching: this.caching, entries: this.cache?.size ?? 0, bytes: this.cache?.bytes ?? 0 };
  }

  private async evict(e: Eviction): Promise<void> {
    this.evictHere(e);
    await this.channel.publish(e);
  }

  private evictHere(e: Eviction) {
    if (!this.cache) return;
    if (e.all) this.cache.clear();
    if (e.sessions) this.cache.evictSessions(e.sessions);
    if (e.users) this.cache.evictUsers(e.users);
  }
}
