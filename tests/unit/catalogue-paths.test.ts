import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { resolveRequest } from '../../src/server/features/catalogue/paths';

function failure(path: string, query: Record<string, unknown> = {}): AppError {
  try {
    resolveRequest(path, query);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error(`expected /${path} to be refused`);
}

describe('catalogue path allowlist', () => {
  it.each([
    ['trending/all/day', 'trending'],
    ['trending/movie/week', 'trending'],
    ['trending/tv/day', 'trending'],
    ['movie/popular', 'popular'],
    ['tv/popular', 'popular'],
    ['movie/top_rated', 'top_rated'],
    ['tv/top_rated', 'top_rated'],
    ['movie/550', 'details'],
    ['tv/1399', 'details'],
    ['tv/1399/season/0', 'season'],
    ['tv/1399/season/2', 'season'],
    ['genre/movie/list', 'genres'],
    ['genre/tv/list', 'genres'],
    ['discover/movie', 'discover'],
    ['discover/tv', 'discover'],
    ['configuration', 'reference'],
    ['movie/now_playing', 'popular'],
    ['movie/upcoming', 'popular'],
    ['tv/on_the_air', 'popular'],
    ['tv/airing_today', 'popular'],
    ['movie/550/credits', 'details'],
    ['movie/550/videos', 'details'],
    ['movie/550/similar', 'details'],
    ['movie/550/recommendations', 'details'],
    ['movie/550/images', 'details'],
    ['movie/550/external_ids', 'details'],
    ['movie/550/watch/providers', 'details'],
    ['movie/550/release_dates', 'details'],
    ['tv/1399/content_ratings', 'details'],
    ['tv/1399/watch/providers', 'details'],
    ['tv/1399/season/1/episode/3', 'season'],
    ['watch/providers/movie', 'reference'],
    ['watch/providers/tv', 'reference'],
    ['person/287', 'details'],
    ['person/287/combined_credits', 'details'],
    ['person/287/movie_credits', 'details'],
    ['person/287/tv_credits', 'details'],
    ['person/287/images', 'details'],
    ['person/287/external_ids', 'details'],
    ['collection/10', 'details'],
    ['collection/10/images', 'details'],
  ])('accepts /%s as %s', (path, kind) => {
    expect(resolveRequest(path, {}).kind).toBe(kind);
    expect(resolveRequest(`/${path}/`, {}).path).toBe(path);
  });

  it.each(['search/multi', 'search/movie', 'search/tv', 'search/person'])(
    'accepts /%s with a query',
    (path) => {
      expect(resolveRequest(path, { query: 'matrix' })).toMatchObject({
        kind: 'search',
        params: { query: 'matrix' },
      });
    },
  );

  it.each([
    'person/popular',
    'person/latest',
    'person/287/tagged_images',
    'person/287/translations',
    'person/287/changes',
    'collection/10/translations',
    'movie/550/keywords',
    'movie/550/account_states',
    'movie/550/rating',
    'movie/550/lists',
    'movie/550/content_ratings',
    'tv/1399/release_dates',
    'tv/1399/season/1/account_states',
    'movie/latest',
    'movie/changes',
    'trending/person/day',
    'trending/all/month',
    'search/company',
    'genre/person/list',
    'account',
    'account/1/favorite',
    'authentication/token/new',
    'authentication/session/new',
    'list/1',
    'configuration/languages',
    'watch/providers/regions',
    '',
    'discover/movie/extra',
    '../../etc/passwd',
  ])('refuses /%s as not found, with the path in the message', (path) => {
    const e = failure(path);
    expect(e.code).toBe('NOT_FOUND');
    expect(e.message).toMatch(/^Unknown catalogue path: \//);
  });

  it.each([
    ['movie/abc', 'The id in the path must be a positive whole number'],
    ['movie/0', 'The id in the path must be a positive whole number'],
    ['movie/12.5', 'The id in the path must be a positive whole number'],
    ['tv/x/season/1', 'The id in the path must be a positive whole number'],
    ['tv/1399/season/one', 'The season number must be from 0 to 1000'],
    ['tv/1399/season/1/episode/0', 'The episode number must be from 1 to 20000'],
    ['movie/abc/credits', 'The id in the path must be a positive whole number'],
    ['person/abc', 'The id in the path must be a positive whole number'],
    ['person/0/combined_credits', 'The id in the path must be a positive whole number'],
    ['collection/-1', 'The id in the path must be a positive whole number'],
  ])('refuses the malformed id of /%s with a 400', (path, message) => {
    expect(failure(path)).toMatchObject({ code: 'VALIDATION', message });
  });

  it('canonicalises ids', () => {
    expect(resolveRequest('movie/0550', {}).path).toBe('movie/550');
    expect(resolveRequest('tv/01399/season/01', {}).path).toBe('tv/1399/season/1');
    expect(resolveRequest('tv/01399/season/01/episode/007', {}).path).toBe('tv/1399/season/1/episode/7');
    expect(resolveRequest('movie/0550/watch/providers', {}).path).toBe('movie/550/watch/providers');
  });
});

describe('catalogue parameter allowlist', () => {
  it.each([
    ['movie/popular', { page: '0' }, 'page must be a whole number from 1 to 500'],
    ['movie/popular', { page: '501' }, 'page must be a whole number from 1 to 500'],
    ['movie/popular', { page: '2.5' }, 'page must be a whole number from 1 to 500'],
    ['movie/popular', { page: 'abc' }, 'page must be a whole number from 1 to 500'],
    ['movie/popular', { page: ['1', '2'] }, "Parameter 'page' was given more than once"],
    [
      'movie/550',
      { append_to_response: 'keywords' },
      'append_to_response may only list credits, external_ids, images, recommendations, release_dates, similar, videos, watch/providers',
    ],
    [
      'tv/1399',
      { append_to_response: 'release_dates' },
      'append_to_response may only list content_ratings, credits, external_ids, images, recommendations, similar, videos, watch/providers',
    ],
    ['search/multi', {}, 'query is required'],
    ['search/multi', { query: '   ' }, 'query must not be empty'],
    ['search/multi', { query: 'x'.repeat(201) }, 'query must be at most 200 characters'],
    ['search/movie', { query: 'x', year: '99' }, 'year must be a four-digit year'],
    ['search/tv', { query: 'x', include_adult: 'yes' }, 'include_adult must be one of true, false'],
    ['discover/movie', { sort_by: 'name.asc' }, /^sort_by must be one of popularity.desc/],
    ['discover/tv', { sort_by: 'revenue.desc' }, /^sort_by must be one of popularity.desc/],
    [
      'discover/movie',
      { 'primary_release_date.gte': '2024-02-30' },
      'primary_release_date.gte must be a date in YYYY-MM-DD form',
    ],
    ['discover/movie', { 'vote_average.gte': '11' }, 'vote_average.gte must be a number from 0 to 10'],
    ['discover/tv', { timezone: 'Europe/../../x' }, 'timezone must be a time zone such as America/New_York'],
    ['movie/550/images', { include_image_language: 'en;x' }, /^include_image_language must be a list/],
    ['movie/now_playing', { region: 'USA' }, 'region must be a two-letter country code such as US'],
    ['movie/upcoming', { page: '0' }, 'page must be a whole number from 1 to 500'],
    ['trending/all/day', { language: 'en_US' }, 'language must be a language code such as en or en-US'],
    [
      'watch/providers/movie',
      { watch_region: '1' },
      'watch_region must be a two-letter country code such as US',
    ],
    [
      'discover/movie',
      { 'vote_count.gte': '-1' },
      'vote_count.gte must be a whole number from 0 to 100000000',
    ],
    ['discover/movie', { with_genres: '28;drop' }, /^with_genres must be a list of genre ids/],
    [
      'discover/movie',
      { with_watch_providers: 'netflix' },
      /^with_watch_providers must be a list of provider ids/,
    ],
    ['discover/movie', { watch_region: 'usa' }, 'watch_region must be a two-letter country code such as US'],
    ['genre/movie/list', { language: 'english' }, 'language must be a language code such as en or en-US'],
  ])('refuses /%s with %j: %s', (path, query, message) => {
    const e = failure(path, query);
    expect(e.code).toBe('VALIDATION');
    if (typeof message === 'string') expect(e.message).toBe(message);
    else expect(e.message).toMatch(message);
  });

  it('accepts every documented discover parameter', () => {
    const movie = resolveRequest('discover/movie', {
      sort_by: 'vote_average.desc',
      page: '3',
      include_adult: 'false',
      'vote_count.gte': '100',
      with_genres: '28,12',
      'primary_release_date.gte': '2024-01-01',
      'primary_release_date.lte': '2024-12-31',
      with_watch_providers: '8|337',
      watch_region: 'US',
      language: 'en-US',
    });
    expect(movie.params.with_watch_providers).toBe('8|337');
    const tv = resolveRequest('discover/tv', { 'first_air_date.gte': '2020-02-29', sort_by: 'name.asc' });
    expect(tv.params).toEqual({ 'first_air_date.gte': '2020-02-29', sort_by: 'name.asc' });
    const more = {
      'vote_average.gte': '7.5',
      'vote_count.lte': '5000',
      without_genres: '27',
      with_original_language: 'en',
      'with_runtime.gte': '60',
      with_watch_monetization_types: 'flatrate|free',
    };
    expect(
      resolveRequest('discover/movie', { ...more, 'release_date.lte': '2020-01-01', year: '1999' }).params,
    ).toEqual({
      ...more,
      'release_date.lte': '2020-01-01',
      year: '1999',
    });
    expect(
      resolveRequest('discover/tv', { ...more, 'air_date.gte': '2020-01-01', with_networks: '49' }).params,
    ).toEqual({
      ...more,
      'air_date.gte': '2020-01-01',
      with_networks: '49',
    });
  });

  it("drops a client library's own api_key instead of forwarding it", () => {
    expect(resolveRequest('movie/popular', { api_key: 'client-key' }).params).toEqual({});
  });

  it('ignores parameters TMDB does not document for the path, as TMDB does', () => {
    const plain = resolveRequest('trending/all/day', {});
    const noisy = resolveRequest('trending/all/day', {
      media_type: 'all',
      time_window: 'day',
      session_id: 'abc',
      foo: ['1', '2'],
      constructor: 'x',
      __proto__: 'y',
    });
    expect(noisy).toEqual(plain);
    expect(resolveRequest('tv/1399/season/1', { id: '1399', season_number: '1' }).key).toBe(
      'tv/1399/season/1',
    );
    // A parameter documented for another path is unknown here: no 400, not forwarded.
    expect(resolveRequest('movie/550', { page: '2', sort_by: 'x' }).params).toEqual({});
    expect(resolveRequest('search/multi', { query: 'x', year: '1999' }).params).toEqual({ query: 'x' });
  });

  it('keeps language and region in the request and its cache key, one spelling per region', () => {
    const r = resolveRequest('movie/now_playing', { language: 'de-DE', region: 'de' });
    expect(r.params).toEqual({ language: 'de-DE', region: 'DE' });
    expect(r.key).toBe('movie/now_playing?language=de-DE&region=DE');
    expect(resolveRequest('watch/providers/tv', { watch_region: 'gb' }).key).toBe(
      'watch/providers/tv?watch_region=GB',
    );
    expect(resolveRequest('discover/movie', { watch_region: 'US', with_watch_providers: '8' }).key).toBe(
      'discover/movie?watch_region=US&with_watch_providers=8',
    );
  });

  it('gives equivalent requests one cache key', () => {
    const a = resolveRequest('discover/movie', { with_genres: '28', sort_by: 'popularity.desc', page: '1' });
    const b = resolveRequest('/discover/movie/', { sort_by: 'popularity.desc', with_genres: '28' });
    expect(a.key).toBe(b.key);
    expect(a.key).toBe('discover/movie?sort_by=popularity.desc&with_genres=28');
    const c = resolveRequest('movie/550', { append_to_response: 'videos,similar,credits,videos' });
    expect(c.params.append_to_response).toBe('credits,similar,videos');
    expect(resolveRequest('movie/popular', { page: '2' }).key).not.toBe(
      resolveRequest('movie/popular', {}).key,
    );
  });

  it('trims search text', () => {
    expect(resolveRequest('search/movie', { query: '  fight club ' }).params.query).toBe('fight club');
  });
});

describe("TMDB's certification filter (a profile's maturity level)", () => {
  const cert = { certification_country: 'us', certification: 'PG|G|G' };

  it('is a discover parameter on every source, canonical (country upper-cased, ratings sorted once)', () => {
    for (const certifiedLists of [true, false]) {
      const r = resolveRequest('discover/tv', cert, { certifiedLists });
      expect(r.params).toEqual({ certification_country: 'US', certification: 'G|PG' });
      expect(r.key).toBe('discover/tv?certification=G%7CPG&certification_country=US');
    }
  });

  it("reaches a source's other lists only when the source filters them (the demo), never TMDB's", () => {
    for (const path of ['trending/all/day', 'movie/popular', 'search/multi', 'movie/550/similar']) {
      const query = { ...cert, query: 'x' };
      expect(resolveRequest(path, query, { certifiedLists: true }).params.certification, path).toBe('G|PG');
      const tmdb = resolveRequest(path, query, { certifiedLists: false });
      expect(tmdb.params, path).not.toHaveProperty('certification');
      expect(tmdb.params, path).not.toHaveProperty('certification_country');
      expect(tmdb.key, path).not.toContain('certification');
    }
  });

  it('refuses a malformed rating list with a 400 naming the parameter', () => {
    for (const bad of ['', 'PG||G', 'PG 13', `${'G|'.repeat(20)}G`, 'G;drop']) {
      const e = failure('discover/movie', { certification: bad });
      expect(e.code, bad).toBe('VALIDATION');
      expect(e.message, bad).toContain('certification');
    }
  });
});
