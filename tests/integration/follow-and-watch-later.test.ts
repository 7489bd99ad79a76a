import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { showFollows, upcomingVisits, watchedMarks, watchLater } from '../../src/server/db/schema';
import { DEFAULT_PREFERENCES, type Preferences } from '../../src/shared/preferences';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { callerFor, demoShowId } from '../helpers/demo-titles';

interface DemoDetails {
  id: number;
  status: string;
  last_episode_to_air: { season_number: number; episode_number: number; air_date: string } | null;
}

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Automatic following (said once, and a preference enforced on the server), Watch Later's
 * watched titles (leave the list once watched unless the profile keeps them), and Upcoming's
 * "new since your last visit" without episodes already marked watched.
 */
describe.each(dbKinds)('following and Watch Later after watching (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let simpsons: string;
  let blackMirror: string;
  let movies: string[];

  const me = () => callerFor(t.deps, alice.token);
  const prefs = (p: Partial<Preferences>) => me().preferences.save({ ...DEFAULT_PREFERENCES, ...p });
  const save = (mediaType: 'movie' | 'tv', mediaId: string) =>
    me().watchLater.add({ mediaType, mediaId, title: null, posterPath: null, date: null, voteAverage: null });
  const saved = async () => (await me().watchLater.list()).map((i) => i.mediaId);
  const tick = (mediaId: string, season: number, episode: number) =>
    me().marks.set({ mediaType: 'tv', mediaId, watched: true, scope: 'episode', season, episode });
  const followed = async (mediaId: string) => (await me().follows.status({ mediaId })).followed;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    simpsons = await demoShowId(t.deps, 'The Simpsons');
    blackMirror = await demoShowId(t.deps, 'Black Mirror');
    const home = await callerFor(t.deps).catalogue.home();
    movies = home.rows
      .find((r) => r.key === 'popularMovies')!
      .items.slice(0, 3)
      .map((m) => String(m.id));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const db = t.deps.database.db;
    for (const table of [watchedMarks, watchLater, showFollows, upcomingVisits])
      await db.delete(table).where(eq(table.profileId, alice.user.id));
    await me().history.clear();
    await prefs({});
  });

  it('says once that saving or ticking started following; with automatic following off, neither follows', async () => {
    expect((await save('tv', simpsons)).followStarted).toBe(true);
    expect((await save('tv', simpsons)).followStarted).toBe(false);
    expect((await save('movie', movies[0]!)).followStarted).toBe(false);
    expect((await tick(blackMirror, 1, 1)).followStarted).toBe(true);
    expect((await tick(blackMirror, 1, 2)).followStarted).toBeUndefined();
    // Unfollowed in place, a tick does not follow again.
    await me().follows.set({ mediaId: blackMirror, followed: false });
    expect((await tick(blackMirror, 1, 3)).followStarted).toBeUndefined();
    expect(await followed(blackMirror)).toBe(false);

    // Turning it off keeps what it followed; from then on saving and ticking follow nothing.
    await prefs({ autoFollow: false });
    expect(await followed(simpsons)).toBe(true);
    await t.deps.database.db.delete(watchLater).where(eq(watchLater.profileId, alice.user.id));
    expect(await followed(simpsons)).toBe(true);
    await me().follows.set({ mediaId: simpsons, followed: false });
    expect((await save('tv', simpsons)).followStarted).toBe(false);
    expect((await tick(simpsons, 1, 1)).followStarted).toBeUndefined();
    expect(await followed(simpsons)).toBe(false);
    expect((await me().marks.forShow({ mediaId: simpsons })).followed).toBe(false);
    expect((await me().upcoming.list({ timeZone: 'UTC' })).followedCount).toBe(0);
    // Followed by hand, it is followed whatever the preference.
    await me().follows.set({ mediaId: simpsons, followed: true });
    expect(await followed(simpsons)).toBe(true);
  });

  it('takes a title off Watch Later once watched (mark, whole show, playback), unless the profile keeps them', async () => {
    const [first, second, third] = movies as [string, string, string];
    await save('movie', first);
    await save('movie', second);
    await save('tv', blackMirror);
    const marked = await me().marks.set({
      mediaType: 'movie',
      mediaId: first,
      watched: true,
      scope: 'title',
    });
    expect(marked.leftWatchLater).toBe(true);
    expect(await saved()).not.toContain(first);

    // A show leaves once every aired episode is watched, not with one episode.
    expect((await tick(blackMirror, 1, 1)).leftWatchLater).toBeUndefined();
    expect(await saved()).toContain(blackMirror);
    await me().marks.set({ mediaType: 'tv', mediaId: blackMirror, watched: true, scope: 'title' });
    expect(await saved()).not.toContain(blackMirror);

    // Played to its end: the automatic mark takes it off too.
    await save('movie', third);
    await me().history.progress({ mediaType: 'movie', mediaId: third, position: 7000, duration: 7000 });
    expect(await saved()).not.toContain(third);

    // Kept by choice: watched titles stay.
    await prefs({ removeWatchedFromWatchLater: false });
    const kept = await me().marks.set({ mediaType: 'movie', mediaId: second, watched: true, scope: 'title' });
    expect(kept.leftWatchLater).toBeUndefined();
    expect(await saved()).toContain(second);
    expect(await me().marks.movies({ ids: [second] })).toEqual([second]);
  });

  it('leaves episodes already marked watched out of "new since your last visit"', async () => {
    const { getDemoCatalogue } = await import('../../src/server/features/catalogue/sources/demo/catalogue');
    let recent: DemoDetails | undefined;
    for (const e of getDemoCatalogue().shows) {
      if (e.show?.data.status !== 'Returning Series') continue;
      const d = (await t.deps.services.catalogue.get(`tv/${e.id}`)) as DemoDetails;
      const last = d.last_episode_to_air;
      if (last && last.air_date >= addDays(today(), -20) && last.air_date < today()) {
        recent = d;
        break;
      }
    }
    expect(recent).toBeDefined();
    const id = String(recent!.id);
    const last = recent!.last_episode_to_air!;
    await me().follows.set({ mediaId: id, followed: true });
    await t.deps.database.db.insert(upcomingVisits).values({
      profileId: alice.user.id,
      seenAt: new Date(Date.parse(`${last.air_date}T00:00:00Z`) - 2 * 86_400_000),
    });
    const key = `${last.season_number}x${last.episode_number}`;
    const fresh = async () =>
      (await me().upcoming.list({ timeZone: 'UTC' })).newSinceLastVisit
        .filter((e) => e.showId === id)
        .map((e) => `${e.season}x${e.episode}`);
    expect(await fresh()).toContain(key);
    const done = await me().marks.set({ mediaType: 'tv', mediaId: id, watched: true, scope: 'title' });
    const marked = new Set(done.changed.map((e) => `${e.season}x${e.episode}`));
    expect(marked).toContain(key);
    // What is left is only what was not marked (an episode airing today, not yet aired by the catalogue).
    const left = await fresh();
    expect(left).not.toContain(key);
    expect(left.filter((k) => marked.has(k))).toEqual([]);
  });
});
