import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { test as base, describe, expect } from './fixtures';
import { screenshot, trpcCall, type ViewportName } from './helpers';

/**
 * A watch page opened from outside Marquee (a bookmark, a pasted link, a new tab, another
 * site's link) records the title at the first sign that the viewer watches, even with a
 * third-party player that never reports playback; one that the viewer leaves at once records
 * nothing. The outside world is one local server on another origin: the remote streaming
 * configuration, a silent player (a page with a button and no messages), and a page of
 * another site that links to Marquee.
 */
const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('outside', { scope: 'file' }, async ({}, { onCleanup }) => {
    let origin = '';
    const http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname === '/servers.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            version: 'e2e',
            lastUpdated: '2026-11-01T00:00:00Z',
            servers: [
              {
                id: 1,
                name: 'Silent',
                movieUrl: `${origin}/silent/movie`,
                tvUrl: `${origin}/silent/tv`,
                enabled: true,
                priority: 1,
              },
            ],
            settings: { defaultServer: 1, autoFallback: false, maxRetries: 0, loadTimeout: 10000 },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (url.pathname.startsWith('/silent/'))
        res.end('<!doctype html><title>Silent player</title><button type="button">Play</button>');
      else
        res.end(
          `<!doctype html><title>Elsewhere</title><a href="${url.searchParams.get('to') ?? '/'}" target="_blank">Watch on Marquee</a>`,
        );
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
    onCleanup(async () => {
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
    });
    return { url: (path: string) => `${origin}${path}` };
  })
  .extend('serverEnv', { scope: 'file' }, async ({ outside }) => ({
    SERVER_CONFIG_URL: outside.url('/servers.json'),
  }))
  .extend('movie', { scope: 'file' }, async ({ server }) => {
    const movies = await trpcCall<{ results: { id: number; title: string }[] }>(
      server.baseUrl,
      'catalogue.movies',
      { filter: 'all', page: 1 },
    );
    return movies.results[0]!;
  });

type History = { media_id: string; media_type: string }[];
const historyOf = async (baseUrl: string, token: string) =>
  (await trpcCall<History>(baseUrl, 'history.list', undefined, token)).map(
    (i) => `${i.media_type}:${i.media_id}`,
  );

/** The player frame is up: the page is ready and would have recorded an own-site opening. */
const playerShown = (page: Page) => page.locator('iframe[title]').waitFor();

describe.each<ViewportName>(['desktop', 'phone'])('a watch page opened from outside (%s)', (vp) => {
  test('opened in a new tab, then the viewer clicks into a silent player: the title is in Continue Watching', async ({
    app,
    login,
    movie,
  }) => {
    const { page, token } = await login({ viewport: vp });
    // A fresh tab at the address, as a bookmark or "open in new tab" gives it: no referrer.
    await page.goto(`/watch/movie/${movie.id}`);
    await playerShown(page);
    await page.waitForTimeout(1_000);
    expect(await historyOf(app.baseUrl, token)).toEqual([]);

    await page.frameLocator('iframe[title]').getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => historyOf(app.baseUrl, token)).toEqual([`movie:${movie.id}`]);

    await page.goto('/');
    const list = page.getByRole('list', { name: 'Continue Watching' });
    await expect
      .poll(() => list.getByRole('link', { name: new RegExp(movie.title) }).count())
      .toBeGreaterThan(0);
    await screenshot(page, `watch-arrival-continue-${vp}`);
  });

  test("another site's link that the viewer leaves within a second records nothing", async ({
    app,
    login,
    outside,
    movie,
  }) => {
    const { page, token } = await login({ viewport: vp });
    await page.goto(outside.url(`/link?to=${encodeURIComponent(`${app.baseUrl}/watch/movie/${movie.id}`)}`));
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Watch on Marquee' }).click(),
    ]);
    await playerShown(opened);
    await opened.close();
    // Long enough for a write sent on opening to have landed.
    await page.waitForTimeout(1_500);
    expect(await historyOf(app.baseUrl, token)).toEqual([]);
  });
});
