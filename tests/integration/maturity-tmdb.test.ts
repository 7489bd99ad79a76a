import { TRPCError } from '@trpc/server';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { profiles } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { MaturityLevel } from '../../src/shared/profiles';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { TMDB_TEST_BASE as BASE, fakeTmdbForFile, TMDB_TEST_KEY as KEY, tmdbCalls } from '../msw/tmdb';

/**
 * Maturity levels against TMDB (msw): discover is asked with TMDB's own certification
 * parameters (US, the level's ratings), and the lists TMDB cannot filter (trending) are kept
 * title by title from each title's `release_dates`: the viewer's region's rating where it
 * maps to a level, else the US one, unrated titles out. Adult asks for nothing more.
 */
const mock = fakeTmdbForFile();

const film = (id: number, title: string) => ({
  id,
  media_type: 'movie',
  title,
  original_title: title,
  overview: `${title}: a film long enough to describe.`,
  poster_path: `/p${id}.jpg`,
  backdrop_path: `/b${id}.jpg`,
  release_date: '2014-11-05',
  genre_ids: [878],
  vote_average: 7.4,
  vote_count: 3000,
  popularity: 100 - id,
});
const page = (results: unknown[], total = results.length) => ({
  page: 1,
  results,
  total_pages: Math.max(1, Math.ceil(total / 20)),
  total_results: total,
});

/** Each film's ratings by country (films 1–6), TMDB's `release_dates` shape. */
const RATINGS: Record<number, Record<string, string>> = {
  // Collection 10's parts (the fixture): two PG films, one PG-13, one unrated.
  11: { US: 'PG' },
  1891: { US: 'PG' },
  181808: { US: 'PG-13' },
  1: { US: 'G' },
  2: { US: 'R' },
  3: { GB: 'U', US: 'PG-13' },
  4: { GB: '18', US: 'G' },
  5: {},
  6: { GB: 'Unrated-X', US: 'G' },
};
const FILMS = [1, 2, 3, 4, 5, 6].map((id) => film(id, `Film ${id}`));

function upstream() {
  mock.use(
    http.get(`${BASE}/trending/:type/:window`, ({ request }) => {
      tmdbCalls.push({ path: 'trending', query: new URL(request.url).searchParams, authorization: null });
      return HttpResponse.json(page(FILMS, 46));
    }),
    http.get(`${BASE}/discover/:type`, ({ request, params }) => {
      tmdbCalls.push({
        path: `discover/${params.type}`,
        query: new URL(request.url).searchParams,
        authorization: null,
      });
      return HttpResponse.json(page(params.type === 'movie' ? [FILMS[0]] : []));
    }),
    http.get(`${BASE}/movie/:id/release_dates`, ({ request, params }) => {
      const id = Number(params.id);
      tmdbCalls.push({
        path: `movie/${id}/release_dates`,
        query: new URL(request.url).searchParams,
        authorization: null,
      });
      const results = Object.entries(RATINGS[id] ?? {}).map(([country, certification]) => ({
        iso_3166_1: country,
        release_dates: [
          { certification: '', type: 1 },
          { certification, type: 3 },
        ],
      }));
      return HttpResponse.json({ id, results });
    }),
  );
}

