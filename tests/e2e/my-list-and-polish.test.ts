import type { Page } from 'playwright-core';
import { test as base, describe, expect, type Login } from './fixtures';
import { screenshot, type ViewportName } from './helpers';

/**
 * Smaller polish: Sign In for visitors on My List and the phone top bar; Remove
 * with Undo; Continue after a finished episode; Settings tabs opening at their top on a
 * phone; focus rings for the keyboard only and not clipped;
 * row arrows that leave the first card uncovered.
 */
interface Show {
  id: number;
  title: string;
  seasons: { seasonNumber: number; episodeCount: number }[];
}

async function trpc<T>(
  baseUrl: string,
  proc: string,
  input: unknown,
  token?: string,
  method: 'GET' | 'POST' = 'GET',
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const url = `${baseUrl}/trpc/${proc}`;
  const r =
    method === 'GET'
      ? await fetch(input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`, {
          headers,
        })
      : await fetch(url, { method, headers, body: JSON.stringify(input) });
  if (!r.ok) throw new Error(`${proc}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { result: { data: T } }).result.data;
}

/** A movie and a show with at least two seasons of episodes, found once in the catalogue. */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpc<{ rows: { key: string; items: { id: number; title: string }[] }[] }>(
    server.baseUrl,
    'catalogue.home',
    undefined,
  );
  const movie = home.rows.find((r) => r.key === 'popularMovies')!.items[0]!;
  for (const item of home.rows.find((r) => r.key === 'popularTv')!.items) {
    const show = await trpc<Show>(server.baseUrl, 'catalogue.tvShow', { id: item.id });
    if (show.seasons.filter((x) => x.episodeCount > 1).length >= 2) return { movie, show };
  }
  throw new Error('no show with two seasons in the catalogue');
});

const progress = (baseUrl: string, token: string, input: Record<string, unknown>) =>
  trpc(baseUrl, 'history.progress', input, token, 'POST');

/** A new account signed in on a new page. */
async function signedIn(login: Login, viewport: ViewportName, role?: 'owner') {
  const account = await login({ viewport, role });
  return { ...account, context: account.page.context() };
}

