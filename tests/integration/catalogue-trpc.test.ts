import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { firstProblem } from '../../src/server/errors';
import {
  createCatalogueService,
  DEFAULT_CATALOGUE_LANGUAGE,
  listingParams,
  movieListing,
} from '../../src/server/features/catalogue/service';
import { createDemoSource } from '../../src/server/features/catalogue/sources/demo';
import { english } from '../../src/server/i18n/messages';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { MediaCard } from '../../src/shared/catalogue';
import { ROW_LIST } from '../../src/shared/catalogue';
import { compareQuality, isCardDisplayable, passesQuality } from '../../src/shared/catalogue-quality';
import { listingRequest, parseListingParams } from '../../src/shared/listing-url';
import { TRPC_MAX_BATCH } from '../../src/shared/trpc-limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import { createTmdbServer, listenOptions, TMDB_TEST_BASE, TMDB_TEST_KEY, tmdbCalls } from '../msw/tmdb';

/**
 * A card read back as the list item it came from, so the card rules (title, date, poster,
 * positive rating) can be re-checked.
 */
const asItem = (c: MediaCard) => ({
  id: c.id,
  media_type: c.mediaType,
  title: c.title,
  [c.mediaType === 'movie' ? 'release_date' : 'first_air_date']: c.date,
  overview: c.overview,
  poster_path: c.posterPath,
  vote_average: c.voteAverage,
  vote_count: c.voteCount,
  popularity: c.popularity,
  genre_ids: c.genreIds,
});
const nonIncreasing = (xs: Array<number | string>) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

/** A failed call (without the HTTP edge's formatter): its code and what it says in English. */
async function trpcError(p: Promise<unknown>): Promise<{ code: TRPCError['code']; message: string }> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const said = e.cause instanceof ZodError ? english(firstProblem(e.cause.issues)) : e.message;
    return { code: e.code, message: said };
  }
  throw new Error('expected a tRPC error');
}

