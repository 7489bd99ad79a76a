import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Unfollow on Upcoming (issue 36): the row stays where it was, shown as unfollowed, and the
 * button under the pointer turns into Undo, so a second press never lands on another show.
 */
interface Card {
  id: number;
}
interface Show {
  id: number;
  status: string;
}

/** The demo's returning series (their runs air relative to today). */
const test = base.extend('returning', { scope: 'file' }, async ({ server }) => {
  const found: Show[] = [];
  for (let page = 1; page <= 3 && found.length < 12; page++) {
    const list = await trpcCall<{ results: Card[] }>(server.baseUrl, 'catalogue.tv', { filter: 'all', page });
    for (const card of list.results) {
      const show = await trpcCall<Show>(server.baseUrl, 'catalogue.tvShow', { id: card.id });
      if (show.status === 'Returning Series') found.push(show);
    }
  }
  return found;
});

/** Every row's button on the page, in order (Unfollow, or Undo once unfollowed). */
const rowButtons = (page: Page) => page.locator('#main-content li button');

async function followAll(baseUrl: string, token: string, shows: Show[]) {
  for (const show of shows)
    await trpcCall(baseUrl, 'follows.set', { mediaId: String(show.id), followed: true }, token, true);
}

describe.each<ViewportName>(['desktop', 'phone'])('Upcoming unfollow in place (%s)', (vp) => {
  test('the row stays with Undo under the pointer; nothing below moves', async ({
    app,
    login,
    open,
    returning,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await followAll(app.baseUrl, token, returning);
    await page.goto('/upcoming');
    await page.getByRole('heading', { level: 1, name: 'Upcoming' }).waitFor();
    const buttons = rowButtons(page);
    await expect.poll(() => buttons.count()).toBeGreaterThan(1);
    const count = await buttons.count();
    const first = buttons.first();
    const name = (await first.getAttribute('aria-label'))!.replace(/^Unfollow /, '');
    const before = await first.boundingBox();
    const nextBefore = await buttons.nth(1).boundingBox();

    await first.click();
    await expect.poll(() => first.getAttribute('aria-label')).toBe(`Undo: follow ${name} again`);
    expect(await buttons.count()).toBe(count);
    expect(await first.boundingBox()).toEqual(before);
    expect((await buttons.nth(1).boundingBox())?.y).toBe(nextBefore?.y);
    const followed = async () =>
      (
        await trpcCall<{ followed: boolean }>(
          app.baseUrl,
          'follows.status',
          { mediaId: await showIdOf(page) },
          token,
        )
      ).followed;
    await expect.poll(followed).toBe(false);
    await expectNoAxeViolations(page, `Upcoming after Unfollow (${vp})`);
    await screenshot(page, `next-upcoming-unfollowed-en-${vp}`);

    // Undo, pressed where Unfollow was, follows the show again.
    await first.click();
    await expect.poll(() => first.getAttribute('aria-label')).toBe(`Unfollow ${name}`);
    await expect.poll(followed).toBe(true);

    for (const locale of ['ar', 'ja']) {
      const other = (await open(vp, { token, locale })).page;
      await other.goto('/upcoming');
      const otherButtons = rowButtons(other);
      await expect.poll(() => otherButtons.count()).toBeGreaterThan(1);
      await otherButtons.first().click();
      await other.locator('#main-content li[data-unfollowed]').first().waitFor();
      await screenshot(other, `next-upcoming-unfollowed-${locale}-${vp}`);
      await otherButtons.first().click();
      await expect.poll(() => other.locator('#main-content li[data-unfollowed]').count()).toBe(0);
    }
  });
});

/** The show of the first row (its poster links to the show's page). */
async function showIdOf(page: Page): Promise<string> {
  const href = await page.locator('#main-content li a').first().getAttribute('href');
  return href!.split('/')[2]!;
}
