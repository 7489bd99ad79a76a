import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import {
  buildDemoCatalogue,
  getDemoCatalogue,
} from '../../src/server/features/catalogue/sources/demo/catalogue';
import { movieGenreIds } from '../../src/server/features/catalogue/sources/demo/genres';
import { createDemoSource, PROVIDER } from '../../src/server/features/catalogue/sources/demo/index';
import { fixTitle, parseReleaseDate } from '../../src/server/features/catalogue/sources/demo/movies';
import { parseSearchPrefixes } from '../../src/server/features/catalogue/sources/demo/search';
import { listItem } from '../../src/server/features/catalogue/sources/demo/shapes';
import type { CatalogueParams, TmdbListItem, TmdbPage } from '../../src/server/features/catalogue/types';
import { passesQuality as passesSearchQuality } from '../../src/shared/catalogue-quality';

const source = createDemoSource();
const get = <T = Record<string, unknown>>(path: string, params: CatalogueParams = {}) =>
  source.get(path, params) as Promise<T>;
const list = (path: string, params: CatalogueParams = {}) => get<TmdbPage<TmdbListItem>>(path, params);

/** The catalogue quality filter (title, date, poster, positive rating), as the shared one applies it. */
function passesQuality(item: TmdbListItem, kind: 'movie' | 'tv'): boolean {
  const year = new Date().getFullYear();
  const date = kind === 'movie' ? item.release_date : item.first_air_date;
  const title = kind === 'movie' ? item.title : item.name;
  const y = date ? Number(date.slice(0, 4)) : Number.NaN;
  return (
    Number.isInteger(item.id) &&
    item.id > 0 &&
    !!item.poster_path &&
    !!title &&
    !!date &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    item.vote_average > 0 &&
    item.vote_average <= 10 &&
    item.overview.trim().length >= 10 &&
    item.vote_count >= 5 &&
    item.adult !== true &&
    y >= (kind === 'movie' ? 1900 : 1950) &&
    y <= year + 2 &&
    item.genre_ids.length > 0 &&
    item.genre_ids.every((g) => Number.isInteger(g) && g > 0)
  );
}
const kindOf = (item: TmdbListItem): 'movie' | 'tv' =>
  item.media_type === 'tv' || (item.media_type === undefined && item.name !== undefined) ? 'tv' : 'movie';

async function expectAppError(p: Promise<unknown>, code: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
}

const cat = getDemoCatalogue();
const movieByTitle = (title: string) => {
  const e = cat.movies.find((m) => m.title === title);
  if (!e) throw new Error(`no film ${title}`);
  return e;
};
const showByName = (name: string) => {
  const e = cat.shows.find((s) => s.title === name);
  if (!e) throw new Error(`no show ${name}`);
  return e;
};

