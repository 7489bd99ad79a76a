import type { Logger } from 'pino';
import type { AppLucia } from './auth/lucia';
import type { RateLimits } from './auth/rate-limit';
import type { Database } from './db/client';
import type { Env } from './env';

/**
 * Everything the features need, built once at start-up (or per test) and handed down.
 * Features add their own long-lived services here as they arrive.
 */
export interface AppDeps {
  env: Env;
  database: Database;
  lucia: AppLucia;
  logger: Logger;
  limits: RateLimits;
  startedAt: number;
  version: string;
  /** Long-lived feature services, registered by features at build time. */
  services: AppServices;
  /** Run on shutdown (timers, connections); features push their own. */
  disposers: Array<() => void | Promise<void>>;
}

// biome-ignore lint/suspicious/noEmptyInterface: features augment this interface.
export interface AppServices {}
