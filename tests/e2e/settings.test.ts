import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_PREFERENCES } from '../../src/shared/preferences';
import { describe, expect, type Login, test } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Account settings, once per viewport. Each case signs in an account of its own; one that
 * needs a default server, or history, sets it up through the API first.
 */
test.override({ dismissWelcome: false });

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function trpcQuery(baseUrl: string, token: string, proc: string) {
  const r = await fetch(`${baseUrl}/trpc/${proc}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await r.json()) as { result: { data: unknown } }).result.data;
}

async function trpcMutation(baseUrl: string, token: string, proc: string, input: unknown) {
  const r = await fetch(`${baseUrl}/trpc/${proc}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!r.ok) throw new Error(`${proc}: ${r.status} ${await r.text()}`);
}

type ServerList = {
  config: { servers: { id: number | string; name: string; priority: number; enabled: boolean }[] };
};
/** The enabled server the account's default becomes: the highest priority. */
const pickServer = (servers: ServerList) =>
  servers.config.servers.filter((s) => s.enabled).sort((a, b) => b.priority - a.priority)[0]!;

/** Saves the account's default server through the API, as another device would; its id. */
async function saveDefaultServer(baseUrl: string, token: string) {
  const pick = pickServer((await trpcQuery(baseUrl, token, 'serverConfig.get')) as ServerList);
  // A new account has saved none: the defaults, with this one choice.
  const prefs = (await trpcQuery(baseUrl, token, 'preferences.get')) as object | null;
  await trpcMutation(baseUrl, token, 'preferences.save', {
    ...DEFAULT_PREFERENCES,
    ...prefs,
    defaultServer: pick.id,
  });
  return pick.id;
}

const localPrefs = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('marquee_preferences') ?? 'null'));

