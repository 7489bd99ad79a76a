import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { TMDB_TEST_BASE as BASE, createTmdbServer, TMDB_TEST_KEY as KEY, listenOptions } from '../msw/tmdb';

/**
 * Upcoming on the tmdb source: each followed show's details and at most one season read per
 * refresh (the season of the next episode, else of a recent last one), through the cache;
 * junk payloads and items are skipped, never a failure.
 */
const mock = createTmdbServer();
beforeAll(() => mock.listen(listenOptions));
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const ep = (season: number, episode: number, airDate: unknown, name: unknown = `Chapter ${episode}`) => ({
  id: season * 1000 + episode,
  season_number: season,
  episode_number: episode,
  name,
  air_date: airDate,
});

const SHOWS: Record<string, (lang: string) => Record<string, unknown>> = {
  // Mid-season: the next episode in three days, one aired four days ago.
  '9001': (lang) => ({
    id: 9001,
    name: lang.startsWith('fr') ? 'Série A' : 'Show A',
    poster_path: '/a.jpg',
    next_episode_to_air: ep(2, 5, day(3)),
    last_episode_to_air: ep(2, 4, day(-4)),
  }),
  // Between seasons, its last episode two days ago.
  '9002': () => ({
    id: 9002,
    name: 'Show B',
    poster_path: null,
    next_episode_to_air: null,
    last_episode_to_air: ep(1, 10, day(-2), null),
  }),
  // Unreadable: no id, wrong types.
  '9003': () => ({ id: 'nine', name: 42, next_episode_to_air: 'soon' }),
  // Ended long ago: nothing to read beyond the details.
  '9004': () => ({
    id: 9004,
    name: 'Show D',
    next_episode_to_air: null,
    last_episode_to_air: ep(3, 8, '2019-05-19'),
  }),
  // A next episode that is junk: no season read for it, the show skipped quietly.
  '9005': () => ({
    id: 9005,
    name: 'Show E',
    next_episode_to_air: { season_number: 'x' },
    last_episode_to_air: null,
  }),
};

const SEASONS: Record<string, Record<string, unknown>> = {
  '9001/2': {
    season_number: 2,
    episodes: [
      ep(2, 3, day(-11)),
      ep(2, 4, day(-4)),
      ep(2, 5, day(3)),
      ep(2, 6, day(10)),
      ep(2, 7, 'next week'),
      { junk: true },
      ep(2, 8, day(80)),
    ],
  },
  '9002/1': { season_number: 1, episodes: [ep(1, 9, day(-9), 'Nine'), ep(1, 10, day(-2), null)] },
};

describe('Upcoming on the tmdb source', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  const calls: string[] = [];
  const caller = (headers: Record<string, string> = {}) =>
    createCaller(
      createContextFor(t.deps, { headers: { authorization: `Bearer ${alice.token}`, ...headers } }),
    );

  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: BASE });
    alice = await insertUser(t.deps);
    for (const id of Object.keys(SHOWS)) await caller().follows.set({ mediaId: id, followed: true });
  });
  afterAll(() => t.close());

  const useShows = () =>
    mock.use(
      http.get(`${BASE}/tv/:id/season/:n`, ({ params }) => {
        calls.push(`season ${params.id}/${params.n}`);
        const body = SEASONS[`${params.id}/${params.n}`];
        return body ? HttpResponse.json(body) : HttpResponse.json({ status_code: 34 }, { status: 404 });
      }),
      http.get(`${BASE}/tv/:id`, ({ params, request }) => {
        calls.push(`details ${params.id}`);
        const lang = new URL(request.url).searchParams.get('language') ?? 'en-US';
        const show = SHOWS[String(params.id)];
        return show ? HttpResponse.json(show(lang)) : HttpResponse.json({ status_code: 34 }, { status: 404 });
      }),
    );

  it('reads next and last episodes with at most one season call per show, then the cache', async () => {
    useShows();
    calls.length = 0;
    const a = await caller().upcoming.list({ timeZone: 'Europe/Paris' });
    const seasons = calls.filter((c) => c.startsWith('season'));
    expect(seasons.sort()).toEqual(['season 9001/2', 'season 9002/1']);
    expect(calls.filter((c) => c.startsWith('details')).sort()).toEqual(
      ['9001', '9002', '9003', '9004', '9005'].map((id) => `details ${id}`),
    );
    expect(a.followedCount).toBe(5);
    const upcoming = a.days.flatMap((d) =>
      d.episodes.map((e) => `${e.showId} ${e.season}x${e.episode} ${d.date}`),
    );
    // Junk dates and the episode past 60 days are left out; TMDB's dates are all-day dates.
    expect(upcoming).toEqual([`9001 2x5 ${day(3)}`, `9001 2x6 ${day(10)}`]);
    expect(a.days[0]!.episodes[0]).toEqual({
      showId: '9001',
      showName: 'Show A',
      posterPath: '/a.jpg',
      season: 2,
      episode: 5,
      title: 'Chapter 5',
      airDate: day(3),
      airsAt: null,
    });
    // A first visit: what aired in the last 30 days, newest first.
    expect(a.newSinceLastVisit.map((e) => `${e.showId} ${e.season}x${e.episode}`)).toEqual([
      '9002 1x10',
      '9001 2x4',
      '9002 1x9',
      '9001 2x3',
    ]);

    // The next refresh is served by the cache: no upstream call at all.
    calls.length = 0;
    await caller().upcoming.list({ timeZone: 'UTC' });
    expect(calls).toEqual([]);
  });

  it('names shows in the reader language, one season call per show again on a cold cache', async () => {
    useShows();
    await t.deps.services.catalogue.clear();
    calls.length = 0;
    const res = await t
      .http()
      .get('/api/upcoming')
      .query({ timeZone: 'Asia/Tokyo' })
      .set({ Authorization: `Bearer ${alice.token}`, 'Accept-Language': 'fr-FR' })
      .expect(200);
    expect(res.body.data.days[0].episodes[0].showName).toBe('Série A');
    const perShow = new Map<string, number>();
    for (const c of calls.filter((x) => x.startsWith('season'))) {
      const id = c.split(' ')[1]!.split('/')[0]!;
      perShow.set(id, (perShow.get(id) ?? 0) + 1);
    }
    expect([...perShow.values()].every((n) => n === 1)).toBe(true);
    expect(perShow.size).toBe(2);
  });

  it('skips a show whose details fail upstream, and still answers the others', async () => {
    useShows();
    await t.deps.services.catalogue.clear();
    mock.use(http.get(`${BASE}/tv/9002`, () => HttpResponse.json({ status_code: 34 }, { status: 404 })));
    const a = await caller().upcoming.list({ timeZone: 'UTC' });
    expect(a.days.flatMap((d) => d.episodes).map((e) => e.showId)).toEqual(['9001', '9001']);
    expect(a.newSinceLastVisit.some((e) => e.showId === '9002')).toBe(false);
  });
});
