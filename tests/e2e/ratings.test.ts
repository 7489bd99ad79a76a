import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * Ratings and reviews (issue 37): rating a movie with the keyboard and the mouse, a season and
 * an episode of a show, writing a review another member reads behind its spoiler button, the
 * Rated tab of My List; axe on the new parts; pictures in English, Arabic and Japanese.
 */
interface Card {
  id: number;
  title: string;
}

const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpcCall<{ rows: { key: string; items: Card[] }[] }>(server.baseUrl, 'catalogue.home');
  const movies = home.rows.find((r) => r.key === 'popularMovies')!.items;
  const show = home.rows.find((r) => r.key === 'popularTv')!.items[0]!;
  return { movie: movies[0]!, other: movies[1]!, show };
});

type Rating = { season: number; episode: number; rating: number };
const ratingsOf = (baseUrl: string, token: string, mediaType: string, id: number) =>
  trpcCall<Rating[]>(baseUrl, 'ratings.forTitle', { mediaType, mediaId: String(id) }, token);
const titleRating = async (baseUrl: string, token: string, mediaType: string, id: number) =>
  (await ratingsOf(baseUrl, token, mediaType, id)).find((r) => r.season === 0 && r.episode === 0)?.rating ??
  null;

const group = (page: Page, name: string) => page.getByRole('radiogroup', { name, exact: true });
const checked = (page: Page, name: string) =>
  group(page, name).locator('[role="radio"][aria-checked="true"]').getAttribute('aria-label');

