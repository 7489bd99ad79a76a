import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { COLLECTION, startOnFakeTmdb } from './fake-tmdb';
import { test as base, describe, expect } from './fixtures';
import { screenshot, settle, type ViewportName } from './helpers';

/**
 * People, collections and where to watch, at both widths: a film's director to their page
 * and on to another of their films and back; a show's creator; the region picker (a visitor's
 * choice kept on the device, an account's on the account); the People search tab; and a
 * collection page as the TMDB source shapes it, from a local fake TMDB (the demo's own
 * cast and collections: demo-people.test.ts).
 */
interface Ref {
  id: number;
  name: string;
}

async function trpcGet<T>(baseUrl: string, proc: string, input?: unknown): Promise<T> {
  const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const r = await fetch(`${baseUrl}/trpc/${proc}${q}`);
  if (!r.ok) throw new Error(`${proc}: ${r.status}`);
  return ((await r.json()) as { result: { data: T } }).result.data;
}

/** From the demo: a film whose director has another film, and a show with a named creator. */
const test = base.extend('cast', { scope: 'file' }, async ({ server }) => {
  const home = await trpcGet<{ rows: { key: string; items: { id: number }[] }[] }>(
    server.baseUrl,
    'catalogue.home',
  );
  const row = (key: string) => home.rows.find((r) => r.key === key)!.items;
  let film: { id: number; title: string; director: Ref; other: { id: number; title: string } } | null = null;
  for (const { id } of row('popularMovies')) {
    const movie = await trpcGet<{ title: string; directors: Ref[] }>(server.baseUrl, 'catalogue.movie', {
      id,
    });
    const director = movie.directors[0];
    if (!director) continue;
    const person = await trpcGet<{
      credits: { id: number; mediaType: string; title: string; group: string }[];
    }>(server.baseUrl, 'catalogue.person', { id: director.id });
    const other = person.credits.find(
      (c) => c.group === 'directing' && c.mediaType === 'movie' && c.id !== id,
    );
    if (other) {
      film = { id, title: movie.title, director, other };
      break;
    }
  }
  let show: { id: number; creator: Ref } | null = null;
  for (const { id } of row('popularTv')) {
    const tv = await trpcGet<{ creators: Ref[] }>(server.baseUrl, 'catalogue.tvShow', { id });
    if (tv.creators[0]) {
      show = { id, creator: tv.creators[0] };
      break;
    }
  }
  if (!film || !show) throw new Error('the demo catalogue has no director with two films, or no creator');
  return { film, show };
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const whereToWatch = (page: Page) => page.getByTestId('where-to-watch');
const regionSelect = (page: Page) => whereToWatch(page).getByRole('combobox', { name: 'Region' });

describe.each<ViewportName>(['desktop', 'phone'])('people (%s)', (vp) => {
  test.override({ viewport: vp });

  test('movie → director → person page → another film → Back', async ({ page, cast }) => {
    const { film } = cast;
    await page.goto(`/movie/${film.id}`);
    await expect.poll(() => heading(page).textContent()).toBe(film.title);
    const hero = page.locator('section[aria-labelledby="detail-title"]');
    await hero.getByRole('link', { name: film.director.name }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/person/${film.director.id}`);
    await expect.poll(() => heading(page).textContent()).toBe(film.director.name);
    // The demo has no photos: a monogram, never a face.
    expect(await page.getByTestId('monogram').first().isVisible()).toBe(true);
    const directing = page.locator('[data-role-group="directing"]');
    await expect.poll(() => directing.getByRole('heading', { name: /Directing/ }).count()).toBe(1);
    await settle(page);
    await screenshot(page, `person-${vp}`);
    await expectNoAxeViolations(page, `/person/${film.director.id} (${vp})`);

    // Sorted by popularity: the address keeps it.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('popularity');
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=popularity');

    await directing
      .getByRole('link', { name: new RegExp(film.other.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/movie/${film.other.id}`);
    await expect.poll(() => heading(page).textContent()).toBe(film.other.title);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/person/${film.director.id}`);
    await expect.poll(() => heading(page).textContent()).toBe(film.director.name);
  });

  test('TV show → creator → their page lists the show under Creator', async ({ page, cast }) => {
    const { show } = cast;
    await page.goto(`/tv/${show.id}`);
    await heading(page).waitFor();
    await page
      .locator('section[aria-labelledby="detail-title"]')
      .getByRole('link', { name: show.creator.name })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/person/${show.creator.id}`);
    const creator = page.locator('[data-role-group="creator"]');
    await expect.poll(() => creator.locator(`a[href="/tv/${show.id}"]`).count()).toBe(1);
  });

  test('where to watch: the region picker changes the services and is kept across a reload', async ({
    page,
    cast,
  }) => {
    await page.goto(`/movie/${cast.film.id}`);
    const block = whereToWatch(page);
    await block.scrollIntoViewIfNeeded();
    // The demo's services are the US's; the browser says en-US.
    await expect.poll(() => regionSelect(page).inputValue()).toBe('US');
    await expect.poll(() => block.locator('[data-provider]').count()).toBeGreaterThan(0);
    await screenshot(page, `where-to-watch-us-${vp}`);
    await expectNoAxeViolations(page, `/movie/${cast.film.id} (${vp})`);

    await regionSelect(page).selectOption('DE');
    await expect.poll(() => block.getByText('Not streaming in Germany').count()).toBe(1);
    expect(await block.locator('[data-provider]').count()).toBe(0);
    await screenshot(page, `where-to-watch-de-${vp}`);

    await page.reload();
    await expect.poll(() => regionSelect(page).inputValue()).toBe('DE');
    await expect.poll(() => block.getByText('Not streaming in Germany').count()).toBe(1);
  });

  test('search: the People tab finds a director, with a link to their page', async ({ page, cast }) => {
    const { director } = cast.film;
    await page.goto(`/search?q=${encodeURIComponent(director.name)}&type=person`);
    const results = page.getByTestId('people-results');
    await results.waitFor();
    expect(await page.getByRole('button', { name: 'People', pressed: true }).count()).toBe(1);
    await settle(page);
    await screenshot(page, `search-people-${vp}`);
    await expectNoAxeViolations(page, `/search People tab (${vp})`);
    await results.getByRole('link', { name: director.name, exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/person/${director.id}`);
  });
});

test('where to watch: a signed-in viewer’s region follows them to another browser', async ({
  login,
  open,
  cast,
}) => {
  const account = await login();
  await account.page.goto(`/movie/${cast.film.id}`);
  await regionSelect(account.page).selectOption('GB');
  await expect
    .poll(() => whereToWatch(account.page).getByText('Not streaming in United Kingdom').count())
    .toBe(1);
  // Saved to the account (preferences.get answers it), then read by a new signed-in browser.
  await expect
    .poll(async () => {
      const r = await fetch(`${new URL(account.page.url()).origin}/trpc/preferences.get`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      return ((await r.json()) as { result: { data: { region?: string } | null } }).result.data?.region;
    })
    .toBe('GB');
  const { page } = await open('phone', { token: account.token });
  await page.goto(`/movie/${cast.film.id}`);
  await expect.poll(() => regionSelect(page).inputValue()).toBe('GB');
});

test('an invalid person id goes to the not-found page', async ({ page }) => {
  await page.goto('/person/abc');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
});

describe('collections (TMDB data from a local fake)', () => {
  test.override('app', ({ serverEnv }, { onCleanup }) => startOnFakeTmdb(serverEnv, onCleanup));

  test('a film names its collection; /collection/:id lists the parts in release order, at both widths', {
    timeout: 360_000,
  }, async ({ open }) => {
    for (const vp of ['desktop', 'phone'] as const) {
      const { page } = await open(vp);
      await page.goto('/movie/550');
      const note = page.getByTestId('collection-note');
      await note.waitFor();
      expect(await note.getByRole('heading', { name: `Part of the ${COLLECTION.name}` }).count()).toBe(1);
      await note.getByRole('link', { name: 'View the collection' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/collection/${COLLECTION.id}`);
      await expect.poll(() => heading(page).textContent()).toBe(COLLECTION.name);
      const parts = page.getByRole('list', { name: 'Films in release order' }).locator('a');
      // Toy Story (1995), The Matrix (March 1999), Fight Club (October 1999).
      await expect
        .poll(() => parts.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        .toEqual(['/movie/862', '/movie/603', '/movie/550']);
      await settle(page);
      await screenshot(page, `collection-${vp}`);
      await expectNoAxeViolations(page, `/collection/${COLLECTION.id} (${vp})`);
    }
  });
});
