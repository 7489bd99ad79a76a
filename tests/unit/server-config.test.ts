import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerConfigService,
  LOCAL_CONFIG_FILE,
  serverConfigView,
} from '../../src/server/features/server-config/service';
import { BUILTIN_CONFIG, parseServerConfig } from '../../src/shared/servers';

const remoteDoc = {
  version: '2.0',
  lastUpdated: '2025-02-01T00:00:00Z',
  servers: [
    {
      id: 'alpha',
      name: 'Alpha',
      movieUrl: 'https://alpha.example/embed/movie/',
      tvUrl: 'https://alpha.example/embed/tv',
      enabled: true,
      priority: 2,
    },
    {
      id: 'beta',
      name: 'Beta',
      movieUrl: 'https://beta.example:8443/m',
      tvUrl: 'https://beta-tv.example/t',
      enabled: true,
      priority: 1,
    },
    {
      id: 'off',
      name: 'Off',
      movieUrl: 'https://off.example/m',
      tvUrl: 'https://off.example/t',
      enabled: false,
      priority: 3,
    },
  ],
  settings: { defaultServer: 1, autoFallback: false, maxRetries: 2, loadTimeout: 8000 },
};

const localDoc = {
  lastUpdated: '2025-01-20T00:00:00Z',
  servers: [
    { id: 1, name: 'Local', movieUrl: '/embed/movie', tvUrl: '/embed/tv', enabled: true, priority: 1 },
  ],
  settings: { defaultServer: 1 },
};

