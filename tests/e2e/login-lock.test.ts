import type { Page } from 'playwright-core';
import { describe, expect, test } from './fixtures';

/**
 * The device token in a real browser: one that signed in to an account before keeps signing
 * in with the right password while others' guesses have locked the account; a browser that
 * never did gets the wait message. Each case locks an account of its own.
 */
const PASSWORD = 'Passw0rd1';
const DEVICE_KEY = 'marquee_device_token';
const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

// Behind a proxy, so the guesses below can come from many addresses.
test.override({ serverEnv: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT: '10' } });

/** Fills and sends the sign-in dialog. */
async function signIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

/** Signs out through the account menu. */
async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('You have been signed out', { exact: true }).waitFor();
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Wrong guesses from as many addresses, until the account answers 429. */
async function lockAccount(baseUrl: string, username: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const r = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
      body: JSON.stringify({ emailOrUsername: username, password: 'Wrong-passw0rd' }),
    });
    statuses.push(r.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual([429, 429]);
}

describe('sign-in while the account is locked', () => {
  test('keeps the device token of a sign-in across sign-out', async ({ page, users }) => {
    const { username } = await users.create({ password: PASSWORD });
    await page.goto('/');
    const dialog = await signIn(page, username, PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
    const device = await stored(page, DEVICE_KEY);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await signOut(page, username);
    expect(await stored(page, 'marquee_token')).toBeNull();
    expect(await stored(page, DEVICE_KEY)).toBe(device);
  });

  test('signs the browser that signed in before in with the right password', async ({ app, page, users }) => {
    const { username } = await users.create({ password: PASSWORD });
    // This browser signed in to the account before, and out again: it holds a device token.
    await page.goto('/');
    await (await signIn(page, username, PASSWORD)).waitFor({ state: 'detached' });
    await signOut(page, username);

    await lockAccount(app.baseUrl, username);
    const dialog = await signIn(page, username, PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
    expect(await stored(page, 'marquee_token')).not.toBeNull();
  });

  test('shows a new browser the wait message, even with the right password', async ({ app, page, users }) => {
    const { username } = await users.create({ password: PASSWORD });
    await lockAccount(app.baseUrl, username);
    await page.goto('/');
    const dialog = await signIn(page, username, PASSWORD);
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toMatch(TOO_MANY);
    expect(await stored(page, 'marquee_token')).toBeNull();
    expect(await stored(page, DEVICE_KEY)).toBeNull();
  });
});
