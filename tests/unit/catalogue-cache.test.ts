import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/server/errors';
import {
  type CachedEntry,
  type CachePolicy,
  CatalogueCache,
  type SecondLevelCache,
  STALE_IF_ERROR_MS,
  strongEtag,
} from '../../src/server/features/catalogue/cache';

const POLICY: CachePolicy = { ttlMs: 60_000, swrMs: 60_000 };

function setup(maxBytes = 1024 * 1024) {
  let now = 1_000_000;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  const cache = new CatalogueCache({ maxBytes, now: clock.now });
  return { cache, clock };
}

/** A loader answering {v: n} with a rising n, counting its calls. */
function counter() {
  let n = 0;
  const load = vi.fn(async () => ({ v: ++n }));
  return load;
}
const text = (e: CachedEntry) => e.body.toString('utf8');
const flush = () => new Promise((r) => setImmediate(r));

describe('catalogue cache', () => {
  it('makes one upstream call for 200 concurrent identical misses', async () => {
    const { cache } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const load = vi.fn(async () => {
      await gate;
      return { results: [1, 2, 3] };
    });
    const pending = Array.from({ length: 200 }, () => cache.get('movie/popular', POLICY, load));
    release();
    const entries = await Promise.all(pending);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(entries.map((e) => e.etag)).size).toBe(1);
    expect(text(entries[0]!)).toBe('{"results":[1,2,3]}');
    expect(cache.stats()).toMatchObject({ totalKeys: 1, hits: 0, misses: 200 });
  });

  it('shares a failure among concurrent misses and tries again afterwards', async () => {
    const { cache } = setup();
    const load = vi.fn().mockRejectedValueOnce(new AppError('UPSTREAM', 'down')).mockResolvedValue({ ok: 1 });
    const results = await Promise.allSettled([1, 2, 3].map(() => cache.get('k', POLICY, load)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(text(await cache.get('k', POLICY, load))).toBe('{"ok":1}');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stores the serialised JSON with a strong ETag of those bytes', async () => {
    const { cache } = setup();
    const e = await cache.get('k', POLICY, async () => ({ a: 'é' }));
    expect(e.body).toEqual(Buffer.from('{"a":"é"}'));
    expect(e.etag).toBe(strongEtag(e.body));
    expect(e.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('serves fresh entries without calling the upstream until the TTL passes', async () => {
    const { cache, clock } = setup();
    const load = counter();
    await cache.get('k', POLICY, load);
    clock.advance(POLICY.ttlMs - 1);
    expect(text(await cache.get('k', POLICY, load))).toBe('{"v":1}');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, hitRate: '50.0%' });
  });

  it('after TTL + revalidation window, waits for the upstream (expired)', async () => {
    const { cache, clock } = setup();
    const load = counter();
    await cache.get('k', POLICY, load);
    clock.advance(POLICY.ttlMs + POLICY.swrMs);
    expect(text(await cache.get('k', POLICY, load))).toBe('{"v":2}');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves a stale entry at once while one background call revalidates it', async () => {
    const { cache, clock } = setup();
    const load = counter();
    await cache.get('k', POLICY, load);
    clock.advance(POLICY.ttlMs + 1);
    const [a, b] = await Promise.all([cache.get('k', POLICY, load), cache.get('k', POLICY, load)]);
    expect(text(a)).toBe('{"v":1}');
    expect(text(b)).toBe('{"v":1}');
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(text(await cache.get('k', POLICY, load))).toBe('{"v":2}');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the stale copy when revalidation fails, and drops it when the title is gone', async () => {
    const { cache, clock } = setup();
    await cache.get('k', POLICY, async () => ({ v: 1 }));
    clock.advance(POLICY.ttlMs + 1);
    const failing = vi.fn(async () => {
      throw new AppError('UPSTREAM', 'down');
    });
    expect(text(await cache.get('k', POLICY, failing))).toBe('{"v":1}');
    await flush();
    expect(cache.stats().totalKeys).toBe(1);
    const gone = vi.fn(async () => {
      throw new AppError('NOT_FOUND', 'gone');
    });
    await cache.get('k', POLICY, gone);
    await flush();
    expect(cache.stats().totalKeys).toBe(0);
  });

  it('serves the stale copy when the upstream fails after expiry (stale-if-error)', async () => {
    const { cache, clock } = setup();
    await cache.get('k', POLICY, async () => ({ v: 1 }));
    clock.advance(POLICY.ttlMs + POLICY.swrMs + 1000);
    for (const code of ['UPSTREAM', 'TIMEOUT', 'RATE_LIMITED'] as const) {
      const e = await cache.get('k', POLICY, async () => {
        throw new AppError(code, 'trouble');
      });
      expect(text(e)).toBe('{"v":1}');
    }
  });

  it('does not hide answers behind stale data: NOT_FOUND and VALIDATION pass through', async () => {
    const { cache, clock } = setup();
    await cache.get('k', POLICY, async () => ({ v: 1 }));
    clock.advance(POLICY.ttlMs + POLICY.swrMs + 1000);
    await expect(
      cache.get('k', POLICY, async () => {
        throw new AppError('NOT_FOUND', 'gone');
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('forgets entries once the stale-if-error window has passed', async () => {
    const { cache, clock } = setup();
    await cache.get('k', POLICY, async () => ({ v: 1 }));
    clock.advance(POLICY.ttlMs + STALE_IF_ERROR_MS + 1);
    await expect(
      cache.get('k', POLICY, async () => {
        throw new AppError('UPSTREAM', 'down');
      }),
    ).rejects.toMatchObject({ code: 'UPSTREAM' });
    expect(cache.stats().totalKeys).toBe(0);
  });

  it('stays within its byte bound, evicting the least recently used entries', async () => {
    const { cache } = setup(20_000);
    const big = (i: number) => async () => ({ i, pad: 'x'.repeat(3000) });
    for (let i = 0; i < 5; i++) await cache.get(`k${i}`, POLICY, big(i));
    expect(cache.stats().totalKeys).toBe(5);
    await cache.get('k0', POLICY, big(0)); // k0 is now the most recently used
    for (let i = 5; i < 12; i++) await cache.get(`k${i}`, POLICY, big(i));
    const stats = cache.stats();
    expect(stats.sizeBytes).toBeLessThanOrEqual(20_000);
    expect(stats.totalKeys).toBeLessThan(12);
    expect(cache.lookup('k0', POLICY, big(0))).toBeUndefined(); // evicted eventually
    expect(cache.lookup('k11', POLICY, big(11))).toBeDefined();
    expect(cache.lookup('k1', POLICY, big(1))).toBeUndefined();
  });

  it('prefers keeping recently read entries', async () => {
    const { cache } = setup(12_000);
    const big = (i: number) => async () => ({ i, pad: 'x'.repeat(3000) });
    for (let i = 0; i < 3; i++) await cache.get(`k${i}`, POLICY, big(i));
    await cache.get('k0', POLICY, big(0));
    await cache.get('k3', POLICY, big(3));
    expect(cache.lookup('k0', POLICY, big(0))).toBeDefined();
    expect(cache.lookup('k1', POLICY, big(1))).toBeUndefined();
  });

  it('reports stats in the spec shape and clears everything', async () => {
    const { cache } = setup();
    expect(cache.stats()).toEqual({
      totalKeys: 0,
      hits: 0,
      misses: 0,
      hitRate: '0.0%',
      memoryUsage: 0,
      sizeBytes: 0,
    });
    const load = async () => ({ pad: 'x'.repeat(200_000) });
    await cache.get('a', POLICY, load);
    await cache.get('a', POLICY, load);
    await cache.get('a', POLICY, load);
    const s = cache.stats();
    expect(s).toMatchObject({ totalKeys: 1, hits: 2, misses: 1, hitRate: '66.7%', memoryUsage: 0.2 });
    expect(s.sizeBytes).toBeGreaterThan(200_000);
    await cache.clear();
    expect(cache.stats()).toMatchObject({ totalKeys: 0, hits: 0, misses: 0, sizeBytes: 0 });
  });

  it('does not store an answer that was in flight when the cache was cleared', async () => {
    const { cache } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const pending = cache.get('k', POLICY, async () => {
      await gate;
      return { old: true };
    });
    await cache.clear();
    release();
    await pending;
    expect(cache.stats().totalKeys).toBe(0);
  });

  it('reads a shared second level before calling the upstream', async () => {
    const store = new Map<string, CachedEntry>();
    const secondLevel: SecondLevelCache = {
      get: async (k) => store.get(k),
      set: async (k, e) => {
        store.set(k, e);
      },
      clear: async () => store.clear(),
    };
    const a = new CatalogueCache({ maxBytes: 1e6, secondLevel });
    const b = new CatalogueCache({ maxBytes: 1e6, secondLevel });
    const load = counter();
    const first = await a.get('k', POLICY, load);
    await flush();
    const second = await b.get('k', POLICY, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second.etag).toBe(first.etag);
  });
});
