import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { airDay, findShows } from './episode-titles';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * One air day per episode (issue 36): an episode still to come says "Airs Dec 7" on the TV
 * page and the watch page, on the day its airing instant falls on in the viewer's zone (the
 * day Upcoming groups it under), and its watch page plays nothing and records nothing; an
 * aired one says "Aired Nov 22"; Next Episode and autoplay never go to one still to come.
 */
const test = base.extend('shows', { scope: 'file' }, async ({ server }) => findShows(server.baseUrl));

const zoneOf = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
const historyOf = (baseUrl: string, token: string) =>
  trpcCall<{ media_id: string; season: number | null; episode: number | null }[]>(
    baseUrl,
    'history.list',
    { limit: 10 },
    token,
  );

describe.each<ViewportName>(['desktop', 'phone'])('air dates (%s)', (vp) => {
  test('an episode still to come says when it airs and does not play; Next stops before it', async ({
    app,
    login,
    shows: { upcoming },
  }) => {
    const { show, season, aired, unaired } = upcoming;
    const { page, token } = await login({ viewport: vp });
    await page.goto(`/watch/tv/${show.id}/${season}/${unaired.episodeNumber}`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    const zone = await zoneOf(page);
    const airs = airDay(unaired, zone);

    // In place of the player: when it airs and the way to the show's page; no player, no marks.
    const notYet = page.locator('[data-not-aired]');
    await notYet.getByText(`This episode airs ${airs}.`).waitFor();
    await notYet.getByRole('link', { name: 'Open the show’s page' }).waitFor();
    await page.getByText(`Airs ${airs}`, { exact: true }).first().waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark watched' }).count()).toBe(0);
    expect(await page.getByText(/Aired|\d{4}-\d{2}-\d{2}/).count()).toBe(0);
    await screenshot(page, `air-dates-not-yet-${vp}`);
    await expectNoAxeViolations(page, `the watch page of an episode still to come (${vp})`);
    // Opening it records nothing: Continue Watching is as it was.
    await page.waitForTimeout(1500);
    expect((await historyOf(app.baseUrl, token)).filter((e) => e.media_id === String(show.id))).toEqual([]);

    // The episode before it: aired, its day in the language's short form; Next stops there.
    await page.goto(`/watch/tv/${show.id}/${season}/${aired.episodeNumber}`);
    await page.locator('iframe').waitFor();
    await page.getByText(`Aired ${airDay(aired, zone)}`, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Next Episode' }).count()).toBe(0);
    await page.locator('[aria-disabled="true"]', { hasText: 'Next Episode' }).waitFor();
    // Played to its end: autoplay offers anything but the episode still to come.
    const pause = page.frameLocator('iframe').getByRole('button', { name: 'Pause' });
    await pause.waitFor({ timeout: 15_000 });
    await pause.press('End');
    const status = page.getByRole('status').filter({ hasText: /Up next:|every episode/ });
    await status.waitFor({ timeout: 15_000 });
    expect(await status.textContent()).not.toContain(`S${season} · E${unaired.episodeNumber}`);

    // The TV page names the same days, and offers no check for the one still to come.
    await page.goto(`/tv/${show.id}?season=${season}`);
    const list = page.getByRole('list', { name: `Season ${season} episodes` });
    await list.getByText(`Airs ${airs}`, { exact: true }).waitFor();
    await list.getByText(`Aired ${airDay(aired, zone)}`, { exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: `Mark S${season} E${unaired.episodeNumber} watched` }).count(),
    ).toBe(0);
    await page.getByRole('button', { name: `Mark S${season} E${aired.episodeNumber} watched` }).waitFor();
    // Chosen in the list, it is highlighted but offers nothing to play, and Watch Now keeps away from it.
    const card = list.locator(`a[href="/tv/${show.id}/${season}/${unaired.episodeNumber}"]`);
    await card.click();
    await expect.poll(() => card.getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: /^Watch Now/ }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('link', { name: /^Play S/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Watch Now/ }).getAttribute('href')).not.toBe(
      `/watch/tv/${show.id}/${season}/${unaired.episodeNumber}`,
    );
  });
});
