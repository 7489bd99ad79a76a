import cluster, { type Worker } from 'node:cluster';
import pino, { type Logger } from 'pino';
import { isBroadcast } from './auth/session-channel';
import { openDatabase } from './db/client';
import type { Env } from './env';

/**
 * `WORKERS=N npm start`: a primary process that serves nothing itself but forks N server
 * processes sharing one port (node:cluster hands connections out round-robin), restarts a
 * crashed one with backoff, and turns SIGTERM/SIGINT into a graceful stop of all of them.
 *
 * Deliberately light: the primary loads no feature code (no catalogue, no sessions), only
 * the database client, so that it can apply the migrations once before any worker starts,
 * and relays broadcasts between workers (session evictions when there is no Redis).
 */

/** Why this environment cannot run several processes, or null when it can. */
export function clusterRefusal(env: Pick<Env, 'WORKERS' | 'DATABASE_URL'>): string | null {
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    return (
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database (PGlite) can be opened by ` +
      'one process only; set DATABASE_URL to a PostgreSQL server or use WORKERS=1'
    );
  }
  return null;
}

/** True in the process that should supervise workers rather than serve (`npm run dev` never does). */
export function isClusterPrimary(env: Pick<Env, 'WORKERS'>, dev = false): boolean {
  return !dev && env.WORKERS > 1 && cluster.isPrimary;
}

export interface RestartPolicyOptions {
  /** First restart delay; doubles per consecutive failure up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A worker that served this long before dying starts its slot's count afresh. */
  stableAfterMs: number;
  /** Consecutive deaths before ever listening after which the slot (and the cluster) gives up. */
  maxStartFailures: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 30_000,
  maxStartFailures: 5,
};

/**
 * Per-slot crash bookkeeping. A crash after a long healthy run restarts at once-ish; a
 * crash loop backs off exponentially; a worker that cannot even start (port taken, bad
 * configuration) five times running stops the cluster instead of looping forever.
 */
export class RestartPolicy {
  private readonly failures = new Map<number, { count: number; startFailures: number }>();

  constructor(private readonly opts: RestartPolicyOptions = DEFAULT_RESTART_POLICY) {}

  /** Delay before restarting the slot, or null to give up. `servedMs` is null if it never listened. */
  onExit(slot: number, servedMs: number | null): number | null {
    const prev = this.failures.get(slot) ?? { count: 0, startFailures: 0 };
    const stable = servedMs !== null && servedMs >= this.opts.stableAfterMs;
    const next = {
      count: stable ? 1 : prev.count + 1,
      startFailures: servedMs === null ? prev.startFailures + 1 : 0,
    };
    this.failures.set(slot, next);
    if (next.startFailures >= this.opts.maxStartFailures) return null;
    return Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** (next.count - 1));
  }
}

export interface PrimaryOptions {
  logger?: Logger;
  policy?: RestartPolicyOptions;
  /** How long workers get to finish their requests after SIGTERM before they are killed. */
  shutdownTimeoutMs?: number;
}

interface Slot {
  worker: Worker | null;
  listeningAt: number | null;
  restartTimer: NodeJS.Timeout | null;
}

/**
 * Runs the primary: refuses an impossible set-up (exit 1), migrates once, forks
 * `env.WORKERS` workers and supervises them until a signal stops everything.
 */
export async function runPrimary(env: Env, opts: PrimaryOptions = {}): Promise<void> {
  const refusal = clusterRefusal(env);
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    process.exit(1);
  }
  const logger = opts.logger ?? pino({ level: env.LOG_LEVEL }).child({ role: 'primary' });

  // Once, before any worker: N workers would otherwise queue on the migration lock, and a
  // bad DATABASE_URL fails here with one message instead of N crash-looping workers.
  try {
    const database = await openDatabase({ url: env.DATABASE_URL, maxConnections: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (e) {
    logger.fatal({ err: e }, `Cannot prepare the database: ${(e as Error).message}`);
    process.exit(1);
  }

  const policy = new RestartPolicy(opts.policy);
  const slots: Slot[] = [];
  const slotOf = new Map<number, number>();
  let stopping = false;
  let exitCode = 0;

  const fork = (slot: number) => {
    const worker = cluster.fork();
    slots[slot] = { worker, listeningAt: null, restartTimer: null };
    slotOf.set(worker.id, slot);
  };

  cluster.on('listening', (worker) => {
    const slot = slotOf.get(worker.id);
    if (slot !== undefined && slots[slot]) slots[slot].listeningAt = Date.now();
  });

  // A worker's broadcast reaches every other worker (it has acted on it itself).
  cluster.on('message', (from, message: unknown) => {
    if (!isBroadcast(message)) return;
    for (const s of slots)
      if (s.worker && s.worker !== from && s.worker.isConnected()) s.worker.send(message);
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slotOf.get(worker.id);
    slotOf.delete(worker.id);
    if (slot === undefined) return;
    const s = slots[slot]!;
    s.worker = null;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (slots.every((x) => x.worker === null)) finish();
      return;
    }
    const served = s.listeningAt === null ? null : Date.now() - s.listeningAt;
    const delay = policy.onExit(slot, served);
    if (delay === null) {
      logger.fatal(
        { slot, code, signal },
        'a worker failed to start repeatedly; stopping the cluster (see the worker errors above)',
      );
      exitCode = 1;
      void stop('worker start failures');
      return;
    }
    logger.warn(
      { slot, workerPid: worker.process.pid, code, signal, restartInMs: delay },
      'worker died; restarting',
    );
    s.restartTimer = setTimeout(() => {
      s.restartTimer = null;
      if (!stopping) fork(slot);
    }, delay);
  });

  const finish = () => {
    logger.info({ exitCode }, 'all workers stopped');
    process.exit(exitCode);
  };

  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'stopping workers');
    for (const s of slots) {
      if (s.restartTimer) clearTimeout(s.restartTimer);
      s.restartTimer = null;
    }
    const alive = slots.filter((s) => s.worker !== null);
    if (alive.length === 0) return finish();
    // Each worker runs its own graceful shutdown (stop accepting, finish requests, close the pool).
    for (const s of alive) s.worker?.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error('workers did not stop in time; killing them');
      for (const s of slots) s.worker?.process.kill('SIGKILL');
      exitCode = 1;
      finish();
    }, opts.shutdownTimeoutMs ?? 15_000).unref();
  };

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  logger.info({ workers: env.WORKERS, port: env.PORT }, `Marquee primary starting ${env.WORKERS} workers`);
  for (let i = 0; i < env.WORKERS; i++) fork(i);
}
