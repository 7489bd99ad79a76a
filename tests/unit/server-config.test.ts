import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerConfigService,
  LOCAL_CONFIG_FILE,
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
    // Settings missing from the file take the spec's fallback values.
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
    expect(state.lastError).toBe('Remote configuration could not be fetched (no answer within 100 ms)');
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
      [2, '/embed/movie', '/embed/tv'],
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
    expect(state.config.servers.every((x) => x.movieUrl === '/embed/movie' && x.tvUrl === '/embed/tv')).toBe(
      true,
    );
  });
});

describe('spec 5 validity rule', () => {
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
      'servers[0]: player URLs must be http(s) or start with /',
    ],
    [
      { servers: [{ ...server, tvUrl: '//evil.example/t' }], settings: { defaultServer: 1 } },
      'servers[0]: player URLs must be http(s) or start with /',
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
