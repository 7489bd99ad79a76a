import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CacheStats } from '@shared/schemas/admin';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { isAppError } from '../../errors';
import type { EndpointKind } from './paths';

/**
 * The cache in front of every catalogue source.
 *
 * - Bounded in bytes: entries hold the serialised JSON gzip-compressed (TMDB payloads shrink
 *   about six times, so the same memory holds six times the titles) and the strong ETag of
 *   the JSON. The REST facade answers a client that accepts gzip (every browser) by writing
 *   those bytes: nothing is re-serialised or compressed per request. The JSON itself, for
 *   other clients and the tRPC screens, comes from a small second LRU of inflated bodies
 *   (an eighth of the budget), so hot entries are not inflated on every read.
 * - Fresh for the endpoint's TTL; then, for as long again, served stale while one
 *   background call revalidates it (stale-while-revalidate); after that a request waits for
 *   the upstream, and if the upstream fails the stale copy is still served for up to
 *   STALE_IF_ERROR_MS (stale-if-error).
 * - Concurrent identical misses share one upstream call (coalescing).
 * - A second level shared by several processes (Redis, `redis-level.ts`, when REDIS_URL is
 *   set) sits behind it through `SecondLevelCache`; one process needs none.
 */
export interface CachedEntry {
  /** The JSON payload, gzip-compressed. */
  gzip: Buffer;
  /** Strong ETag of the JSON bytes (the gzip representation's is `gzipEtag(etag)`). */
  etag: string;
  /** Clock time it was fetched and until when it is fresh (ms). */
  storedAt: number;
  freshUntil: number;
}

export interface CachePolicy {
  ttlMs: number;
  /** How long after `ttlMs` a stale copy is served while it revalidates. */
  swrMs: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
export const STALE_IF_ERROR_MS = 24 * HOUR;

export const CACHE_POLICIES: Record<EndpointKind, CachePolicy> = {
  search: { ttlMs: 5 * MIN, swrMs: 5 * MIN },
  discover: { ttlMs: 15 * MIN, swrMs: 15 * MIN },
  trending: { ttlMs: HOUR, swrMs: HOUR },
  popular: { ttlMs: HOUR, swrMs: HOUR },
  top_rated: { ttlMs: HOUR, swrMs: HOUR },
  details: { ttlMs: 12 * HOUR, swrMs: 12 * HOUR },
  season: { ttlMs: 12 * HOUR, swrMs: 12 * HOUR },
  genres: { ttlMs: 24 * HOUR, swrMs: 24 * HOUR },
  // The image configuration and the provider lists: they change a few times a year.
  reference: { ttlMs: 24 * HOUR, swrMs: 24 * HOUR },
};

/** A shared second level (e.g. Redis) consulted on a first-level miss, written on load. */
export interface SecondLevelCache {
  get(key: string): Promise<CachedEntry | undefined>;
  set(key: string, entry: CachedEntry, keepMs: number): Promise<void>;
  clear(): Promise<void>;
  /** Registers what to run when another process cleared the shared level: drop the local copies. */
  onClear?(listener: () => void): void;
}

export interface CatalogueCacheOptions {
  maxBytes: number;
  /** The clock (ms); tests move it instead of waiting. */
  now?: () => number;
  logger?: Logger;
  secondLevel?: SecondLevelCache;
}

export type Loader = () => Promise<unknown>;

/** Bytes an entry costs besides its body: key, ETag, object and LRU bookkeeping. */
const ENTRY_OVERHEAD = 160;
/** The share of the byte budget that holds inflated (plain JSON) copies of hot entries. */
const INFLATED_SHARE = 1 / 8;

export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The ETag of an entry's gzip representation: a strong ETag differs per content coding. */
export const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gz"`;

/**
 * A buffer of its own holding `bytes`: zlib and `Buffer.from` hand results out as views of
 * larger allocations (16 KB output chunks, the shared 8 KB pool), and a cached view keeps
 * its whole allocation alive.
 */
function ownCopy(bytes: Uint8Array): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  own.set(bytes);
  return own;
}

export const compress = (json: Uint8Array): Buffer => ownCopy(gzipSync(json));
export const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** A payload as a cache entry: its JSON compressed, and the JSON's ETag. */
export function makeEntry(value: unknown, storedAt: number, freshUntil: number): CachedEntry {
  const json = Buffer.from(JSON.stringify(value) ?? 'null');
  return { gzip: compress(json), etag: strongEtag(json), storedAt, freshUntil };
}

/**
 * Upstream trouble, as opposed to an answer (not found, refused): only this falls back to
 * stale. UNAVAILABLE is the upstream gate's queue past its deadline; RATE_LIMITED the
 * client's miss budget.
 */
const TRANSIENT = new Set(['UPSTREAM', 'TIMEOUT', 'RATE_LIMITED', 'UNAVAILABLE']);
const isTransient = (e: unknown) => !isAppError(e) || TRANSIENT.has(e.code);

export class CatalogueCache {
  private readonly lru: LRUCache<string, CachedEntry>;
  /** Inflated JSON of recently read entries, by ETag (the same bytes share one copy). */
  private readonly inflated: LRUCache<string, Buffer>;
  private readonly inflight = new Map<string, Promise<CachedEntry>>();
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;
  /** Bumped by clear(): loads started before it do not store their (older) answer. */
  private generation = 0;

