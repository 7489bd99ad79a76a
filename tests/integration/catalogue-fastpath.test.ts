import { connect } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../src/server/http/server';
import { createTestApp, serve, type TestApp } from '../helpers/app';
import type { Listening } from '../helpers/raw-http';

/**
 * The production HTTP server (http/server.ts): cached catalogue hits are answered before the
 * Express app (decision 002) yet carry the same security headers and a request id made the
 * same way as any other answer; slow clients lose their socket within the configured limits.
 */

/** What is not a security header: the answer's own fields and what node adds. */
const NOT_SECURITY = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);
const securityOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !NOT_SECURITY.has(name)));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('cached catalogue hits on the production HTTP server', () => {
  let t: TestApp;
  let server: Listening;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
    // Behind a proxy, so HSTS is on the list too.
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'demo', TRUST_PROXY: 'true' }, { logger });
    server = await serve(t);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('sends a hit exactly the security headers of a miss, and its own request id', async () => {
    await t.deps.services.catalogue.clear();
    const url = `${server.baseUrl}/api/tmdb/genre/movie/list`;
    const miss = await fetch(url);
    const linesAfterMiss = logLines.length;
    const hit = await fetch(url);
    expect([miss.status, hit.status]).toEqual([200, 200]);
    expect(await hit.text()).toBe(await miss.text());
    expect(t.deps.services.catalogue.stats()).toMatchObject({ hits: 1, misses: 1 });
    expect(logLines.length).toBe(linesAfterMiss); // answered before the app (it logs every answer)

    const missHeaders = securityOf(miss);
    expect(Object.keys(missHeaders)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'referrer-policy',
        'x-frame-options',
        'x-content-type-options',
        'cross-origin-resource-policy',
      ]),
    );
    expect(securityOf(hit)).toEqual(missHeaders);

    const ids = [miss.headers.get('x-request-id'), hit.headers.get('x-request-id')];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    const traced = await fetch(url, { headers: { 'X-Request-Id': 'edge-7f3a.42' } });
    expect(traced.headers.get('x-request-id')).toBe('edge-7f3a.42');
    const forged = await fetch(url, { headers: { 'X-Request-Id': 'x" y' } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
    // A 304 from the cache carries them too.
    const notModified = await fetch(url, { headers: { 'If-None-Match': hit.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(securityOf(notModified)).toEqual(missHeaders);
  });

  it("follows the streaming configuration's frame sources in a hit's CSP", async () => {
    const config = t.deps.services.serverConfig;
    const original = config.frameSources;
    try {
      const url = `${server.baseUrl}/api/tmdb/genre/tv/list`;
      await fetch(url);
      const before = (await fetch(url)).headers.get('content-security-policy');
      expect(before).not.toContain('https://player.example.org');
      config.frameSources = () => ["'self'", 'https://player.example.org'];
      const hit = await fetch(url);
      const miss = await fetch(`${server.baseUrl}/api/tmdb/movie/top_rated`);
      expect(hit.headers.get('content-security-policy')).toContain('https://player.example.org');
      expect(hit.headers.get('content-security-policy')).toBe(miss.headers.get('content-security-policy'));
    } finally {
      config.frameSources = original;
    }
  });
});

describe('socket limits of the production HTTP server', () => {
  let t: TestApp;
  let server: Listening;
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'demo' });
    server = await serve(t);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  /** Sends `head`, then one byte of `drip` every 250 ms; resolves when the server closes the socket. */
  function slowClient(head: string, drip: string): Promise<{ ms: number; answer: string }> {
    const { port } = new URL(server.baseUrl);
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      let i = 0;
      const timer = setInterval(() => socket.write(drip[i++ % drip.length]!), 250);
      socket.on('connect', () => socket.write(head));
      socket.on('data', (d) => {
        answer += d.toString('latin1');
      });
      socket.on('error', () => {}); // a write racing the close
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ ms: performance.now() - started, answer });
      });
    });
  }

  it('closes a socket whose body or headers dribble in', async () => {
    const MARGIN_MS = 5_000;
    const [body, headers] = await Promise.all([
      slowClient(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
        ' ',
      ),
      slowClient('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n'),
    ]);
    expect(body.ms).toBeLessThan(SERVER_TIMEOUTS.requestTimeoutMs + MARGIN_MS);
    expect(headers.ms).toBeLessThan(SERVER_TIMEOUTS.headersTimeoutMs + MARGIN_MS);
    for (const r of [body, headers])
      expect(r.answer === '' || r.answer.startsWith('HTTP/1.1 408')).toBe(true);
  }, 60_000);
});
