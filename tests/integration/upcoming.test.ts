import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { showFollows, upcomingVisits, watchedMarks, watchLater } from '../../src/server/db/schema';
import { buildDeps, disposeDeps } from '../../src/server/deps';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { UpcomingAnswer, UpcomingEpisode } from '../../src/shared/tracking';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * Following, Upcoming and the calendar feed on the demo catalogue, whose returning series
 * air weekly runs relative to today (so expectations are read from the catalogue's own
 * details, never from fixed dates).
 */
const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };
const FEED_LIMIT = 8;

interface DemoEpisode {
  season_number: number;
  episode_number: number;
  air_date: string;
  name: string;
  airs_at?: string;
}
interface DemoDetails {
  id: number;
  name: string;
  status: string;
  next_episode_to_air: DemoEpisode | null;
  last_episode_to_air: DemoEpisode | null;
}

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(dbKinds)('following, Upcoming and the calendar feed (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let returning: DemoDetails[];
  let ended: DemoDetails;

  const caller = (token: string | null, headers: Record<string, string> = {}) =>
    createCaller(
      createContextFor(t.deps, {
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    );
  const details = async (id: number) => (await t.deps.services.catalogue.get(`tv/${id}`)) as DemoDetails;
  const upcoming = (auth: Auth, timeZone: string) =>
    t.http().get('/api/upcoming').query({ timeZone }).set(auth);
  const find = (pred: (d: DemoDetails) => boolean, what: string) => {
    const d = returning.find(pred);
    if (!d) throw new Error(`no demo show ${what} today`);
    return d;
  };

  beforeAll(async () => {
    // The limit as an operator sets it.
    t = await createTestApp(kind, { CALENDAR_FETCHES_PER_HOUR: String(FEED_LIMIT) });
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
    const { getDemoCatalogue } = await import('../../src/server/features/catalogue/sources/demo/catalogue');
    const all = getDemoCatalogue().shows;
    returning = [];
    for (const e of all) if (e.show?.data.status === 'Returning Series') returning.push(await details(e.id));
    const gone = all.find((e) => e.show?.data.status === 'Ended');
    ended = await details(gone!.id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const db = t.deps.database.db;
    for (const u of [alice, bob]) {
      await db.delete(watchLater).where(eq(watchLater.profileId, u.user.id));
      await db.delete(watchedMarks).where(eq(watchedMarks.profileId, u.user.id));
      await db.delete(showFollows).where(eq(showFollows.profileId, u.user.id));
      await db.delete(upcomingVisits).where(eq(upcomingVisits.profileId, u.user.id));
    }
  });

  it.each([
    ['get', '/api/follows/1399'],
    ['post', '/api/follows'],
    ['get', '/api/upcoming?timeZone=UTC'],
    ['post', '/api/upcoming/visited'],
    ['get', '/api/calendar'],
    ['post', '/api/calendar/rotate'],
    ['delete', '/api/calendar'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await t.http()[method](path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Authentication required' });
  });

  it('tRPC answers UNAUTHORIZED without a session', async () => {
    await expect(caller(null).upcoming.list({ timeZone: 'UTC' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(caller(null).follows.set({ mediaId: '1', followed: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(caller(null).calendar.rotate()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a bad time zone and hostile input with 400 and a message', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '', 'Europe/Paris\u0000', 'x'.repeat(300), '../etc']) {
      const res = await upcoming(alice.auth, timeZone);
      expect(res.status, timeZone).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    const lone = await t.http().get('/api/upcoming?timeZone=%ED%A0%80').set(alice.auth);
    expect(lone.status).toBe(400);
    const fr = await upcoming(alice.auth, 'Nowhere/Land').set('Accept-Language', 'fr');
    expect(fr.body.message).toContain('fuseau horaire');
    await expect(caller(alice.token).upcoming.list({ timeZone: 'Mars/Base' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller(alice.token).upcoming.list({ timeZone: 'Europe/\uD800Paris' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
      },
    );
    for (const body of [{ mediaId: '1\u0000', followed: true }, { mediaId: '12', followed: 'yes' }, {}, []]) {
      const res = await t.http().post('/api/follows').set(alice.auth).set(json).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('follows saved and watched shows, unfollows in place, re-follows, and follows by hand', async () => {
    const [a, b, c] = returning;
    const db = t.deps.database.db;
    const id = (d: DemoDetails) => String(d.id);
    await t
      .http()
      .post('/api/watch-later')
      .set(alice.auth)
      .set(json)
      .send({ mediaType: 'tv', mediaId: id(a!) })
      .expect(200);
    await db
      .insert(watchedMarks)
      .values({ profileId: alice.user.id, mediaType: 'tv', mediaId: id(b!), season: 1, episode: 1 });
    // A watched film follows nothing.
    await db
      .insert(watchedMarks)
      .values({ profileId: alice.user.id, mediaType: 'movie', mediaId: id(c!), season: 0, episode: 0 });

    const status = async (d: DemoDetails) =>
      (await t.http().get(`/api/follows/${d.id}`).set(alice.auth).expect(200)).body.data;
    expect(await status(a!)).toEqual({ mediaId: id(a!), followed: true, reason: 'saved' });
    expect(await status(b!)).toEqual({ mediaId: id(b!), followed: true, reason: 'watched' });
    expect(await status(c!)).toEqual({ mediaId: id(c!), followed: false, reason: null });
    // Bob's list is his own.
    expect((await t.http().get(`/api/follows/${a!.id}`).set(bob.auth)).body.data.followed).toBe(false);
    expect((await upcoming(alice.auth, 'UTC').expect(200)).body.data.followedCount).toBe(2);

    const off = await t
      .http()
      .post('/api/follows')
      .set(alice.auth)
      .set(json)
      .send({ mediaId: id(a!), followed: false });
    expect(off.body).toMatchObject({ success: true, message: 'No longer following this show' });
    expect(off.body.data).toEqual({ mediaId: id(a!), followed: false, reason: null });
    expect((await upcoming(alice.auth, 'UTC')).body.data.followedCount).toBe(1);
    // Still in My List: unfollowing is in place, not a removal.
    expect((await t.http().get(`/api/watch-later/tv/${a!.id}`).set(alice.auth)).body.data.saved).toBe(true);

    const on = await caller(alice.token).follows.set({ mediaId: id(a!), followed: true });
    expect(on).toMatchObject({ mediaId: id(a!), followed: true, reason: 'saved' });
    expect(await caller(alice.token).follows.set({ mediaId: id(c!), followed: true })).toMatchObject({
      followed: true,
      reason: 'chosen',
    });
    expect(await caller(alice.token).follows.status({ mediaId: id(c!) })).toEqual({
      mediaId: id(c!),
      followed: true,
      reason: 'chosen',
    });
    // Unfollowing a watched show in place keeps it out.
    await caller(alice.token).follows.set({ mediaId: id(b!), followed: false });
    expect((await caller(alice.token).upcoming.list({ timeZone: 'UTC' })).followedCount).toBe(2);
  });

  it('groups a timed episode near midnight UTC on different days in Auckland and Los Angeles', async () => {
    const timed = find((d) => !!d.next_episode_to_air?.airs_at, 'with a timed next episode');
    const next = timed.next_episode_to_air!;
    // US shows air at 21:00 New York time: after midnight UTC.
    expect(next.airs_at!.slice(0, 10)).toBe(addDays(next.air_date, 1));
    const allDay = find(
      // After tomorrow (UTC): today's date has already passed in Auckland for part of the day.
      (d) =>
        !!d.next_episode_to_air &&
        !d.next_episode_to_air.airs_at &&
        d.next_episode_to_air.air_date > addDays(today(), 1),
      'airing all day next, after tomorrow',
    );
    await caller(alice.token).follows.set({ mediaId: String(timed.id), followed: true });
    await caller(alice.token).follows.set({ mediaId: String(allDay.id), followed: true });

    const dayOf = (a: UpcomingAnswer, showId: number, ep: DemoEpisode) =>
      a.days.find((d) =>
        d.episodes.some(
          (e) =>
            e.showId === String(showId) && e.season === ep.season_number && e.episode === ep.episode_number,
        ),
      )?.date;
    const la: UpcomingAnswer = (await upcoming(alice.auth, 'America/Los_Angeles').expect(200)).body.data;
    const nz = await caller(alice.token).upcoming.list({ timeZone: 'Pacific/Auckland' });
    expect(la.timeZone).toBe('America/Los_Angeles');
    expect(dayOf(la, timed.id, next)).toBe(next.air_date);
    expect(dayOf(nz, timed.id, next)).toBe(addDays(next.air_date, 1));
    // An all-day date stays its date in every zone.
    const ad = allDay.next_episode_to_air!;
    expect(dayOf(la, allDay.id, ad)).toBe(ad.air_date);
    expect(dayOf(nz, allDay.id, ad)).toBe(ad.air_date);
    for (const a of [la, nz]) {
      const dates = a.days.map((d) => d.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.at(-1)! <= addDays(today(), 61)).toBe(true);
      const ep = a.days.flatMap((d) => d.episodes).find((e) => e.showId === String(timed.id))!;
      expect(ep).toMatchObject({ showName: timed.name, posterPath: `/p-t${timed.id}.svg` });
    }
  });

  it('lists what aired since the last visit, newest first, and visited starts it again', async () => {
    const recent = find(
      (d) =>
        !!d.last_episode_to_air &&
        d.last_episode_to_air.air_date >= addDays(today(), -20) &&
        d.last_episode_to_air.air_date < today(),
      'with an episode aired in the last 20 days',
    );
    await caller(alice.token).follows.set({ mediaId: String(recent.id), followed: true });
    const last = recent.last_episode_to_air!;
    const db = t.deps.database.db;
    await db.insert(upcomingVisits).values({
      profileId: alice.user.id,
      seenAt: new Date(Date.parse(`${last.air_date}T00:00:00Z`) - 2 * 86_400_000),
    });
    const a = await caller(alice.token).upcoming.list({ timeZone: 'UTC' });
    expect(a.lastVisit).not.toBeNull();
    const keys = a.newSinceLastVisit.map((e: UpcomingEpisode) => `${e.season}x${e.episode}`);
    expect(keys).toContain(`${last.season_number}x${last.episode_number}`);
    const when = a.newSinceLastVisit.map((e) => e.airsAt ?? e.airDate);
    expect(when).toEqual([...when].sort().reverse());
    expect(a.newSinceLastVisit.every((e) => e.airDate >= addDays(last.air_date, -3))).toBe(true);

    await t.http().post('/api/upcoming/visited').set(alice.auth).expect(200);
    const b = await caller(alice.token).upcoming.list({ timeZone: 'UTC' });
    expect(b.newSinceLastVisit).toEqual([]);
    expect(Date.parse(b.lastVisit!)).toBeGreaterThan(Date.now() - 60_000);
  });

  const fetchFeed = (app: { http: () => ReturnType<typeof request> }, path: string) => app.http().get(path);
  const vevents = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

  it('serves the feed as RFC 5545 with stable UIDs, summaries, links and all-day or timed starts', async () => {
    const timed = find((d) => !!d.next_episode_to_air?.airs_at, 'with a timed next episode');
    const allDay = find(
      // After tomorrow (UTC): today's date has already passed in Auckland for part of the day.
      (d) =>
        !!d.next_episode_to_air &&
        !d.next_episode_to_air.airs_at &&
        d.next_episode_to_air.air_date > addDays(today(), 1),
      'airing all day next, after tomorrow',
    );
    await caller(alice.token).follows.set({ mediaId: String(timed.id), followed: true });
    await caller(alice.token).follows.set({ mediaId: String(allDay.id), followed: true });
    await caller(alice.token).follows.set({ mediaId: String(ended.id), followed: true });
    expect(await caller(alice.token).calendar.get()).toBeNull();
    const feed = await caller(alice.token).calendar.rotate();
    expect(feed.path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.http().get('/api/calendar').set(alice.auth)).body.data).toEqual(feed);

    const res = await fetchFeed(t, feed.path).set('Host', 'marquee.example:8443').expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBeTruthy();
    const events = vevents(res.text);
    expect(events.length).toBeGreaterThan(1);
    const byUid = new Map(events.map((e) => [e.getFirstPropertyValue('uid') as string, e]));
    const ep = timed.next_episode_to_air!;
    const timedEvent = byUid.get(`tv-${timed.id}-s${ep.season_number}e${ep.episode_number}@marquee`)!;
    expect(timedEvent.getFirstPropertyValue('summary')).toBe(
      `${timed.name} — S${ep.season_number}E${ep.episode_number} ${ep.name}`,
    );
    expect(timedEvent.getFirstPropertyValue('url')).toBe(
      `http://marquee.example:8443/watch/tv/${timed.id}/${ep.season_number}/${ep.episode_number}`,
    );
    const start = timedEvent.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(false);
    expect(start.zone?.tzid).toBe('UTC');
    expect(start.toJSDate().toISOString()).toBe(new Date(ep.airs_at!).toISOString());
    const ad = allDay.next_episode_to_air!;
    const dayEvent = byUid.get(`tv-${allDay.id}-s${ad.season_number}e${ad.episode_number}@marquee`)!;
    const dayStart = dayEvent.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(dayStart.isDate).toBe(true);
    expect(dayStart.toString()).toBe(ad.air_date);
    // Nothing of the ended show, nothing outside the last 30 and next 60 days.
    expect([...byUid.keys()].some((u) => u.startsWith(`tv-${ended.id}-`))).toBe(false);
    for (const e of events) {
      const d = (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime();
      expect(d).toBeGreaterThan(Date.now() - 32 * 86_400_000);
      expect(d).toBeLessThan(Date.now() + 62 * 86_400_000);
      expect(e.getFirstPropertyValue('summary')).toMatch(/^.+ — S\d+E\d+( .+)?$/);
    }

    // A second refresh: the same events, the same bytes, and 304 on the ETag.
    const again = await fetchFeed(t, feed.path).set('Host', 'marquee.example:8443').expect(200);
    expect(vevents(again.text).map((e) => e.getFirstPropertyValue('uid'))).toEqual([...byUid.keys()]);
    expect(again.headers.etag).toBe(res.headers.etag);
    await fetchFeed(t, feed.path)
      .set('Host', 'marquee.example:8443')
      .set('If-None-Match', res.headers.etag!)
      .expect(304);
    // A hostile Host header gets no link at all.
    const odd = await fetchFeed(t, feed.path).set('Host', 'evil.example/<script>').expect(200);
    expect(vevents(odd.text).every((e) => e.getFirstPropertyValue('url') === null)).toBe(true);
  });

  it('names the feed in the account language', async () => {
    const { profiles } = await import('../../src/server/db/schema');
    await t.deps.database.db
      .update(profiles)
      .set({ preferences: { language: 'fr' } })
      .where(eq(profiles.id, bob.user.id));
    const feed = await caller(bob.token).calendar.rotate();
    const res = await fetchFeed(t, feed.path).expect(200);
    expect(new ICAL.Component(ICAL.parse(res.text)).getFirstPropertyValue('x-wr-calname')).toBe(
      'Marquee : prochains épisodes',
    );
  });

  it('rotating or revoking answers 404 at once, also in a second process on the same database', async () => {
    const database = { ...t.deps.database, migrate: async () => {}, close: async () => {} };
    const deps2 = await buildDeps(t.deps.env, { database });
    const app2 = createApp(deps2);
    const other = { http: () => request(app2) };
    try {
      const first = await caller(alice.token).calendar.rotate();
      await fetchFeed(t, first.path).expect(200);
      await fetchFeed(other, first.path).expect(200);
      const second = (await t.http().post('/api/calendar/rotate').set(alice.auth).expect(200)).body.data;
      expect(second.path).not.toBe(first.path);
      await fetchFeed(t, first.path).expect(404);
      await fetchFeed(other, first.path).expect(404);
      await fetchFeed(other, second.path).expect(200);
      await t.http().delete('/api/calendar').set(alice.auth).expect(200);
      await fetchFeed(t, second.path).expect(404);
      await fetchFeed(other, second.path).expect(404);
      expect(await caller(alice.token).calendar.get()).toBeNull();
    } finally {
      await disposeDeps(deps2);
    }
  });

  it('answers 404 to malformed tokens', async () => {
    for (const path of [
      '/calendar/abc.ics',
      '/calendar/%00.ics',
      `/calendar/${'A'.repeat(43)}.txt`,
      '/calendar/',
      `/calendar/${'A'.repeat(43)}.ics`,
    ]) {
      const res = await t.http().get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('limits fetches per feed: 429 with Retry-After past the limit', async () => {
    const feed = await caller(bob.token).calendar.rotate();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < FEED_LIMIT + 2; i++) {
      const res = await fetchFeed(t, feed.path);
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers['retry-after'];
    }
    expect(statuses.slice(0, FEED_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(FEED_LIMIT)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another feed has its own budget.
    const other = await caller(alice.token).calendar.rotate();
    await fetchFeed(t, other.path).expect(200);
  });
});
