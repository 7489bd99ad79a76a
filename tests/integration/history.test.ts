import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchHistory } from '../../src/server/db/schema';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
const DAY = 86_400_000;

type Auth = { Authorization: string };

describe.each(dbKinds)('watch history over HTTP and tRPC (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let admin: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
    admin = await insertUser(t.deps, { role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.database.db.delete(watchHistory).where(eq(watchHistory.mediaType, 'movie'));
    await t.deps.database.db.delete(watchHistory).where(eq(watchHistory.mediaType, 'tv'));
  });

  const add = (auth: Auth, body: unknown) =>
    t
      .http()
      .post('/api/watch-history')
      .set(auth)
      .set(json)
      .send(body as object);
  const list = (auth: Auth, q = '') => t.http().get(`/api/watch-history${q}`).set(auth);
  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  describe('authentication', () => {
    it.each([
      ['get', '/api/watch-history'],
      ['post', '/api/watch-history'],
      ['delete', '/api/watch-history'],
      ['get', '/api/watch-history/stats'],
      ['post', '/api/watch-history/migrate'],
      ['post', '/api/watch-history/cleanup'],
      ['get', '/api/watch-history/550/movie'],
      ['delete', '/api/watch-history/550/movie'],
      ['get', '/api/debug/watch-history'],
    ] as const)('%s %s answers 401 without a token, and with a bad one', async (method, path) => {
      const none = await t.http()[method](path);
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ success: false, message: 'Authentication required' });
      const bad = await t
        .http()
        [method](path)
        .set({ Authorization: `Bearer ${'x'.repeat(43)}` });
      expect(bad.status).toBe(401);
      expect(bad.body.message).toBe('Invalid or expired token');
    });

    it('the tRPC router answers UNAUTHORIZED without a session', async () => {
      await expect(caller(null).history.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it.each([
      ['post', '/api/watch-history/cleanup'],
      ['get', '/api/debug/watch-history'],
    ] as const)('%s %s is for admin and owner only (403 for a user)', async (method, path) => {
      const res = await t.http()[method](path).set(alice.auth);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Insufficient permissions' });
      await expect(caller(alice.token).history.cleanup()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('POST validation', () => {
    it.each([
      [{ media_type: 'movie' }, 'media_id must be a numeric string'],
      [{ media_id: 'abc', media_type: 'movie' }, 'media_id must be a numeric string'],
      [{ media_id: '-5', media_type: 'movie' }, 'media_id must be a numeric string'],
      [{ media_id: 1.5, media_type: 'movie' }, 'media_id must be a numeric string'],
      [{ media_id: '550' }, "media_type must be 'movie' or 'tv'"],
      [{ media_id: '550', media_type: 'book' }, "media_type must be 'movie' or 'tv'"],
      [{ media_id: '1399', media_type: 'tv' }, 'season must be a positive integer for TV shows'],
      [{ media_id: '1399', media_type: 'tv', season: 1 }, 'episode must be a positive integer for TV shows'],
      [
        { media_id: '1399', media_type: 'tv', season: 0, episode: 1 },
        'season must be a positive integer for TV shows',
      ],
      [
        { media_id: '1399', media_type: 'tv', season: 1, episode: -2 },
        'episode must be a positive integer for TV shows',
      ],
      [
        { media_id: '1399', media_type: 'tv', season: 1.5, episode: 1 },
        'season must be a positive integer for TV shows',
      ],
      [
        { media_id: '1399', media_type: 'tv', season: 'x', episode: 1 },
        'season must be a positive integer for TV shows',
      ],
      [[{ media_id: '550', media_type: 'movie' }], 'Body must be a JSON object with media_id and media_type'],
    ])('%j → 400 %s', async (body, message) => {
      const res = await add(alice.auth, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await t
        .http()
        .post('/api/watch-history')
        .set(alice.auth)
        .set('Content-Type', 'text/plain')
        .send('hi');
      expect(res.status).toBe(400);
      const bad = await t.http().post('/api/watch-history').set(alice.auth).set(json).send('{"media_id":');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Malformed JSON in request body');
    });

    it('stores a movie without season and episode even when they are sent', async () => {
      const res = await add(alice.auth, { media_id: 550, media_type: 'movie', season: 2, episode: 3 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        data: { media_id: '550', media_type: 'movie', season: null, episode: null },
      });
    });
  });

  describe('list, upsert ordering, get, delete', () => {
    it('moves a re-watched title to the front with its new episode, keeping one record', async () => {
      await add(alice.auth, { media_id: '1', media_type: 'movie' });
      const first = await add(alice.auth, { media_id: '2', media_type: 'tv', season: 1, episode: 1 });
      await add(alice.auth, { media_id: '3', media_type: 'movie' });
      expect((await list(alice.auth)).body.data.map((e: { media_id: string }) => e.media_id)).toEqual([
        '3',
        '2',
        '1',
      ]);

      const again = await add(alice.auth, { media_id: '2', media_type: 'tv', season: 2, episode: 4 });
      expect(again.body.data).toMatchObject({
        media_id: '2',
        season: 2,
        episode: 4,
        watched_at: first.body.data.watched_at,
      });
      expect(Date.parse(again.body.data.last_watched)).toBeGreaterThan(
        Date.parse(first.body.data.last_watched),
      );
      expect(again.body.data.updated_at).toBe(again.body.data.last_watched);

      const res = await list(alice.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.map((e: { media_id: string }) => e.media_id)).toEqual(['2', '3', '1']);
      expect(res.body.data[0]).toEqual({
        id: expect.any(Number),
        media_id: '2',
        media_type: 'tv',
        season: 2,
        episode: 4,
        watched_at: expect.any(String),
        last_watched: expect.any(String),
        updated_at: expect.any(String),
        position_seconds: null,
        duration_seconds: null,
      });
    });

    it('answers a write without an ETag and a read with one (conditional GET still works)', async () => {
      const written = await add(alice.auth, { media_id: '11', media_type: 'movie' });
      expect(written.status).toBe(200);
      expect(written.headers.etag).toBeUndefined();
      const read = await list(alice.auth);
      expect(read.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await t
        .http()
        .get('/api/watch-history')
        .set(alice.auth)
        .set('If-None-Match', read.headers.etag!);
      expect(again.status).toBe(304);
      const removed = await t.http().delete('/api/watch-history/11/movie').set(alice.auth);
      expect(removed.status).toBe(200);
      expect(removed.headers.etag).toBeUndefined();
    });

    it('keeps movie and TV with the same id apart, and users apart', async () => {
      await add(alice.auth, { media_id: '7', media_type: 'movie' });
      await add(alice.auth, { media_id: '7', media_type: 'tv', season: 1, episode: 1 });
      await add(bob.auth, { media_id: '8', media_type: 'movie' });
      expect((await list(alice.auth)).body.data).toHaveLength(2);
      expect((await list(bob.auth)).body.data.map((e: { media_id: string }) => e.media_id)).toEqual(['8']);
    });

    it('pages with limit and offset (defaults 50 and 0) and rejects bad values with 400', async () => {
      for (let i = 1; i <= 5; i++) await add(alice.auth, { media_id: String(i), media_type: 'movie' });
      expect(
        (await list(alice.auth, '?limit=2')).body.data.map((e: { media_id: string }) => e.media_id),
      ).toEqual(['5', '4']);
      expect(
        (await list(alice.auth, '?limit=2&offset=3')).body.data.map((e: { media_id: string }) => e.media_id),
      ).toEqual(['2', '1']);
      expect((await list(alice.auth)).body.data).toHaveLength(5);
      for (const [q, message] of [
        ['?limit=0', 'limit must be an integer from 1 to 100'],
        ['?limit=101', 'limit must be an integer from 1 to 100'],
        ['?limit=abc', 'limit must be an integer from 1 to 100'],
        ['?offset=-1', 'offset must be a non-negative integer'],
        ['?offset=1.5', 'offset must be a non-negative integer'],
      ]) {
        const res = await list(alice.auth, q);
        expect(res.status, q).toBe(400);
        expect(res.body.message, q).toBe(message);
      }
    });

    it('gets and deletes one title, 404 when absent, 400 for a bad key', async () => {
      await add(alice.auth, { media_id: '550', media_type: 'movie' });
      const got = await t.http().get('/api/watch-history/550/movie').set(alice.auth);
      expect(got.status).toBe(200);
      expect(got.body.data).toMatchObject({ media_id: '550', media_type: 'movie' });
      expect((await t.http().get('/api/watch-history/550/movie').set(bob.auth)).status).toBe(404);
      expect((await t.http().get('/api/watch-history/550/tv').set(alice.auth)).status).toBe(404);

      const badType = await t.http().get('/api/watch-history/550/book').set(alice.auth);
      expect(badType.status).toBe(400);
      expect(badType.body.message).toBe("media_type must be 'movie' or 'tv'");
      const badId = await t.http().delete('/api/watch-history/abc/movie').set(alice.auth);
      expect(badId.status).toBe(400);
      expect(badId.body.message).toBe('media_id must be a numeric string');

      const del = await t.http().delete('/api/watch-history/550/movie').set(alice.auth);
      expect(del.status).toBe(200);
      expect(del.body).toMatchObject({ success: true, message: 'Removed from watch history' });
      const again = await t.http().delete('/api/watch-history/550/movie').set(alice.auth);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('This title is not in your watch history');
    });

    it('DELETE on the base clears only the caller’s history', async () => {
      await add(alice.auth, { media_id: '1', media_type: 'movie' });
      await add(alice.auth, { media_id: '2', media_type: 'movie' });
      await add(bob.auth, { media_id: '3', media_type: 'movie' });
      const res = await t.http().delete('/api/watch-history').set(alice.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { deleted: 2 },
        message: 'Watch history cleared successfully',
      });
      expect((await list(alice.auth)).body.data).toEqual([]);
      expect((await list(bob.auth)).body.data).toHaveLength(1);
    });

    it('answers stats {total, movies, tvShows, lastWatched}', async () => {
      const empty = await t.http().get('/api/watch-history/stats').set(alice.auth);
      expect(empty.body.data).toEqual({ total: 0, movies: 0, tvShows: 0, lastWatched: null });
      await add(alice.auth, { media_id: '1', media_type: 'movie' });
      await add(alice.auth, { media_id: '2', media_type: 'tv', season: 1, episode: 1 });
      const last = await add(alice.auth, { media_id: '3', media_type: 'tv', season: 1, episode: 1 });
      const res = await t.http().get('/api/watch-history/stats').set(alice.auth);
      expect(res.body).toEqual({
        success: true,
        data: { total: 3, movies: 1, tvShows: 2, lastWatched: last.body.data.last_watched },
      });
      expect(await caller(alice.token).history.stats()).toEqual(res.body.data);
    });
  });

  describe('player progress (tRPC)', () => {
    it('stores position and duration, keeps them for the same episode, drops them for another', async () => {
      const c = caller(alice.token);
      const saved = await c.history.progress({
        mediaId: '9',
        mediaType: 'tv',
        season: 1,
        episode: 2,
        position: 61.5,
        duration: 1800,
      });
      expect(saved).toMatchObject({
        media_id: '9',
        season: 1,
        episode: 2,
        position_seconds: 61.5,
        duration_seconds: 1800,
      });
      expect(await c.history.add({ media_id: '9', media_type: 'tv', season: 1, episode: 2 })).toMatchObject({
        position_seconds: 61.5,
      });
      expect(await c.history.add({ media_id: '9', media_type: 'tv', season: 1, episode: 3 })).toMatchObject({
        position_seconds: null,
        duration_seconds: null,
      });
      await expect(
        c.history.progress({ mediaId: '9', mediaType: 'movie', position: -1, duration: 10 }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      // A title never watched is no error over tRPC (a first watch asks); REST keeps its 404.
      expect(await c.history.get({ mediaId: '10', mediaType: 'movie' })).toBeNull();
      await t.http().get('/api/watch-history/10/movie').set(alice.auth).expect(404);
    });
  });

  describe('migrate', () => {
    const now = Date.now();
    const migrate = (auth: Auth, body: unknown) =>
      t
        .http()
        .post('/api/watch-history/migrate')
        .set(auth)
        .set(json)
        .send(body as object);

    it('migrates valid entries in one go and counts duplicates and invalid entries as skipped', async () => {
      await add(alice.auth, { media_id: '100', media_type: 'movie' }); // already in the database
      const res = await migrate(alice.auth, {
        watchHistoryData: [
          { media_id: '101', media_type: 'movie', season: null, episode: null, timestamp: now - 3 * DAY },
          { media_id: '102', media_type: 'tv', season: 2, episode: 5, timestamp: now - 2 * DAY },
          { media_id: '102', media_type: 'tv', season: 1, episode: 1, timestamp: now - 5 * DAY }, // older repeat
          { media_id: '100', media_type: 'movie', season: null, episode: null, timestamp: now - DAY }, // in db
          { media_id: 'x1', media_type: 'movie', timestamp: now }, // invalid id
          { media_id: '103', media_type: 'tv', timestamp: now }, // tv without episode
          { media_id: '104', media_type: 'movie' }, // no timestamp
          'garbage',
          { media_id: 105, media_type: 'movie', timestamp: now - DAY },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ migrated: 3, skipped: 6, total: 9 });
      const rows = (await list(alice.auth)).body.data as {
        media_id: string;
        season: number | null;
        last_watched: string;
      }[];
      expect(rows.map((r) => r.media_id)).toEqual(['100', '105', '102', '101']);
      expect(rows.find((r) => r.media_id === '102')).toMatchObject({
        season: 2,
        last_watched: new Date(now - 2 * DAY).toISOString(),
      });

      const again = await migrate(alice.auth, {
        watchHistoryData: [{ media_id: '101', media_type: 'movie', timestamp: now }],
      });
      expect(again.body.data).toEqual({ migrated: 0, skipped: 1, total: 1 });
    });

    it('accepts an empty list and the tRPC procedure', async () => {
      expect((await migrate(alice.auth, { watchHistoryData: [] })).body.data).toEqual({
        migrated: 0,
        skipped: 0,
        total: 0,
      });
      expect(
        await caller(bob.token).history.migrate({
          watchHistoryData: [{ media_id: '5', media_type: 'movie', timestamp: now }],
        }),
      ).toEqual({ migrated: 1, skipped: 0, total: 1 });
    });

    it('answers 400 for more than 1,000 entries or a payload that is not a list', async () => {
      const many = Array.from({ length: 1001 }, (_, i) => ({
        media_id: String(i + 1),
        media_type: 'movie',
        timestamp: now,
      }));
      const big = await migrate(alice.auth, { watchHistoryData: many });
      expect(big.status).toBe(400);
      expect(big.body.message).toBe('At most 1,000 entries can be migrated at a time');
      expect((await list(alice.auth)).body.data).toEqual([]);

      const exactly = await migrate(alice.auth, { watchHistoryData: many.slice(0, 1000) });
      expect(exactly.body.data).toEqual({ migrated: 1000, skipped: 0, total: 1000 });

      for (const body of [{}, { watchHistoryData: 'no' }, { watchHistoryData: { a: 1 } }]) {
        const res = await migrate(alice.auth, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('watchHistoryData must be a list of watch history entries');
      }
    });
  });

  describe('cleanup and debug (admin)', () => {
    const insertAt = (userId: string, mediaId: string, at: Date) =>
      t.deps.database.db.insert(watchHistory).values({
        profileId: userId,
        mediaId,
        mediaType: 'movie',
        watchedAt: at,
        lastWatched: at,
        updatedAt: at,
      });

    it('removes records older than 15 days and keeps the rest (boundary to the minute)', async () => {
      const now = Date.now();
      await insertAt(alice.user.id, '1', new Date(now - 15 * DAY - 60_000));
      await insertAt(bob.user.id, '2', new Date(now - 30 * DAY));
      await insertAt(alice.user.id, '3', new Date(now - 15 * DAY + 60_000));
      await insertAt(alice.user.id, '4', new Date(now - DAY));
      const res = await t.http().post('/api/watch-history/cleanup').set(admin.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { deleted: 2 },
        message: 'Cleaned up 2 watch history records older than 15 days',
      });
      expect((await list(alice.auth)).body.data.map((e: { media_id: string }) => e.media_id)).toEqual([
        '4',
        '3',
      ]);
      expect(await caller(admin.token).history.cleanup()).toEqual({
        deleted: 0,
        message: 'Cleaned up 0 watch history records older than 15 days',
      });
    });

    it('answers the debug info fields for admin', async () => {
      await add(admin.auth, { media_id: '42', media_type: 'movie' });
      await add(alice.auth, { media_id: '43', media_type: 'movie' });
      const res = await t.http().get('/api/debug/watch-history').set(admin.auth).set(json);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        watchHistoryTableExists: true,
        userId: admin.user.id,
        totalWatchHistoryCount: 2,
        userWatchHistoryCount: 1,
        userSampleData: [{ media_id: '42', media_type: 'movie' }],
      });
      expect(await caller(admin.token).history.debug()).toEqual(res.body.data);
    });
  });
});
