import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { describe, expect, test } from './fixtures';
import { gridCards, ROOT, trpcCall, type ViewportName } from './helpers';

/**
 * Kids profiles (issue 36), at both widths: the Search page of a Kids profile suggests only
 * titles it can find, and an empty search says the level may hide titles (not that the
 * spelling is wrong); creating a Kids profile offers to lock the profiles above it with a PIN
 * (typed masked, twice), and afterwards leaving the Kids profile for the main one asks for that
 * PIN and refuses a wrong one. Pictures of both in English, Arabic and Japanese go to
 * SHOTS (for people to look at).
 */

const SHOTS = '/tmp/shots/kids';
const PIN = '1357';
const ADULT_SUGGESTIONS = ['Breaking Bad', 'John Wick', 'Game of Thrones'];

interface Profile {
  id: string;
  name: string;
  maturity: string;
  hasPin: boolean;
  main: boolean;
}
const profilesOf = (baseUrl: string, token: string) =>
  trpcCall<{ profiles: Profile[]; current: string }>(baseUrl, 'profiles.list', undefined, token);

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A Kids profile made and used by this session, through the API. */
async function onKidsProfile(baseUrl: string, token: string) {
  const kid = await trpcCall<Profile>(
    baseUrl,
    'profiles.create',
    { name: 'Pip', avatar: 'cat', maturity: 'kids' },
    token,
    true,
  );
  await trpcCall(baseUrl, 'profiles.switch', { id: kid.id }, token, true);
  return kid;
}

const suggestionButtons = (page: Page, title = 'Popular searches') =>
  page.getByRole('region', { name: title }).getByRole('button');

