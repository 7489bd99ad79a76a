import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, settle, type ViewportName } from './helpers';

/**
 * The demo's own cast and collections, at both widths: from Toy Story to Tom Hanks's page
 * (his films under Acting, as his characters, Known for a selection of them), and from the
 * film to the Toy Story Collection; then the same two pages in Arabic and Japanese.
 */
interface Found {
  id: number;
  title: string;
  release_date: string;
}

async function film(baseUrl: string, title: string, year: string): Promise<number> {
  const r = await fetch(`${baseUrl}/api/tmdb/search/movie?query=${encodeURIComponent(title)}`);
  const { results } = (await r.json()) as { results: Found[] };
  const hit = results.find((f) => f.title === title && f.release_date.startsWith(year));
  if (!hit) throw new Error(`the demo has no ${title} (${year})`);
  return hit.id;
}

const test = base.extend('films', { scope: 'file' }, async ({ server }) => ({
  toyStory: await film(server.baseUrl, 'Toy Story', '1995'),
  toyStory2: await film(server.baseUrl, 'Toy Story 2', '1999'),
  toyStory3: await film(server.baseUrl, 'Toy Story 3', '2010'),
  forrestGump: await film(server.baseUrl, 'Forrest Gump', '1994'),
}));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const path = (page: Page) => new URL(page.url()).pathname;

describe.each<ViewportName>(['desktop', 'phone'])('the demo’s cast and collections (%s)', (vp) => {
  test.override({ viewport: vp });

  test('film → an actor’s page with their Acting credits → back → the film’s collection', async ({
    page,
    films,
  }) => {
    await page.goto(`/movie/${films.toyStory}`);
    await expect.poll(() => heading(page).textContent()).toBe('Toy Story');
    const cast = page.getByTestId('cast');
    await cast.getByRole('link', { name: /Tom Hanks/ }).click();
    await expect.poll(() => path(page)).toMatch(/^\/person\/\d+$/);
    const personPath = path(page);
    await expect.poll(() => heading(page).textContent()).toBe('Tom Hanks');
    expect(await page.getByText('Known for Acting').count()).toBe(1);

    const acting = page.locator('[data-role-group="acting"]');
    await expect.poll(() => acting.getByRole('heading', { name: /Acting/ }).count()).toBe(1);
    const toyStory = acting.locator(`a[href="/movie/${films.toyStory}"]`);
    expect(await toyStory.count()).toBe(1);
    expect(await toyStory.textContent()).toContain('as Woody');
    expect(await acting.locator(`a[href="/movie/${films.forrestGump}"]`).count()).toBe(1);
    // He directed one film of the demo too: a group of its own.
    const directing = page.locator('[data-role-group="directing"]');
    expect(await directing.getByRole('link', { name: /That Thing You Do!/ }).count()).toBe(1);
    // Known for is a selection of the filmography, not a copy of it.
    const knownFor = page.getByRole('region', { name: 'Known for' }).getByRole('link');
    const knownCount = await knownFor.count();
    expect(knownCount).toBeGreaterThan(1);
    expect(knownCount).toBeLessThan(await acting.getByRole('link').count());
    await settle(page);
    await screenshot(page, `demo-actor-${vp}`);
    await expectNoAxeViolations(page, `${personPath} (${vp})`);

    await page.goBack();
    await expect.poll(() => heading(page).textContent()).toBe('Toy Story');
    const note = page.getByTestId('collection-note');
    await note.scrollIntoViewIfNeeded();
    expect(await note.getByRole('heading', { name: 'Part of the Toy Story Collection' }).count()).toBe(1);
    await note.getByRole('link', { name: 'View the collection' }).click();
    await expect.poll(() => path(page)).toMatch(/^\/collection\/\d+$/);
    await expect.poll(() => heading(page).textContent()).toBe('Toy Story Collection');
    const parts = page.getByRole('list', { name: 'Films in release order' }).locator('a');
    await expect
      .poll(() => parts.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      .toEqual([`/movie/${films.toyStory}`, `/movie/${films.toyStory2}`, `/movie/${films.toyStory3}`]);
    await settle(page);
    await screenshot(page, `demo-collection-${vp}`);
    await expectNoAxeViolations(page, `${path(page)} (${vp})`);
  });

  test('the actor’s and the collection’s pages in Arabic and Japanese', async ({ open, films }) => {
    for (const locale of ['ar', 'ja']) {
      const { page } = await open(vp, { locale });
      await page.goto(`/movie/${films.toyStory}`);
      await page
        .getByTestId('cast')
        .getByRole('link', { name: /Tom Hanks/ })
        .click();
      await expect.poll(() => heading(page).textContent()).toBe('Tom Hanks');
      await page.locator('[data-role-group="acting"]').waitFor();
      await settle(page);
      await screenshot(page, `demo-actor-${locale}-${vp}`);
      await expectNoAxeViolations(page, `${path(page)} (${locale}, ${vp})`);
      await page.goBack();
      const note = page.getByTestId('collection-note');
      await note.scrollIntoViewIfNeeded();
      // The banner's link (the films of the row come after it).
      await note.getByRole('link').first().click();
      await expect.poll(() => path(page)).toMatch(/^\/collection\/\d+$/);
      await expect.poll(() => heading(page).textContent()).not.toBe('');
      await page.locator(`article a[href="/movie/${films.toyStory3}"]`).waitFor();
      await settle(page);
      await screenshot(page, `demo-collection-${locale}-${vp}`);
      await expectNoAxeViolations(page, `${path(page)} (${locale}, ${vp})`);
    }
  });
});
