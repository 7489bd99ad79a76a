import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/deps';
import { createCatalogueService } from '../../src/server/features/catalogue/service';
import { createDemoSource } from '../../src/server/features/catalogue/sources/demo';
import type { CatalogueSource } from '../../src/server/features/catalogue/types';
import { type BootPage, bootData, indexWithBlock, scriptSafeJson } from '../../src/server/http/boot-data';
import type { AppRouter } from '../../src/server/trpc/root';
import type { Locale } from '../../src/shared/i18n/locales';
import { GRID_CARD_SIZES } from '../../src/shared/images';

const depsWith = (source: CatalogueSource) =>
  ({
    services: { catalogue: createCatalogueService({ source, maxBytes: 8 * 1024 * 1024 }) },
  }) as unknown as AppDeps;

const at = (url: string): BootPage => {
  const u = new URL(url, 'http://marquee.test');
  return { path: u.pathname, search: u.searchParams };
};
const demo = depsWith(createDemoSource());
const bootBlock = async (deps: AppDeps, page: BootPage, locale: Locale, wait: number) =>
  (await bootData(deps, page, locale, undefined, wait)).block;
const homeBootBlock = (deps: AppDeps, wait: number) => bootBlock(deps, at('/'), 'en', wait);

const parseBlock = (block: string) =>
  JSON.parse(
    block.replace(/^<script type="application\/json" id="boot-data">/, '').replace(/<\/script>$/, ''),
  );

/**
 * The block as the client takes it: its state hydrated into a query cache, read back through
 * tRPC's utils with the inputs the screens pass to their hooks (so under the very keys they
 * read). The client's link is never used: every read is answered by the cache.
 */
function hydrated(block: string) {
  const { locale, state } = parseBlock(block);
  const queryClient = new QueryClient();
  hydrate(queryClient, state);
  const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: 'http://unused.invalid/trpc' })] });
  return { locale, queries: state.queries.length, utils: createTRPCQueryUtils({ queryClient, client }) };
}