describe.each(['desktop', 'phone'] as ViewportName[])('settings on %s', (viewport) => {
  test.override({ viewport });

  const openTab = async (page: Page, name: string) => {
    await page.getByRole('tab', { name }).click();
    await expect.poll(() => page.getByRole('tab', { name, selected: true }).count()).toBe(1);
  };

  /** Signs a new account in on the settings page. */
  async function signedIn(login: Login, tab?: string) {
    const account = await login();
    await account.page.goto(tab ? `/settings?tab=${tab}` : '/settings');
    await account.page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    return account;
  }

  /**
   * A new account whose default server was chosen on another device (saved to the account
   * through the API), signed in here and synced: local storage holds the account's choice.
   */
  async function withDefaultServer(login: Login, baseUrl: string) {
    const account = await login();
    const id = await saveDefaultServer(baseUrl, account.token);
    await account.page.goto('/settings?tab=playback');
    await account.page.getByText('Synced to your account').waitFor();
    await expect.poll(async () => (await localPrefs(account.page))?.defaultServer).toEqual(id);
    return account;
  }

  test('asks a visitor to sign in, with Go Back', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await screenshot(page, `settings-signed-out-${viewport}`);
  });

  test('shows the profile with role badge and member-since', async ({ login }) => {
    const { page, username } = await signedIn(login);
    const summary = page.getByRole('region', { name: 'Account summary' });
    await summary.getByText(username, { exact: true }).waitFor();
    await summary.getByText('user', { exact: true }).waitFor();
    await summary.getByText('Just now').waitFor();
    await screenshot(page, `settings-profile-${viewport}`);
  });

  test('validates a username under the input and saves a new one, shown in the header', async ({ login }) => {
    const { page, username } = await signedIn(login);
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
  });

  test('says so under the input when the current password is wrong', async ({ app, login }) => {
    const { page, username, password } = await signedIn(login);
    await page.getByRole('button', { name: 'Edit password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('Wrong-pass1');
    await page.getByLabel('New password', { exact: true }).fill('Br4ndNewPass');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Br4ndNewPass');
    await page.getByRole('button', { name: 'Show current password' }).click();
    expect(await page.getByLabel('Current password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    // Under the input only: one failure, one message.
    expect(await page.getByText('Current password is incorrect').count()).toBe(1);
    await screenshot(page, `settings-password-error-${viewport}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The password did not change.
    const again = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: username, password }),
    });
    expect(again.status).toBe(200);
  });

  test('sets a default server, stored locally and in the account', async ({ app, login }) => {
    const { page, token } = await signedIn(login);
    await openTab(page, 'Playback');
    const cards = page.getByRole('radio');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('radio', { name: /Auto Select/ }).isChecked()).toBe(true);
    const pick = pickServer((await trpcQuery(app.baseUrl, token, 'serverConfig.get')) as ServerList);
    await page.getByText(pick.name, { exact: true }).click();
    await page.getByText('Preference updated successfully').waitFor();
    expect(await page.getByRole('radio', { name: new RegExp(`^${escapeRe(pick.name)}`) }).isChecked()).toBe(
      true,
    );
    expect((await localPrefs(page)).defaultServer).toEqual(pick.id);
    await page.getByText('Synced to your account').waitFor();
    expect(
      ((await trpcQuery(app.baseUrl, token, 'preferences.get')) as { defaultServer: unknown }).defaultServer,
    ).toEqual(pick.id);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `settings-playback-${viewport}`);
  });

  test('migrates local history seeded in storage and shows the counts', async ({ login }) => {
    const { page } = await signedIn(login);
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

  test('clears all history after the confirmation', async ({ app, login }) => {
    const { page, token } = await signedIn(login);
    // Three titles watched on another device.
    for (const [mediaId, mediaType, season, episode] of [
      ['550', 'movie'],
      ['680', 'movie'],
      ['1399', 'tv', 1, 2],
    ] as const)
      await trpcMutation(app.baseUrl, token, 'history.progress', {
        mediaId,
        mediaType,
        season,
        episode,
        position: 60,
        duration: 3600,
      });
    await page.goto('/settings?tab=privacy');
    await expect.poll(() => page.getByTestId('stat-Total').textContent()).toBe('3');
    await page.getByRole('button', { name: 'Clear All History' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Are you sure you want to clear all your watch history? This action cannot be undone.')
      .waitFor();
    await screenshot(page, `settings-clear-confirm-${viewport}`);
    await dialog.getByRole('button', { name: 'Clear History' }).click();
    await page.getByText('Watch history cleared successfully').waitFor();
    await expect.poll(() => page.getByTestId('stat-Total').textContent()).toBe('0');
    expect(((await trpcQuery(app.baseUrl, token, 'history.stats')) as { total: number }).total).toBe(0);
  });

  test('opens the watch page on the default server', async ({ app, login }) => {
    const { page, token } = await withDefaultServer(login, app.baseUrl);
    const { defaultServer } = await localPrefs(page);
    const movies = (await trpcQuery(
      app.baseUrl,
      token,
      `catalogue.movies?input=${encodeURIComponent(JSON.stringify({ filter: 'all', page: 1 }))}`,
    )) as { results: { id: number }[] };
    await page.goto(`/watch/movie/${movies.results[0]!.id}`);
    const chosen = page.locator('input[name="streaming-server"]:checked');
    await expect.poll(() => chosen.getAttribute('value')).toBe(String(defaultServer));
    await screenshot(page, `settings-watch-default-server-${viewport}`);
  });

  test('exports settings, resets them, and imports the file back', async ({ app, login }) => {
    const { page, token } = await withDefaultServer(login, app.baseUrl);
    await openTab(page, 'Advanced');
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
    expect(await trpcQuery(app.baseUrl, token, 'preferences.get')).toEqual(before);
    await screenshot(page, `settings-advanced-${viewport}`);
  });

  test("carries the account's ratings, reviews, diary and lists to another account", async ({
    app,
    login,
  }) => {
    const { page, token } = await login();
    const movies = (await trpcQuery(
      app.baseUrl,
      token,
      `catalogue.movies?input=${encodeURIComponent(JSON.stringify({ filter: 'all', page: 1 }))}`,
    )) as { results: { id: number }[] };
    const [a, b] = movies.results.map((m) => String(m.id));
    await trpcMutation(app.baseUrl, token, 'ratings.set', { mediaType: 'movie', mediaId: a, rating: 9 });
    await trpcMutation(app.baseUrl, token, 'reviews.set', {
      mediaType: 'movie',
      mediaId: a,
      text: 'Loved it',
    });
    await trpcMutation(app.baseUrl, token, 'diary.add', {
      media_type: 'movie',
      media_id: b,
      watched_on: '2024-03-05',
    });
    const list = (
      await trpcCall<{ id: number }>(app.baseUrl, 'lists.create', { name: 'Weekend' }, token, true)
    ).id;
    await trpcMutation(app.baseUrl, token, 'lists.addItem', {
      id: list,
      item: { mediaType: 'movie', mediaId: b },
    });
    await page.goto('/settings');
    await openTab(page, 'Advanced');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Settings' }).click(),
    ]);
    const file = path.join(tmpdir(), `${viewport}-opinions-${download.suggestedFilename()}`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    const mine = await trpcCall(app.baseUrl, 'opinions.export', undefined, token);
    expect(exported.opinions).toEqual(mine);

    // Another account takes the file in: one rating, one review, one viewing, one list entry.
    const other = await login();
    await other.page.goto('/settings');
    await openTab(other.page, 'Advanced');
    await other.page.getByLabel('Settings file to import').setInputFiles(file);
    await other.page
      .getByText('4 ratings, reviews, viewings and list entries added', { exact: false })
      .waitFor();
    const theirs = await trpcCall<{
      ratings: unknown[];
      lists: { name: string; items: { mediaId: string }[] }[];
    }>(app.baseUrl, 'opinions.export', undefined, other.token);
    expect(theirs).toEqual(mine);
    await screenshot(other.page, `settings-import-opinions-${viewport}`);
  });

  test('keeps the account preferences on a new device after sign-in', async ({ app, login }) => {
    // The default server was chosen on another device; this one signs in afterwards.
    const { page: fresh, token } = await login();
    await saveDefaultServer(app.baseUrl, token);
    await fresh.goto('/settings?tab=playback');
    await fresh.getByText('Synced to your account').waitFor();
    const account = (await trpcQuery(app.baseUrl, token, 'preferences.get')) as { defaultServer: unknown };
    expect(account.defaultServer).not.toBeNull();
    expect(await localPrefs(fresh)).toEqual(account);
    const checked = fresh.getByRole('radio', { checked: true });
    expect(await checked.count()).toBe(1);
    expect(await checked.getAttribute('value')).toBe(String(account.defaultServer));
  });

  test('signs out from Advanced', async ({ login }) => {
    const { page } = await login();
    await page.goto('/settings?tab=advanced');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('marquee_token'))).toBeNull();
  });
});
