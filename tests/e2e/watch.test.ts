import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRegister,
  launchBrowser,
  newPage,
  type RunningServer,
  screenshot,
  signInWithToken,
  startServer,
  type ViewportName,
} from './helpers';

/**
 * Watching end to end: the configuration fallback (Config Error), the player iframe on the
 * chosen server, switching servers (a second origin, so CSP frame-src is exercised), Next
 * Episode across a season boundary, player progress, and My List.
 */
let server: RunningServer;
let browser: Browser;
let configServer: Server;
let remoteConfig: { status: number; body: string } = { status: 503, body: 'maintenance' };
let ownerToken = '';
let movie: { id: number; title: string };
let show: { id: number; title: string; firstSeasonEpisodes: number };

async function trpc<T>(proc: string, input?: unknown, token?: string): Promise<T> {
  const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const r = await fetch(`${server.baseUrl}/trpc/${proc}${q}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return ((await r.json()) as { result: { data: T } }).result.data;
}

beforeAll(async () => {
  configServer = createServer((_req, res) => {
    res.writeHead(remoteConfig.status, { 'content-type': 'application/json' });
    res.end(remoteConfig.body);
  });
  await new Promise<void>((r) => configServer.listen(0, '127.0.0.1', r));
  const configUrl = `http://127.0.0.1:${(configServer.address() as { port: number }).port}/servers.json`;
  server = await startServer({ SERVER_CONFIG_URL: configUrl });
  browser = await launchBrowser();
  ownerToken = (await apiRegister(server.baseUrl, 'watch_owner')).token; // first account: owner

  const movies = await trpc<{ results: { id: number; title: string }[] }>('catalogue.movies', {
    filter: 'all',
    page: 1,
  });
  movie = movies.results[0]!;
  const shows = await trpc<{ results: { id: number }[] }>('catalogue.tv', { filter: 'all', page: 1 });
  for (const s of shows.results) {
    const d = await trpc<{ title: string; seasons: { seasonNumber: number; episodeCount: number }[] }>(
      'catalogue.tvShow',
      {
        id: s.id,
      },
    );
    const one = d.seasons.find((x) => x.seasonNumber === 1);
    if (one && d.seasons.some((x) => x.seasonNumber === 2 && x.episodeCount > 0)) {
      show = { id: s.id, title: d.title, firstSeasonEpisodes: one.episodeCount };
      break;
    }
  }
  expect(show).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  configServer?.closeAllConnections();
  await new Promise((r) => configServer?.close(r));
});

const iframeSrc = (page: Page) => page.locator('iframe').getAttribute('src');
const playerHeading = (page: Page) =>
  page.frameLocator('iframe').getByRole('heading', { level: 1 }).textContent({ timeout: 10_000 });

describe('configuration fallback', () => {
  it('shows Config Error while the remote configuration fails, playing from the local file', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 'desktop');
    type View = { source: string; configError: boolean; lastError: string | null };
    // Everyone sees the badge; only staff see the reason.
    const state = await trpc<View>('serverConfig.get');
    expect(state).toMatchObject({ source: 'local', configError: true, lastError: null });
    const staff = await trpc<View>('serverConfig.get', undefined, ownerToken);
    expect(staff).toMatchObject({ lastError: 'Remote configuration answered HTTP 503' });
    await page.goto(`/watch/movie/${movie.id}`);
    await expect.poll(() => iframeSrc(page)).toBe(`/embed/movie/${movie.id}`);
    await page.getByText('Config Error', { exact: true }).waitFor();
    expect(await playerHeading(page)).toBe(movie.title);
    await page.frameLocator('iframe').getByText('No streaming server is configured').waitFor();
    await screenshot(page, 'watch-config-error-desktop');
    await context.close();
  });

  it('serves /config/servers.json as a static file', async () => {
    const r = await fetch(`${server.baseUrl}/config/servers.json`);
    expect(r.status).toBe(200);
    expect(Object.keys(await r.json())).toEqual(expect.arrayContaining(['servers', 'lastUpdated']));
  });
});

