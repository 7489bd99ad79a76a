import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisConnection } from '../redis';

/**
 * How a change to sessions made in one process reaches the session caches of the others:
 * Redis pub/sub when REDIS_URL is set, else the cluster primary's relay between its
 * workers, else nothing (one process). A channel says whether it is `listening`, that is,
 * whether every eviction published anywhere reaches this process now; the cache serves
 * only while it is.
 */
export interface Eviction {
  sessions?: string[];
  users?: string[];
  /** Everything: sent after evictions may have been lost (a publish that failed). */
  all?: true;
}

export interface EvictionChannel {
  readonly listening: boolean;
  /** Tells every other process; never throws (a lost message is made good by a later `all`). */
  publish(eviction: Eviction): Promise<void>;
  onEviction(handler: (eviction: Eviction) => void): void;
  onListening(handler: (listening: boolean) => void): void;
}

const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 10_000 && v.every((x) => typeof x === 'string');

/** The eviction in a message from another process, or null for anything else. */
function parseEviction(v: unknown): Eviction | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const e: Eviction = {};
  if (o.all === true) e.all = true;
  if (isStrings(o.sessions)) e.sessions = o.sessions;
  if (isStrings(o.users)) e.users = o.users;
  return e.all || e.sessions || e.users ? e : null;
}

/** Shared by the channels: handlers, and the listening state with its transitions. */
abstract class BaseChannel implements EvictionChannel {
  private readonly evictionHandlers: Array<(e: Eviction) => void> = [];
  private readonly listeningHandlers: Array<(l: boolean) => void> = [];
  private state = false;

  get listening(): boolean {
    return this.state;
  }

  abstract publish(eviction: Eviction): Promise<void>;

  onEviction(handler: (eviction: Eviction) => void): void {
    this.evictionHandlers.push(handler);
  }

  onListening(handler: (listening: boolean) => void): void {
    this.listeningHandlers.push(handler);
  }

  protected received(raw: unknown) {
    const e = parseEviction(raw);
    if (e) for (const h of this.evictionHandlers) h(e);
  }

  protected setListening(listening: boolean) {
    if (listening === this.state) return;
    this.state = listening;
    for (const h of this.listeningHandlers) h(listening);
  }
}

/** One process and nobody else to tell: always listening, nothing to send. */
export class LocalChannel extends BaseChannel {
  constructor() {
    super();
    this.setListening(true);
  }

  async publish(): Promise<void> {}
}

/**
 * Redis pub/sub on `<prefix>sessions:evict`. Listening while subscribed; a process whose
 * publish failed (Redis away) sends `all` once Redis answers again, so processes that kept
 * their subscription through a blip drop what the lost message would have evicted.
 */
export class RedisChannel extends BaseChannel {
  private readonly name: string;
  private readonly origin = randomBytes(8).toString('hex');
  private readonly subscriber: Redis | null;
  private lost = false;

  constructor(
    private readonly redis: RedisConnection,
    opts: { listen?: boolean } = {},
  ) {
    super();
    this.name = `${redis.keyPrefix}sessions:evict`;
    redis.client.on('ready', () => void this.replayLost());
    if (opts.listen === false) {
      this.subscriber = null;
      return;
    }
    const sub = redis.createSubscriber();
    this.subscriber = sub;
    sub.on('message', (channel: string, message: string) => {
      if (channel !== this.name) return;
      try {
        const m = JSON.parse(message) as { origin?: unknown };
        if (m.origin !== this.origin) this.received(m);
      } catch {
        // Not ours to read; a sender we cannot understand is not trusted to evict.
      }
    });
    sub.on('ready', () => void this.subscribe());
    sub.on('close', () => this.setListening(false));
    if (sub.status === 'ready') void this.subscribe();
  }

  /** Resolves true once subscribed (start-up waits for it); false after `timeoutMs`. */
  async whenListening(timeoutMs = 2_000): Promise<boolean> {
    if (this.listening) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.onListening((l) => {
        if (!l) return;
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async publish(eviction: Eviction): Promise<void> {
    if (!(await this.send(eviction))) this.lost = true;
  }

  private async send(eviction: Eviction): Promise<boolean> {
    if (this.redis.client.status !== 'ready') return false;
    try {
      await this.redis.client.publish(this.name, JSON.stringify({ ...eviction, origin: this.origin }));
      this.redis.succeeded();
      return true;
    } catch (e) {
      this.redis.failed(e);
      return false;
    }
  }

  private async replayLost() {
    if (!this.lost) return;
    this.lost = false;
    if (!(await this.send({ all: true }))) this.lost = true;
  }

  private async subscribe() {
    try {
      await this.subscriber?.subscribe(this.name);
      this.setListening(true);
    } catch (e) {
      this.redis.failed(e);
    }
  }
}

/** The envelope the cluster primary relays from one worker to all the others. */
export const BROADCAST = 'marquee:broadcast';
const SESSIONS_TOPIC = 'sessions';

export interface Broadcast {
  type: typeof BROADCAST;
  topic: string;
  payload: unknown;
}

export const isBroadcast = (m: unknown): m is Broadcast =>
  typeof m === 'object' && m !== null && (m as Broadcast).type === BROADCAST;

/**
 * A cluster worker without Redis: evictions go to the primary, which relays them to every
 * other worker (cluster.ts). Listening while the IPC channel to the primary is open.
 */
export class ClusterChannel extends BaseChannel {
  constructor(private readonly proc: NodeJS.Process = process) {
    super();
    proc.on('message', (m: unknown) => {
      if (isBroadcast(m) && m.topic === SESSIONS_TOPIC) this.received(m.payload);
    });
    proc.on('disconnect', () => this.setListening(false));
    this.setListening(proc.connected === true);
  }

  async publish(eviction: Eviction): Promise<void> {
    if (!this.proc.connected || !this.proc.send) return;
    const message: Broadcast = { type: BROADCAST, topic: SESSIONS_TOPIC, payload: eviction };
    await new Promise<void>((resolve) => {
      // A failed send means the primary is gone; every worker then stops caching.
      this.proc.send?.(message, undefined, undefined, () => resolve());
    });
  }
}

/**
 * The channel this process uses: Redis when configured (it also reaches tools such as
 * `npm run user`), the primary's relay in a cluster worker, else none needed. Waits for the
 * Redis subscription when Redis is up, so the cache serves from the first request.
 */
export async function createEvictionChannel(redis: RedisConnection | undefined): Promise<EvictionChannel> {
  if (redis) {
    const channel = new RedisChannel(redis);
    if (redis.client.status === 'ready') await channel.whenListening();
    return channel;
  }
  if (cluster.isWorker) return new ClusterChannel();
  return new LocalChannel();
}
