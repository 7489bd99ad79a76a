import { m } from '@shared/i18n/message';
import { AppError, RetryLaterError } from '../../errors';

/**
 * The one gate in front of every call to the upstream catalogue (TMDB), whichever path asked
 * for it: the REST facade, the tRPC screens, boot data, recommendations, background
 * revalidation. TMDB allows about 40-50 requests a second per key and 20 connections per
 * address; past that it answers 429 and may throttle the key for every visitor.
 *
 * - At most `concurrency` calls in flight, and at most `perSecond` calls in flight or ended
 *   within the last second when one starts. Counting a call until a second after it ends,
 *   rather than from its start, is what holds at the upstream: a call reaches it somewhere
 *   between its start and its end (a new connection, a busy event loop), so any second the
 *   upstream measures can only hold calls this window still counted.
 * - The rest wait in order, each for at most `queueTimeoutMs`; past it, or with `maxQueue`
 *   already waiting, the call is refused at once with a 503 that says when to come back.
 *   Nothing waits without end.
 * - `hold(wait, ms)`: the upstream said 429 (with Retry-After `ms`): no call starts until
 *   `wait` (the source's own sleep for that long, so tests that fake the source's time fake
 *   this too) has passed; while the hold has longer to run than a call may wait, calls are
 *   refused at once instead of waiting for nothing.
 *
 * Written here rather than taken from a library: p-limit bounds concurrency only, and
 * bottleneck (unmaintained since 2019) has no deadline on the wait itself. Both rules and the
 * deadline fit in one small queue whose clock tests can drive.
 *
 * The limit is per process: N processes sharing one Redis make at most N × the limits.
 */
export interface UpstreamLimits {
  concurrency: number;
  perSecond: number;
  queueTimeoutMs: number;
  /** Waiting calls beyond which a new one is refused at once (default 50 × concurrency). */
  maxQueue?: number;
}

export interface UpstreamLimiter {
  /** Runs `task` once the limits allow it; rejects with a 503 past the wait's deadline. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** The upstream is rate limiting us for `ms`: start nothing until `wait` settles. */
  hold(wait: Promise<unknown>, ms: number): void;
  readonly active: number;
  readonly queued: number;
}

/** Timers and the clock; tests pass fake ones. */
export interface LimiterClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const REAL_CLOCK: LimiterClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

const WINDOW_MS = 1_000;

export const UPSTREAM_BUSY_MESSAGE = m('messages.catalogue.busy');

interface Waiter {
  start: () => void;
}

export function createUpstreamLimiter(
  limits: UpstreamLimits,
  clock: LimiterClock = REAL_CLOCK,
): UpstreamLimiter {
  const maxQueue = limits.maxQueue ?? limits.concurrency * 50;
  const queue: Waiter[] = [];
  /** End times of calls that ended within the last window, oldest first. */
  const ended: number[] = [];
  let active = 0;
  /** Holds not yet over (upstream 429s): while any is, nothing starts. */
  let holds = 0;
  let heldUntil = 0;
  let wakeAt = Number.POSITIVE_INFINITY;
  let wakeTimer: unknown;

  const busy = (ms = limits.queueTimeoutMs) =>
    new RetryLaterError('UNAVAILABLE', UPSTREAM_BUSY_MESSAGE, Math.max(1, Math.ceil(ms / 1000)));

  /** When the next call may start as far as the rate window goes (0: now). */
  const nextStartAt = (now: number) => {
    while (ended.length > 0 && now - ended[0]! >= WINDOW_MS) ended.shift();
    // In flight below `concurrency` here, so the ended calls are what can fill the window.
    if (active + ended.length < limits.perSecond) return 0;
    return (ended[active + ended.length - limits.perSecond] ?? now) + WINDOW_MS;
  };

  function pump() {
    while (queue.length > 0 && active < limits.concurrency && holds === 0) {
      const now = clock.now();
      const at = nextStartAt(now);
      if (at > now) {
        wake(at, now);
        return;
      }
      const waiter = queue.shift()!;
      active++;
      waiter.start();
    }
  }

  /** One timer for the earliest moment the queue can move again. */
  function wake(at: number, now: number) {
    if (wakeAt <= at) return;
    if (wakeTimer !== undefined) clock.clearTimeout(wakeTimer);
    wakeAt = at;
    wakeTimer = clock.setTimeout(() => {
      wakeAt = Number.POSITIVE_INFINITY;
      wakeTimer = undefined;
      pump();
    }, at - now);
  }

  function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (queue.length >= maxQueue) return Promise.reject(busy());
    const held = holds > 0 ? heldUntil - clock.now() : 0;
    if (held > limits.queueTimeoutMs) return Promise.reject(busy(held));
    return new Promise<T>((resolve, reject) => {
      let deadline: unknown;
      const leave = () => {
        clock.clearTimeout(deadline);
        signal?.removeEventListener('abort', onAbort);
        const i = queue.indexOf(waiter);
        if (i !== -1) queue.splice(i, 1);
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason ?? new AppError('TIMEOUT', m('messages.catalogue.timeout')));
      };
      const waiter: Waiter = {
        start: () => {
          leave();
          task()
            .then(resolve, reject)
            .finally(() => {
              active--;
              ended.push(clock.now());
              pump();
            });
        },
      };
      deadline = clock.setTimeout(() => {
        leave();
        reject(busy());
      }, limits.queueTimeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      pump();
    });
  }

  return {
    run,
    hold(wait, ms) {
      heldUntil = Math.max(heldUntil, clock.now() + ms);
      holds++;
      const release = () => {
        holds--;
        pump();
      };
      wait.then(release, release);
    },
    get active() {
      return active;
    },
    get queued() {
      return queue.length;
    },
  };
}
