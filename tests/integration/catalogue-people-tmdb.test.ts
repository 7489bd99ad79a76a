import { TRPCError } from '@trpc/server';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import {
  ZCollectionDetailSchema,
  ZPersonDetailSchema,
  ZPersonResultSchema,
  ZWatchProvidersSchema,
} from '../../src/shared/schemas/people';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  TMDB_TEST_BASE as BASE,
  fakeTmdbForFile,
  fixture,
  TMDB_TEST_KEY as KEY,
  tmdbCalls,
} from '../msw/tmdb';

/**
 * People, collections and where to watch on the tmdb source (the fake TMDB of tests/msw):
 * TMDB's payloads read through zod, junk dropped item by item, one upstream call per
 * request and then the cache, TMDB's 404 a NOT_FOUND and an unreadable payload a 502.
 */
async function codeOf(p: Promise<unknown>): Promise<TRPCError['code']> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCError) return e.code;
    throw e;
  }
  throw new Error('expected a tRPC error');
}

const mock = fakeTmdbForFile();

describe('people, collections and providers on the tmdb source', () => {
  let t: TestApp;
  const caller = (headers: Record<string, string> = {}) =>
    createCaller(createContextFor(t.deps, { headers }));
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'tmdb', TMDB_API_KEY: KEY, TMDB_BASE_URL: BASE });
  });
  beforeEach(() => t.deps.services.catalogue.clear());
  afterAll(() => t.close());

  it('maps a person with their combined credits in one upstream call, then serves the cache', async () => {
    const p = await caller().catalogue.person({ id: 7467 });
    // The answer is exactly the contract's shape (no field more, none missing).
    expect(ZPersonDetailSchema.strict().parse(p)).toEqual(p);
    expect(p).toMatchObject({
      id: 7467,
      name: 'David Fincher',
      profilePath: '/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg',
      knownForDepartment: 'directing',
      biography: 'David Andrew Leo Fincher is an American film director and producer.',
      birthday: '1962-08-28',
      deathday: null,
      placeOfBirth: 'Denver, Colorado, USA',
    });
    const key = (c: { group: string; mediaType: string; id: number }) => `${c.group} ${c.mediaType} ${c.id}`;
    // One entry per title and group; the adult title and the item without an id are dropped;
    // an unknown department is crew; undated last.
    expect(p.credits.map(key)).toEqual([
      'production tv 67744',
      'directing tv 67744',
      'production tv 1425',
      'directing movie 37799',
      'crew movie 999004',
      'sound movie 999003',
      'acting movie 492',
      'directing movie 550',
      'directing movie 807',
      'directing movie 999001',
    ]);
    expect(p.credits.find((c) => c.id === 492)).toMatchObject({
      roles: ['Christopher Bing in Bus'],
      year: 1999,
      title: 'Being John Malkovich',
    });
    expect(p.credits.find((c) => c.group === 'directing' && c.id === 67744)).toMatchObject({
      roles: ['Director'],
      episodeCount: 10,
      title: 'Mindhunter',
    });
    expect(p.credits.at(-1)).toMatchObject({ date: '', year: null });
    // Known for: the directing titles, most voted first, at most half of the 9 titles (4):
    // a selection from the filmography, not a copy of it.
    expect(p.knownFor.map((c) => c.id)).toEqual([550, 807, 37799, 67744]);
    expect(tmdbCalls.map((c) => [c.path, Object.fromEntries(c.query)])).toEqual([
      ['person/7467', { api_key: KEY, append_to_response: 'combined_credits', language: 'en-US' }],
    ]);
    await caller().catalogue.person({ id: 7467 });
    expect(tmdbCalls).toHaveLength(1);
  });

  it('asks in the reader language', async () => {
    await caller({ 'accept-language': 'fr-FR' }).catalogue.person({ id: 7467 });
    expect(tmdbCalls[0]!.query.get('language')).toBe('fr-FR');
  });

  it('searches people: known-for titles at most three, departments as groups', async () => {
    const page = await caller().catalogue.searchPeople({ query: 'fincher', page: 1 });
    for (const r of page.results) expect(ZPersonResultSchema.strict().parse(r)).toEqual(r);
    expect(page).toEqual({
      page: 1,
      totalPages: 1,
      totalResults: 2,
      results: [
        {
          id: 7467,
          name: 'David Fincher',
          profilePath: '/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg',
          knownForDepartment: 'directing',
          popularity: 9.8,
          knownFor: [
            { mediaType: 'movie', id: 550, title: 'Fight Club' },
            { mediaType: 'movie', id: 807, title: 'Se7en' },
            { mediaType: 'movie', id: 37799, title: 'The Social Network' },
          ],
        },
        {
          id: 1234567,
          name: 'Jeff Cronenweth',
          profilePath: null,
          knownForDepartment: 'camera',
          popularity: 1.2,
          knownFor: [],
        },
      ],
    });
    expect(Object.fromEntries(tmdbCalls[0]!.query)).toEqual({
      api_key: KEY,
      include_adult: 'false',
      language: 'en-US',
      query: 'fincher',
    });
  });

  it('lists a collection in release order, undated parts last', async () => {
    const c = await caller().catalogue.collection({ id: 10 });
    expect(ZCollectionDetailSchema.strict().parse(c)).toEqual(c);
    expect(c).toMatchObject({
      id: 10,
      name: 'Star Wars Collection',
      overview: 'An epic space-opera theatrical film series.',
      posterPath: '/r8Ph5MYXL04Qzu4QBbq2KjqwtkQ.jpg',
    });
    expect(c.parts.map((p) => [p.id, p.date])).toEqual([
      [11, '1977-05-25'],
      [1891, '1980-05-20'],
      [181808, '2017-12-13'],
      [999010, ''],
    ]);
    expect(c.parts[0]).toMatchObject({ mediaType: 'movie', title: 'Star Wars', genreIds: [12, 28, 878] });
  });

  it("names a film's directors and collection and a show's creators with their ids", async () => {
    const film = await caller().catalogue.movie({ id: 550 });
    expect(film.directors).toEqual([
      { id: 7467, name: 'David Fincher', profilePath: expect.any(String) as unknown as string },
    ]);
    expect(film.collection).toBeNull();
    const show = await caller().catalogue.tvShow({ id: 1399 });
    expect(show.creators.map((c) => [c.id, c.name])).toEqual([
      [9813, 'David Benioff'],
      [228068, 'D. B. Weiss'],
    ]);
    mock.use(
      http.get(`${BASE}/movie/550`, () =>
        HttpResponse.json({
          ...fixture<object>('movie-550'),
          belongs_to_collection: {
            id: 10,
            name: 'Star Wars Collection',
            poster_path: '/p.jpg',
            backdrop_path: null,
          },
        }),
      ),
    );
    await t.deps.services.catalogue.clear();
    expect((await caller().catalogue.movie({ id: 550 })).collection).toEqual({
      id: 10,
      name: 'Star Wars Collection',
      posterPath: '/p.jpg',
      backdropPath: null,
    });
  });

  it('answers where to watch per region from one cached payload', async () => {
    const us = await caller().catalogue.watchProviders({ type: 'movie', id: 550, region: 'US' });
    expect(ZWatchProvidersSchema.strict().parse(us)).toEqual(us);
    expect(us).toEqual({
      id: 550,
      mediaType: 'movie',
      region: 'US',
      link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US',
      flatrate: [
        { id: 8, name: 'Netflix', logoPath: '/netflix.jpg', displayPriority: 0 },
        { id: 15, name: 'Hulu', logoPath: '/hulu.jpg', displayPriority: 5 },
      ],
      free: [],
      ads: [],
      rent: [{ id: 2, name: 'Apple TV', logoPath: '/apple.jpg', displayPriority: 4 }],
      buy: [{ id: 2, name: 'Apple TV', logoPath: '/apple.jpg', displayPriority: 4 }],
      regions: ['GB', 'US'],
      attribution: 'justwatch',
    });
    // No region given: the reader's, from Accept-Language.
    const gb = await caller({ 'accept-language': 'en-GB' }).catalogue.watchProviders({
      type: 'movie',
      id: 550,
    });
    expect([gb.region, gb.free.map((p) => p.name), gb.flatrate]).toEqual(['GB', ['A Free Service'], []]);
    const jp = await caller().catalogue.watchProviders({ type: 'movie', id: 550, region: 'jp' });
    expect([jp.region, jp.link, jp.flatrate, jp.rent]).toEqual(['JP', null, [], []]);
    expect(tmdbCalls.map((c) => [c.path, Object.fromEntries(c.query)])).toEqual([
      ['movie/550/watch/providers', { api_key: KEY }],
    ]);
  });

  it("answers TMDB's 404 with NOT_FOUND and an unreadable payload with a 502, never a 500", async () => {
    expect(await codeOf(caller().catalogue.person({ id: 1 }))).toBe('NOT_FOUND');
    expect(await codeOf(caller().catalogue.collection({ id: 1 }))).toBe('NOT_FOUND');
    expect(await codeOf(caller().catalogue.watchProviders({ type: 'tv', id: 5, region: 'US' }))).toBe(
      'NOT_FOUND',
    );
    mock.use(
      http.get(`${BASE}/person/:id`, () => HttpResponse.json({ name: 'No id' })),
      http.get(`${BASE}/collection/:id`, () => HttpResponse.json({ id: 'ten', parts: 'none' })),
    );
    const person = await t
      .http()
      .get('/trpc/catalogue.person')
      .query({ input: JSON.stringify({ id: 2 }) });
    expect(person.status).toBe(502);
    const coll = await t
      .http()
      .get('/trpc/catalogue.collection')
      .query({ input: JSON.stringify({ id: 2 }) });
    expect(coll.status).toBe(502);
  });

  it('passes the person and collection proxy paths through with the server key, cached', async () => {
    const get = (path: string) => t.http().get(`/api/tmdb/${path}`);
    const a = await get('person/7467?append_to_response=tv_credits,combined_credits&api_key=client');
    expect(a.status).toBe(200);
    expect(a.body.tv_credits.crew.map((c: { id: number }) => c.id)).toEqual([67744, 67744, 1425]);
    expect((await get('person/7467?append_to_response=combined_credits,tv_credits')).status).toBe(200);
    expect((await get('person/7467/images')).body.profiles).toHaveLength(1);
    expect((await get('collection/10/images?include_image_language=en,null')).status).toBe(200);
    expect((await get('search/person?query=fincher&page=1')).body.results).toHaveLength(2);
    expect(tmdbCalls.map((c) => [c.path, Object.fromEntries(c.query)])).toEqual([
      ['person/7467', { api_key: KEY, append_to_response: 'combined_credits,tv_credits' }],
      ['person/7467/images', { api_key: KEY }],
      ['collection/10/images', { api_key: KEY, include_image_language: 'en,null' }],
      ['search/person', { api_key: KEY, query: 'fincher' }],
    ]);
    const bad = await get('person/7467?append_to_response=tagged_images');
    expect(bad.status).toBe(400);
    expect(bad.body.status_code).toBe(5);
    const missing = await get('collection/1');
    expect([missing.status, missing.body.status_code]).toEqual([404, 34]);
  });
});
