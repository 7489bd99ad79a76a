import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { msg, screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * The diary (issue 37): log a past viewing from a film page with the keyboard, see it in My
 * List's Diary tab under its month, log a rewatch (pre-ticked), delete with Undo; axe on the
 * tab and the dialog; Arabic (right to left) and Japanese pictures.
 */
interface Card {
  id: number;
  title: string;
}

const homeOf = (baseUrl: string) =>
  trpcCall<{ rows: { key: string; items: Card[] }[] }>(baseUrl, 'catalogue.home');
const test = base
  .extend('film', { scope: 'file' }, async ({ server }) => {
    return (await homeOf(server.baseUrl)).rows.find((r) => r.key === 'popularMovies')!.items[2]!;
  })
  .extend('show', { scope: 'file' }, async ({ server }) => {
    return (await homeOf(server.baseUrl)).rows.find((r) => r.key === 'popularTv')!.items[0]!;
  });

interface Entry {
  id: number;
  media_id: string;
  season: number | null;
  episode: number | null;
  watched_on: string;
  rewatch: boolean;
}
const diaryOf = async (baseUrl: string, token: string) =>
  (await trpcCall<{ entries: Entry[] }>(baseUrl, 'diary.list', { page: 1 }, token)).entries;

const entries = (page: Page) => page.getByTestId('diary-entry');

/** Today in the browser's zone (the dialog's default), YYYY-MM-DD. */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  });

