import type { Page } from 'playwright-core';
import { describe, expect, test } from './fixtures';
import { gridCards, screenshot, type ViewportName } from './helpers';

/**
 * Listing and search state live in the address, and Back returns to the same list
 * at the same scroll position; a shared filtered address opens the same list.
 */
/** Which page of how many the summary says is shown (" · Page 3 of 25"). */
async function pageOf(page: Page): Promise<[number, number] | null> {
  const text =
    (await page
      .getByText(/ · Page [\d,]+ of [\d,]+/)
      .textContent()
      .catch(() => null)) ?? '';
  const m = text.match(/Page ([\d,]+) of ([\d,]+)/);
  return m ? [Number(m[1]!.replace(/,/g, '')), Number(m[2]!.replace(/,/g, ''))] : null;
}

/**
 * Scrolls to the load-more trigger until at least `want` cards are shown (or the summary
 * says the last page is in), then moves back up the list and waits until no page is on its
 * way and the count holds still, so the count read next is the one Back must restore.
 */
async function loadAtLeast(page: Page, want: number, more: string) {
  const trigger = page.getByText(more);
  await expect
    .poll(
      async () => {
        if ((await gridCards(page).count()) >= want) return true;
        const at = await pageOf(page);
        if (at && at[0] >= at[1]) return true;
        if (await trigger.count()) await trigger.scrollIntoViewIfNeeded().catch(() => {});
        return false;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
  const n = await gridCards(page).count();
  await gridCards(page)
    .nth(Math.max(0, n - 30))
    .scrollIntoViewIfNeeded();
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await gridCards(page).count();
        const settled = now === last && (await page.getByText('Loading more').count()) === 0;
        last = now;
        return settled;
      },
      { timeout: 30_000, interval: 750 },
    )
    .toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe.each<ViewportName>(['desktop', 'phone'])('listing state in the URL (%s)', (vp) => {
  // The demo TV catalogue is small: its biggest genre (Drama, 90 shows) stands in for Comedy.
  test.for([
    ['movie', '/movies', 'Scroll down for more movies', 'Top Rated', 'Comedy', null, 120],
    ['tv', '/tv', 'Scroll down for more TV shows', null, 'Drama', 'name.asc', 90],
  ] as const)(
    '%s: filter, scroll, open, Back restores filters, count and scroll',
    async ([kind, path, more, quick, genreName, sort, want], { open }) => {
      const { context, page } = await open(vp);
      await page.goto(path);
      await page.getByText(/Page 1 of \d+/).waitFor();

      if (quick) await page.getByRole('button', { name: quick, exact: true }).click();
      const genre = page.getByLabel('Genre');
      await genre.locator('option').nth(1).waitFor({ state: 'attached' });
      const genreId = await genre.locator('option', { hasText: genreName }).getAttribute('value');
      await genre.selectOption(genreId!);
      if (sort) await page.getByLabel('Sort By').selectOption(sort);
      const params = [
        quick && `filter=${quick.toLowerCase().replace(' ', '_')}`,
        `genre=${genreId}`,
        sort && `sort=${sort}`,
      ].filter(Boolean);
      const address = new RegExp(`${path}\\?${params.join('&').replace('.', '\\.')}$`);
      // Filters replace the entry: the address carries them, and history does not grow.
      await page.waitForURL(address);
      const historyLength = await page.evaluate(() => history.length);
      await page.getByText(/Page 1 of \d+/).waitFor();

      await loadAtLeast(page, want, more);
      const count = await gridCards(page).count();
      const pageText = await page.getByText(/ · Page \d+ of \d+/).textContent();
      // Somewhere down the list, not at the very end (the trigger there would load yet more).
      const target = gridCards(page).nth(Math.max(0, count - 30));
      await target.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -100));
      const y = await scrollY(page);
      expect(y).toBeGreaterThan(1000);
      const href = await target.getAttribute('href');
      const rowHeight = await target.evaluate((el) => el.getBoundingClientRect().height);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);

      await target.click();
      await page.waitForURL(new RegExp(`${href}$`));
      await page
        .getByRole('link', { name: /Watch Now/ })
        .first()
        .waitFor();
      await page.goBack();

      await page.waitForURL(address);
      expect(await genre.inputValue()).toBe(genreId);
      if (quick)
        expect(
          await page.getByRole('button', { name: quick, exact: true }).getAttribute('aria-pressed'),
        ).toBe('true');
      if (sort) expect(await page.getByLabel('Sort By').inputValue()).toBe(sort);
      await expect.poll(() => gridCards(page).count()).toBe(count);
      // Within one card row of where it was; the page the count names follows the scroll.
      await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThan(rowHeight);
      await expect.poll(() => page.getByText(/ · Page \d+ of \d+/).textContent()).toBe(pageText);
      await screenshot(page, `listing-back-restored-${kind}-${vp}`);
      await context.close();
    },
  );

  test('a shared filtered address opens the same list; bad values fall back to the defaults', async ({
    open,
  }) => {
    const { context, page } = await open(vp);
    await page.goto('/movies?filter=latest&genre=35&sort=title.asc');
    await page.getByText(/Page 1 of \d+/).waitFor();
    expect(await page.getByLabel('Genre').inputValue()).toBe('35');
    expect(await page.getByLabel('Sort By').inputValue()).toBe('title.asc');
    expect(await page.getByRole('button', { name: 'Latest', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await gridCards(page).first().waitFor();
    const shared = await gridCards(page).locator('p[data-content]').allTextContents();

    // The same list reached by hand.
    const other = await open(vp);
    await other.page.goto('/movies');
    await other.page.getByText(/Page 1 of \d+/).waitFor();
    await other.page.getByRole('button', { name: 'Latest', exact: true }).click();
    await other.page.getByLabel('Genre').selectOption('35');
    await other.page.getByLabel('Sort By').selectOption('title.asc');
    await other.page.waitForURL(/\/movies\?filter=latest&genre=35&sort=title\.asc$/);
    await other.page.getByText(/Page 1 of \d+/).waitFor();
    await expect
      .poll(() => gridCards(other.page).locator('p[data-content]').allTextContents())
      .toEqual(shared);
    await other.context.close();

    // Tampered values: the page opens with defaults and writes the canonical address.
    await page.goto('/movies?filter=bogus&genre=abc&sort=name.asc&q=');
    await page.getByText(/Page 1 of \d+/).waitFor();
    await page.waitForURL(/\/movies$/);
    expect(await page.getByLabel('Genre').inputValue()).toBe('');
    expect(await page.getByLabel('Sort By').inputValue()).toBe('popularity.desc');
    await context.close();
  });

  test('the in-page search is in the address and offers all of its results', async ({ open }) => {
    const { context, page } = await open(vp);
    await page.goto('/movies');
    await page.getByText(/Page 1 of \d+/).waitFor();
    await page.getByLabel('Search movies').fill('star');
    await page.waitForURL(/\/movies\?q=star$/);
    const summary = page.getByText(/results? for “star”/);
    await summary.waitFor();
    const total = Number((await summary.textContent())!.match(/^([\d,]+)/)![1]!.replace(/,/g, ''));
    const shown = await gridCards(page).count();
    if (total > shown) {
      const seeAll = page.getByRole('link', { name: `See all ${total} results` });
      await seeAll.scrollIntoViewIfNeeded();
      await screenshot(page, `listing-search-see-all-${vp}`);
      await seeAll.click();
      await page.waitForURL(/\/search\?q=star&type=movie$/);
      await page.getByText(/results? for “star”/).waitFor();
      await page.goBack();
      await page.waitForURL(/\/movies\?q=star$/);
      expect(await page.getByLabel('Search movies').inputValue()).toBe('star');
    }
    // Reloading keeps the search.
    await page.reload();
    await summary.waitFor();
    expect(await page.getByLabel('Search movies').inputValue()).toBe('star');
    await context.close();
  });

  test('search: Back restores the scroll position', async ({ open }) => {
    const { context, page } = await open(vp);
    await page.goto('/search?q=the');
    await page.getByText(/results? for “the”/).waitFor();
    await loadAtLeast(page, 60, 'Scroll down for more results');
    const count = await gridCards(page).count();
    const target = gridCards(page).nth(Math.max(0, count - 12));
    await target.scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    expect(y).toBeGreaterThan(800);
    const rowHeight = await target.evaluate((el) => el.getBoundingClientRect().height);
    await target.click();
    // Back at once, before the title's screen has even drawn, and again once it has.
    await page.waitForURL(/\/(movie|tv)\/\d+$/);
    await page.goBack();
    await page.waitForURL(/\/search\?q=the$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThan(rowHeight);
    await target.click();
    await page
      .getByRole('link', { name: /Watch Now/ })
      .first()
      .waitFor();
    await page.goBack();
    await page.waitForURL(/\/search\?q=the$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThan(rowHeight);
    await context.close();
  });
});
