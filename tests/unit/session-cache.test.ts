import { describe, expect, it } from 'vitest';
import { type CachedSession, entryBytes, SessionCache } from '../../src/server/auth/session-cache';

/** The session cache's bounds, on a clock the test moves. */
const T0 = 1_700_000_000_000;
const HOUR = 3_600_000;

function clock() {
  let now = T0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const entry = (i: number, over: Partial<CachedSession> = {}): CachedSession => ({
  sessionId: `s${String(i).padStart(63, '0')}`,
  userId: `u${i % 10}`,
  expiresAt: T0 + HOUR,
  username: `user_${i}`,
  email: `user_${i}@example.com`,
  role: 'user',
  isPremium: false,
  profileId: `u${i % 10}`,
  maturity: 'adult',
  createdAt: T0 - HOUR,
  ...over,
});

const cacheWith = (o: Partial<ConstructorParameters<typeof SessionCache>[0]> = {}) => {
  const c = clock();
  const cache = new SessionCache({ maxEntries: 1000, maxBytes: 1e9, ttlMs: 30_000, now: c.now, ...o });
  const put = (e: CachedSession) => cache.store(e, cache.begin());
  return { cache, put, ...c };
};

describe('session cache', () => {
  it('holds at most maxEntries, dropping the least recently used', () => {
    const { cache, put } = cacheWith({ maxEntries: 3 });
    for (let i = 0; i < 3; i++) put(entry(i));
    cache.get(entry(0).sessionId); // 0 is now the most recent
    put(entry(3));
    expect(cache.size).toBe(3);
    expect(cache.get(entry(1).sessionId)).toBeUndefined();
    for (const i of [0, 2, 3]) expect(cache.get(entry(i).sessionId)?.username).toBe(`user_${i}`);
  });

  it('holds at most maxBytes, by its estimate of each entry', () => {
    // Entries 10 to 29 are all the same size.
    const one = entryBytes(entry(10));
    const { cache, put } = cacheWith({ maxBytes: one * 5 + 1 });
    for (let i = 10; i < 30; i++) put(entry(i));
    expect(cache.size).toBe(5);
    expect(cache.bytes).toBeLessThanOrEqual(one * 5 + 1);
    expect(cache.get(entry(29).sessionId)).toBeDefined();
    expect(cache.get(entry(10).sessionId)).toBeUndefined();
  });

  it('answers for ttlMs, then asks again', () => {
    const { cache, put, advance } = cacheWith();
    put(entry(1));
    advance(29_999);
    expect(cache.get(entry(1).sessionId)).toBeDefined();
    advance(2);
    expect(cache.get(entry(1).sessionId)).toBeUndefined();
  });

  it('never answers for a session past its end, even within the TTL', () => {
    const { cache, put, advance } = cacheWith();
    put(entry(1, { expiresAt: T0 + 10_000 }));
    advance(9_999);
    expect(cache.get(entry(1).sessionId)).toBeDefined();
    advance(1);
    expect(cache.get(entry(1).sessionId)).toBeUndefined();
    // Nor does it take in one already over.
    put(entry(2, { expiresAt: T0 }));
    expect(cache.get(entry(2).sessionId)).toBeUndefined();
  });

  it('keeps an extended session under its user, with its new end', () => {
    const { cache, put, advance } = cacheWith();
    put(entry(1, { expiresAt: T0 + 10_000 }));
    cache.extend(entry(1).sessionId, T0 + HOUR);
    advance(20_000);
    expect(cache.get(entry(1).sessionId)?.expiresAt).toBe(T0 + HOUR);
    cache.evictUsers([entry(1).userId]);
    expect(cache.get(entry(1).sessionId)).toBeUndefined();
  });

  it('evicts one session, or every session of a user, and the index shrinks with the cache', () => {
    const { cache, put } = cacheWith({ maxEntries: 50 });
    for (let i = 0; i < 30; i++) put(entry(i));
    expect(cache.indexedUsers).toBe(10);
    cache.evictSessions([entry(0).sessionId]);
    expect(cache.get(entry(0).sessionId)).toBeUndefined();
    expect(cache.get(entry(10).sessionId)).toBeDefined();
    cache.evictUsers(['u3']);
    for (const i of [3, 13, 23]) expect(cache.get(entry(i).sessionId)).toBeUndefined();
    expect(cache.size).toBe(26);
    expect(cache.indexedUsers).toBe(9);
    cache.clear();
    expect([cache.size, cache.indexedUsers]).toEqual([0, 0]);
    // Pushed out by newer entries: the index follows.
    const small = cacheWith({ maxEntries: 2 });
    for (let i = 0; i < 10; i++) small.put(entry(i));
    expect(small.cache.indexedUsers).toBe(2);
  });

  it('does not store a row read before an eviction (it may predate the change)', () => {
    const { cache } = cacheWith();
    const before = cache.begin();
    cache.evictUsers(['someone else']);
    cache.store(entry(1), before);
    expect(cache.get(entry(1).sessionId)).toBeUndefined();
    cache.store(entry(1), cache.begin());
    expect(cache.get(entry(1).sessionId)).toBeDefined();
  });
});
