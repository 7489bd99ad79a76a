import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * This process's connection to Redis (REDIS_URL), shared by the catalogue's second cache
 * level and the rate limits. Redis only ever speeds things up or counts across processes:
 * while it is unreachable every caller falls back (to the upstream, to in-memory limits), so
 * the command connection fails fast instead of queueing, and a slow Redis is cut off after
 * COMMAND_TIMEOUT_MS. ioredis reconnects by itself (backoff capped at 5 s); the outage is
 * logged once when it starts and once when it ends, not per request or per retry.
 */
export interface RedisConnection {
  /** Commands; they reject at once while the connection is not ready. */
  readonly client: Redis;
  /** Namespace of every key and channel (REDIS_PREFIX). */
  readonly keyPrefix: string;
  /** A connection for SUBSCRIBE (which blocks a connection), closed with this one. */
  createSubscriber(): Redis;
  /** A command that failed: the first failure of an outage is logged. */
  failed(err: unknown): void;
  /** A command that worked: ends an outage in the log. */
  succeeded(): void;
  close(): Promise<void>;
}

/** Far above a healthy Redis's sub-millisecond answers, far below an upstream call. */
export const COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for the first connection before going on without it. */
const FIRST_CONNECT_WAIT_MS = 2_000;

export async function connectRedis(
  url: string,
  o: { keyPrefix: string; logger: Logger; options?: RedisOptions },
): Promise<RedisConnection> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    // Commands in flight when the connection drops fail instead of waiting for a reconnect.
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    ...o.options,
  });
  const connections: Redis[] = [client];
  let healthy = true;
  let closing = false;

  const failed = (err: unknown) => {
    if (!healthy) return;
    healthy = false;
    o.logger.warn(
      { err },
      'Redis unreachable: each process caches the catalogue on its own and counts rate limits in memory until it is back; reconnecting',
    );
  };
  const succeeded = () => {
    if (healthy) return;
    healthy = true;
    o.logger.info('Redis is answering again: shared catalogue cache and rate limits resumed');
  };
  // A dropped connection is an outage even when the first reconnect succeeds (no 'error').
  const lost = () => {
    if (!closing) failed(new Error('connection to Redis lost'));
  };
  // Without an 'error' listener ioredis prints every failed reconnect attempt to the console.
  client.on('error', failed);
  client.on('close', lost);
  client.on('ready', succeeded);

  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS);
    client.once('ready', done);
    client.once('error', done);
  });

  return {
    client,
    keyPrefix: o.keyPrefix,
    createSubscriber() {
      const sub = client.duplicate({
        // SUBSCRIBE is sent once connected; the owner re-subscribes itself on every 'ready'.
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
        autoResubscribe: false,
      });
      sub.on('error', failed);
      sub.on('close', lost);
      connections.push(sub);
      return sub;
    },
    failed,
    succeeded,
    async close() {
      closing = true;
      await Promise.all(
        connections.map(async (c) => {
          if (c.status === 'ready') await c.quit().catch(() => c.disconnect());
          else c.disconnect();
        }),
      );
    },
  };
}
