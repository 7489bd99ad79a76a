import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users, watchedMarks } from '../../src/server/db/schema';
import { tvSeasons } from '../../src/server/features/catalogue/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { DEFAULT_PREFERENCES } from '../../src/shared/preferences';
import { MARKS_CHANGE_MAX } from '../../src/shared/tracking';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };
type User = Awaited<ReturnType<typeof insertUser>>;

describe.each(dbKinds)('watched marks over HTTP and tRPC (%s)', (kind) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let owner: User;
  /**
   * The demo's The Simpsons (750 episodes in 34 seasons, no specials) and Black Mirror (2
   * specials). Both are returning series whose new episodes air relative to today, so the
   * aired counts are read from the catalogue, as the server counts them.
   */
  let simpsons: string;
  let blackMirror: string;
  let simpsonsAired: number;
  let mirrorAired: number;
  let simpsonsSeasons: number;
  let movie: string;
  let movie2: string;

  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
    owner = await insertUser(t.deps, { role: 'owner' });
    const visitor = caller(null);
    const find = async (query: string) => {
      const found = await visitor.catalogue.search({ query, type: 'tv' });
      const hit = found.results.find((r) => r.title === query);
      if (!hit) throw new Error(`${query} is not in the demo catalogue`);
      return String(hit.id);
    };
    simpsons = await find('The Simpsons');
    blackMirror = await find('Black Mirror');
    const aired = async (id: string) =>
      (await tvSeasons(t.deps.services.catalogue, Number(id)))
        .filter((x) => x.seasonNumber > 0)
        .reduce((n, x) => n + x.episodeCount, 0);
    simpsonsAired = await aired(simpsons);
    mirrorAired = await aired(blackMirror);
    simpsonsSeasons = (await tvSeasons(t.deps.services.catalogue, Number(simpsons))).filter(
      (x) => x.seasonNumber > 0,
    ).length;
    expect(simpsonsAired).toBeGreaterThanOrEqual(750);
    const home = await visitor.catalogue.home();
    const movies = home.rows.find((r) => r.key === 'popularMovies')!.items;
    movie = String(movies[0]!.id);
    movie2 = String(movies[1]!.id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const u of [alice, bob]) {
      await t.deps.database.db.delete(watchedMarks).where(eq(watchedMarks.profileId, u.user.id));
      await caller(u.token).history.clear();
    }
  });

  const set = (auth: Auth, body: unknown) =>
    t
      .http()
      .post('/api/marks')
      .set(auth)
      .set(json)
      .send(body as object);
  const forShow = (auth: Auth, id: string) => t.http().get(`/api/marks/tv/${id}`).set(auth);
  const marksOf = async (userId: string, mediaId?: string) =>
    t.deps.database.db
      .select()
      .from(watchedMarks)
      .where(
        mediaId
          ? and(eq(watchedMarks.profileId, userId), eq(watchedMarks.mediaId, mediaId))
          : eq(watchedMarks.profileId, userId),
      );

  it.each([
    ['get', '/api/marks/tv/1399'],
    ['get', '/api/marks/movies?ids=550'],
    ['get', '/api/marks/next-up?ids=1399'],
    ['get', '/api/marks/export'],
    ['post', '/api/marks'],
    ['post', '/api/marks/merge'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await t.http()[method](path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Authentication required' });
  });

  it('tRPC answers UNAUTHORIZED without a session', async () => {
    await expect(caller(null).marks.forShow({ mediaId: simpsons })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      caller(null).marks.set({ mediaType: 'movie', mediaId: movie, watched: true, scope: 'title' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller(null).marks.export()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('marks and unmarks one episode; the show is then followed; another user sees nothing', async () => {
    const first = await set(alice.auth, {
      mediaType: 'tv',
      mediaId: simpsons,
      watched: true,
      scope: 'episode',
      season: 2,
      episode: 5,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Marked as watched',
      // The first mark of a show starts following it (said once).
      data: { watched: true, changed: [{ season: 2, episode: 5 }], followStarted: true },
    });
    // Again: nothing changes, so Undo would change nothing either.
    const again = await set(alice.auth, {
      mediaType: 'tv',
      mediaId: simpsons,
      watched: true,
      scope: 'episode',
      season: 2,
      episode: 5,
    });
    expect(again.body.data.changed).toEqual([]);
    expect((await forShow(alice.auth, simpsons)).body.data).toEqual({
      mediaId: simpsons,
      episodes: [[2, 5]],
      followed: true,
    });
    expect((await forShow(bob.auth, simpsons)).body.data).toEqual({
      mediaId: simpsons,
      episodes: [],
      followed: false,
    });
    const off = await set(alice.auth, {
      mediaType: 'tv',
      mediaId: simpsons,
      watched: false,
      scope: 'episode',
      season: 2,
      episode: 5,
    });
    expect(off.body).toMatchObject({
      message: 'Marked as not watched',
      data: { watched: false, changed: [{ season: 2, episode: 5 }] },
    });
    expect((await forShow(alice.auth, simpsons)).body.data).toMatchObject({ episodes: [], followed: false });
    const [row] = await marksOf(alice.user.id);
    expect(row).toBeUndefined();
  });

  it('follows a show saved to Watch Later, and an explicit choice decides over both', async () => {
    await caller(alice.token).watchLater.add({ mediaType: 'tv', mediaId: blackMirror });
    expect((await caller(alice.token).marks.forShow({ mediaId: blackMirror })).followed).toBe(true);
    await t.deps.database.db.execute(
      // An unfollow in place (the follows calls are their own feature): the row decides.
      `insert into show_follows (profile_id, media_id, followed) values ('${alice.user.id}', '${blackMirror}', false)` as never,
    );
    expect((await caller(alice.token).marks.forShow({ mediaId: blackMirror })).followed).toBe(false);
    await caller(alice.token).watchLater.remove({ mediaType: 'tv', mediaId: blackMirror });
    await t.deps.database.db.execute(
      `delete from show_follows where profile_id = '${alice.user.id}'` as never,
    );
  });

  it('marks a season in one request, and a whole 750-episode show in one statement; Undo replays the change', async () => {
    const season = await set(alice.auth, {
      mediaType: 'tv',
      mediaId: simpsons,
      watched: true,
      scope: 'season',
      season: 3,
    });
    expect(season.status).toBe(200);
    expect(season.body.data.changed).toHaveLength(24);
    expect(season.body.data.changed[0]).toEqual({ season: 3, episode: 1 });
    expect(season.body.data.changed[23]).toEqual({ season: 3, episode: 24 });

    const db = t.deps.database.db;
    const execute = vi.spyOn(db, 'execute');
    const insert = vi.spyOn(db, 'insert');
    const show = await caller(alice.token).marks.set({
      mediaType: 'tv',
      mediaId: simpsons,
      watched: true,
      scope: 'title',
    });
    // One statement for the whole show: INSERT … SELECT … generate_series.
    expect(execute).toHaveBeenCalledTimes(1);
    expect(insert).not.toHaveBeenCalled();
    execute.mockRestore();
    insert.mockRestore();
    // Exactly what was newly marked: the 750 episodes but season 3's 24.
    expect(show.changed).toHaveLength(simpsonsAired - 24);
    expect(show.changed.some((e) => e.season === 3)).toBe(false);
    expect(await marksOf(alice.user.id, simpsons)).toHaveLength(simpsonsAired);
    const read = await forShow(alice.auth, simpsons);
    expect(read.body.data.episodes).toHaveLength(simpsonsAired);
    expect(read.body.data.episodes[0]).toEqual([1, 1]);
    // The last aired episode, never an announced one.
    expect(read.body.data.episodes.at(-1)?.[0]).toBe(simpsonsSeasons);

    // Undo: the same episodes, the other way.
    const undo = await set(alice.auth, {
      mediaType: 'tv',
      mediaId: simpsons,
      watched: false,
      scope: 'episodes',
      episodes: show.changed,
    });
    expect(undo.status).toBe(200);
    expect(undo.body.data.changed).toEqual(show.changed);
    const left = await marksOf(alice.user.id, simpsons);
    expect(left).toHaveLength(24);
    expect(left.every((r) => r.season === 3 && r.source === 'manual')).toBe(true);

    // Unmarking the whole show: one DELETE, answering what it removed.
    const off = await caller(alice.token).marks.set({
      mediaType: 'tv',
      mediaId: simpsons,
      watched: false,
      scope: 'title',
    });
    expect(off.changed).toHaveLength(24);
    expect(await marksOf(alice.user.id, simpsons)).toHaveLength(0);
  });

  it('counts specials in a whole show only when asked', async () => {
    const regular = await caller(alice.token).marks.set({
      mediaType: 'tv',
      mediaId: blackMirror,
      watched: true,
      scope: 'title',
    });
    expect(regular.changed).toHaveLength(mirrorAired);
    const all = await caller(alice.token).marks.set({
      mediaType: 'tv',
      mediaId: blackMirror,
      watched: true,
      scope: 'title',
      specials: true,
    });
    expect(all.changed).toEqual([
      { season: 0, episode: 1 },
      { season: 0, episode: 2 },
    ]);
    // Unmarking without specials leaves the specials marked.
    const off = await caller(alice.token).marks.set({
      mediaType: 'tv',
      mediaId: blackMirror,
      watched: false,
      scope: 'title',
    });
    expect(off.changed).toHaveLength(mirrorAired);
    expect((await caller(alice.token).marks.forShow({ mediaId: blackMirror })).episodes).toEqual([
      [0, 1],
      [0, 2],
    ]);
  });

  it('marks a movie and answers which of a list are watched', async () => {
    const on = await set(alice.auth, { mediaType: 'movie', mediaId: movie, watched: true, scope: 'title' });
    expect(on.body.data).toEqual({ watched: true, changed: [{ season: 0, episode: 0 }], movie: true });
    const again = await set(alice.auth, {
      mediaType: 'movie',
      mediaId: movie,
      watched: true,
      scope: 'title',
    });
    expect(again.body.data).toEqual({ watched: true, changed: [], movie: true });
    const res = await t.http().get(`/api/marks/movies?ids=${movie2},${movie},${movie}`).set(alice.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([movie]);
    expect(await caller(bob.token).marks.movies({ ids: [movie] })).toEqual([]);
    const off = await caller(alice.token).marks.set({
      mediaType: 'movie',
      mediaId: movie,
      watched: false,
      scope: 'title',
    });
    expect(off).toEqual({ watched: false, changed: [{ season: 0, episode: 0 }], movie: false });
    expect(await caller(alice.token).marks.movies({ ids: [movie] })).toEqual([]);
  });

  it('answers next-up across seasons, skipping specials unless the preference counts them', async () => {
    const me = caller(alice.token);
    const next = async (id: string) => (await me.marks.nextUp({ ids: [id] }))[0];
    expect(await next(simpsons)).toEqual({
      mediaId: simpsons,
      next: { season: 1, episode: 1 },
      watched: 0,
      total: simpsonsAired,
    });
    await me.marks.set({ mediaType: 'tv', mediaId: simpsons, watched: true, scope: 'season', season: 1 });
    expect(await next(simpsons)).toMatchObject({
      next: { season: 2, episode: 1 },
      watched: 13,
      total: simpsonsAired,
    });

    // Every regular episode of Black Mirror watched: nothing next, unless specials count.
    await me.marks.set({ mediaType: 'tv', mediaId: blackMirror, watched: true, scope: 'title' });
    expect(await next(blackMirror)).toEqual({
      mediaId: blackMirror,
      next: null,
      watched: mirrorAired,
      total: mirrorAired,
    });
    await me.preferences.save({ ...DEFAULT_PREFERENCES, includeSpecials: true });
    expect(await next(blackMirror)).toEqual({
      mediaId: blackMirror,
      next: { season: 0, episode: 1 },
      watched: mirrorAired,
      total: mirrorAired + 2,
    });
    await me.preferences.save({ ...DEFAULT_PREFERENCES });

    // An episode open and unfinished is resumed first; a finished one is not.
    await me.history.progress({
      mediaType: 'tv',
      mediaId: simpsons,
      season: 5,
      episode: 3,
      position: 60,
      duration: 1320,
    });
    const res = await t.http().get(`/api/marks/next-up?ids=${simpsons},${blackMirror}`).set(alice.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { next: unknown }) => i.next)).toEqual([{ season: 5, episode: 3 }, null]);
    await me.history.progress({
      mediaType: 'tv',
      mediaId: simpsons,
      season: 5,
      episode: 3,
      position: 1310,
      duration: 1320,
    });
    // Finished (and so marked past 90 %): next after the furthest watched, S5 E4.
    expect(await next(simpsons)).toMatchObject({ next: { season: 5, episode: 4 }, watched: 14 });
    // Ids are asked once each; none is an empty answer.
    expect(await me.marks.nextUp({ ids: [] })).toEqual([]);
  });

  describe('marks from the player: past 90 % of a progress report', () => {
    const report = (token: string, body: Record<string, unknown>) =>
      t
        .http()
        .post('/trpc/history.progress')
        .set({ Authorization: `Bearer ${token}` })
        .set(json)
        .send(body);

    it('89 % does not mark; 90 % marks the episode (auto); the ended event marks a movie', async () => {
      const episode = { mediaType: 'tv', mediaId: simpsons, season: 4, episode: 7 };
      await report(alice.token, { ...episode, position: 15, duration: 1320 }).expect(200);
      await report(alice.token, { ...episode, position: 0.89 * 1320, duration: 1320 }).expect(200);
      expect(await marksOf(alice.user.id)).toEqual([]);
      await report(alice.token, { ...episode, position: 0.9 * 1320, duration: 1320 }).expect(200);
      const rows = await marksOf(alice.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        mediaType: 'tv',
        mediaId: simpsons,
        season: 4,
        episode: 7,
        source: 'auto',
      });
      // Later reports change nothing, and a manual mark made first stays manual.
      await report(alice.token, { ...episode, position: 1320, duration: 1320 }).expect(200);
      expect(await marksOf(alice.user.id)).toHaveLength(1);

      // The preview player's `ended` stores position = duration.
      await caller(alice.token).history.progress({
        mediaType: 'movie',
        mediaId: movie,
        position: 5400,
        duration: 5400,
      });
      expect(await caller(alice.token).marks.movies({ ids: [movie, movie2] })).toEqual([movie]);
      await caller(alice.token).history.progress({
        mediaType: 'movie',
        mediaId: movie2,
        position: 4000,
        duration: 5400,
      });
      expect(await caller(alice.token).marks.movies({ ids: [movie, movie2] })).toEqual([movie]);
    });

    it('keeps a report below 90 % to one statement', async () => {
      const db = t.deps.database.db;
      const insert = vi.spyOn(db, 'insert');
      await caller(alice.token).history.progress({
        mediaType: 'tv',
        mediaId: simpsons,
        season: 1,
        episode: 1,
        position: 100,
        duration: 1320,
      });
      expect(insert).not.toHaveBeenCalled();
      await caller(alice.token).history.progress({
        mediaType: 'tv',
        mediaId: simpsons,
        season: 1,
        episode: 1,
        position: 1300,
        duration: 1320,
      });
      expect(insert).toHaveBeenCalledTimes(1);
      insert.mockRestore();
    });
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const bad = async (body: unknown, message: string) => {
      const res = await set(alice.auth, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    const show = { mediaType: 'tv', mediaId: simpsons, watched: true };
    await bad(
      { ...show, scope: 'season', season: simpsonsSeasons + 1 },
      `This show has no season ${simpsonsSeasons + 1}`,
    );
    await bad({ ...show, scope: 'season', season: 0 }, 'This show has no season 0');
    await bad(
      { ...show, scope: 'episode', season: 1, episode: 14 },
      'This show has no episode 14 in season 1',
    );
    await bad(
      {
        ...show,
        scope: 'episodes',
        episodes: [
          { season: 1, episode: 1 },
          { season: 40, episode: 1 },
        ],
      },
      'This show has no season 40',
    );
    await bad({ ...show, scope: 'season' }, 'season must be a whole number from 0 (specials) to 10000');
    await bad({ ...show, scope: 'episode', season: 1, episode: 0 }, 'episode must be a whole number');
    await bad({ ...show, scope: 'episode', season: 1.5, episode: 1 }, 'season must be a whole number');
    await bad({ ...show, scope: 'everything' }, 'scope must be one of title, season, episode, episodes');
    await bad({ ...show, scope: 'title', watched: 'yes' }, 'watched must be true or false');
    await bad(
      { mediaType: 'movie', mediaId: movie, watched: true, scope: 'season', season: 1 },
      'scope must be title',
    );
    await bad({ ...show, mediaId: '12a', scope: 'title' }, 'media_id must be a numeric string');
    await bad({ ...show, mediaId: '1\u0000', scope: 'title' }, 'NUL');
    await bad([], 'Body must be a JSON object with mediaType, mediaId, watched and scope');
    await bad(
      {
        ...show,
        scope: 'episodes',
        episodes: Array.from({ length: MARKS_CHANGE_MAX + 1 }, () => ({ season: 1, episode: 1 })),
      },
      `At most ${MARKS_CHANGE_MAX.toLocaleString('en')} episodes`,
    );
    // A lone surrogate as raw JSON text (JSON.stringify would escape it).
    const raw = await t
      .http()
      .post('/api/marks')
      .set(alice.auth)
      .set(json)
      .send(`{"mediaType":"tv","mediaId":"1\\ud800","watched":true,"scope":"title"}`);
    expect(raw.status).toBe(400);
    for (const path of [
      '/api/marks/tv/abc',
      '/api/marks/tv/1%00',
      '/api/marks/tv/%ED%A0%80',
      '/api/marks/movies?ids=1,x',
      '/api/marks/movies?ids=1%00',
      '/api/marks/next-up?ids=%ED%A0%80',
      `/api/marks/next-up?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await t.http().get(path).set(alice.auth);
      expect(res.status, path).toBe(400);
      expect(res.body.success, path).toBe(false);
      expect(typeof res.body.message, path).toBe('string');
    }
    await expect(caller(alice.token).marks.nextUp({ ids: ['\ud800'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller(alice.token).marks.forShow({ mediaId: '1\u0000' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const merge = await t
      .http()
      .post('/api/marks/merge')
      .set(alice.auth)
      .set(json)
      .send({ items: [{ mediaType: 'tv', mediaId: simpsons, season: 1 }] });
    expect(merge.status).toBe(400);
    expect(JSON.stringify(merge.body)).toContain('episode must be a whole number');
    expect(await marksOf(alice.user.id)).toEqual([]);
  });

  it('merges local marks (repeats and marks already there skipped) and exports them all', async () => {
    await caller(alice.token).marks.set({
      mediaType: 'tv',
      mediaId: simpsons,
      watched: true,
      scope: 'episode',
      season: 1,
      episode: 1,
    });
    const res = await t
      .http()
      .post('/api/marks/merge')
      .set(alice.auth)
      .set(json)
      .send({
        items: [
          { mediaType: 'tv', mediaId: simpsons, season: 1, episode: 1 },
          { mediaType: 'tv', mediaId: simpsons, season: 1, episode: 2, markedAt: '2025-01-02T03:04:05.000Z' },
          { mediaType: 'tv', mediaId: simpsons, season: 1, episode: 2 },
          { mediaType: 'movie', mediaId: movie, markedAt: '2999-01-01T00:00:00Z' },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: '2 watched marks added, 2 skipped',
      data: { added: 2, skipped: 2 },
    });
    const exported = (await t.http().get('/api/marks/export').set(alice.auth)).body.data;
    expect(exported).toHaveLength(3);
    expect(exported[0]).toMatchObject({ mediaType: 'movie', mediaId: movie, season: null, episode: null });
    // A time from the future counts as now.
    expect(Date.parse(exported[0].markedAt)).toBeLessThanOrEqual(Date.now());
    expect(exported.slice(1)).toEqual([
      { mediaType: 'tv', mediaId: simpsons, season: 1, episode: 1, markedAt: expect.any(String) },
      { mediaType: 'tv', mediaId: simpsons, season: 1, episode: 2, markedAt: '2025-01-02T03:04:05.000Z' },
    ]);
    // The export merges back into another account as it is.
    expect(await caller(bob.token).marks.merge({ items: exported })).toEqual({ added: 3, skipped: 0 });
    expect(await caller(bob.token).marks.export()).toEqual(exported);
  });

  it('counts marks in the admin statistics, and deleting an account deletes its marks', async () => {
    const gone = await insertUser(t.deps);
    await caller(gone.token).marks.set({
      mediaType: 'tv',
      mediaId: simpsons,
      watched: true,
      scope: 'season',
      season: 1,
    });
    await caller(alice.token).marks.set({
      mediaType: 'movie',
      mediaId: movie,
      watched: true,
      scope: 'title',
    });
    const stats = async () =>
      (await t.http().get('/api/admin/watch-history-stats').set(owner.auth)).body.data;
    const [all] = await t.deps.database.db
      .execute('select count(*)::int as n from watched_marks' as never)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[]);
    expect(await stats()).toMatchObject({ watchedMarks: all!.n, watchedMarksToday: all!.n });
    expect(all!.n).toBeGreaterThanOrEqual(14);
    await t.http().delete(`/api/admin/users/${gone.user.id}`).set(owner.auth).expect(200);
    expect(await marksOf(gone.user.id)).toEqual([]);
    expect((await stats()).watchedMarks).toBe(all!.n - 13);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, gone.user.id));
    expect(row).toBeUndefined();
  });

  it('two app instances on one database: a mark made on one is read on the other', async () => {
    const other = await createTestApp(kind, {}, { database: { ...t.deps.database, close: async () => {} } });
    try {
      await set(alice.auth, {
        mediaType: 'tv',
        mediaId: simpsons,
        watched: true,
        scope: 'season',
        season: 2,
      }).expect(200);
      const read = await other.http().get(`/api/marks/tv/${simpsons}`).set(alice.auth);
      expect(read.status).toBe(200);
      expect(read.body.data.episodes).toHaveLength(22);
      await other
        .http()
        .post('/api/marks')
        .set(alice.auth)
        .set(json)
        .send({ mediaType: 'tv', mediaId: simpsons, watched: false, scope: 'season', season: 2 })
        .expect(200);
      expect((await forShow(alice.auth, simpsons)).body.data.episodes).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