describe.each(['desktop', 'phone'] as ViewportName[])('watching on %s', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  // Two servers on two origins of the same app: 127.0.0.1 and localhost.
  const origins = () => [server.baseUrl, `http://localhost:${server.port}`];

  beforeAll(async () => {
    remoteConfig = {
      status: 200,
      body: JSON.stringify({
        version: 'e2e',
        lastUpdated: '2025-03-01T00:00:00Z',
        servers: origins().map((o, i) => ({
          id: i + 1,
          name: i === 0 ? 'Alpha' : 'Beta',
          movieUrl: `${o}/embed/movie`,
          tvUrl: `${o}/embed/tv`,
          enabled: true,
          priority: i + 1,
        })),
        settings: { defaultServer: 1, autoFallback: true, maxRetries: 3, loadTimeout: 10000 },
      }),
    };
    const r = await fetch(`${server.baseUrl}/trpc/admin.refreshServers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(200);
    const token =
      viewport === 'desktop' ? ownerToken : (await apiRegister(server.baseUrl, `watcher_${viewport}`)).token;
    ({ context, page } = await newPage(browser, server.baseUrl, viewport));
    await signInWithToken(page, server.baseUrl, token);
  });
  afterAll(() => context?.close());

  it('plays a movie on the chosen server and switches server', async () => {
    await page.goto(`/watch/movie/${movie.id}`);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    await expect.poll(() => iframeSrc(page)).toBe(`${origins()[0]}/embed/movie/${movie.id}`);
    expect(await page.getByText('Config Error', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Alpha' }).isChecked()).toBe(true);
    expect(await playerHeading(page)).toBe(movie.title);
    await screenshot(page, `watch-movie-${viewport}`);

    await page.getByRole('radio', { name: 'Beta' }).check();
    await expect.poll(() => iframeSrc(page)).toBe(`${origins()[1]}/embed/movie/${movie.id}`);
    expect(await page.getByRole('radio', { name: 'Beta' }).isChecked()).toBe(true);
    // The CSP frame-src lets the second origin load: the player page renders.
    expect(await playerHeading(page)).toBe(movie.title);
    await expect
      .poll(() => page.getByRole('link', { name: `Back to ${movie.title}` }).getAttribute('href'))
      .toBe(`/movie/${movie.id}`);
  });

  it('records player progress posted from the player origin only', async () => {
    const post = (target: 'frame' | 'page', currentTime: number) => {
      const msg = { type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime, duration: 1000 } };
      return target === 'frame'
        ? page.frames()[1]!.evaluate((m) => window.parent.postMessage(m, '*'), msg)
        : page.evaluate((m) => window.postMessage(m, '*'), msg);
    };
    await post('page', 900); // the page itself is not the player: ignored
    await post('frame', 400);
    await expect
      .poll(async () => {
        const list = await trpc<{ media_id: string; position_seconds: number | null }[]>(
          'history.list',
          { limit: 5 },
          await page.evaluate(() => localStorage.getItem('marquee_token') ?? ''),
        );
        return list.find((e) => e.media_id === String(movie.id))?.position_seconds;
      })
      .toBe(400);
  });

  it('goes to the next episode across a season boundary', async () => {
    const last = show.firstSeasonEpisodes;
    await page.goto(`/watch/tv/${show.id}/1/${last}`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    await expect.poll(() => iframeSrc(page)).toBe(`${origins()[0]}/embed/tv/${show.id}/1/${last}`);
    await page.getByText(`S1 · E${last}`, { exact: true }).first().waitFor();
    await screenshot(page, `watch-tv-${viewport}`);
    // Seasons and the collapsible episode list (first 20), the playing episode marked.
    const episodes = page.getByRole('region', { name: 'Season 1 episodes' });
    await episodes.locator('a[aria-current="true"]').getByText('Playing').waitFor();
    expect(await episodes.getByRole('listitem').count()).toBe(Math.min(20, last));
    await page
      .getByRole('navigation', { name: 'Seasons' })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, `watch-tv-episodes-${viewport}`);
    const toggle = episodes.getByRole('button', { name: /Episodes/ });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await episodes.getByRole('listitem').count()).toBe(0);
    await toggle.click();
    await page.getByRole('link', { name: 'Next Episode' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/watch/tv/${show.id}/2/1`);
    await expect.poll(() => iframeSrc(page)).toBe(`${origins()[0]}/embed/tv/${show.id}/2/1`);
    expect(
      await page.getByRole('link', { name: 'Season 2', exact: false }).getAttribute('aria-current'),
    ).toBe('true');
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/watch/tv/${show.id}/1/${last}`);

    // The player reports the end of the episode: with Auto Next on, the next one is offered.
    expect(await playerHeading(page)).toBe(show.title);
    const ended = { type: 'PLAYER_EVENT', data: { event: 'ended', currentTime: 3000, duration: 3000 } };
    await page.frames()[1]!.evaluate((m) => window.parent.postMessage(m, '*'), ended);
    await page.getByText('Up next:').waitFor();
    await page.getByRole('button', { name: 'Play now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/watch/tv/${show.id}/2/1`);
  });

  it('sends an unknown title or episode to /404', async () => {
    await page.goto(`/watch/tv/${show.id}/1/999`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    await page.goto('/watch/movie/abc');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
  });

  it('lists the watched titles on My List and removes one', async () => {
    await page.goto('/my-list');
    const list = page.getByRole('list', { name: 'Continue Watching' });
    await list.getByRole('link', { name: show.title }).waitFor();
    await list.getByRole('link', { name: movie.title }).waitFor();
    expect(await list.locator(':scope > li').count()).toBe(2);
    await list.getByText('S2 · E1').waitFor(); // where Next Episode and Auto Next left off
    expect(await list.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(await page.getByRole('tab', { name: 'Watch Later' }).isDisabled()).toBe(true);
    if (viewport === 'desktop') {
      await page.getByRole('tab', { name: 'Watch Later' }).hover({ force: true });
      await page.getByRole('tooltip', { name: 'Coming soon' }).waitFor();
    }
    await screenshot(page, `my-list-${viewport}`);

    await page.getByRole('button', { name: `Remove ${movie.title} from history` }).click();
    await expect.poll(() => list.locator(':scope > li').count()).toBe(1);
    await page.reload();
    await list.getByRole('link', { name: show.title }).waitFor();
    expect(await list.getByRole('link', { name: movie.title }).count()).toBe(0);
  });

  it.runIf(viewport === 'desktop')('shows Server Settings and the Debug toggle to the owner', async () => {
    await page.goto(`/watch/movie/${movie.id}`);
    await page.getByRole('button', { name: 'Server Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Server configuration' });
    await dialog.getByText('Remote (SERVER_CONFIG_URL)').waitFor();
    await screenshot(page, 'watch-server-settings-desktop');
    await page.keyboard.press('Escape');
    await page.goto('/my-list');
    await page.getByRole('button', { name: 'Debug' }).click();
    await page.getByText('watchHistoryTableExists').waitFor();
  });
});

describe('My List for visitors', () => {
  it("says 'Sign In Required' with Go to Home", async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 'phone');
    await page.goto('/my-list');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'my-list-signed-out-phone');
    await context.close();
  });
});