describe.each<ViewportName>(['desktop', 'phone'])('Diary (%s)', (vp) => {
  test('logs a past viewing with the keyboard, shows it by month, logs a rewatch, deletes with Undo', async ({
    app,
    login,
    film,
  }) => {
    const { page, token } = await login({ viewport: vp });

    // Empty diary first: what to do.
    await page.goto('/my-list?tab=diary');
    await page.getByRole('heading', { name: 'Nothing logged yet' }).waitFor();
    await expectNoAxeViolations(page, `Diary tab, empty (${vp})`);
    await screenshot(page, `diary-empty-${vp}`);

    // The film page: "Log a viewing", all with the keyboard.
    await page.goto(`/movie/${film.id}`);
    const open = page.getByRole('button', { name: 'Log a viewing' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log a viewing' });
    await dialog.waitFor();
    const date = dialog.getByLabel('Date watched');
    expect(await date.inputValue()).toBe(await todayIn(page));
    expect(await date.getAttribute('max')).toBe(await todayIn(page));
    expect(await date.getAttribute('min')).toBe('1870-01-01');
    // A day in the future is refused under the field, nothing written.
    await date.fill('2999-01-01');
    await date.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('The date cannot be in the future.').waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, `Log a viewing dialog with an error (${vp})`);
    await screenshot(page, `diary-dialog-error-${vp}`);
    // 2 March 2019, typed into the date's fields (month, day, year in en-US).
    await date.focus();
    await page.keyboard.type('03022019');
    expect(await date.inputValue()).toBe('2019-03-02');
    // Tab through the date's fields (month, day, year) to the rating.
    const focused = () => page.evaluate(() => document.activeElement?.tagName);
    for (let i = 0; i < 4 && (await focused()) !== 'SELECT'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('SELECT');
    await dialog.getByLabel('Rating').selectOption('7');
    await page.keyboard.press('Tab'); // the rewatch mark: the first viewing, not ticked
    expect(await dialog.getByRole('checkbox', { name: 'Rewatch' }).isChecked()).toBe(false);
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Save
    await screenshot(page, `diary-dialog-${vp}`);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Added to your diary' }).waitFor();
    await expect.poll(async () => (await diaryOf(app.baseUrl, token)).length).toBe(1);
    const [first] = await diaryOf(app.baseUrl, token);
    expect(first).toMatchObject({ media_id: String(film.id), watched_on: '2019-03-02', rewatch: false });

    // The Diary tab: under March 2019, with its stars.
    await page.goto('/my-list?tab=diary');
    const march = page.getByRole('region', { name: 'March 2019' });
    await march.waitFor();
    await expect.poll(() => march.getByTestId('diary-entry').count()).toBe(1);
    expect(await march.getByTestId('diary-entry').innerText()).toContain(film.title);
    await march.getByRole('img', { name: '3½ stars' }).waitFor();
    await expectNoAxeViolations(page, `Diary tab (${vp})`);
    await screenshot(page, `diary-tab-${vp}`);

    // A rewatch today: the mark is ticked for us.
    await page.goto(`/movie/${film.id}`);
    await page.getByRole('button', { name: 'Log a viewing' }).click();
    await dialog.waitFor();
    const rewatch = dialog.getByRole('checkbox', { name: 'Rewatch' });
    await expect.poll(() => rewatch.isChecked()).toBe(true);
    await dialog.getByText('You logged it once before.').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await diaryOf(app.baseUrl, token)).length).toBe(2);
    expect((await diaryOf(app.baseUrl, token))[0]).toMatchObject({
      rewatch: true,
      watched_on: await todayIn(page),
    });

    await page.goto('/my-list?tab=diary');
    await expect.poll(() => entries(page).count()).toBe(2);
    await expect.poll(() => page.getByTestId('rewatch-mark').count()).toBe(1);
    expect(await entries(page).first().innerText()).toContain('Rewatch');
    await screenshot(page, `diary-rewatch-${vp}`);

    // Delete, then Undo: back, the server never asked.
    const removals: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('diary.remove')) removals.push(r.url());
    });
    const remove = page.getByRole('button', { name: `Delete ${film.title} from the diary` }).first();
    await remove.click();
    await expect.poll(() => entries(page).count()).toBe(1);
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: `${film.title} deleted from the diary` });
    await toast.waitFor();
    await screenshot(page, `diary-undo-${vp}`);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => entries(page).count()).toBe(2);
    expect(removals).toEqual([]);

    // Delete and dismiss: gone from the account, the March viewing stays.
    await page
      .getByRole('button', { name: `Delete ${film.title} from the diary` })
      .first()
      .click();
    const removed = page.waitForResponse((r) => r.url().includes('diary.remove'));
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    expect((await removed).ok()).toBe(true);
    await expect.poll(async () => (await diaryOf(app.baseUrl, token)).length).toBe(1);
    expect((await diaryOf(app.baseUrl, token))[0]!.watched_on).toBe('2019-03-02');
    await expect.poll(() => entries(page).count()).toBe(1);
  }, 240_000);

  test('logs an episode from the episode list of a show', async ({ app, login, show }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto(`/tv/${show.id}/1/2`);
    const button = page.getByRole('button', { name: 'Log S1 E2' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Log a viewing' });
    await dialog.waitFor();
    await dialog.getByText(/When did you watch S1 E2/).waitFor();
    await dialog.getByLabel('Date watched').fill('2023-11-05');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await diaryOf(app.baseUrl, token)).length).toBe(1);
    expect((await diaryOf(app.baseUrl, token))[0]).toMatchObject({
      media_id: String(show.id),
      season: 1,
      episode: 2,
      watched_on: '2023-11-05',
    });
    await page.goto('/my-list?tab=diary');
    const november = page.getByRole('region', { name: 'November 2023' });
    await november.waitFor();
    expect(await november.getByTestId('diary-entry').innerText()).toContain('S1 E2');
    await screenshot(page, `diary-episode-${vp}`);
  }, 120_000);

  for (const locale of ['ar', 'ja'] as const) {
    test(`reads in ${locale}: month names, stars and the dialog`, async ({ app, users, open, film }) => {
      const account = await users.create();
      for (const [day, rating, rewatch] of [
        ['2024-01-15', 9, false],
        ['2024-02-03', 4, true],
      ] as const)
        await trpcCall(
          app.baseUrl,
          'diary.add',
          { media_type: 'movie', media_id: String(film.id), watched_on: day, rating, rewatch },
          account.token,
          true,
        );
      const { page } = await open(vp, { token: account.token, locale });
      await page.goto('/my-list?tab=diary');
      const month = new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(2024, 1, 1));
      await page.getByRole('region', { name: month }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await page.getByRole('tab', { name: msg(locale, 'diary.title') }).waitFor();
      await expectNoAxeViolations(page, `Diary tab in ${locale} (${vp})`);
      await screenshot(page, `diary-tab-${locale}-${vp}`);
      await page
        .getByRole('button', { name: new RegExp(film.title) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await screenshot(page, `diary-edit-${locale}-${vp}`);
    }, 120_000);
  }
});