describe('server configuration fallback chain', () => {
  let server: Server;
  let base = '';
  let dir = '';
  const answers = new Map<string, { status: number; body: string; delayMs?: number }>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'marquee-servers-'));
    server = createServer((req, res) => {
      const a = answers.get(req.url ?? '') ?? { status: 404, body: 'not found' };
      setTimeout(() => {
        res.writeHead(a.status, { 'content-type': 'application/json' });
        res.end(a.body);
      }, a.delayMs ?? 0);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    answers.set('/ok.json', { status: 200, body: JSON.stringify(remoteDoc) });
    answers.set('/down.json', { status: 503, body: 'maintenance' });
    answers.set('/garbled.json', { status: 200, body: '{"servers": [' });
    answers.set('/invalid.json', {
      status: 200,
      body: JSON.stringify({ ...remoteDoc, settings: { defaultServer: 'one' } }),
    });
    answers.set('/slow.json', { status: 200, body: JSON.stringify(remoteDoc), delayMs: 400 });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  const localFile = (name: string, content: string | null) => {
    const file = path.join(dir, name);
    if (content !== null) writeFileSync(file, content);
    return file;
  };

  it('uses the remote document when it loads and is valid', async () => {
    const s = createServerConfigService({
      remoteUrl: `${base}/ok.json`,
      localFile: localFile('a.json', JSON.stringify(localDoc)),
    });
    const state = await s.refresh();
    expect(state.source).toBe('remote');
    expect(state.lastError).toBeNull();
    expect(state.config.version).toBe('2.0');
    expect(state.config.servers[0]).toMatchObject({
      id: 'alpha',
      movieUrl: 'https://alpha.example/embed/movie',
    });
    expect(state.config.settings).toEqual({
      defaultServer: 1,
      autoFallback: false,
      maxRetries: 2,
      loadTimeout: 8000,
    });
    expect(s.current()).toBe(state);
    // Enabled servers' origins only (in priority order); the disabled one may not be framed.
    expect(s.frameSources()).toEqual([
      "'self'",
      'https://beta.example:8443',
      'https://beta-tv.example',
      'https://alpha.example',
    ]);
  });

  it.each([
    ['down.json', 'Remote configuration answered HTTP 503'],
    ['garbled.json', 'Remote configuration is not valid JSON'],
    ['invalid.json', 'Remote configuration is invalid: settings.defaultServer must be a number'],
    ['missing.json', 'Remote configuration answered HTTP 404'],
  ])('falls back to the local file when the remote %s fails, flagging the error', async (file, error) => {
    const s = createServerConfigService({
      remoteUrl: `${base}/${file}`,
      localFile: localFile('b.json', JSON.stringify(localDoc)),
    });
    const state = await s.refresh();
    expect(state.source).toBe('local');
    expect(state.lastError).toBe(error);
    expect(state.config.servers.map((x) => x.name)).toEqual(['Local']);
    // Settings missing from the file take the documented fallback values.
    expect(state.config.settings).toEqual({
      defaultServer: 1,
      autoFallback: true,
      maxRetries: 3,
      loadTimeout: 10000,
    });
    expect(s.frameSources()).toEqual(["'self'"]);
  });

  it('gives up on a remote that does not answer in time', async () => {
    const s = createServerConfigService({
      remoteUrl: `${base}/slow.json`,
      localFile: localFile('c.json', JSON.stringify(localDoc)),
      timeoutMs: 100,
    });
    const state = await s.refresh();
    expect(state.source).toBe('local');
    expect(state.lastError).toBe('Remote configuration could not be fetched (timed out after 100 ms)');
  });

  it('falls back to the built-in pair when the remote and the local file both fail', async () => {
    const s = createServerConfigService({
      remoteUrl: `${base}/down.json`,
      localFile: localFile('none.json', null),
    });
    const state = await s.refresh();
    expect(state.source).toBe('builtin');
    expect(state.config).toEqual(BUILTIN_CONFIG);
    expect(state.lastError).toBe(
      'Remote configuration answered HTTP 503; Local configuration file is missing',
    );
    expect(state.config.servers.map((x) => [x.priority, x.movieUrl, x.tvUrl])).toEqual([
      [1, '/embed/movie', '/embed/tv'],
      [2, '/embed/backup/movie', '/embed/backup/tv'],
    ]);
    expect(state.config.settings).toEqual({
      defaultServer: 1,
      autoFallback: true,
      maxRetries: 3,
      loadTimeout: 10000,
    });
  });

  it('without a remote URL reads the local file with no error; an invalid file means built-in', async () => {
    const ok = await createServerConfigService({
      localFile: localFile('d.json', JSON.stringify(localDoc)),
    }).refresh();
    expect(ok).toMatchObject({ source: 'local', lastError: null });
    const bad = await createServerConfigService({
      localFile: localFile('e.json', JSON.stringify({ servers: [], settings: { defaultServer: 1 } })),
    }).refresh();
    expect(bad).toMatchObject({
      source: 'builtin',
      lastError: 'Local configuration is invalid: servers must be a non-empty list',
    });
  });

  it('recovers on the next refresh, and runs one refresh at a time', async () => {
    const s = createServerConfigService({
      remoteUrl: `${base}/flaky.json`,
      localFile: localFile('f.json', JSON.stringify(localDoc)),
    });
    expect((await s.refresh()).source).toBe('local');
    answers.set('/flaky.json', { status: 200, body: JSON.stringify(remoteDoc) });
    const [a, b] = [s.refresh(), s.refresh()];
    expect(a).toBe(b);
    expect(await a).toMatchObject({ source: 'remote', lastError: null });
  });

  it('ships a valid public/config/servers.json pointing at the built-in player page', async () => {
    const state = await createServerConfigService({ localFile: LOCAL_CONFIG_FILE }).refresh();
    expect(state).toMatchObject({ source: 'local', lastError: null });
    expect(state.config.servers.map((x) => [x.name, x.movieUrl, x.tvUrl])).toEqual([
      ['Marquee Player', '/embed/movie', '/embed/tv'],
      ['Marquee Player (backup)', '/embed/backup/movie', '/embed/backup/tv'],
    ]);
  });
});

