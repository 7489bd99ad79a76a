import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchedMarks } from '../../src/server/db/schema';
import { tvSeasons } from '../../src/server/features/catalogue/service';
import { DEFAULT_PREFERENCES } from '../../src/shared/preferences';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { callerFor, demoShowId } from '../helpers/demo-titles';

type User = Awaited<ReturnType<typeof insertUser>>;

/**
 * Continue Watching on the server (history.continue, GET /api/watch-history/continue): shows
 * progressed by ticks are listed with their next episode, by the latest activity; a show
 * watched to its latest aired episode is caught up; removing a show keeps it off until its
 * next activity.
 */
describe.each(dbKinds)('Continue Watching from marks and watches (%s)', (kind) => {
  let t: TestApp;
  let alice: User;
  let simpsons: string;
  let blackMirror: string;
  let movie: string;
  /** The Simpsons' latest aired episode, as the server counts it. */
  let latest: { season: number; episode: number };

  const me = () => callerFor(t.deps, alice.token);
  const tick = (mediaId: string, season: number, episode: number) =>
    me().marks.set({ mediaType: 'tv', mediaId, watched: true, scope: 'episode', season, episode });
  const pause = () => new Promise((r) => setTimeout(r, 15));

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    simpsons = await demoShowId(t.deps, 'The Simpsons');
    blackMirror = await demoShowId(t.deps, 'Black Mirror');
    const seasons = (await tvSeasons(t.deps.services.catalogue, Number(simpsons))).filter(
      (s) => s.seasonNumber > 0 && s.episodeCount > 0,
    );
    const last = seasons.at(-1)!;
    latest = { season: last.seasonNumber, episode: last.episodeCount };
    const home = await callerFor(t.deps).catalogue.home();
    movie = String(home.rows.find((r) => r.key === 'popularMovies')!.items[0]!.id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.database.db.delete(watchedMarks).where(eq(watchedMarks.profileId, alice.user.id));
    await me().history.clear();
    await me().preferences.save({ ...DEFAULT_PREFERENCES });
  });

  it('lists a show progressed by ticks with its next episode, ordered by the latest activity', async () => {
    await me().history.add({ media_id: movie, media_type: 'movie', season: null, episode: null });
    await pause();
    await me().marks.set({ mediaType: 'tv', mediaId: simpsons, watched: true, scope: 'season', season: 1 });
    await tick(simpsons, 2, 1);
    let list = await me().history.continue();
    expect(list.map((e) => e.mediaId)).toEqual([simpsons, movie]);
    expect(list[0]).toMatchObject({
      mediaType: 'tv',
      recorded: false,
      season: null,
      nextUp: { next: { season: 2, episode: 2 } },
    });
    expect(list[1]).toMatchObject({ mediaType: 'movie', recorded: true, nextUp: null });

    // Watching the movie again moves it to the front; a new tick moves the show back.
    await pause();
    await me().history.add({ media_id: movie, media_type: 'movie', season: null, episode: null });
    list = await me().history.continue();
    expect(list.map((e) => e.mediaId)).toEqual([movie, simpsons]);
    await pause();
    await tick(simpsons, 2, 2);
    list = await me().history.continue();
    expect(list.map((e) => e.mediaId)).toEqual([simpsons, movie]);
    expect(list[0]!.nextUp?.next).toEqual({ season: 2, episode: 3 });

    // The REST mirror answers the same list; the history list keeps its documented shape.
    const rest = await t.http().get('/api/watch-history/continue').set(alice.auth).expect(200);
    expect(rest.body.data.map((e: { mediaId: string }) => e.mediaId)).toEqual([simpsons, movie]);
    const history = await t.http().get('/api/watch-history').set(alice.auth).expect(200);
    expect(history.body.data.map((e: { media_id: string }) => e.media_id)).toEqual([movie]);
  });

  it('a show played and ticked further is listed once, with the next episode after the ticks', async () => {
    await me().history.add({ media_id: simpsons, media_type: 'tv', season: 1, episode: 1 });
    await me().history.progress({
      mediaType: 'tv',
      mediaId: simpsons,
      season: 1,
      episode: 1,
      position: 1300,
      duration: 1320,
    });
    await tick(simpsons, 1, 2);
    await tick(simpsons, 1, 3);
    const list = await me().history.continue();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      recorded: true,
      season: 1,
      episode: 1,
      nextUp: { next: { season: 1, episode: 4 } },
    });
  });

  it('says caught up after the latest aired episode, not "start again"; everything watched by ticks leaves', async () => {
    await tick(simpsons, latest.season, latest.episode);
    const [entry] = await me().history.continue();
    expect(entry).toMatchObject({ mediaId: simpsons, nextUp: { next: null, caughtUp: true } });
    expect((await me().marks.nextUp({ ids: [simpsons] }))[0]).toMatchObject({ next: null, caughtUp: true });

    // A viewer who watched an earlier season is offered the gap after it.
    await me().marks.set({ mediaType: 'tv', mediaId: simpsons, watched: true, scope: 'season', season: 1 });
    expect((await me().history.continue())[0]!.nextUp?.next).toEqual({ season: 2, episode: 1 });

    await me().marks.set({ mediaType: 'tv', mediaId: blackMirror, watched: true, scope: 'title' });
    const ids = (await me().history.continue()).map((e) => e.mediaId);
    expect(ids).not.toContain(blackMirror);
    expect((await me().marks.nextUp({ ids: [blackMirror] }))[0]).toMatchObject({ next: null });
    expect((await me().marks.nextUp({ ids: [blackMirror] }))[0]!.caughtUp).toBeUndefined();
  });

  it('removing a ticked show keeps it off until its next activity, also across a preferences save', async () => {
    await tick(simpsons, 1, 1);
    await me().history.add({ media_id: movie, media_type: 'movie', season: null, episode: null });
    await me().history.removeFromContinue({ mediaId: simpsons, mediaType: 'tv' });
    await me().history.removeFromContinue({ mediaId: movie, mediaType: 'movie' });
    expect(await me().history.continue()).toEqual([]);
    await me().preferences.save({ ...DEFAULT_PREFERENCES, autoPlay: false });
    expect(await me().history.continue()).toEqual([]);
    expect((await me().preferences.get())?.autoPlay).toBe(false);
    await pause();
    await tick(simpsons, 1, 2);
    expect((await me().history.continue()).map((e) => e.mediaId)).toEqual([simpsons]);
    await expect(me().history.removeFromContinue({ mediaId: 'x', mediaType: 'tv' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
