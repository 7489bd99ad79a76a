import { readFileSync } from 'node:fs';
import pino, { type Logger } from 'pino';
import { createLucia } from './auth/lucia';
import { createRateLimits, type RateLimitOptions } from './auth/rate-limit';
import type { AppDeps, AppServices } from './context';
import { type Database, openDatabase } from './db/client';
import type { Env } from './env';
import { type CatalogueTuning, createCatalogueFromEnv } from './features/catalogue/service';
import { startHistoryCleanup } from './features/history/cleanup';
import { startServerConfig } from './features/server-config/service';

export const VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

export function createLogger(env: Env): Logger {
  return pino({
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'password', '*.password', '*.token', 'token', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}

export interface BuildDepsOptions {
  database?: Database;
  logger?: Logger;
  limits?: Partial<RateLimitOptions>;
  /** Catalogue timeouts, backoffs, clock or a ready source (tests and benchmarks). */
  catalogue?: CatalogueTuning;
}

/** Opens the database, runs migrations and wires the long-lived services. */
export async function buildDeps(env: Env, opts: BuildDepsOptions = {}): Promise<AppDeps> {
  const logger = opts.logger ?? createLogger(env);
  const database = opts.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  await database.migrate();
  const deps: AppDeps = {
    env,
    database,
    lucia: createLucia(database.db),
    logger,
    limits: createRateLimits({
      failedLoginsPerMinute: opts.limits?.failedLoginsPerMinute ?? env.AUTH_RATE_LIMIT,
      registrationsPerHourPerIp: opts.limits?.registrationsPerHourPerIp ?? 50,
    }),
    startedAt: Date.now(),
    version: VERSION,
    services: {} as AppServices,
    disposers: [],
  };
  // Feature services are created here, in dependency order.
  deps.services.catalogue = createCatalogueFromEnv(env, logger, opts.catalogue);
  deps.services.serverConfig = await startServerConfig(deps);
  deps.disposers.push(await startHistoryCleanup(database.db, logger));
  return deps;
}

/** Stops every feature service, then closes the database. */
export async function disposeDeps(deps: AppDeps): Promise<void> {
  for (const dispose of deps.disposers.reverse()) await dispose();
  await deps.database.close();
}