describe.each(dbKinds)('catalogue tRPC on the demo source (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof createCaller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = createCaller(createContextFor(t.deps, { headers: {} }));
  });
  afterAll(() => t.close());

  it(`runs a batch of up to ${TRPC_MAX_BATCH} calls and refuses a longer one with a 400`, async () => {
    const batch = (n: number) =>
      t
        .http()
        .get(`/trpc/${Array(n).fill('catalogue.config').join(',')}`)
        .query({ batch: '1', input: JSON.stringify({}) });
    const ok = await batch(TRPC_MAX_BATCH);
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(TRPC_MAX_BATCH);
    expect(ok.body[TRPC_MAX_BATCH - 1].result.data).toEqual({ imageBaseUrl: '/img', source: 'demo' });
    const tooMany = await batch(TRPC_MAX_BATCH + 1);
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.text).error.message).toBe('Batch call exceeds maximum size');
  });

  it('answers the config of the demo images', async () => {
    expect(await api.catalogue.config()).toEqual({ imageBaseUrl: '/img', source: 'demo' });
  });

  it('home: the hero and 8 rows in spec order, 20 quality-checked titles each', async () => {
    const home = await api.catalogue.home();
    expect(home.rows.map((r) => [r.key, r.title, r.viewAll])).toEqual([
      ['trending', 'Trending Now', '/movies?list=trending'],
      ['popularMovies', 'Popular Movies', '/movies?list=popular'],
      ['trendingTv', 'Trending TV Shows', '/tv?list=trending'],
      ['popularTv', 'Popular TV Shows', '/tv?list=popular'],
      ['netflix', 'Netflix Originals', '/tv?list=netflix'],
      ['disney', 'Disney+ Collection', '/movies?list=disney'],
      ['hbo', 'HBO Series', '/tv?list=hbo'],
      ['prime', 'Prime Video', '/movies?list=prime'],
    ]);
    for (const row of home.rows) {
      expect(row.items, row.key).toHaveLength(20);
      for (const c of row.items) {
        expect(isCardDisplayable(c), `${row.key} ${c.title}`).toBe(true);
        expect(passesQuality(asItem(c), c.mediaType), `${row.key} ${c.title}`).toBe(true);
      }
      expect(new Set(row.items.map((c) => `${c.mediaType}:${c.id}`)).size).toBe(20);
      const items = row.items.map(asItem);
      expect(
        items.every((x, i) => i === 0 || compareQuality(items[i - 1]!, x) <= 0),
        row.key,
      ).toBe(true);
    }
    const byKey = Object.fromEntries(home.rows.map((r) => [r.key, r.items]));
    expect(byKey.popularMovies!.every((c) => c.mediaType === 'movie')).toBe(true);
    expect(byKey.popularTv!.every((c) => c.mediaType === 'tv')).toBe(true);
    expect(byKey.trendingTv!.every((c) => c.mediaType === 'tv')).toBe(true);
    expect(home.hero).not.toBeNull();
    expect(home.hero!.mediaType).toBe('movie');
    expect(isCardDisplayable(home.hero!)).toBe(true);
    expect(home.hero!.genres.length).toBeGreaterThan(0);
    expect(home.hero!.genres.length).toBeLessThanOrEqual(4);
    expect(home.hero!.genres.every((g) => home.hero!.genreIds.includes(g.id))).toBe(true);
  });

  it("View All: each row's address opens the row's own titles on its listing, page by page", async () => {
    const home = await api.catalogue.home();
    for (const row of home.rows) {
      const [path, search] = row.viewAll.split('?') as [string, string];
      const kind = path === '/movies' ? 'movie' : 'tv';
      const input = listingRequest(parseListingParams(kind, search));
      expect(input, row.key).toEqual({ list: ROW_LIST[row.key].list, filter: 'all' });
      const pageOf = (page: number) =>
        kind === 'movie'
          ? api.catalogue.movies({ ...input, page } as never)
          : api.catalogue.tv({ ...input, page } as never);
      const [p1, p2] = [await pageOf(1), await pageOf(2)];
      expect(p1.results.length, row.key).toBeGreaterThan(5);
      expect(
        p1.results.every((c) => c.mediaType === kind && isCardDisplayable(c)),
        row.key,
      ).toBe(true);
      // The row's titles of the listing's kind are the list's own, in its order.
      const listed = [...p1.results, ...p2.results].map((c) => c.id);
      const own = row.items.filter((c) => c.mediaType === kind).map((c) => c.id);
      const found = own.filter((id) => listed.includes(id));
      expect(found.length, `${row.key}: ${found.length} of ${own.length}`).toBeGreaterThanOrEqual(
        Math.min(own.length, 5),
      );
      expect(p2.page).toBe(2);
      expect(
        p2.results.some((c) => p1.results.some((d) => d.id === c.id)),
        row.key,
      ).toBe(false);
    }
    // Not the listing's generic titles: the Netflix list differs from all shows.
    const all = await api.catalogue.tv({ filter: 'all', page: 1 });
    const netflix = await api.catalogue.tv({ list: 'netflix', filter: 'all', page: 1 });
    expect(netflix.totalResults).toBeLessThan(all.totalResults);
    expect(
      await trpcError(api.catalogue.tv({ list: 'hulu' as never, filter: 'all', page: 1 })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('movies: pages, genre, sorts and quick filters', async () => {
    const p1 = await api.catalogue.movies({ filter: 'all', page: 1 });
    const p2 = await api.catalogue.movies({ filter: 'all', page: 2 });
    expect(p1.totalPages).toBeGreaterThan(10);
    expect(p1.results.length).toBeGreaterThan(10);
    expect(p1.results.every((c) => c.mediaType === 'movie' && isCardDisplayable(c))).toBe(true);
    expect(p2.page).toBe(2);
    expect(p2.results.some((c) => p1.results.some((d) => d.id === c.id))).toBe(false);

    const action = await api.catalogue.movies({ filter: 'all', genre: 28, page: 1 });
    expect(action.results.length).toBeGreaterThan(0);
    expect(action.results.every((c) => c.genreIds.includes(28))).toBe(true);

    const top = await api.catalogue.movies({ filter: 'top_rated', page: 1 });
    expect(top.results.length).toBeGreaterThan(1);
    expect(top.results.every((c) => c.voteCount >= 100)).toBe(true);
    expect(nonIncreasing(top.results.map((c) => c.voteAverage))).toBe(true);

    const latest = await api.catalogue.movies({ filter: 'latest', page: 1 });
    expect(latest.results.length).toBeGreaterThan(1);
    expect(nonIncreasing(latest.results.map((c) => c.date))).toBe(true);
    const reference = t.deps.services.catalogue.referenceDate('movie').toISOString().slice(0, 10);
    expect(latest.results.every((c) => c.date <= reference)).toBe(true);

    const rated = await api.catalogue.movies({ filter: 'all', sort: 'vote_average.desc', page: 1 });
    expect(rated.results.length).toBeGreaterThan(1);
    expect(nonIncreasing(rated.results.map((c) => c.voteAverage))).toBe(true);
  });

  it('tv: shows only, sorted as asked', async () => {
    const all = await api.catalogue.tv({ filter: 'all', page: 1 });
    expect(all.results.length).toBeGreaterThan(10);
    expect(all.results.every((c) => c.mediaType === 'tv')).toBe(true);
    const latest = await api.catalogue.tv({ filter: 'latest', page: 1 });
    expect(nonIncreasing(latest.results.map((c) => c.date))).toBe(true);
    expect(
      await trpcError(api.catalogue.tv({ filter: 'all', sort: 'title.asc' as never, page: 1 })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('trending listings use the catalogue snapshot date and its window (docs/decisions/001)', async () => {
    const svc = t.deps.services.catalogue;
    for (const [type, genre, days, list] of [
      ['movie', undefined, 120, () => api.catalogue.movies({ filter: 'trending', page: 1 })],
      ['tv', undefined, 960, () => api.catalogue.tv({ filter: 'trending', page: 1 })],
      ['movie', 37, 7290, () => api.catalogue.movies({ filter: 'trending', genre: 37, page: 1 })],
    ] as const) {
      const ref = svc.referenceDate(type);
      // The demo is frozen: its clock is its newest title of each type, not today.
      expect(ref.getTime()).toBeLessThan(Date.now() - 86_400_000);
      // Whole months back, as few as hold a page: 30 days held 5 films and 2 shows.
      expect(svc.trendingWindowDays(type, genre)).toBe(days);
      const from = new Date(ref.getTime() - days * 86_400_000).toISOString().slice(0, 10);
      const to = ref.toISOString().slice(0, 10);
      const page = await list();
      expect(page.results, `${type} ${genre}`).toHaveLength(20);
      expect(page.results.every((c) => c.date >= from && c.date <= to)).toBe(true);
      // The window is the narrowest that fills the page: a month less would not.
      const narrower = await svc.get(`discover/${type}`, {
        ...listingParams(type, { filter: 'trending', genre, page: 1 }, ref, days - 30),
      });
      expect((narrower as { total_results: number }).total_results).toBeLessThan(20);
    }
  });

  it('a source without a snapshot date measures the window from today', async () => {
    const source = createDemoSource();
    const live = createCatalogueService({
      source: { name: source.name, imageBaseUrl: source.imageBaseUrl, get: source.get },
      maxBytes: 8e6,
    });
    expect(live.referenceDate('movie').toISOString().slice(0, 10)).toBe(
      new Date().toISOString().slice(0, 10),
    );
    expect(
      (await movieListing(live, { filter: 'trending', page: 1 }, DEFAULT_CATALOGUE_LANGUAGE, 'adult'))
        .results,
    ).toEqual([]);
  });

  it('search: relevance, type, sort and the year: and tmdb: prefixes', async () => {
    const matrix = await api.catalogue.search({ query: 'matrix', type: 'multi', page: 1 });
    expect(matrix.results[0]?.title).toBe('The Matrix');
    const shows = await api.catalogue.search({ query: 'breaking', type: 'tv', page: 1 });
    expect(shows.results.every((c) => c.mediaType === 'tv')).toBe(true);
    expect(shows.results.map((c) => c.title)).toContain('Breaking Bad');

    const in1999 = await api.catalogue.search({ query: 'year:1999 matrix', type: 'multi', page: 1 });
    expect(in1999.results.map((c) => c.title)).toEqual(['The Matrix']);
    const year = await api.catalogue.search({ query: 'year:1999', type: 'movie', page: 1 });
    expect(year.results.length).toBeGreaterThan(5);
    expect(year.results.every((c) => c.date.startsWith('1999-'))).toBe(true);

    const id = matrix.results[0]!.id;
    const byId = await api.catalogue.search({ query: `tmdb:${id}`, type: 'multi', page: 1 });
    expect(byId.results.map((c) => c.title)).toEqual(['The Matrix']);
    expect((await api.catalogue.search({ query: 'tmdb:1', type: 'movie', page: 1 })).results).toEqual([]);

    const rated = await api.catalogue.search({ query: 'star', type: 'multi', page: 1, sort: 'rating' });
    expect(rated.results.length).toBeGreaterThan(1);
    expect(nonIncreasing(rated.results.map((c) => c.voteAverage))).toBe(true);
  });

  it('search refuses empty text and bad pages with messages', async () => {
    expect(await trpcError(api.catalogue.search({ query: '  ', type: 'multi', page: 1 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Enter something to search for'),
    });
    expect(await trpcError(api.catalogue.search({ query: 'x', type: 'multi', page: 0 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Page must be a whole number from 1 to 500'),
    });
  });

  it("takes the page as tRPC's infinite-query cursor (its direction dropped); REST keeps ?page", async () => {
    const trpcGet = async (path: string, input: unknown) => {
      const res = await t
        .http()
        .get(`/trpc/${path}`)
        .query({ input: JSON.stringify(input) });
      return { status: res.status, body: res.body as { result?: { data: unknown }; error?: unknown } };
    };
    const movies2 = await trpcGet('catalogue.movies', { filter: 'all', cursor: 2, direction: 'forward' });
    expect(movies2.status).toBe(200);
    expect(movies2.body.result?.data).toEqual(await api.catalogue.movies({ filter: 'all', page: 2 }));
    expect(movies2.body.result?.data).toMatchObject({ page: 2 });
    const tv2 = await trpcGet('catalogue.tv', { cursor: 2, direction: 'forward' });
    expect(tv2.body.result?.data).toEqual(await api.catalogue.tv({ page: 2 }));

    const search = { query: 'the', type: 'multi' } as const;
    const search2 = await trpcGet('catalogue.search', { ...search, cursor: 2, direction: 'forward' });
    expect(search2.status).toBe(200);
    expect(search2.body.result?.data).toEqual(await api.catalogue.search({ ...search, page: 2 }));
    expect(search2.body.result?.data).toMatchObject({ page: 2 });
    // The cursor wins over a page sent with it, and is held to the same bounds.
    expect((await api.catalogue.search({ ...search, page: 1, cursor: 2 })).page).toBe(2);
    expect(await trpcError(api.catalogue.search({ ...search, cursor: 501 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Page must be a whole number from 1 to 500'),
    });

    const rest = await t.http().get('/api/tmdb/movie/popular?page=2');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ page: 2 });
    expect(rest.body.results.length).toBeGreaterThan(0);
  });

  it('details: movie, show, season; unknown ids are NOT_FOUND', async () => {
    const home = await api.catalogue.home();
    const movieCard = home.rows[1]!.items[0]!;
    const movie = await api.catalogue.movie({ id: movieCard.id });
    expect(movie).toMatchObject({ id: movieCard.id, mediaType: 'movie', title: movieCard.title });
    // The demo names each film's top-billed cast, with characters, in billing order.
    expect(movie.cast.length).toBeGreaterThanOrEqual(5);
    expect(movie.cast.every((c) => c.name.length > 0 && !!c.character)).toBe(true);
    expect(movie.similar.length).toBeGreaterThan(0);
    expect(movie.similar.length).toBeLessThanOrEqual(12);
    expect(movie.similar.every(isCardDisplayable)).toBe(true);
    expect(movie.productionCompanies.length).toBeLessThanOrEqual(2);

    const showCard = home.rows[3]!.items[0]!;
    const show = await api.catalogue.tvShow({ id: showCard.id });
    expect(show.seasons.length).toBeGreaterThan(0);
    expect(show.seasons.every((s) => s.seasonNumber > 0)).toBe(true);
    expect(show.createdBy.length).toBeLessThanOrEqual(2);
    const first = show.seasons[0]!;
    const season = await api.catalogue.season({ id: show.id, season: first.seasonNumber });
    expect(season.episodes).toHaveLength(first.episodeCount);

    expect(await trpcError(api.catalogue.movie({ id: 2_000_000_000 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await trpcError(api.catalogue.season({ id: show.id, season: 999 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('genres of both types', async () => {
    expect(await api.catalogue.genres({ type: 'movie' })).toContainEqual({ id: 28, name: 'Action' });
    expect(await api.catalogue.genres({ type: 'tv' })).toContainEqual({
      id: 10765,
      name: 'Sci-Fi & Fantasy',
    });
  });

  it('the REST facade answers TMDB-shaped pages and the generated posters', async () => {
    const res = await t.http().get('/api/tmdb/movie/popular');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      page: 1,
      total_pages: expect.any(Number),
      total_results: expect.any(Number),
    });
    expect(res.body.results).toHaveLength(20);
    const poster = await t.http().get(`/img/w185${res.body.results[0].poster_path}`);
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe.each(dbKinds)('catalogue tRPC on the tmdb source (%s)', (kind) => {
  const mock = createTmdbServer();
  let t: TestApp;
  let api: ReturnType<typeof createCaller>;
  beforeAll(async () => {
    mock.listen(listenOptions);
    t = await createTestApp(kind, {
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: TMDB_TEST_KEY,
      TMDB_BASE_URL: TMDB_TEST_BASE,
    });
    api = createCaller(createContextFor(t.deps, { headers: {} }));
  });
  afterAll(async () => {
    mock.close();
    await t.close();
  });

  it('tmdb:550 looks the id up directly (both types for multi)', async () => {
    tmdbCalls.length = 0;
    const res = await api.catalogue.search({ query: 'tmdb:550', type: 'multi', page: 1 });
    expect(res.results.map((c) => [c.mediaType, c.title])).toEqual([['movie', 'Fight Club']]);
    expect(tmdbCalls.map((c) => c.path).sort()).toEqual(['movie/550', 'tv/550']);
  });

  it('year:1999 becomes TMDB year parameters, and people and weak results are dropped', async () => {
    tmdbCalls.length = 0;
    const res = await api.catalogue.search({ query: 'year:1999 fight', type: 'movie', page: 1 });
    expect(res.results.map((c) => c.title)).toEqual(['Fight Club']);
    expect(tmdbCalls[0]!.path).toBe('search/movie');
    expect(Object.fromEntries(tmdbCalls[0]!.query)).toMatchObject({
      query: 'fight',
      primary_release_year: '1999',
    });
    const multi = await api.catalogue.search({ query: 'fight', type: 'multi', page: 1 });
    expect(multi.results.map((c) => c.title)).toEqual(['Fight Club', 'Fight Club: The Series']);
  });

  it('home on TMDB: hero with its genres, rows from the first wave', async () => {
    const home = await api.catalogue.home();
    expect(home.hero).toMatchObject({ id: 550, title: 'Fight Club' });
    expect(home.hero!.genres.map((g) => g.name)).toEqual(['Drama', 'Thriller', 'Comedy']);
    expect(home.rows.find((r) => r.key === 'popularMovies')!.items.map((c) => c.title)).toEqual([
      'Fight Club',
      'The Matrix',
      'Toy Story',
    ]);
  });
});
