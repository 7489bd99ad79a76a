import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRegister,
  launchBrowser,
  newPage,
  type RunningServer,
  screenshot,
  signInWithToken,
  startServer,
  type ViewportName,
} from './helpers';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The first account is the owner; the accounts below are plain users.
  await apiRegister(server.baseUrl, 'site_owner');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tag = () => Math.random().toString(36).slice(2, 8);

async function trpcQuery(token: string, proc: string) {
  const r = await fetch(`${server.baseUrl}/trpc/${proc}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await r.json()) as { result: { data: unknown } }).result.data;
}

const localPrefs = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('marquee_preferences') ?? 'null'));

describe.each(['desktop', 'phone'] as ViewportName[])('settings on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let username: string;
  let password: string;

  beforeAll(async () => {
    username = `${viewport}_${tag()}`;
    ({ token, password } = await apiRegister(server.baseUrl, username));
    ({ context, page } = await newPage(browser, server.baseUrl, viewport));
  });
  afterAll(() => context?.close());

  const openTab = async (name: string) => {
    await page.getByRole('tab', { name }).click();
    await expect.poll(() => page.getByRole('tab', { name, selected: true }).count()).toBe(1);
  };

  it('asks a visitor to sign in, with Go Back', async () => {
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await screenshot(page, `settings-signed-out-${viewport}`);
  });

  it('shows the profile with role badge and member-since', async () => {
    await signInWithToken(page, server.baseUrl, token);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    const summary = page.getByRole('region', { name: 'Account summary' });
    await summary.getByText(username, { exact: true }).waitFor();
    await summary.getByText('user', { exact: true }).waitFor();
    await summary.getByText('Just now').waitFor();
    await screenshot(page, `settings-profile-${viewport}`);
  });

  it('validates a username under the input and saves a new one, shown in the header', async () => {
    await page.getByRole('button', { name: 'Edit username' }).click();
    const input = page.getByLabel('Username', { exact: true });
    await input.fill('ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();

    const renamed = `${username}_new`;
    await input.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Username updated successfully').waitFor();
    await page.getByTestId('profile-username').getByText(renamed, { exact: true }).waitFor();
    await screenshot(page, `settings-username-saved-${viewport}`);

    if (viewport === 'desktop') {
      await page.getByRole('button', { name: `Account menu for ${renamed}` }).waitFor();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByText(renamed, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    username = renamed;
  });

  it('says so under the input when the current password is wrong', async () => {
    await page.getByRole('button', { name: 'Edit password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('Wrong-pass1');
    await page.getByLabel('New password', { exact: true }).fill('Br4ndNewPass');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Br4ndNewPass');
    await page.getByRole('button', { name: 'Show current password' }).click();
    expect(await page.getByLabel('Current password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    // Under the input only: one failure, one message (issue 15).
    expect(await page.getByText('Current password is incorrect').count()).toBe(1);
    await screenshot(page, `settings-password-error-${viewport}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The password did not change.
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: username, password }),
    });
    expect(login.status).toBe(200);
  });

  it('sets a default server, stored locally and in the account', async () => {
    await openTab('Playback');
    const cards = page.getByRole('radio');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('radio', { name: /Auto Select/ }).isChecked()).toBe(true);
    const servers = (await trpcQuery(token, 'serverConfig.get')) as {
      config: { servers: { id: number | string; name: string; priority: number; enabled: boolean }[] };
    };
    const pick = servers.config.servers.filter((s) => s.enabled).sort((a, b) => b.priority - a.priority)[0]!;
    await page.getByText(pick.name, { exact: true }).click();
    await page.getByText('Preference updated successfully').waitFor();
    expect(await page.getByRole('radio', { name: new RegExp(`^${escapeRe(pick.name)}`) }).isChecked()).toBe(
      true,
    );
    expect((await localPrefs(page)).defaultServer).toEqual(pick.id);
    await page.getByText('Synced to your account').waitFor();
    expect(((await trpcQuery(token, 'preferences.get')) as { defaultServer: unknown }).defaultServer).toEqual(
      pick.id,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `settings-playback-${viewport}`);
  });

  it('migrates local history seeded in storage and shows the counts', async () => {
    const now = Date.now();
    const seeded = [
      { media_id: '550', media_type: 'movie', season: null, episode: null, timestamp: now - 60_000 },
      { media_id: '680', media_type: 'movie', season: null, episode: null, timestamp: now - 120_000 },
      { media_id: '1399', media_type: 'tv', season: 1, episode: 2, timestamp: now - 180_000 },
      { media_id: 'not-a-number', media_type: 'movie', season: null, episode: null, timestamp: now },
    ];
    await page.evaluate((h) => localStorage.setItem('marquee_watch_history', JSON.stringify(h)), seeded);
    await page.goto('/settings?tab=privacy');
    await page.getByText('4 items are saved only in this browser.').waitFor();
    await page.getByRole('button', { name: 'Migrate to Cloud' }).click();
    await page.getByText('Migration completed! 3 items migrated, 1 skipped.').waitFor();
    await page.getByText('This browser holds no local watch history.').waitFor();
    await expect.poll(() => page.getByTestId('stat-Total').textContent()).toBe('3');
    expect(await page.getByTestId('stat-Movies').textContent()).toBe('2');
    expect(await page.getByTestId('stat-TV Shows').textContent()).toBe('1');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('marquee_watch_history') ?? '[]')),
    ).toEqual([]);
    await screenshot(page, `settings-privacy-migrated-${viewport}`);
  });

  it('clears all history after the confirmation', async () => {
    await page.getByRole('button', { name: 'Clear All History' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Are you sure you want to clear all your watch history? This action cannot be undone.')
      .waitFor();
    await screenshot(page, `settings-clear-confirm-${viewport}`);
    await dialog.getByRole('button', { name: 'Clear History' }).click();
    await page.getByText('Watch history cleared successfully').waitFor();
    await expect.poll(() => page.getByTestId('stat-Total').textContent()).toBe('0');
    expect(((await trpcQuery(token, 'history.stats')) as { total: number }).total).toBe(0);
  });

  it('opens the watch page on the default server', async () => {
    const { defaultServer } = await localPrefs(page);
    const movies = (await trpcQuery(
      token,
      `catalogue.movies?input=${encodeURIComponent(JSON.stringify({ filter: 'all', page: 1 }))}`,
    )) as { results: { id: number }[] };
    await page.goto(`/watch/movie/${movies.results[0]!.id}`);
    const chosen = page.locator('input[name="streaming-server"]:checked');
    await expect.poll(() => chosen.getAttribute('value')).toBe(String(defaultServer));
    await screenshot(page, `settings-watch-default-server-${viewport}`);
    await page.goto('/settings?tab=privacy');
  });

  it('exports settings, resets them, and imports the file back', async () => {
    await openTab('Advanced');
    await page
      .getByText('Watch history older than 15 days is removed automatically', { exact: false })
      .waitFor();
    const before = await localPrefs(page);
    expect(before.defaultServer).not.toBeNull();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Settings' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^marquee-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const file = path.join(tmpdir(), `${viewport}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported).toMatchObject({ version: '1.0', preferences: before });
    expect(Number.isNaN(Date.parse(exported.exportDate))).toBe(false);
    await page.getByText('Settings exported successfully').waitFor();

    await page.getByRole('button', { name: 'Reset Settings' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Are you sure you want to reset all preferences to default?')
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Settings reset to defaults').waitFor();
    expect((await localPrefs(page)).defaultServer).toBeNull();

    // A file of another version is refused and changes nothing.
    const wrong = path.join(tmpdir(), `${viewport}-wrong-version.json`);
    writeFileSync(wrong, JSON.stringify({ ...exported, version: '2.0' }));
    await page.getByLabel('Settings file to import').setInputFiles(wrong);
    await page
      .getByText('Settings file version 2.0 is not supported. Only version 1.0 files can be imported.', {
        exact: false,
      })
      .waitFor();
    await screenshot(page, `settings-import-refused-${viewport}`);
    expect((await localPrefs(page)).defaultServer).toBeNull();

    await page.getByLabel('Settings file to import').setInputFiles(file);
    await page.getByText('Settings imported successfully').waitFor();
    expect(await localPrefs(page)).toEqual(before);
    await page.getByText('Synced to your account').waitFor();
    expect(await trpcQuery(token, 'preferences.get')).toEqual(before);
    await screenshot(page, `settings-advanced-${viewport}`);
  });

  it('keeps the account preferences on a new device after sign-in', async () => {
    const { context: other, page: fresh } = await newPage(browser, server.baseUrl, viewport);
    try {
      await signInWithToken(fresh, server.baseUrl, token);
      await fresh.goto('/settings?tab=playback');
      await fresh.getByText('Synced to your account').waitFor();
      const account = (await trpcQuery(token, 'preferences.get')) as { defaultServer: unknown };
      expect(account.defaultServer).not.toBeNull();
      expect(await localPrefs(fresh)).toEqual(account);
      const checked = fresh.getByRole('radio', { checked: true });
      expect(await checked.count()).toBe(1);
      expect(await checked.getAttribute('value')).toBe(String(account.defaultServer));
    } finally {
      await other.close();
    }
  });

  it('signs out from Advanced', async () => {
    await page.goto('/settings?tab=advanced');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('marquee_token'))).toBeNull();
  });
});
