import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/deps';
import { createCatalogueService } from '../../src/server/features/catalogue/service';
import { createDemoSource } from '../../src/server/features/catalogue/sources/demo';
import type { CatalogueSource } from '../../src/server/features/catalogue/types';
import { type BootPage, bootData, indexWithBlock, scriptSafeJson } from '../../src/server/http/boot-data';
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
const bootBlock = async (deps: AppDeps, page: BootPage, locale: Locale, lang: undefined, wait: number) =>
  (await bootData(deps, page, locale, lang, wait)).block;
const homeBootBlock = (deps: AppDeps, _lang: undefined, wait: number) =>
  bootBlock(deps, at('/'), 'en', undefined, wait);

const parseBlock = (block: string) =>
  JSON.parse(
    block.replace(/^<script type="application\/json" id="boot-data">/, '').replace(/<\/script>$/, ''),
  );

describe('a page’s first data inside it', () => {
  it('carries the home rows and image config as a JSON data block', async () => {
    const block = await homeBootBlock(depsWith(createDemoSource()), undefined, 5_000);
    expect(block).toMatch(/^<script type="application\/json" id="boot-data">\{.*\}<\/script>$/s);
    const data = parseBlock(block);
    expect(data.home.rows).toHaveLength(8);
    expect(data.home.rows[0].items.length).toBeGreaterThan(0);
    expect(data.config).toEqual({ imageBaseUrl: '/img', source: 'demo' });
    expect(data.locale).toBe('en');
  });

  it('carries a title’s details on its detail page, under the id the client will ask for', async () => {
    const rows = parseBlock(await bootBlock(demo, at('/'), 'en', undefined, 5_000)).home.rows;
    const movie = rows.find((r: { key: string }) => r.key === 'popularMovies').items[0];
    const show = rows.find((r: { key: string }) => r.key === 'popularTv').items[0];

    const m = parseBlock(await bootBlock(demo, at(`/movie/${movie.id}`), 'ja', undefined, 5_000));
    expect(m.movie.id).toBe(movie.id);
    expect(m.movie.data.title).toBe(movie.title);
    expect(m.locale).toBe('ja');
    expect(m.config.source).toBe('demo');
    expect(m.home).toBeUndefined();

    for (const url of [`/tv/${show.id}`, `/tv/${show.id}/1/1`]) {
      const t = parseBlock(await bootBlock(demo, at(url), 'en', undefined, 5_000));
      expect(t.tvShow.id).toBe(show.id);
      expect(t.tvShow.data.title).toBe(show.title);
    }
  });

  it('carries the first page of a search, with the request it answers', async () => {
    const data = parseBlock(
      await bootBlock(demo, at('/search?q=%20star%20&type=movie&sort=rating'), 'en', undefined, 5_000),
    );
    expect(data.search.input).toEqual({ query: 'star', type: 'movie', sort: 'rating' });
    expect(data.search.page.page).toBe(1);
    expect(data.search.page.results.length).toBeGreaterThan(0);
    expect(data.search.page.results.every((r: { mediaType: string }) => r.mediaType === 'movie')).toBe(true);
    // Defaults as the search screen has them.
    expect(
      parseBlock(await bootBlock(demo, at('/search?q=star'), 'en', undefined, 5_000)).search.input,
    ).toEqual({
      query: 'star',
      type: 'multi',
      sort: 'popularity',
    });
  });

  it('goes without a block for pages it has no data for, unknown titles and bad addresses', async () => {
    for (const url of [
      '/movies',
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
      '/search?q=star&type=person',
      '/search?q=star&sort=%00',
      '/search?q=st%00ar',
    ])
      expect(await bootBlock(demo, at(url), 'en', undefined, 5_000), url).toBe('');
  });

  it('goes without it when the catalogue does not answer in time, or fails', async () => {
    // A catalogue that never answers: only giving up at the deadline lets this return at all.
    const silent: CatalogueSource = {
      name: 'tmdb',
      imageBaseUrl: 'https://images.example/t/p',
      get: () => new Promise(() => {}),
    };
    expect(await homeBootBlock(depsWith(silent), undefined, 50)).toBe('');
    const failing: CatalogueSource = { ...silent, get: () => Promise.reject(new Error('down')) };
    expect(await homeBootBlock(depsWith(failing), undefined, 1_000)).toBe('');
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
    const first = parseBlock(block).search.page.results.find(
      (r: { posterPath: string | null; voteAverage: number }) => r.posterPath && r.voteAverage > 0,
    );
    const path = first.posterPath;
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
    // A client-side filter decides the first card; a title page's largest paint is text.
    expect((await bootData(demo, at('/search?q=star&rating_min=8'), 'en', undefined, 5_000)).head).toBe('');
    expect((await bootData(demo, at('/'), 'en', undefined, 5_000)).head).toBe('');
    const movieId = parseBlock(block).search.page.results.find(
      (r: { mediaType: string }) => r.mediaType === 'movie',
    ).id;
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
