/**
 * Child process of the catalogue benchmark: the real app (production settings; PostgreSQL
 * when the parent hands a database URL, else the embedded database in a temp dir; tmdb
 * source pointed at the fake TMDB) listening on 127.0.0.1.
 * Configuration arrives as JSON in argv[2]; the parent talks to it over IPC:
 * 'clear' empties the catalogue cache, 'rss' reports resident memory, 'cpu' its CPU time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { buildDeps, disposeDeps } from '../src/server/deps';
import { parseEnv } from '../src/server/env';
import { tuneHeap } from '../src/server/heap';
import { createHttpServer } from '../src/server/http/server';

const config = JSON.parse(process.argv[2] ?? '{}') as {
  tmdbUrl: string;
  tmdbKey: string;
  databaseUrl?: string;
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
const env = parseEnv({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: config.databaseUrl,
  CATALOGUE_SOURCE: 'tmdb',
  TMDB_API_KEY: config.tmdbKey,
  TMDB_BASE_URL: config.tmdbUrl,
  LOG_LEVEL: 'info',
});
tuneHeap(); // as src/server/index.ts does
// The fake TMDB is local and the benchmark measures the app (hits, coalescing, memory), not
// the upstream gate or the visitors' miss budget, which would only slow its cold floods.
const deps = await buildDeps(env, {
  catalogue: {
    upstream: { concurrency: 256, perSecond: 1_000_000 },
    missBudget: { points: 1_000_000 },
  },
});
const server = createHttpServer(createApp(deps), deps).listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
});

process.on('message', async (msg: { type: string }) => {
  if (msg.type === 'clear') {
    await deps.services.catalogue.clear();
    process.send?.({ type: 'cleared' });
  } else if (msg.type === 'rss') {
    process.send?.({
      type: 'rss',
      rss: process.memoryUsage().rss,
      memory: process.memoryUsage(),
      cache: deps.services.catalogue.stats(),
    });
  } else if (msg.type === 'cpu') {
    process.send?.({ type: 'cpu', usage: process.cpuUsage() });
  } else if (msg.type === 'stop') {
    server.closeAllConnections();
    server.close();
    await disposeDeps(deps).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
