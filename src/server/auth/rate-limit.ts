import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

/**
 * Login and register throttles, counted per client IP and per account. Shared by the REST
 * facade and tRPC so neither door is left open. Failed logins count; a success does not.
 */
export interface RateLimitOptions {
  failedLoginsPerMinute: number;
  registrationsPerHourPerIp: number;
}

export function createRateLimits(opts: RateLimitOptions) {
  const loginByIp = new RateLimiterMemory({
    keyPrefix: 'login_ip',
    points: opts.failedLoginsPerMinute,
    duration: 60,
  });
  const loginByAccount = new RateLimiterMemory({
    keyPrefix: 'login_acct',
    points: opts.failedLoginsPerMinute,
    duration: 60,
  });
  const registerByIp = new RateLimiterMemory({
    keyPrefix: 'register_ip',
    points: opts.registrationsPerHourPerIp,
    duration: 3600,
  });

  const blocked = (res: RateLimiterRes | null) => {
    const seconds = Math.max(1, Math.ceil((res?.msBeforeNext ?? 60_000) / 1000));
    return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`);
  };

  async function check(limiter: RateLimiterMemory, key: string) {
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= limiter.points) throw blocked(res);
  }

  async function consume(limiter: RateLimiterMemory, key: string) {
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
