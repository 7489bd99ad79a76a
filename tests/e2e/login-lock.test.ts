import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRegister, launchBrowser, newPage, type RunningServer, startServer } from './helpers';

/**
 * The device token in a real browser: one that signed in to an account before keeps signing
 * in with the right password while others' guesses have locked the account; a browser that
 * never did gets the wait message.
 */
const PASSWORD = 'Passw0rd1';
const DEVICE_KEY = 'marquee_device_token';
const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

let browser: Browser;
let server: RunningServer;
const owner = `owner_${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  // Behind a proxy, so the guesses below can come from many addresses.
  server = await startServer({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT: '10' });
  browser = await launchBrowser();
  await apiRegister(server.baseUrl, owner, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<Page> {
  const { context, page } = await newPage(browser, server.baseUrl, 'desktop');
  await context.addInitScript(() => localStorage.setItem('marquee_welcome_shown', 'true'));
  await page.goto('/');
  return page;
}

/** Fills and sends the sign-in dialog. */
async function signIn(page: Page, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or username', { exact: true }).fill(owner);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Wrong guesses from as many addresses, until the account answers 429. */
async function lockAccount() {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const r = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
      body: JSON.stringify({ emailOrUsername: owner, password: 'Wrong-passw0rd' }),
    });
    statuses.push(r.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual([429, 429]);
}

describe('sign-in while the account is locked', () => {
  let known: Page;

  it('keeps the device token of a sign-in across sign-out', async () => {
    known = await freshPage();
    const dialog = await signIn(known, PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    await known.getByRole('button', { name: `Account menu for ${owner}` }).waitFor();
    const device = await stored(known, DEVICE_KEY);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await known.getByRole('button', { name: `Account menu for ${owner}` }).click();
    await known.getByRole('menuitem', { name: 'Logout' }).click();
    await known.getByText('You have been signed out').waitFor();
    expect(await stored(known, 'marquee_token')).toBeNull();
    expect(await stored(known, DEVICE_KEY)).toBe(device);
  });

  it('signs the browser that signed in before in with the right password', async () => {
    await lockAccount();
    const dialog = await signIn(known, PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    await known.getByRole('button', { name: `Account menu for ${owner}` }).waitFor();
    expect(await stored(known, 'marquee_token')).not.toBeNull();
  });

  it('shows a new browser the wait message, even with the right password', async () => {
    const stranger = await freshPage();
    const dialog = await signIn(stranger, PASSWORD);
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toMatch(TOO_MANY);
    expect(await stored(stranger, 'marquee_token')).toBeNull();
    expect(await stored(stranger, DEVICE_KEY)).toBeNull();
  });
});