describe('a configuration document is valid only with servers, a numeric default and player URLs', () => {
  const server = { movieUrl: 'https://p.example/m', tvUrl: 'https://p.example/t', enabled: true };
  it.each([
    [null, 'the document is not a JSON object'],
    [{ servers: [], settings: { defaultServer: 1 } }, 'servers must be a non-empty list'],
    [{ servers: [server] }, 'settings.defaultServer must be a number'],
    [{ servers: [server], settings: { defaultServer: '1' } }, 'settings.defaultServer must be a number'],
    [
      { servers: [{ ...server, movieUrl: undefined }], settings: { defaultServer: 1 } },
      'servers[0] needs movieUrl and tvUrl',
    ],
    [
      { servers: [{ ...server, enabled: 'yes' }], settings: { defaultServer: 1 } },
      'servers[0].enabled must be true or false',
    ],
    [
      { servers: [{ ...server, movieUrl: 'javascript:alert(1)' }], settings: { defaultServer: 1 } },
      'servers[0].movieUrl is not a valid player URL: it must start with https:// or be a path on this site starting with /',
    ],
    [
      { servers: [{ ...server, tvUrl: '//evil.example/t' }], settings: { defaultServer: 1 } },
      'servers[0].tvUrl is not a valid player URL: a site path must start with a single /',
    ],
    [
      {
        servers: [server, { ...server, movieUrl: 'https://player.example;script-src/movie' }],
        settings: { defaultServer: 1 },
      },
      'servers[1].movieUrl is not a valid player URL: the host must be a plain DNS name or IP address (no wildcard, user name or punctuation)',
    ],
    [
      { servers: Array.from({ length: 51 }, () => server), settings: { defaultServer: 1 } },
      'servers lists 51 servers; at most 50 are allowed',
    ],
  ])('%j is invalid: %s', (doc, error) => {
    expect(parseServerConfig(doc)).toEqual({ ok: false, error });
  });

  it('fills in id, name and priority from the position when absent', () => {
    const r = parseServerConfig({ servers: [server, server], settings: { defaultServer: 2 } });
    expect(r.ok && r.config.servers.map((s) => [s.id, s.name, s.priority])).toEqual([
      [1, 'Server 1', 1],
      [2, 'Server 2', 2],
    ]);
  });
});

describe('safety limits on a configuration', () => {
  const at = (host: string) => ({
    movieUrl: `https://${host}/m`,
    tvUrl: `https://${host}/t`,
    enabled: true,
  });

  it('accepts 50 servers and refuses 51, whoever is disabled', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => at(`p${i}.example`));
    expect(parseServerConfig({ servers: fifty, settings: { defaultServer: 1 } }).ok).toBe(true);
    const r = parseServerConfig({
      servers: [...fifty, { ...at('extra.example'), enabled: false }],
      settings: { defaultServer: 1 },
    });
    expect(r).toEqual({ ok: false, error: 'servers lists 51 servers; at most 50 are allowed' });
  });

  it("refuses players whose origins would not fit the page's security policy", () => {
    const long = (i: number) => `${String(i).padStart(2, '0')}${'a'.repeat(60)}.${'b'.repeat(60)}.example`;
    const r = parseServerConfig({
      servers: Array.from({ length: 40 }, (_, i) => at(long(i))),
      settings: { defaultServer: 1 },
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(
      /^the players' 40 distinct origins take \d+ characters of the page's security policy \(at most 4096\); use fewer hosts$/,
    );
  });
});

