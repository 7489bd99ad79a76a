import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { TMDB_TEST_BASE as BASE, fakeTmdbForFile, TMDB_TEST_KEY as KEY, tmdbCalls } from '../msw/tmdb';

const mock = fakeTmdbForFile();

const film = (id: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  media_type: 'movie',
  title,
  original_title: title,
  overview: `${title}: a film long enough to describe.`,
  poster_path: `/p${id}.jpg`,
  release_date: '2014-11-05',
  genre_ids: [878],
  vote_average: 8.4,
  vote_count: 30000,
  popularity: 90,
  ...over,
});
const INTERSTELLAR = film(157336, 'Interstellar');
const page = (results: unknown[], total = results.length) => ({
  page: 1,
  results,
  total_pages: Math.max(1, Math.ceil(total / 20)),
  total_results: total,
});

/** TMDB's search answering `byQuery[query]` (lower-cased), nothing for any other query. */
function searchAnswers(byQuery: Record<string, unknown[]>, people: unknown[] = []) {
  mock.use(
    http.get(`${BASE}/search/:type`, ({ request, params }) => {
      const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
      tmdbCalls.push({
        path: `search/${params.type}`,
        query: new URL(request.url).searchParams,
        authorization: null,
      });
      if (params.type === 'person')
        return HttpResponse.json(page(query === 'christopher nolan' ? people : []));
      return HttpResponse.json(page(byQuery[query] ?? []));
    }),
    http.get(`${BASE}/trending/:type/:window`, () =>
      HttpResponse.json(page([INTERSTELLAR, film(603, 'The Matrix')])),
    ),
  );
}

describe.each(dbKinds)('search on the tmdb source (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof createCaller>;
  beforeAll(async () => {
    t = await createTestApp(kind, { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: BASE });
    api = createCaller(createContextFor(t.deps, { headers: {} }));
  });
  afterAll(() => t.close());
  beforeEach(() => t.deps.services.catalogue.clear());

  const searchCalls = () =>
    tmdbCalls.filter((c) => c.path === 'search/multi').map((c) => c.query.get('query'));

  it('corrects a misspelling TMDB finds nothing for from the titles already seen, and says so', async () => {
    searchAnswers({ interstellar: [INTERSTELLAR] });
    const before = await api.catalogue.search({ query: 'Interstelar', type: 'multi', page: 1 });
    // Nothing seen yet: nothing to correct against.
    expect(before).toMatchObject({ totalResults: 0, results: [] });
    await api.catalogue.home();
    const after = await api.catalogue.search({ query: 'Interstelar', type: 'multi', page: 1 });
    expect(after.correctedQuery).toBe('interstellar');
    expect(after.results.map((c) => c.title)).toEqual(['Interstellar']);
    expect(after.totalResults).toBe(1);
    // TMDB was asked first, then again with the correction.
    expect(searchCalls().slice(-2)).toEqual(['Interstelar', 'interstellar']);
  });

  it('answers from the local index when TMDB has nothing for the correction either', async () => {
    searchAnswers({});
    await api.catalogue.home();
    const found = await api.catalogue.search({ query: 'Interstelar', type: 'movie', page: 1 });
    expect(found).toMatchObject({ correctedQuery: 'interstellar', totalResults: 1, totalPages: 1 });
    expect(found.results[0]).toMatchObject({ id: INTERSTELLAR.id, title: 'Interstellar' });
  });

  it('does not correct a query TMDB answers, nor one asked for exactly', async () => {
    searchAnswers({ interstelar: [film(1, 'Interstelar Dreams')] });
    await api.catalogue.home();
    const typed = await api.catalogue.search({ query: 'Interstelar', type: 'multi', page: 1 });
    expect(typed.correctedQuery).toBeUndefined();
    expect(typed.results.map((c) => c.title)).toEqual(['Interstelar Dreams']);
    searchAnswers({});
    await t.deps.services.catalogue.clear();
    const exact = await api.catalogue.search({ query: 'Interstelar', type: 'multi', page: 1, exact: true });
    expect(exact).toMatchObject({ totalResults: 0, results: [] });
  });

  it('adds a person’s known-for titles, and counts only cards', async () => {
    const nolan = {
      id: 525,
      name: 'Christopher Nolan',
      media_type: 'person',
      known_for: [INTERSTELLAR, film(155, 'The Dark Knight'), film(1, 'No Poster', { poster_path: null })],
    };
    searchAnswers(
      { 'christopher nolan': [film(2, 'Christopher Nolan: A Portrait'), film(3, 'Junk', { overview: '' })] },
      [nolan],
    );
    const found = await api.catalogue.search({ query: 'Christopher Nolan', type: 'multi', page: 1 });
    expect(found.results.map((c) => c.title)).toEqual([
      'Christopher Nolan: A Portrait',
      'Interstellar',
      'The Dark Knight',
    ]);
    expect(found).toMatchObject({ totalResults: 3, totalPages: 1 });
  });

  it('re-ranks TMDB’s page: the exact title first; filters apply before counting', async () => {
    const items = [
      film(10, 'Matrix Reloaded Making Of', { popularity: 99 }),
      film(603, 'The Matrix'),
      film(11, 'Unrated Matrix', { vote_average: 0, vote_count: 0 }),
    ];
    searchAnswers({ matrix: items });
    const found = await api.catalogue.search({ query: 'matrix', type: 'multi', page: 1 });
    expect(found.results.map((c) => c.title)).toEqual([
      'The Matrix',
      'Matrix Reloaded Making Of',
      'Unrated Matrix',
    ]);
    expect(found.totalResults).toBe(3);
    const rated = await api.catalogue.search({ query: 'matrix', type: 'multi', page: 1, ratingMin: 5 });
    expect(rated.results.map((c) => c.title)).toEqual(['The Matrix', 'Matrix Reloaded Making Of']);
    expect(rated.totalResults).toBe(2);
  });
});
