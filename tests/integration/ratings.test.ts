import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { profiles, ratings } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { titleRating } from '../../src/server/features/catalogue/maturity';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { MaturityLevel } from '../../src/shared/profiles';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };

describe.each(dbKinds)('ratings over HTTP and tRPC (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let owner: Awaited<ReturnType<typeof insertUser>>;
  let simpsons: string;
  let toyStory: string;
  let nemo: string;
  let pulpFiction: string;
  let kids: Auth;
  let kidsId: string;
  let aliceSecond: Auth;

  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  /** A profile of alice's and a session switched to it. */
  async function profileSession(maturity: MaturityLevel, position: number): Promise<[string, Auth]> {
    const id = randomUUID();
    await t.deps.database.db.insert(profiles).values({
      id,
      userId: alice.user.id,
      name: `${maturity} ${position}`,
      avatar: 'blue',
      maturity,
      position,
    });
    const token = await createSessionFor(t.deps.lucia, alice.user.id);
    await t.deps.sessions.setProfile(sessionIdFromToken(token), id);
    return [id, { Authorization: `Bearer ${token}` }];
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
    owner = await insertUser(t.deps, { role: 'owner' });
    const visitor = caller(null);
    const find = async (query: string, type: 'movie' | 'tv') => {
      const found = await visitor.catalogue.search({ query, type });
      const hit = found.results.find((r) => r.title === query);
      if (!hit) throw new Error(`${query} is not in the demo catalogue`);
      return String(hit.id);
    };
    simpsons = await find('The Simpsons', 'tv');
    toyStory = await find('Toy Story', 'movie');
    nemo = await find('Finding Nemo', 'movie');
    pulpFiction = await find('Pulp Fiction', 'movie');
    expect(await titleRating(t.deps.services.catalogue, 'movie', pulpFiction)).toBe('R');
    [kidsId, kids] = await profileSession('kids', 1);
    [, aliceSecond] = await profileSession('adult', 2);
  });
  afterAll(() => t.close());

  const put = (auth: Auth, type: string, id: string, body: unknown, app = t) =>
    app.http().put(`/api/ratings/${type}/${id}`).set(auth).set(json).send(JSON.stringify(body));
  const rowsOf = (profileId: string) =>
    t.deps.database.db.select().from(ratings).where(eq(ratings.profileId, profileId));

  it.each([
    ['get', '/api/ratings'],
    ['put', '/api/ratings/movie/550'],
    ['get', '/api/ratings/movie/550'],
    ['delete', '/api/ratings/movie/550'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await t.http()[method](path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Authentication required' });
  });

  it('tRPC answers UNAUTHORIZED without a session', async () => {
    await expect(caller(null).ratings.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      caller(null).ratings.set({ mediaType: 'movie', mediaId: toyStory, rating: 8 }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('rates a movie, keeps its card from the catalogue, changes and clears it', async () => {
    const first = await put(alice.auth, 'movie', toyStory, { rating: 7 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Rating saved',
      data: { mediaType: 'movie', mediaId: toyStory, season: 0, episode: 0, rating: 7, title: 'Toy Story' },
    });
    expect(first.body.data.posterPath).toMatch(/^\//);
    expect(first.body.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const changed = await put(alice.auth, 'movie', toyStory, { rating: 10 });
    expect(changed.body.data.rating).toBe(10);
    expect(await rowsOf(alice.user.id)).toHaveLength(1);
    const got = await t.http().get(`/api/ratings/movie/${toyStory}`).set(alice.auth);
    expect(got.status).toBe(200);
    expect(got.body.data.rating).toBe(10);
    const cleared = await t.http().delete(`/api/ratings/movie/${toyStory}`).set(alice.auth);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ success: true, data: null, message: 'Rating cleared' });
    expect(await rowsOf(alice.user.id)).toHaveLength(0);
    const again = await t.http().delete(`/api/ratings/movie/${toyStory}`).set(alice.auth);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'You have not rated this' });
    expect((await t.http().get(`/api/ratings/movie/${toyStory}`).set(alice.auth)).status).toBe(404);
  });

  it('rates a show, a season and an episode apart, and clears each scope alone', async () => {
    await put(alice.auth, 'tv', simpsons, { rating: 9 }).expect(200);
    await put(alice.auth, 'tv', simpsons, { rating: 6, season: 2 }).expect(200);
    await put(alice.auth, 'tv', simpsons, { rating: 3, season: 2, episode: 5 }).expect(200);
    const all = await caller(alice.token).ratings.forTitle({ mediaType: 'tv', mediaId: simpsons });
    expect(all.map((r) => [r.season, r.episode, r.rating])).toEqual([
      [0, 0, 9],
      [2, 0, 6],
      [2, 5, 3],
    ]);
    // The narrower scopes by query string, and by body.
    const q = await t.http().get(`/api/ratings/tv/${simpsons}?season=2&episode=5`).set(alice.auth);
    expect(q.body.data.rating).toBe(3);
    await t.http().delete(`/api/ratings/tv/${simpsons}?season=2`).set(alice.auth).expect(200);
    await t
      .http()
      .delete(`/api/ratings/tv/${simpsons}`)
      .set(alice.auth)
      .set(json)
      .send({ season: 2, episode: 5 })
      .expect(200);
    const left = await caller(alice.token).ratings.forTitle({ mediaType: 'tv', mediaId: simpsons });
    expect(left.map((r) => [r.season, r.episode, r.rating])).toEqual([[0, 0, 9]]);
    expect(
      await caller(alice.token).ratings.ofTitles({ keys: [`tv:${simpsons}`, `movie:${simpsons}`] }),
    ).toEqual({ [`tv:${simpsons}`]: 9 });
    await caller(alice.token).ratings.clear({ mediaType: 'tv', mediaId: simpsons, season: 0, episode: 0 });
    expect(await rowsOf(alice.user.id)).toHaveLength(0);
  });

  it.each([
    ['0', { rating: 0 }],
    ['11', { rating: 11 }],
    ['7.5', { rating: 7.5 }],
    ['"7"', { rating: '7' }],
    ['null', { rating: null }],
    ['nothing', {}],
    ['a list', [7]],
  ])('refuses a rating of %s with a 400 and writes nothing', async (_name, body) => {
    const res = await put(bob.auth, 'movie', toyStory, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/rating|Body/);
    expect(await rowsOf(bob.user.id)).toHaveLength(0);
  });

  it('names the rule in a 400 for a rating outside 1–10', async () => {
    const res = await put(bob.auth, 'movie', toyStory, { rating: 11 });
    expect(res.body.message).toBe('rating must be a whole number from 1 to 10');
    await expect(
      caller(bob.token).ratings.set({ mediaType: 'movie', mediaId: toyStory, rating: 7.5 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses bad scopes, bad types, unknown titles, seasons and episodes, writing nothing', async () => {
    const movieSeason = await put(bob.auth, 'movie', toyStory, { rating: 5, season: 1 });
    expect(movieSeason.status).toBe(400);
    expect(movieSeason.body.message).toBe('A movie is rated as a whole: leave out season and episode');
    expect((await put(bob.auth, 'book', toyStory, { rating: 5 })).status).toBe(400);
    expect((await put(bob.auth, 'movie', 'abc', { rating: 5 })).status).toBe(400);
    expect((await put(bob.auth, 'tv', simpsons, { rating: 5, season: -1 })).status).toBe(400);
    expect((await put(bob.auth, 'tv', simpsons, { rating: 5, season: 1.5 })).status).toBe(400);
    const unknown = await put(bob.auth, 'movie', '999999999', { rating: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    const noSeason = await put(bob.auth, 'tv', simpsons, { rating: 5, season: 999 });
    expect(noSeason.status).toBe(404);
    expect(noSeason.body.message).toBe('This show has no season 999');
    const noEpisode = await put(bob.auth, 'tv', simpsons, { rating: 5, season: 1, episode: 999 });
    expect(noEpisode.status).toBe(404);
    expect((await t.http().get('/api/ratings?type=book').set(bob.auth)).status).toBe(400);
    expect((await t.http().get('/api/ratings?page=0').set(bob.auth)).status).toBe(400);
    expect((await t.http().get('/api/ratings?page=x').set(bob.auth)).status).toBe(400);
    expect((await t.http().get(`/api/ratings/tv/${simpsons}?season=x`).set(bob.auth)).status).toBe(400);
    expect(await rowsOf(bob.user.id)).toHaveLength(0);
  });

  it('keeps a Kids profile to its level: refuses a title above it and leaves it out of the list', async () => {
    const refused = await put(kids, 'movie', pulpFiction, { rating: 8 });
    expect(refused.status).toBe(403);
    await put(kids, 'movie', nemo, { rating: 8 }).expect(200);
    // Rated before the level was lowered: written straight in, and kept out of its list.
    await t.deps.database.db.insert(ratings).values({
      profileId: kidsId,
      mediaType: 'movie',
      mediaId: pulpFiction,
      rating: 4,
      title: 'Pulp Fiction',
    });
    const list = await t.http().get('/api/ratings').set(kids);
    expect(list.body.data.items.map((i: { mediaId: string }) => i.mediaId)).toEqual([nemo]);
  });

  it('each profile has its own ratings: another profile or account cannot change or clear one', async () => {
    await put(alice.auth, 'movie', nemo, { rating: 8 }).expect(200);
    // Bob and alice's second profile name the same title: their own rating, not alice's.
    expect((await t.http().delete(`/api/ratings/movie/${nemo}`).set(bob.auth)).status).toBe(404);
    expect((await t.http().delete(`/api/ratings/movie/${nemo}`).set(aliceSecond)).status).toBe(404);
    await put(bob.auth, 'movie', nemo, { rating: 2 }).expect(200);
    await put(aliceSecond, 'movie', nemo, { rating: 4 }).expect(200);
    const mine = await t.http().get(`/api/ratings/movie/${nemo}`).set(alice.auth);
    expect(mine.body.data.rating).toBe(8);
    await t.http().delete(`/api/ratings/movie/${nemo}`).set(bob.auth).expect(200);
    expect((await t.http().get(`/api/ratings/movie/${nemo}`).set(alice.auth)).body.data.rating).toBe(8);
    await t.http().delete(`/api/ratings/movie/${nemo}`).set(alice.auth).expect(200);
    await t.http().delete(`/api/ratings/movie/${nemo}`).set(aliceSecond).expect(200);
  });

  it('lists in pages of 50, newest first, by type, and sorts by rating and title with a star filter', async () => {
    const u = await insertUser(t.deps);
    const pid = u.user.id;
    const base = Date.UTC(2025, 0, 1);
    await t.deps.database.db.insert(ratings).values(
      Array.from({ length: 60 }, (_, i) => ({
        profileId: pid,
        mediaType: i % 3 === 0 ? ('tv' as const) : ('movie' as const),
        mediaId: String(1000 + i),
        rating: (i % 10) + 1,
        title: `T${String(i).padStart(2, '0')}`,
        ratedAt: new Date(base + i * 60_000),
      })),
    );
    const p1 = await t.http().get('/api/ratings').set(u.auth);
    expect(p1.status).toBe(200);
    expect(p1.body.data).toMatchObject({ page: 1, pageSize: 50, total: 60, totalPages: 2 });
    expect(p1.body.data.items).toHaveLength(50);
    expect(p1.body.data.items[0].mediaId).toBe('1059');
    const p2 = await t.http().get('/api/ratings?page=2').set(u.auth);
    expect(p2.body.data.items).toHaveLength(10);
    expect(p2.body.data.items.at(-1).mediaId).toBe('1000');
    const tv = await t.http().get('/api/ratings?type=tv').set(u.auth);
    expect(tv.body.data.total).toBe(20);
    expect(tv.body.data.items.every((i: { mediaType: string }) => i.mediaType === 'tv')).toBe(true);
    const byRating = await caller(u.token).ratings.list({ sort: 'rating' });
    expect(byRating.items[0]!.rating).toBe(10);
    expect(byRating.items.at(-1)!.rating).toBeGreaterThanOrEqual(2);
    const byTitle = await caller(u.token).ratings.list({ sort: 'title' });
    expect(byTitle.items.slice(0, 3).map((i) => i.title)).toEqual(['T00', 'T01', 'T02']);
    // 4 stars: ratings 8 (4 stars) and 9 (4½); 5 stars: 10 only.
    const four = await caller(u.token).ratings.list({ stars: 4 });
    expect(four.total).toBe(12);
    expect(new Set(four.items.map((i) => i.rating))).toEqual(new Set([8, 9]));
    expect((await caller(u.token).ratings.list({ stars: 5 })).total).toBe(6);
    await expect(caller(u.token).ratings.list({ stars: 6 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('counts ratings and reviews in the admin statistics', async () => {
    const stats = async () => (await t.http().get('/api/admin/stats').set(owner.auth)).body.data;
    const before = await stats();
    expect(typeof before.totalRatings).toBe('number');
    expect(typeof before.totalReviews).toBe('number');
    await put(owner.auth, 'movie', toyStory, { rating: 6 }).expect(200);
    await t
      .http()
      .put(`/api/reviews/movie/${toyStory}`)
      .set(owner.auth)
      .set(json)
      .send({ text: 'Fine.' })
      .expect(200);
    const after = await stats();
    expect(after.totalRatings).toBe(before.totalRatings + 1);
    expect(after.totalReviews).toBe(before.totalReviews + 1);
  });

  it('two app instances on one database: a rating made on one is read and cleared on the other', async () => {
    const other = await createTestApp(kind, {}, { database: { ...t.deps.database, close: async () => {} } });
    try {
      await put(alice.auth, 'tv', simpsons, { rating: 5, season: 1 }, other).expect(200);
      const read = await t.http().get(`/api/ratings/tv/${simpsons}?season=1`).set(alice.auth);
      expect(read.body.data.rating).toBe(5);
      await t.http().delete(`/api/ratings/tv/${simpsons}?season=1`).set(alice.auth).expect(200);
      const gone = await other.http().get(`/api/ratings/tv/${simpsons}?season=1`).set(alice.auth);
      expect(gone.status).toBe(404);
    } finally {
      await other.close();
    }
    const left = await t.deps.database.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.profileId, alice.user.id), eq(ratings.mediaId, simpsons)));
    expect(left).toEqual([]);
  });
});
