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
let owner: Awaited<ReturnType<typeof apiRegister>>;
let admin: Awaited<ReturnType<typeof apiRegister>>;
let plain: Awaited<ReturnType<typeof apiRegister>>;
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

async function api(method: string, path: string, token: string, body?: object) {
  const r = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, body: (await r.json()) as { data: unknown } };
}
type Listed = { id: string; username: string; role: string; isPremium: boolean };
async function userByName(name: string) {
  const res = await api('GET', `/api/admin/users/paginated?search=${name}`, owner.token);
  return (res.body.data as { users: Listed[] }).users.find((u) => u.username === name);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The first account is the owner; the others are users, one promoted through the API.
  owner = await apiRegister(server.baseUrl, 'boss_owner');
  admin = await apiRegister(server.baseUrl, 'staff_admin');
  plain = await apiRegister(server.baseUrl, 'just_a_user');
  for (const n of NAMES) await apiRegister(server.baseUrl, n);
  const promoted = await api('PUT', `/api/admin/users/${admin.user.id}/role`, owner.token, { role: 'admin' });
  expect(promoted.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAdmin(page: Page, token: string, tab?: string) {
  await signInWithToken(page, server.baseUrl, token);
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name, selected: true }).count()).toBe(1);
};

const notice = (page: Page, text: string) => page.getByTestId('admin-notice').getByText(text).waitFor();

describe('admin dashboard as the owner (desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, server.baseUrl, 'desktop'));
    await openAdmin(page, owner.token);
  });
  afterAll(() => context?.close());

  it('shows Owner Access, the stat cards and the health panels', async () => {
    await page.getByText('Owner Access').waitFor();
    await page.getByText('Total Users').waitFor();
    await expect.poll(() => page.getByText('15', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'API Health' }).waitFor();
    await page.getByText('Online').waitFor();
    await page.getByRole('button', { name: /Clear Cache/ }).waitFor();
    await screenshot(page, 'admin-overview-desktop');
  });

  it('pages through the users, 10 a page, with First and Last', async () => {
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

  it('sorts by a column: new column descending, same column flips', async () => {
    const header = page.getByRole('columnheader', { name: 'Username' });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const names = () => page.locator('tbody tr td:first-child').allInnerTexts();
    await expect.poll(async () => (await names())[0]?.split('\n')[0]).toBe('staff_admin');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await names())[0]?.split('\n')[0]).toBe('alice');
  });

  it('searches by name and says when nothing matches', async () => {
    await page.getByLabel('Search users').fill('CAROL');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByTestId('user-row-carol').waitFor();
    await page.getByLabel('Search users').fill('nobody-by-this-name');
    await page.getByText('No users found').waitFor();
    await page.getByLabel('Search users').fill('');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
  });

  it('changes a role and toggles premium', async () => {
    await page.getByLabel('Search users').fill('dmitri');
    const row = page.getByTestId('user-row-dmitri');
    await row.getByLabel('Role of dmitri').selectOption('admin');
    await notice(page, 'User role updated successfully');
    await expect.poll(async () => (await userByName('dmitri'))?.role).toBe('admin');

    const premium = row.getByRole('switch', { name: 'Premium for dmitri' });
    await premium.click();
    await notice(page, 'Premium status updated successfully');
    await expect.poll(() => premium.getAttribute('aria-checked')).toBe('true');
    expect((await userByName('dmitri'))?.isPremium).toBe(true);
  });

  it('edits a user inline and shows the server’s refusal', async () => {
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

  it('deletes a user after a confirmation naming them', async () => {
    await page.getByLabel('Search users').fill('lucia');
    await page.getByTestId('user-row-lucia').getByRole('button', { name: 'Delete lucia' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/"lucia".*cannot be undone/).waitFor();
    await screenshot(page, 'admin-delete-confirm-desktop');
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await notice(page, 'User deleted successfully');
    await page.getByText('No users found').waitFor();
    expect(await userByName('lucia')).toBeUndefined();
  });

  it('hides the delete button on the owner’s own row', async () => {
    await page.getByLabel('Search users').fill('boss_owner');
    const row = page.getByTestId('user-row-boss_owner');
    await row.getByText('You').waitFor();
    expect(await row.getByRole('button', { name: /Delete/ }).count()).toBe(0);
  });

  it('shows the system and analytics tabs', async () => {
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
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, server.baseUrl, viewport));
    await openAdmin(page, owner.token);
  });
  afterAll(() => context?.close());

  it('lays every tab out for a narrow screen', async () => {
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
  it('an admin sees Admin Access, but no role selector and no delete button', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 'desktop');
    try {
      await openAdmin(page, admin.token, 'users');
      await page.getByText('Admin Access').waitFor();
      await page.getByTestId('user-row-kemal').waitFor();
      expect(await page.getByRole('combobox', { name: /Role of/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      // An admin cannot touch the owner's account.
      await page.getByLabel('Search users').fill('boss_owner');
      const row = page.getByTestId('user-row-boss_owner');
      await expect.poll(() => row.getByRole('button', { name: 'Edit boss_owner' }).isDisabled()).toBe(true);
      await screenshot(page, 'admin-as-admin-desktop');
    } finally {
      await context.close();
    }
  });

  it('a plain user opening /admin lands on /', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 'phone');
    try {
      await signInWithToken(page, server.baseUrl, plain.token);
      await page.goto('/admin');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('a visitor opening /admin lands on /', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 'desktop');
    try {
      await page.goto('/admin');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