describe('maturity levels on the tmdb source', () => {
  let t: TestApp;
  const tokens = {} as Record<MaturityLevel, string>;
  const caller = (level: MaturityLevel, acceptLanguage = 'en-US') =>
    createCaller(
      createContextFor(t.deps, {
        headers: { authorization: `Bearer ${tokens[level]}`, 'accept-language': acceptLanguage },
      }),
    );

  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: BASE });
    const { user, token } = await insertUser(t.deps);
    tokens.adult = token;
    let position = 1;
    for (const level of ['kids', 'family'] as const) {
      const id = `${user.id}-${level}`;
      await t.deps.database.db
        .insert(profiles)
        .values({ id, userId: user.id, name: level, avatar: 'green', maturity: level, position: position++ });
      tokens[level] = await createSessionFor(t.deps.lucia, user.id);
      await t.deps.sessions.setProfile(sessionIdFromToken(tokens[level]), id);
    }
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.services.catalogue.clear();
    upstream();
  });

  const calls = (path: string) => tmdbCalls.filter((c) => c.path === path);

  it("asks discover for the level's US ratings (TMDB's certification parameters)", async () => {
    const listing = await caller('kids').catalogue.movies({ filter: 'all', page: 1 } as never);
    expect(listing.results.map((c) => c.id)).toEqual([1]);
    const [discover] = calls('discover/movie');
    expect(discover!.query.get('certification_country')).toBe('US');
    expect(discover!.query.get('certification')).toBe('G|TV-G|TV-Y|TV-Y7');
    // Adult: the request as before, without the parameters.
    tmdbCalls.length = 0;
    await caller('adult').catalogue.movies({ filter: 'all', page: 1 } as never);
    expect(calls('discover/movie')[0]!.query.has('certification')).toBe(false);
    expect(tmdbCalls.some((c) => c.path.endsWith('release_dates'))).toBe(false);
  });

  it('keeps trending to the level title by title: the US rating for a US reader', async () => {
    const kids = await caller('kids', 'en-US').catalogue.movies({ list: 'trending', page: 1 } as never);
    // 1 G, 4 G (US), 6 G: allowed; 2 R, 3 PG-13, 5 unrated: out.
    expect(kids.results.map((c) => c.id)).toEqual([1, 4, 6]);
    // TMDB's total less what this page took out.
    expect(kids.totalResults).toBe(46 - 3);
    // TMDB cannot filter trending: no certification parameters went upstream.
    expect(calls('trending')[0]!.query.has('certification')).toBe(false);
    expect(calls('trending')[0]!.query.has('certification_country')).toBe(false);
    // One ratings request per title, cached: a second look asks nothing.
    expect(tmdbCalls.filter((c) => c.path.endsWith('release_dates'))).toHaveLength(6);
    tmdbCalls.length = 0;
    await caller('kids', 'en-US').catalogue.movies({ list: 'trending', page: 1 } as never);
    expect(tmdbCalls).toHaveLength(0);
  });

  it("uses the reader's region's rating where it maps to a level, the US one otherwise", async () => {
    const kids = await caller('kids', 'en-GB').catalogue.movies({ list: 'trending', page: 1 } as never);
    // 1: no GB rating, US G → in. 3: GB U → in (despite US PG-13). 4: GB 18 → out (despite US G).
    // 6: GB rating the table does not map → US G → in. 2 (R), 5 (unrated): out.
    expect(kids.results.map((c) => c.id)).toEqual([1, 3, 6]);
  });

  it('home rows and the hero hold only allowed titles', async () => {
    const home = await caller('kids').catalogue.home();
    const ids = new Set(home.rows.flatMap((r) => r.items.map((i) => i.id)));
    for (const blocked of [2, 3, 5]) expect(ids.has(blocked)).toBe(false);
    expect(ids.has(1)).toBe(true);
    expect(home.hero?.id).toBe(1);
  });

  it("keeps a collection's parts to the level", async () => {
    const parts = async (level: MaturityLevel) =>
      (await caller(level).catalogue.collection({ id: 10 })).parts.map((p) => p.id);
    expect(await parts('kids')).toEqual([]);
    expect(await parts('family')).toEqual([11, 1891]);
    expect(await parts('adult')).toEqual([11, 1891, 181808, 999010]);
  });

  it('refuses a blocked title with 403 and the message, and serves it to an adult profile', async () => {
    mock.use(
      http.get(`${BASE}/movie/:id`, ({ params }) =>
        HttpResponse.json({ ...film(Number(params.id), `Film ${params.id}`), genres: [] }),
      ),
    );
    const refused = await caller('kids')
      .catalogue.movie({ id: 2 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(TRPCError);
    expect(refused).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This title is not available on this profile.',
    });
    expect((await caller('adult').catalogue.movie({ id: 2 })).id).toBe(2);
    expect((await caller('kids').catalogue.movie({ id: 1 })).id).toBe(1);
  });
});
