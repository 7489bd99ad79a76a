import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_PASSWORD as PASSWORD } from '../factories/fields';
import { expectNoAxeViolations } from './axe';
import { describe, expect, test } from './fixtures';
import { ROOT, screenshot } from './helpers';

/**
 * Keyboard and screen-reader behaviour the axe run cannot see: focus back on the opened card
 * after Back, the new page announced, a home row as one Tab stop moved through with the arrow
 * keys (mirrored right to left), login failures in plain words per language, and a
 * confirmation after signing in on a phone.
 */

function msg(locale: string, key: string): string {
  const file = path.join(ROOT, 'src/shared/i18n/catalogs', locale, `${key.split('.')[0]}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key]!;
}

const firstRow = (page: Page) => page.locator('section[data-row] ul[data-nav-row="row"]').first();
/** The focused element's address (a card's link) and whether it sits in the first home row. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const row = document.querySelector('section[data-row] ul[data-nav-row="row"]');
    return { href: el?.getAttribute('href') ?? null, inFirstRow: !!row && !!el && row.contains(el) };
  });

async function openHome(page: Page) {
  await page.goto('/');
  await firstRow(page).locator('[data-nav-card]').nth(3).waitFor();
}

describe('focus and announcements (desktop)', () => {
  test('the new page is announced', async ({ page }) => {
    await openHome(page);
    const card = firstRow(page).locator('[data-nav-card]').nth(2);
    const href = await card.getAttribute('href');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The detail page's title is read out politely once it is set.
    const announcer = page.locator('[data-route-announcer]');
    await expect.poll(() => announcer.textContent()).toBe(await page.title());
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect(await page.title()).not.toBe('Marquee');

    // A link in the header: the listing's title is announced.
    await page.getByRole('banner').getByRole('link', { name: 'Movies', exact: true }).click();
    await expect.poll(() => announcer.textContent()).toMatch(/^Movies/);
  });

  test('Back puts focus on the card that was opened', async ({ page }) => {
    await openHome(page);
    const card = firstRow(page).locator('[data-nav-card]').nth(2);
    const href = await card.getAttribute('href');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await expect.poll(() => focused(page)).toEqual({ href, inFirstRow: true });
  });

  test('a home row is one Tab stop: arrows and Home/End move inside it, Tab reaches the card’s save toggle, then leaves', async ({
    page,
  }) => {
    await openHome(page);
    const cards = firstRow(page).locator('[data-nav-card]');
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    // Only one card of the row is in the Tab order.
    expect(await firstRow(page).locator('[data-nav-card][tabindex="0"]').count()).toBe(1);
    await cards.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual({ href: hrefs[1], inFirstRow: true });
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toEqual({ href: hrefs[0], inFirstRow: true });
    await page.keyboard.press('End');
    const all = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(await focused(page)).toEqual({ href: all.at(-1), inFirstRow: true });
    await page.keyboard.press('Home');
    expect(await focused(page)).toEqual({ href: hrefs[0], inFirstRow: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Tab reaches the card's save toggle, the next Tab leaves the row; Shift+Tab comes back
    // to the card last used, not the first.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-nav-save')))
      .toBe(true);
    expect((await focused(page)).inFirstRow).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).inFirstRow).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toEqual({ href: hrefs[2], inFirstRow: true });
  });

  test('right to left (Arabic), ArrowLeft moves to the next card', async ({ open }) => {
    const { page } = await open('desktop', { locale: 'ar' });
    await openHome(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const cards = firstRow(page).locator('[data-nav-card]');
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    await cards.first().focus();
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toEqual({ href: hrefs[1], inFirstRow: true });
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual({ href: hrefs[0], inFirstRow: true });
  });
});

async function signIn(page: Page, username: string, password: string, phone: boolean, locale = 'en') {
  await page.locator('[data-auth-open="signin"]:visible').first().click();
  const dialog = page.getByRole('dialog', { name: msg(locale, 'auth.dialog.signInTitle') });
  await dialog.getByLabel(msg(locale, 'auth.signIn.emailOrUsername'), { exact: true }).fill(username);
  await dialog.getByLabel(msg(locale, 'auth.field.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: msg(locale, 'auth.signIn.submit'), exact: true }).click();
  return { dialog, phone };
}

describe('signing in', () => {
  test('a wrong password is said in plain words in Japanese', async ({ open, users }) => {
    const { username } = await users.create({ password: PASSWORD });
    const { page } = await open('desktop', { locale: 'ja' });
    await page.goto('/privacy');
    const { dialog } = await signIn(page, username, 'Wrong-passw0rd', false, 'ja');
    await dialog
      .getByRole('alert')
      .getByText(msg('ja', 'messages.auth.invalidLogin'), { exact: true })
      .waitFor();
    expect(await dialog.getByRole('alert').textContent()).not.toMatch(/emailOrUsername/);
  });

  test('on a phone, signing in is confirmed', async ({ open, users }) => {
    const { username } = await users.create({ password: PASSWORD });
    const { page } = await open('phone');
    await page.goto('/privacy');
    // One term everywhere: the phone's bar says Sign In, as the desktop's does.
    expect(await page.locator('[data-auth-open="signin"]:visible').first().textContent()).toBe('Sign In');
    const { dialog } = await signIn(page, username, PASSWORD, true);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText("You're signed in").waitFor();
    // The confirmation itself passes axe (contrast, its close button's name).
    await expectNoAxeViolations(page, 'the signed-in toast on a phone');
    await screenshot(page, 'a11y-signed-in-phone');
  });
});
