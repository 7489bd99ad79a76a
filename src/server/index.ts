import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { isClusterPrimary, runPrimary } from './cluster';
import { StartupError } from './db/storage';
import { buildDeps, disposeDeps } from './deps';
import { type Env, loadEnv } from './env';
import { isStorageFull } from './errors';
import { tuneHeap } from './heap';
import { createHttpServer } from './http/server';
import { ROOT } from './paths';

tuneHeap();
const env = loadEnv();
const dev = process.argv.includes('--dev');

// WORKERS>1: this process only supervises; each forked worker runs this file again and serves.
if (isClusterPrimary(env, dev)) await runPrimary(env);
else await serve(env);

/** One server process: the whole app on env.PORT, stopped gracefully by SIGTERM/SIGINT. */
async function serve(env: Env) {
  const t0 = performance.now();
  const deps = await buildDeps(env).catch((e: unknown) => refuseToStart(env, e));
  const vite = dev
    ? await (await import('vite')).createServer({
        configFile: path.join(ROOT, 'vite.config.ts'),
        server: { middlewareMode: true },
        appType: 'custom',
      })
    : undefined;
  const app = createApp(deps, { vite });

  const server: Server = createHttpServer(app, deps, { dev }).listen(env.PORT, env.HOST, () => {
    deps.logger.info(
      {
        port: env.PORT,
        database: deps.database.kind,
        catalogue: env.catalogueSource,
        startupMs: Math.round(performance.now() - t0),
      },
      `Marquee listening on http://localhost:${env.PORT}`,
    );
  });
  server.on('error', (e: NodeJS.ErrnoException) => {
    deps.logger.fatal(e.code === 'EADDRINUSE' ? `Port ${env.PORT} is already in use (set PORT)` : e.message);
    process.exit(1);
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await vite?.close();
      await disposeDeps(deps).catch(() => {});
      process.exit(0);
    });
    // Kept-alive sockets would keep the server open for ever under steady load (clients
    // reuse them; the forced exit above then ends with code 1): answers from now on close
    // their connection, and sockets left idle by requests already running are closed as
    // soon as they finish.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * A start-up that cannot go on for a reason the operator can fix (a full disk, a broken data
 * directory) ends with one line and exit code 1, not a stack trace through minified PGlite.
 */
function refuseToStart(env: Env, e: unknown): never {
  if (!(e instanceof StartupError) && !isStorageFull(e)) throw e;
  const where = env.DATABASE_URL ? 'the PostgreSQL server' : `DATA_DIR (${path.resolve(env.DATA_DIR)})`;
  const line =
    e instanceof StartupError ? e.message : `The database is out of storage in ${where}; free some space.`;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
