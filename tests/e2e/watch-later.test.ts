import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Watch Later (issue 26): saving from a detail page, a card and the watch page; the tab's
 * order, sorts and Remove with Undo; a second browser of the same account; a visitor's list
 * merged on sign-in; the list through Export and Import Settings; axe on the tab.
 */
interface Card {
  id: number;
  title: string;
  posterPath: string | null;
  date: string;
}

/** Two movies and a show, found once in the catalogue. */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpcCall<{ rows: { key: string; items: Card[] }[] }>(server.baseUrl, 'catalogue.home');
  const movies = home.rows.find((r) => r.key === 'popularMovies')!.items;
  const show = home.rows.find((r) => r.key === 'popularTv')!.items[0]!;
  return { detailMovie: movies[0]!, cardMovie: movies[1]!, show };
});

type Saved = { mediaType: string; mediaId: string; title: string | null };
const savedList = (baseUrl: string, token: string) =>
  trpcCall<Saved[]>(baseUrl, 'watchLater.list', undefined, token);

const tab = (page: Page) => page.getByRole('list', { name: 'Watch Later' });
const savedTitles = (page: Page) => tab(page).locator(':scope > li').allInnerTexts();

/** Saves with the card's own toggle on the movies listing (hover first where there is hover). */
async function saveFromCard(page: Page, title: string, vp: ViewportName) {
  await page.goto('/movies');
  const card = page.locator('[data-nav-card]').filter({ hasText: title }).first();
  await card.waitFor();
  const wrapper = card.locator('xpath=..');
  if (vp === 'desktop') await card.hover();
  const save = wrapper.getByRole('button', { name: `Save ${title} to My List` });
  expect(await save.getAttribute('aria-pressed')).toBe('false');
  await save.click();
  await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
  await screenshot(page, `watch-later-card-${vp}`);
}

