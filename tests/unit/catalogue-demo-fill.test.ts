import { describe, expect, it } from 'vitest';
import {
  createCatalogueService,
  DEFAULT_CATALOGUE_LANGUAGE,
  genreList,
  home,
  movieListing,
  ROW_MAX,
  tvListing,
} from '../../src/server/features/catalogue/service';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { MOVIE_GENRES, TV_GENRES } from '../../src/server/features/catalogue/sources/demo/genres';
import { createDemoSource } from '../../src/server/features/catalogue/sources/demo/index';
import type { MediaType, QuickFilter } from '../../src/shared/catalogue';

/**
 * In the demo every genre a select offers has titles, every home row and quick
 * filter fills its 20 where the data holds 20, and where it does not the exact count is
 * asserted, so a change in the data shows here.
 */
const svc = createCatalogueService({ source: createDemoSource(), maxBytes: 64 * 1024 * 1024 });
const cat = getDemoCatalogue();
const listing = (type: MediaType, filter: QuickFilter, genre?: number) =>
  type === 'movie'
    ? movieListing(svc, { filter, genre, page: 1 }, DEFAULT_CATALOGUE_LANGUAGE, 'adult')
    : tvListing(svc, { filter, genre, page: 1 }, DEFAULT_CATALOGUE_LANGUAGE, 'adult');

/**
 * The curated TV set's genres smaller than a page, every show counted: the data cannot fill
 * 20, and no show is invented to do it.
 */
const SHORT_TV_GENRES: Record<string, number> = {
  Animation: 11,
  Family: 2,
  'War & Politics': 5,
  Western: 3,
};

describe('demo genre lists', () => {
  it.each(['movie', 'tv'] as const)('%s: lists exactly the TMDB genres that have titles', async (type) => {
    const listed = await genreList(svc, type);
    const pool = type === 'movie' ? cat.movies : cat.shows;
    const withTitles = (type === 'movie' ? MOVIE_GENRES : TV_GENRES).filter((g) =>
      pool.some((e) => e.complete && e.genreIds.includes(g.id)),
    );
    expect(listed).toEqual(withTitles);
    for (const g of listed) {
      const page = await listing(type, 'all', g.id);
      expect(page.results.length, g.name).toBeGreaterThan(0);
      expect(page.results.every((c) => c.genreIds.includes(g.id))).toBe(true);
    }
  });

  it('leaves out the film genres the data never names', async () => {
    const names = (await genreList(svc, 'movie')).map((g) => g.name);
    expect(names).toHaveLength(14);
    for (const name of ['Animation', 'Crime', 'Mystery', 'TV Movie', 'War'])
      expect(names).not.toContain(name);
    const tvNames = (await genreList(svc, 'tv')).map((g) => g.name);
    for (const name of ['Documentary', 'Kids', 'News', 'Reality', 'Soap', 'Talk'])
      expect(tvNames).not.toContain(name);
  });

  it('every listed film genre fills a page of 20', async () => {
    for (const g of await genreList(svc, 'movie')) {
      const page = await listing('movie', 'all', g.id);
      expect(page.results, g.name).toHaveLength(ROW_MAX);
      expect(page.totalResults, g.name).toBeGreaterThanOrEqual(35); // Western, the smallest
    }
  });

  it('every listed TV genre fills a page of 20, but for the four the curated set holds fewer of', async () => {
    const counts: Record<string, number> = {};
    for (const g of await genreList(svc, 'tv')) {
      const page = await listing('tv', 'all', g.id);
      counts[g.name] = page.totalResults;
      expect(page.results, g.name).toHaveLength(Math.min(ROW_MAX, page.totalResults));
    }
    const short = Object.fromEntries(Object.entries(counts).filter(([, n]) => n < ROW_MAX));
    expect(short).toEqual(SHORT_TV_GENRES);
  });
});

describe('demo home rows and quick filters', () => {
  it('every home row holds 20, the four provider rows and Trending included', async () => {
    const data = await home(svc);
    expect(data.rows).toHaveLength(8);
    for (const row of data.rows) expect(row.items, row.key).toHaveLength(ROW_MAX);
    const trending = data.rows.find((r) => r.key === 'trending')!;
    // "all" mixes both kinds, so the row is not ten films of one year.
    expect(new Set(trending.items.map((c) => c.mediaType))).toEqual(new Set(['movie', 'tv']));
    expect(new Set(trending.items.map((c) => c.date.slice(0, 4))).size).toBeGreaterThan(5);
  });

  const filters: QuickFilter[] = ['all', 'trending', 'top_rated', 'latest'];
  it.each(['movie', 'tv'] as const)(
    '%s: each quick filter fills page 1, alone and with each genre',
    async (type) => {
      for (const genre of [undefined, ...(await genreList(svc, type))]) {
        const inGenre = (await listing(type, 'all', genre?.id)).totalResults;
        for (const filter of filters) {
          const page = await listing(type, filter, genre?.id);
          const label = `${type} ${filter} ${genre?.name ?? 'all genres'}`;
          // As many as a page holds, or every title of a genre smaller than a page.
          expect(page.results, label).toHaveLength(Math.min(ROW_MAX, inGenre));
        }
      }
    },
  );

  it('trending reaches back from the snapshot date only as far as a page needs', async () => {
    for (const type of ['movie', 'tv'] as const) {
      const page = await listing(type, 'trending');
      const days = svc.trendingWindowDays(type)!;
      const from = new Date(svc.referenceDate(type).getTime() - days * 86_400_000).toISOString().slice(0, 10);
      expect(page.results.every((c) => c.date >= from)).toBe(true);
      expect(page.totalResults).toBeLessThan(2 * ROW_MAX);
    }
    expect(svc.trendingWindowDays('movie')).toBe(120);
    expect(svc.trendingWindowDays('tv')).toBe(960);
  });

  it('latest is newest first and never after the snapshot date', async () => {
    for (const type of ['movie', 'tv'] as const) {
      const page = await listing(type, 'latest');
      const dates = page.results.map((c) => c.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates[0]).toBe(cat.snapshotDate[type]);
    }
  });
});
