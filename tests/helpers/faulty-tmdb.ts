import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fixture } from '../msw/tmdb';

/**
 * A local TMDB on 127.0.0.1 that can be switched into the failures a real upstream has:
 * `down` (connection refused: the port is closed), `slow` (accepts and never answers),
 * `429` (rate limited, with Retry-After) and `500`. In `ok` it answers the hand-written
 * fixtures of tests/fixtures/tmdb for details, lists and genres.
 */
export type UpstreamMode = 'ok' | 'down' | 'slow' | '429' | '500';

export interface FaultyTmdb {
  baseUrl: string;
  key: string;
  calls: number;
  /** `delayMs`: answers in `ok` mode only after this long (a slow but working upstream). */
  setMode(mode: UpstreamMode, opts?: { retryAfter?: string; delayMs?: number }): Promise<void>;
  close(): Promise<void>;
}

const KEY = 'fault-test-key-0c5a1d';

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.searchParams.get('api_key') !== KEY) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"status_code":7}');
    return;
  }
  const path = url.pathname.replace(/^\/3\//, '');
  const details = /^(movie|tv)\/(\d+)$/.exec(path);
  let body: unknown;
  if (details) {
    const base = fixture<Record<string, unknown>>(details[1] === 'movie' ? 'movie-550' : 'tv-1399');
    body = { ...base, id: Number(details[2]) };
  } else if (/^genre\//.test(path)) body = fixture('genre-movie-list');
  else
    body = {
      ...fixture<Record<string, unknown>>('movie-popular'),
      page: Number(url.searchParams.get('page') ?? 1),
    };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFaultyTmdb(): Promise<FaultyTmdb> {
  let mode: UpstreamMode = 'ok';
  let retryAfter = '1';
  let delayMs = 0;
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    state.calls++;
    if (mode === 'slow') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (mode === '429') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter });
      res.end('{"status_code":25,"status_message":"Your request count is over the allowed limit."}');
      return;
    }
    if (mode === '500') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"status_code":11}');
      return;
    }
    if (delayMs > 0) setTimeout(() => answer(req, res), delayMs);
    else answer(req, res);
  };
  let server: Server = createServer(handler);
  const track = (s: Server) =>
    s.on('connection', (sock) => {
      sockets.add(sock);
      sock.on('close', () => sockets.delete(sock));
    });
  track(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });

  const state: FaultyTmdb = {
    baseUrl: `http://127.0.0.1:${port}/3`,
    key: KEY,
    calls: 0,
    async setMode(next, opts = {}) {
      retryAfter = opts.retryAfter ?? '1';
      delayMs = opts.delayMs ?? 0;
      for (const res of hanging) res.destroy();
      if (next === 'down' && mode !== 'down') await stopListening();
      if (next !== 'down' && mode === 'down') {
        server = createServer(handler);
        track(server);
        await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      }
      mode = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      if (mode !== 'down') await stopListening();
    },
  };
  return state;
}
