import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from './fixtures';
import { gridCards, screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Offline and unreachable. A banner says so, screens waiting for data say why
 * instead of pulsing on, a detail page that cannot load offers a retry (only a title the
 * server says is missing goes to /404), and everything loads when the network returns,
 * without a reload.
 */
const banner = (page: Page) => page.getByTestId('offline-banner');
const context = (page: Page) => page.context();
const problem = (page: Page) => page.getByTestId('load-problem');

describe.each<ViewportName>(['desktop', 'phone'])('offline (%s)', (vp) => {
  test('banner, a retry instead of /404, a message instead of skeletons, recovery without a reload', async ({
    open,
  }) => {
    const { context, page } = await open(vp);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto('/tv');
    await gridCards(page).first().waitFor();
    // A first visit to a title, so its screen's code is here (the service worker keeps it in
    // the product; these tests run without one).
    await gridCards(page).first().click();
    await page
      .getByRole('link', { name: /Watch Now/ })
      .first()
      .waitFor();
    await page.goBack();
    await gridCards(page).first().waitFor();
    expect(await banner(page).count()).toBe(0);

    await context.setOffline(true);
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain('You are offline');

    // A title never loaded: a retry state, not "no longer available".
    const card = gridCards(page).nth(5);
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect.poll(() => problem(page).getAttribute('data-problem'), { timeout: 5000 }).toBe('offline');
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await page.getByRole('button', { name: 'Retry', exact: true }).isVisible()).toBe(true);
    await screenshot(page, `offline-detail-${vp}`);

    // The network returns: the page fills in by itself.
    await context.setOffline(false);
    await page
      .getByRole('link', { name: /Watch Now/ })
      .first()
      .waitFor();
    await banner(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(href);

    // Back to the list, offline again: what was loaded stays; a list never loaded says why.
    await context.setOffline(true);
    await page.goBack();
    await gridCards(page).first().waitFor();
    await page.getByLabel('Genre').selectOption({ label: 'Animation' });
    await expect.poll(() => problem(page).getAttribute('data-problem'), { timeout: 5000 }).toBe('offline');
    await screenshot(page, `offline-listing-${vp}`);
    await context.setOffline(false);
    await gridCards(page).first().waitFor();
    await banner(page).waitFor({ state: 'detached' });
    // One page load in all: everything after it happened inside the page.
    expect(loads).toHaveLength(1);
    await context.close();
  });

  test('server out of reach while the browser says online: banner, retry, recovery', async ({ open }) => {
    const { context, page } = await open(vp);
    await page.goto('/movies');
    await gridCards(page).first().waitFor();
    const card = gridCards(page).nth(3);
    const href = (await card.getAttribute('href'))!;

    await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
    // The app probes /health with backoff. While the server is "down" a probe fails; once it is
    // back, probes wait here until the test lets them through, so no probe can bring the page
    // back before Retry is pressed.
    let health: 'down' | 'held' | 'up' = 'down';
    const held: Route[] = [];
    await page.route('**/health', async (route) => {
      if (health === 'down') await route.abort('internetdisconnected');
      else if (health === 'held') held.push(route);
      else await route.continue();
    });
    await card.click();
    await expect
      .poll(() => problem(page).getAttribute('data-problem'), { timeout: 8000 })
      .toBe('unreachable');
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain('cannot be reached');
    expect(new URL(page.url()).pathname).toBe(href);
    await screenshot(page, `unreachable-detail-${vp}`);

    health = 'held';
    await page.unroute('**/trpc/**');
    // Retry asks the server at once instead of waiting for the next probe.
    const before = held.length;
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect.poll(() => held.length).toBeGreaterThan(before);
    health = 'up';
    for (const route of held.splice(0)) await route.continue();
    await page
      .getByRole('link', { name: /Watch Now/ })
      .first()
      .waitFor();
    await banner(page).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a part never loaded waits for the connection instead of failing the page; an offline notice still shows', async ({
    login,
    app,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await trpcCall(
      app.baseUrl,
      'profiles.create',
      { name: 'Mia', avatar: 'cat', maturity: 'kids' },
      token,
      true,
    );
    const toastsFetched = page.waitForRequest((r) => /\/assets\/NoticeToasts-/.test(r.url()));
    await page.goto('/profiles');
    await page.getByRole('button', { name: /^Mia/ }).waitFor();
    // The notices' code arrives once the page is idle, before anyone needs it.
    await toastsFetched;

    await context(page).setOffline(true);
    await banner(page).waitFor();
    await page.getByRole('button', { name: /^Mia/ }).click();
    await page.getByText('You are offline. Switch profiles when you are back online.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/profiles');

    // The Share menu's code was never fetched: the page stays, and the menu opens once the
    // connection is back.
    await context(page).setOffline(false);
    await page.goto('/movies');
    await gridCards(page).first().click();
    const share = page.getByRole('button', { name: 'Share' });
    await share.waitFor();
    await context(page).setOffline(true);
    await share.click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context(page).setOffline(false);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Copy link' }).waitFor();
  });

  test('search offline waits and runs when the network returns', async ({ open }) => {
    const { context, page } = await open(vp);
    await page.goto('/search');
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    await context.setOffline(true);
    await banner(page).waitFor();
    await page.getByRole('combobox').fill('star');
    await expect.poll(() => problem(page).getAttribute('data-problem'), { timeout: 5000 }).toBe('offline');
    expect(await page.getByText('Search failed').count()).toBe(0);
    await context.setOffline(false);
    await page.getByText(/results? for “star”/).waitFor();
    await banner(page).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a missing title still goes to /404', async ({ open }) => {
    const { context, page } = await open(vp);
    await page.goto('/movie/999999999');
    await page.waitForURL(/\/404$/);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await context.close();
  });
});
