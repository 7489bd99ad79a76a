import { test as base, describe, expect } from './fixtures';
import { trpcCall, type ViewportName } from './helpers';

/**
 * Automatic following (issue 36): saving a show says once that it is now followed, with an
 * Undo that unfollows it; Settings can turn automatic following off, and then ticking an
 * episode follows nothing. A watched movie kept on Watch Later (by choice) wears a badge.
 */
interface Card {
  id: number;
  title: string;
}

const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  const home = await trpcCall<{ rows: { key: string; items: Card[] }[] }>(server.baseUrl, 'catalogue.home');
  const shows = home.rows.find((r) => r.key === 'popularTv')!.items;
  const movie = home.rows.find((r) => r.key === 'popularMovies')!.items[0]!;
  return { first: shows[0]!, second: shows[1]!, movie };
});

const followed = async (baseUrl: string, token: string, id: number) =>
  (await trpcCall<{ followed: boolean }>(baseUrl, 'follows.status', { mediaId: String(id) }, token)).followed;

describe.each<ViewportName>(['desktop', 'phone'])('following said once (%s)', (vp) => {
  test('saving a show says it is followed, with Undo; with automatic following off a tick follows nothing', async ({
    app,
    login,
    titles: { first, second, movie },
  }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto(`/tv/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.getByRole('button', { name: 'Save to My List' }).click();
    await page.getByText('Following: new episodes appear in Upcoming').first().waitFor();
    await expect.poll(() => followed(app.baseUrl, token, first.id)).toBe(true);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => followed(app.baseUrl, token, first.id)).toBe(false);

    // Settings: automatic following off, watched titles kept on Watch Later.
    await page.goto('/settings?tab=playback');
    const auto = page.getByRole('switch', { name: /Follow shows I save or mark watched/ });
    await auto.click();
    await expect.poll(() => auto.getAttribute('aria-checked')).toBe('false');
    const keep = page.getByRole('switch', { name: 'Take titles off Watch Later once watched' });
    await keep.click();
    await expect.poll(() => keep.getAttribute('aria-checked')).toBe('false');
    await expect
      .poll(
        async () =>
          (await trpcCall<{ autoFollow?: boolean }>(app.baseUrl, 'preferences.get', undefined, token))
            ?.autoFollow,
      )
      .toBe(false);

    await page.goto(`/tv/${second.id}/1/1`);
    const check = page.getByRole('button', { name: 'Mark S1 E1 watched' });
    await check.click();
    await expect.poll(() => check.getAttribute('aria-pressed')).toBe('true');
    expect(await followed(app.baseUrl, token, second.id)).toBe(false);
    expect(await page.getByText('Following: new episodes appear in Upcoming').count()).toBe(0);

    // A movie saved, then watched: it stays on Watch Later with a Watched badge.
    await trpcCall(
      app.baseUrl,
      'watchLater.add',
      { mediaType: 'movie', mediaId: String(movie.id), title: movie.title },
      token,
      true,
    );
    await trpcCall(
      app.baseUrl,
      'marks.set',
      { mediaType: 'movie', mediaId: String(movie.id), watched: true, scope: 'title' },
      token,
      true,
    );
    await page.goto('/my-list?tab=watchlater');
    const card = page.getByTestId('saved-title').filter({ hasText: movie.title });
    await card.getByText('Watched', { exact: true }).waitFor();
  });
});
