import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { AppDeps } from '../deps';
import { catalogueFastPath } from '../features/catalogue/rest';

/**
 * Socket limits. A client that sends its headers or body slowly holds a socket (and a parser)
 * for as long as the server waits, so a few hundred of them could hold every socket: headers
 * must arrive within 10 s and a whole request (at most 1 MB) within 20 s, else the answer is
 * 408 and the socket closes. Node checks these every `checkIntervalMs` (its default, 30 s,
 * would let a slow client stay three times longer). Idle kept-alive sockets stay open 65 s,
 * longer than the 60 s idle timeout of common reverse proxies and load balancers, which would
 * otherwise reuse a socket this server has just closed and answer their client with a 502.
 */
export const SERVER_TIMEOUTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
} as const;

/**
 * The HTTP server of the app, used the same way in production (index.ts), the benchmarks and
 * the tests that listen: cached catalogue hits are answered first (decision 002), everything
 * else by the Express app. `dev`: the app runs Vite's middleware and sends no CSP; hits follow.
 */
export function createHttpServer(app: Express, deps: AppDeps, opts: { dev?: boolean } = {}): Server {
  const fastPath = catalogueFastPath(deps, opts);
  const server = createServer(
    {
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkIntervalMs,
      headersTimeout: SERVER_TIMEOUTS.headersTimeoutMs,
      requestTimeout: SERVER_TIMEOUTS.requestTimeoutMs,
    },
    (req, res) => {
      if (!fastPath(req, res)) app(req, res);
    },
  );
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeoutMs;
  return server;
}
