import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { profiles } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { POPULAR_SEARCHES } from '../../src/shared/search-suggestions';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { TMDB_TEST_BASE as BASE, fakeTmdbForFile, TMDB_TEST_KEY as KEY } from '../msw/tmdb';

/**
 * The Search page's suggestions against TMDB (msw), whose popular lists cannot be filtered by
 * rating: a Kids profile gets the names of the popular films and shows its level allows (each
 * title's rating read from `release_dates` / `content_ratings`, unrated ones out), films and
 * shows in turn; Adult gets the spec's list without asking TMDB anything.
 */
const mock = fakeTmdbForFile();

const title = (id: number, type: 'movie' | 'tv', name: string) => ({
  id,
  ...(type === 'movie'
    ? { title: name, original_title: name, release_date: '2014-11-05' }
    : { name, original_name: name, first_air_date: '2014-11-05' }),
  overview: `${name}: long enough to describe.`,
  poster_path: `/p${id}.jpg`,
  backdrop_path: `/b${id}.jpg`,
  genre_ids: [16],
  vote_average: 7.4,
  vote_count: 3000,
  popularity: 100 - id,
});
const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });

const FILM_RATINGS: Record<number, string | null> = { 1: 'G', 2: 'R', 3: null, 4: 'PG' };
const SHOW_RATINGS: Record<number, string> = { 101: 'TV-MA', 102: 'TV-Y7', 103: 'TV-G' };

/** Requests that reached the fake TMDB in this case. */
let asked = 0;

function upstream() {
  asked = 0;
  mock.events.on('request:start', () => {
    asked++;
  });
  mock.use(
    http.get(`${BASE}/movie/popular`, () =>
      HttpResponse.json(
        page(Object.keys(FILM_RATINGS).map((id) => title(Number(id), 'movie', `Film ${id}`))),
      ),
    ),
    http.get(`${BASE}/tv/popular`, () =>
      HttpResponse.json(page(Object.keys(SHOW_RATINGS).map((id) => title(Number(id), 'tv', `Show ${id}`)))),
    ),
    http.get(`${BASE}/movie/:id/release_dates`, ({ params }) => {
      const rating = FILM_RATINGS[Number(params.id)];
      return HttpResponse.json({
        id: Number(params.id),
        results: rating ? [{ iso_3166_1: 'US', release_dates: [{ certification: rating, type: 3 }] }] : [],
      });
    }),
    http.get(`${BASE}/tv/:id/content_ratings`, ({ params }) =>
      HttpResponse.json({
        id: Number(params.id),
        results: [{ iso_3166_1: 'US', rating: SHOW_RATINGS[Number(params.id)] }],
      }),
    ),
  );
}

describe('search suggestions on the tmdb source', () => {
  let t: TestApp;
  let adult = '';
  let kids = '';
  const caller = (token: string) =>
    createCaller(
      createContextFor(t.deps, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } }),
    );

  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: BASE });
    const { user, token } = await insertUser(t.deps);
    adult = token;
    const id = `${user.id}-kids`;
    await t.deps.database.db
      .insert(profiles)
      .values({ id, userId: user.id, name: 'Pip', avatar: 'cat', maturity: 'kids', position: 1 });
    kids = await createSessionFor(t.deps.lucia, user.id);
    await t.deps.sessions.setProfile(sessionIdFromToken(kids), id);
  });
  afterAll(() => t.close());
  afterEach(() => mock.events.removeAllListeners());
  beforeEach(async () => {
    await t.deps.services.catalogue.clear();
    upstream();
  });

  it('gives a Kids profile the popular titles its level allows, films and shows in turn', async () => {
    expect(await caller(kids).catalogue.suggestions()).toEqual(['Film 1', 'Show 102', 'Show 103']);
    expect(asked).toBeGreaterThan(0);
  });

  it("gives Adult the spec's searches without a request upstream", async () => {
    expect(await caller(adult).catalogue.suggestions()).toEqual([...POPULAR_SEARCHES]);
    expect(asked).toBe(0);
  });
});
