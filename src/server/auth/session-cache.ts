import type { MaturityLevel } from '@shared/profiles';
import { LRUCache } from 'lru-cache';
import type { Role } from '../db/schema/users';

/**
 * This process's copy of recently used sessions with their user, so a signed-in request
 * needs no database round trip to know who is asking. It only remembers: lucia still
 * decides validity and extension from the `expiresAt` it is handed, and every change is
 * evicted through `SessionStore` (sessions.ts), which also turns this off while other
 * processes could not tell it about theirs.
 */
export interface CachedSession {
  sessionId: string;
  userId: string;
  expiresAt: number;
  username: string;
  email: string;
  role: Role;
  isPremium: boolean;
  createdAt: number;
  /** The profile in use (the account's first when the session names none) and its level. */
  profileId: string;
  maturity: MaturityLevel;
}

export interface SessionCacheOptions {
  /** Most sessions held. */
  maxEntries: number;
  /** Most bytes held, as estimated by `entryBytes`. */
  maxBytes: number;
  /** How long an entry may answer before the database is asked again. */
  ttlMs: number;
  /** Milliseconds since the epoch; the same clock lucia judges expiry by (Date.now). */
  now?: () => number;
}

/**
 * The bounds: a short TTL caps how long a change made where no eviction can reach (another
 * deployment's tool writing to the database directly) goes unseen; the count and byte caps
 * keep a burst of distinct sessions from growing the heap (about 250 bytes of strings and
 * 300 of object overhead each, so the defaults hold at most ~30 MB).
 */
export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = {
  maxEntries: 50_000,
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 30_000,
};

/** Fixed cost of an entry (the object, its slots, the LRU's and the user index's bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 320;
/** JavaScript strings: two bytes per UTF-16 unit at most. */
export const entryBytes = (e: CachedSession): number =>
  ENTRY_OVERHEAD_BYTES +
  2 * (e.sessionId.length + e.userId.length + e.username.length + e.email.length + e.profileId.length);

export class SessionCache {
  private readonly lru: LRUCache<string, CachedSession>;
  /** Sessions held per user, so a change to a user evicts all of theirs. */
  private readonly byUser = new Map<string, Set<string>>();
  private readonly now: () => number;
  /**
   * Raised by every eviction. A lookup that started before an eviction may have read the
   * row as it was before the change: it is not stored (see `store`).
   */
  private generation = 0;

  constructor(opts: SessionCacheOptions = SESSION_CACHE_DEFAULTS) {
    // Looked up on every call, so a test that moves the clock (Date) moves this one too.
    this.now = opts.now ?? (() => Date.now());
    const now = this.now;
    this.lru = new LRUCache<string, CachedSession>({
      max: opts.maxEntries,
      maxSize: opts.maxBytes,
      sizeCalculation: entryBytes,
      ttl: opts.ttlMs,
      // Expiry is checked on read; nothing runs on a timer.
      ttlAutopurge: false,
      perf: { now },
      // Read the clock on every check (Date.now is cheap), not a value kept for a millisecond.
      ttlResolution: 0,
      // An entry replaced under its own id (an extension) stays indexed.
      dispose: (entry, sessionId, reason) => {
        if (reason !== 'set') this.unindex(entry.userId, sessionId);
      },
    });
  }

  /** Marks the start of a database read whose result may be stored. */
  begin(): number {
    return this.generation;
  }

  get(sessionId: string): CachedSession | undefined {
    const entry = this.lru.get(sessionId);
    if (!entry) return undefined;
    // Never past the session's own end: from then on the database (and lucia) must decide.
    if (entry.expiresAt <= this.now()) {
      this.lru.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Stores a row read since `begin()` returned `generation`, unless something was evicted meanwhile. */
  store(entry: CachedSession, generation: number): void {
    if (generation !== this.generation || entry.expiresAt <= this.now()) return;
    this.lru.set(entry.sessionId, entry);
    let ids = this.byUser.get(entry.userId);
    if (!ids) {
      ids = new Set();
      this.byUser.set(entry.userId, ids);
    }
    ids.add(entry.sessionId);
  }

  /** A session's new end, as lucia extended it here. */
  extend(sessionId: string, expiresAt: number): void {
    const entry = this.lru.get(sessionId, { updateAgeOnGet: false });
    if (!entry) return;
    this.generation++;
    this.lru.set(sessionId, { ...entry, expiresAt });
  }

  evictSessions(sessionIds: readonly string[]): void {
    this.generation++;
    for (const id of sessionIds) this.lru.delete(id);
  }

  evictUsers(userIds: readonly string[]): void {
    this.generation++;
    for (const userId of userIds) {
      const ids = this.byUser.get(userId);
      if (ids) for (const id of [...ids]) this.lru.delete(id);
    }
  }

  clear(): void {
    this.generation++;
    this.lru.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /** Users with at least one session held (the index never outgrows the cache). */
  get indexedUsers(): number {
    return this.byUser.size;
  }

  private unindex(userId: string, sessionId: string) {
    const ids = this.byUser.get(userId);
    if (!ids) return;
    ids.delete(sessionId);
    if (ids.size === 0) this.byUser.delete(userId);
  }
}