  constructor(private readonly opts: CatalogueCacheOptions) {
    this.now = opts.now ?? Date.now;
    const inflatedBytes = Math.floor(opts.maxBytes * INFLATED_SHARE);
    this.inflated = new LRUCache<string, Buffer>({
      maxSize: Math.max(1, inflatedBytes),
      sizeCalculation: (json, etag) => json.length + etag.length * 2 + ENTRY_OVERHEAD,
    });
    this.lru = new LRUCache<string, CachedEntry>({
      maxSize: Math.max(1, Math.floor(opts.maxBytes) - inflatedBytes),
      sizeCalculation: (entry, key) => entry.gzip.length + key.length * 2 + ENTRY_OVERHEAD,
      perf: { now: this.now },
      // Read the clock on every check: no per-read timer, and a moved test clock is seen at once.
      ttlResolution: 0,
    });
    opts.secondLevel?.onClear?.(() => this.dropLocal());
  }

  /**
   * The synchronous part of a read: an entry that may be served now (fresh, or stale within
   * the revalidation window, in which case one background refresh starts), else undefined.
   * The REST facade uses it to answer hits without entering the async path.
   */
  lookup(key: string, policy: CachePolicy, load: Loader): CachedEntry | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now < entry.freshUntil) {
      this.hits++;
      return entry;
    }
    if (now < entry.freshUntil + policy.swrMs) {
      this.hits++;
      this.revalidate(key, policy, load);
      return entry;
    }
    return undefined;
  }

  /**
   * `admit`: asked before this read starts an upstream load of its own (not when it joins
   * one already under way, nor when the shared level has the entry); its refusal fails only
   * this read, which still gets a stale copy if there is one.
   */
  async get(
    key: string,
    policy: CachePolicy,
    load: Loader,
    admit?: () => Promise<void>,
  ): Promise<CachedEntry> {
    const hit = this.lookup(key, policy, load);
    if (hit) return hit;
    this.misses++;
    const stale = this.lru.get(key);
    try {
      if (admit && !this.inflight.has(key)) {
        const shared = await this.fromSecondLevel(key);
        if (shared) {
          this.store(key, shared, this.generation);
          return shared;
        }
        await admit();
      }
      return await this.load(key, policy, load);
    } catch (e) {
      if (stale && isTransient(e)) {
        this.opts.logger?.warn({ key: keyForLog(key) }, 'catalogue upstream failed; serving stale copy');
        return stale;
      }
      throw e;
    }
  }

  /** The JSON bytes of an entry (inflated once, then kept while it is read). */
  json(entry: CachedEntry): Buffer {
    let json = this.inflated.get(entry.etag);
    if (!json) {
      json = ownCopy(gunzipSync(entry.gzip));
      this.inflated.set(entry.etag, json);
    }
    return json;
  }

  /** Fresh for how much longer (ms, ≥ 0). */
  freshForMs(entry: CachedEntry): number {
    return Math.max(0, entry.freshUntil - this.now());
  }

  stats(): CacheStats {
    const total = this.hits + this.misses;
    const sizeBytes = this.lru.calculatedSize + this.inflated.calculatedSize;
    return {
      totalKeys: this.lru.size,
      hits: this.hits,
      misses: this.misses,
      hitRate: `${(total === 0 ? 0 : (this.hits / total) * 100).toFixed(1)}%`,
      memoryUsage: Math.round((sizeBytes / (1024 * 1024)) * 10) / 10,
      sizeBytes,
    };
  }

  /** Empties both levels and restarts the counters. */
  async clear(): Promise<void> {
    this.dropLocal();
    await this.opts.secondLevel?.clear();
  }

  /** Empties this process's level only (another process cleared the shared one). */
  private dropLocal() {
    this.generation++;
    this.lru.clear();
    this.inflated.clear();
    this.inflight.clear();
    this.hits = 0;
    this.misses = 0;
  }

  private load(key: string, policy: CachePolicy, load: Loader): Promise<CachedEntry> {
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const p = (async () => {
      const shared = await this.fromSecondLevel(key);
      if (shared) {
        this.store(key, shared, generation);
        return shared;
      }
      const value = await load();
      const now = this.now();
      const entry = makeEntry(value, now, now + policy.ttlMs);
      this.store(key, entry, generation);
      // A clear while this load was out: its answer must not refill the shared level either.
      // Kept there while fresh only: the shared level is never read for a stale copy.
      if (generation === this.generation)
        this.opts.secondLevel
          ?.set(key, entry, policy.ttlMs)
          .catch((e) => this.opts.logger?.warn({ err: e }, 'catalogue second-level cache write failed'));
      return entry;
    })().finally(() => {
      if (this.inflight.get(key) === p) this.inflight.delete(key);
    });
    this.inflight.set(key, p);
    return p;
  }

  private store(key: string, entry: CachedEntry, generation: number) {
    if (generation !== this.generation) return;
    const keepMs = Math.max(1, entry.freshUntil - this.now()) + STALE_IF_ERROR_MS;
    this.lru.set(key, entry, { ttl: keepMs });
  }

  private async fromSecondLevel(key: string): Promise<CachedEntry | undefined> {
    if (!this.opts.secondLevel) return undefined;
    try {
      const entry = await this.opts.secondLevel.get(key);
      return entry && this.now() < entry.freshUntil ? entry : undefined;
    } catch (e) {
      this.opts.logger?.warn({ err: e }, 'catalogue second-level cache read failed');
      return undefined;
    }
  }

  private revalidate(key: string, policy: CachePolicy, load: Loader) {
    if (this.inflight.has(key)) return;
    this.load(key, policy, load).catch((e) => {
      // The title is gone upstream: stop serving it. Anything else keeps the stale copy.
      if (isAppError(e) && e.code === 'NOT_FOUND') this.lru.delete(key);
      else this.opts.logger?.warn({ key: keyForLog(key), err: e }, 'catalogue revalidation failed');
    });
  }
}

/** Search keys hold what visitors typed; logs keep only the path. */
const keyForLog = (key: string) => key.split('?')[0];