describe.each<ViewportName>(['desktop', 'phone'])('Watch Later (%s)', (vp) => {
  test('saves from a detail page, a card and the watch page; the tab lists, sorts, removes with Undo', async ({
    app,
    login,
    titles: { detailMovie, cardMovie, show },
  }) => {
    const { page, token, username, password } = await login({ viewport: vp });

    await page.goto(`/movie/${detailMovie.id}`);
    const save = page.getByRole('button', { name: 'Save to My List' });
    await save.click();
    const saved = page.getByRole('button', { name: 'Saved' });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await savedList(app.baseUrl, token)).length).toBe(1);
    await screenshot(page, `watch-later-detail-${vp}`);

    await saveFromCard(page, cardMovie.title, vp);
    await expect.poll(async () => (await savedList(app.baseUrl, token)).length).toBe(2);

    await page.goto(`/watch/tv/${show.id}/1/1`);
    await page.getByRole('heading', { name: show.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save to My List' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await expect.poll(async () => (await savedList(app.baseUrl, token)).length).toBe(3);
    await screenshot(page, `watch-later-watch-page-${vp}`);

    // Newest first.
    await page.goto('/my-list?tab=watchlater');
    await expect.poll(() => savedTitles(page).then((l) => l.length)).toBe(3);
    const order = await savedTitles(page);
    expect(order[0]).toContain(show.title);
    expect(order[1]).toContain(cardMovie.title);
    expect(order[2]).toContain(detailMovie.title);
    await expectNoAxeViolations(page, `Watch Later tab (${vp})`);
    await screenshot(page, `watch-later-tab-${vp}`);

    // By title: the reader's alphabetical order.
    await page.getByLabel('Sort by').selectOption('title');
    const byTitle = [show.title, cardMovie.title, detailMovie.title].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
    );
    const shown = await savedTitles(page);
    for (const [i, title] of byTitle.entries()) expect(shown[i]).toContain(title);
    await page.getByLabel('Sort by').selectOption('added');

    // Remove, then Undo: back, and the server was never asked.
    const removals: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('watchLater.remove')) removals.push(r.url());
    });
    await page.getByRole('button', { name: `Remove ${cardMovie.title} from My List` }).click();
    await expect.poll(() => savedTitles(page).then((l) => l.length)).toBe(2);
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: `${cardMovie.title} removed from My List` });
    await toast.waitFor();
    await screenshot(page, `watch-later-undo-${vp}`);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => savedTitles(page).then((l) => l.length)).toBe(3);
    expect((await savedTitles(page))[1]).toContain(cardMovie.title);
    expect(removals).toEqual([]);

    // Remove and dismiss: now it is gone from the account.
    await page.getByRole('button', { name: `Remove ${cardMovie.title} from My List` }).click();
    const removed = page.waitForResponse((r) => r.url().includes('watchLater.remove'));
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    expect((await removed).ok()).toBe(true);
    await expect.poll(async () => (await savedList(app.baseUrl, token)).length).toBe(2);

    // A second browser signed in to the same account sees the same list.
    const other = await login({ as: { username, password }, viewport: vp });
    await other.page.goto('/my-list?tab=watchlater');
    await expect.poll(() => savedTitles(other.page).then((l) => l.length)).toBe(2);
    const there = await savedTitles(other.page);
    expect(there[0]).toContain(show.title);
    expect(there[1]).toContain(detailMovie.title);
  }, 240_000);

  test("a visitor's saved titles join the account on sign-in", async ({
    app,
    open,
    users,
    titles: { detailMovie, show },
  }) => {
    const account = await users.create();
    const { page } = await open(vp);
    await page.goto(`/tv/${show.id}`);
    await page.getByRole('button', { name: 'Save to My List' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await page.goto(`/movie/${detailMovie.id}`);
    await page.getByRole('button', { name: 'Save to My List' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    await page.goto('/my-list');
    await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email or username', { exact: true }).fill(account.username);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await savedList(app.baseUrl, account.token)).length).toBe(2);
    // The browser's copy goes once the merge's answer is back, a moment after the server has them.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('marquee_watch_later'))).toBe('[]');

    await page.goto('/my-list?tab=watchlater');
    await expect.poll(() => savedTitles(page).then((l) => l.length)).toBe(2);
    expect((await savedTitles(page))[0]).toContain(detailMovie.title);
  });

  test('Export Settings carries the list and Import Settings brings it back', async ({
    app,
    login,
    titles: { detailMovie, show },
  }) => {
    const { page, token } = await login({ viewport: vp });
    for (const [mediaType, t] of [
      ['tv', show],
      ['movie', detailMovie],
    ] as const)
      await trpcCall(
        app.baseUrl,
        'watchLater.add',
        { mediaType, mediaId: String(t.id), title: t.title },
        token,
        true,
      );
    const before = await savedList(app.baseUrl, token);

    await page.goto('/settings?tab=advanced');
    await page.getByRole('button', { name: 'Export Settings' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Settings' }).click(),
    ]);
    const file = path.join(tmpdir(), `wl-${vp}-${Date.now()}.json`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.version).toBe('1.0');
    expect(exported.watchLater).toEqual(before);

    for (const i of before)
      await trpcCall(
        app.baseUrl,
        'watchLater.remove',
        { mediaType: i.mediaType, mediaId: i.mediaId },
        token,
        true,
      );
    expect(await savedList(app.baseUrl, token)).toEqual([]);

    await page.getByLabel('Settings file to import').setInputFiles(file);
    await page.getByText('Settings imported; 2 titles added to My List').waitFor();
    expect(await savedList(app.baseUrl, token)).toEqual(before);
  });
});

test.for([
  ['ar', 'desktop'],
  ['ja', 'phone'],
] as const)(
  'the tab and the save control read in %s (%s)',
  async ([locale, vp], { app, open, users, titles }) => {
    const account = await users.create();
    for (const t of [titles.show, titles.detailMovie])
      await trpcCall(
        app.baseUrl,
        'watchLater.add',
        {
          mediaType: t === titles.show ? 'tv' : 'movie',
          mediaId: String(t.id),
          title: t.title,
          posterPath: t.posterPath,
          date: t.date,
        },
        account.token,
        true,
      );
    const { page } = await open(vp, { locale, token: account.token });
    await page.goto('/my-list?tab=watchlater');
    const list = page.locator('main ul').filter({ has: page.locator('[data-testid="saved-title"]') });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(2);
    await expectNoAxeViolations(page, `Watch Later tab (${locale}, ${vp})`);
    await screenshot(page, `watch-later-tab-${locale}-${vp}`);
    await page.goto(`/movie/${titles.detailMovie.id}`);
    await page.locator('button[aria-pressed="true"]').first().waitFor();
    await screenshot(page, `watch-later-detail-${locale}-${vp}`);
  },
);
