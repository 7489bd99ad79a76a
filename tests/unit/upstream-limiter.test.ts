import { describe, expect, it } from 'vitest';
import { RetryLaterError } from '../../src/server/errors';
import {
  createUpstreamLimiter,
  type LimiterClock,
  type UpstreamLimits,
} from '../../src/server/features/catalogue/upstream-limiter';

/** A clock the test moves by hand: timers fire only when `advance` passes them. */
function manualClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: LimiterClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => {
      timers.delete(id as number);
    },
  };
  /** Moves time forward to `to`, firing due timers in order, with promise callbacks between. */
  async function advance(ms: number) {
    const to = now + ms;
    for (;;) {
      await flush();
      const due = [...timers.entries()].filter(([, t]) => t.at <= to).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = to;
    await flush();
  }
  return { clock, advance };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A task that stays in flight until the test finishes it. */
function controlled() {
  const started: Array<() => void> = [];
  let running = 0;
  let maxRunning = 0;
  const task = () =>
    new Promise<string>((resolve) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      started.push(() => {
        running--;
        resolve('done');
      });
    });
  return {
    task,
    started,
    finishAll: () => {
      for (const f of started.splice(0)) f();
    },
    get maxRunning() {
      return maxRunning;
    },
  };
}

const LIMITS: UpstreamLimits = { concurrency: 3, perSecond: 5, queueTimeoutMs: 4_000 };

describe('upstream limiter', () => {
  it('never has more than `concurrency` calls in flight; the rest start as others finish', async () => {
    const { clock, advance } = manualClock();
    const gate = createUpstreamLimiter({ ...LIMITS, perSecond: 100 }, clock);
    const c = controlled();
    const results = Array.from({ length: 7 }, () => gate.run(c.task));
    await advance(0);
    expect(c.started).toHaveLength(3);
    expect(gate.queued).toBe(4);
    c.finishAll();
    await advance(0);
    expect(c.started).toHaveLength(3);
    c.finishAll();
    await advance(0);
    c.finishAll();
    expect(await Promise.all(results)).toEqual(Array(7).fill('done'));
    expect(c.maxRunning).toBe(3);
  });

  it('starts at most `perSecond` calls in any second, whatever arrives', async () => {
    const { clock, advance } = manualClock();
    const gate = createUpstreamLimiter({ ...LIMITS, concurrency: 100, queueTimeoutMs: 60_000 }, clock);
    const startedAt: number[] = [];
    const all = Array.from({ length: 23 }, () =>
      gate.run(async () => {
        startedAt.push(clock.now());
      }),
    );
    await advance(10_000);
    await Promise.all(all);
    expect(startedAt).toHaveLength(23);
    // Every window of one second holds at most five starts.
    for (const t0 of startedAt)
      expect(startedAt.filter((t) => t >= t0 && t < t0 + 1000).length).toBeLessThanOrEqual(5);
    expect(startedAt.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(startedAt[5]).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a call still waiting at its deadline with a 503 that says when to come back', async () => {
    const { clock, advance } = manualClock();
    const gate = createUpstreamLimiter({ ...LIMITS, concurrency: 1 }, clock);
    const c = controlled();
    const first = gate.run(c.task);
    const second = gate.run(c.task);
    const outcome = second.then(
      () => 'ran',
      (e: unknown) => e,
    );
    await advance(3_999);
    expect(gate.queued).toBe(1);
    await advance(1);
    const e = await outcome;
    expect(e).toBeInstanceOf(RetryLaterError);
    expect(e).toMatchObject({ code: 'UNAVAILABLE', status: 503, retryAfterSeconds: 4 });
    expect(gate.queued).toBe(0);
    c.finishAll();
    expect(await first).toBe('done');
  });

  it('refuses at once when the queue is full', async () => {
    const { clock, advance } = manualClock();
    const gate = createUpstreamLimiter({ ...LIMITS, concurrency: 1, maxQueue: 2 }, clock);
    const c = controlled();
    const running = gate.run(c.task);
    const waiting = [gate.run(c.task), gate.run(c.task)];
    await expect(gate.run(c.task)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    for (let i = 0; i < 3; i++) {
      await advance(0);
      c.finishAll();
    }
    expect(await Promise.all([running, ...waiting])).toEqual(['done', 'done', 'done']);
  });

  it('holds every start while the upstream says 429, and refuses at once while the hold outlasts the wait', async () => {
    const { clock, advance } = manualClock();
    const gate = createUpstreamLimiter(LIMITS, clock);
    let release!: () => void;
    gate.hold(new Promise<void>((r) => (release = r)), 2_000);
    const c = controlled();
    const held = gate.run(c.task);
    await advance(1_000);
    expect(c.started).toHaveLength(0);
    release();
    await advance(0);
    expect(c.started).toHaveLength(1);
    c.finishAll();
    expect(await held).toBe('done');

    // A 30 s Retry-After: nothing would start within the 4 s a call may wait.
    gate.hold(new Promise<void>(() => {}), 30_000);
    await expect(gate.run(c.task)).rejects.toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 30 });
    expect(c.started).toHaveLength(0);
  });

  it('lets an aborted caller leave the queue', async () => {
    const { clock, advance } = manualClock();
    const gate = createUpstreamLimiter({ ...LIMITS, concurrency: 1 }, clock);
    const c = controlled();
    const first = gate.run(c.task);
    const ctrl = new AbortController();
    const second = gate.run(c.task, ctrl.signal);
    ctrl.abort(new Error('client went away'));
    await expect(second).rejects.toThrow('client went away');
    expect(gate.queued).toBe(0);
    await advance(0);
    c.finishAll();
    expect(await first).toBe('done');
  });
});
