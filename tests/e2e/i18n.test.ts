import type { Page } from 'playwright-core';
import { test as base, describe, expect } from './fixtures';
import { msg, screenshot, settle, type ViewportName } from './helpers';

/**
 * In the browser: the interface in Japanese (chosen by the browser's languages on a
 * first visit) and Arabic (chosen from the header's language menu; right to left), at both
 * widths, on every main screen; the choice kept on reload and synced to the account; server
 * messages in the reader's language; catalogue data (the demo's English) left as it is.
 */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  async function trpc<T>(proc: string, input: unknown): Promise<T> {
    const r = await fetch(
      `${server.baseUrl}/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    return ((await r.json()) as { result: { data: T } }).result.data;
  }
  const movieId = (await trpc<{ results: { id: number }[] }>('catalogue.movies', { filter: 'all', page: 1 }))
    .results[0]!.id;
  const showId = (await trpc<{ results: { id: number }[] }>('catalogue.tv', { filter: 'all', page: 1 }))
    .results[0]!.id;
  return { movieId, showId };
});

/** The built-in player's page (in its frame) speaks the app's language too. */
async function expectPlayerIn(page: Page, lang: string, dir: string) {
  const player = page.frameLocator('iframe[title]').first().locator('html');
  await expect.poll(() => player.getAttribute('lang')).toBe(lang);
  expect(await player.getAttribute('dir')).toBe(dir);
}

const htmlLang = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The main screens, each with what shows it is ready. */
const screens: Array<{
  name: string;
  path: (t: { movieId: number; showId: number }) => string;
  ready: (p: Page) => Promise<unknown>;
  signedIn?: boolean;
}> = [
  {
    name: 'home',
    path: () => '/',
    ready: (p) => p.locator('section[data-row] [data-nav-card]').first().waitFor(),
  },
  { name: 'movies', path: () => '/movies', ready: (p) => p.locator('[data-nav-card]').first().waitFor() },
  {
    name: 'search',
    path: () => '/search?q=star',
    ready: (p) => p.locator('[data-nav-card]').first().waitFor(),
  },
  {
    name: 'movie',
    path: (t) => `/movie/${t.movieId}`,
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'show',
    path: (t) => `/tv/${t.showId}`,
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'watch',
    path: (t) => `/watch/tv/${t.showId}/1/1`,
    ready: (p) => p.locator('iframe[title]').first().waitFor(),
  },
  {
    name: 'my-list',
    path: () => '/my-list',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
    signedIn: true,
  },
  {
    name: 'settings',
    path: () => '/settings',
    ready: (p) => p.getByRole('tabpanel').waitFor(),
    signedIn: true,
  },
  {
    name: 'admin',
    path: () => '/admin?tab=users',
    ready: (p) => p.getByRole('tabpanel').waitFor(),
    signedIn: true,
  },
  { name: 'privacy', path: () => '/privacy', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
];

/** Opens the language list from the header (the phone's from its menu) and picks `name`. */
async function chooseLanguage(page: Page, vp: ViewportName, current: string, name: string) {
  if (vp === 'phone') {
    await page.getByRole('button', { name: msg(current, 'shell.mobileMenu.open') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: msg(current, 'shell.language.label') })
      .click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: msg(current, 'shell.language.label') })
      .click();
  }
  await page.getByRole('menuitemradio', { name }).click();
}

describe.each<ViewportName>(['desktop', 'phone'])('languages (%s)', (vp) => {
  test('a first visit follows the browser’s languages: Japanese on every screen', async ({
    open,
    login,
    titles,
  }) => {
    const { page } = await open(vp, { locale: 'ja-JP' });
    let signedIn = false;
    for (const screen of screens) {
      if (screen.signedIn && !signedIn) {
        await login({ role: 'owner', page });
        signedIn = true;
      }
      await page.goto(screen.path(titles));
      await screen.ready(page);
      await settle(page);
      expect(await htmlLang(page)).toEqual({ lang: 'ja', dir: 'ltr' });
      if (screen.name === 'watch') await expectPlayerIn(page, 'ja', 'ltr');
      await screenshot(page, `i18n-ja-${screen.name}-${vp}`);
    }
    // The navigation speaks Japanese.
    const nav = vp === 'phone' ? page.getByRole('navigation').last() : page.getByRole('banner');
    await nav
      .getByRole('link', { name: msg('ja', 'shell.nav.movies') })
      .first()
      .waitFor();
    // The last screen, the privacy policy, is Japanese prose.
    await page.getByRole('heading', { level: 1, name: msg('ja', 'pages.privacy.title') }).waitFor();
  });

  test('Arabic from the language menu: right to left on every screen, kept on reload', async ({
    open,
    login,
    titles,
  }) => {
    const { page } = await open(vp);
    await page.goto('/');
    await screens[0]!.ready(page);
    expect(await htmlLang(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await chooseLanguage(page, vp, 'en', 'العربية');
    await expect.poll(() => htmlLang(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.reload();
    await screens[0]!.ready(page);
    expect(await htmlLang(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    // Mirrored: the logo (the home link) starts at the right-hand side.
    const width = page.viewportSize()!.width;
    const logo = await page
      .getByRole('link', { name: msg('ar', 'shell.header.homeLink') })
      .first()
      .boundingBox();
    expect(logo!.x + logo!.width).toBeGreaterThan(width / 2);
    // A row's arrow keys follow the reading direction: ← goes to the next card.
    const cards = page.locator('section[data-row]').first().locator('[data-nav-card]');
    await cards.first().focus();
    await page.keyboard.press('ArrowLeft');
    expect(await cards.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    // Catalogue data stays as the catalogue gives it (the demo's English), marked as such.
    expect(await cards.first().locator('[data-content]').count()).toBeGreaterThan(0);

    let signedIn = false;
    for (const screen of screens) {
      if (screen.signedIn && !signedIn) {
        await login({ role: 'owner', page });
        signedIn = true;
      }
      await page.goto(screen.path(titles));
      await screen.ready(page);
      await settle(page);
      expect(await htmlLang(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      if (screen.name === 'watch') {
        await expectPlayerIn(page, 'ar', 'rtl');
        // The episode between Previous and Next reads on one line, even at phone width.
        const label = page
          .getByRole('navigation', { name: msg('ar', 'watch.nav.label') })
          .locator('[aria-live]');
        const lineHeight = await label.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
        expect((await label.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
      }
      // Nothing spills sideways out of the page.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(1);
      await screenshot(page, `i18n-ar-${screen.name}-${vp}`);
    }
  });
});

test('server messages come in the reader’s language; English without a preference', async ({ open, app }) => {
  const { page } = await open('desktop', { locale: 'ja-JP' });
  await page.goto('/');
  await page.getByRole('button', { name: msg('ja', 'shell.auth.signIn'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input').first().fill('nobody-here');
  await dialog.locator('input[type=password]').fill('wrong-password-1');
  await dialog.locator('button[type=submit]').click();
  await dialog.getByText(msg('ja', 'messages.auth.invalidLogin')).waitFor();

  const rest = async (headers: Record<string, string>) =>
    (await (
      await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ emailOrUsername: 'nobody-here', password: 'wrong-password-1' }),
      })
    ).json()) as { message?: string; error?: string };
  const text = (b: { message?: string; error?: string }) => b.message ?? b.error;
  expect(text(await rest({}))).toBe(msg('en', 'messages.auth.invalidLogin'));
  expect(text(await rest({ 'accept-language': 'fr-FR,fr;q=0.9' }))).toBe(
    msg('fr', 'messages.auth.invalidLogin'),
  );
  expect(text(await rest({ 'accept-language': 'xx' }))).toBe(msg('en', 'messages.auth.invalidLogin'));
});

test('the language is a synced preference: chosen in Settings, it follows the account', async ({ login }) => {
  const account = await login({ role: 'user' });
  const page = account.page;
  await page.goto('/settings');
  await page.getByRole('tabpanel').waitFor();
  await page.getByLabel(msg('en', 'account.language.label')).selectOption('de');
  await expect.poll(() => htmlLang(page)).toEqual({ lang: 'de', dir: 'ltr' });
  // Another browser, in English, signed in to the same account.
  const other = await login({ as: account, viewport: 'phone' });
  await other.page.goto('/');
  await expect.poll(() => htmlLang(other.page), { timeout: 20_000 }).toEqual({ lang: 'de', dir: 'ltr' });
  await other.page
    .getByRole('navigation')
    .last()
    .getByRole('link', { name: msg('de', 'shell.nav.movies') })
    .waitFor();
  await screenshot(other.page, 'i18n-de-synced-phone');
});
