import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { gridCards, screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Profiles (issue 30) in the browser, at both widths: a Kids profile is made in Settings, chosen
 * in "Who's watching?", and the header says so; the account's tabs are closed to it; browse and
 * search show what the server answered that profile; the picker appears after the next sign-in;
 * going back to the adult profile asks for its PIN; an R-rated address opened directly on the
 * Kids profile says the title is not available on this profile.
 *
 * The filtering itself is the catalogue's (the `mat` strand): assertions that need it are marked
 * "needs catalogue filtering".
 */

const PIN = '2468';

interface Profile {
  id: string;
  name: string;
  maturity: string;
  hasPin: boolean;
}
interface Cards {
  results: { id: number; mediaType?: string }[];
}

/** An R-rated film of the demo catalogue (its factual overview says "Rated R."), found as a visitor. */
const test = base.extend('rRated', { scope: 'file' }, async ({ server }) => {
  for (let page = 1; page <= 5; page++) {
    const list = await trpcCall<Cards>(server.baseUrl, 'catalogue.movies', { filter: 'all', page });
    for (const card of list.results) {
      const movie = await trpcCall<{ id: number; overview: string }>(server.baseUrl, 'catalogue.movie', {
        id: card.id,
      });
      if (/\bRated R\./.test(movie.overview)) return movie.id;
    }
  }
  throw new Error('no R-rated film in the demo catalogue');
});

async function profilesOf(baseUrl: string, token: string) {
  return trpcCall<{ profiles: Profile[]; current: string }>(baseUrl, 'profiles.list', undefined, token);
}

/** "Who's watching?" from the account menu (desktop) or the menu panel (phone). */
async function openPicker(page: Page, vp: ViewportName, menuName: string | RegExp) {
  if (vp === 'desktop') {
    await page.getByRole('button', { name: menuName }).click();
    await page.getByRole('menuitem', { name: 'Switch profile' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Switch profile' }).click();
  }
  await page.getByRole('heading', { level: 1, name: "Who's watching?" }).waitFor();
}

const atHome = (page: Page) => page.waitForURL((u) => u.pathname === '/');

/** Every title a grid shows, as its address. */
const shownHrefs = async (page: Page) => {
  await gridCards(page).first().waitFor();
  return gridCards(page).evaluateAll((cards) =>
    cards.map((c) => (c.matches('a') ? c : c.querySelector('a'))?.getAttribute('href')),
  );
};

/** Needs catalogue filtering: each title opens for this profile (a title above its level answers 403). */
async function allOpen(baseUrl: string, token: string, hrefs: (string | null | undefined)[]) {
  for (const href of hrefs.slice(0, 8)) {
    const m = /^\/(movie|tv)\/(\d+)/.exec(href ?? '');
    if (!m) continue;
    await trpcCall(
      baseUrl,
      m[1] === 'movie' ? 'catalogue.movie' : 'catalogue.tvShow',
      { id: Number(m[2]) },
      token,
    );
  }
}

describe.each<ViewportName>(['desktop', 'phone'])('Profiles (%s)', (vp) => {
  test('a Kids profile: made, switched to, kept to its titles; the picker after the next sign-in; back to the adult profile with its PIN', async ({
    login,
    app,
  }) => {
    const { page, token, username, password } = await login({ viewport: vp });
    // The adult main profile gets a PIN through the API: the form's PIN is checked below.
    const main = (await profilesOf(app.baseUrl, token)).profiles[0]!;
    await trpcCall(app.baseUrl, 'profiles.update', { id: main.id, pin: PIN }, token, true);

    // Settings › Profiles: add a Kids profile (the profile in use has a PIN: it is asked).
    await page.goto('/settings?tab=profiles');
    await page.getByRole('button', { name: 'Add profile' }).click();
    const form = page.getByRole('dialog', { name: 'New profile' });
    await form.getByLabel('Name', { exact: true }).fill('Pip');
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Cat' }) })
      .click();
    expect(await form.getByRole('radio', { name: 'Cat' }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: /^Kids/ }).check();
    await form.getByText('A Kids profile has no PIN.').waitFor();
    await form.getByRole('button', { name: 'Create profile' }).click();
    await form.getByText('Enter the 4 digits of the PIN.').waitFor();
    await form.getByLabel('Your PIN').fill(PIN);
    await screenshot(page, `profiles-form-${vp}`);
    await form.getByRole('button', { name: 'Create profile' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Pip' }).waitFor();
    await screenshot(page, `profiles-settings-${vp}`);

    // Switch to it from the account menu: home opens, the header names it.
    await openPicker(page, vp, `Account menu for ${username}`);
    await screenshot(page, `profiles-picker-${vp}`);
    await page.getByRole('button', { name: /^Pip/ }).click();
    await atHome(page);
    const pip = (await profilesOf(app.baseUrl, token)).profiles.find((p) => p.name === 'Pip')!;
    expect(pip.maturity).toBe('kids');
    expect((await profilesOf(app.baseUrl, token)).current).toBe(pip.id);
    if (vp === 'desktop')
      await page.getByRole('button', { name: `Pip, account menu for ${username}` }).waitFor();

    // The account's tabs are not the Kids profile's.
    await page.goto('/settings?tab=privacy');
    await page.getByRole('heading', { name: 'Not available on a Kids profile' }).waitFor();
    await page.goto('/settings');
    await expect.poll(() => page.getByRole('tab').allInnerTexts()).toEqual(['Playback']);

    // Browse and search show what the server answered this profile.
    await page.goto('/movies');
    const movies = await shownHrefs(page);
    const answer = await trpcCall<Cards>(app.baseUrl, 'catalogue.movies', { filter: 'all', page: 1 }, token);
    expect(movies.slice(0, answer.results.length)).toEqual(answer.results.map((c) => `/movie/${c.id}`));
    await allOpen(app.baseUrl, token, movies); // needs catalogue filtering
    await page.goto('/search?q=the');
    const found = await shownHrefs(page);
    const searched = await trpcCall<Cards>(app.baseUrl, 'catalogue.search', { query: 'the' }, token);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(searched.results.length);
    await allOpen(app.baseUrl, token, found); // needs catalogue filtering

    // Sign out, sign in again: with two profiles, who is watching is asked.
    if (vp === 'desktop') {
      await page.getByRole('button', { name: `Pip, account menu for ${username}` }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    }
    await page.getByText('You have been signed out', { exact: true }).waitFor();
    await page.locator('[data-auth-open="signin"]:visible').first().click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email or username', { exact: true }).fill(username);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: "Who's watching?" }).waitFor();
    await page.waitForURL((u) => u.pathname === '/profiles');

    // Pip, then back to the adult profile: its PIN is asked, a wrong one said so.
    await page.getByRole('button', { name: /^Pip/ }).click();
    await atHome(page);
    await openPicker(page, vp, vp === 'desktop' ? `Pip, account menu for ${username}` : '');
    await page.getByRole('button', { name: new RegExp(`^${main.name}.*PIN protected`) }).click();
    const ask = page.getByRole('dialog', { name: `Enter the PIN for ${main.name}` });
    await ask.getByLabel('PIN', { exact: true }).fill('1111');
    await ask.getByRole('button', { name: 'Open profile' }).click();
    await ask.getByText('That PIN is not right. Please try again.').waitFor();
    // The pointer off the button it pressed (a hovered button has its hover colour).
    await page.mouse.move(0, 0);
    await screenshot(page, `profiles-pin-${vp}`);
    await expectNoAxeViolations(page, `profile PIN dialog (${vp})`);
    await ask.getByLabel('PIN', { exact: true }).fill(PIN);
    await page.keyboard.press('Enter');
    await atHome(page);
    if (vp === 'desktop') await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
  });

  // Needs catalogue filtering: the server answers 403 for a title above the profile's level.
  test('an R-rated address opened directly on a Kids profile says it is not available on this profile', async ({
    login,
    app,
    rRated,
  }) => {
    const { page, token } = await login({ viewport: vp });
    const kid = await trpcCall<Profile>(
      app.baseUrl,
      'profiles.create',
      { name: 'Kit', avatar: 'robot', maturity: 'kids' },
      token,
      true,
    );
    await trpcCall(app.baseUrl, 'profiles.switch', { id: kid.id }, token, true);
    await page.goto(`/movie/${rRated}`);
    await page.getByRole('heading', { level: 1, name: 'Not available on this profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/movie/${rRated}`);
    await page.getByRole('link', { name: 'Switch profile' }).waitFor();
    await screenshot(page, `profiles-restricted-${vp}`);
    await page.goto(`/watch/movie/${rRated}`);
    await page.getByRole('heading', { level: 1, name: 'Not available on this profile' }).waitFor();
  });
});
