import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { m } from '../../shared/i18n/message';
import { isAppError, RetryLaterError } from '../errors';

/**
 * Login, register and profile-edit throttles, shared by the REST facade and tRPC so neither
 * door is left open.
 *
 * An attempt takes its point before the work it guards (the password check, the uniqueness
 * check) and gives it back when that work turns out harmless (a right password, a free
 * name). Counting afterwards let parallel requests all pass a check that saw none of the
 * others. `consume` is one atomic increment in memory and in Redis.
 *
 * With Redis (REDIS_URL) the counts are shared by every process, so N processes do not
 * allow N times the attempts. While Redis is unreachable each limiter falls back at once
 * to an in-memory one of the same settings (its insurance limiter): the door neither opens
 * (no limit) nor closes (every attempt refused) during an outage; it is per process then.
 */
export interface RateLimitOptions {
  failedLoginsPerMinute: number;
  registrationsPerHourPerIp: number;
  /** "Already taken" answers to one account's profile edits per hour (default 10). */
  profileConflictsPerHourPerUser?: number;
  /** Fetches of one calendar feed per hour (default 60: calendar apps poll every 15 minutes or more). */
  calendarFetchesPerHourPerFeed?: number;
}

/** Where counts are shared: an ioredis client and the deployment's key prefix (REDIS_PREFIX). */
export interface RateLimitStore {
  client: Redis;
  keyPrefix: string;
}

/** Points taken for one attempt; `refund` gives them back once the attempt proved harmless. */
export interface Reservation {
  refund(): Promise<void>;
}

/** Who a login attempt is counted against. */
export type LoginCounter =
  /** A browser holding a device token for this account: only its own budget. */
  | { device: string }
  /**
   * Anyone else: the address, the text as typed (trimmed, lower-cased) and the account the
   * text names (a user id, or the text when no account has it).
   */
  | { ip: string; text: string; account: string };

/**
 * A login's points. `mayCheck` is false when the account has had its checked guesses for now
 * under another spelling: the password must not be checked and the answer is a wrong
 * password's, so nothing tells this text that another one shares its account.
 */
export interface LoginReservation extends Reservation {
  mayCheck: boolean;
}

/**
 * `points` per `duration` seconds per key: in memory, or in Redis (shared by every process)
 * with an in-memory insurance limiter of the same settings for while Redis is away.
 */
export function createLimiter(
  keyPrefix: string,
  points: number,
  duration: number,
  redis?: RateLimitStore,
): RateLimiterAbstract {
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
}

export function createRateLimits(opts: RateLimitOptions, redis?: RateLimitStore) {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    createLimiter(keyPrefix, points, duration, redis);
  const loginByIp = limiter('login_ip', opts.failedLoginsPerMinute, 60);
  const loginByText = limiter('login_text', opts.failedLoginsPerMinute, 60);
  const loginByAccount = limiter('login_acct', opts.failedLoginsPerMinute, 60);
  const loginByDevice = limiter('login_device', opts.failedLoginsPerMinute, 60);
  const passwordChecksByUser = limiter('password_check_user', opts.failedLoginsPerMinute, 60);
  const registerByIp = limiter('register_ip', opts.registrationsPerHourPerIp, 3600);
  const conflictsByUser = limiter('profile_conflict_user', opts.profileConflictsPerHourPerUser ?? 10, 3600);
  const conflictsByIp = limiter('profile_conflict_ip', opts.registrationsPerHourPerIp, 3600);
  const calendarByFeed = limiter('calendar_feed', opts.calendarFetchesPerHourPerFeed ?? 60, 3600);
  // Profile PINs: guessed like passwords, so counted like them (the login's budget per minute).
  const pinByProfile = limiter('pin_profile', opts.failedLoginsPerMinute, 60);
  const pinByAccount = limiter('pin_acct', opts.failedLoginsPerMinute, 60);

  const blocked = (res: RateLimiterRes | null) => {
    const seconds = Math.max(1, Math.ceil((res?.msBeforeNext ?? 60_000) / 1000));
    // Retry-After on the answer (REST header, tRPC responseMeta) says the same wait.
    return new RetryLaterError('RATE_LIMITED', m('messages.auth.tooManyAttempts', { seconds }), seconds);
  };

  /**
   * One point from each limiter, in order, or none: a refusal gives back the points already
   * taken, so an address refused by a locked account does not also lose its own budget.
   */
  async function reserve(...takes: Array<[RateLimiterAbstract, string]>): Promise<Reservation> {
    const taken: Array<[RateLimiterAbstract, string]> = [];
    const refund = async () => {
      for (const [l, key] of taken.splice(0)) await l.reward(key, 1);
    };
    for (const take of takes) {
      try {
        await take[0].consume(take[1]);
        taken.push(take);
      } catch (e) {
        await refund();
        if (e instanceof RateLimiterRes) throw blocked(e);
        throw e;
      }
    }
    return { refund };
  }

  return {
    /**
     * Takes a login attempt's points, or throws RATE_LIMITED when the address, the text as
     * typed or the device has none left. The account's own count never answers 429: it is
     * shared by the username and the email, and a 429 there would tell one that the other
     * names the same account. Its exhaustion only withholds the password check. Refund on
     * success.
     */
    async reserveLogin(counter: LoginCounter): Promise<LoginReservation> {
      if ('device' in counter) return { ...(await reserve([loginByDevice, counter.device])), mayCheck: true };
      const visitor = await reserve([loginByIp, counter.ip], [loginByText, counter.text]);
      try {
        const account = await reserve([loginByAccount, counter.account]);
        return {
          mayCheck: true,
          refund: async () => {
            await visitor.refund();
            await account.refund();
          },
        };
      } catch (e) {
        if (!isAppError(e) || e.code !== 'RATE_LIMITED') {
          await visitor.refund();
          throw e;
        }
        return { ...visitor, mayCheck: false };
      }
    },
    /**
     * A signed-in session's check of its current password (a password change): a budget per
     * user of its own, so strangers guessing at the account's logins never block its owner.
     */
    reservePasswordCheck(userId: string): Promise<Reservation> {
      return reserve([passwordChecksByUser, userId]);
    },
    /**
     * A PIN check (opening a locked profile, or the acting profile's PIN for a level change):
     * a point from the profile's budget and from the account's, taken before the check so
     * parallel guesses cannot all reach it; a right PIN gives them back.
     */
    reservePinCheck(profileId: string, userId: string): Promise<Reservation> {
      return reserve([pinByProfile, profileId], [pinByAccount, userId]);
    },
    async beforeRegister(ip: string) {
      await reserve([registerByIp, ip]);
    },
    /**
     * Takes a point from one calendar feed's budget, or throws a 429 with Retry-After. `feed`
     * is a digest of the secret, never the secret itself (Redis keys are not secrets).
     */
    async reserveCalendarFetch(feed: string): Promise<void> {
      try {
        await calendarByFeed.consume(feed);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw new RetryLaterError('RATE_LIMITED', m('messages.calendar.tooMany', { seconds }), seconds);
      }
    },
    /** Takes a username or email change's points, or throws. Refund it unless "already taken". */
    reserveProfileLookup(userId: string, ip: string): Promise<Reservation> {
      return reserve([conflictsByUser, userId], [conflictsByIp, ip]);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
