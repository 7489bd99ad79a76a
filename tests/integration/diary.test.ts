import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { diaryEntries, profiles } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { logFinish } from '../../src/server/features/diary/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { latestDiaryDay } from '../../src/shared/schemas/diary';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };

/** `day` moved by `n` days (YYYY-MM-DD). */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const utcToday = () => new Date().toISOString().slice(0, 10);

describe.each(dbKinds)('the diary over HTTP and tRPC (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let kidsToken: string;
  let kidsProfile: string;
  let movie: string;
  let movie2: string;
  let rated: string;
  let show: string;

  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
  const db = () => t.deps.database.db;
  const rowsOf = (profileId: string) =>
    db().select().from(diaryEntries).where(eq(diaryEntries.profileId, profileId)).orderBy(diaryEntries.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
    const cat = getDemoCatalogue();
    const complete = cat.movies.filter((e) => e.complete);
    const kidsOk = complete.filter((e) => e.certification === 'G');
    movie = String(kidsOk[0]!.id);
    movie2 = String(complete.find((e) => e.id !== kidsOk[0]!.id)!.id);
    rated = String(complete.find((e) => e.certification === 'R')!.id);
    show = String(cat.shows.find((e) => e.title === 'The Simpsons')!.id);
    // A Kids profile on Alice's account, with its own session.
    kidsProfile = `${alice.user.id}-kids`;
    await db().insert(profiles).values({
      id: kidsProfile,
      userId: alice.user.id,
      name: 'Kids',
      avatar: 'blue',
      maturity: 'kids',
      position: 1,
    });
    kidsToken = await createSessionFor(t.deps.lucia, alice.user.id);
    await t.deps.sessions.setProfile(sessionIdFromToken(kidsToken), kidsProfile);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const id of [alice.user.id, bob.user.id, kidsProfile])
      await db().delete(diaryEntries).where(eq(diaryEntries.profileId, id));
    for (const token of [alice.token, bob.token]) await caller(token).history.clear();
  });

  const post = (auth: Auth, body: unknown) =>
    t
      .http()
      .post('/api/diary')
      .set(auth)
      .set(json)
      .send(body as object);
  const put = (auth: Auth, id: number | string, body: unknown) =>
    t
      .http()
      .put(`/api/diary/${id}`)
      .set(auth)
      .set(json)
      .send(body as object);
  const list = (auth: Auth, q = '') => t.http().get(`/api/diary${q}`).set(auth);

  it.each([
    ['get', '/api/diary'],
    ['post', '/api/diary'],
    ['get', '/api/diary/1'],
    ['put', '/api/diary/1'],
    ['delete', '/api/diary/1'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await t.http()[method](path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Authentication required' });
  });

  it('logs past viewings; a second viewing of the same title is a rewatch, not an overwrite', async () => {
    const first = await post(alice.auth, { media_type: 'movie', media_id: movie, watched_on: '2019-03-02' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Added to your diary',
      data: {
        media_type: 'movie',
        media_id: movie,
        watched_on: '2019-03-02',
        season: null,
        episode: null,
        rating: null,
        rewatch: false,
        source: 'manual',
      },
    });
    expect(first.body.data.title).toEqual(expect.any(String));
    expect(first.body.data.title.length).toBeGreaterThan(0);

    const again = await post(alice.auth, {
      media_type: 'movie',
      media_id: Number(movie),
      watched_on: '2024-12-25',
      rating: 9,
    });
    expect(again.body.data).toMatchObject({ watched_on: '2024-12-25', rating: 9, rewatch: true });
    // A viewing logged before every other one is not a rewatch; an explicit flag wins.
    const earlier = await post(alice.auth, {
      media_type: 'movie',
      media_id: movie,
      watched_on: '2001-01-01',
    });
    expect(earlier.body.data.rewatch).toBe(false);
    const told = await post(alice.auth, {
      media_type: 'movie',
      media_id: movie,
      watched_on: '2001-01-02',
      rewatch: false,
    });
    expect(told.body.data.rewatch).toBe(false);
    // Another title, and an episode of a show (its own rewatch line).
    await post(alice.auth, { media_type: 'movie', media_id: movie2, watched_on: '2024-12-25' }).expect(200);
    const ep = await post(alice.auth, {
      media_type: 'tv',
      media_id: show,
      season: 1,
      episode: 2,
      watched_on: '2020-05-05',
    });
    expect(ep.body.data).toMatchObject({ season: 1, episode: 2, rewatch: false });
    const ep2 = await post(alice.auth, {
      media_type: 'tv',
      media_id: show,
      season: 1,
      episode: 3,
      watched_on: '2020-05-06',
    });
    expect(ep2.body.data.rewatch).toBe(false);

    expect(await rowsOf(alice.user.id)).toHaveLength(7);
    const page = await list(alice.auth);
    expect(page.status).toBe(200);
    expect(page.body.success).toBe(true);
    // Newest day first; the same day: the latest logged first.
    expect(page.body.data.entries.map((e: { watched_on: string }) => e.watched_on)).toEqual([
      '2024-12-25',
      '2024-12-25',
      '2020-05-06',
      '2020-05-05',
      '2019-03-02',
      '2001-01-02',
      '2001-01-01',
    ]);
    expect(page.body.data.entries[0].media_id).toBe(movie2);
    expect(page.body.data).toMatchObject({ page: 1, has_more: false });
    // The dialog's question: the viewings of one title.
    const seen = await caller(alice.token).diary.forTitle({ mediaType: 'movie', mediaId: movie });
    expect(seen).toHaveLength(4);
    // Bob's diary is his own.
    expect((await list(bob.auth)).body.data.entries).toEqual([]);
  });

  it('accepts today and 1870-01-01; refuses the future, 1869-12-31, 2025-02-30 and other bad input, writing nothing', async () => {
    await post(alice.auth, { media_type: 'movie', media_id: movie, watched_on: '1870-01-01' }).expect(200);
    await post(alice.auth, {
      media_type: 'movie',
      media_id: movie,
      watched_on: utcToday(),
      time_zone: 'UTC',
    }).expect(200);
    await post(alice.auth, { media_type: 'movie', media_id: movie, watched_on: latestDiaryDay() }).expect(
      200,
    );
    const before = (await rowsOf(alice.user.id)).length;

    const bad = async (body: unknown, status: number, message: string) => {
      const res = await post(alice.auth, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    const base = { media_type: 'movie', media_id: movie };
    const range = 'watched_on must be between 1870-01-01 and today';
    await bad({ ...base, watched_on: plusDays(latestDiaryDay(), 1) }, 400, range);
    await bad({ ...base, watched_on: plusDays(utcToday(), 1), time_zone: 'UTC' }, 400, range);
    await bad({ ...base, watched_on: '2999-01-01' }, 400, range);
    await bad({ ...base, watched_on: '1869-12-31' }, 400, range);
    const real = 'watched_on must be a real date written YYYY-MM-DD';
    await bad({ ...base, watched_on: '2025-02-30' }, 400, real);
    await bad({ ...base, watched_on: '2023-02-29' }, 400, real);
    await bad({ ...base, watched_on: '2025-13-01' }, 400, real);
    await bad({ ...base, watched_on: '25-01-01' }, 400, real);
    await bad({ ...base, watched_on: 20250101 }, 400, real);
    await bad({ ...base }, 400, real);
    await bad({ ...base, watched_on: '2020-01-01', time_zone: 'Mars/Olympus' }, 400, 'timeZone');
    const rating = 'rating must be a whole number from 1 to 10';
    for (const r of [0, 11, 5.5, '7', true])
      await bad({ ...base, watched_on: '2020-01-01', rating: r }, 400, rating);
    await bad({ ...base, watched_on: '2020-01-01', rewatch: 'yes' }, 400, 'rewatch must be true or false');
    await bad({ media_type: 'film', media_id: movie, watched_on: '2020-01-01' }, 400, 'media_type');
    await bad({ media_type: 'movie', media_id: 'abc', watched_on: '2020-01-01' }, 400, 'media_id');
    await bad({ media_type: 'movie', media_id: `${movie}\u0000`, watched_on: '2020-01-01' }, 400, 'media_id');
    await bad({ media_type: 'movie', media_id: '\ud800', watched_on: '2020-01-01' }, 400, 'media_id');
    await bad([], 400, 'Body must be a JSON object with media_type, media_id and watched_on');
    // A show's entry is the show, or an episode: a season alone is not one.
    await bad({ media_type: 'tv', media_id: show, season: 1, watched_on: '2020-01-01' }, 400, 'episode');
    // Unknown titles and episodes: 404.
    await bad(
      { media_type: 'movie', media_id: '999999999', watched_on: '2020-01-01' },
      404,
      'not in the catalogue',
    );
    await bad(
      { media_type: 'tv', media_id: '999999999', watched_on: '2020-01-01' },
      404,
      'not in the catalogue',
    );
    await bad(
      { media_type: 'tv', media_id: show, season: 1, episode: 999, watched_on: '2020-01-01' },
      404,
      'episode',
    );
    expect(await rowsOf(alice.user.id)).toHaveLength(before);

    // tRPC says the same.
    await expect(
      caller(alice.token).diary.add({ media_type: 'movie', media_id: movie, watched_on: '2025-02-30' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller(alice.token).diary.add({ media_type: 'movie', media_id: movie, watched_on: '1869-12-31' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rowsOf(alice.user.id)).toHaveLength(before);

    // Listing: bad page and month.
    for (const q of ['?page=0', '?page=abc', '?month=2025-13', '?month=2025-1', `?page=1%00`]) {
      const res = await list(alice.auth, q);
      expect(res.status, q).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('edits and deletes an entry; another profile’s entry id is a 404 and stays as it was', async () => {
    const { body } = await post(alice.auth, {
      media_type: 'movie',
      media_id: movie,
      watched_on: '2020-01-01',
      rating: 6,
    });
    const id = body.data.id as number;
    const edited = await put(alice.auth, id, { watched_on: '2021-06-30', rating: 8, rewatch: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Diary entry updated',
      data: { id, watched_on: '2021-06-30', rating: 8, rewatch: true },
    });
    const cleared = await put(alice.auth, id, { rating: null });
    expect(cleared.body.data).toMatchObject({ rating: null, watched_on: '2021-06-30', rewatch: true });
    expect((await t.http().get(`/api/diary/${id}`).set(alice.auth)).body.data.id).toBe(id);

    // Bad edits: 400, nothing changed.
    for (const [change, message] of [
      [{ watched_on: '2025-02-30' }, 'real date'],
      [{ watched_on: '1869-12-31' }, 'between 1870-01-01 and today'],
      [{ watched_on: plusDays(latestDiaryDay(), 1) }, 'between 1870-01-01 and today'],
      [{ rating: 0 }, 'rating'],
      [{}, 'watched_on, rating or rewatch'],
    ] as const) {
      const res = await put(alice.auth, id, change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    for (const bad of ['0', 'abc', '1.5', '-3', '99999999999999999999']) {
      expect((await put(alice.auth, bad, { rating: 5 })).status, bad).toBe(400);
      expect((await t.http().delete(`/api/diary/${bad}`).set(alice.auth)).status, bad).toBe(400);
    }

    // Bob cannot read, edit or delete it: 404, as for an id that does not exist.
    const notFound = (res: { status: number; body: { message: string } }) => {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This diary entry does not exist');
    };
    notFound(await t.http().get(`/api/diary/${id}`).set(bob.auth));
    notFound(await put(bob.auth, id, { rating: 1 }));
    notFound(await t.http().delete(`/api/diary/${id}`).set(bob.auth));
    notFound(await put(alice.auth, id + 100_000, { rating: 1 }));
    await expect(caller(bob.token).diary.remove({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller(bob.token).diary.update({ id, changes: { rating: 2 } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [row] = await rowsOf(alice.user.id);
    expect(row).toMatchObject({ watchedOn: '2021-06-30', rating: null, rewatch: true });

    const gone = await t.http().delete(`/api/diary/${id}`).set(alice.auth);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true, data: null, message: 'Removed from your diary' });
    expect(await rowsOf(alice.user.id)).toEqual([]);
    notFound(await t.http().delete(`/api/diary/${id}`).set(alice.auth));
  });

  describe('the 90 % rule', () => {
    const report = (token: string, body: Record<string, unknown>) =>
      t
        .http()
        .post('/trpc/history.progress')
        .set({ Authorization: `Bearer ${token}` })
        .set(json)
        .send(body);

    it('logs a finished movie once per day, however often the finish is reported', async () => {
      const at = { mediaType: 'movie', mediaId: movie, duration: 5400 };
      await report(alice.token, { ...at, position: 100 }).expect(200);
      await report(alice.token, { ...at, position: 0.89 * 5400 }).expect(200);
      expect(await rowsOf(alice.user.id)).toEqual([]);
      await report(alice.token, { ...at, position: 0.9 * 5400, timeZone: 'UTC' }).expect(200);
      // The reports that follow up to the end, and the ended event (position = duration).
      await report(alice.token, { ...at, position: 0.95 * 5400, timeZone: 'UTC' }).expect(200);
      await report(alice.token, { ...at, position: 5400, timeZone: 'UTC' }).expect(200);
      // Several tabs reporting the same finish at once.
      await Promise.all(
        Array.from({ length: 8 }, () => report(alice.token, { ...at, position: 5400, timeZone: 'UTC' })),
      );
      const rows = await rowsOf(alice.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        mediaType: 'movie',
        mediaId: movie,
        season: null,
        episode: null,
        watchedOn: utcToday(),
        source: 'auto',
        rewatch: false,
      });
      expect(rows[0]!.title).toEqual(expect.any(String));
      // History and the watched mark keep their behaviour beside it.
      expect(await caller(alice.token).marks.movies({ ids: [movie] })).toEqual([movie]);
      expect((await caller(alice.token).history.list()).map((e) => e.media_id)).toEqual([movie]);

      // The same finish the next day is another viewing: a rewatch (the service, at a given day).
      const key = { mediaType: 'movie' as const, mediaId: movie, season: null, episode: null };
      const snap = async () => ({ title: 'X', posterPath: null });
      expect(await logFinish(db(), alice.user.id, key, plusDays(utcToday(), 1), snap)).toBe(true);
      expect(await logFinish(db(), alice.user.id, key, plusDays(utcToday(), 1), snap)).toBe(false);
      const after = await rowsOf(alice.user.id);
      expect(after).toHaveLength(2);
      expect(after[1]).toMatchObject({ rewatch: true, source: 'auto' });
    });

    it('logs each finished episode, in the viewer’s day, and counts a viewing logged by hand that day', async () => {
      const ep = (episode: number) => ({
        mediaType: 'tv',
        mediaId: show,
        season: 2,
        episode,
        duration: 1320,
      });
      const zone = 'Pacific/Kiritimati';
      const day = latestDiaryDay(new Date(), zone);
      await report(alice.token, { ...ep(1), position: 1320, timeZone: zone }).expect(200);
      await report(alice.token, { ...ep(2), position: 1300, timeZone: zone }).expect(200);
      await report(alice.token, { ...ep(2), position: 1320, timeZone: zone }).expect(200);
      const rows = await rowsOf(alice.user.id);
      expect(rows.map((r) => [r.season, r.episode, r.watchedOn, r.source])).toEqual([
        [2, 1, day, 'auto'],
        [2, 2, day, 'auto'],
      ]);
      // Logged by hand today, then finished in the player: the same viewing.
      await post(alice.auth, {
        media_type: 'tv',
        media_id: show,
        season: 2,
        episode: 3,
        watched_on: utcToday(),
        time_zone: 'UTC',
      }).expect(200);
      await report(alice.token, { ...ep(3), position: 1320, timeZone: 'UTC' }).expect(200);
      expect(await rowsOf(alice.user.id)).toHaveLength(3);
      // A zone this server does not know never costs the report: the day is UTC's.
      await report(alice.token, { ...ep(4), position: 1320, timeZone: 'Nowhere/Place' }).expect(200);
      const [last] = (await rowsOf(alice.user.id)).slice(-1);
      expect(last).toMatchObject({ episode: 4, watchedOn: utcToday() });
    });
  });

  it('pages of 50, newest first, and ?month=', async () => {
    const values = Array.from({ length: 120 }, (_, i) => ({
      profileId: alice.user.id,
      mediaType: 'movie' as const,
      mediaId: movie,
      watchedOn: plusDays('2020-01-01', i),
      rewatch: i > 0,
    }));
    await db().insert(diaryEntries).values(values);
    const p1 = (await list(alice.auth)).body.data;
    const p2 = (await list(alice.auth, '?page=2')).body.data;
    const p3 = (await list(alice.auth, '?page=3')).body.data;
    expect([p1.entries.length, p2.entries.length, p3.entries.length]).toEqual([50, 50, 20]);
    expect([p1.has_more, p2.has_more, p3.has_more]).toEqual([true, true, false]);
    const days = [...p1.entries, ...p2.entries, ...p3.entries].map(
      (e: { watched_on: string }) => e.watched_on,
    );
    expect(days[0]).toBe(plusDays('2020-01-01', 119));
    expect(days[119]).toBe('2020-01-01');
    expect(new Set(days).size).toBe(120);
    expect([...days].sort().reverse()).toEqual(days);
    expect((await list(alice.auth, '?page=4')).body.data).toEqual({ entries: [], page: 4, has_more: false });
    const feb = (await list(alice.auth, '?month=2020-02')).body.data;
    expect(feb.entries).toHaveLength(29);
    expect(feb.entries.every((e: { watched_on: string }) => e.watched_on.startsWith('2020-02-'))).toBe(true);
    const dec = (await list(alice.auth, '?month=2020-12')).body.data;
    expect(dec.entries).toEqual([]);
    const trpc = await caller(alice.token).diary.list({ page: 2 });
    expect(trpc.entries.map((e) => e.watched_on)).toEqual(days.slice(50, 100));
  });

  it('keeps to the profile’s maturity level: a Kids profile cannot log an R film, nor see one logged', async () => {
    const kids = { Authorization: `Bearer ${kidsToken}` };
    await post(kids, { media_type: 'movie', media_id: movie, watched_on: '2020-01-01' }).expect(200);
    const refused = await post(kids, { media_type: 'movie', media_id: rated, watched_on: '2020-01-01' });
    expect(refused.status).toBe(403);
    expect(await rowsOf(kidsProfile)).toHaveLength(1);
    // An R film logged before the level was set (written straight in) is not listed, nor editable.
    const [row] = await db()
      .insert(diaryEntries)
      .values({ profileId: kidsProfile, mediaType: 'movie', mediaId: rated, watchedOn: '2021-01-01' })
      .returning();
    const listed = (await list(kids)).body.data.entries.map((e: { media_id: string }) => e.media_id);
    expect(listed).toEqual([movie]);
    expect((await put(kids, row!.id, { rating: 3 })).status).toBe(403);
  });

  it('counts the entries in the admin statistics, all and those logged today', async () => {
    const admin = await insertUser(t.deps, { role: 'admin' });
    const stats = async () =>
      (await t.http().get('/api/admin/watch-history-stats').set(admin.auth).expect(200)).body.data;
    const before = await stats();
    await post(alice.auth, { media_type: 'movie', media_id: movie, watched_on: '2019-03-02' }).expect(200);
    await post(bob.auth, { media_type: 'movie', media_id: movie, watched_on: '2019-03-03' }).expect(200);
    await db()
      .insert(diaryEntries)
      .values({
        profileId: bob.user.id,
        mediaType: 'movie',
        mediaId: movie,
        watchedOn: '2019-03-04',
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      });
    const after = await stats();
    expect(after.diaryEntries - before.diaryEntries).toBe(3);
    expect(after.diaryEntriesToday - before.diaryEntriesToday).toBe(2);
    expect(await caller(admin.token).admin.watchHistoryStats()).toMatchObject({
      diaryEntries: after.diaryEntries,
      diaryEntriesToday: after.diaryEntriesToday,
    });
  });
});
