import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, EnvError, parseEnv } from '../../src/server/env';

describe('environment', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      catalogueSource: 'demo',
      TMDB_BASE_URL: 'https://api.themoviedb.org/3',
      TMDB_IMAGE_BASE_URL: 'https://image.tmdb.org/t/p',
      CATALOGUE_CACHE_MB: 64,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.officialDomains).toHaveLength(3);
  });

  it('sizes the database pool from DATABASE_POOL_SIZE, else from the cores shared by the workers', () => {
    expect(parseEnv({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(defaultPoolSize(2, 1)).toBe(12);
    expect(defaultPoolSize(2, 2)).toBe(6);
    expect(defaultPoolSize(64, 1)).toBe(32);
    expect(defaultPoolSize(16, 16)).toBe(4);
    expect(parseEnv({ WORKERS: '2' }).databasePoolSize).toBeLessThanOrEqual(parseEnv({}).databasePoolSize);
  });

  it('chooses tmdb when a key is set, unless CATALOGUE_SOURCE forces demo', () => {
    expect(parseEnv({ TMDB_API_KEY: 'k' }).catalogueSource).toBe('tmdb');
    expect(parseEnv({ TMDB_ACCESS_TOKEN: 't' }).catalogueSource).toBe('tmdb');
    expect(parseEnv({ TMDB_API_KEY: 'k', CATALOGUE_SOURCE: 'demo' }).catalogueSource).toBe('demo');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT: must be a number'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT: must be between 0 and 65535'],
    [{ PORT: '3.5' }, 'Invalid environment variable PORT: must be a whole number'],
    [
      { DATABASE_URL: 'localhost/db' },
      'Invalid environment variable DATABASE_URL: must be a valid postgres:// URL',
    ],
    [
      { DATABASE_URL: 'mysql://x/y' },
      'Invalid environment variable DATABASE_URL: must be a valid postgres:// URL',
    ],
    [{ TMDB_BASE_URL: 'ftp://x' }, 'Invalid environment variable TMDB_BASE_URL: must be a valid http(s) URL'],
    [{ CATALOGUE_SOURCE: 'imdb' }, 'Invalid environment variable CATALOGUE_SOURCE'],
    [{ CATALOGUE_SOURCE: 'tmdb' }, 'CATALOGUE_SOURCE: tmdb needs TMDB_API_KEY or TMDB_ACCESS_TOKEN'],
    [{ CATALOGUE_CACHE_MB: '-1' }, 'Invalid environment variable CATALOGUE_CACHE_MB: must be positive'],
    [{ REDIS_URL: 'http://x' }, 'Invalid environment variable REDIS_URL'],
    [
      { DATABASE_POOL_SIZE: '0' },
      'Invalid environment variable DATABASE_POOL_SIZE: must be between 1 and 500',
    ],
    [{ DATABASE_POOL_SIZE: 'ten' }, 'Invalid environment variable DATABASE_POOL_SIZE: must be a number'],
    [
      { CALENDAR_FETCHES_PER_HOUR: '0' },
      'Invalid environment variable CALENDAR_FETCHES_PER_HOUR: must be between 1 and 100000',
    ],
  ])('refuses %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('stops start-up with one line and exit code 1, no stack trace', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('Invalid environment variable PORT: must be a number');
    expect(r.stdout.trim()).toBe('');
  });
});
