import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisConnection } from '../../redis';
import { type CachedEntry, compress, isGzip, type SecondLevelCache } from './cache';

/**
 * The catalogue cache's second level on Redis, shared by every process (REDIS_URL): a title
 * one process fetched serves all of them, and Clear Cache in one clears all of them.
 *
 * Keys: `<prefix>cat:v1:<generation>:<cache key>`, each value one string: a JSON header
 * line (ETag, storedAt, freshUntil) then the stored JSON bytes, expiring with the entry.
 * Clearing does not delete keys: it raises `<prefix>cat:gen` and publishes the new
 * generation on `<prefix>cat:clear`, in one script. That is O(1) however many entries there
 * are; the old generation's keys are never read again and expire on their own. Every process
 * drops its local LRU on the message (`onClear`).
 *
 * A process reads and writes the shared level only while it is subscribed to that channel
 * and knows the current generation; after a lost subscription it re-subscribes, re-reads
 * the generation (restoring it if Redis restarted empty), and drops its local entries if a
 * clear happened meanwhile. Redis trouble never fails a request: a read becomes a miss, a
 * write is skipped, a clear that could not reach Redis is replayed when it is back (this
 * process's own level is already empty).
 */
export const ENTRY_FORMAT = 'v1';

interface Header {
  etag: string;
  storedAt: number;
  freshUntil: number;
}

/**
 * Raise the generation and announce it atomically, so no subscribed process misses a clear.
 * Past the caller's own if that is higher: the counter may have been lost (Redis restarted
 * empty, or evicted), and a new generation lower than what processes know would be ignored.
 */
const CLEAR_SCRIPT = `local g = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), tonumber(ARGV[2])) + 1
redis.call('SET', KEYS[1], g)
redis.call('PUBLISH', ARGV[1], g)
return g`;

/**
 * The current generation, raised back to ours (and announced) if it is lower: Redis lost
 * the counter (restarted empty), and processes that remember a higher one must not end up
 * on a different generation than processes started since.
 */
const SYNC_SCRIPT = `local g = tonumber(redis.call('GET', KEYS[1]) or '0')
local mine = tonumber(ARGV[2])
if g < mine then
  redis.call('SET', KEYS[1], mine)
  redis.call('PUBLISH', ARGV[1], mine)
  return mine
end
return g`;

export class RedisSecondLevel implements SecondLevelCache {
  private readonly genKey: string;
  private readonly entryPrefix: string;
  private readonly channel: string;
  private readonly subscriber: Redis;
  private readonly listeners: Array<() => void> = [];
  /** The generation in use, or null while this process might miss a clear (not subscribed). */
  private gen: number | null = null;
  /**
   * The highest generation seen, kept through lost subscriptions: a rise means a clear.
   * Only ever raised, so replies and messages arriving out of order cannot lower it.
   */
  private highest: number | null = null;
  private subscribed = false;
  /** A clear that could not reach Redis yet; the shared level is not used until it has. */
  private pendingClear = false;
  private replaying = false;

