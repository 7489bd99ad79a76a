import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
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
import { acceptsGzip } from '../../src/server/features/catalogue/rest';
import { m } from '../../src/shared/i18n/message';

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
const text = (e: CachedEntry) => gunzipSync(e.gzip).toString('utf8');
/** `n` characters that gzip cannot shrink much (base64 of random bytes). */
const noise = (n: number) =>
  randomBytes(Math.ceil((n * 3) / 4))
    .toString('base64')
    .slice(0, n);
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
    const load = vi
      .fn()
      .mockRejectedValueOnce(new AppError('UPSTREAM', m('messages.catalogue.unavailable')))
      .mockResolvedValue({ ok: 1 });
    const results = await Promise.allSettled([1, 2, 3].map(() => cache.get('k', POLICY, load)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(text(await cache.get('k', POLICY, load))).toBe('{"ok":1}');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stores the serialised JSON gzip-compressed, with a strong ETag of the JSON bytes', async () => {
    const { cache } = setup();
    const e = await cache.get('k', POLICY, async () => ({ a: 'é' }));
    expect(e.gzip.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gunzipSync(e.gzip)).toEqual(Buffer.from('{"a":"é"}'));
    expect(e.gzip.buffer.byteLength).toBe(e.gzip.length); // not a view into a larger allocation
    expect(cache.json(e)).toEqual(Buffer.from('{"a":"é"}'));
    expect(e.etag).toBe(strongEtag(Buffer.from('{"a":"é"}')));
    expect(e.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('holds about six times more of a typical payload than its JSON size, within the byte budget', async () => {
    const maxBytes = 1024 * 1024;
    const cache = new CatalogueCache({ maxBytes });
    const page = (n: number) => ({
      page: n,
      results: Array.from({ length: 20 }, (_, i) => ({
        id: n * 100 + i,
        title: `Title ${n}-${i}`,
        overview: 'A film from the catalogue, with its year, genres and director in words.',
        poster_path: `/p${n}${i}.jpg`,
        vote_average: 7.1,
        vote_count: 1200 + i,
        genre_ids: [18, 35],
      })),
    });
    const jsonBytes = Buffer.byteLength(JSON.stringify(page(1)));
    for (let n = 1; n <= 2000; n++) await cache.get(`p${n}`, POLICY, async () => page(n));
    const { totalKeys, sizeBytes } = cache.stats();
    expect(sizeBytes).toBeLessThanOrEqual(maxBytes);
    expect(totalKeys * jsonBytes).toBeGreaterThan(4 * maxBytes);
  });

  it('keeps inflated JSON of read entries within an eighth of the budget', async () => {
    const maxBytes = 256 * 1024;
    const cache = new CatalogueCache({ maxBytes });
    const big = (n: number) => ({ n, text: `${n} `.repeat(2000) });
    for (let n = 0; n < 200; n++) {
      const e = await cache.get(`k${n}`, POLICY, async () => big(n));
      expect(JSON.parse(cache.json(e).toString())).toEqual(big(n));
    }
    expect(cache.stats().sizeBytes).toBeLessThanOrEqual(maxBytes);
    // A second read of the same entry is the kept copy, not a new inflation.
    const e = await cache.get('k199', POLICY, async () => big(199));
    expect(cache.json(e)).toBe(cache.json(e));
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
      throw new AppError('UPSTREAM', m('messages.catalogue.unavailable'));
    });
    expect(text(await cache.get('k', POLICY, failing))).toBe('{"v":1}');
    await flush();
    expect(cache.stats().totalKeys).toBe(1);
    const gone = vi.fn(async () => {
      throw new AppError('NOT_FOUND', m('messages.catalogue.notFound'));
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
        throw new AppError(code, m('messages.catalogue.unavailable'));
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
        throw new AppError('NOT_FOUND', m('messages.catalogue.notFound'));
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('forgets entries once the stale-if-error window has passed', async () => {
    const { cache, clock } = setup();
    await cache.get('k', POLICY, async () => ({ v: 1 }));
    clock.advance(POLICY.ttlMs + STALE_IF_ERROR_MS + 1);
    await expect(
      cache.get('k', POLICY, async () => {
        throw new AppError('UPSTREAM', m('messages.catalogue.unavailable'));
      }),
    ).rejects.toMatchObject({ code: 'UPSTREAM' });
    expect(cache.stats().totalKeys).toBe(0);
  });

  it('stays within its byte bound, evicting the least recently used entries', async () => {
    const { cache } = setup(20_000);
    const big = (i: number) => async () => ({ i, pad: noise(3500) });
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
    const big = (i: number) => async () => ({ i, pad: noise(3500) });
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
    const load = async () => ({ pad: noise(200_000) });
    await cache.get('a', POLICY, load);
    await cache.get('a', POLICY, load);
    await cache.get('a', POLICY, load);
    const s = cache.stats();
    // Base64 noise compresses to about three quarters: some 150 KB stored.
    expect(s).toMatchObject({ totalKeys: 1, hits: 2, misses: 1, hitRate: '66.7%', memoryUsage: 0.1 });
    expect(s.sizeBytes).toBeGreaterThan(140_000);
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

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['', false],
  ])('%j admits gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
