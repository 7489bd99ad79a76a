import type { Page } from 'playwright-core';
import type { PublicUser } from '../../src/shared/user';
import {
  type ApiUser,
  deleteUserThroughApi,
  editUserThroughApi,
  findUsersThroughApi,
  insertUserThroughApi,
  setRoleThroughApi,
  togglePremiumThroughApi,
} from '../factories/api-user';
import { test as base, describe, type E2eServer, expect, type Login } from './fixtures';
import { screenshot, type ViewportName } from './helpers';

/**
 * The admin panel on a roster of 15 accounts made once for the file: the owner (the first
 * account), an admin, a plain user and twelve more. A case may change the roster (a role, a
 * name, a deletion); after each case it is put back as it was, so every case sees the same 15.
 */
const NAMES = [
  'alice',
  'bruno',
  'carol',
  'dmitri',
  'elena',
  'farid',
  'greta',
  'hiro',
  'ines',
  'jonas',
  'kemal',
  'lucia',
];

interface Roster {
  owner: ApiUser;
  admin: ApiUser;
  plain: ApiUser;
  /** Every account as made, by username (ids change when a deleted one is made again). */
  accounts: Map<string, PublicUser>;
}

/** Puts the roster back: renamed accounts renamed back, deleted ones made again, others removed. */
async function restore(server: E2eServer, roster: Roster) {
  const { baseUrl, owner } = server;
  const now = new Map((await findUsersThroughApi(baseUrl, owner.token)).map((u) => [u.id, u]));
  for (const [username, want] of roster.accounts) {
    const have = now.get(want.id);
    now.delete(want.id);
    if (!have) {
      const { role, isPremium, email } = want;
      const made = await insertUserThroughApi(baseUrl, owner.token, { username, email, role, isPremium });
      roster.accounts.set(username, made.user);
      continue;
    }
    if (have.username !== username || have.email !== want.email)
      await editUserThroughApi(baseUrl, owner.token, want.id, { username, email: want.email });
    if (have.role !== want.role) await setRoleThroughApi(baseUrl, owner.token, want.id, want.role);
    if (have.isPremium !== want.isPremium) await togglePremiumThroughApi(baseUrl, owner.token, want.id);
  }
  for (const extra of now.values()) await deleteUserThroughApi(baseUrl, owner.token, extra.id);
}

const test = base
  .extend('made', { scope: 'file' }, async ({ server }): Promise<Roster> => {
    const { baseUrl, owner } = server;
    const make = (username: string, role?: 'admin') =>
      insertUserThroughApi(baseUrl, owner.token, { username, email: `${username}@example.com`, role });
    // The first account is the owner; the others are users, one promoted through the API.
    const admin = await make('staff_admin', 'admin');
    const plain = await make('just_a_user');
    const accounts = new Map([owner, admin, plain].map((a) => [a.username, a.user]));
    for (const n of NAMES) accounts.set(n, (await make(n)).user);
    return { owner, admin, plain, accounts };
  })
  .extend('roster', async ({ server, made }, { onCleanup }) => {
    onCleanup(() => restore(server, made));
    return made;
  });
test.override({ ownerName: 'boss_owner', dismissWelcome: false });

async function api(baseUrl: string, method: string, path: string, token: string, body?: object) {
  const r = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, body: (await r.json()) as { data: unknown } };
}
type Listed = { id: string; username: string; role: string; isPremium: boolean };
async function userByName(server: E2eServer, name: string) {
  const res = await api(
    server.baseUrl,
    'GET',
    `/api/admin/users/paginated?search=${name}`,
    server.owner.token,
  );
  return (res.body.data as { users: Listed[] }).users.find((u) => u.username === name);
}

/** Signs `as` in on a new page and opens the admin panel (at a tab). */
async function openAdmin(login: Login, as: ApiUser, opts: { viewport?: ViewportName; tab?: string } = {}) {
  const { page } = await login({ as, viewport: opts.viewport });
  await page.goto(opts.tab ? `/admin?tab=${opts.tab}` : '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  // The first page of users has arrived (as when a visitor starts typing a search).
  if (opts.tab === 'users') await page.locator('[data-testid^="user-"]').first().waitFor();
  return page;
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name, selected: true }).count()).toBe(1);
};

const notice = (page: Page, text: string) => page.getByTestId('admin-notice').getByText(text).waitFor();

