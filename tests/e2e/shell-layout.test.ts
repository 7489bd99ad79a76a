import type { Locator, Page } from 'playwright-core';
import arShell from '../../src/shared/i18n/catalogs/ar/shell.json';
import enShell from '../../src/shared/i18n/catalogs/en/shell.json';
import jaShell from '../../src/shared/i18n/catalogs/ja/shell.json';
import { test as base, describe, expect } from './fixtures';
import { screenshot, settle, trpcCall, VIEWPORTS, type ViewportName } from './helpers';

/**
 * The frame around every screen: nothing widens the page past a phone's screen (several
 * Continue Watching cards, right to left, a long word); the search buttons put the focus in
 * the search box; card titles on two lines; a card's save toggle reached by keyboard; every
 * row of the phone menu reachable; Undo toasts that wait.
 */
type Row = { key: string; items: { id: number; title: string }[] };

/** Two films and two shows of the demo's popular rows. */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpcCall<{ rows: Row[] }>(server.baseUrl, 'catalogue.home', undefined);
  const row = (key: string) => home.rows.find((r) => r.key === key)!.items;
  const movies = row('popularMovies').slice(0, 2);
  const shows = row('popularTv').slice(0, 2);
  return { movies, shows };
});

type Titles = { movies: { id: number }[]; shows: { id: number }[] };

/** Four titles in the account's Continue Watching. */
async function continueFour(baseUrl: string, token: string, { movies, shows }: Titles) {
  for (const m of movies)
    await trpcCall(
      baseUrl,
      'history.progress',
      { mediaId: String(m.id), mediaType: 'movie', position: 600, duration: 6000 },
      token,
      true,
    );
  for (const s of shows)
    await trpcCall(
      baseUrl,
      'history.progress',
      { mediaId: String(s.id), mediaType: 'tv', season: 1, episode: 2, position: 300, duration: 1800 },
      token,
      true,
    );
}

const SHELL = { en: enShell, ar: arShell, ja: jaShell } as const;

/** The page's width against the screen's, and where the phone's tab bar and its My List link are. */
async function widths(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    return { scroll: doc.scrollWidth, client: doc.clientWidth, inner: window.innerWidth };
  });
}

async function expectScreenWide(page: Page, vp: ViewportName, where: string, locale: keyof typeof SHELL) {
  // Rows drawn on the way down (content-visibility) count too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
  const w = await widths(page);
  expect(w.scroll, `${where}: the page is as wide as the screen`).toBeLessThanOrEqual(w.client);
  // A phone zooms out to show a page wider than its screen.
  expect(w.inner, `${where}: the phone did not zoom out`).toBe(VIEWPORTS[vp].width);
  if (vp !== 'phone') return;
  const bar = page.getByRole('navigation', { name: SHELL[locale]['shell.nav.primary'], exact: true });
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height, `${where}: the tab bar is on screen`).toBeLessThanOrEqual(
    VIEWPORTS.phone.height + 1,
  );
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width + 1);
  const myList = (await bar.locator('a[href="/my-list"]').boundingBox())!;
  expect(myList.x, `${where}: My List is whole`).toBeGreaterThanOrEqual(0);
  expect(myList.x + myList.width).toBeLessThanOrEqual(VIEWPORTS.phone.width + 1);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The id of the element that has the focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Types into whatever has the focus once the search box has it, and reads the box. */
async function typeIntoSearch(page: Page, words: string) {
  await expect.poll(() => focusedId(page)).toBe('search-query');
  await page.keyboard.type(words);
  await expect.poll(() => page.locator('#search-query').inputValue()).toBe(words);
}

/** The header's (desktop) or top bar's (phone) search button. */
const searchButton = (page: Page, name = 'Search') =>
  page.locator('header').getByRole('link', { name, exact: true }).filter({ visible: true });