/** "Who's watching?" from the account menu (desktop) or the menu panel (phone). */
async function openPicker(page: Page, vp: ViewportName) {
  if (vp === 'desktop') {
    await page.getByRole('button', { name: /account menu for/i }).click();
    await page.getByRole('menuitem', { name: 'Switch profile' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Switch profile' }).click();
  }
  await page.getByRole('heading', { level: 1, name: "Who's watching?" }).waitFor();
}

describe.each<ViewportName>(['desktop', 'phone'])('Kids profiles (%s)', (vp) => {
  test("a Kids profile's search suggests only titles it finds, and an empty search blames the level, not the spelling", async ({
    login,
    app,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await onKidsProfile(app.baseUrl, token);

    await page.goto('/search');
    await suggestionButtons(page).first().waitFor();
    const offered = await suggestionButtons(page).allInnerTexts();
    expect(offered.length).toBeGreaterThanOrEqual(4);
    for (const adult of ADULT_SUGGESTIONS) expect(offered).not.toContain(adult);
    await expectNoAxeViolations(page, `Kids search suggestions (${vp})`);

    // Each suggestion finds its title on this profile.
    await suggestionButtons(page).first().click();
    await page.waitForURL(/\/search\?q=/);
    await gridCards(page).first().waitFor();
    expect(await page.getByRole('heading', { name: 'No results on this profile' }).count()).toBe(0);

    // An adult title: nothing, said as the level's doing, with the way to another profile.
    await page.goto('/search?q=Breaking%20Bad');
    await page.getByRole('heading', { name: 'No results on this profile' }).waitFor();
    await page.getByText(/This profile is set to Kids: titles above that level are hidden/).waitFor();
    expect(await page.getByText('Check the spelling or try another title.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Switch profile' }).last().getAttribute('href')).toBe(
      '/profiles',
    );
    await expectNoAxeViolations(page, `Kids empty search (${vp})`);
  });

  test('creating a Kids profile offers to lock the profiles above it; leaving it then asks for the PIN', async ({
    login,
    app,
  }) => {
    const { page, token, username } = await login({ viewport: vp });
    await page.goto('/settings?tab=profiles');

    // A Family profile with its own PIN: typed masked, twice; two different ones are refused.
    await page.getByRole('button', { name: 'Add profile' }).click();
    let form = page.getByRole('dialog', { name: 'New profile' });
    await form.getByLabel('Name', { exact: true }).fill('Sam');
    await form.getByRole('radio', { name: /^Family/ }).check();
    await form.getByRole('radio', { name: 'Set a PIN' }).check();
    const newPin = form.getByLabel('New PIN', { exact: true });
    expect(await newPin.getAttribute('type')).toBe('password');
    expect(await newPin.getAttribute('inputmode')).toBe('numeric');
    await newPin.fill('2468');
    await form.getByLabel('Confirm PIN', { exact: true }).fill('2486');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await form.getByText('The two PINs do not match').waitFor();
    await form.getByLabel('Confirm PIN', { exact: true }).fill('2468');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await form.waitFor({ state: 'detached' });

    // A Kids profile: the offer names the one profile above it without a PIN (the main one).
    await page.getByRole('button', { name: 'Add profile' }).click();
    form = page.getByRole('dialog', { name: 'New profile' });
    await form.getByLabel('Name', { exact: true }).fill('Pip');
    await form.getByRole('radio', { name: /^Kids/ }).check();
    await form.getByRole('button', { name: 'Create profile' }).click();
    const offer = page.getByRole('dialog', { name: 'Lock the profiles above Pip?' });
    await offer.waitFor();
    const boxes = offer.getByRole('checkbox');
    expect(await boxes.count()).toBe(1);
    expect(await offer.getByRole('checkbox', { name: new RegExp(username) }).isChecked()).toBe(true);
    await offer.getByLabel('New PIN', { exact: true }).fill(PIN);
    await offer.getByLabel('Confirm PIN', { exact: true }).fill('1375');
    await offer.getByRole('button', { name: 'Lock profiles' }).click();
    await offer.getByText('The two PINs do not match').waitFor();
    // The pointer off the button it pressed (a hovered button has its hover colour).
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, `Kids lock offer (${vp})`);
    await offer.getByLabel('Confirm PIN', { exact: true }).fill(PIN);
    await offer.getByRole('button', { name: 'Lock profiles' }).click();
    await offer.waitFor({ state: 'detached' });
    const after = await profilesOf(app.baseUrl, token);
    expect(after.profiles.find((p) => p.main)?.hasPin).toBe(true);
    await page.getByRole('heading', { name: 'Leaving Kids profiles' }).waitFor();
    await page.getByText('Every profile above Kids has a PIN', { exact: false }).waitFor();
    await shot(page, `settings-kids-lock-en-${vp}`);
    await expectNoAxeViolations(page, `Settings › Profiles with a Kids profile (${vp})`);

    // On Pip, the main profile asks for its PIN; a wrong one is refused and Pip stays in use.
    await openPicker(page, vp);
    await page.getByRole('button', { name: /^Pip/ }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const pip = after.profiles.find((p) => p.name === 'Pip')!;
    expect((await profilesOf(app.baseUrl, token)).current).toBe(pip.id);
    await openPicker(page, vp);
    await page.getByRole('button', { name: new RegExp(`^${username}.*PIN protected`) }).click();
    const ask = page.getByRole('dialog', { name: `Enter the PIN for ${username}` });
    expect(await ask.getByLabel('PIN', { exact: true }).getAttribute('type')).toBe('password');
    await ask.getByLabel('PIN', { exact: true }).fill('0000');
    await ask.getByRole('button', { name: 'Open profile' }).click();
    await ask.getByText('That PIN is not right. Please try again.').waitFor();
    expect((await profilesOf(app.baseUrl, token)).current).toBe(pip.id);
    await ask.getByLabel('PIN', { exact: true }).fill(PIN);
    await ask.getByRole('button', { name: 'Open profile' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect((await profilesOf(app.baseUrl, token)).current).toBe(after.profiles.find((p) => p.main)!.id);
  });

  test('pictures of the Kids search and the lock offer in English, Arabic and Japanese', async ({
    open,
    users,
    app,
  }) => {
    for (const lang of ['en', 'ar', 'ja'] as const) {
      const say = (ns: string, key: string) => catalogue(lang, ns)[key]!;
      const account = await users.create();
      const { page } = await open(vp, { token: account.token, locale: lang });
      // The lock offer, as the main profile creating a Kids one.
      await page.goto('/settings?tab=profiles');
      await page.getByRole('button', { name: say('profiles', 'profiles.settings.add') }).click();
      const form = page.getByRole('dialog', { name: say('profiles', 'profiles.settings.newTitle') });
      await form.getByLabel(say('profiles', 'profiles.form.name'), { exact: true }).fill('Pip');
      await form.locator('input[name="maturity"][value="kids"]').check();
      await form.getByRole('button', { name: say('profiles', 'profiles.form.create') }).click();
      const offer = page.getByRole('dialog', {
        name: say('profiles', 'profiles.lock.offerTitle').replace('{name}', 'Pip'),
      });
      await offer.getByRole('checkbox').first().waitFor();
      await shot(page, `lock-offer-${lang}-${vp}`);
      await expectNoAxeViolations(page, `lock offer ${lang} (${vp})`);
      await offer.getByRole('button', { name: say('profiles', 'profiles.lock.notNow') }).click();
      await offer.waitFor({ state: 'detached' });

      const kid = (await profilesOf(app.baseUrl, account.token)).profiles.find((p) => p.name === 'Pip')!;
      await trpcCall(app.baseUrl, 'profiles.switch', { id: kid.id }, account.token, true);
      await page.goto('/search');
      await suggestionButtons(page, say('browse', 'browse.search.popularTitle')).first().waitFor();
      await shot(page, `search-suggestions-${lang}-${vp}`);
      await page.goto('/search?q=John%20Wick');
      await page
        .getByRole('heading', { name: say('browse', 'browse.search.emptyRestrictedTitle') })
        .waitFor();
      await shot(page, `search-empty-${lang}-${vp}`);
      await expectNoAxeViolations(page, `Kids empty search ${lang} (${vp})`);
    }
  });
});

/** A language's catalogue of a namespace, to find controls by their words. */
function catalogue(lang: string, ns: string): Record<string, string> {
  return JSON.parse(readFileSync(`${ROOT}/src/shared/i18n/catalogs/${lang}/${ns}.json`, 'utf8'));
}
