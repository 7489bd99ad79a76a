import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { isClusterPrimary, runPrimary } from './cluster';
import { buildDeps, disposeDeps } from './deps';
import { type Env, loadEnv } from './env';
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
  const deps = await buildDeps(env);
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