  constructor(
    private readonly redis: RedisConnection,
    private readonly logger?: Logger,
  ) {
    const p = `${redis.keyPrefix}cat:`;
    this.genKey = `${p}gen`;
    this.entryPrefix = `${p}${ENTRY_FORMAT}:`;
    this.channel = `${p}clear`;
    this.subscriber = redis.createSubscriber();
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.advance(Number(message), true);
    });
    this.subscriber.on('ready', () => void this.subscribe());
    this.subscriber.on('close', () => {
      this.subscribed = false;
      this.gen = null;
    });
    redis.client.on('ready', () => void this.replayClear().then(() => this.sync()));
    if (this.subscriber.status === 'ready') void this.subscribe();
  }

  /** Resolves once this process uses the shared level (tests and start-up); false on timeout. */
  async whenShared(timeoutMs = 2_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.gen === null || this.redis.client.status !== 'ready') {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 10));
    }
    return true;
  }

  onClear(listener: () => void): void {
    this.listeners.push(listener);
  }

  async get(key: string): Promise<CachedEntry | undefined> {
    const gen = this.usableGeneration();
    if (gen === null) return undefined;
    try {
      const raw = await this.redis.client.getBuffer(this.entryKey(gen, key));
      this.redis.succeeded();
      return raw ? decodeEntry(raw) : undefined;
    } catch (e) {
      this.redis.failed(e);
      return undefined;
    }
  }

  async set(key: string, entry: CachedEntry, keepMs: number): Promise<void> {
    const gen = this.usableGeneration();
    if (gen === null) return;
    try {
      await this.redis.client.set(
        this.entryKey(gen, key),
        encodeEntry(entry),
        'PX',
        Math.max(1, Math.ceil(keepMs)),
      );
      this.redis.succeeded();
    } catch (e) {
      this.redis.failed(e);
    }
  }

  /** Clears every process's cache; never throws (see the class comment). */
  async clear(): Promise<void> {
    if (await this.publishClear()) return;
    if (!this.pendingClear) {
      this.pendingClear = true;
      this.logger?.warn(
        'Clear Cache emptied this process only: Redis is unreachable; the shared level and the other processes are cleared when it is back',
      );
    }
  }

  /** INCR + PUBLISH; false if Redis could not be reached. */
  private async publishClear(): Promise<boolean> {
    if (this.redis.client.status !== 'ready') return false;
    try {
      const g = await this.redis.client.eval(
        CLEAR_SCRIPT,
        1,
        this.genKey,
        this.channel,
        String(this.highest ?? 0),
      );
      this.redis.succeeded();
      this.pendingClear = false;
      // This process already emptied its own level; its own message then changes nothing.
      this.advance(Number(g), false);
      return true;
    } catch (e) {
      this.redis.failed(e);
      return false;
    }
  }

  private async replayClear() {
    if (!this.pendingClear || this.replaying) return;
    this.replaying = true;
    try {
      await this.publishClear();
    } finally {
      this.replaying = false;
    }
  }

  private usableGeneration(): number | null {
    if (this.redis.client.status !== 'ready') return null;
    if (this.pendingClear) {
      void this.replayClear();
      return null;
    }
    return this.gen;
  }

  private entryKey(gen: number, key: string) {
    return `${this.entryPrefix}${gen}:${key}`;
  }

  /** A generation seen (message, clear or read): a rise past the known one is someone's clear. */
  private advance(g: number, notify: boolean) {
    if (!Number.isSafeInteger(g)) return;
    const risen = this.highest !== null && g > this.highest;
    if (this.highest === null || g > this.highest) this.highest = g;
    if (this.subscribed) this.gen = this.highest;
    if (risen && notify) for (const listener of this.listeners) listener();
  }

  /** SUBSCRIBE first, then read the generation: a clear between the two is still heard. */
  private async subscribe() {
    try {
      await this.subscriber.subscribe(this.channel);
      this.subscribed = true;
      await this.sync();
    } catch (e) {
      this.redis.failed(e);
    }
  }

  private async sync() {
    if (!this.subscribed || this.redis.client.status !== 'ready') return;
    try {
      const g = Number(
        await this.redis.client.eval(SYNC_SCRIPT, 1, this.genKey, this.channel, String(this.highest ?? 0)),
      );
      this.redis.succeeded();
      this.advance(g, true);
    } catch (e) {
      this.redis.failed(e);
    }
  }
}

/**
 * The shared level on this connection (its subscriber closes with the connection). When
 * Redis is up, resolves once the level is in use, so a process shares from its first request.
 */
export async function createRedisLevel(redis: RedisConnection, logger?: Logger): Promise<RedisSecondLevel> {
  const level = new RedisSecondLevel(redis, logger);
  if (redis.client.status === 'ready') await level.whenShared();
  return level;
}

export function encodeEntry(e: CachedEntry): Buffer {
  const header: Header = { etag: e.etag, storedAt: e.storedAt, freshUntil: e.freshUntil };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), e.gzip]);
}

/** The stored entry, or undefined for a value this version cannot read (treated as a miss). */
export function decodeEntry(raw: Buffer): CachedEntry | undefined {
  const nl = raw.indexOf(0x0a);
  if (nl < 0) return undefined;
  let h: Partial<Header>;
  try {
    h = JSON.parse(raw.toString('utf8', 0, nl));
  } catch {
    return undefined;
  }
  if (typeof h.etag !== 'string' || !Number.isFinite(h.storedAt) || !Number.isFinite(h.freshUntil)) {
    return undefined;
  }
  // A buffer of its own: the reply may be a view into a larger socket buffer (see cache.ts).
  const body = Buffer.allocUnsafeSlow(raw.length - nl - 1);
  raw.copy(body, 0, nl + 1);
  // Entries written before bodies were stored compressed hold the plain JSON.
  const gzip = isGzip(body) ? body : compress(body);
  return { gzip, etag: h.etag, storedAt: h.storedAt as number, freshUntil: h.freshUntil as number };
}
