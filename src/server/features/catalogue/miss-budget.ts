import { AsyncLocalStorage } from 'node:async_hooks';
import { m } from '@shared/i18n/message';
import type { RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, type RateLimitStore } from '../../auth/rate-limit';
import { RetryLaterError } from '../../errors';
import { clientIp } from '../../http/rest';

/**
 * Each client's budget of catalogue cache misses: what its requests may cost the upstream.
 * Hits are free, so a visitor browsing what others already opened never meets it; a client
 * asking for one uncached thing after another (new searches, new ids, new pages) does,
 * and past it its uncached answers are 429 with Retry-After while cached ones are still served.
 *
 * The client is the request's address (Express's `req.ip`, so behind TRUST_PROXY the
 * forwarded one). It is bound once per request (`bindCatalogueClient`) and read wherever
 * the catalogue loads something on that request's behalf, so every path that can reach the
 * upstream (REST facade, tRPC procedures, the page's boot data) is counted without each
 * passing the client along. Work on no request's behalf (background revalidation) is not.
 *
 * Counted with the rate limits' store: shared by every process through Redis when REDIS_URL
 * is set, per process otherwise.
 */
export interface MissBudgetOptions {
  /** Misses per client per `durationSeconds`. */
  points: number;
  durationSeconds: number;
}

export interface MissBudget {
  /** Takes one miss from the current request's client, or throws a 429 (RetryLaterError). */
  admit(): Promise<void>;
}

const overBudget = (seconds: number) => m('messages.catalogue.missBudget', { seconds });

const clients = new AsyncLocalStorage<string>();

/** Runs `fn` on behalf of `client`: the catalogue misses it causes are counted against it. */
export const asCatalogueClient = <T>(client: string, fn: () => T): T => clients.run(client, fn);

/** Express middleware: the rest of the request runs on behalf of its address. */
export const bindCatalogueClient: RequestHandler = (req, _res, next) =>
  asCatalogueClient(clientIp(req), next);

export function createMissBudget(opts: MissBudgetOptions, store?: RateLimitStore): MissBudget {
  const limiter = createLimiter('catalogue_miss', opts.points, opts.durationSeconds, store);
  return {
    async admit() {
      const client = clients.getStore();
      if (client === undefined) return;
      try {
        await limiter.consume(client);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw new RetryLaterError('RATE_LIMITED', overBudget(seconds), seconds);
      }
    },
  };
}