describe('admin dashboard as the owner (desktop)', () => {
  test('shows Owner Access, the stat cards and the health panels', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner);
    await page.getByText('Owner Access').waitFor();
    await page.getByText('Total Users').waitFor();
    await expect.poll(() => page.getByText('15', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'API Health' }).waitFor();
    await page.getByText('Online').waitFor();
    await page.getByRole('button', { name: /Clear Cache/ }).waitFor();
    await screenshot(page, 'admin-overview-desktop');
  });

  test('pages through the users, 10 a page, with First and Last', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner);
    await openTab(page, 'Users');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByText('Page 1 of 2').waitFor();
    await screenshot(page, 'admin-users-desktop');
    await page.getByRole('button', { name: 'Last' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => rows.count()).toBe(5);
    await page.getByRole('button', { name: 'First' }).click();
    await page.getByText('Page 1 of 2').waitFor();
  });

  test('sorts by a column: new column descending, same column flips', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner, { tab: 'users' });
    const header = page.getByRole('columnheader', { name: 'Username' });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const names = () => page.locator('tbody tr td:first-child').allInnerTexts();
    await expect.poll(async () => (await names())[0]?.split('\n')[0]).toBe('staff_admin');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await names())[0]?.split('\n')[0]).toBe('alice');
  });

  test('searches by name and says when nothing matches', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner, { tab: 'users' });
    await page.getByLabel('Search users').fill('CAROL');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByTestId('user-row-carol').waitFor();
    await page.getByLabel('Search users').fill('nobody-by-this-name');
    await page.getByText('No users found').waitFor();
    await page.getByLabel('Search users').fill('');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
  });

  test('changes a role and toggles premium', async ({ app, login, roster }) => {
    const page = await openAdmin(login, roster.owner, { tab: 'users' });
    await page.getByLabel('Search users').fill('dmitri');
    const row = page.getByTestId('user-row-dmitri');
    await row.getByLabel('Role of dmitri').selectOption('admin');
    await notice(page, 'User role updated successfully');
    await expect.poll(async () => (await userByName(app, 'dmitri'))?.role).toBe('admin');

    const premium = row.getByRole('switch', { name: 'Premium for dmitri' });
    await premium.click();
    await notice(page, 'Premium status updated successfully');
    await expect.poll(() => premium.getAttribute('aria-checked')).toBe('true');
    expect((await userByName(app, 'dmitri'))?.isPremium).toBe(true);
  });

  test('edits a user inline and shows the server’s refusal', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner, { tab: 'users' });
    await page.getByLabel('Search users').fill('dmitri');
    const row = page.getByTestId('user-row-dmitri');
    await row.getByRole('button', { name: 'Edit dmitri' }).click();
    const form = page.getByRole('form', { name: 'Edit dmitri' });
    await form.getByLabel('Username').fill('alice');
    await form.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Failed to update user: Username is already taken');
    await form.getByLabel('Username').fill('dmitri_k');
    await form.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'User updated successfully');
    await page.getByLabel('Search users').fill('dmitri_k');
    await page.getByTestId('user-row-dmitri_k').waitFor();
  });

  test('deletes a user after a confirmation naming them', async ({ app, login, roster }) => {
    const page = await openAdmin(login, roster.owner, { tab: 'users' });
    await page.getByLabel('Search users').fill('lucia');
    await page.getByTestId('user-row-lucia').getByRole('button', { name: 'Delete lucia' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/"lucia".*cannot be undone/).waitFor();
    await screenshot(page, 'admin-delete-confirm-desktop');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await notice(page, 'User deleted successfully');
    await page.getByText('No users found').waitFor();
    expect(await userByName(app, 'lucia')).toBeUndefined();
  });

  test('hides the delete button on the owner’s own row', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner, { tab: 'users' });
    await page.getByLabel('Search users').fill('boss_owner');
    const row = page.getByTestId('user-row-boss_owner');
    await row.getByText('You').waitFor();
    expect(await row.getByRole('button', { name: /Delete/ }).count()).toBe(0);
  });

  test('shows the system and analytics tabs', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner);
    await openTab(page, 'System');
    await page.getByRole('heading', { name: 'Server Configuration' }).waitFor();
    await page.getByRole('button', { name: /Refresh Servers/ }).click();
    await page.getByText('Server configuration refreshed successfully!').waitFor();
    await page.getByText('Hit rate', { exact: true }).waitFor();
    await screenshot(page, 'admin-system-desktop');
    await openTab(page, 'Analytics');
    await page.getByRole('heading', { name: 'Registrations per day' }).waitFor();
    await page.getByRole('img', { name: /registrations in 30 days/ }).waitFor();
    await screenshot(page, 'admin-analytics-desktop');
  });
});

describe.each(['phone'] as ViewportName[])('admin dashboard on a %s', (viewport) => {
  test('lays every tab out for a narrow screen', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.owner, { viewport });
    await page.getByText('Total Users').waitFor();
    await screenshot(page, `admin-overview-${viewport}`);
    await openTab(page, 'Users');
    await page.getByTestId('user-card-kemal').waitFor();
    expect(await page.locator('table').isVisible()).toBe(false);
    await screenshot(page, `admin-users-${viewport}`);
    await page.getByLabel('Sort by').selectOption('username');
    await expect
      .poll(
        async () => await page.locator('li[data-testid^="user-card-"]').first().getAttribute('data-testid'),
      )
      .toBe('user-card-staff_admin');
    await openTab(page, 'System');
    await page.getByRole('heading', { name: 'Cache Analytics' }).waitFor();
    await screenshot(page, `admin-system-${viewport}`);
    await openTab(page, 'Analytics');
    await page.getByRole('img', { name: /registrations in 30 days/ }).waitFor();
    await screenshot(page, `admin-analytics-${viewport}`);
  });
});

describe('who may open /admin', () => {
  test('an admin sees Admin Access, but no role selector and no delete button', async ({ login, roster }) => {
    const page = await openAdmin(login, roster.admin, { tab: 'users' });
    await page.getByText('Admin Access').waitFor();
    await page.getByTestId('user-row-kemal').waitFor();
    expect(await page.getByRole('combobox', { name: /Role of/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    // An admin cannot touch the owner's account.
    await page.getByLabel('Search users').fill('boss_owner');
    const row = page.getByTestId('user-row-boss_owner');
    await expect.poll(() => row.getByRole('button', { name: 'Edit boss_owner' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-as-admin-desktop');
  });

  test('a plain user opening /admin is told they have no access, and the API still refuses', async ({
    login,
    roster,
    server,
  }) => {
    const { page } = await login({ as: roster.plain, viewport: 'phone' });
    await page.goto('/admin');
    await page.getByRole('heading', { name: "You don't have access to the admin panel" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const r = await fetch(`${server.baseUrl}/trpc/admin.stats`, {
      headers: { authorization: `Bearer ${roster.plain.token}` },
    });
    expect(r.status).toBe(403);
  });

  test('a visitor opening /admin is asked to sign in', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  });
});
