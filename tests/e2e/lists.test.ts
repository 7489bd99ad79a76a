import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Lists (issue 37): build a list (the Lists screen, Add to list on a detail page), reorder it
 * with the keyboard, open its share link in a fresh browser signed out, copy it to another
 * account; axe on each screen; pictures at both widths and in Arabic and Japanese.
 */
interface Card {
  id: number;
  title: string;
}

const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpcCall<{ rows: { key: string; items: Card[] }[] }>(server.baseUrl, 'catalogue.home');
  return home.rows.find((r) => r.key === 'popularMovies')!.items.slice(0, 3);
});

interface Summary {
  id: number;
  name: string;
  slug: string;
  itemCount: number;
}
const mine = (baseUrl: string, token: string) => trpcCall<Summary[]>(baseUrl, 'lists.mine', undefined, token);
const listOrder = async (baseUrl: string, token: string, id: number) =>
  (await trpcCall<{ items: { mediaId: string }[] }>(baseUrl, 'lists.get', { id, page: 1 }, token)).items.map(
    (i) => Number(i.mediaId),
  );

async function addThroughApi(baseUrl: string, token: string, id: number, mediaId: number) {
  const r = await fetch(`${baseUrl}/api/lists/${id}/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ media_type: 'movie', media_id: mediaId }),
  });
  expect(r.status).toBe(200);
}

const items = (page: Page) => page.getByTestId('list-item');

describe.each<ViewportName>(['desktop', 'phone'])('Lists (%s)', (vp) => {
  test('build a list, reorder it with the keyboard, share it signed out, copy it to another account', async ({
    app,
    login,
    open,
    titles,
  }) => {
    const [a, b, c] = titles as [Card, Card, Card];
    const { page, token } = await login({ viewport: vp });

    // The Lists screen: empty, then a new list.
    await page.goto('/lists');
    await page.getByRole('heading', { name: 'Lists', level: 1 }).waitFor();
    await page.getByText('No lists yet').waitFor();
    await expectNoAxeViolations(page, `lists empty ${vp}`);
    await page.getByRole('button', { name: 'New list' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Weekend <films>');
    await dialog.getByLabel('Description').fill('For "rainy" days & nights');
    await dialog.getByLabel('Who can see it').selectOption('link');
    await screenshot(page, `lists-new-${vp}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('list-row').filter({ hasText: 'Weekend <films>' }).waitFor();
    const [list] = await mine(app.baseUrl, token);
    expect(list).toMatchObject({ name: 'Weekend <films>', itemCount: 0 });
    await screenshot(page, `lists-overview-${vp}`);

    // Add to list from a detail page: the menu checks the list.
    await page.goto(`/movie/${a.id}`);
    await page.getByRole('button', { name: 'Add to list', exact: true }).click();
    const entry = page.getByRole('menuitemcheckbox', { name: 'Weekend <films>' });
    await entry.click();
    await expect.poll(() => entry.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, `lists-add-menu-${vp}`);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await mine(app.baseUrl, token))[0]!.itemCount).toBe(1);
    await addThroughApi(app.baseUrl, token, list!.id, b.id);
    await addThroughApi(app.baseUrl, token, list!.id, c.id);

    // The editor: reorder with the keyboard (Space, ArrowDown ×2, Space), announced.
    await page.goto(`/lists/${list!.id}`);
    await expect.poll(() => items(page).count()).toBe(3);
    await expectNoAxeViolations(page, `list editor ${vp}`);
    const handle = page.getByRole('button', { name: `Reorder ${a.title}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('list-live').innerText()).toContain('picked up');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('list-live').innerText()).toContain('position 3 of 3');
    await expect.poll(() => listOrder(app.baseUrl, token, list!.id)).toEqual([b.id, c.id, a.id]);
    // A note, and Move up by button.
    await page.getByLabel(`Note for ${c.title}`).fill('Watch this one first');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('button', { name: `Move ${c.title} up` }).click();
    await expect.poll(() => listOrder(app.baseUrl, token, list!.id)).toEqual([c.id, b.id, a.id]);
    await expect
      .poll(
        async () =>
          (
            await trpcCall<{ items: { note: string }[] }>(
              app.baseUrl,
              'lists.get',
              { id: list!.id, page: 1 },
              token,
            )
          ).items[0]?.note,
      )
      .toBe('Watch this one first');
    await screenshot(page, `lists-editor-${vp}`);

    // The share link in a fresh browser, signed out.
    const { page: visitor } = await open(vp);
    const response = await visitor.goto(`/list/${list!.slug}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<meta property="og:title" content="Weekend &lt;films&gt;"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    await visitor.getByRole('heading', { name: 'Weekend <films>', level: 1 }).waitFor();
    await expect.poll(() => visitor.getByTestId('shared-item').count()).toBe(3);
    await visitor.getByText('Watch this one first').waitFor();
    await visitor.getByRole('button', { name: 'Sign in to copy this list' }).waitFor();
    await expectNoAxeViolations(visitor, `shared list ${vp}`);
    await screenshot(visitor, `lists-shared-signed-out-${vp}`);

    // Another account copies it.
    const bob = await login({ viewport: vp });
    await bob.page.goto(`/list/${list!.slug}`);
    await bob.page.getByRole('button', { name: 'Copy to my lists' }).click();
    await bob.page.waitForURL(/\/lists\/\d+$/);
    await expect.poll(() => items(bob.page).count()).toBe(3);
    const [copy] = await mine(app.baseUrl, bob.token);
    expect(copy).toMatchObject({ name: 'Weekend <films>', itemCount: 3 });
    expect(copy!.slug).not.toBe(list!.slug);
    expect(await listOrder(app.baseUrl, bob.token, copy!.id)).toEqual([c.id, b.id, a.id]);
    await screenshot(bob.page, `lists-copied-${vp}`);

    // Arabic (right to left) and Japanese.
    for (const locale of ['ar', 'ja']) {
      const { page: reader } = await open(vp, { locale });
      await reader.goto(`/list/${list!.slug}`);
      await expect.poll(() => reader.getByTestId('shared-item').count()).toBe(3);
      await screenshot(reader, `lists-shared-${locale}-${vp}`);
    }
    const { page: arOwner } = await open(vp, { locale: 'ar', token });
    await arOwner.goto(`/lists/${list!.id}`);
    await expect.poll(() => items(arOwner).count()).toBe(3);
    await screenshot(arOwner, `lists-editor-ar-${vp}`);
  });

  test('a private list and an unknown address are not found, for a visitor', async ({ app, login, open }) => {
    const { token } = await login({ viewport: vp });
    const made = await fetch(`${app.baseUrl}/api/lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Secret' }),
    });
    const { data } = (await made.json()) as { data: Summary };
    const { page } = await open(vp);
    for (const slug of [data.slug, 'abcdefghijkl']) {
      const res = await page.goto(`/list/${slug}`);
      expect(res?.status()).toBe(404);
      await page.getByText('This list is not shared').waitFor();
      expect(await page.content()).not.toContain('Secret');
    }
    await expectNoAxeViolations(page, `shared list not found ${vp}`);
  });
});