describe('a page’s first data inside it', () => {
  it('carries the home rows and image config as a JSON data block', async () => {
    const block = await homeBootBlock(depsWith(createDemoSource()), 5_000);
    expect(block).toMatch(/^<script type="application\/json" id="boot-data">\{.*\}<\/script>$/s);
    const { locale, queries, utils } = hydrated(block);
    const home = utils.catalogue.home.getData();
    expect(home?.rows).toHaveLength(8);
    expect(home?.rows[0]?.items.length).toBeGreaterThan(0);
    expect(utils.catalogue.config.getData()).toEqual({ imageBaseUrl: '/img', source: 'demo' });
    expect(locale).toBe('en');
    expect(queries).toBe(2);
  });

  it('carries a title’s details on its detail page, under the id the client will ask for', async () => {
    const rows = hydrated(await bootBlock(demo, at('/'), 'en', 5_000)).utils.catalogue.home.getData()!.rows;
    const movie = rows.find((r) => r.key === 'popularMovies')!.items[0]!;
    const show = rows.find((r) => r.key === 'popularTv')!.items[0]!;

    const m = hydrated(await bootBlock(demo, at(`/movie/${movie.id}`), 'ja', 5_000));
    expect(m.utils.catalogue.movie.getData({ id: movie.id })?.title).toBe(movie.title);
    expect(m.locale).toBe('ja');
    expect(m.utils.catalogue.config.getData()?.source).toBe('demo');
    expect(m.utils.catalogue.home.getData()).toBeUndefined();
    expect(m.queries).toBe(2);

    for (const url of [`/tv/${show.id}`, `/tv/${show.id}/1/1`]) {
      const t = hydrated(await bootBlock(demo, at(url), 'en', 5_000));
      expect(t.utils.catalogue.tvShow.getData({ id: show.id })?.title).toBe(show.title);
    }
  });

  it('carries the first page of a search, with the request it answers', async () => {
    const { utils } = hydrated(
      await bootBlock(demo, at('/search?q=%20star%20&type=movie&sort=rating'), 'en', 5_000),
    );
    // Under the input the search screen passes to its infinite query, starting at page 1.
    const data = utils.catalogue.search.getInfiniteData({ query: 'star', type: 'movie', sort: 'rating' });
    expect(data?.pageParams).toEqual([1]);
    const page = data?.pages[0];
    expect(page?.page).toBe(1);
    expect(page?.results.length).toBeGreaterThan(0);
    expect(page?.results.every((r) => r.mediaType === 'movie')).toBe(true);
    // Defaults as the search screen has them.
    const plain = hydrated(await bootBlock(demo, at('/search?q=star'), 'en', 5_000)).utils;
    expect(plain.catalogue.search.getInfiniteData({ query: 'star', type: 'multi' })).toBeDefined();
    // A value the screen does not offer is read as the screen reads it: its default.
    const tampered = hydrated(await bootBlock(demo, at('/search?q=star&type=actor&sort=x'), 'en', 5_000));
    expect(tampered.queries).toBe(2);
    expect(tampered.utils.catalogue.search.getInfiniteData({ query: 'star', type: 'multi' })).toBeDefined();
    // The People tab's first page, under the input its screen passes (no title search then).
    const people = hydrated(await bootBlock(demo, at('/search?q=nolan&type=person'), 'en', 5_000));
    expect(people.queries).toBe(2);
    const found = people.utils.catalogue.searchPeople.getInfiniteData({ query: 'nolan' });
    expect(found?.pages[0]?.results.map((p) => p.name)).toContain('Christopher Nolan');
  });

  it('carries a person page and a collection page, as their screens ask', async () => {
    const rows = hydrated(await bootBlock(demo, at('/'), 'en', 5_000)).utils.catalogue.home.getData()!.rows;
    const { id } = rows.find((r) => r.key === 'popularMovies')!.items[0]!;
    const movie = hydrated(
      await bootBlock(demo, at(`/movie/${id}`), 'en', 5_000),
    ).utils.catalogue.movie.getData({ id })!;
    const director = movie.directors[0]!;
    const page = hydrated(await bootBlock(demo, at(`/person/${director.id}`), 'en', 5_000));
    expect(page.utils.catalogue.person.getData({ id: director.id })?.name).toBe(director.name);
    expect(page.queries).toBe(2);
    // The demo names no collections: the page carries nothing, and its screen's own call says not found.
    expect(await bootBlock(demo, at('/collection/10'), 'en', 5_000)).toBe('');
  });

  it('carries a listing’s first page and its genres, for the filters in its address', async () => {
    const movies = hydrated(
      await bootBlock(demo, at('/movies?filter=top_rated&genre=18&q=star'), 'en', 5_000),
    );
    // The request the listing makes: the quick filter's own sort, the genre; the search text apart.
    const list = movies.utils.catalogue.movies.getInfiniteData({
      filter: 'top_rated',
      genre: 18,
      sort: 'vote_average.desc',
    });
    expect(list?.pageParams).toEqual([1]);
    expect(list?.pages[0]?.results.length).toBeGreaterThan(0);
    expect(movies.utils.catalogue.genres.getData({ type: 'movie' })?.length).toBeGreaterThan(0);
    expect(movies.queries).toBe(3);
    const tv = hydrated(await bootBlock(demo, at('/tv?sort=title.asc'), 'en', 5_000));
    // A sort the kind does not offer falls back to the quick filter's own.
    const shows = tv.utils.catalogue.tv.getInfiniteData({ filter: 'all', sort: 'popularity.desc' });
    expect(shows?.pages[0]?.results.every((r) => r.mediaType === 'tv')).toBe(true);
  });

  it('goes without a block for pages it has no data for, unknown titles and bad addresses', async () => {
    for (const url of [
      '/watch/movie/550',
      '/settings',
      '/movie/0',
      '/movie/abc',
      '/movie/99999999999',
      '/movie/2147483647',
      '/tv/1e3',
      '/search',
      '/search?q=',
      '/search?q=%20%20',
      `/search?q=${'x'.repeat(5_000)}`,
      '/search?q=star&sort=%00',
      '/search?q=st%00ar',
    ])
      expect(await bootBlock(demo, at(url), 'en', 5_000), url).toBe('');
  });

  it('goes without it when the catalogue does not answer in time, or fails', async () => {
    // A catalogue that never answers: only giving up at the deadline lets this return at all.
    const silent: CatalogueSource = {
      name: 'tmdb',
      imageBaseUrl: 'https://images.example/t/p',
      get: () => new Promise(() => {}),
    };
    expect(await homeBootBlock(depsWith(silent), 50)).toBe('');
    const failing: CatalogueSource = { ...silent, get: () => Promise.reject(new Error('down')) };
    expect(await homeBootBlock(depsWith(failing), 1_000)).toBe('');
  });

  it('keeps hostile catalogue text inert inside the block, and gives it back intact', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029';
    const base = createDemoSource();
    const source: CatalogueSource = {
      ...base,
      get: async (...args: Parameters<CatalogueSource['get']>) => {
        const payload = (await base.get(...args)) as { title?: string };
        return args[0].startsWith('movie/') ? { ...payload, title: hostile } : payload;
      },
    };
    const home = hydrated(await bootBlock(demo, at('/'), 'en', 5_000)).utils.catalogue.home.getData();
    const id = home!.rows.find((r) => r.key === 'popularMovies')!.items[0]!.id;
    const { block } = await bootData(depsWith(source), at(`/movie/${id}`), 'en', undefined, 5_000);
    const json = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(hydrated(block).utils.catalogue.movie.getData({ id })?.title).toBe(hostile);
  });

  it('cannot close its script element or open a comment, whatever the titles hold', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/</);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('preloads a search’s first poster as the grid will ask for it, and nothing else', async () => {
    const { block, head } = await bootData(demo, at('/search?q=star'), 'en', undefined, 5_000);
    const results = hydrated(block).utils.catalogue.search.getInfiniteData({
      query: 'star',
      type: 'multi',
    })!.pages[0]!.results;
    const path = results.find((r) => r.posterPath && r.voteAverage > 0)!.posterPath!;
    expect(head).toBe(
      `<link rel="preload" as="image" fetchpriority="high" href="/img/w300${path}" imagesrcset="${[
        'w92',
        'w185',
        'w300',
        'w500',
        'w780',
      ]
        .map((w) => `/img/${w}${path} ${w.slice(1)}w`)
        .join(', ')}" imagesizes="${GRID_CARD_SIZES}">`,
    );
    // The server applies the filters, so a filtered search preloads its own first poster.
    const filtered = await bootData(demo, at('/search?q=star&rating_min=8'), 'en', undefined, 5_000);
    const first = hydrated(filtered.block).utils.catalogue.search.getInfiniteData({
      query: 'star',
      type: 'multi',
      ratingMin: 8,
    })!.pages[0]!.results[0]!;
    expect(first.voteAverage).toBeGreaterThanOrEqual(8);
    expect(filtered.head).toContain(`href="/img/w300${first.posterPath}"`);
    // A title page's largest paint is text.
    expect((await bootData(demo, at('/'), 'en', undefined, 5_000)).head).toBe('');
    const movieId = results.find((r) => r.mediaType === 'movie')!.id;
    expect((await bootData(demo, at(`/movie/${movieId}`), 'en', undefined, 5_000)).head).toBe('');
  });

  it('adds the block at the end of the body of index.html, and preloads at the end of its head', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'marquee-boot-'));
    const file = path.join(dir, 'index.html');
    writeFileSync(file, '<!doctype html><html><body><div id="root"></div></body></html>');
    const block = '<script type="application/json" id="boot-data">{}</script>';
    expect(await indexWithBlock(file, { block, head: '' })).toBe(
      '<!doctype html><html><body><div id="root"></div><script type="application/json" id="boot-data">{}</script></body></html>',
    );
    expect(await indexWithBlock(file, { block: '', head: '' })).toBe(
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    writeFileSync(file, '<!doctype html><html><head><title>M</title></head><body></body></html>');
    expect(await indexWithBlock(file, { block: '', head: '<link rel="preload" as="image" href="/a">' })).toBe(
      '<!doctype html><html><head><title>M</title><link rel="preload" as="image" href="/a"></head><body></body></html>',
    );
  });
});
