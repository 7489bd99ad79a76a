import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RedisOptions } from 'ioredis';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { type AppLucia, createLucia } from './auth/lucia';
import { createRateLimits, type RateLimitOptions, type RateLimits } from './auth/rate-limit';
import { SESSION_CACHE_DEFAULTS, SessionCache, type SessionCacheOptions } from './auth/session-cache';
import { createEvictionChannel } from './auth/session-channel';
import { SessionStore } from './auth/sessions';
import { type Database, openDatabase } from './db/client';
import { createStorageWatch, type StorageWatch } from './db/storage';
import type { Env } from './env';
import { createMissBudget } from './features/catalogue/miss-budget';
import { createRedisLevel } from './features/catalogue/redis-level';
import {
  type CatalogueService,
  type CatalogueTuning,
  createCatalogueFromEnv,
  missBudgetOf,
} from './features/catalogue/service';
import { startHistoryCleanup } from './features/history/cleanup';
import { type ServerConfigService, startServerConfig } from './features/server-config/service';
import { ROOT } from './paths';
import { connectRedis } from './redis';

/** Everything the features need, built once at start-up (or per test) by `buildDeps` and handed down. */
export interface AppDeps {
  env: Env;
  database: Database;
  lucia: AppLucia;
  /** Every change to a session or what it carries goes through here (auth/sessions.ts). */
  sessions: SessionStore;
  logger: Logger;
  limits: RateLimits;
  /** Whether writes are failing for want of disk space (the health report, the 507s). */
  storage: StorageWatch;
  startedAt: number;
  version: string;
  services: AppServices;
  /** Run on shutdown, last first (timers, connections). */
  disposers: Disposer[];
}

/** The long-lived feature services. */
export interface AppServices {
  catalogue: CatalogueService;
  serverConfig: ServerConfigService;
}

export type Disposer = () => void | Promise<void>;

export const VERSION: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

/**
 * Keys whose values never reach a log line, wherever they appear (one level deep, plus the
 * request's headers). The access log already leaves headers, bodies and query strings out
 * (http/logging.ts); this is the net under every other `logger.x({...})` call.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'deviceToken',
  'accessToken',
  'apiKey',
  'api_key',
  'authorization',
  'cookie',
  'secret',
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'err.params',
  '*.err.params',
];

/**
 * Errors without the query parameters drizzle puts in its messages ("Failed query: …
 * params: a,b") and on the error: they can hold emails, hashes or anything a visitor typed.
 */
export function serializeError(e: unknown): unknown {
  return scrubQueryParams(pino.stdSerializers.err(e as Error), 0);
}

function scrubQueryParams(v: unknown, depth: number): unknown {
  if (typeof v === 'string') return v.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
  if (!v || typeof v !== 'object' || depth > 4) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v))
    out[k] = k === 'params' ? '[redacted]' : scrubQueryParams(x, depth + 1);
  return out;
}

/** The server's logger: JSON lines on stdout, or on `destination` (tests capture a run). */
export function createLogger(env: Env, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: env.NODE_ENV === 'test' && !destination ? 'silent' : env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export interface BuildDepsOptions {
  database?: Database;
  logger?: Logger;
  limits?: Partial<RateLimitOptions>;
  /** Catalogue timeouts, backoffs, clock or a ready source (tests and benchmarks). */
  catalogue?: CatalogueTuning;
  /** Redis client settings over the defaults of connectRedis (tests on a loaded machine). */
  redis?: RedisOptions;
  /** The session cache's bounds, TTL or clock (tests). */
  sessionCache?: Partial<SessionCacheOptions>;
}

/** Opens the database, runs migrations and wires the long-lived services. */
export async function buildDeps(env: Env, opts: BuildDepsOptions = {}): Promise<AppDeps> {
  const logger = opts.logger ?? createLogger(env);
  const database =
    opts.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      maxConnections: env.databasePoolSize,
    }));
  await database.migrate();
  // REDIS_URL: catalogue cache, rate limits and session evictions shared by every process (src/server/redis.ts).
  const redis = env.REDIS_URL
    ? await connectRedis(env.REDIS_URL, { keyPrefix: env.REDIS_PREFIX, logger, options: opts.redis })
    : undefined;
  const startedAt = Date.now();
  const disposers: Disposer[] = [];
  if (redis) disposers.push(() => redis.close()); // first in, so closed last
  // Feature services, in dependency order.
  const catalogue = createCatalogueFromEnv(
    env,
    logger,
    opts.catalogue,
    redis && (await createRedisLevel(redis, logger)),
    createMissBudget(missBudgetOf(env, opts.catalogue?.missBudget), redis),
  );
  const serverConfig = await startServerConfig({ env, logger, disposers });
  disposers.push(await startHistoryCleanup(database.db, logger));
  const sessions = new SessionStore({
    db: database.db,
    cache: new SessionCache({ ...SESSION_CACHE_DEFAULTS, ...opts.sessionCache }),
    channel: await createEvictionChannel(redis),
    logger,
  });
  return {
    env,
    database,
    lucia: createLucia(sessions),
    sessions,
    logger,
    limits: createRateLimits(
      {
        failedLoginsPerMinute: opts.limits?.failedLoginsPerMinute ?? env.AUTH_RATE_LIMIT,
        registrationsPerHourPerIp: opts.limits?.registrationsPerHourPerIp ?? 50,
        profileConflictsPerHourPerUser: opts.limits?.profileConflictsPerHourPerUser,
        calendarFetchesPerHourPerFeed:
          opts.limits?.calendarFetchesPerHourPerFeed ?? env.CALENDAR_FETCHES_PER_HOUR,
      },
      redis,
    ),
    storage: createStorageWatch(logger, database.dataDir),
    startedAt,
    version: VERSION,
    services: { catalogue, serverConfig },
    disposers,
  };
}

/** Stops every feature service, then closes the database. */
export async function disposeDeps(deps: AppDeps): Promise<void> {
  for (const dispose of deps.disposers.reverse()) await dispose();
  await deps.database.close();
}
