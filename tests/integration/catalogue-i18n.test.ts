import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER } from '../../src/server/features/catalogue/sources/demo';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { createTestApp, serve, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';
import {
  createTmdbServer,
  fixture,
  listenOptions,
  TMDB_TEST_BASE,
  TMDB_TEST_KEY,
  type TmdbCall,
  tmdbCalls,
} from '../msw/tmdb';

/**
 * On the TMDB source, catalogue data come in the reader's language (Accept-Language)
 * and the provider rows from the reader's region, each language cached apart; the demo
 * source keeps its English data, one cache entry per request whatever the language.
 */

type Caller = ReturnType<typeof createCaller>;
const PROVIDER_IDS = ['8', '337', '384', '9'];
const query = (c: TmdbCall) => Object.fromEntries(c.query);
const providerCalls = () => tmdbCalls.filter((c) => c.query.has('with_watch_providers'));
const callsTo = (path: string) => tmdbCalls.filter((c) => c.path === path);

describe.each(dbKinds)('catalogue in the reader language on the tmdb source (%s)', (kind) => {
  const mock = createTmdbServer();
  let t: TestApp;
  const api = (acceptLanguage?: string): Caller =>
    createCaller(
      createContextFor(t.deps, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }),
    );

  beforeAll(async () => {
    mock.listen(listenOptions);
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
  beforeEach(async () => {
    await t.deps.services.catalogue.clear();
    tmdbCalls.length = 0;
  });
  afterEach(() => mock.resetHandlers());

  it('asks TMDB in the reader language on every call of the home screen (fr-FR)', async () => {
    const home = await api('fr-FR, en;q=0.8').catalogue.home();
    expect(home.rows).toHaveLength(8);
    expect(tmdbCalls.length).toBeGreaterThan(8);
    for (const call of tmdbCalls)
      expect([call.path, call.query.get('language')]).toEqual([call.path, 'fr-FR']);
    // fr-FR: the French region's provider rows.
    expect(new Set(providerCalls().map((c) => c.query.get('watch_region')))).toContain('FR');
  });

  it('sends the language on listings, search, details, seasons and genres, and the trailer languages', async () => {
    const fr = api('fr-FR');
    await fr.catalogue.movies({ filter: 'all', page: 1 });
    await fr.catalogue.search({ query: 'fight', type: 'multi', page: 1 });
    await fr.catalogue.search({ query: 'tmdb:550', type: 'movie', page: 1 });
    await fr.catalogue.movie({ id: 550 });
    await fr.catalogue.tvShow({ id: 1399 });
    await fr.catalogue.season({ id: 1399, season: 1 });
    await fr.catalogue.genres({ type: 'tv' });
    expect(tmdbCalls.map((c) => c.path).sort()).toEqual(
      [
        'discover/movie',
        'genre/tv/list',
        'movie/550', // tmdb:550
        'movie/550', // the detail page, with its credits, similar titles and videos
        'search/multi',
        'search/person', // a person's known-for titles join the first page
        'tv/1399',
        'tv/1399/season/1',
      ].sort(),
    );
    for (const call of tmdbCalls) expect(call.query.get('language')).toBe('fr-FR');
    // English trailers stay when TMDB has none in French.
    expect(query(callsTo('movie/550')[1]!)).toMatchObject({
      append_to_response: 'credits,similar,videos',
      include_video_language: 'fr,en',
    });
    expect(callsTo('tv/1399')[0]!.query.get('include_video_language')).toBe('fr,en');
  });

  it('maps each interface language to one TMDB language', async () => {
    const asked: Record<string, string | null> = {};
    for (const header of ['es-MX', 'de', 'pt-BR', 'pt-PT', 'ja', 'ar-EG', 'it-IT, zh']) {
      tmdbCalls.length = 0;
      await t.deps.services.catalogue.clear();
      await api(header).catalogue.genres({ type: 'movie' });
      asked[header] = tmdbCalls[0]!.query.get('language');
    }
    expect(asked).toEqual({
      'es-MX': 'es-ES',
      de: 'de-DE',
      'pt-BR': 'pt-BR',
      'pt-PT': 'pt-BR',
      ja: 'ja-JP',
      'ar-EG': 'ar-SA',
      // No catalogue for these: English.
      'it-IT, zh': 'en-US',
    });
  });

  it('caches per language: French twice is one call, then Japanese and English are their own', async () => {
    await api('fr-FR').catalogue.movie({ id: 550 });
    await api('fr-FR').catalogue.movie({ id: 550 });
    expect(callsTo('movie/550')).toHaveLength(1);
    // The region does not split a title's entry: only provider rows depend on it.
    await api('fr-CA').catalogue.movie({ id: 550 });
    expect(callsTo('movie/550')).toHaveLength(1);

    await api('ja-JP').catalogue.movie({ id: 550 });
    expect(callsTo('movie/550').map((c) => c.query.get('language'))).toEqual(['fr-FR', 'ja-JP']);
    await api('ja').catalogue.movie({ id: 550 });
    expect(callsTo('movie/550')).toHaveLength(2);

    await api().catalogue.movie({ id: 550 });
    await api('en-GB').catalogue.movie({ id: 550 });
    expect(callsTo('movie/550').map((c) => c.query.get('language'))).toEqual(['fr-FR', 'ja-JP', 'en-US']);
    await api('fr-FR').catalogue.movie({ id: 550 });
    expect(callsTo('movie/550')).toHaveLength(3);
  });

  it('answers each language its own data', async () => {
    mock.use(
      http.get(`${TMDB_TEST_BASE}/genre/movie/list`, ({ request }) => {
        const language = new URL(request.url).searchParams.get('language');
        tmdbCalls.push({
          path: 'genre/movie/list',
          query: new URL(request.url).searchParams,
          authorization: null,
        });
        const name = language === 'de-DE' ? 'Komödie' : language === 'ja-JP' ? 'コメディ' : 'Comedy';
        return HttpResponse.json({ genres: [{ id: 35, name }] });
      }),
    );
    expect(await api('de-DE').catalogue.genres({ type: 'movie' })).toEqual([{ id: 35, name: 'Komödie' }]);
    expect(await api('ja').catalogue.genres({ type: 'movie' })).toEqual([{ id: 35, name: 'コメディ' }]);
    expect(await api().catalogue.genres({ type: 'movie' })).toEqual([{ id: 35, name: 'Comedy' }]);
    expect(await api('de').catalogue.genres({ type: 'movie' })).toEqual([{ id: 35, name: 'Komödie' }]);
    expect(callsTo('genre/movie/list')).toHaveLength(3);
  });

  it('prefers a trailer in the reader language, else keeps the English one', async () => {
    const videos = (results: unknown[]) =>
      mock.use(
        http.get(`${TMDB_TEST_BASE}/movie/550`, () =>
          HttpResponse.json({ ...fixture<Record<string, unknown>>('movie-550'), videos: { results } }),
        ),
      );
    const en = { iso_639_1: 'en', key: 'en-trailer1', name: 'Trailer', site: 'YouTube', type: 'Trailer' };
    const fr = {
      iso_639_1: 'fr',
      key: 'fr-trailer1',
      name: 'Bande-annonce',
      site: 'YouTube',
      type: 'Trailer',
    };
    videos([en, fr]);
    expect((await api('fr').catalogue.movie({ id: 550 })).trailer?.key).toBe('fr-trailer1');
    expect((await api('en').catalogue.movie({ id: 550 })).trailer?.key).toBe('en-trailer1');
    await t.deps.services.catalogue.clear();
    videos([en]);
    expect((await api('fr').catalogue.movie({ id: 550 })).trailer?.key).toBe('en-trailer1');
  });

  it('without Accept-Language: English data and the US provider rows', async () => {
    await api().catalogue.home();
    for (const call of tmdbCalls) expect(call.query.get('language')).toBe('en-US');
    const providers = providerCalls();
    expect(new Set(providers.map((c) => c.query.get('with_watch_providers')))).toEqual(new Set(PROVIDER_IDS));
    for (const call of providers) expect(call.query.get('watch_region')).toBe('US');
    await api().catalogue.movie({ id: 550 });
    expect(callsTo('movie/550')[0]!.query.get('include_video_language')).toBe('en');
  });

  it('pt-BR: the provider rows are the Brazilian ones where TMDB has titles', async () => {
    const home = await api('pt-BR, pt;q=0.9, en;q=0.8').catalogue.home();
    const providers = providerCalls();
    for (const call of tmdbCalls) expect(call.query.get('language')).toBe('pt-BR');
    // The fake has provider movies (Disney+, Prime Video lead with movies) in every region...
    for (const id of ['337', '9']) {
      const calls = providers.filter((c) => c.query.get('with_watch_providers') === id);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call.query.get('watch_region')).toBe('BR');
    }
    expect(home.rows.find((r) => r.key === 'disney')!.items.length).toBeGreaterThan(0);
    // ...and no series anywhere: Netflix and HBO ask Brazil first, then fall back on the US row.
    for (const id of ['8', '384']) {
      const regions = providers
        .filter((c) => c.query.get('with_watch_providers') === id)
        .map((c) => [c.path, c.query.get('watch_region')]);
      expect(regions[0]).toEqual(['discover/tv', 'BR']);
      expect(regions.slice(1).every(([, r]) => r === 'US')).toBe(true);
      expect(regions.length).toBeGreaterThan(1);
    }
  });

  it('a region TMDB has no data for (en-VA): each provider row falls back on the US one', async () => {
    // TMDB answers an empty page for a region it knows nothing about.
    mock.use(
      http.get(`${TMDB_TEST_BASE}/discover/:type`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('watch_region') !== 'VA') return undefined;
        tmdbCalls.push({
          path: url.pathname.replace(/^\/3\//, ''),
          query: url.searchParams,
          authorization: null,
        });
        return HttpResponse.json({ page: 1, results: [], total_pages: 0, total_results: 0 });
      }),
    );
    const zz = await api('en-VA').catalogue.home();
    const us = await (async () => {
      await t.deps.services.catalogue.clear();
      return api('en-US').catalogue.home();
    })();
    for (const key of ['netflix', 'disney', 'hbo', 'prime']) {
      const row = (h: typeof zz) => h.rows.find((r) => r.key === key)!.items.map((c) => c.id);
      expect(row(zz)).toEqual(row(us));
    }
    expect(zz.rows.find((r) => r.key === 'disney')!.items.length).toBeGreaterThan(0);
  });

  it('never lets a malformed region reach a URL or a cache key', async () => {
    for (const region of ['br', 'B R', 'BR&language=xx', 'USA', '', '1Z', 'ZZ', 'AQ']) {
      tmdbCalls.length = 0;
      await t.deps.services.catalogue.clear();
      const ctx = {
        ...createContextFor(t.deps, { headers: {} }),
        language: { locale: 'fr' as const, region },
      };
      await createCaller(ctx).catalogue.home();
      const regions = new Set(providerCalls().map((c) => c.query.get('watch_region')));
      expect([region, [...regions]]).toEqual([region, ['US']]);
      for (const call of tmdbCalls) expect([...call.query.getAll('language')]).toEqual(['fr-FR']);
    }
  });

  it('over HTTP, the tRPC context reads Accept-Language', async () => {
    const res = await t
      .http()
      .get('/trpc/catalogue.genres')
      .query({ batch: '1', input: JSON.stringify({ 0: { type: 'movie' } }) })
      .set('Accept-Language', 'fr-FR,fr;q=0.9');
    expect(res.status).toBe(200);
    expect(callsTo('genre/movie/list').map((c) => c.query.get('language'))).toEqual(['fr-FR']);
  });

  describe('the REST facade', () => {
    const localisedPopular = () =>
      mock.use(
        http.get(`${TMDB_TEST_BASE}/movie/popular`, ({ request }) => {
          const url = new URL(request.url);
          tmdbCalls.push({ path: 'movie/popular', query: url.searchParams, authorization: null });
          const language = url.searchParams.get('language') ?? '(none)';
          return HttpResponse.json({
            page: 1,
            results: [{ id: 550, title: `Fight Club ${language}` }],
            total_pages: 1,
            total_results: 1,
          });
        }),
      );

    it('answers in the Accept-Language language when the query names none, cached per language', async () => {
      localisedPopular();
      const get = (lang?: string, qs = '') => {
        const req = t.http().get(`/api/tmdb/movie/popular${qs}`);
        return lang ? req.set('Accept-Language', lang) : req;
      };
      const fr = await get('fr-FR');
      expect(fr.body.results[0].title).toBe('Fight Club fr-FR');
      expect(fr.headers.vary).toMatch(/Accept-Language/);
      expect((await get('fr')).body.results[0].title).toBe('Fight Club fr-FR');
      expect(callsTo('movie/popular')).toHaveLength(1);
      expect((await get('ja-JP')).body.results[0].title).toBe('Fight Club ja-JP');
      // No header, or English: TMDB's default, as TMDB client libraries have always had it.
      expect((await get()).body.results[0].title).toBe('Fight Club (none)');
      expect((await get('en-GB')).body.results[0].title).toBe('Fight Club (none)');
      // A query's own language wins over the header.
      expect((await get('fr-FR', '?language=de-DE')).body.results[0].title).toBe('Fight Club de-DE');
      expect(callsTo('movie/popular').map((c) => c.query.get('language'))).toEqual([
        'fr-FR',
        'ja-JP',
        null,
        'de-DE',
      ]);
    });

    it('keeps languages apart on cached hits answered before the app', async () => {
      localisedPopular();
      const server = await serve(t);
      try {
        const get = (lang?: string) =>
          fetch(`${server.baseUrl}/api/tmdb/movie/popular`, {
            headers: lang ? { 'Accept-Language': lang } : {},
          }).then(async (r) => ((await r.json()) as { results: Array<{ title: string }> }).results[0]!.title);
        for (let round = 0; round < 2; round++) {
          expect(await get('fr-FR')).toBe('Fight Club fr-FR');
          expect(await get('ja')).toBe('Fight Club ja-JP');
          expect(await get()).toBe('Fight Club (none)');
          expect(await get('es-AR, es;q=0.9')).toBe('Fight Club es-ES');
        }
        expect(callsTo('movie/popular')).toHaveLength(4);
        expect(t.deps.services.catalogue.stats()).toMatchObject({ misses: 4, hits: 4 });
      } finally {
        await server.close();
      }
    });
  });
});