describe('remote fetch limits and the last good configuration', () => {
  let server: Server;
  let other: Server;
  let base = '';
  let otherBase = '';
  let dir = '';
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  const routes = new Map<string, Handler>();
  const json =
    (doc: unknown): Handler =>
    (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'marquee-remote-'));
    server = createServer((req, res) => {
      const h = routes.get(req.url ?? '');
      if (h) h(req, res);
      else res.writeHead(404).end();
    });
    other = createServer((_req, res) => res.writeHead(200).end(JSON.stringify(remoteDoc)));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    otherBase = `http://localhost:${(other.address() as AddressInfo).port}`;
    routes.set('/good.json', json(remoteDoc));
    routes.set('/moved.json', (_req, res) => res.writeHead(301, { location: '/good.json' }).end());
    routes.set('/away.json', (_req, res) => res.writeHead(302, { location: `${otherBase}/good.json` }).end());
    routes.set('/loop.json', (_req, res) => res.writeHead(302, { location: '/loop.json' }).end());
    routes.set('/declared-huge.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(400 * 1024 * 1024) });
      res.write('{"servers":');
      // The body is never sent in full: the fetch must give up on the declared length alone.
    });
    routes.set('/streamed-huge.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = ' '.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    routes.set('/trickle.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"servers": [');
      // Headers arrive at once, the body never ends: the deadline covers the body too.
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    other.closeAllConnections();
    await new Promise((r) => server.close(r));
    await new Promise((r) => other.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  const withRemote = (file: string, timeoutMs = 2000) =>
    createServerConfigService({
      remoteUrl: `${base}/${file}`,
      localFile: path.join(dir, 'missing.json'),
      timeoutMs,
    });

  it('follows a redirect within the same origin', async () => {
    expect(await withRemote('moved.json').refresh()).toMatchObject({ source: 'remote', lastError: null });
  });

  it.each([
    [
      'away.json',
      /^Remote configuration redirects to another site \(http:\/\/localhost:\d+\); only same-origin redirects are followed/,
    ],
    ['loop.json', /^Remote configuration redirects more than 2 times/],
    ['declared-huge.json', /^Remote configuration is larger than 262144 bytes/],
    ['streamed-huge.json', /^Remote configuration is larger than 262144 bytes/],
  ])('refuses %s', async (file, error) => {
    const state = await withRemote(file).refresh();
    expect(state.source).toBe('builtin');
    expect(state.lastError).toMatch(error);
  });

  it('times out on a body that never ends, saying so', async () => {
    const state = await withRemote('trickle.json', 150).refresh();
    expect(state.lastError).toMatch(/^Remote configuration could not be fetched \(timed out after 150 ms\)/);
  });

  it('keeps the last good remote document when the remote turns bad, with the reason', async () => {
    routes.set('/flip.json', json(remoteDoc));
    const s = withRemote('flip.json');
    const good = await s.refresh();
    expect(good).toMatchObject({ source: 'remote', lastError: null });
    const frames = s.frameSources();
    routes.set(
      '/flip.json',
      json({ ...remoteDoc, servers: [{ ...remoteDoc.servers[0], movieUrl: 'https://*/m' }] }),
    );
    const kept = await s.refresh();
    expect(kept.config).toBe(good.config);
    expect(kept.loadedAt).toBe(good.loadedAt);
    expect(kept).toMatchObject({
      source: 'remote',
      lastError:
        'Remote configuration is invalid: servers[0].movieUrl is not a valid player URL: the host must be a plain DNS name or IP address (no wildcard, user name or punctuation)',
    });
    expect(s.frameSources()).toEqual(frames);
    routes.set('/flip.json', json({ ...remoteDoc, version: '3.0' }));
    expect(await s.refresh()).toMatchObject({
      source: 'remote',
      lastError: null,
      config: { version: '3.0' },
    });
  });

  it('keeps the last good local file when it is edited into an invalid one', async () => {
    const file = path.join(dir, 'local.json');
    writeFileSync(file, JSON.stringify(localDoc));
    const s = createServerConfigService({ localFile: file });
    const good = await s.refresh();
    writeFileSync(
      file,
      JSON.stringify({ ...localDoc, servers: [{ ...localDoc.servers[0], tvUrl: '/\\evil' }] }),
    );
    const kept = await s.refresh();
    expect(kept.config).toBe(good.config);
    expect(kept).toMatchObject({
      source: 'local',
      lastError: expect.stringMatching(/^Local configuration is invalid: servers\[0\]\.tvUrl/),
    });
  });

  it('shows the reason to staff only; everyone sees that a fallback is in use', async () => {
    const state = await withRemote('away.json').refresh();
    expect(serverConfigView(state, true)).toMatchObject({ configError: true, lastError: state.lastError });
    const visitor = serverConfigView(state, false);
    expect(visitor).toMatchObject({ configError: true, lastError: null });
    expect(JSON.stringify(visitor)).not.toContain('localhost');
    const fine = await withRemote('good.json').refresh();
    expect(serverConfigView(fine, false)).toMatchObject({ configError: false, lastError: null });
  });
});
