import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRegister,
  launchBrowser,
  newPage,
  type RunningServer,
  screenshot,
  startServer,
  type ViewportName,
} from './helpers';

/**
 * The shell and the auth flow in a real browser, once per viewport. Each viewport gets its own
 * server and empty database, so the account signed up through the UI is the first one: owner.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Passw0rd1';
const tag = () => Math.random().toString(36).slice(2, 7);
const token = (page: Page) => page.evaluate(() => localStorage.getItem('marquee_token'));
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.each(['desktop', 'phone'] as ViewportName[])('shell and auth on %s', (viewport) => {
  const phone = viewport === 'phone';
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  const owner = `owner_${tag()}`;

  beforeAll(async () => {
    server = await startServer();
    ({ context, page } = await newPage(browser, server.baseUrl, viewport));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    // Home's first-visit welcome dialog (its own test covers it) would cover the shell here.
    await context.addInitScript(() => localStorage.setItem('marquee_welcome_shown', 'true'));
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  /** Opens a dialog the way a visitor would on this viewport. */
  async function openAuth(kind: 'Login' | 'Sign Up') {
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: kind }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: kind, exact: true }).click();
    }
    const dialog = page.getByRole('dialog', { name: kind === 'Login' ? 'Sign In' : 'Create Account' });
    await dialog.waitFor();
    return dialog;
  }

  async function expectSignedIn(username: string) {
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await panel.getByText(username, { exact: true }).waitFor();
      await panel.getByRole('button', { name: 'Logout' }).waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    } else {
      await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
    }
  }

  it('shows the visitor shell with active link, skip link and footer links', async () => {
    await page.goto('/');
    const primary = page.getByRole('navigation', { name: phone ? 'Primary' : 'Main' });
    await primary.getByRole('link', { name: 'Home' }).waitFor();
    expect(await primary.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await primary.getByRole('link', { name: 'Movies' }).getAttribute('aria-current')).toBeNull();
    for (const name of ['Movies', 'TV Shows', 'My List']) await primary.getByRole('link', { name }).waitFor();
    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'DMCA Policy', 'Platform Info'])
      await footer.getByRole('link', { name }).waitFor();
    if (!phone) {
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).waitFor();
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await screenshot(page, `shell-skip-link-${viewport}`);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await screenshot(page, `shell-header-signed-out-${viewport}`);
  });

  it.runIf(phone)('keeps content clear of the bottom tab bar', async () => {
    // Measured in one synchronous step, fully scrolled down, so late-loading rows cannot move things.
    const m = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const bar = document.querySelector('nav[aria-label="Primary"]')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!;
      const last = footer.lastElementChild!.querySelector('p')!.getBoundingClientRect();
      return { barTop: bar.top, barBottom: bar.bottom, lastBottom: last.bottom, vh: window.innerHeight };
    });
    expect(m.barBottom).toBeCloseTo(m.vh, 0);
    expect(m.lastBottom).toBeLessThanOrEqual(m.barTop);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it.runIf(phone)('opens the hamburger panel with every link and the auth actions', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    for (const name of [
      'Home',
      'Movies',
      'TV Shows',
      'My List',
      'Search',
      'Privacy Policy',
      'DMCA Policy',
      'Platform Info',
    ])
      await panel.getByRole('link', { name, exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Sign Up' }).waitFor();
    await screenshot(page, 'shell-mobile-nav-panel-phone');
    await panel.getByRole('link', { name: 'Platform Info' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Platform Info', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/info');
    await page.goto('/');
  });

  it('validates sign-up with the spec messages; desktop keeps submit disabled until valid', async () => {
    const dialog = await openAuth('Sign Up');
    const submit = dialog.getByRole('button', { name: 'Create Account', exact: true });
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    if (phone) {
      // Phones show the full-screen sheet and validate on submit.
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
      await submit.click();
      for (const message of [
        'Username is required',
        'Email is required',
        'Password is required',
        'Please confirm your password',
      ])
        await dialog.getByText(message, { exact: true }).waitFor();
      await screenshot(page, 'shell-auth-sheet-errors-phone');
    } else {
      expect(await submit.isDisabled()).toBe(true);
      await screenshot(page, 'shell-auth-modal-signup-desktop');
    }
    await field('Username').fill('ab');
    await field('Email').focus();
    await dialog.getByText('Username must be at least 3 characters', { exact: true }).waitFor();
    await field('Username').fill('abc');
    await dialog.getByText('Username must be at least 3 characters').waitFor({ state: 'detached' });
    await field('Email').fill('not-an-email');
    await field('Password').focus();
    await dialog.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await field('Password').fill('short');
    await field('Confirm password').focus();
    await dialog.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
    await field('Password').fill('alllowercase1');
    await field('Confirm password').fill('different');
    await field('Username').focus();
    await dialog
      .getByText(
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
        {
          exact: true,
        },
      )
      .waitFor();
    await dialog.getByText('Passwords do not match', { exact: true }).waitFor();
    if (!phone) expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, `shell-auth-signup-errors-${viewport}`);

    // Show/hide toggle reveals the password.
    await dialog.getByRole('button', { name: 'Show password', exact: true }).click();
    expect(await field('Password').getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Hide password', exact: true }).click();
    expect(await field('Password').getAttribute('type')).toBe('password');

    await field('Username').fill(owner);
    await field('Email').fill(`${owner}@example.com`);
    await field('Password').fill(PASSWORD);
    if (!phone) expect(await submit.isDisabled()).toBe(true);
    await field('Confirm password').fill(PASSWORD);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await token(page)).toBeTruthy();
  });

  it('signs the first account in as owner with the Admin Panel link', async () => {
    await expectSignedIn(owner);
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await panel.getByRole('link', { name: 'Admin Panel' }).waitFor();
      await panel.getByRole('link', { name: 'Settings' }).waitFor();
      await panel.getByText('owner', { exact: true }).waitFor();
      await screenshot(page, 'shell-mobile-nav-panel-signed-in-phone');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    } else {
      await page.getByRole('button', { name: `Account menu for ${owner}` }).click();
      const menu = page.getByRole('menu');
      for (const name of ['Settings', 'My List', 'Admin Panel', 'Logout'])
        await menu.getByRole('menuitem', { name }).waitFor();
      await screenshot(page, 'shell-header-user-menu-desktop');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await screenshot(page, 'shell-header-signed-in-desktop');
    }
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await expectSignedIn(owner);
  });

  it('keeps the session when the check on load cannot reach the server', async () => {
    const stored = await token(page);
    let cut = 0;
    await page.route(/\/trpc\/[^?]*auth\.me/, (r) => {
      cut++;
      return r.abort('internetdisconnected');
    });
    await page.reload();
    await expectSignedIn(owner); // the account known from the last visit
    expect(cut).toBeGreaterThan(0);
    expect(await token(page)).toBe(stored);
    await page.unroute(/\/trpc\/[^?]*auth\.me/);
    await page.reload();
    await expectSignedIn(owner);
    expect(await token(page)).toBe(stored);
  });

  it('logs out from another page, clears the token and lands on /', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: `Account menu for ${owner}` }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    }
    await page.getByText('You have been signed out').waitFor();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await token(page)).toBeNull();
    if (!phone) await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    await page.reload();
    expect(await token(page)).toBeNull();
  });

  it('shows the login failure message for a wrong password', async () => {
    const dialog = await openAuth('Login');
    const submit = dialog.getByRole('button', { name: 'Sign In', exact: true });
    if (!phone) expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Email or username', { exact: true }).fill(owner);
    if (!phone) expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd');
    await submit.click();
    const expected = phone
      ? 'Invalid emailOrUsername or password. Please try again.'
      : 'Invalid emailOrUsername or password';
    await dialog.getByRole('alert').getByText(expected, { exact: true }).waitFor();
    expect(await token(page)).toBeNull();
    await screenshot(page, `shell-auth-signin-error-${viewport}`);
  });

  it('switches between the dialogs and closes them', async () => {
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByRole('button', { name: 'Sign up', exact: true }).click();
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await signUp.waitFor();
    await signUp.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor();
    if (phone) {
      await signIn.getByRole('button', { name: 'Back' }).click();
      await signIn.waitFor({ state: 'detached' });
    } else {
      await page.keyboard.press('Escape');
      await signIn.waitFor({ state: 'detached' });
      await openAuth('Login');
      await page.mouse.click(20, 450); // the backdrop
      await signIn.waitFor({ state: 'detached' });
    }
  });

  it('signs in with the right password and shows staff-only links only to staff', async () => {
    const dialog = await openAuth('Login');
    await dialog.getByLabel('Email or username', { exact: true }).fill(owner.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(owner);

    // A plain user gets no Admin Panel link.
    const name = `user_${tag()}`;
    const plain = await apiRegister(server.baseUrl, name, PASSWORD);
    expect(plain.user.role).toBe('user');
    await page.evaluate((t) => localStorage.setItem('marquee_token', t), plain.token);
    await page.reload();
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await panel.getByText(name, { exact: true }).waitFor();
      expect(await panel.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: `Account menu for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
      await page.keyboard.press('Escape');
    }
  });

  it('drops an invalid stored token on load', async () => {
    await page.evaluate(() => localStorage.setItem('marquee_token', 'not-a-real-token'));
    await page.reload();
    await expect.poll(() => token(page)).toBeNull();
    if (!phone) await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
  });

  it('shows the 404 page for an unknown path, with Go Home and Go Back', async () => {
    await page.goto('/movies');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await screenshot(page, `shell-404-${viewport}`);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect.poll(() => pathOf(page)).toBe('/movies');
    await page.goto('/404');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  it('shows the error fallback when a screen cannot load, and Reload page recovers', async () => {
    // A screen's chunk that fails to load (e.g. replaced by a deploy) is a real-world crash.
    const chunk = /\/assets\/not-found-[^/]+\.js$/;
    await page.route(chunk, (r) => r.abort());
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/missing-screen');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The boundary first reloads once on its own; still failing, it shows the fallback.
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await alert.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    // The header stays usable around the failed screen.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Platform Info' }).waitFor();
    await screenshot(page, `shell-error-${viewport}`);
    await page.unroute(chunk);
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(pathOf(page)).toBe('/missing-screen');
  });

  it('renders the policy pages and Platform Info with copy and visit buttons', async () => {
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.getByText('Last updated January 15, 2025').waitFor();
    await screenshot(page, `shell-privacy-${viewport}`);
    await page.goto('/dmca');
    await page.getByRole('heading', { name: 'DMCA Policy', level: 1 }).waitFor();
    await page.getByText('Last updated January 15, 2025').waitFor();
    await page.getByRole('heading', { name: /Marquee hosts no files/ }).waitFor();
    await screenshot(page, `shell-dmca-${viewport}`);

    await page.goto('/info');
    await page.getByRole('heading', { name: 'Platform Info', level: 1 }).waitFor();
    const domains = page.getByRole('region', { name: 'Official domains' }).getByRole('listitem');
    await expect.poll(() => domains.count()).toBe(3);
    await domains.first().getByText('Primary').waitFor();
    const visit = domains.first().getByRole('link', { name: /^Visit / });
    expect(await visit.getAttribute('href')).toBe('https://marquee.example');
    expect(await visit.getAttribute('target')).toBe('_blank');
    await domains.nth(1).getByRole('button', { name: 'Copy https://marquee-alt.example' }).click();
    await domains.nth(1).getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://marquee-alt.example');
    await screenshot(page, `shell-info-${viewport}`);
    await domains.nth(1).getByText('Copy URL').waitFor({ timeout: 4000 });
  });
});
