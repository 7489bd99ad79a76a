import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '../errors';

/**
 * Login and register throttles, counted per client IP and per account. Shared by the REST
 * facade and tRPC so neither door is left open. Failed logins count; a success does not.
 *
 * With Redis (REDIS_URL) the counts are shared by every process, so N processes do not
 * allow N times the attempts. While Redis is unreachable each limiter falls back at once
 * to an in-memory one of the same settings (its insurance limiter): the door neither opens
 * (no limit) nor closes (every attempt refused) during an outage; it is per process then.
 */
export interface RateLimitOptions {
  failedLoginsPerMinute: number;
  registrationsPerHourPerIp: number;
}

/** Where counts are shared: an ioredis client and the deployment's key prefix (REDIS_PREFIX). */
export interface RateLimitStore {
  client: Redis;
  keyPrefix: string;
}

export function createRateLimits(opts: RateLimitOptions, redis?: RateLimitStore) {
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${redis.keyPrefix}rl:${keyPrefix}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const loginByIp = limiter('login_ip', opts.failedLoginsPerMinute, 60);
  const loginByAccount = limiter('login_acct', opts.failedLoginsPerMinute, 60);
  const registerByIp = limiter('register_ip', opts.registrationsPerHourPerIp, 3600);

  const blocked = (res: RateLimiterRes | null) => {
    const seconds = Math.max(1, Math.ceil((res?.msBeforeNext ?? 60_000) / 1000));
    return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`);
  };

  async function check(limiter: RateLimiterAbstract, key: string) {
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= limiter.points) throw blocked(res);
  }

  async function consume(limiter: RateLimiterAbstract, key: string) {
    try {
      await limiter.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) return;
      throw e;
    }
  }

  return {
    /** Throws RATE_LIMITED when this IP or account has used up its failed logins. */
    async beforeLogin(ip: string, account: string) {
      await check(loginByIp, ip);
      await check(loginByAccount, account.toLowerCase());
    },
    async loginFailed(ip: string, account: string) {
      await consume(loginByIp, ip);
      await consume(loginByAccount, account.toLowerCase());
    },
    async beforeRegister(ip: string) {
      try {
        await registerByIp.consume(ip);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw blocked(e);
        throw e;
      }
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
