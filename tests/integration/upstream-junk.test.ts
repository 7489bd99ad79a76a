import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { hostileValue, prng, type Rng } from '../helpers/hostile';
import { createTmdbServer, listenOptions, TMDB_TEST_BASE, TMDB_TEST_KEY } from '../msw/tmdb';

/**
 * TMDB's answers are input too. A fake TMDB answers every call with JSON whose lists hold
 * nulls, numbers, strings, arrays and objects with fields of the wrong type, from a seeded
 * PRNG (UPSTREAM_SEED replays a run). Every catalogue procedure must still answer without a
 * 5xx (a 502 only when the whole answer is not a JSON object), and the server stays up.
 */
const SEED = Number(process.env.UPSTREAM_SEED ?? 20_261_124);
const ROUNDS = 12;

const junk = (r: Rng): unknown => r.pick([null, 0, -1, 'x', '', true, [], {}, [null], hostileValue(r)]);

/** A list item: sometimes a real-looking title, sometimes anything at all. */
function item(r: Rng): unknown {
  if (r.chance(0.4)) return junk(r);
  const field = <T>(good: T) => (r.chance(0.7) ? good : junk(r));
  return {
    id: field(r.int(1, 999_999)),
    media_type: field(r.pick(['movie', 'tv', 'person'])),
    title: field('A Title'),
    name: field('A Show'),
    release_date: field('2001-02-03'),
    first_air_date: field('2004-05-06'),
    poster_path: field('/p.jpg'),
    backdrop_path: field('/b.jpg'),
    overview: field('An overview long enough to pass the quality filter of the catalogue.'),
    vote_average: field(7.5),
    vote_count: field(1200),
    popularity: field(55.5),
    genre_ids: field([18, junk(r)]),
  };
}

const list = (r: Rng) => (r.chance(0.8) ? Array.from({ length: r.int(0, 12) }, () => item(r)) : junk(r));

/** A whole answer: mostly an object shaped like TMDB's, sometimes not an object at all. */
function payload(r: Rng): { body: unknown; isObject: boolean } {
  if (r.chance(0.15)) {
    const body = r.pick([null, [], [null], 'text', 42, true]);
    return { body, isObject: false };
  }
  const field = <T>(good: T) => (r.chance(0.6) ? good : junk(r));
  return {
    isObject: true,
    body: {
      ...(item(r) as object),
      page: field(1),
      total_pages: field(r.int(1, 600)),
      total_results: field(100),
      results: list(r),
      genres: field([{ id: 18, name: 'Drama' }, junk(r), { id: 'x', name: 5 }]),
      credits: field({ cast: list(r), crew: list(r) }),
      videos: field({ results: [junk(r), { key: 'abc', site: 'YouTube', type: 'Trailer', name: 'T' }] }),
      similar: field({ results: list(r) }),
      seasons: field([junk(r), { season_number: 1, episode_count: 3, id: 9 }, { season_number: 'x' }]),
      episodes: field([junk(r), { episode_number: 1, name: 'Pilot' }, { episode_number: null }]),
      networks: field([junk(r), { name: 'HBO' }]),
      created_by: field(junk(r)),
      production_companies: field([junk(r)]),
      spoken_languages: field([junk(r), { english_name: 'English' }]),
      episode_run_time: field([junk(r)]),
      season_number: field(1),
      runtime: field(junk(r)),
    },
  };
}

const CALLS: Array<[string, unknown]> = [
  ['catalogue.home', undefined],
  ['catalogue.movies', { page: 1 }],
  ['catalogue.tv', { page: 1 }],
  ['catalogue.search', { query: 'star', type: 'multi', page: 1 }],
  ['catalogue.search', { query: 'star', type: 'movie', page: 2 }],
  ['catalogue.movie', { id: 550 }],
  ['catalogue.tvShow', { id: 1399 }],
  ['catalogue.season', { id: 1399, season: 1 }],
  ['catalogue.genres', { type: 'movie' }],
];

describe.each(dbKinds)('junk from upstream (%s)', (kind) => {
  const mock = createTmdbServer();
  let t: TestApp;
  let current = { body: null as unknown, isObject: false };
  const r = prng(SEED);

  beforeAll(async () => {
    mock.listen(listenOptions);
    mock.use(http.get(`${TMDB_TEST_BASE}/*`, () => HttpResponse.json(current.body as object)));
    t = await createTestApp(kind, {
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: TMDB_TEST_KEY,
      TMDB_BASE_URL: TMDB_TEST_BASE,
    });
  });
  afterAll(async () => {
    mock.close();
    await t.close();
  });

  it(`answers ${ROUNDS} rounds of every catalogue call without a 5xx (seed ${SEED})`, async () => {
    const failures: string[] = [];
    let answered = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [path, input] of CALLS) {
        current = payload(r);
        // A fresh cache each time, so every call reads the new junk rather than a cached answer.
        await t.deps.services.catalogue.clear();
        const req = t.http().get(`/trpc/${path}`);
        const res = await (input === undefined ? req : req.query({ input: JSON.stringify(input) }));
        answered++;
        const allowed = res.status < 500 || (res.status === 502 && !current.isObject);
        if (!allowed)
          failures.push(
            `${path} → ${res.status} ${res.text.slice(0, 200)} for ${JSON.stringify(current.body).slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(answered).toBe(ROUNDS * CALLS.length);
    expect((await t.http().get('/health')).status).toBe(200);
  }, 120_000);
});
