import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Upcoming (issue 29): a followed returning series' next episode is listed under its day;
 * the page is reached from the header (desktop), the menu panel (phone) and My List; the
 * calendar feed's address is created, copied, rotated (the old one answers 404) and revoked
 * in Settings.
 */

interface Card {
  id: number;
}
interface Show {
  id: number;
  title: string;
  status: string;
}

/**
 * The demo catalogue's returning series: their runs air relative to today, so on a given day
 * some have an episode in the next 60 days and others only aired ones.
 */
const test = base.extend('returning', { scope: 'file' }, async ({ server }) => {
  const found: Show[] = [];
  for (let page = 1; page <= 5 && found.length < 12; page++) {
    const list = await trpcCall<{ results: Card[] }>(server.baseUrl, 'catalogue.tv', { filter: 'all', page });
    for (const card of list.results) {
      const show = await trpcCall<Show>(server.baseUrl, 'catalogue.tvShow', { id: card.id });
      if (show.status === 'Returning Series') found.push(show);
    }
  }
  if (found.length === 0) throw new Error('no returning series in the demo catalogue');
  return found;
});

interface Upcoming {
  days: { episodes: { showId: string }[] }[];
}

/** Follows returning series until one has an episode in the next 60 days; the others are unfollowed again. */
async function followOneAiring(baseUrl: string, token: string, shows: Show[]): Promise<Show> {
  for (const show of shows) {
    await trpcCall(baseUrl, 'follows.set', { mediaId: String(show.id), followed: true }, token, true);
    const answer = await trpcCall<Upcoming>(baseUrl, 'upcoming.list', { timeZone: 'UTC' }, token);
    if (answer.days.some((d) => d.episodes.some((e) => e.showId === String(show.id)))) return show;
    await trpcCall(baseUrl, 'follows.set', { mediaId: String(show.id), followed: false }, token, true);
  }
  throw new Error('no returning series airs in the next 60 days');
}

const upcomingList = (page: Page) => page.locator('#main-content');

/** Reaches Upcoming from the header (desktop) or the menu panel (phone). */
async function openFromHeader(page: Page, vp: ViewportName) {
  await page.goto('/');
  if (vp === 'desktop') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upcoming' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Upcoming' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Upcoming' }).waitFor();
}

describe.each<ViewportName>(['desktop', 'phone'])('Upcoming (%s)', (vp) => {
  test("lists a followed show's episode under its day; reached from the header and My List", async ({
    login,
    app,
    returning,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await openFromHeader(page, vp);
    // Following nothing yet: the page says how to follow.
    await page.getByRole('heading', { name: "You don't follow any shows yet" }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Open My List' }).count()).toBe(1);
    await screenshot(page, `upcoming-empty-${vp}`);

    const airing = await followOneAiring(app.baseUrl, token, returning);
    await page.goto('/my-list');
    await page.getByRole('link', { name: 'Upcoming' }).filter({ visible: true }).last().click();
    await page.waitForURL('**/upcoming');
    // Under a day heading of the next 60 days.
    const days = upcomingList(page).locator('section[data-day]');
    const day = days.filter({ has: page.getByRole('link', { name: airing.title }) }).first();
    await day.waitFor();
    const heading = await day.getByRole('heading', { level: 3 }).innerText();
    expect(heading).toMatch(/^(Today|Tomorrow|[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2})$/);
    await expect
      .poll(() =>
        day
          .getByRole('link', { name: /^S\d+ E\d+/ })
          .first()
          .getAttribute('href'),
      )
      .toMatch(new RegExp(`^/watch/tv/${airing.id}/\\d+/\\d+$`));
    await screenshot(page, `upcoming-${vp}`);
    await expectNoAxeViolations(page, `upcoming (${vp})`);
  });

  test('the calendar link: created, copied, rotated (the old one stops) and revoked in Settings', async ({
    login,
    app,
  }) => {
    const { page } = await login({ viewport: vp });
    const context = page.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await page.goto('/settings?tab=privacy');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Calendar feed' }) });
    await section.getByRole('button', { name: 'Create calendar link' }).click();
    const address = section.getByLabel('Calendar address');
    await address.waitFor();
    const first = await address.inputValue();
    expect(first).toMatch(new RegExp(`^${app.baseUrl}/calendar/[^/]+\\.ics$`));
    expect(await section.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      first.replace(/^http:/, 'webcal:'),
    );

    await section.getByRole('button', { name: 'Copy' }).click();
    await section.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await screenshot(page, `upcoming-calendar-settings-${vp}`);

    await section.getByRole('button', { name: 'Rotate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make new link' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(first);
    const second = await address.inputValue();
    expect((await fetch(first)).status).toBe(404);

    await section.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await section.getByRole('button', { name: 'Create calendar link' }).waitFor();
    expect((await fetch(second)).status).toBe(404);
  });
});
