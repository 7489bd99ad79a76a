import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { type DbKind, dbKinds } from './db';

/**
 * What the throttle suites share: where they run (every database with counts in memory, and
 * PGlite with counts in Redis when TEST_REDIS_URL is set) and the app settings for that.
 */
export const REDIS_URL = process.env.TEST_REDIS_URL;

/** `[name, database, counts in Redis]` for `describe.each`. */
export const limitSetups: Array<[string, DbKind, boolean]> = [
  ...dbKinds.map((k): [string, DbKind, boolean] => [`${k}, memory`, k, false]),
  ...(REDIS_URL ? [['pglite, Redis', 'pglite', true] as [string, DbKind, boolean]] : []),
];

/** A Redis key prefix of this file's run; its keys are deleted when the file ends. */
export function redisRun(suite: string): string {
  const run = `marquee-test-${suite}-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    if (!REDIS_URL) return;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${run}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  return run;
}

/** Environment of an app with `limit` logins a minute, behind a proxy, counting in Redis or not. */
export const limitEnv = (limit: number, redisPrefix: string | false): Record<string, string> => ({
  AUTH_RATE_LIMIT: String(limit),
  TRUST_PROXY: 'true',
  ...(redisPrefix ? { REDIS_URL: REDIS_URL!, REDIS_PREFIX: redisPrefix } : {}),
});

/**
 * The counting is under test, not the fall-back to memory when Redis is slow (its own tests
 * cover that): a loaded CI machine must not turn a late answer into a fall-back.
 */
export const patientRedis = { redis: { commandTimeout: 10_000 } };
