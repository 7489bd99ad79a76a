import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchLater } from '../../src/server/db/schema';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { WATCH_LATER_MAX } from '../../src/shared/schemas/watch-later';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };

describe.each(dbKinds)('watch later over HTTP and tRPC (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.database.db.delete(watchLater).where(eq(watchLater.profileId, alice.user.id));
    await t.deps.database.db.delete(watchLater).where(eq(watchLater.profileId, bob.user.id));
  });

  const add = (auth: Auth, body: unknown) =>
    t
      .http()
      .post('/api/watch-later')
      .set(auth)
      .set(json)
      .send(body as object);
  const list = (auth: Auth, q = '') => t.http().get(`/api/watch-later${q}`).set(auth);
  const ids = (res: { body: { data: { mediaType: string; mediaId: string }[] } }) =>
    res.body.data.map((i) => `${i.mediaType}:${i.mediaId}`);
  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  it.each([
    ['get', '/api/watch-later'],
    ['post', '/api/watch-later'],
    ['post', '/api/watch-later/restore'],
    ['post', '/api/watch-later/merge'],
    ['get', '/api/watch-later/movie/550'],
    ['delete', '/api/watch-later/movie/550'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await t.http()[method](path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Authentication required' });
  });

  it('tRPC answers UNAUTHORIZED without a session', async () => {
    await expect(caller(null).watchLater.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller(null).watchLater.add({ mediaType: 'movie', mediaId: '550' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('adds idempotently, lists newest first in the envelope, and sorts by title and year', async () => {
    const first = await add(alice.auth, {
      mediaType: 'movie',
      mediaId: '550',
      title: 'Zulu',
      date: '1999-10-15',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Saved to My List',
      data: { mediaType: 'movie', mediaId: '550', title: 'Zulu', date: '1999-10-15', posterPath: null },
    });
    await add(alice.auth, { mediaType: 'tv', mediaId: 1399, title: 'alpha', date: '2011-04-17' }).expect(200);
    await add(alice.auth, { mediaType: 'movie', mediaId: '13', title: 'Middle', date: '2020-01-01' }).expect(
      200,
    );
    // Saving again changes nothing: same time, same place.
    const again = await add(alice.auth, { mediaType: 'movie', mediaId: '550', title: 'Other' });
    expect(again.body.data).toEqual(first.body.data);

    expect(ids(await list(alice.auth))).toEqual(['movie:13', 'tv:1399', 'movie:550']);
    expect(ids(await list(alice.auth, '?sort=title'))).toEqual(['tv:1399', 'movie:13', 'movie:550']);
    expect(ids(await list(alice.auth, '?sort=year'))).toEqual(['movie:13', 'tv:1399', 'movie:550']);
    // Another user's list is their own.
    expect((await list(bob.auth)).body.data).toEqual([]);

    const status = await t.http().get('/api/watch-later/tv/1399').set(alice.auth);
    expect(status.body.data).toMatchObject({ saved: true });
    expect((await t.http().get('/api/watch-later/tv/1399').set(bob.auth)).body.data).toEqual({
      saved: false,
      addedAt: null,
    });
  });

  it('removes, answers 404 for a title not saved, and restores with the original time', async () => {
    const saved = (await add(alice.auth, { mediaType: 'movie', mediaId: '1' })).body.data;
    await add(alice.auth, { mediaType: 'movie', mediaId: '2' }).expect(200);
    const gone = await t.http().delete('/api/watch-later/movie/1').set(alice.auth);
    expect(gone.body).toEqual({ success: true, data: null, message: 'Removed from My List' });
    const again = await t.http().delete('/api/watch-later/movie/1').set(alice.auth);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This title is not in My List');
    expect(ids(await list(alice.auth))).toEqual(['movie:2']);

    const back = await t
      .http()
      .post('/api/watch-later/restore')
      .set(alice.auth)
      .set(json)
      .send({ mediaType: 'movie', mediaId: '1', addedAt: saved.addedAt });
    expect(back.body.data.addedAt).toBe(saved.addedAt);
    // Back below the newer one, where it was.
    expect(ids(await list(alice.auth))).toEqual(['movie:2', 'movie:1']);

    await caller(alice.token).watchLater.remove({ mediaType: 'movie', mediaId: '2' });
    await expect(
      caller(alice.token).watchLater.remove({ mediaType: 'movie', mediaId: '2' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller(alice.token).watchLater.status({ mediaType: 'movie', mediaId: '2' })).toEqual({
      saved: false,
      addedAt: null,
    });
  });

  it.each([
    [{ mediaType: 'book', mediaId: '1' }, "media_type must be 'movie' or 'tv'"],
    [{ mediaType: 'movie', mediaId: 'abc' }, 'media_id must be a numeric string'],
    [{ mediaType: 'movie', mediaId: '-1' }, 'media_id must be a numeric string'],
    [{ mediaType: 'movie' }, 'media_id must be a numeric string'],
    [
      { mediaType: 'movie', mediaId: '1', posterPath: 'http://evil/x.jpg' },
      'posterPath must be an image path such as /poster.jpg',
    ],
    [{ mediaType: 'movie', mediaId: '1', voteAverage: 11 }, 'voteAverage must be a number from 0 to 10'],
  ])('answers 400 for a bad title %j', async (body, message) => {
    const res = await add(alice.auth, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('answers 400 for bad ids and types in the path and query, and tRPC BAD_REQUEST', async () => {
    expect((await t.http().delete('/api/watch-later/book/1').set(alice.auth)).status).toBe(400);
    expect((await t.http().delete('/api/watch-later/movie/x1').set(alice.auth)).status).toBe(400);
    expect((await t.http().get('/api/watch-later/movie/1.5').set(alice.auth)).status).toBe(400);
    expect((await list(alice.auth, '?sort=rating')).status).toBe(400);
    await expect(
      caller(alice.token).watchLater.add({ mediaType: 'movie', mediaId: 'x' as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it(`holds at most ${WATCH_LATER_MAX} titles: the next answers 400 with a clear message`, async () => {
    await t.deps.database.db.insert(watchLater).values(
      Array.from({ length: WATCH_LATER_MAX }, (_, i) => ({
        profileId: alice.user.id,
        mediaType: 'movie' as const,
        mediaId: String(i + 1),
      })),
    );
    const over = await add(alice.auth, { mediaType: 'tv', mediaId: '1' });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      success: false,
      message: 'My List is full: at most 1,000 titles can be saved. Remove some to save more.',
    });
    await expect(caller(alice.token).watchLater.add({ mediaType: 'tv', mediaId: '2' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );
    // A title already saved still answers (saving it again is not a new title).
    expect((await add(alice.auth, { mediaType: 'movie', mediaId: '7' })).status).toBe(200);
    // A merge past the limit adds nothing and says how many were left out.
    const merged = await caller(alice.token).watchLater.merge({
      items: [{ mediaType: 'tv', mediaId: '3' }],
    });
    expect(merged).toEqual({ added: 0, skipped: 1, overLimit: 1 });
    expect((await list(alice.auth)).body.data).toHaveLength(WATCH_LATER_MAX);
    // Removing one makes room again.
    await t.http().delete('/api/watch-later/movie/7').set(alice.auth).expect(200);
    expect((await add(alice.auth, { mediaType: 'tv', mediaId: '1' })).status).toBe(200);
  });

  it('merges a visitor list: keeps times, skips titles already saved and repeats', async () => {
    await add(alice.auth, { mediaType: 'movie', mediaId: '550' }).expect(200);
    const res = await t
      .http()
      .post('/api/watch-later/merge')
      .set(alice.auth)
      .set(json)
      .send({
        items: [
          { mediaType: 'movie', mediaId: '550', addedAt: '2020-01-01T00:00:00.000Z' },
          { mediaType: 'tv', mediaId: '1399', title: 'Thrones', addedAt: '2021-01-01T00:00:00.000Z' },
          { mediaType: 'tv', mediaId: '1399', addedAt: '2019-01-01T00:00:00.000Z' },
          { mediaType: 'movie', mediaId: '13', addedAt: '2022-01-01T00:00:00.000Z' },
        ],
      });
    expect(res.body).toEqual({
      success: true,
      data: { added: 2, skipped: 2, overLimit: 0 },
      message: '2 added to My List, 2 skipped',
    });
    const items = (await list(alice.auth)).body.data;
    expect(ids({ body: { data: items } })).toEqual(['movie:550', 'movie:13', 'tv:1399']);
    expect(items[2]).toMatchObject({ title: 'Thrones', addedAt: '2021-01-01T00:00:00.000Z' });

    const bad = await t.http().post('/api/watch-later/merge').set(alice.auth).set(json).send({ items: 'x' });
    expect(bad.status).toBe(400);
    const tooMany = await t
      .http()
      .post('/api/watch-later/merge')
      .set(alice.auth)
      .set(json)
      .send({
        items: Array.from({ length: WATCH_LATER_MAX + 1 }, (_, i) => ({ mediaType: 'movie', mediaId: i })),
      });
    expect(tooMany.status).toBe(400);
  });

  it('round-trips an export: the list read back and merged into another account is the same list', async () => {
    await add(alice.auth, {
      mediaType: 'movie',
      mediaId: '1',
      title: 'One',
      posterPath: '/one.jpg',
      voteAverage: 7.5,
    });
    await add(alice.auth, { mediaType: 'tv', mediaId: '2', title: 'Two', date: '2001' });
    const exported = await caller(alice.token).watchLater.list();
    const result = await caller(bob.token).watchLater.merge({ items: exported });
    expect(result).toEqual({ added: 2, skipped: 0, overLimit: 0 });
    expect(await caller(bob.token).watchLater.list()).toEqual(exported);
    // Importing the same file again adds nothing.
    expect(await caller(bob.token).watchLater.merge({ items: exported })).toEqual({
      added: 0,
      skipped: 2,
      overLimit: 0,
    });
  });
});
