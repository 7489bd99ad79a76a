import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from './fixtures';
import { ROOT, screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * The profile screens in Arabic (right to left: the picker's arrows mirrored) and Japanese, at
 * both widths, with a picture of each for the note.
 */
function msg(locale: string, key: string): string {
  const file = path.join(ROOT, 'src/shared/i18n/catalogs', locale, `${key.split('.')[0]}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key]!;
}

const focusedName = (page: import('playwright-core').Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.profile ?? null);

describe.each<[string, ViewportName]>([
  ['ar', 'desktop'],
  ['ar', 'phone'],
  ['ja', 'desktop'],
  ['ja', 'phone'],
])('Profiles in %s (%s)', (locale, vp) => {
  test('the picker, its PIN dialog and the Profiles tab speak the language', async ({ users, open, app }) => {
    const account = await users.create();
    const { token } = account;
    const list = await trpcCall<{ profiles: { id: string }[] }>(
      app.baseUrl,
      'profiles.list',
      undefined,
      token,
    );
    const main = list.profiles[0]!.id;
    const kid = await trpcCall<{ id: string }>(
      app.baseUrl,
      'profiles.create',
      { name: 'ميا', avatar: 'cat', maturity: 'kids' },
      token,
      true,
    );
    const teen = await trpcCall<{ id: string }>(
      app.baseUrl,
      'profiles.create',
      { name: '蓮', avatar: 'rocket', maturity: 'teen', pin: '1357' },
      token,
      true,
    );
    const { page } = await open(vp, { token, locale });
    await page.goto('/profiles');
    await page.getByRole('heading', { level: 1, name: msg(locale, 'profiles.picker.title') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');

    // Along the reading direction: right to left, ArrowLeft is the next profile.
    await page.locator(`[data-profile="${main}"]`).focus();
    await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    expect(await focusedName(page)).toBe(kid.id);
    await page.keyboard.press('End');
    expect(await focusedName(page)).toBe(teen.id);
    await page.keyboard.press('Home');
    expect(await focusedName(page)).toBe(main);
    // Two columns on a phone: down and up move across the rows.
    if (vp === 'phone') {
      await page.keyboard.press('ArrowDown');
      expect(await focusedName(page)).toBe(teen.id);
      await page.keyboard.press('ArrowUp');
      expect(await focusedName(page)).toBe(main);
    }
    await screenshot(page, `profiles-picker-${locale}-${vp}`);

    await page.locator(`[data-profile="${teen.id}"]`).click();
    const ask = page.getByRole('dialog', { name: msg(locale, 'profiles.pin.title').replace('{name}', '蓮') });
    await ask.getByLabel(msg(locale, 'profiles.pin.label'), { exact: true }).fill('0000');
    await page.keyboard.press('Enter');
    await ask.getByText(msg(locale, 'profiles.pin.wrong')).waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, `profiles-pin-${locale}-${vp}`);
    await page.keyboard.press('Escape');

    await page.goto('/settings?tab=profiles');
    await page
      .getByRole('heading', { level: 2, name: msg(locale, 'profiles.settings.tab'), exact: true })
      .waitFor();
    await page
      .getByRole('button', { name: msg(locale, 'profiles.settings.editLabel').replace('{name}', '蓮') })
      .waitFor();
    await screenshot(page, `profiles-settings-${locale}-${vp}`);
    await page.getByRole('button', { name: msg(locale, 'profiles.settings.add') }).click();
    await page.getByRole('dialog', { name: msg(locale, 'profiles.settings.newTitle') }).waitFor();
    await screenshot(page, `profiles-form-${locale}-${vp}`);
    await page.keyboard.press('Escape');

    // On the Kids profile, an account tab opened directly.
    await trpcCall(app.baseUrl, 'profiles.switch', { id: kid.id }, token, true);
    await page.goto('/settings?tab=privacy');
    await page.getByRole('heading', { level: 1, name: msg(locale, 'profiles.kids.title') }).waitFor();
    await screenshot(page, `profiles-kids-${locale}-${vp}`);
  });
});
