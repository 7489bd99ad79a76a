import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * A remote streaming-server configuration must not be able to take the site
 * down. Each hostile document is served by a real HTTP server as SERVER_CONFIG_URL and
 * loaded by an admin's refresh; afterwards every kind of route still answers as before,
 * with a valid, small Content-Security-Policy, the previous good configuration stays in
 * use, the admin learns why and a visitor does not. Header behaviour does not depend on
 * the database, so this runs on PGlite only.
 */

import {
  assertValidCsp,
  configDoc as doc,
  GOOD_CONFIG as GOOD,
  GOOD_ORIGIN,
  manyServers,
  POISONED_PLAYER_URLS,
  playerServer as server,
  withPlayer,
} from '../helpers/server-configs';

describe('a poisoned streaming-server configuration', () => {
  let configServer: Server;
  let elsewhere: Server;
  let configUrl = '';
  let handler: (req: IncomingMessage, res: ServerResponse) => void;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof insertUser>>;
  let user: Awaited<ReturnType<typeof insertUser>>;
  const baseline = new Map<string, number>();
  const json = (body: unknown) => (_req: IncomingMessage, res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const ROUTES = [
    '/',
    '/health',
    '/api/health',
    '/trpc/serverConfig.get',
    '/trpc/platform.info',
    '/watch/movie/550',
    '/watch/tv/1399/1/1',
    '/settings',
    '/api/nope',
  ];

  beforeAll(async () => {
    handler = json(GOOD);
    configServer = createServer((req, res) => handler(req, res));
    elsewhere = createServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(withPlayer('https://*/m'))),
    );
    await new Promise<void>((r) => configServer.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
    configUrl = `http://127.0.0.1:${(configServer.address() as AddressInfo).port}/servers.json`;
    t = await createTestApp('pglite', { SERVER_CONFIG_URL: configUrl });
    admin = await insertUser(t.deps, { role: 'admin' });
    user = await insertUser(t.deps);
    for (const path of ROUTES) baseline.set(path, (await t.http().get(path)).status);
  });
  afterAll(async () => {
    await t?.close();
    for (const s of [configServer, elsewhere]) {
      s?.closeAllConnections();
      await new Promise((r) => s?.close(r));
    }
  });

  const get = (token: string | null) =>
    t
      .http()
      .get('/trpc/serverConfig.get')
      .set(token ? { Authorization: `Bearer ${token}` } : {})
      .then((r) => r.body.result.data);

  it('starts from the good configuration, with no route failing', async () => {
    expect(await get(null)).toMatchObject({ source: 'remote', configError: false, lastError: null });
    for (const [path, status] of baseline) expect(status, path).not.toBe(500);
    const d = assertValidCsp((await t.http().get('/')).headers['content-security-policy'], '/');
    expect(d['frame-src']).toContain(GOOD_ORIGIN);
  });

  /** Refreshes as the admin, then checks every route, the policy and who sees the reason. */
  async function refreshAndCheck(via: 'rest' | 'trpc', reason: RegExp) {
    if (via === 'rest') {
      const res = await t.http().post('/api/admin/refresh-servers').set(admin.auth);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ success: false, data: { source: 'remote' } });
      expect(res.body.message).toMatch(/^Failed to refresh servers: /);
      expect(res.body.message).toMatch(reason);
    } else {
      const res = await t.http().post('/trpc/admin.refreshServers').set(admin.auth).send({});
      expect(res.status).toBe(200);
      const result = res.body.result.data;
      expect(result).toMatchObject({ ok: false, summary: { source: 'remote', totalServers: 1 } });
      expect(result.summary.lastError).toMatch(reason);
    }

    for (const path of ROUTES) {
      const res = await t.http().get(path);
      expect(res.status, path).toBe(baseline.get(path));
      const d = assertValidCsp(res.headers['content-security-policy'], path);
      // The previous good configuration is still the one framed.
      expect(d['frame-src'], path).toEqual([
        "'self'",
        GOOD_ORIGIN,
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
      ]);
    }

    const staff = await get(admin.token);
    expect(staff).toMatchObject({ source: 'remote', configError: true, config: { version: 'poisoned' } });
    expect(staff.config.servers).toHaveLength(1);
    expect(staff.config.servers[0].movieUrl).toBe(`${GOOD_ORIGIN}/movie`);
    expect(staff.lastError).toMatch(reason);
    const summary = await t.http().get('/trpc/admin.serverConfig').set(admin.auth);
    expect(summary.body.result.data.lastError).toBe(staff.lastError);

    for (const token of [null, user.token]) {
      const visitor = await get(token);
      expect(visitor).toMatchObject({ source: 'remote', configError: true, lastError: null });
      expect(visitor.config).toEqual(staff.config);
      const text = JSON.stringify(visitor);
      expect(text).not.toContain('Remote configuration');
      expect(text).not.toContain('127.0.0.1');
    }
  }

  const invalidUrl = /Remote configuration is invalid: servers\[1\]\.movieUrl is not a valid player URL/;

  it.each(POISONED_PLAYER_URLS.map((url, i) => [url, i % 2 ? 'trpc' : 'rest'] as const))(
    'player URL %j leaves every route answering (refresh via %s)',
    async (url, via) => {
      handler = json(withPlayer(url));
      await refreshAndCheck(via, invalidUrl);
    },
  );

  it('refuses 51 servers, and 5,000 servers on distinct hosts', async () => {
    handler = json(manyServers(51));
    await refreshAndCheck('trpc', /servers lists 51 servers; at most 50 are allowed/);
    // 5,000 servers do not even fit the size cap.
    handler = json(manyServers(5000));
    await refreshAndCheck('rest', /Remote configuration is larger than 262144 bytes/);
  });

  it('does not follow a redirect to another host', async () => {
    const target = `http://localhost:${(elsewhere.address() as AddressInfo).port}/servers.json`;
    handler = (_req, res) => res.writeHead(302, { location: target }).end();
    await refreshAndCheck('rest', /redirects to another site \(http:\/\/localhost:\d+\)/);
  });

  it('stops reading a 1 MB body', async () => {
    const body = JSON.stringify(GOOD).replace('{', `{${' '.repeat(1024 * 1024)}`);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Chunked: no Content-Length to refuse it by, so the cap must hold while reading.
      for (let i = 0; i < body.length; i += 64 * 1024) res.write(body.slice(i, i + 64 * 1024));
      res.end();
    };
    await refreshAndCheck('trpc', /Remote configuration is larger than 262144 bytes/);
  });

  it('gives up on a server slower than the timeout, saying it timed out', { timeout: 20_000 }, async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"servers": [');
    };
    await refreshAndCheck('rest', /Remote configuration could not be fetched \(timed out after 5000 ms\)/);
  });

  it('takes a good configuration again once the remote is fixed', async () => {
    handler = json(doc([server(0, 'https://player-next.example/movie')]));
    const res = await t.http().post('/api/admin/refresh-servers').set(admin.auth);
    expect(res.status).toBe(200);
    expect(await get(admin.token)).toMatchObject({ configError: false, lastError: null });
    const d = assertValidCsp((await t.http().get('/')).headers['content-security-policy'], '/');
    expect(d['frame-src']).toContain('https://player-next.example');
    expect(d['frame-src']).not.toContain(GOOD_ORIGIN);
  });
});
