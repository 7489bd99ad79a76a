import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { PROVIDERS, startOnFakeTmdb } from './fake-tmdb';
import { test as base, describe, expect } from './fixtures';
import { msg, settle, type ViewportName } from './helpers';

/**
 * A film's and a show's page in Japanese and Arabic, at both widths: the runtime, the
 * languages, the genres and the people are written as the browser's Intl writes them in that
 * language (no '2h 27m', 'English' or Latin comma); the services in Where to watch link to the
 * title's page in a new tab; the built-in players are named in the language.
 */
interface Found {
  movie: { id: number; runtime: number; genres: number; directors: number };
  show: { id: number; creators: string[] };
}

async function trpcGet<T>(baseUrl: string, proc: string, input?: unknown): Promise<T> {
  const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const r = await fetch(`${baseUrl}/trpc/${proc}${q}`);
  if (!r.ok) throw new Error(`${proc}: ${r.status}`);
  return ((await r.json()) as { result: { data: T } }).result.data;
}

/** From the demo: a popular film of over an hour (minutes too), two genres or more, English, on a US service; a show by two creators. */
const test = base.extend('found', { scope: 'file' }, async ({ server }): Promise<Found> => {
  const home = await trpcGet<{ rows: { key: string; items: { id: number }[] }[] }>(
    server.baseUrl,
    'catalogue.home',
  );
  const row = (key: string) => home.rows.find((r) => r.key === key)!.items;
  let movie: Found['movie'] | null = null;
  for (const { id } of row('popularMovies')) {
    const m = await trpcGet<{
      runtime: number | null;
      genres: unknown[];
      languages: string[];
      directors: unknown[];
    }>(server.baseUrl, 'catalogue.movie', { id });
    if (!m.runtime || m.runtime < 60 || m.runtime % 60 === 0 || m.genres.length < 2) continue;
    if (m.languages.join() !== 'en') continue;
    const offers = await trpcGet<{ flatrate: unknown[] }>(server.baseUrl, 'catalogue.watchProviders', {
      type: 'movie',
      id,
      region: 'US',
    });
    if (offers.flatrate.length === 0) continue;
    movie = { id, runtime: m.runtime, genres: m.genres.length, directors: m.directors.length };
    break;
  }
  let show: Found['show'] | null = null;
  for (const { id } of row('popularTv')) {
    const s = await trpcGet<{ creators: { name: string }[] }>(server.baseUrl, 'catalogue.tvShow', { id });
    if (s.creators.length >= 2) {
      show = { id, creators: s.creators.slice(0, 2).map((c) => c.name) };
      break;
    }
  }
  if (!movie || !show) throw new Error('the demo has no such film or show');
  return { movie, show };
});

