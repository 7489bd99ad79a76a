import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Continue Watching from ticks (issue 36): a show progressed by marking episodes on its page
 * is on Home and My List with its next episode; a show watched to its latest aired episode
 * says "Caught up" and opens the show's page instead of starting again.
 */
interface Show {
  id: number;
  title: string;
  seasons: { seasonNumber: number; episodeCount: number }[];
  lastAired: { season: number; episode: number } | null;
}

/** The demo's The Simpsons, with its latest aired episode. */
const test = base.extend('show', { scope: 'file' }, async ({ server }) => {
  const found = await trpcCall<{ results: { id: number; title: string }[] }>(
    server.baseUrl,
    'catalogue.search',
    { query: 'The Simpsons', type: 'tv' },
  );
  const id = found.results.find((r) => r.title === 'The Simpsons')!.id;
  const show = await trpcCall<Show>(server.baseUrl, 'catalogue.tvShow', { id });
  expect(show.lastAired).not.toBeNull();
  return { ...show, latest: show.lastAired! };
});

const continueRow = (page: Page) => page.getByRole('region', { name: 'Continue Watching' });

describe.each<ViewportName>(['desktop', 'phone'])('Continue Watching from ticks (%s)', (vp) => {
  test('a show progressed by ticks is on Home and My List with its next episode', async ({ login, show }) => {
    const { page } = await login({ viewport: vp });
    await page.goto(`/tv/${show.id}/1/1`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    for (const n of [1, 2]) {
      const check = page.getByRole('button', { name: `Mark S1 E${n} watched` });
      await check.click();
      await expect.poll(() => check.getAttribute('aria-pressed')).toBe('true');
    }

    await page.goto('/');
    const row = continueRow(page);
    await row.getByRole('link', { name: show.title }).waitFor();
    await row.getByText('S1 E3 next').waitFor();
    const go = row.getByRole('link', { name: /^Continue/ });
    expect(await go.getAttribute('href')).toBe(`/watch/tv/${show.id}/1/3`);

    await page.goto('/my-list');
    const list = page.getByRole('list', { name: 'Continue Watching' });
    await list.getByRole('link', { name: show.title }).waitFor();
    await list.getByText('S1 E3 next').waitFor();
    await expectNoAxeViolations(page, `My List with a ticked show (${vp})`);
  });

  test('a show watched to its latest aired episode says "Caught up" and opens the show', async ({
    app,
    login,
    open,
    show,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await trpcCall(
      app.baseUrl,
      'marks.set',
      { mediaType: 'tv', mediaId: String(show.id), watched: true, scope: 'episode', ...show.latest },
      token,
      true,
    );
    await page.goto('/');
    const row = continueRow(page);
    await row.getByText('Caught up', { exact: true }).waitFor();
    expect(await row.getByText(/S1 E1 next/).count()).toBe(0);
    const view = row.getByRole('link', { name: 'View show' });
    expect(await view.getAttribute('href')).toBe(`/tv/${show.id}`);
    await expectNoAxeViolations(page, `Home with a caught-up show (${vp})`);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `next-continue-caught-up-en-${vp}`);

    for (const locale of ['ar', 'ja']) {
      const other = (await open(vp, { token, locale })).page;
      await other.goto('/');
      const otherRow = other.locator('[data-row="continue"]');
      await otherRow.getByRole('link', { name: show.title }).first().waitFor();
      await other.waitForLoadState('networkidle');
      await otherRow.scrollIntoViewIfNeeded();
      await screenshot(other, `next-continue-caught-up-${locale}-${vp}`);
    }
  });
});
