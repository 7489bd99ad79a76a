import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  type CachedEntry,
  type CachePolicy,
  CatalogueCache,
  compress,
  type SecondLevelCache,
  strongEtag,
} from '../../src/server/features/catalogue/cache';
import { decodeEntry, encodeEntry } from '../../src/server/features/catalogue/redis-level';

/**
 * The cache's side of a shared second level (the Redis one is exercised against a real
 * Redis in tests/integration/redis-cache.test.ts): another process's clear drops this
 * process's copies, and a load that a clear overtook does not refill the shared level.
 */
const POLICY: CachePolicy = { ttlMs: 60_000, swrMs: 60_000 };

function fakeLevel() {
  const store = new Map<string, CachedEntry>();
  let announce = () => {};
  const level = {
    get: vi.fn(async (k: string) => store.get(k)),
    set: vi.fn(async (k: string, e: CachedEntry) => {
      store.set(k, e);
    }),
    clear: vi.fn(async () => store.clear()),
    onClear: (listener: () => void) => {
      announce = listener;
    },
  } satisfies SecondLevelCache;
  /** What the level does when another process cleared it. */
  const remoteClear = () => {
    store.clear();
    announce();
  };
  return { level, store, remoteClear };
}

describe('catalogue cache with a shared second level', () => {
  it('drops its own entries and counters when another process clears, without clearing again', async () => {
    const { level, remoteClear } = fakeLevel();
    const cache = new CatalogueCache({ maxBytes: 1e6, secondLevel: level });
    let n = 0;
    const load = async () => ({ v: ++n });
    await cache.get('k', POLICY, load);
    expect(cache.lookup('k', POLICY, load)).toBeDefined();
    expect(cache.stats().totalKeys).toBe(1);

    remoteClear();
    expect(cache.lookup('k', POLICY, load)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ totalKeys: 0, hits: 0, misses: 0 });
    expect(level.clear).not.toHaveBeenCalled();
    expect(cache.json(await cache.get('k', POLICY, load)).toString()).toBe('{"v":2}');
  });

  it('does not write a load that a clear overtook to the shared level', async () => {
    const { level, store, remoteClear } = fakeLevel();
    const cache = new CatalogueCache({ maxBytes: 1e6, secondLevel: level });
    let release = () => {};
    const slow = () =>
      new Promise<unknown>((resolve) => {
        release = () => resolve({ old: true });
      });
    const pending = cache.get('k', POLICY, slow);
    await new Promise((r) => setImmediate(r));
    remoteClear();
    release();
    await pending;
    await new Promise((r) => setImmediate(r));
    expect(level.set).not.toHaveBeenCalled();
    expect(store.size).toBe(0);
    expect(cache.stats().totalKeys).toBe(0);
  });
});

describe('Redis entry format', () => {
  it('round-trips the compressed body, ETag and times, in a buffer of its own', () => {
    const json = Buffer.from('{"title":"Line\\nbreak é"}');
    const entry: CachedEntry = {
      gzip: compress(json),
      etag: strongEtag(json),
      storedAt: 1000,
      freshUntil: 61_000,
    };
    const raw = encodeEntry(entry);
    const back = decodeEntry(Buffer.concat([raw, Buffer.alloc(0)]))!;
    expect(back).toEqual(entry);
    expect(back.gzip.buffer).not.toBe(raw.buffer);
  });

  it('reads an entry stored with a plain JSON body (written before bodies were compressed)', () => {
    const json = Buffer.from('{"title":"Amélie"}');
    const stored = Buffer.concat([
      Buffer.from(`${JSON.stringify({ etag: strongEtag(json), storedAt: 1, freshUntil: 2 })}\n`),
      json,
    ]);
    const back = decodeEntry(stored)!;
    expect(gunzipSync(back.gzip)).toEqual(json);
    expect(back.etag).toBe(strongEtag(json));
  });

  it('reads a value it does not understand as a miss', () => {
    expect(decodeEntry(Buffer.from('no header line'))).toBeUndefined();
    expect(decodeEntry(Buffer.from('{not json}\n{}'))).toBeUndefined();
    expect(decodeEntry(Buffer.from('{"etag":"x"}\n{}'))).toBeUndefined();
  });
});

describe('REDIS_PREFIX', () => {
  it('defaults to marquee: and refuses characters that would blur key boundaries', async () => {
    const { parseEnv } = await import('../../src/server/env');
    expect(parseEnv({}).REDIS_PREFIX).toBe('marquee:');
    expect(parseEnv({ REDIS_PREFIX: 'staging:' }).REDIS_PREFIX).toBe('staging:');
    expect(() => parseEnv({ REDIS_PREFIX: 'two words' })).toThrow(
      'Invalid environment variable REDIS_PREFIX: must be 1 to 64 letters, digits, _ : . or -',
    );
  });
});
