import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { addToHistory } from '../../src/server/features/history/service';
import { OPEN_GATE } from '../../src/server/features/personal/title-gate';
import {
  type RecommendationDeps,
  recommendationsFor,
} from '../../src/server/features/recommendations/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { m } from '../../src/shared/i18n/message';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

type Item = { id: number; title?: string; name?: string; media_type?: string; genre_ids: number[] };

describe.each(dbKinds)('player pages, server configuration and recommendations (%s)', (kind) => {
  let t: TestApp;
  let remote: Server;
  let remoteBody = '';
  let movie: Item;
  let show: Item;

  beforeAll(async () => {
    remote = createServer((_req, res) => {
      res.writeHead(remoteBody ? 200 : 500, { 'content-type': 'application/json' });
      res.end(remoteBody || 'down');
    });
    await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(remote.address() as { port: number }).port}/servers.json`;
    t = await createTestApp(kind, { SERVER_CONFIG_URL: url });
    const cat = t.deps.services.catalogue;
    movie = ((await cat.get('movie/popular')) as { results: Item[] }).results[0]!;
    show = ((await cat.get('tv/popular')) as { results: Item[] }).results[0]!;
  });
  afterAll(async () => {
    await t.close();
    remote.closeAllConnections();
    await new Promise((r) => remote.close(r));
  });

  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  describe('built-in player page', () => {
    it('names the movie and runs no inline script', async () => {
      const res = await t.http().get(`/embed/movie/${movie.id}`);
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain(`<h1 dir="auto">${movie.title}</h1>`);
      expect(res.text).not.toContain('SERVER_CONFIG_URL');
      expect(res.text).not.toMatch(/<script>/i);
      expect(res.headers['content-security-policy']).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; script-src 'self'/,
      );
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
    });

    it('names the show and the episode', async () => {
      const res = await t.http().get(`/embed/tv/${show.id}/1/2`);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<h1 dir="auto">${show.name}</h1>`);
      expect(res.text).toContain('Season 1 · Episode 2');
    });

    it('answers 404 pages for unknown titles and malformed links', async () => {
      for (const path of ['/embed/movie/2147483000', '/embed/movie/abc', '/embed/tv/1/x/1']) {
        const res = await t.http().get(path);
        expect(res.status, path).toBe(404);
        expect(res.text, path).toContain('Title not found');
      }
    });

    it('serves /config/servers.json from public/ with servers and lastUpdated', async () => {
      const res = await t.http().get('/config/servers.json');
      expect(res.status).toBe(200);
      expect(res.body.servers.length).toBeGreaterThan(0);
      expect(typeof res.body.lastUpdated).toBe('string');
    });
  });

  describe('serverConfig router and the CSP frame-src', () => {
    it('answers the state publicly, flagging the failed remote; only staff see why', async () => {
      const state = await caller(null).serverConfig.get();
      expect(state).toMatchObject({ source: 'local', configError: true, lastError: null });
      const admin = await insertUser(t.deps, { role: 'admin' });
      expect(await caller(admin.token).serverConfig.get()).toMatchObject({
        configError: true,
        lastError: 'Remote configuration answered HTTP 500',
      });
      expect(Date.parse(state.loadedAt)).not.toBeNaN();
      expect(state.config.settings).toEqual({
        defaultServer: 1,
        autoFallback: true,
        maxRetries: 3,
        loadTimeout: 10000,
      });
    });

    it('lets only admin and owner refresh', async () => {
      const user = await insertUser(t.deps);
      await expect(caller(null).admin.refreshServers()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(caller(user.token).admin.refreshServers()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });

    it('follows the configured servers in frame-src after a refresh', async () => {
      const before = (await t.http().get('/')).headers['content-security-policy'] as string;
      expect(before).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com/);
      remoteBody = JSON.stringify({
        servers: [
          {
            id: 1,
            name: 'A',
            movieUrl: 'https://player-a.example/movie',
            tvUrl: 'https://player-a.example/tv',
            enabled: true,
          },
          {
            id: 2,
            name: 'B',
            movieUrl: 'https://player-b.example/m',
            tvUrl: 'https://player-b.example/t',
            enabled: false,
          },
        ],
        settings: { defaultServer: 1 },
        lastUpdated: '2025-02-02',
      });
      const admin = await insertUser(t.deps, { role: 'admin' });
      const refreshed = await caller(admin.token).admin.refreshServers();
      expect(refreshed.summary).toMatchObject({ source: 'remote', lastError: null });
      const csp = (await t.http().get('/')).headers['content-security-policy'] as string;
      expect(csp).toContain("frame-src 'self' https://player-a.example https://www.youtube-nocookie.com");
      expect(csp).not.toContain('player-b.example');
    });
  });

  describe('recommendations.forMe', () => {
    it('needs a session', async () => {
      await expect(caller(null).recommendations.forMe()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('shows trending when the history is empty', async () => {
      const u = await insertUser(t.deps);
      const trending = ((await t.deps.services.catalogue.get('trending/all/day')) as { results: Item[] })
        .results;
      const recs = await caller(u.token).recommendations.forMe();
      expect(recs.length).toBeGreaterThan(0);
      expect(recs.length).toBeLessThanOrEqual(20);
      const known = new Set(trending.map((i) => `${i.media_type}:${i.id}`));
      expect(recs.every((r) => known.has(`${r.mediaType}:${r.id}`))).toBe(true);
    });

    it('starts with similar titles of the latest watch and never repeats what was watched', async () => {
      const u = await insertUser(t.deps);
      const db = t.deps.database.db;
      await addToHistory(db, OPEN_GATE, u.user.id, {
        media_id: String(show.id),
        media_type: 'tv',
        season: 1,
        episode: 1,
      });
      await addToHistory(db, OPEN_GATE, u.user.id, {
        media_id: String(movie.id),
        media_type: 'movie',
        season: null,
        episode: null,
      });
      const recs = await caller(u.token).recommendations.forMe();
      expect(recs.length).toBeGreaterThan(0);
      expect(recs.length).toBeLessThanOrEqual(20);
      const keys = recs.map((r) => `${r.mediaType}:${r.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).not.toContain(`movie:${movie.id}`);
      expect(keys).not.toContain(`tv:${show.id}`);
      const similar = (
        (await t.deps.services.catalogue.get(`movie/${movie.id}`, { append_to_response: 'similar' })) as {
          similar: { results: Item[] };
        }
      ).similar.results.map((i) => i.id);
      // The latest watch (the movie) supplies the first pick, from its similar titles.
      expect(similar).toContain(recs[0]!.id);
      expect(recs[0]!.mediaType).toBe('movie');
    });

    it('falls back to trending when the catalogue fails while recommending', async () => {
      const u = await insertUser(t.deps);
      const db = t.deps.database.db;
      await addToHistory(db, OPEN_GATE, u.user.id, {
        media_id: String(movie.id),
        media_type: 'movie',
        season: null,
        episode: null,
      });
      const real = t.deps.services.catalogue;
      const failing: RecommendationDeps['catalogue'] = {
        get: (path, params) => {
          if (path.startsWith('trending/')) return real.get(path, params);
          throw new AppError('UPSTREAM', m('messages.catalogue.unavailable'));
        },
      };
      const recs = await recommendationsFor({ db, catalogue: failing }, OPEN_GATE, u.user.id);
      const trending = ((await real.get('trending/all/day')) as { results: Item[] }).results;
      const known = new Set(trending.map((i) => `${i.media_type}:${i.id}`));
      expect(recs.length).toBeGreaterThan(0);
      expect(recs.every((r) => known.has(`${r.mediaType}:${r.id}`))).toBe(true);
      expect(recs.some((r) => r.mediaType === 'movie' && r.id === movie.id)).toBe(false);
    });
  });
});