describe.each(dbKinds)('catalogue in the reader language on the demo source (%s)', (kind) => {
  let t: TestApp;
  const api = (acceptLanguage?: string): Caller =>
    createCaller(
      createContextFor(t.deps, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }),
    );
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers the same English data in every language, without new cache entries', async () => {
    await t.deps.services.catalogue.clear();
    const read = async (c: Caller) => ({
      home: await c.catalogue.home(),
      movies: await c.catalogue.movies({ filter: 'all', page: 1 }),
      search: await c.catalogue.search({ query: 'star', type: 'multi', page: 1 }),
      genres: await c.catalogue.genres({ type: 'movie' }),
    });
    const english = await read(api());
    const id = english.movies.results[0]!.id;
    const movie = await api().catalogue.movie({ id });
    const keys = t.deps.services.catalogue.stats().totalKeys;
    for (const header of ['fr-FR', 'pt-BR', 'ja', 'ar-SA', 'de-ZZ']) {
      expect(await read(api(header))).toEqual(english);
      expect(await api(header).catalogue.movie({ id })).toEqual(movie);
    }
    expect(t.deps.services.catalogue.stats().totalKeys).toBe(keys);
    expect(english.home.rows.find((r) => r.key === 'netflix')!.items.length).toBeGreaterThan(0);
    expect(english.genres.some((g) => g.name === 'Comedy')).toBe(true);
  });

  it('REST: the same bytes whatever the Accept-Language, one cache entry', async () => {
    await t.deps.services.catalogue.clear();
    const url = `/api/tmdb/discover/tv?with_watch_providers=${PROVIDER.netflix}`;
    const plain = await t.http().get(url);
    const keys = t.deps.services.catalogue.stats().totalKeys;
    const fr = await t.http().get(`${url}&watch_region=FR&language=fr-FR`).set('Accept-Language', 'fr-FR');
    expect(fr.text).toBe(plain.text);
    expect(fr.headers.vary).toBe('Accept-Encoding');
    expect(t.deps.services.catalogue.stats().totalKeys).toBe(keys);
  });
});
