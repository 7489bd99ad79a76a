import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Episode tracking (issue 29) in the browser: marking a season fills its progress bar and
 * checks every episode, Undo puts it back; an episode played to its end in the preview player
 * counts as watched, and Continue Watching on Home names the next one; a movie marked watched;
 * axe on the TV page with marks.
 */
interface Card {
  id: number;
  title: string;
}
interface Show {
  id: number;
  title: string;
  seasons: { seasonNumber: number; episodeCount: number }[];
}

/** A show whose season 1 has a few episodes, and a movie, found once in the catalogue. */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpcCall<{ rows: { key: string; items: Card[] }[] }>(server.baseUrl, 'catalogue.home');
  const movie = home.rows.find((r) => r.key === 'popularMovies')!.items[0]!;
  let show: (Show & { episodes: number }) | undefined;
  for (const card of home.rows.find((r) => r.key === 'popularTv')!.items) {
    const d = await trpcCall<Show>(server.baseUrl, 'catalogue.tvShow', { id: card.id });
    const one = d.seasons.find((s) => s.seasonNumber === 1);
    if (one && one.episodeCount >= 3 && one.episodeCount <= 30) {
      show = { ...d, episodes: one.episodeCount };
      break;
    }
  }
  expect(show).toBeDefined();
  return { movie, show: show! };
});

const marksOf = (baseUrl: string, token: string, id: number) =>
  trpcCall<{ episodes: [number, number][] }>(baseUrl, 'marks.forShow', { mediaId: String(id) }, token);

const progressText = (page: Page) =>
  page.getByRole('progressbar', { name: 'Season 1 watched' }).getAttribute('aria-valuetext');

const checks = (page: Page) => page.getByRole('button', { name: /^Mark S1 E\d+ watched$/ });

async function pressedCount(page: Page) {
  const all = await checks(page).all();
  let n = 0;
  for (const c of all) if ((await c.getAttribute('aria-pressed')) === 'true') n++;
  return n;
}

describe.each<ViewportName>(['desktop', 'phone'])('episode tracking (%s)', (vp) => {
  test('marks a season with Undo, names the next episode in Continue Watching, marks a movie', async ({
    app,
    login,
    titles: { movie, show },
  }) => {
    const { page, token } = await login({ viewport: vp });
    const n = show.episodes;

    await page.goto(`/tv/${show.id}`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    await expect.poll(() => progressText(page)).toBe(`0 of ${n} episodes watched`);
    await expect.poll(() => checks(page).count()).toBe(n);

    // Mark season watched: the bar says "N of N", every episode's check is on.
    await page.getByRole('button', { name: 'Mark season watched' }).click();
    await expect.poll(() => progressText(page)).toBe(`${n} of ${n} episodes watched`);
    await page.getByText(`${n} of ${n} episodes watched`).waitFor();
    await expect.poll(() => pressedCount(page)).toBe(n);
    await expect.poll(async () => (await marksOf(app.baseUrl, token, show.id)).episodes.length).toBe(n);
    await page.getByRole('button', { name: 'Mark season unwatched' }).waitFor();
    await screenshot(page, `tracking-season-${vp}`);

    // Undo sends back exactly what the change marked.
    // The first mark also says the show is now followed (its own toast with Undo): the
    // season's Undo is the one in the season's toast.
    await page.getByText('Season 1 marked watched').first().waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Season 1 marked watched' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect.poll(() => progressText(page)).toBe(`0 of ${n} episodes watched`);
    await expect.poll(() => pressedCount(page)).toBe(0);
    await expect.poll(async () => (await marksOf(app.baseUrl, token, show.id)).episodes.length).toBe(0);

    // One episode by its check; axe with marks on the page.
    const first = page.getByRole('button', { name: 'Mark S1 E2 watched' });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => progressText(page)).toBe(`1 of ${n} episodes watched`);
    await expectNoAxeViolations(page, `TV page with marks (${vp})`);
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await marksOf(app.baseUrl, token, show.id)).episodes.length).toBe(0);

    // Played to its end in the preview player: watched, and Continue Watching names the next.
    await page.goto(`/watch/tv/${show.id}/1/1`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    const pause = page.frameLocator('iframe').getByRole('button', { name: 'Pause' });
    await pause.waitFor({ timeout: 15_000 });
    await pause.press('End');
    await expect
      .poll(async () => (await marksOf(app.baseUrl, token, show.id)).episodes, { timeout: 15_000 })
      .toEqual([[1, 1]]);
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Continue Watching' });
    await list.getByText('S1 E2 next').waitFor({ timeout: 15_000 });
    await screenshot(page, `tracking-continue-${vp}`);

    // A movie marked watched.
    await page.goto(`/movie/${movie.id}`);
    await page.getByRole('button', { name: 'Mark watched' }).click();
    const watched = page.getByRole('button', { name: 'Watched' });
    await watched.waitFor();
    expect(await watched.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => trpcCall<string[]>(app.baseUrl, 'marks.movies', { ids: [String(movie.id)] }, token))
      .toEqual([String(movie.id)]);
  });
});
