import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { profiles, showFollows, watchedMarks, watchHistory, watchLater } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { titleAllowed, titleRating } from '../../src/server/features/catalogue/maturity';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { MaturityLevel } from '../../src/shared/profiles';
import { DEFAULT_PREFERENCES } from '../../src/shared/schemas/preferences';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * Personal data per profile: two profiles of one account see nothing of each other's
 * history, Watch Later, marks, follows, Upcoming visits, calendar feed, preferences,
 * recommendations or exports; a Kids profile cannot write a title its level does not allow
 * (403) and its lists, Upcoming, the feed and recommendations hold only allowed titles.
 * Profiles are inserted directly and sessions switched with the session store.
 */
const RESTRICTED = 'This title is not available on this profile.';
const json = { 'Content-Type': 'application/json' };

interface DemoDetails {
  id: number;
  name: string;
  next_episode_to_air: { air_date: string } | null;
}

describe.each(dbKinds)('personal data per profile (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  /** Tokens of alice's sessions: her first profile, a second adult one, a Kids one. */
  let main: string;
  let second: string;
  let kids: string;
  let kidsProfileId: string;
  /** Demo films: G (allowed for Kids) and R (not). */
  let toyStory: string;
  let nemo: string;
  let pulpFiction: string;
  let braveheart: string;
  /** A returning series airing in the next weeks that Kids may not see. */
  let airing: DemoDetails;

  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A profile of alice's, inserted as the profiles feature would, and a session switched to it. */
  async function profileSession(maturity: MaturityLevel, position: number): Promise<[string, string]> {
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
    return [id, token];
  }

  const findMovie = async (title: string, rating: string) => {
    const found = await caller(null).catalogue.search({ query: title, type: 'movie' });
    const hit = found.results.find((r) => r.title === title);
    if (!hit) throw new Error(`${title} is not in the demo catalogue`);
    expect(await titleRating(t.deps.services.catalogue, 'movie', hit.id)).toBe(rating);
    return String(hit.id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    main = alice.token;
    [, second] = await profileSession('adult', 1);
    [kidsProfileId, kids] = await profileSession('kids', 2);
    toyStory = await findMovie('Toy Story', 'G');
    nemo = await findMovie('Finding Nemo', 'G');
    pulpFiction = await findMovie('Pulp Fiction', 'R');
    braveheart = await findMovie('Braveheart', 'R');
    const { getDemoCatalogue } = await import('../../src/server/features/catalogue/sources/demo/catalogue');
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    for (const e of getDemoCatalogue().shows) {
      if (e.show?.data.status !== 'Returning Series') continue;
      const d = (await t.deps.services.catalogue.get(`tv/${e.id}`)) as DemoDetails;
      const next = d.next_episode_to_air?.air_date;
      if (!next || next > soon) continue;
      if (await titleAllowed(t.deps.services.catalogue, 'kids', 'tv', d.id)) continue;
      airing = d;
      break;
    }
    if (!airing) throw new Error('no demo show airing in the next 20 days that Kids may not see');
  });
  afterAll(() => t.close());

  it('keeps two profiles of one account apart: history, Watch Later, marks, follows, visits, feed, preferences, exports', async () => {
    const a = caller(main);
    const b = caller(second);
    await a.history.add({ media_id: toyStory, media_type: 'movie' });
    await a.watchLater.add({ mediaType: 'movie', mediaId: pulpFiction, title: 'Pulp Fiction' });
    await a.marks.set({ mediaType: 'movie', mediaId: braveheart, watched: true, scope: 'title' });
    await a.follows.set({ mediaId: String(airing.id), followed: true });
    await a.upcoming.visited();
    const feed = await a.calendar.rotate();
    const prefs = { ...DEFAULT_PREFERENCES, volume: 12 };
    await a.preferences.save(prefs);

    // The second profile sees none of it…
    expect(await b.history.list()).toEqual([]);
    expect(await b.history.stats()).toMatchObject({ total: 0 });
    expect(await b.history.get({ mediaId: toyStory, mediaType: 'movie' })).toBeNull();
    expect(await b.watchLater.list()).toEqual([]);
    expect(await b.watchLater.status({ mediaType: 'movie', mediaId: pulpFiction })).toMatchObject({
      saved: false,
    });
    expect(await b.marks.movies({ ids: [braveheart] })).toEqual([]);
    expect(await b.marks.export()).toEqual([]);
    expect(await b.follows.status({ mediaId: String(airing.id) })).toMatchObject({ followed: false });
    const bUpcoming = await b.upcoming.list({ timeZone: 'UTC' });
    expect(bUpcoming).toMatchObject({ followedCount: 0, lastVisit: null, days: [] });
    expect(await b.calendar.get()).toBeNull();
    expect(await b.preferences.get()).toBeNull();
    // …and over REST alike.
    const rest = await t.http().get('/api/watch-history').set(bearer(second));
    expect(rest.body).toEqual({ success: true, data: [] });
    expect((await t.http().get('/api/watch-later').set(bearer(second))).body.data).toEqual([]);
    expect((await t.http().get('/api/marks/export').set(bearer(second))).body.data).toEqual([]);
    expect((await t.http().get('/api/calendar').set(bearer(second))).body.data).toBeNull();

    // …while the first profile has all of it.
    expect((await a.history.list()).map((e) => e.media_id)).toEqual([toyStory]);
    expect((await t.http().get('/api/watch-history').set(bearer(main))).body.data).toHaveLength(1);
    expect((await a.watchLater.list()).map((i) => i.mediaId)).toEqual([pulpFiction]);
    expect((await a.marks.export()).map((x) => x.mediaId)).toEqual([braveheart]);
    expect(await a.follows.status({ mediaId: String(airing.id) })).toMatchObject({ followed: true });
    const aUpcoming = await a.upcoming.list({ timeZone: 'UTC' });
    expect(aUpcoming.followedCount).toBe(1);
    expect(aUpcoming.lastVisit).not.toBeNull();
    expect(
      aUpcoming.days.flatMap((d) => d.episodes).some((e) => String(e.showId) === String(airing.id)),
    ).toBe(true);
    expect(await a.calendar.get()).toEqual(feed);
    expect(await a.preferences.get()).toMatchObject({ volume: 12 });

    // The second profile's own writes stay its own, and its feed is another address.
    await b.history.add({ media_id: nemo, media_type: 'movie' });
    await b.follows.set({ mediaId: String(airing.id), followed: false });
    const bFeed = await b.calendar.rotate();
    expect(bFeed.path).not.toBe(feed.path);
    expect((await a.history.list()).map((e) => e.media_id)).toEqual([toyStory]);
    expect((await b.history.list()).map((e) => e.media_id)).toEqual([nemo]);
    expect(await a.follows.status({ mediaId: String(airing.id) })).toMatchObject({ followed: true });
    const aFeed = await t.http().get(feed.path);
    const bFeedText = await t.http().get(bFeed.path);
    expect(aFeed.status).toBe(200);
    expect(aFeed.text).toContain(airing.name);
    expect(bFeedText.status).toBe(200);
    expect(bFeedText.text).not.toContain(airing.name);

    // Clearing one profile's history leaves the other's.
    await b.history.clear();
    expect((await a.history.list()).map((e) => e.media_id)).toEqual([toyStory]);
  });

  it('recommends from each profile its own history', async () => {
    const fresh = await insertUser(t.deps);
    const trending = await caller(fresh.token).recommendations.forMe();
    // Main's history holds Toy Story (previous case or here); the second profile's is empty now.
    await caller(main).history.add({ media_id: toyStory, media_type: 'movie' });
    await caller(second).history.clear();
    const mine = await caller(main).recommendations.forMe();
    const theirs = await caller(second).recommendations.forMe();
    expect(theirs).toEqual(trending);
    expect(mine).not.toEqual(trending);
    expect(mine.some((c) => c.mediaType === 'movie' && String(c.id) === toyStory)).toBe(false);
  });

  it('refuses a Kids profile an R-rated film in history, Watch Later and marks (403), over tRPC and REST', async () => {
    const k = caller(kids);
    const refused = { code: 'FORBIDDEN', message: RESTRICTED };
    await expect(k.history.add({ media_id: pulpFiction, media_type: 'movie' })).rejects.toMatchObject(
      refused,
    );
    await expect(
      k.history.progress({ mediaType: 'movie', mediaId: pulpFiction, position: 60, duration: 6000 }),
    ).rejects.toMatchObject(refused);
    await expect(k.watchLater.add({ mediaType: 'movie', mediaId: pulpFiction })).rejects.toMatchObject(
      refused,
    );
    await expect(
      k.watchLater.restore({ mediaType: 'movie', mediaId: pulpFiction, addedAt: new Date().toISOString() }),
    ).rejects.toMatchObject(refused);
    await expect(
      k.marks.set({ mediaType: 'movie', mediaId: pulpFiction, watched: true, scope: 'title' }),
    ).rejects.toMatchObject(refused);
    // Following a show the level does not allow; unfollowing one is always possible.
    expect(await titleAllowed(t.deps.services.catalogue, 'kids', 'tv', airing.id)).toBe(false);
    await expect(k.follows.set({ mediaId: String(airing.id), followed: true })).rejects.toMatchObject(
      refused,
    );
    expect(await k.follows.set({ mediaId: String(airing.id), followed: false })).toMatchObject({
      followed: false,
    });

    const post = (path: string, body: object) => t.http().post(path).set(bearer(kids)).set(json).send(body);
    for (const [path, body] of [
      ['/api/watch-history', { media_id: pulpFiction, media_type: 'movie' }],
      ['/api/watch-later', { mediaType: 'movie', mediaId: pulpFiction }],
      ['/api/marks', { mediaType: 'movie', mediaId: pulpFiction, watched: true, scope: 'title' }],
      ['/api/follows', { mediaId: String(airing.id), followed: true }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual({ success: false, message: RESTRICTED });
    }
    // Nothing was written.
    expect(await k.history.stats()).toMatchObject({ total: 0 });
    expect(await k.marks.export()).toEqual([]);

    // A G-rated film goes through every write.
    expect(await k.history.add({ media_id: toyStory, media_type: 'movie' })).toMatchObject({
      media_id: toyStory,
    });
    expect((await post('/api/watch-history', { media_id: nemo, media_type: 'movie' })).status).toBe(200);
    await k.history.progress({ mediaType: 'movie', mediaId: toyStory, position: 60, duration: 6000 });
    expect(await k.watchLater.add({ mediaType: 'movie', mediaId: toyStory })).toMatchObject({
      mediaId: toyStory,
    });
    expect((await post('/api/watch-later', { mediaType: 'movie', mediaId: nemo })).status).toBe(200);
    expect(
      await k.marks.set({ mediaType: 'movie', mediaId: toyStory, watched: true, scope: 'title' }),
    ).toMatchObject({
      movie: true,
    });
    expect((await k.history.list()).map((e) => e.media_id).sort()).toEqual([nemo, toyStory].sort());
  });

  it("skips a Kids profile's blocked titles in merges and imports, counting them", async () => {
    const k = caller(kids);
    await k.watchLater.merge({ items: [] });
    const wl = await k.watchLater.merge({
      items: [
        { mediaType: 'movie', mediaId: braveheart },
        { mediaType: 'movie', mediaId: nemo },
        { mediaType: 'movie', mediaId: toyStory },
      ],
    });
    // Braveheart is blocked; Nemo and Toy Story are saved already (previous case) or now.
    expect(wl.skipped).toBeGreaterThanOrEqual(1);
    expect((await k.watchLater.list()).map((i) => i.mediaId)).not.toContain(braveheart);

    await k.marks.set({ mediaType: 'movie', mediaId: nemo, watched: false, scope: 'title' });
    const marks = await k.marks.merge({
      items: [
        { mediaType: 'movie', mediaId: braveheart },
        { mediaType: 'movie', mediaId: nemo },
        { mediaType: 'tv', mediaId: String(airing.id), season: 1, episode: 1 },
      ],
    });
    expect(marks).toEqual({ added: 1, skipped: 2 });
    expect((await k.marks.export()).map((x) => x.mediaId).sort()).toEqual([nemo, toyStory].sort());

    await k.history.clear();
    const now = Date.now();
    const migrated = await k.history.migrate({
      watchHistoryData: [
        { media_id: pulpFiction, media_type: 'movie', timestamp: now - 1000 },
        { media_id: toyStory, media_type: 'movie', timestamp: now - 2000 },
        { media_id: String(airing.id), media_type: 'tv', season: 1, episode: 1, timestamp: now },
      ],
    });
    expect(migrated).toEqual({ migrated: 1, skipped: 2, total: 3 });
    expect((await k.history.list()).map((e) => e.media_id)).toEqual([toyStory]);

    // The REST merge answers the same counts.
    const res = await t
      .http()
      .post('/api/watch-later/merge')
      .set(bearer(kids))
      .set(json)
      .send({ items: [{ mediaType: 'movie', mediaId: pulpFiction }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ added: 0, skipped: 1, overLimit: 0 });
  });

  it('shows a Kids profile only allowed titles: Continue Watching, Watch Later, Upcoming, the feed, recommendations', async () => {
    const db = t.deps.database.db;
    const k = caller(kids);
    // Rows written before the profile's level was lowered, as the database may hold them.
    await db
      .insert(watchHistory)
      .values({ profileId: kidsProfileId, mediaId: pulpFiction, mediaType: 'movie' })
      .onConflictDoNothing();
    await db
      .insert(watchLater)
      .values({ profileId: kidsProfileId, mediaType: 'movie', mediaId: braveheart })
      .onConflictDoNothing();
    await db
      .insert(watchedMarks)
      .values({ profileId: kidsProfileId, mediaType: 'movie', mediaId: pulpFiction, season: 0, episode: 0 })
      .onConflictDoNothing();
    await db
      .insert(showFollows)
      .values({ profileId: kidsProfileId, mediaId: String(airing.id), followed: true })
      .onConflictDoUpdate({ target: [showFollows.profileId, showFollows.mediaId], set: { followed: true } });
    await k.history.add({ media_id: toyStory, media_type: 'movie' });

    expect(await k.history.stats()).toMatchObject({ total: 2 });
    expect((await k.history.list()).map((e) => e.media_id)).toEqual([toyStory]);
    const rest = await t.http().get('/api/watch-history').set(bearer(kids));
    expect(rest.body.data.map((e: { media_id: string }) => e.media_id)).toEqual([toyStory]);
    const saved = (await k.watchLater.list()).map((i) => i.mediaId);
    expect(saved).not.toContain(braveheart);
    expect(saved).toContain(toyStory);
    // The settings file's marks likewise: the R-rated mark stays in the database, out of the export.
    const exported = (await k.marks.export()).map((x) => x.mediaId);
    expect(exported).toContain(toyStory);
    expect(exported).not.toContain(pulpFiction);
    const restExport = await t.http().get('/api/marks/export').set(bearer(kids));
    expect(restExport.body.data.map((x: { mediaId: string }) => x.mediaId)).not.toContain(pulpFiction);

    const up = await k.upcoming.list({ timeZone: 'UTC' });
    expect(up.followedCount).toBe(0);
    expect(up.days).toEqual([]);
    expect(up.newSinceLastVisit).toEqual([]);
    const feed = await k.calendar.rotate();
    const ics = await t.http().get(feed.path);
    expect(ics.status).toBe(200);
    expect(ics.text).not.toContain(airing.name);
    expect(ics.text).not.toContain('BEGIN:VEVENT');

    // The same history on an adult profile recommends titles Kids may not see; Kids gets none of them.
    await caller(second).history.clear();
    await caller(second).history.add({ media_id: toyStory, media_type: 'movie' });
    const adult = await caller(second).recommendations.forMe();
    const allowed = async (c: { mediaType: 'movie' | 'tv'; id: number }) =>
      titleAllowed(t.deps.services.catalogue, 'kids', c.mediaType, c.id);
    const blockedForKids = (await Promise.all(adult.map(allowed))).filter((ok) => !ok).length;
    expect(blockedForKids).toBeGreaterThan(0);
    const recs = await k.recommendations.forMe();
    expect(recs.length).toBeGreaterThan(0);
    expect(await Promise.all(recs.map(allowed))).toEqual(recs.map(() => true));
  });
});