describe.each<ViewportName>(['desktop', 'phone'])('ratings and reviews (%s)', (vp) => {
  test('rates with the keyboard and the mouse, writes a review, and finds it on the Rated tab', async ({
    app,
    login,
    titles: { movie, other },
  }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto(`/movie/${movie.id}`);
    const stars = group(page, `Rate ${movie.title}`);
    await stars.scrollIntoViewIfNeeded();

    // Keyboard: the first half star is the tab stop; Space rates ½, arrows move by halves.
    await stars.getByRole('radio', { name: '½ star', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => titleRating(app.baseUrl, token, 'movie', movie.id)).toBe(1);
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => checked(page, `Rate ${movie.title}`)).toBe('3½ stars');
    await expect.poll(() => titleRating(app.baseUrl, token, 'movie', movie.id)).toBe(7);
    await page.keyboard.press('End');
    await expect.poll(() => checked(page, `Rate ${movie.title}`)).toBe('5 stars');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => checked(page, `Rate ${movie.title}`)).toBe('4½ stars');
    await page.keyboard.press('Home');
    await expect.poll(() => checked(page, `Rate ${movie.title}`)).toBe('½ star');
    await page.keyboard.press('Delete');
    await expect.poll(() => titleRating(app.baseUrl, token, 'movie', movie.id)).toBe(null);
    expect(await stars.locator('[role="radio"][aria-checked="true"]').count()).toBe(0);

    // Mouse: a hover previews (where there is hover), a click on a half or a whole star rates.
    if (vp === 'desktop') {
      await stars.getByRole('radio', { name: '2½ stars', exact: true }).hover();
      await expect.poll(() => page.getByTestId('title-opinions').innerText()).toContain('2½');
    }
    await stars.getByRole('radio', { name: '4 stars', exact: true }).click();
    await expect.poll(() => titleRating(app.baseUrl, token, 'movie', movie.id)).toBe(8);
    await expect.poll(() => checked(page, `Rate ${movie.title}`)).toBe('4 stars');
    // Clear, then rate again.
    await page.getByRole('button', { name: 'Clear rating' }).click();
    await expect.poll(() => titleRating(app.baseUrl, token, 'movie', movie.id)).toBe(null);
    await stars.getByRole('radio', { name: '4½ stars', exact: true }).click();
    await expect.poll(() => titleRating(app.baseUrl, token, 'movie', movie.id)).toBe(9);

    // A review: spoiler, shared, line breaks kept, counted.
    await page.getByRole('button', { name: 'Write a review' }).click();
    const box = page.getByRole('textbox', { name: 'Review text' });
    const text = 'Loved it.\nThe ending <b>surprised</b> me.';
    await box.fill(text);
    await expect
      .poll(() => page.getByTestId('title-opinions').innerText())
      .toContain(`${text.length} / 10,000`);
    await page.getByRole('checkbox', { name: 'Contains spoilers' }).check();
    await page.getByRole('checkbox', { name: 'Visible to other members' }).check();
    await expectNoAxeViolations(page, `review form (${vp})`);
    await screenshot(page, `ratings-review-form-${vp}`);
    await page.getByRole('button', { name: 'Save review' }).click();
    const own = page.getByTestId('own-review');
    await own.waitFor();
    expect(await own.innerText()).toContain('Loved it.\nThe ending <b>surprised</b> me.');
    expect(await own.locator('b').count()).toBe(0);
    await own.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, `movie page with a rating and a review (${vp})`);
    await screenshot(page, `ratings-detail-${vp}`);

    // Another title rated through the API, for the tab's sorts.
    await trpcCall(
      app.baseUrl,
      'ratings.set',
      { mediaType: 'movie', mediaId: String(other.id), rating: 3 },
      token,
      true,
    );

    // My List's cards wear the profile's stars.
    await trpcCall(
      app.baseUrl,
      'watchLater.add',
      { mediaType: 'movie', mediaId: String(movie.id) },
      token,
      true,
    );
    await page.goto('/my-list?tab=watchlater');
    const later = page.getByRole('list', { name: 'Watch Later' });
    await expect.poll(() => later.getByRole('img', { name: '4½ stars', exact: true }).count()).toBe(1);
    await screenshot(page, `ratings-watch-later-card-${vp}`);

    await page.goto('/my-list?tab=rated');
    const list = page.getByRole('list', { name: 'Ratings' });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(2);
    const names = () => list.locator(':scope > li').allInnerTexts();
    // Newest first: the other title was rated last.
    expect((await names())[0]).toContain(other.title);
    await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('rating');
    await expect.poll(async () => (await names())[0]).toContain(movie.title);
    expect(await list.getByRole('img', { name: '4½ stars' }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Stars', exact: true }).selectOption('1');
    await expect.poll(() => list.locator(':scope > li').count()).toBe(1);
    expect((await names())[0]).toContain(other.title);
    await expectNoAxeViolations(page, `Rated tab (${vp})`);
    await screenshot(page, `ratings-rated-tab-${vp}`);
  });

  test('another member reads a shared review behind its spoiler button; a visitor is asked to sign in', async ({
    app,
    login,
    open,
    titles: { other },
  }) => {
    const author = await login({ viewport: vp });
    await trpcCall(
      app.baseUrl,
      'reviews.set',
      {
        mediaType: 'movie',
        mediaId: String(other.id),
        text: 'The twist!\nSecond line.',
        spoiler: true,
        shared: true,
      },
      author.token,
      true,
    );
    const { page } = await login({ viewport: vp });
    await page.goto(`/movie/${other.id}`);
    const reviews = page.getByRole('list', { name: 'Members’ reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByText('This review contains spoilers.').waitFor();
    expect(await reviews.innerText()).not.toContain('The twist!');
    await reviews.getByRole('button', { name: 'Show spoiler' }).click();
    await expect.poll(() => reviews.innerText()).toContain('The twist!\nSecond line.');
    expect(await reviews.innerText()).not.toContain('@example.com');
    await expectNoAxeViolations(page, `shared reviews (${vp})`);
    await screenshot(page, `ratings-shared-review-${vp}`);

    const visitor = (await open(vp)).page;
    await visitor.goto(`/movie/${other.id}`);
    const signIn = visitor.getByRole('button', { name: 'Sign in to rate' });
    await signIn.scrollIntoViewIfNeeded();
    await signIn.waitFor();
    expect(await visitor.getByRole('list', { name: 'Members’ reviews' }).count()).toBe(0);
    await expectNoAxeViolations(visitor, `movie page signed out (${vp})`);
  });

  test('rates a show, its season and an episode apart; the watch page shows the rating', async ({
    app,
    login,
    titles: { show },
  }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto(`/tv/${show.id}/1/1`);
    const season = group(page, 'Rate season 1');
    await season.scrollIntoViewIfNeeded();
    await season.getByRole('radio', { name: '3 stars', exact: true }).click();
    await group(page, 'Rate season 1, episode 1')
      .getByRole('radio', { name: '5 stars', exact: true })
      .click();
    await group(page, `Rate ${show.title}`).getByRole('radio', { name: '2 stars', exact: true }).click();
    await expect
      .poll(async () =>
        (await ratingsOf(app.baseUrl, token, 'tv', show.id)).map((r) => [r.season, r.episode, r.rating]),
      )
      .toEqual([
        [0, 0, 4],
        [1, 0, 6],
        [1, 1, 10],
      ]);
    // The episode list shows the viewer's stars on the episode they rated.
    const firstEpisode = page.locator('ol > li').first();
    await expect.poll(() => firstEpisode.getByRole('img', { name: '5 stars', exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page, `TV page ratings (${vp})`);
    await screenshot(page, `ratings-tv-${vp}`);

    await page.goto(`/watch/tv/${show.id}/1/1`);
    const rating = page.getByTestId('watch-rating');
    await rating.scrollIntoViewIfNeeded();
    await expect.poll(() => checked(page, 'Rate season 1, episode 1')).toBe('5 stars');
    await expect.poll(() => checked(page, `Rate ${show.title}`)).toBe('2 stars');
    // At the top of the page: scrolled down to the rating, the sticky header half covers the
    // title's buttons on a phone, which axe's target-size counts against them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, `watch page rating (${vp})`);
    await rating.scrollIntoViewIfNeeded();
    await screenshot(page, `ratings-watch-${vp}`);
  });

  test.for(['ar', 'ja'])(
    'reads in %s: star names in the language, Arabic right to left',
    async (locale, { app, login, open, titles: { movie } }) => {
      const { token } = await login({ viewport: vp });
      await trpcCall(
        app.baseUrl,
        'ratings.set',
        { mediaType: 'movie', mediaId: String(movie.id), rating: 9 },
        token,
        true,
      );
      const { page } = await open(vp, { token, locale });
      await page.goto(`/movie/${movie.id}`);
      const section = page.getByTestId('title-opinions');
      await section.scrollIntoViewIfNeeded();
      const label = await section.locator('[role="radio"][aria-checked="true"]').getAttribute('aria-label');
      if (locale === 'ar') expect(label).toMatch(/^[4٤]½ نجمة$/);
      else expect(label).toBe('星 4½');
      if (locale === 'ar') {
        // The first half star sits at the right in Arabic, and ArrowLeft moves up.
        const first = await section.getByRole('radio').first().boundingBox();
        const last = await section.getByRole('radio').nth(9).boundingBox();
        expect(first!.x).toBeGreaterThan(last!.x);
        await section.getByRole('radio').nth(8).focus();
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => titleRating(app.baseUrl, token, 'movie', movie.id)).toBe(10);
      }
      await expectNoAxeViolations(page, `movie page rating in ${locale} (${vp})`);
      await screenshot(page, `ratings-detail-${locale}-${vp}`);
      await page.goto('/my-list?tab=rated');
      await page.locator('[data-testid="rated-title"]').first().waitFor();
      await screenshot(page, `ratings-rated-tab-${locale}-${vp}`);
    },
  );
});