describe.each<ViewportName>(['desktop', 'phone'])('My List, undo and focus polish (%s)', (vp) => {
  test('visitors get Sign In on My List, and on the phone top bar', async ({ open }) => {
    const { context, page } = await open(vp);
    await page.goto('/my-list');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Go to Home' }).isVisible()).toBe(true);
    // One term everywhere: the desktop header and the phone top bar both say Sign In.
    const topBarSignIn = page
      .locator('header')
      .getByRole('button', { name: 'Sign In' })
      .filter({ visible: true });
    expect(await topBarSignIn.count()).toBe(1);
    await screenshot(page, `my-list-visitor-${vp}`);
    await main.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Email or username/i).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    if (vp === 'phone') {
      await topBarSignIn.click();
      await dialog.getByLabel(/Email or username/i).waitFor();
    }
    await context.close();
  });

  test('Continue after a finished episode opens the next; Remove offers Undo', async ({
    app,
    login,
    titles: { movie, show },
  }) => {
    const { page, token, context } = await signedIn(login, vp);
    const [first, second] = show.seasons.filter((s) => s.episodeCount > 0);
    // The last episode of season 1, watched to the end: Continue goes on to season 2.
    await progress(app.baseUrl, token, {
      mediaId: String(show.id),
      mediaType: 'tv',
      season: first!.seasonNumber,
      episode: first!.episodeCount,
      position: 1790,
      duration: 1800,
    });
    await progress(app.baseUrl, token, {
      mediaId: String(movie.id),
      mediaType: 'movie',
      position: 600,
      duration: 6000,
    });
    const removals: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('history.remove')) removals.push(r.url());
    });
    await page.goto('/my-list');
    const list = page.getByRole('list', { name: 'Continue Watching' });
    const continueLink = list.getByRole('link', { name: /^Continue/ });
    await expect
      .poll(() => continueLink.getAttribute('href'))
      .toBe(`/watch/tv/${show.id}/${second!.seasonNumber}/1`);
    expect(await continueLink.textContent()).toContain(`S${second!.seasonNumber} · E1`);

    // Remove, then Undo: the title is back and its history was never touched.
    const items = list.locator(':scope > li');
    await expect.poll(() => items.count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${movie.title} from history` }).click();
    await expect.poll(() => items.count()).toBe(1);
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: `${movie.title} removed from history` });
    await toast.waitFor();
    await screenshot(page, `my-list-undo-${vp}`);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => items.count()).toBe(2);
    expect(removals).toEqual([]);

    // Remove again and let the toast run out: only then is the history removed.
    await page.getByRole('button', { name: `Remove ${movie.title} from history` }).click();
    await expect.poll(() => items.count()).toBe(1);
    const removed = page.waitForResponse((r) => r.url().includes('history.remove'), { timeout: 20_000 });
    expect(removals).toEqual([]);
    await removed;
    await toast.waitFor({ state: 'detached' });
    await page.reload();
    await list.getByRole('link', { name: show.title }).waitFor();
    expect(await list.getByRole('link', { name: movie.title }).count()).toBe(0);

    // The show's very last episode, finished, with earlier ones unwatched: the viewer watched
    // an earlier season, so Continue goes back to the first gap from that season on (the
    // shared next-up rule; a viewer of the last episode alone is caught up instead).
    const last = show.seasons.filter((s) => s.episodeCount > 0).at(-1)!;
    await progress(app.baseUrl, token, {
      mediaId: String(show.id),
      mediaType: 'tv',
      season: last.seasonNumber,
      episode: last.episodeCount,
      position: 1799,
      duration: 1800,
    });
    await page.reload();
    await expect
      .poll(() => continueLink.getAttribute('href'))
      .toBe(`/watch/tv/${show.id}/${first!.seasonNumber}/1`);
    // Every aired episode watched: Continue opens the show's page.
    await trpc(
      app.baseUrl,
      'marks.set',
      { mediaType: 'tv', mediaId: String(show.id), watched: true, scope: 'title' },
      token,
      'POST',
    );
    await page.reload();
    const viewShow = list.getByRole('link', { name: 'View show' });
    await expect.poll(() => viewShow.getAttribute('href')).toBe(`/tv/${show.id}`);
    await list.getByText('All watched').waitFor();
    await context.close();
  });

  test('tabs: rings for the keyboard only, inside the tab; Settings tabs open at their top', async ({
    login,
  }) => {
    // Staff, for the admin panel's tabs.
    const { context, page } = await signedIn(login, vp, 'owner');
    const ring = (p: Page) =>
      p.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const cs = getComputedStyle(el);
        return { role: el.getAttribute('role'), style: cs.outlineStyle, offset: cs.outlineOffset };
      });
    for (const [path, tab] of [
      ['/admin', 'Users'],
      ['/settings', 'Privacy'],
    ] as const) {
      await page.goto(path);
      const trigger = page.getByRole('tab', { name: tab });
      await trigger.waitFor();
      if (vp === 'phone') await trigger.tap();
      else await trigger.click();
      expect(await ring(page)).toMatchObject({ role: 'tab', style: 'none' });
      await screenshot(page, `tab-clicked-${path.slice(1)}-${vp}`);
      // The Settings sidebar is a vertical tab list on the desktop.
      await page.keyboard.press(path === '/settings' && vp === 'desktop' ? 'ArrowDown' : 'ArrowRight');
      await expect.poll(async () => (await ring(page)).style).toBe('solid');
      expect(await ring(page)).toMatchObject({ role: 'tab', offset: '-2px' });
      await screenshot(page, `tab-keyboard-${path.slice(1)}-${vp}`);
    }

    // From the bottom of a long panel, another tab opens at its top, under the tab bar.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Profile', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Profile', exact: true }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const advanced = page.getByRole('tab', { name: 'Advanced' });
    if (vp === 'phone') await advanced.tap();
    else await advanced.click();
    const heading = page.getByRole('tabpanel').getByRole('heading').first();
    await heading.waitFor();
    // On the phone the tab bar sticks at the top; the desktop sidebar scrolls with the page.
    const barBottom =
      vp === 'phone'
        ? await page
            .getByRole('tablist', { name: 'Settings sections' })
            .evaluate((el) => el.getBoundingClientRect().bottom)
        : 0;
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(barBottom - 1);
    expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight / 2));
    await screenshot(page, `settings-tab-top-${vp}`);
    await context.close();
  });

  test("row arrows' scrim never covers the first card shown", async ({ open }) => {
    const { context, page } = await open(vp);
    await page.goto('/');
    const row = page.locator('section[data-row="Popular Movies"]');
    await row.locator('[data-nav-card]').first().waitFor();
    const right = row.getByRole('button', { name: 'Scroll Popular Movies right' });
    const left = row.getByRole('button', { name: 'Scroll Popular Movies left' });
    for (let i = 0; i < 2; i++) {
      await right.click();
      await expect.poll(() => left.isEnabled()).toBe(true);
      // Wait for the scroll (and its snap) to come to rest.
      let last = -1;
      await expect
        .poll(async () => {
          const x = await row.locator('ul').evaluate((el) => el.scrollLeft);
          const still = x === last;
          last = x;
          return still;
        })
        .toBe(true);
      const arrowRight = await left.evaluate((el) => el.getBoundingClientRect().right);
      const covered = await row.locator('[data-nav-card]').evaluateAll(
        (cards, edge) =>
          cards.filter((c) => {
            const r = c.getBoundingClientRect();
            return r.left < edge && r.right > edge;
          }).length,
        arrowRight,
      );
      expect(covered).toBe(0);
    }
    await screenshot(page, `row-arrows-${vp}`);
    await context.close();
  });
});
