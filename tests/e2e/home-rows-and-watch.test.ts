import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, VIEWPORTS, type ViewportName } from './helpers';

/**
 * Home's Continue Watching row, View All opening each row's own list, and the watch page of
 * the longest show: the playing episode beside (desktop) or right under (phone) the player.
 */
interface Show {
  id: number;
  title: string;
  seasons: { seasonNumber: number; episodeCount: number }[];
}

/** A movie, and the demo's longest show (most seasons): The Simpsons. */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpcCall<{ rows: { key: string; items: { id: number; title: string }[] }[] }>(
    server.baseUrl,
    'catalogue.home',
    undefined,
  );
  const movie = home.rows.find((r) => r.key === 'popularMovies')!.items[0]!;
  const found = await trpcCall<{ results: { id: number; title: string }[] }>(
    server.baseUrl,
    'catalogue.search',
    {
      query: 'The Simpsons',
      type: 'tv',
    },
  );
  const hit = found.results.find((r) => r.title === 'The Simpsons');
  if (!hit) throw new Error('The Simpsons is not in the demo catalogue');
  const show = await trpcCall<Show>(server.baseUrl, 'catalogue.tvShow', { id: hit.id });
  return { movie, show };
});

/** Whether the element is wholly inside the viewport. */
async function inViewport(selector: ReturnType<Page['locator']>, vp: ViewportName) {
  const box = await selector.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= VIEWPORTS[vp].height;
}

