/**
 * Child process of the history benchmark: the real app (production settings) behind the
 * production HTTP server, on the scratch PostgreSQL database named in argv[2], listening on
 * 127.0.0.1. It runs apart from autocannon so the load generator does not share the app's
 * event loop.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/server/app';
import { buildDeps, disposeDeps } from '../src/server/deps';
import { parseEnv } from '../src/server/env';
import { tuneHeap } from '../src/server/heap';
import { createHttpServer } from '../src/server/http/server';

const config = JSON.parse(process.argv[2] ?? '{}') as { databaseUrl: string; logLevel?: string };
const env = parseEnv({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: config.databaseUrl,
  CATALOGUE_SOURCE: 'demo',
  LOG_LEVEL: config.logLevel ?? 'info',
});
tuneHeap(); // as src/server/index.ts does
const deps = await buildDeps(env);
const server = createHttpServer(createApp(deps), deps).listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
});

process.on('message', async (msg: { type: string }) => {
  // The CPU time this process has used, for the benchmark's cost per request.
  if (msg.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
  if (msg.type === 'stop') {
    server.closeAllConnections();
    server.close();
    await disposeDeps(deps).catch(() => {});
    process.exit(0);
  }
});
