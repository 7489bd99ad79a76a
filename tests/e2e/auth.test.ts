import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { describe, expect, test } from './fixtures';
import { screenshot, type ViewportName } from './helpers';

/**
 * The shell and the auth flow in a real browser, once per viewport. Every case opens its own
 * page; the accounts it signs in with are made for it (the file's first account, made by the
 * fixtures before any case, is the owner).
 */
const PASSWORD = 'Passw0rd1';
const tag = () => Math.random().toString(36).slice(2, 7);
const token = (page: Page) => page.evaluate(() => localStorage.getItem('marquee_token'));
const pathOf = (page: Page) => new URL(page.url()).pathname;

test.override({ ownerName: `owner_${tag()}` });

describe.each(['desktop', 'phone'] as ViewportName[])('shell and auth on %s', (viewport) => {
  const phone = viewport === 'phone';
  test.override({ viewport });

  /** Opens a dialog the way a visitor would on this viewport. */
  async function openAuth(page: Page, kind: 'Sign In' | 'Sign Up') {
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: kind }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: kind, exact: true }).click();
    }
    const dialog = page.getByRole('dialog', { name: kind === 'Sign In' ? 'Sign In' : 'Create Account' });
    await dialog.waitFor();
    return dialog;
  }

  async function expectSignedIn(page: Page, username: string) {
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await panel.getByText(username, { exact: true }).waitFor();
      await panel.getByRole('button', { name: 'Sign Out' }).waitFor();
      // Closed by its button: Escape goes to the highest layer, and the sign-in's toast can
      // mount over the panel a moment after it opened (Escape then closes the toast first).
      await panel.getByRole('button', { name: 'Close menu' }).click();
      await panel.waitFor({ state: 'detached' });
    } else {
      await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
    }
  }

  /** The home page, loaded, as a visitor. */
  async function home(page: Page) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Platform Info' }).waitFor();
  }

  test('shows the visitor shell with active link, skip link and footer links', async ({ page }) => {
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
      await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
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

  test.runIf(phone)('keeps content clear of the bottom tab bar', async ({ page }) => {
    await home(page);
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

  test.runIf(phone)('opens the hamburger panel with every link and the auth actions', async ({ page }) => {
    await home(page);
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

  test('validates sign-up with the spec messages; desktop keeps submit disabled until valid', async ({
    page,
    users,
  }) => {
    const newcomer = `owner_${tag()}`;
    users.track(newcomer);
    await home(page);
    const dialog = await openAuth(page, 'Sign Up');
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

    await field('Username').fill(newcomer);
    await field('Email').fill(`${newcomer}@example.com`);
    await field('Password').fill(PASSWORD);
    if (!phone) expect(await submit.isDisabled()).toBe(true);
    await field('Confirm password').fill(PASSWORD);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await token(page)).toBeTruthy();
  });

  test('signs the first account in as owner with the Admin Panel link', async ({ app, login }) => {
    // The file's first account, registered before any case: the owner.
    const { page, username: owner } = await login({ as: app.owner });
    await home(page);
    await expectSignedIn(page, owner);
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
      for (const name of ['Settings', 'My List', 'Admin Panel', 'Sign Out'])
        await menu.getByRole('menuitem', { name }).waitFor();
      await screenshot(page, 'shell-header-user-menu-desktop');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await screenshot(page, 'shell-header-signed-in-desktop');
    }
  });

  test('keeps the session across a reload', async ({ login }) => {
    const { page, username: owner } = await login();
    await home(page);
    await page.reload();
    await expectSignedIn(page, owner);
  });

  test('keeps the session when the check on load cannot reach the server', async ({ login }) => {
    const { page, username: owner } = await login();
    await home(page);
    await expectSignedIn(page, owner);
    const stored = await token(page);
    let cut = 0;
    await page.route(/\/trpc\/[^?]*auth\.me/, (r) => {
      cut++;
      return r.abort('internetdisconnected');
    });
    await page.reload();
    await expectSignedIn(page, owner); // the account known from the last visit
    expect(cut).toBeGreaterThan(0);
    expect(await token(page)).toBe(stored);
    await page.unroute(/\/trpc\/[^?]*auth\.me/);
    await page.reload();
    await expectSignedIn(page, owner);
    expect(await token(page)).toBe(stored);
  });

  test('logs out from another page, clears the token and lands on /', async ({ login }) => {
    const { page, username: owner } = await login();
    await home(page);
    // The signed-in home is complete (its Recommended row in place) before the footer is used.
    await page.getByRole('heading', { name: 'Recommended for You' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: `Account menu for ${owner}` }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    }
    await page.getByText('You have been signed out', { exact: true }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await token(page)).toBeNull();
    if (!phone)
      await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.reload();
    expect(await token(page)).toBeNull();
  });

  test('shows the login failure message for a wrong password', async ({ page, users }) => {
    const { username: owner } = await users.create({ password: PASSWORD });
    await home(page);
    const dialog = await openAuth(page, 'Sign In');
    const submit = dialog.getByRole('button', { name: 'Sign In', exact: true });
    if (!phone) expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Email or username', { exact: true }).fill(owner);
    if (!phone) expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd');
    await submit.click();
    // Plain words, no field names, on both widths.
    const expected = phone
      ? 'That email, username or password is not right. Please try again.'
      : 'That email, username or password is not right';
    await dialog.getByRole('alert').getByText(expected, { exact: true }).waitFor();
    expect(await token(page)).toBeNull();
    await screenshot(page, `shell-auth-signin-error-${viewport}`);
  });

  test('switches between the dialogs and closes them', async ({ page }) => {
    await home(page);
    await openAuth(page, 'Sign In');
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
      await openAuth(page, 'Sign In');
      // The backdrop. Radix starts listening for outside clicks one task after the dialog
      // mounts, so a click the instant it is visible may land before that: click again until
      // it closes (a person cannot click that fast).
      await vi.waitFor(
        async () => {
          await page.mouse.click(20, 450);
          await signIn.waitFor({ state: 'detached', timeout: 1_000 });
        },
        { timeout: 15_000, interval: 100 },
      );
    }
  });

  test('signs in with the right password and shows staff-only links only to staff', async ({
    page,
    users,
  }) => {
    const { username: owner } = await users.create({ role: 'owner', password: PASSWORD });
    await home(page);
    const dialog = await openAuth(page, 'Sign In');
    await dialog.getByLabel('Email or username', { exact: true }).fill(owner.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page, owner);

    // A plain user gets no Admin Panel link.
    const name = `user_${tag()}`;
    const plain = await users.create({ username: name, password: PASSWORD });
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

  test('drops an invalid stored token on load', async ({ page }) => {
    await home(page);
    await page.evaluate(() => localStorage.setItem('marquee_token', 'not-a-real-token'));
    await page.reload();
    await expect.poll(() => token(page)).toBeNull();
    if (!phone)
      await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  });

  test('shows the 404 page for an unknown path, with Go Home and Go Back', async ({ page }) => {
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

  test('shows the error fallback when a screen cannot load, and Reload page recovers', async ({ page }) => {
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

  test('renders the policy pages and Platform Info with copy and visit buttons', async ({
    app,
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
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
    await domains.nth(1).getByRole('button', { name: 'Copy URL https://marquee-alt.example' }).click();
    await domains.nth(1).getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://marquee-alt.example');
    await screenshot(page, `shell-info-${viewport}`);
    await domains.nth(1).getByText('Copy URL').waitFor({ timeout: 4000 });
  });
});