describe('demo catalogue data', () => {
  it('builds the vega-datasets films and the curated shows', () => {
    expect(cat.movies.length).toBe(3200); // 3,201 records, one without a title
    expect(cat.shows.length).toBeGreaterThanOrEqual(100);
    expect(cat.buildMs).toBeGreaterThan(0);
  });

  it('gives every title a stable, unique, positive id', () => {
    const again = buildDemoCatalogue();
    const key = (e: { title: string; date: string; id: number }) => `${e.title}|${e.date}`;
    expect(new Map(again.movies.map((e) => [key(e), e.id]))).toEqual(
      new Map(cat.movies.map((e) => [key(e), e.id])),
    );
    expect(again.shows.map((e) => e.id)).toEqual(cat.shows.map((e) => e.id));
    const all = [...cat.movies, ...cat.shows].map((e) => e.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    // Pinned: ids are a hash of title and date, the same on every machine and run.
    expect(movieByTitle('The Dark Knight').id).toBe(6841065);
    expect(showByName('Breaking Bad').id).toBe(4235594);
  });

  it('repairs dates: two-digit years never land after 2012', () => {
    expect(parseReleaseDate('Jun 12 1998')).toBe('1998-06-12');
    expect(parseReleaseDate('Dec 15 2039')).toBe('1939-12-15');
    expect(parseReleaseDate('Feb 30 2001')).toBe('');
    expect(parseReleaseDate(null)).toBe('');
    expect(movieByTitle('Gone with the Wind').date).toBe('1939-12-15');
    expect(movieByTitle('The Wizard of Oz').date).toBe('1939-08-25');
    expect(cat.movies.every((e) => !e.date || e.date <= '2012-12-31')).toBe(true);
  });

  it('repairs titles: mis-decoded accents, trailing articles, numeric titles', () => {
    expect(fixTitle('LÈon')).toBe('Léon');
    expect(fixTitle('The Naked Gun 2Ω: The Smell of Fear')).toBe('The Naked Gun 2½: The Smell of Fear');
    expect(fixTitle('Alien³')).toBe('Alien³');
    expect(fixTitle('Secret, The')).toBe('The Secret');
    expect(movieByTitle("Le Fabuleux destin d'Amélie Poulain").year).toBe(2001);
    expect(movieByTitle('300').date).toBe('2007-03-09');
  });

  it('maps genres to TMDB ids, creative type included', () => {
    expect(movieGenreIds('Romantic Comedy', null)).toEqual([10749, 35]);
    expect(movieGenreIds('Thriller/Suspense', null)).toEqual([53]);
    expect(movieGenreIds('Concert/Performance', null)).toEqual([10402, 99]);
    expect(movieGenreIds('Action', 'Super Hero')).toEqual([28, 878]);
    expect(movieGenreIds('Adventure', 'Kids Fiction')).toEqual([12, 10751]);
    expect(movieGenreIds(null, 'Factual')).toEqual([99]);
    expect(movieGenreIds(null, null)).toEqual([]);
    // A dramatization retells real events (History); a legend's does not.
    expect(movieGenreIds('Drama', 'Dramatization', 'Based on Real Life Events')).toEqual([18, 36]);
    expect(movieGenreIds('Adventure', 'Dramatization', 'Traditional/Legend/Fairytale')).toEqual([12]);
    expect(movieGenreIds('Comedy', 'Contemporary Fiction', 'Musical Group Movie')).toEqual([35, 10402]);
    expect(movieGenreIds('Musical', 'Historical Fiction', 'Based on Musical/Opera')).toEqual([10402, 36]);
    expect(movieGenreIds('Drama', 'Contemporary Fiction', 'Based on Book/Short Story')).toEqual([18]);
    expect(movieByTitle('Apollo 13').genreIds).toEqual([18, 36]);
    expect(movieByTitle('Mulan').genreIds).toEqual([12]);
    expect(movieByTitle('Spiceworld').genreIds).toEqual([35, 10402]);
    expect(movieByTitle('The Dark Knight').genreIds).toEqual([28, 878]);
  });

  it('has TV data that is internally consistent and passes the quality filter', async () => {
    for (const e of cat.shows) {
      const s = e.show!;
      expect(s.firstAirDate <= s.lastAirDate, s.name).toBe(true);
      expect(s.numberOfEpisodes).toBe(s.data.seasons.reduce((a, b) => a + b, 0));
      expect(s.data.seasons.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    }
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((p) => list('tv/popular', { page: String(p) })),
    );
    const items = pages.flatMap((p) => p.results);
    expect(items).toHaveLength(cat.shows.length);
    expect(items.filter((i) => !passesQuality(i, 'tv')).map((i) => i.name)).toEqual([]);
  });
});

describe('lists and pagination', () => {
  it('pages movie/popular twenty at a time in popularity order', async () => {
    const p1 = await list('movie/popular');
    const p2 = await list('movie/popular', { page: '2' });
    expect(p1.page).toBe(1);
    expect(p1.results).toHaveLength(20);
    expect(p1.total_results).toBe(3200);
    expect(p1.total_pages).toBe(160);
    expect(p2.page).toBe(2);
    expect(p2.results[0]!.popularity).toBeLessThanOrEqual(p1.results[19]!.popularity);
    expect(new Set([...p1.results, ...p2.results].map((r) => r.id)).size).toBe(40);
    expect(p1.results[0]).toMatchObject({
      title: 'The Dark Knight',
      release_date: '2008-07-18',
      vote_average: 8.9,
    });
    expect(p1.results[0]).not.toHaveProperty('media_type');
    const last = await list('movie/popular', { page: '160' });
    expect(last.results).toHaveLength(20);
    expect((await list('movie/popular', { page: '161' })).results).toEqual([]);
  });

  it('answers tv/popular with TV list items', async () => {
    const p = await list('tv/popular');
    expect(p.results).toHaveLength(20);
    expect(p.total_results).toBe(cat.shows.length);
    expect(p.results[0]).toMatchObject({
      name: expect.any(String),
      first_air_date: expect.stringMatching(/^\d{4}-/),
    });
    expect(p.results[0]).toHaveProperty('original_name');
    expect(p.results[0]).toHaveProperty('origin_country');
    expect(p.results[0]).not.toHaveProperty('title');
  });

  it('answers top_rated by rating, with enough votes', async () => {
    for (const kind of ['movie', 'tv']) {
      const p = await list(`${kind}/top_rated`);
      expect(p.results).toHaveLength(20);
      const ratings = p.results.map((r) => r.vote_average);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(p.results.every((r) => r.vote_count >= 10_000)).toBe(true);
    }
    expect((await list('tv/top_rated')).results[0]!.name).toBe('Breaking Bad');
    expect((await list('movie/top_rated')).results[0]!.title).toBe('The Shawshank Redemption');
  });

  it('ranks trending deterministically, with media_type, mixing kinds in "all"', async () => {
    const week = await list('trending/all/week');
    expect(week.results).toHaveLength(20);
    expect(week.results.every((r) => r.media_type === 'movie' || r.media_type === 'tv')).toBe(true);
    expect(week.results.filter((r) => r.media_type === 'movie')).toHaveLength(10);
    const day = await list('trending/all/day');
    expect(day.results.map((r) => r.id)).not.toEqual(week.results.map((r) => r.id));
    expect((await list('trending/all/week')).results.map((r) => r.id)).toEqual(week.results.map((r) => r.id));
    const movies = await list('trending/movie/day');
    expect(movies.results.every((r) => r.media_type === 'movie' && r.title)).toBe(true);
    const tv = await list('trending/tv/week');
    expect(tv.results.every((r) => r.media_type === 'tv' && r.name)).toBe(true);
  });

  it('lists the TMDB genres its titles carry, with TMDB ids and names', async () => {
    const movie = await get<{ genres: { id: number; name: string }[] }>('genre/movie/list');
    const tv = await get<{ genres: { id: number; name: string }[] }>('genre/tv/list');
    expect(movie.genres.map((g) => g.name)).toEqual([
      'Action',
      'Adventure',
      'Comedy',
      'Documentary',
      'Drama',
      'Family',
      'Fantasy',
      'History',
      'Horror',
      'Music',
      'Romance',
      'Science Fiction',
      'Thriller',
      'Western',
    ]);
    expect(movie.genres).toContainEqual({ id: 878, name: 'Science Fiction' });
    // No field of the film data says animated, crime, mystery or war; no TV films in box office.
    for (const name of ['Animation', 'Crime', 'Mystery', 'TV Movie', 'War'])
      expect(movie.genres.map((g) => g.name)).not.toContain(name);
    expect(tv.genres.map((g) => g.name)).toEqual([
      'Action & Adventure',
      'Animation',
      'Comedy',
      'Crime',
      'Drama',
      'Family',
      'Mystery',
      'Sci-Fi & Fantasy',
      'War & Politics',
      'Western',
    ]);
    expect(tv.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
  });
});

describe('home rows', () => {
  const rows: [string, string, CatalogueParams][] = [
    ['trending', 'trending/all/week', {}],
    ['popular movies', 'movie/popular', {}],
    ['trending tv', 'trending/tv/week', {}],
    ['popular tv', 'tv/popular', {}],
  ];
  for (const provider of [8, 337, 384, 9]) {
    for (const kind of ['movie', 'tv']) {
      const base = {
        with_watch_providers: String(provider),
        watch_region: 'US',
        sort_by: 'popularity.desc',
        page: '1',
      };
      rows.push([`${kind} on provider ${provider}`, `discover/${kind}`, base]);
      // With the default discover parameters as well.
      rows.push([
        `${kind} on provider ${provider}, spec defaults`,
        `discover/${kind}`,
        { ...base, include_adult: 'false', 'vote_count.gte': '10' },
      ]);
    }
  }
  it.each(rows)('%s has at least 20 quality-passing items on page 1', async (_, path, params) => {
    const p = await list(path, params);
    expect(p.results.filter((i) => passesQuality(i, kindOf(i))).length).toBeGreaterThanOrEqual(20);
  });
});

describe('details', () => {
  const dk = movieByTitle('The Dark Knight');

  it('answers movie/{id} with TMDB movie fields from the record', async () => {
    const m = await get(`movie/${dk.id}`);
    expect(m).toMatchObject({
      id: dk.id,
      title: 'The Dark Knight',
      original_title: 'The Dark Knight',
      release_date: '2008-07-18',
      runtime: 152,
      genres: [
        { id: 28, name: 'Action' },
        { id: 878, name: 'Science Fiction' },
      ],
      poster_path: `/p-m${dk.id}.svg`,
      backdrop_path: `/b-m${dk.id}.svg`,
      vote_average: 8.9,
      vote_count: 465000,
      adult: false,
      budget: 185000000,
      revenue: 1022345358,
      status: 'Released',
      tagline: '',
      homepage: '',
      imdb_id: null,
      production_companies: [
        { id: expect.any(Number), name: 'Warner Bros.', logo_path: null, origin_country: '' },
      ],
      production_countries: [],
      // Its original language, the one the record implies.
      spoken_languages: [{ iso_639_1: 'en', english_name: 'English', name: 'English' }],
      original_language: 'en',
    });
    expect(m.overview).toBe(
      'A 2008 superhero action film directed by Christopher Nolan, released by Warner Bros. Based on a comic or graphic novel. ' +
        'Rated PG-13. Runs 152 minutes. Grossed $1.02 billion worldwide against a budget of $185.0 million.',
    );
    expect(m).not.toHaveProperty('similar');
    expect(m).not.toHaveProperty('videos');
    expect(m).not.toHaveProperty('credits');
  });

  it('appends only what append_to_response asks for', async () => {
    const m = await get<{
      similar: TmdbPage<TmdbListItem>;
      videos: { results: unknown[] };
      credits: { cast: unknown[]; crew: { name: string; job: string; department: string }[] };
    }>(`movie/${dk.id}`, { append_to_response: 'similar,videos,credits' });
    expect(m.videos.results).toEqual([]);
    expect(m.credits.cast.slice(0, 2)).toEqual([
      expect.objectContaining({ name: 'Christian Bale', character: 'Bruce Wayne / Batman', order: 0 }),
      expect.objectContaining({ name: 'Heath Ledger', character: 'Joker', order: 1 }),
    ]);
    expect(m.credits.crew).toEqual([
      expect.objectContaining({ name: 'Christopher Nolan', job: 'Director', department: 'Directing' }),
    ]);
    expect(m.similar.page).toBe(1);
    expect(m.similar.results).toHaveLength(20);
    expect(m.similar.results.some((r) => r.id === dk.id)).toBe(false);
    expect(m.similar.results.every((r) => r.genre_ids.some((g) => dk.genreIds.includes(g)))).toBe(true);
    const onlyCredits = await get(`movie/${dk.id}`, { append_to_response: 'credits' });
    expect(Object.keys(onlyCredits)).toContain('credits');
    expect(Object.keys(onlyCredits)).not.toContain('similar');
    const sub = await list(`movie/${dk.id}/similar`, { page: '2' });
    expect(sub.page).toBe(2);
  });

  it('answers tv/{id} with TMDB TV fields from the curated data', async () => {
    const bb = showByName('Breaking Bad');
    const t = await get<
      Record<string, unknown> & { seasons: { season_number: number; episode_count: number }[] }
    >(`tv/${bb.id}`, { append_to_response: 'similar' });
    expect(t).toMatchObject({
      id: bb.id,
      name: 'Breaking Bad',
      original_name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      last_air_date: '2013-09-29',
      number_of_seasons: 5,
      number_of_episodes: 62,
      status: 'Ended',
      type: 'Scripted',
      in_production: false,
      networks: [{ id: expect.any(Number), name: 'AMC', logo_path: null, origin_country: 'US' }],
      created_by: [expect.objectContaining({ name: 'Vince Gilligan', profile_path: null })],
      genres: [
        { id: 18, name: 'Drama' },
        { id: 80, name: 'Crime' },
      ],
      episode_run_time: [47],
      poster_path: `/p-t${bb.id}.svg`,
      overview: 'A 2008 drama series created by Vince Gilligan for AMC. Ended in 2013.',
    });
    expect(t.seasons.map((s) => s.episode_count)).toEqual([7, 13, 13, 13, 16]);
    expect((t.similar as TmdbPage<TmdbListItem>).results.every((r) => r.name && r.id !== bb.id)).toBe(true);
  });

  it('lists specials as season 0 where the show has them', async () => {
    const bm = showByName('Black Mirror');
    const t = await get<{ seasons: { season_number: number; name: string }[]; number_of_seasons: number }>(
      `tv/${bm.id}`,
    );
    expect(t.seasons[0]).toMatchObject({ season_number: 0, name: 'Specials' });
    expect(t.number_of_seasons).toBe(7);
    const specials = await get<{ episodes: { name: string; air_date: string }[] }>(`tv/${bm.id}/season/0`);
    expect(specials.episodes.map((e) => [e.name, e.air_date])).toEqual([
      ['White Christmas', '2014-12-16'],
      ['Bandersnatch', '2018-12-28'],
    ]);
  });

  it('answers tv/{id}/season/{n} with its episodes', async () => {
    const got = showByName('Game of Thrones');
    const s = await get<{
      season_number: number;
      name: string;
      episodes: {
        episode_number: number;
        season_number: number;
        name: string;
        air_date: string | null;
        still_path: string;
        runtime: number;
      }[];
    }>(`tv/${got.id}/season/8`);
    expect(s).toMatchObject({ season_number: 8, name: 'Season 8', poster_path: `/p-t${got.id}.svg` });
    expect(s.episodes).toHaveLength(6);
    expect(s.episodes[5]).toMatchObject({
      episode_number: 6,
      season_number: 8,
      name: 'Episode 6',
      air_date: '2019-05-19',
      still_path: `/s-t${got.id}-8-6.svg`,
      runtime: 57,
      vote_average: 0,
    });
    expect(s.episodes[0]!.air_date).toBeNull();
    const first = await get<{ episodes: { air_date: string | null }[] }>(`tv/${got.id}/season/1`);
    expect(first.episodes[0]!.air_date).toBe('2011-04-17');
    await expectAppError(get(`tv/${got.id}/season/9`), 'NOT_FOUND');
    await expectAppError(get(`tv/${got.id}/season/0`), 'NOT_FOUND');
    expect(await get(`tv/${got.id}/season/8/episode/6`)).toMatchObject({
      name: 'Episode 6',
      air_date: '2019-05-19',
    });
    await expectAppError(get(`tv/${got.id}/season/8/episode/7`), 'NOT_FOUND');
  });

  it('throws NOT_FOUND for unknown ids and paths', async () => {
    await expectAppError(get('movie/1'), 'NOT_FOUND');
    await expectAppError(get('tv/1'), 'NOT_FOUND');
    await expectAppError(get(`tv/${dk.id}`), 'NOT_FOUND'); // a film id is not a show
    await expectAppError(get('movie/abc'), 'NOT_FOUND');
    await expectAppError(get('movie/latest'), 'NOT_FOUND');
    await expectAppError(get('person/1'), 'NOT_FOUND');
    await expectAppError(get('trending/all/month'), 'NOT_FOUND');
    await expectAppError(get(''), 'NOT_FOUND');
    const err = await get('movie/1').catch((e: AppError) => e);
    expect((err as AppError).message).toBe('The resource you requested could not be found.');
  });
});

describe('discover', () => {
  const all = async (kind: 'movie' | 'tv', params: CatalogueParams) => {
    const first = await list(`discover/${kind}`, params);
    const rest = await Promise.all(
      Array.from({ length: Math.min(first.total_pages, 500) - 1 }, (_, i) =>
        list(`discover/${kind}`, { ...params, page: String(i + 2) }),
      ),
    );
    return [first, ...rest].flatMap((p) => p.results);
  };

  const sorts: [string, 'movie' | 'tv', (r: TmdbListItem) => number | string, 'asc' | 'desc'][] = [
    ['popularity.desc', 'movie', (r) => r.popularity, 'desc'],
    ['popularity.asc', 'tv', (r) => r.popularity, 'asc'],
    ['vote_average.desc', 'movie', (r) => r.vote_average, 'desc'],
    ['vote_average.asc', 'tv', (r) => r.vote_average, 'asc'],
    ['vote_count.desc', 'movie', (r) => r.vote_count, 'desc'],
    ['primary_release_date.desc', 'movie', (r) => r.release_date ?? '', 'desc'],
    ['primary_release_date.asc', 'movie', (r) => r.release_date ?? '', 'asc'],
    ['release_date.desc', 'movie', (r) => r.release_date ?? '', 'desc'],
    ['first_air_date.desc', 'tv', (r) => r.first_air_date ?? '', 'desc'],
    ['first_air_date.asc', 'tv', (r) => r.first_air_date ?? '', 'asc'],
  ];
  it.each(sorts)('sorts by %s (%s)', async (sort_by, kind, value, dir) => {
    const items = await all(kind, { sort_by, 'vote_count.gte': '10' });
    const values = items.map(value);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(dir === 'asc' ? sorted : sorted.reverse());
  });

  it('sorts by revenue and by title', async () => {
    const byRevenue = await list('discover/movie', { sort_by: 'revenue.desc' });
    expect(byRevenue.results[0]!.title).toBe('Avatar');
    const dk = movieByTitle('The Dark Knight');
    const revenues = byRevenue.results.map((r) => cat.byId.movie.get(r.id)!.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(revenues).toContain(dk.revenue);

    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    for (const [sort_by, kind, field] of [
      ['title.asc', 'movie', 'title'],
      ['original_title.desc', 'movie', 'title'],
      ['name.asc', 'tv', 'name'],
      ['name.desc', 'tv', 'name'],
    ] as const) {
      const names = (await list(`discover/${kind}`, { sort_by })).results.map((r) => r[field] ?? '');
      const sorted = [...names].sort(collator.compare);
      expect(names).toEqual(sort_by.endsWith('asc') ? sorted : sorted.reverse());
    }
    expect((await list('discover/tv', { sort_by: 'name.asc' })).results[0]!.name).toBe('Adolescence');
  });

  it('filters with_genres: comma is AND, pipe is OR', async () => {
    const and = await all('movie', { with_genres: '28,878' });
    expect(and.length).toBeGreaterThan(20);
    expect(and.length).toBeGreaterThan(0);
    expect(and.every((r) => r.genre_ids.includes(28) && r.genre_ids.includes(878))).toBe(true);
    const or = await all('movie', { with_genres: '99|10402' });
    expect(or.length).toBeGreaterThan(0);
    expect(or.every((r) => r.genre_ids.includes(99) || r.genre_ids.includes(10402))).toBe(true);
    expect(or.some((r) => !r.genre_ids.includes(99))).toBe(true);
    expect(or.some((r) => !r.genre_ids.includes(10402))).toBe(true);
    const action = (await list('discover/movie', { with_genres: '28' })).total_results;
    const scifi = (await list('discover/movie', { with_genres: '878' })).total_results;
    const either = (await list('discover/movie', { with_genres: '28|878' })).total_results;
    expect(either).toBe(action + scifi - and.length);
    const tv = await all('tv', { with_genres: '16,35' });
    expect(tv.map((r) => r.name)).toEqual(
      expect.arrayContaining(['The Simpsons', 'Rick and Morty', 'BoJack Horseman']),
    );
    const without = await all('tv', { without_genres: '35' });
    expect(without.every((r) => !r.genre_ids.includes(35))).toBe(true);
  });

  it('filters by release and first-air date ranges', async () => {
    const nineties = await all('movie', {
      'primary_release_date.gte': '1990-01-01',
      'primary_release_date.lte': '1999-12-31',
    });
    expect(nineties.length).toBeGreaterThan(500);
    expect(nineties.every((r) => r.release_date! >= '1990-01-01' && r.release_date! <= '1999-12-31')).toBe(
      true,
    );
    const alias = await list('discover/movie', {
      'release_date.gte': '1990-01-01',
      'release_date.lte': '1999-12-31',
    });
    expect(alias.total_results).toBe(nineties.length);
    const year = await all('movie', { primary_release_year: '1999' });
    expect(year.every((r) => r.release_date!.startsWith('1999'))).toBe(true);
    expect(year.map((r) => r.title)).toContain('The Matrix');
    const recentTv = await all('tv', { 'first_air_date.gte': '2020-01-01' });
    expect(recentTv.every((r) => r.first_air_date! >= '2020-01-01')).toBe(true);
    expect(recentTv.map((r) => r.name)).toContain('Andor');
    expect(recentTv.map((r) => r.name)).not.toContain('Breaking Bad');
    const oldTv = await all('tv', { 'first_air_date.lte': '1995-12-31' });
    expect(oldTv.map((r) => r.name).sort()).toEqual(['Friends', 'Seinfeld', 'The Simpsons', 'Twin Peaks']);
  });

  it('filters by vote count and watch providers', async () => {
    const popular = await all('movie', { 'vote_count.gte': '300000' });
    expect(popular.length).toBeGreaterThan(5);
    expect(popular.every((r) => r.vote_count >= 300000)).toBe(true);
    const netflixTv = await all('tv', { with_watch_providers: String(PROVIDER.netflix), watch_region: 'US' });
    expect(netflixTv.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Breaking Bad', 'Stranger Things', 'Squid Game']),
    );
    expect(netflixTv.map((r) => r.name)).not.toContain('Game of Thrones');
    const hboTv = await all('tv', { with_watch_providers: '384' });
    expect(hboTv.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Game of Thrones', 'The Sopranos', 'The Wire']),
    );
    const disneyMovies = await all('movie', { with_watch_providers: '337' });
    const distributors = new Set(disneyMovies.map((r) => cat.byId.movie.get(r.id)!.movie!.distributor));
    expect([...distributors].sort()).toEqual(['20th Century Fox', 'Fox Searchlight', 'Walt Disney Pictures']);
    const either = await list('discover/tv', { with_watch_providers: '8|384' });
    expect(either.total_results).toBe(netflixTv.length + hboTv.length);
    const both = await list('discover/tv', { with_watch_providers: '8,384' });
    expect(both.total_results).toBe(0);
    const prime = await all('movie', { with_watch_providers: '9' });
    expect(prime.map((r) => cat.byId.movie.get(r.id)!.movie!.distributor)).toContain('MGM');
  });
});

describe('search', () => {
  const titles = async (path: string, params: CatalogueParams) =>
    (await list(path, params)).results.map((r) => r.title ?? r.name);

  it('ranks exact, then prefix, then word prefix, then substring; ties by popularity', async () => {
    const matrix = await titles('search/movie', { query: 'matrix' });
    expect(matrix.slice(0, 3)).toEqual(['The Matrix', 'The Matrix Reloaded', 'The Matrix Revolutions']);
    const office = await titles('search/multi', { query: 'office' });
    expect(office[0]).toBe('The Office');
    expect(office).toContain('Office Space');
    const dark = await titles('search/multi', { query: 'dark' });
    expect(dark[0]).toBe('Dark'); // exact
    const iPrefix = dark.indexOf('The Dark Knight');
    const iSub = dark.findIndex((t) => /\S*dark/i.test(t ?? '') && !/\bdark/i.test(t ?? ''));
    expect(iPrefix).toBeGreaterThan(0);
    if (iSub !== -1) expect(iSub).toBeGreaterThan(iPrefix);
  });

  it('matches word prefixes in any order', async () => {
    expect(await titles('search/movie', { query: 'dark kni' })).toContain('The Dark Knight');
    expect(await titles('search/tv', { query: 'thrones' })).toEqual(['Game of Thrones']);
    expect(await titles('search/tv', { query: 'bad break' })).toContain('Breaking Bad');
  });

  it('ignores case and accents', async () => {
    expect(await titles('search/movie', { query: 'AMELIE' })).toEqual([
      "Le Fabuleux destin d'Amélie Poulain",
    ]);
    expect(await titles('search/movie', { query: 'léon' })).toContain('Léon');
    expect(await titles('search/movie', { query: 'leon' })).toContain('Léon');
    expect(await titles('search/movie', { query: 'deja vu' })).toContain('Déjà Vu');
  });

  it('search/multi returns films and shows with media_type, no people', async () => {
    const p = await list('search/multi', { query: 'star wars' });
    const kinds = new Set(p.results.map((r) => r.media_type));
    expect(kinds).toEqual(new Set(['movie', 'tv']));
    expect(
      (await list('search/tv', { query: 'star wars' })).results.every((r) => r.name && !r.media_type),
    ).toBe(true);
  });

  it('supports year: and tmdb: prefixes and year parameters', async () => {
    expect(await titles('search/movie', { query: 'year:1999 matrix' })).toEqual(['The Matrix']);
    expect(await titles('search/movie', { query: 'year:2003 matrix' })).toEqual([
      'The Matrix Reloaded',
      'The Matrix Revolutions',
    ]);
    expect(await titles('search/movie', { query: 'matrix', year: '2003' })).toHaveLength(2);
    const dk = movieByTitle('The Dark Knight');
    expect(await titles('search/multi', { query: `tmdb:${dk.id}` })).toEqual(['The Dark Knight']);
    expect(await titles('search/tv', { query: `tmdb:${dk.id}` })).toEqual([]);
    expect(await titles('search/movie', { query: 'tmdb:550' })).toEqual([]);
    const inYear = await list('search/multi', { query: 'year:2008' });
    // Every title of the year a card can show (dated, with genres; rated or not).
    const shown = (e: (typeof cat.movies)[number]) =>
      e.year === 2008 && passesSearchQuality(listItem(e), e.kind, new Date(), true);
    expect(inYear.total_results).toBe(cat.movies.filter(shown).length + cat.shows.filter(shown).length);
  });

  it('answers an empty query with an empty page', async () => {
    expect(await list('search/multi', { query: '  ' })).toEqual({
      page: 1,
      results: [],
      total_pages: 1,
      total_results: 0,
    });
    expect((await list('search/movie', { query: 'zzqqxx' })).total_results).toBe(0);
  });

  it('pages search results', async () => {
    const p1 = await list('search/movie', { query: 'the' });
    const p2 = await list('search/movie', { query: 'the', page: '2' });
    expect(p1.results).toHaveLength(20);
    expect(p1.total_pages).toBe(Math.ceil(p1.total_results / 20));
    expect(p2.results[0]!.id).not.toBe(p1.results[0]!.id);
  });
});

describe('parseSearchPrefixes', () => {
  it.each([
    ['year:1999 matrix', { text: 'matrix', year: 1999 }],
    ['matrix YEAR:1999', { text: 'matrix', year: 1999 }],
    ['tmdb:550', { text: '', id: 550 }],
    ['  the   dark knight ', { text: 'the dark knight' }],
    ['year:99 matrix', { text: 'year:99 matrix' }],
    ['tmdb:abc', { text: 'tmdb:abc' }],
    ['tmdb:0', { text: 'tmdb:0' }],
    ['year:2001 tmdb:12 odyssey', { text: 'odyssey', year: 2001, id: 12 }],
  ])('%s', (query, expected) => {
    expect(parseSearchPrefixes(query)).toEqual(expected);
  });
});

describe('snapshot date (decision 001)', () => {
  it('is the newest release and premiere among complete titles', async () => {
    const snap = source.snapshotDate as { movie: string; tv: string };
    expect(snap.tv).toBe('2025-03-13'); // Adolescence
    expect(snap.movie).toMatch(/^20(10|11|12)-\d{2}-\d{2}$/);
    const newestFilms = await list('discover/movie', { sort_by: 'primary_release_date.desc' });
    expect(newestFilms.results.find((r) => passesQuality(r, 'movie'))!.release_date).toBe(snap.movie);
    const window = await list('discover/movie', {
      'primary_release_date.gte': '2010-01-01',
      'primary_release_date.lte': snap.movie,
      'vote_count.gte': '10',
    });
    expect(window.results.filter((r) => passesQuality(r, 'movie')).length).toBeGreaterThan(0);
  });
});
