import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { findShows } from './episode-titles';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Choosing a season is looking, not watching (issue 36): on the watch page the season picker
 * lists the season's episodes and leaves the player, the address and Continue Watching as
 * they were; only choosing an episode plays it. On the TV page a season choice is not an
 * episode choice: Watch Now keeps to what is next up (also after a mark and a reload), and a
 * chosen episode gets its own Play button where the viewer is looking.
 */
const test = base.extend('shows', { scope: 'file' }, async ({ server }) => findShows(server.baseUrl));

type Entry = { media_id: string; season: number | null; episode: number | null };
const historyOf = async (baseUrl: string, token: string, id: number) => {
  const all = await trpcCall<Entry[]>(baseUrl, 'history.list', { limit: 10 }, token);
  return all.filter((e) => e.media_id === String(id)).map((e) => `${e.season}/${e.episode}`);
};
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const inView = (el: ReturnType<Page['locator']>) =>
  el.evaluate((n) => {
    const r = n.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

describe.each<ViewportName>(['desktop', 'phone'])('seasons (%s)', (vp) => {
  test('the watch page: choosing a season lists its episodes and plays nothing', async ({
    app,
    login,
    shows: { twoSeasons: show },
  }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto(`/watch/tv/${show.id}/1/2`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    const iframe = page.locator('iframe');
    await iframe.waitFor();
    const src = await iframe.getAttribute('src');
    await expect.poll(() => historyOf(app.baseUrl, token, show.id)).toEqual(['1/2']);
    const history = await trpcCall(
      app.baseUrl,
      'history.get',
      { mediaId: String(show.id), mediaType: 'tv' },
      token,
    );

    const picker = page.getByRole('combobox', { name: 'Choose a season' });
    await picker.click();
    await page.getByRole('option', { name: /^Season 2 / }).click();
    const region = page.getByRole('region', { name: 'Season 2 episodes' });
    await region.locator(`a[href="/watch/tv/${show.id}/2/1"]`).waitFor();
    expect(await region.locator('a[aria-current]').count()).toBe(0);
    await expect.poll(() => picker.textContent()).toMatch(/^Season 2 /);
    // The address, the player and the records stay with the episode playing.
    expect(path(page)).toBe(`/watch/tv/${show.id}/1/2`);
    expect(await iframe.getAttribute('src')).toBe(src);
    await page.getByText('S1 · E2', { exact: true }).first().waitFor();
    await page.waitForTimeout(1500);
    expect(await historyOf(app.baseUrl, token, show.id)).toEqual(['1/2']);
    expect(
      await trpcCall(app.baseUrl, 'history.get', { mediaId: String(show.id), mediaType: 'tv' }, token),
    ).toEqual(history);
    await screenshot(page, `watch-season-chosen-${vp}`);
    await expectNoAxeViolations(page, `the watch page with another season listed (${vp})`);

    // Choosing an episode plays it, and that is what is recorded.
    await region.locator(`a[href="/watch/tv/${show.id}/2/3"]`).click();
    await page.waitForURL((u) => u.pathname === `/watch/tv/${show.id}/2/3`);
    await expect.poll(() => iframe.getAttribute('src')).toContain(`/${show.id}/2/3`);
    await expect.poll(() => historyOf(app.baseUrl, token, show.id)).toEqual(['2/3']);
    await region.locator('a[aria-current]').getByText('Playing').waitFor();
  });

  test('the TV page: Watch Now keeps to next up after a season choice; a chosen episode says so beside it', async ({
    login,
    shows: { twoSeasons: show },
  }) => {
    const { page } = await login({ viewport: vp });
    await page.goto(`/tv/${show.id}`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    const watchNow = page.getByRole('link', { name: /^Watch Now/ });
    expect(await watchNow.getAttribute('href')).toBe(`/watch/tv/${show.id}/1/1`);

    await page.getByLabel('Season', { exact: true }).selectOption('2');
    await page.waitForURL((u) => u.search === '?season=2');
    expect(new URL(page.url()).pathname).toBe(`/tv/${show.id}`);
    const list = page.getByRole('list', { name: 'Season 2 episodes' });
    await list.waitFor();
    expect(await list.locator('[aria-current]').count()).toBe(0);
    // No episode chosen: Watch Now is still what is next up.
    expect(await watchNow.getAttribute('href')).toBe(`/watch/tv/${show.id}/1/1`);

    // Marking S2 E1 moves next up to S2 E2, and a reload keeps both the season and that.
    await page.getByRole('button', { name: 'Mark S2 E1 watched' }).click();
    await expect.poll(() => watchNow.getAttribute('href')).toBe(`/watch/tv/${show.id}/2/2`);
    await page.getByRole('link', { name: /^Watch Now\b.*S2 E2/ }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: /^Watch Now\b.*S2 E2/ }).waitFor();
    await list.waitFor();
    await screenshot(page, `tv-season-chosen-${vp}`);

    // An episode chosen in the list: highlighted, with its own Play button in view.
    const card = list.getByRole('link', { name: /^4\.|Episode 4/ }).first();
    await card.click();
    await page.waitForURL((u) => u.pathname === `/tv/${show.id}/2/4`);
    await expect.poll(() => card.getAttribute('aria-current')).toBe('page');
    const play = page.getByRole('link', { name: 'Play S2 E4' });
    await play.waitFor();
    expect(await play.getAttribute('href')).toBe(`/watch/tv/${show.id}/2/4`);
    expect(await inView(play)).toBe(true);
    expect(await watchNow.getAttribute('href')).toBe(`/watch/tv/${show.id}/2/4`);
    await screenshot(page, `tv-episode-chosen-${vp}`);
    await expectNoAxeViolations(page, `the TV page with an episode chosen (${vp})`);

    // The checks show their name on hover (a pointer) and on keyboard focus (any screen).
    const check = page.getByRole('button', { name: 'Mark S2 E3 watched' });
    const tip = check.locator('xpath=..').locator('[data-tooltip]');
    if (vp === 'desktop') {
      await check.hover();
      await expect.poll(() => tip.isVisible()).toBe(true);
      await page.mouse.move(0, 0);
      await expect.poll(() => tip.isVisible()).toBe(false);
    }
    await list
      .getByRole('link', { name: /^3\.|Episode 3/ })
      .first()
      .focus();
    await page.keyboard.press('Tab');
    expect(await check.evaluate((n) => n === document.activeElement)).toBe(true);
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toBe('Mark S2 E3 watched');
    await page.getByRole('button', { name: 'Mark show watched' }).click();
    await page.getByRole('button', { name: 'Mark show unwatched' }).click();
    await page.getByRole('button', { name: 'Mark show watched' }).waitFor();
  });
});