const SHOTS = '/tmp/shots/intl';
async function shot(page: Page, name: string, at?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  if (at) await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The value of a fact (a `dt`/`dd` pair) by its label. */
const fact = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** What the browser's own Intl writes in `locale`. */
function intl(page: Page, locale: string, runtime: number, items: string[]) {
  return page.evaluate(
    ([locale, runtime, items]) => ({
      runtime: new (
        Intl as unknown as {
          DurationFormat: new (l: string, o: object) => { format(d: object): string };
        }
      ).DurationFormat(locale, { style: 'short' }).format({
        hours: Math.floor(runtime / 60),
        minutes: runtime % 60,
      }),
      english: new Intl.DisplayNames(locale, { type: 'language' }).of('en'),
      list: new Intl.ListFormat(locale).format(items),
    }),
    [locale, runtime, items] as const,
  );
}

const EXPECTED = {
  ja: { english: '英語', separator: '、', backup: 'Marquee プレーヤー（予備）' },
  ar: { english: 'الإنجليزية', separator: ' و', backup: 'مشغّل Marquee (احتياطي)' },
} as const;

describe.each<ViewportName>(['desktop', 'phone'])('formats through Intl (%s)', (vp) => {
  describe.each(['ja', 'ar'] as const)('%s', (locale) => {
    test('the film page: runtime, language, genres, directors and linked services', async ({
      open,
      found,
    }) => {
      const { page } = await open(vp, { locale });
      const { movie } = found;
      await page.goto(`/movie/${movie.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const runtime = fact(page, msg(locale, 'browse.facts.runtime'));
      await runtime.waitFor();

      const genres = await page
        .locator(`ul[aria-label="${msg(locale, 'media.genres.label')}"]`)
        .first()
        .locator('li')
        .allTextContents();
      expect(genres.length).toBe(movie.genres);
      const want = await intl(page, locale, movie.runtime, genres);

      // The runtime: the browser's DurationFormat, in the hero and the facts; never '2h 27m'.
      expect(await runtime.textContent()).toBe(want.runtime);
      expect(want.runtime).not.toMatch(/\d\s*[hm]\b/);
      const hero = page.locator('section[aria-labelledby="detail-title"]');
      expect(await hero.getByText(want.runtime, { exact: true }).count()).toBe(1);

      // The spoken language by its name in the language, not "English".
      const languages = fact(page, msg(locale, 'browse.facts.languages'));
      expect(await languages.textContent()).toBe(want.english);
      expect(want.english).toBe(EXPECTED[locale].english);

      // The genres as the language lists them: no Latin comma.
      const listed = await fact(page, msg(locale, 'browse.facts.genres')).textContent();
      expect(listed).toBe(want.list);
      expect(listed).toContain(EXPECTED[locale].separator);
      expect(listed).not.toContain(', ');
      await shot(page, `movie-${locale}-${vp}-hero`);
      await shot(page, `movie-${locale}-${vp}-facts`, runtime);

      // Where to watch: each service links to the title's page, in a new tab, without an opener.
      const watch = page.getByTestId('where-to-watch');
      const service = watch.locator('a[data-provider]').first();
      await service.waitFor();
      expect(await service.getAttribute('href')).toMatch(
        /^https:\/\/www\.themoviedb\.org\/search\/movie\?query=/,
      );
      expect(await service.getAttribute('target')).toBe('_blank');
      expect(await service.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await service.getAttribute('aria-label')).toBeNull();
      expect(await service.textContent()).toContain(msg(locale, 'people.watch.providerLink'));
      await settle(page);
      await shot(page, `movie-${locale}-${vp}-where-to-watch`, watch);
      await expectNoAxeViolations(page, `/movie/${movie.id} (${locale}, ${vp})`);
    });

    test('the show page: its creators listed as the language lists names', async ({ open, found }) => {
      const { page } = await open(vp, { locale });
      const { show } = found;
      await page.goto(`/tv/${show.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const creators = fact(page, msg(locale, 'browse.facts.createdBy'));
      await creators.waitFor();
      const want = await intl(page, locale, 1, show.creators);
      expect(await creators.textContent()).toBe(want.list);
      expect(want.list).toContain(EXPECTED[locale].separator);
      expect(want.list).not.toContain(',');
      // Each name is still a link to the person's page.
      for (const name of show.creators) expect(await creators.getByRole('link', { name }).count()).toBe(1);
      await settle(page);
      await shot(page, `show-${locale}-${vp}-creators`, creators);
      await expectNoAxeViolations(page, `/tv/${show.id} (${locale}, ${vp})`);
    });

    test('the built-in players are named in the language', async ({ open, found }) => {
      const { page } = await open(vp, { locale });
      await page.goto(`/watch/movie/${found.movie.id}`);
      const servers = page.getByRole('group', { name: msg(locale, 'watch.servers.legend') });
      await expect.poll(() => servers.getByRole('radio').count()).toBe(2);
      expect(await servers.getByText(msg(locale, 'watch.player.name'), { exact: true }).count()).toBe(1);
      expect(await servers.getByText(EXPECTED[locale].backup, { exact: true }).count()).toBe(1);
      expect(await servers.getByText('Marquee Player', { exact: false }).count()).toBe(0);
      // The player's own page says its name in the language too.
      const eyebrow = page.frameLocator('iframe[title]').first().locator('.eyebrow');
      await expect.poll(() => eyebrow.textContent()).toContain(msg(locale, 'watch.player.name'));
      await shot(page, `watch-${locale}-${vp}-servers`, servers);
    });
  });
});

describe('where to watch with TMDB data (a local fake)', () => {
  test.override('app', ({ serverEnv }, { onCleanup }) => startOnFakeTmdb(serverEnv, onCleanup));

  test('services link to TMDB’s page of the offers in the region, credited to JustWatch; a link that is not TMDB’s never reaches the page', {
    timeout: 360_000,
  }, async ({ open }) => {
    const us = (PROVIDERS.results as Record<string, { link: string }>).US!.link;
    for (const vp of ['desktop', 'phone'] as const) {
      const { page } = await open(vp);
      await page.goto('/movie/550');
      const watch = page.getByTestId('where-to-watch');
      const services = watch.locator('a[data-provider]');
      await services.first().waitFor();
      // Netflix and Hulu stream it, Apple TV rents and sells it: each a link to the same page.
      expect(await services.count()).toBe(4);
      for (const a of await services.all()) {
        expect(await a.getAttribute('href')).toBe(us);
        expect(await a.getAttribute('target')).toBe('_blank');
        expect(await a.getAttribute('rel')).toBe('noopener noreferrer');
      }
      expect(
        await watch
          .getByRole('link', { name: /^Netflix/ })
          .first()
          .textContent(),
      ).toContain(msg('en', 'people.watch.providerLink'));
      expect(await watch.getByText(msg('en', 'people.watch.attribution')).count()).toBe(1);
      await settle(page);
      await shot(page, `tmdb-where-to-watch-en-${vp}`, watch);
      await expectNoAxeViolations(page, `/movie/550 where to watch (${vp})`);

      // France's offers come with a link that is not TMDB's: the service is named, not linked.
      await watch.getByRole('combobox', { name: msg('en', 'people.watch.region') }).selectOption('FR');
      await watch.locator('[data-provider="Canal+"]').waitFor();
      expect(await watch.locator('a[data-provider]').count()).toBe(0);
      expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
      expect(await watch.getByText(msg('en', 'people.watch.attribution')).count()).toBe(1);
    }
  });
});