describe.each<ViewportName>(['desktop', 'phone'])('the frame (%s)', (vp) => {
  test.for(['en', 'ar', 'ja'] as const)(
    'with four titles in Continue Watching no screen is wider than the screen, the tab bar stays on it (%s)',
    async (locale, { open, users, app, titles }) => {
      const { token } = await users.create();
      await continueFour(app.baseUrl, token, titles);
      const { page } = await open(vp, { token, locale });
      const cards = page.locator('main [role="progressbar"]');

      await page.goto('/');
      await expect.poll(() => cards.count()).toBe(4);
      await settle(page);
      await screenshot(page, `shell-home-continue-${locale}-${vp}`);
      await expectScreenWide(page, vp, 'Home', locale);

      await page.goto('/my-list');
      await expect.poll(() => cards.count()).toBe(4);
      await expectScreenWide(page, vp, 'My List', locale);

      for (const path of [`/movie/${titles.movies[0]!.id}`, `/tv/${titles.shows[0]!.id}`]) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await settle(page);
        await expectScreenWide(page, vp, path, locale);
      }

      // A word longer than the screen, quoted back by the search page.
      await page.goto(`/search?q=${'Supercalifragilistic'.repeat(4)}`);
      await page.locator('#search-query').waitFor();
      await page.waitForTimeout(1500);
      await expectScreenWide(page, vp, 'a long search', locale);
    },
  );

  test('the search button puts the focus in the search box: click or tap, Enter, Space, on a Kids profile too', async ({
    login,
    app,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto('/');
    await page.locator('main h2').first().waitFor();
    if (vp === 'phone') await searchButton(page).tap();
    else await searchButton(page).click();
    await typeIntoSearch(page, 'alien');

    // From another screen by Enter, and on the search page itself by Space.
    await page.goto('/movies');
    await page.locator('main h1').waitFor();
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await typeIntoSearch(page, 'dune');
    await searchButton(page).focus();
    await page.keyboard.press(' ');
    // What the box held is selected: typing replaces it.
    await typeIntoSearch(page, 'heat');

    if (vp === 'phone') {
      // The phone menu's Search entry too.
      await page.goto('/tv');
      await page.locator('main h1').waitFor();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog').getByRole('link', { name: 'Search', exact: true }).tap();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await typeIntoSearch(page, 'up');
    }

    // A Kids profile has the same header.
    const kid = await trpcCall<{ id: string }>(
      app.baseUrl,
      'profiles.create',
      { name: 'Kit', avatar: 'robot', maturity: 'kids' },
      token,
      true,
    );
    await trpcCall(app.baseUrl, 'profiles.switch', { id: kid.id }, token, true);
    await page.goto('/');
    await page.locator('main h2').first().waitFor();
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await typeIntoSearch(page, 'toy');
    await screenshot(page, `shell-search-focused-kids-${vp}`);
  });

  test('card titles take two lines, whole on hover and to screen readers; Tab reaches a card’s save toggle', async ({
    login,
    app,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto('/');
    const row = page.locator('section[data-row="Popular Movies"]');
    const cards = row.locator('[data-nav-card]');
    await cards.first().waitFor();
    // The longest title the row shows.
    const longest = await cards.evaluateAll((links) =>
      links.map((a) => a.getAttribute('title') ?? '').reduce((a, b) => (b.length > a.length ? b : a)),
    );
    expect(longest.length).toBeGreaterThan(30);
    const card = row.locator(`[data-nav-card][title="${longest}"]`);
    // The link's tooltip is the whole title, and its name (read out) holds the whole title.
    await row.getByRole('link', { name: new RegExp(escapeRegExp(longest)) }).waitFor();
    const lines = await card.locator('p[data-content]').evaluate((p) => {
      const line = Number.parseFloat(getComputedStyle(p).lineHeight);
      return Math.round(p.getBoundingClientRect().height / line);
    });
    expect(lines).toBe(2);

    // The row is one Tab stop; from its card, Tab reaches the card's save toggle, arrows go on.
    const first = cards.first();
    const firstTitle = (await first.getAttribute('title'))!;
    await first.focus();
    // Its description says where Tab goes.
    await expect
      .poll(() =>
        first.evaluate(
          (a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        ),
      )
      .toBe('Tab: Save to My List');
    await page.keyboard.press('Tab');
    const save = row.getByRole('button', { name: `Save ${firstTitle} to My List` });
    await expect.poll(() => save.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cards.nth(1).evaluate((a) => a === document.activeElement)).toBe(true);
    // Tab from the row's last stop leaves the row: the toggle of the card now chosen, then out.
    await page.keyboard.press('Tab');
    const secondTitle = (await cards.nth(1).getAttribute('title'))!;
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Save ${secondTitle} to My List`);
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate((r) => !!document.activeElement?.closest(`[data-row="${r}"]`), 'Popular Movies'),
      )
      .toBe(false);
    // Saved for real.
    await expect
      .poll(async () =>
        (await trpcCall<{ title: string | null }[]>(app.baseUrl, 'watchLater.list', undefined, token)).map(
          (s) => s.title,
        ),
      )
      .toContain(firstTitle);
  });

  test('Undo toasts stay at least 10 s, and while hovered or focused', async ({ login, app, titles }) => {
    const { page, token } = await login({ viewport: vp });
    await continueFour(app.baseUrl, token, titles);
    const removals: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('history.remove')) removals.push(r.url());
    });
    await page.goto('/my-list');
    const remove = page.getByRole('button', { name: /^Remove .+ from history$/ }).first();
    await remove.waitFor();
    await remove.click();
    const started = Date.now();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await toast.waitFor();
    await page.mouse.move(5, 120);
    await page.waitForTimeout(9_500 - (Date.now() - started));
    expect(await toast.count(), 'still there after 9.5 s').toBe(1);
    // Held while the pointer is on it (desktop) or the focus is in it (phone).
    const undo = toast.getByRole('button', { name: 'Undo' });
    if (vp === 'desktop') {
      const box = (await toast.boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + box.height / 2);
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
    } else await undo.focus();
    await page.waitForTimeout(13_000 - (Date.now() - started));
    expect(await toast.count(), 'held past 10 s while hovered or focused').toBe(1);
    expect(removals).toEqual([]);
    // Let go: it leaves and the removal is carried out.
    if (vp === 'desktop') await page.mouse.move(5, 120);
    else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await toast.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => removals.length).toBe(1);
  });
});

describe('the phone menu', () => {
  test.for(['en', 'ar', 'ja'] as const)(
    'every row can be brought into view and used, none under the Sign Out bar (%s)',
    async (locale, { open, users }) => {
      const { token } = await users.create();
      const { page } = await open('phone', { token, locale });
      await page.goto('/');
      await page.locator('main h2').first().waitFor();
      await page.getByRole('button', { name: SHELL[locale]['shell.mobileMenu.open'] }).tap();
      const menu = page.getByRole('dialog');
      const rows = menu.locator('a, button');
      await rows.last().waitFor();
      await screenshot(page, `shell-phone-menu-${locale}`);
      const signOut = menu.getByRole('button', { name: SHELL[locale]['shell.auth.logout'] });
      const count = await rows.count();
      for (let i = 0; i < count; i++) {
        const row = rows.nth(i);
        await row.scrollIntoViewIfNeeded();
        expect(await reachable(row), `row ${i}: ${await row.textContent()}`).toBe(true);
        if ((await row.evaluate((r) => r.textContent)) === (await signOut.textContent())) continue;
        const a = (await row.boundingBox())!;
        const b = (await signOut.boundingBox())!;
        expect(a.y + a.height <= b.y + 0.5 || a.y >= b.y + b.height - 0.5, 'not under Sign Out').toBe(true);
      }
      // The language row opens its list.
      const language = menu.getByRole('button', { name: SHELL[locale]['shell.language.label'], exact: true });
      await language.scrollIntoViewIfNeeded();
      await language.tap();
      await page.getByRole('menu').waitFor();
      await screenshot(page, `shell-phone-menu-language-${locale}`);
    },
  );
});

/** The element is on screen and the one a tap at its centre lands on. */
function reachable(el: Locator) {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight + 0.5) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === node || node.contains(hit));
  });
}