describe.each<ViewportName>(['desktop', 'phone'])('home rows and the watch page (%s)', (vp) => {
  test("a first watch logs no 404; Home's Continue Watching row comes first, remove with Undo", async ({
    app,
    login,
    titles: { movie, show },
  }) => {
    const { page, token } = await login({ viewport: vp });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`/watch/movie/${movie.id}`);
    await page.locator('iframe[title]').waitFor();
    await page.waitForResponse((r) => r.url().includes('history.get'), { timeout: 10_000 }).catch(() => {});
    expect(problems).toEqual([]);

    await trpcCall(
      app.baseUrl,
      'history.progress',
      { mediaId: String(movie.id), mediaType: 'movie', position: 600, duration: 6000 },
      token,
      true,
    );
    // Season 5's last episode, watched to the end: Continue goes on to season 6.
    const s5 = show.seasons.find((s) => s.seasonNumber === 5)!;
    await trpcCall(
      app.baseUrl,
      'history.progress',
      {
        mediaId: String(show.id),
        mediaType: 'tv',
        season: 5,
        episode: s5.episodeCount,
        position: 1790,
        duration: 1800,
      },
      token,
      true,
    );
    await page.goto('/');
    const row = page.locator('section[data-row="continue"]');
    await row.waitFor();
    // First on Home: before Recommended and the catalogue rows.
    expect(await page.locator('section[data-row]').first().getAttribute('data-row')).toBe('continue');
    const list = page.getByRole('list', { name: 'Continue Watching' });
    const items = list.locator(':scope > li');
    await expect.poll(() => items.count()).toBe(2);
    await expect
      .poll(() => list.getByRole('link', { name: /^Continue/ }).getAttribute('href'))
      .toBe(`/watch/tv/${show.id}/6/1`);
    await screenshot(page, `home-continue-${vp}`);
    await expectNoAxeViolations(page, `Home signed in (${vp})`);

    await page.getByRole('button', { name: `Remove ${movie.title} from history` }).click();
    await expect.poll(() => items.count()).toBe(1);
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: `${movie.title} removed from history` });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => items.count()).toBe(2);
    const entries = await trpcCall<unknown[]>(app.baseUrl, 'history.list', { limit: 20 }, token);
    expect(entries).toHaveLength(2);
  }, 180_000);

  test('a reload deep in a listing keeps the pages it had and its place', async ({ open }) => {
    const { page } = await open(vp);
    await page.goto('/movies');
    const cards = page.locator('ul[data-nav-row="grid"] [data-nav-card]');
    await cards.first().waitFor();
    // Load two more pages the way a reader does: scrolling to the trigger.
    for (let i = 0; i < 2; i++) {
      const before = await cards.count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    }
    const loaded = await cards.count();
    const deep = cards.nth(loaded - 10);
    await deep.scrollIntoViewIfNeeded();
    const href = await deep.getAttribute('href');
    const y = await page.evaluate(() => window.scrollY);
    // Where the card sat on screen (scrolled into view, it may sit on the screen's edge).
    const top = (await deep.boundingBox())!.y;
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(y - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 50);
    // The same card is where it was on screen: the pages above it came back whole.
    await expect
      .poll(async () => {
        const box = await page.locator(`[data-nav-card][href="${href}"]`).first().boundingBox();
        return box ? Math.abs(box.y - top) : Number.POSITIVE_INFINITY;
      })
      .toBeLessThan(50);
  });

  test("View All opens the row's own list under its name; Back returns to the row", async ({ open }) => {
    const { page } = await open(vp);
    for (const [title, href] of [
      ['Trending Now', '/movies?list=trending'],
      ['Netflix Originals', '/tv?list=netflix'],
      ['Prime Video', '/movies?list=prime'],
    ] as const) {
      await page.goto('/');
      const link = page.getByRole('link', { name: `View all: ${title}` });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await page.locator('ul[data-nav-row="grid"] [data-nav-card]').first().waitFor();
      if (title === 'Netflix Originals') await screenshot(page, `view-all-netflix-${vp}`);
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/');
      const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
      await expect.poll(() => inViewport(heading, vp), { timeout: 10_000 }).toBe(true);
    }
  });

  test('the longest show: the playing episode in the first screen with the next ones listed', async ({
    open,
    titles: { show },
  }) => {
    const { page } = await open(vp);
    await page.goto(`/watch/tv/${show.id}/5/20`);
    const panel = page.locator('[data-episode-panel]');
    const playing = panel.locator('a[aria-current]');
    await playing.waitFor();
    expect(await playing.getAttribute('href')).toBe(`/watch/tv/${show.id}/5/20`);
    await expect.poll(() => inViewport(playing, vp)).toBe(true);
    // The episodes after it are listed (no dead end) and reachable in the list.
    const s5 = show.seasons.find((s) => s.seasonNumber === 5)!;
    for (let e = 21; e <= s5.episodeCount; e++)
      await panel.locator(`a[href="/watch/tv/${show.id}/5/${e}"]`).waitFor({ state: 'attached' });
    await expect.poll(() => inViewport(panel.locator(`a[href="/watch/tv/${show.id}/5/21"]`), vp)).toBe(true);
    const player = await page.locator('iframe[title]').boundingBox();
    const box = await panel.boundingBox();
    if (vp === 'desktop') expect(box!.x).toBeGreaterThan(player!.x + player!.width - 1);
    else expect(box!.y).toBeGreaterThanOrEqual(player!.y + player!.height - 1);
    await screenshot(page, `watch-simpsons-${vp}`);
    await expectNoAxeViolations(page, `the watch page (${vp})`);

    // One compact season picker, each season with its count; choosing one lists its episodes
    // and plays nothing (the address stays with the episode playing).
    const picker = page.getByRole('combobox', { name: 'Choose a season' });
    expect(await picker.textContent()).toMatch(/Season 5 \(\d+ episodes\)/);
    await picker.click();
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBe(show.seasons.length);
    const widths = new Set(
      await options.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width))),
    );
    expect(widths.size).toBe(1);
    await screenshot(page, `watch-season-picker-${vp}`);
    await page.getByRole('option', { name: /^Season 6 / }).click();
    await page
      .getByRole('region', { name: 'Season 6 episodes' })
      .locator(`a[href="/watch/tv/${show.id}/6/1"]`)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/watch/tv/${show.id}/5/20`);
  });
});

describe('words on the watch page', () => {
  test.for(['ar', 'ja'])('season and episode labels in %s', async (locale, { open, titles: { show } }) => {
    const { page } = await open('desktop', { locale });
    await page.goto(`/watch/tv/${show.id}/5/20`);
    const panel = page.locator('[data-episode-panel]');
    await panel.locator('a[aria-current]').waitFor();
    const text = (await panel.textContent()) ?? '';
    expect(text).not.toMatch(/Season|Episode|episodes/);
    await screenshot(page, `watch-simpsons-${locale}`);
  });
});
