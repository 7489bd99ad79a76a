import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { AppDeps } from '../../src/server/deps';
import { createHttpServer } from '../../src/server/http/server';

/**
 * A plain HTTP client for hostile requests: the path goes on the wire exactly as given
 * (fetch and supertest normalise `..` and re-encode), bodies are raw bytes, and sockets are
 * kept alive so thousands of requests cost little.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  /** 0 when no HTTP answer came back (the error says why). */
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  error?: string;
  ms: number;
}

export interface RawClient {
  baseUrl: string;
  send(req: RawRequest): Promise<RawResponse>;
  close(): Promise<void>;
}

const MAX_BODY_KEPT = 4_096;

export function rawClientFor(
  baseUrl: string,
  opts: { sockets?: number; timeoutMs?: number } = {},
): RawClient {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.sockets ?? 16 });
  const send = (r: RawRequest) =>
    new Promise<RawResponse>((resolve) => {
      const t0 = performance.now();
      const body = typeof r.body === 'string' ? Buffer.from(r.body) : r.body;
      const headers: Record<string, string> = { ...r.headers };
      if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
        headers['Content-Length'] = String(body.length);
      }
      let settled = false;
      const done = (res: RawResponse) => {
        if (!settled) {
          settled = true;
          resolve(res);
        }
      };
      let req: http.ClientRequest;
      try {
        req = http.request(
          { host: url.hostname, port: url.port, method: r.method, path: r.path, headers, agent },
          (res) => {
            const chunks: Buffer[] = [];
            let kept = 0;
            res.on('data', (c: Buffer) => {
              if (kept < MAX_BODY_KEPT) chunks.push(c);
              kept += c.length;
            });
            res.on('end', () =>
              done({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_KEPT),
                headers: res.headers,
                ms: performance.now() - t0,
              }),
            );
            res.on('error', (e) =>
              done({ status: res.statusCode ?? 0, body: '', headers: res.headers, error: e.message, ms: 0 }),
            );
          },
        );
      } catch (e) {
        done({ status: 0, body: '', headers: {}, error: `client refused: ${(e as Error).message}`, ms: 0 });
        return;
      }
      req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
      req.on('error', (e) =>
        done({ status: 0, body: '', headers: {}, error: e.message, ms: performance.now() - t0 }),
      );
      req.end(body);
    });
  return {
    baseUrl,
    send,
    close: async () => agent.destroy(),
  };
}

export interface Listening {
  baseUrl: string;
  server: http.Server;
  close(): Promise<void>;
}

/**
 * The app behind the production HTTP server (createHttpServer: cached catalogue hits first,
 * the socket timeouts) on an ephemeral loopback port; returns the base URL and a closer.
 */
export async function listen(app: Express, deps: AppDeps): Promise<Listening> {
  const server = createHttpServer(app, deps);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `jobs` with at most `concurrency` in flight (the server's own helper). */
export { pool } from '../../src/server/pool';
