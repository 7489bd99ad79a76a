import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/deps';
import { type BuildDepsOptions, buildDeps, disposeDeps } from '../../src/server/deps';
import { parseEnv } from '../../src/server/env';
import { type DbKind, openTestDatabase } from './db';
import { type Listening, listen } from './raw-http';

export interface TestApp {
  app: Express;
  deps: AppDeps;
  /** supertest on the Express app alone (no catalogue fast path, no socket limits). */
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * A test app behind the production HTTP server (the cached catalogue hits answered first,
 * the socket limits), listening on 127.0.0.1:0; close it before the app.
 */
export function serve(t: Pick<TestApp, 'app' | 'deps'>): Promise<Listening> {
  return listen(t.app, t.deps);
}

/**
 * The real Express app on a fresh migrated database (or `opts.database`: a second app on
 * another's), configured like production.
 */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  opts: BuildDepsOptions = {},
): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase(kind));
  // Every request of a test comes from 127.0.0.1: the per-client miss budget is the tests'
  // that measure it (they set their own), not a limit on every catalogue test.
  const defaults = { NODE_ENV: 'test', CATALOGUE_SOURCE: 'demo', CATALOGUE_MISSES_PER_MINUTE: '100000' };
  const deps = await buildDeps(parseEnv({ ...defaults, ...env }), {
    ...opts,
    database,
  });
  const app = createApp(deps);
  return {
    app,
    deps,
    http: () => request(app),
    close: () => disposeDeps(deps),
  };
}
