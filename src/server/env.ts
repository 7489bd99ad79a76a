import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { messageOf } from '../shared/i18n/message';
import { english } from './i18n/messages';

/**
 * The only reader of process.env. A bad value stops start-up with one line naming the
 * variable and what is wrong (see `loadEnv`).
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return protocols.test(new URL(v).protocol);
        } catch {
          return false;
        }
      }, `must be a valid ${what} URL`)
      .optional(),
  );
const bool = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((s) => s === 'true' || s === '1')]),
  );

/** A whole number from 1 to `max`, `fallback` when unset. */
const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, `must be between 1 and ${max}`)
      .max(max, `must be between 1 and ${max}`)
      .default(fallback),
  );

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be between 0 and 65535')
        .max(65535, 'must be between 0 and 65535')
        .default(3000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://'),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    /** Connections each server process keeps to PostgreSQL; unset: see `defaultPoolSize`. */
    DATABASE_POOL_SIZE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be between 1 and 500')
        .max(500, 'must be between 1 and 500')
        .optional(),
    ),
    TMDB_API_KEY: optionalString,
    TMDB_ACCESS_TOKEN: optionalString,
    CATALOGUE_SOURCE: z.preprocess(emptyToUndefined, z.enum(['tmdb', 'demo']).optional()),
    TMDB_BASE_URL: z.preprocess(
      emptyToUndefined,
      optionalUrl(/^https?:$/, 'http(s)').default('https://api.themoviedb.org/3'),
    ),
    TMDB_IMAGE_BASE_URL: z.preprocess(
      emptyToUndefined,
      optionalUrl(/^https?:$/, 'http(s)').default('https://image.tmdb.org/t/p'),
    ),
    CATALOGUE_CACHE_MB: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'must be a number' }).positive('must be positive').max(4096).default(64),
    ),
    // The upstream budget: one gate in front of every TMDB call (per process), and each
    // client's share of cache misses (features/catalogue/upstream-limiter.ts, miss-budget.ts).
    TMDB_MAX_CONCURRENT: positiveInt(10, 20),
    TMDB_MAX_PER_SECOND: positiveInt(30, 50),
    /** How long a call may wait for its turn before the answer is a 503. */
    TMDB_QUEUE_TIMEOUT_MS: positiveInt(5_000, 60_000),
    CATALOGUE_MISSES_PER_MINUTE: positiveInt(120, 100_000),
    /** Fetches of one calendar feed per hour (calendar apps poll every 15 minutes or more). */
    CALENDAR_FETCHES_PER_HOUR: positiveInt(60, 100_000),
    SERVER_CONFIG_URL: optionalUrl(/^https?:$/, 'http(s)'),
    REDIS_URL: optionalUrl(/^rediss?:$/, 'redis://'),
    /** Namespace of every Redis key and channel, so several deployments can share one Redis. */
    REDIS_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, _ : . or -')
        .default('marquee:'),
    ),
    TRUST_PROXY: bool(false),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** Comma-separated official domains shown on the Platform Info page. */
    OFFICIAL_DOMAINS: z.preprocess(
      emptyToUndefined,
      z.string().default('marquee.example,marquee-alt.example,watch-marquee.example'),
    ),
    /** The community space linked from the Platform Info page (optional). */
    COMMUNITY_URL: optionalUrl(/^https?:$/, 'http(s)'),
    /** Rate limits: failed logins per minute per IP and per account. */
    AUTH_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10)),
    /** Server processes on the one port (node:cluster, src/server/cluster.ts); >1 needs DATABASE_URL. */
    WORKERS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be between 1 and 64')
        .max(64, 'must be between 1 and 64')
        .default(1),
    ),
  })
  .transform((e) => ({
    ...e,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(availableParallelism(), e.WORKERS),
    catalogueSource: e.CATALOGUE_SOURCE ?? (e.TMDB_API_KEY || e.TMDB_ACCESS_TOKEN ? 'tmdb' : 'demo'),
    officialDomains: e.OFFICIAL_DOMAINS.split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  }));

export type Env = z.infer<typeof EnvSchema>;

/**
 * About two connections per core, plus a few for queries waiting on I/O, shared by the
 * worker processes, so the total stays near 2 × cores + 8 however many workers run (well
 * under PostgreSQL's default max_connections of 100 on common machines); 4 to 32 each.
 */
export function defaultPoolSize(cores: number, workers: number): number {
  return Math.max(4, Math.min(32, Math.ceil((2 * cores + 8) / workers)));
}

export class EnvError extends Error {}

/** Parses an environment; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    const problem = issue ? english(messageOf(issue.message)) : 'invalid value';
    throw new EnvError(`Invalid environment variable ${name}: ${problem}`);
  }
  if (result.data.catalogueSource === 'tmdb' && !result.data.TMDB_API_KEY && !result.data.TMDB_ACCESS_TOKEN) {
    throw new EnvError(
      'Invalid environment variable CATALOGUE_SOURCE: tmdb needs TMDB_API_KEY or TMDB_ACCESS_TOKEN',
    );
  }
  return result.data;
}

/** Reads process.env once. On failure prints one line and exits 1 (no stack trace). */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (e) {
    if (e instanceof EnvError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}
