import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The headers every answer carries (helmet, http/security.ts), checked per configuration:
 * the page policy follows the catalogue's image CDN and the streaming servers of the
 * current server configuration (changed by an admin refresh, no restart), HSTS and
 * upgrade-insecure-requests only behind TRUST_PROXY. Header behaviour does not depend on
 * the database, so this runs on PGlite only.
 */
const directives = (csp: string | undefined = '') =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  ) as Record<string, string[]>;

const serversDoc = (origin: string) =>
  JSON.stringify({
    version: '1',
    lastUpdated: '2025-01-01T00:00:00.000Z',
    servers: [
      {
        id: 1,
        name: 'One',
        movieUrl: `${origin}/embed/movie`,
        tvUrl: `${origin}/embed/tv`,
        enabled: true,
        priority: 1,
      },
      {
        id: 2,
        name: 'Off',
        movieUrl: 'https://disabled.example/m',
        tvUrl: 'https://disabled.example/t',
        enabled: false,
        priority: 2,
      },
    ],
    settings: { defaultServer: 1, autoFallback: true, maxRetries: 3, loadTimeout: 10000 },
  });

describe('security headers', () => {
  let configServer: Server;
  let remote = serversDoc('https://player-one.example');
  let configUrl = '';
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    configServer = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(remote),
    );
    await new Promise<void>((r) => configServer.listen(0, '127.0.0.1', r));
    configUrl = `http://127.0.0.1:${(configServer.address() as AddressInfo).port}/servers.json`;
    t = await createTestApp('pglite', { SERVER_CONFIG_URL: configUrl });
    proxied = await createTestApp('pglite', {
      TRUST_PROXY: 'true',
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: 'unused-key',
      TMDB_IMAGE_BASE_URL: 'https://images.cdn.example/t/p',
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    await new Promise((r) => configServer.close(r));
  });

  it('gives pages exactly the sources the app uses', async () => {
    const res = await t.http().get('/');
    const d = directives(res.headers['content-security-policy']);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['script-src-attr']).toEqual(["'none'"]);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // The demo catalogue serves its own images: no CDN.
    expect(d['img-src']).toEqual(["'self'", 'data:']);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['worker-src']).toEqual(["'self'"]);
    expect(d['manifest-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    // Enabled servers only, plus the trailer player.
    expect(d['frame-src']).toEqual([
      "'self'",
      'https://player-one.example',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
    ]);
    expect(d).not.toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('follows a server configuration refreshed by an admin, without a restart', async () => {
    remote = serversDoc('https://player-two.example:8443');
    const owner = await insertUser(t.deps, { role: 'owner' });
    const refresh = await t
      .http()
      .post('/api/admin/refresh-servers')
      .set('Authorization', `Bearer ${owner.token}`);
    expect(refresh.status).toBe(200);
    const d = directives((await t.http().get('/settings')).headers['content-security-policy']);
    expect(d['frame-src']).toContain('https://player-two.example:8443');
    expect(d['frame-src']).not.toContain('https://player-one.example');
  });

  it('sends nosniff, the referrer policy and the frame options on API answers too', async () => {
    for (const path of ['/api/health', '/trpc/platform.info', '/api/nope']) {
      const res = await t.http().get(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], path).toBeUndefined();
    }
  });

  it('adds the image CDN, HSTS and upgrade-insecure-requests behind a TLS proxy', async () => {
    const res = await proxied.http().get('/');
    const d = directives(res.headers['content-security-policy']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'https://images.cdn.example']);
    expect(d).toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets the built-in player keep its own policy (framed by the app, no script)', async () => {
    const res = await t.http().get('/embed/movie/550');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('refuses undecodable paths and oversize declared bodies before routing', async () => {
    for (const path of [
      '/trpc/%FF',
      '/trpc/auth.me%C0%AF',
      '/api/watch-history/%E2%82/movie',
      '/%ED%A0%80',
    ]) {
      const res = await t.http().get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/Malformed URL/);
    }
    const big = await t
      .http()
      .post('/trpc/history.clear')
      .set({ 'Content-Type': 'application/json' })
      .send(`"${'x'.repeat(1024 * 1024 + 10)}"`);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: 'Request body is too large' });
  });
});
