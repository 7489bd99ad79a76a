import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '@server/errors';
import { m } from '@shared/i18n/message';
import type { Logger } from 'pino';
import { type CatalogueParams, type CatalogueSource, TMDB_NOT_FOUND_MESSAGE } from '../types';
import { UPSTREAM_BUSY_MESSAGE, type UpstreamLimiter } from '../upstream-limiter';

/**
 * The live source: forwards allowlisted requests to TMDB v3 with the server's credential.
 *
 * The credential is added here and nowhere else. It never reaches a response, an error
 * message or a log line: errors carry fixed messages, logs carry the path (never the URL,
 * whose query holds an api_key) and upstream bodies of failed calls are dropped.
 */
export interface TmdbSourceOptions {
  baseUrl: string;
  imageBaseUrl: string;
  apiKey?: string;
  accessToken?: string;
  logger?: Logger;
  /** Per attempt; a timeout is not retried (a slow upstream would only get slower). */
  timeoutMs?: number;
  /** Wait before the single retry of a 5xx or network failure. */
  retryBackoffMs?: number;
  /** Retry-After is honoured up to this long; a longer wait is cut to it. */
  maxRetryAfterMs?: number;
  /** Wait when a 429 carries no usable Retry-After. */
  defaultRetryAfterMs?: number;
  maxRateLimitRetries?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The gate every attempt (retries too) passes before it reaches TMDB (upstream-limiter.ts). */
  limiter?: UpstreamLimiter;
}

export const TMDB_DEFAULTS = {
  timeoutMs: 8_000,
  retryBackoffMs: 400,
  // Two waits at most: 2 × 3 s keeps a rate-limited request under 10 s in all.
  maxRetryAfterMs: 3_000,
  defaultRetryAfterMs: 1_000,
  maxRateLimitRetries: 2,
} as const;

/** The longest the upstream limiter stops for one 429's Retry-After. */
const MAX_PAUSE_MS = 60_000;

export const UNAVAILABLE_MESSAGE = m('messages.catalogue.unavailable');

type Attempt =
  | { kind: 'response'; status: number; retryAfter: string | null; text: string }
  | { kind: 'network' };

export function createTmdbSource(opts: TmdbSourceOptions): CatalogueSource {
  if (!opts.apiKey && !opts.accessToken)
    throw new Error('The tmdb source needs TMDB_API_KEY or TMDB_ACCESS_TOKEN');
  const o = { ...TMDB_DEFAULTS, ...opts };
  const base = opts.baseUrl.replace(/\/+$/, '');
  // Unreferenced: a wait for TMDB never keeps a stopping process alive.
  const sleep =
    opts.sleep ?? ((ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal, ref: false }));
  const headers: Record<string, string> = { accept: 'application/json' };
  // The bearer token is preferred when both are set: it keeps the key out of URLs, which
  // intermediaries tend to log.
  if (opts.accessToken) headers.authorization = `Bearer ${opts.accessToken}`;

  function urlFor(path: string, params: CatalogueParams): string {
    const q = new URLSearchParams(params);
    if (!opts.accessToken && opts.apiKey) q.set('api_key', opts.apiKey);
    const qs = q.toString();
    return `${base}/${path}${qs ? `?${qs}` : ''}`;
  }

  const attempt = (url: string, signal?: AbortSignal): Promise<Attempt> =>
    opts.limiter ? opts.limiter.run(() => attemptNow(url, signal), signal) : attemptNow(url, signal);

  async function attemptNow(url: string, signal?: AbortSignal): Promise<Attempt> {
    const ctrl = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, o.timeoutMs);
    const onAbort = () => ctrl.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const res = await fetch(url, { headers, signal: ctrl.signal, redirect: 'error' });
      const text = await res.text();
      return { kind: 'response', status: res.status, retryAfter: res.headers.get('retry-after'), text };
    } catch (e) {
      if (timedOut) throw new AppError('TIMEOUT', m('messages.catalogue.timeout'));
      if (signal?.aborted) throw signal.reason ?? e;
      // A refused connection, a reset, DNS: as transient as a 5xx. The error itself is not
      // logged: undici's messages can include the request URL.
      return { kind: 'network' };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function get(path: string, params: CatalogueParams, signal?: AbortSignal): Promise<unknown> {
    const url = urlFor(path, params);
    let rateLimited = 0;
    let serverErrors = 0;
    for (;;) {
      const r = await attempt(url, signal);
      const status = r.kind === 'response' ? r.status : 0;
      if (r.kind === 'response' && status >= 200 && status < 300) return parseBody(r.text, path);
      if (status === 404) throw new AppError('NOT_FOUND', TMDB_NOT_FOUND_MESSAGE);
      if (status === 429) {
        const header = r.kind === 'response' ? r.retryAfter : null;
        // Every other call would be refused too: nothing starts until TMDB said to come back
        // (its whole Retry-After, up to a minute; this request's own wait stays short).
        const pause = retryAfterMs(header, { ...o, maxRetryAfterMs: MAX_PAUSE_MS });
        opts.limiter?.hold(sleep(pause), pause);
        if (rateLimited < o.maxRateLimitRetries) {
          rateLimited++;
          const wait = retryAfterMs(header, o);
          o.logger?.warn({ path, waitMs: wait, retry: rateLimited }, 'tmdb rate limited; waiting');
          await sleep(wait, signal);
          continue;
        }
        o.logger?.warn({ path }, 'tmdb still rate limited after retries');
        // 502, not 429: the visitor sent one request; it is our upstream that is saturated.
        throw new AppError('UPSTREAM', UPSTREAM_BUSY_MESSAGE);
      }
      if (status === 0 || status >= 500) {
        if (serverErrors < 1) {
          serverErrors++;
          o.logger?.warn({ path, status: status || 'network error' }, 'tmdb failed; retrying once');
          await sleep(o.retryBackoffMs, signal);
          continue;
        }
        o.logger?.error({ path, status: status || 'network error' }, 'tmdb unavailable');
        throw new AppError('UPSTREAM', UNAVAILABLE_MESSAGE);
      }
      if (status === 401 || status === 403) {
        o.logger?.error(
          { path, status },
          'tmdb rejected the server credential (check TMDB_API_KEY / TMDB_ACCESS_TOKEN)',
        );
        throw new AppError('UPSTREAM', UNAVAILABLE_MESSAGE);
      }
      o.logger?.warn({ path, status }, 'tmdb refused the request');
      throw new AppError('VALIDATION', m('messages.catalogue.refused'));
    }
  }

  function parseBody(text: string, path: string): unknown {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object') return body;
    } catch {
      // fall through
    }
    o.logger?.error({ path }, 'tmdb answered something that is not a JSON object');
    throw new AppError('UPSTREAM', UNAVAILABLE_MESSAGE);
  }

  return { name: 'tmdb', imageBaseUrl: opts.imageBaseUrl.replace(/\/+$/, ''), localized: true, get };
}

/** Retry-After in seconds or as an HTTP date, capped; a missing or bad one gets the default. */
export function retryAfterMs(
  header: string | null,
  o: { maxRetryAfterMs: number; defaultRetryAfterMs: number },
  now = Date.now(),
): number {
  let ms = o.defaultRetryAfterMs;
  if (header && /^\d+(\.\d+)?$/.test(header.trim())) ms = Number(header) * 1000;
  else if (header) {
    const at = Date.parse(header);
    if (!Number.isNaN(at)) ms = Math.max(0, at - now);
  }
  return Math.min(Math.max(0, ms), o.maxRetryAfterMs);
}
