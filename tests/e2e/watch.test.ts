import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { test as base, describe, expect, type Login, startE2eServer } from './fixtures';
import { screenshot, type ViewportName } from './helpers';

/** The watch page lists this many episodes before the playing one (src/client/routes/watch/Episodes.tsx). */
const EPISODES_BEFORE = 10;

/**
 * Watching end to end: the configuration fallback (Config Error), the player iframe on the
 * chosen server, switching servers (a second origin, so CSP frame-src is exercised), the
 * built-in preview player (clock, progress, resume, the end of an episode counting down to
 * the next), Next Episode across a season boundary, the episode lists of the watch and TV
 * pages, and My List.
 *
 * Two servers: the file's `server`, whose remote configuration never answers (the fallback
 * cases), and `watching`, whose remote configuration lists two players (every other case).
 * Once a remote document has loaded, a server keeps it through later outages, so the two
 * states cannot share one server.
 */
async function trpcAt<T>(baseUrl: string, proc: string, input?: unknown, token?: string): Promise<T> {
  const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const r = await fetch(`${baseUrl}/trpc/${proc}${q}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return ((await r.json()) as { result: { data: T } }).result.data;
}

const test = base
  /** The remote configuration: one answer per path, 503 'maintenance' for the rest. */
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('remote', { scope: 'file' }, async ({}, { onCleanup }) => {
    const answers = new Map<string, string>();
    const http = createServer((req, res) => {
      const body = answers.get(req.url ?? '');
      res.writeHead(body ? 200 : 503, { 'content-type': 'application/json' });
      res.end(body ?? 'maintenance');
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    onCleanup(async () => {
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
    });
    const url = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
    return {
      url: (path: string) => `${url}${path}`,
      answer: (path: string, body: string) => answers.set(path, body),
    };
  })
  .extend('serverEnv', { scope: 'file' }, async ({ remote }) => ({
    SERVER_CONFIG_URL: remote.url('/servers.json'),
  }))
  /** A second server whose remote configuration lists Alpha and Beta, on two origins of it. */
  .extend('watching', { scope: 'file' }, async ({ remote }, { onCleanup }) => {
    const server = await startE2eServer({ SERVER_CONFIG_URL: remote.url('/two-players.json') });
    onCleanup(() => server.stop());
    const origins = [server.baseUrl, `http://localhost:${server.port}`];
    remote.answer(
      '/two-players.json',
      JSON.stringify({
        version: 'e2e',
        lastUpdated: '2025-03-01T00:00:00Z',
        servers: origins.map((o, i) => ({
          id: i + 1,
          name: i === 0 ? 'Alpha' : 'Beta',
          movieUrl: `${o}/embed/movie`,
          tvUrl: `${o}/embed/tv`,
          enabled: true,
          priority: i + 1,
        })),
        settings: { defaultServer: 1, autoFallback: true, maxRetries: 3, loadTimeout: 10000 },
      }),
    );
    const r = await fetch(`${server.baseUrl}/trpc/admin.refreshServers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.owner.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(200);
    return Object.assign(server, { origins });
  })
  /** The titles the cases watch, found once in the demo catalogue. */
  .extend('titles', { scope: 'file' }, async ({ server }) => {
    const trpc = <T>(proc: string, input?: unknown) => trpcAt<T>(server.baseUrl, proc, input);
    const movies = await trpc<{ results: { id: number; title: string }[] }>('catalogue.movies', {
      filter: 'all',
      page: 1,
    });
    const movie = movies.results[0]!;
    let show: { id: number; title: string; firstSeasonEpisodes: number } | undefined;
    /** A show with a season longer than the watch page's list of 20. */
    let longShow: { id: number; season: number; episodes: number } | undefined;
    for (let p = 1; p <= 8 && !(show && longShow); p++) {
      const shows = await trpc<{ results: { id: number }[] }>('catalogue.tv', { filter: 'all', page: p });
      for (const s of shows.results) {
        const d = await trpc<{ title: string; seasons: { seasonNumber: number; episodeCount: number }[] }>(
          'catalogue.tvShow',
          { id: s.id },
        );
        const one = d.seasons.find((x) => x.seasonNumber === 1);
        const two = d.seasons.some((x) => x.seasonNumber === 2 && x.episodeCount > 0);
        if (!show && one && one.episodeCount >= 6 && two)
          show = { id: s.id, title: d.title, firstSeasonEpisodes: one.episodeCount };
        const long = d.seasons.find((x) => x.seasonNumber > 0 && x.episodeCount > 20);
        if (!longShow && long)
          longShow = { id: s.id, season: long.seasonNumber, episodes: long.episodeCount };
      }
    }
    expect(show).toBeDefined();
    expect(longShow).toBeDefined();
    return { movie, show: show!, longShow: longShow! };
  });
test.override({ dismissWelcome: false });

/** Reports playback as a player would (history.progress). */
async function progress(baseUrl: string, token: string, input: Record<string, unknown>) {
  const r = await fetch(`${baseUrl}/trpc/history.progress`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  expect(r.status).toBe(200);
}

/** The tRPC API of the server the page is on, as the page's signed-in user. */
const pageTrpc = async <T>(page: Page, proc: string, input?: unknown) =>
  trpcAt<T>(
    new URL(page.url()).origin,
    proc,
    input,
    await page.evaluate(() => localStorage.getItem('marquee_token') ?? ''),
  );

const iframeSrc = (page: Page) => page.locator('iframe').getAttribute('src');
const player = (page: Page) => page.frameLocator('iframe');
/** The preview player's clock, in seconds (its seek bar's value). */
const playerTime = async (page: Page) =>
  Number(await player(page).getByRole('slider', { name: 'Seek' }).inputValue());
const clockText = (page: Page) => player(page).locator('.now').textContent();
/** Words meant for whoever runs the site, which a visitor must never be shown. */
const OPERATOR_TEXT = /servers\.json|SERVER_CONFIG_URL|Operators?\b|docs\/|configured/i;

type Entry = {
  media_id: string;
  season: number | null;
  episode: number | null;
  position_seconds: number | null;
  duration_seconds: number | null;
};
const historyOf = (page: Page) => pageTrpc<Entry[]>(page, 'history.list', { limit: 5 });
const playerHeading = (page: Page) =>
  page.frameLocator('iframe').getByRole('heading', { level: 1 }).textContent({ timeout: 10_000 });

describe('configuration fallback', () => {
  test('shows Config Error while the remote configuration fails, playing from the local file', async ({
    page,
    server,
    titles: { movie },
  }) => {
    const trpc = <T>(proc: string, input?: unknown, token?: string) =>
      trpcAt<T>(server.baseUrl, proc, input, token);
    type View = { source: string; configError: boolean; lastError: string | null };
    // Everyone sees the badge; only staff see the reason.
    const state = await trpc<View>('serverConfig.get');
    expect(state).toMatchObject({ source: 'local', configError: true, lastError: null });
    const staff = await trpc<View>('serverConfig.get', undefined, server.owner.token);
    expect(staff).toMatchObject({ lastError: 'Remote configuration answered HTTP 503' });
    await page.goto(`/watch/movie/${movie.id}`);
    await expect.poll(() => iframeSrc(page)).toBe(`/embed/movie/${movie.id}`);
    await page.getByText('Config Error', { exact: true }).waitFor();
    expect(await playerHeading(page)).toBe(movie.title);
    // The built-in preview player: it plays, and a visitor sees no operator text anywhere.
    await player(page).getByRole('slider', { name: 'Seek' }).waitFor();
    expect(await player(page).locator('body').innerText()).not.toMatch(OPERATOR_TEXT);
    expect(await page.getByText('Staff note').count()).toBe(0);
    await screenshot(page, 'watch-config-error-desktop');
  });

  test('tells staff, on the watch page, that the preview player is in use and where the docs are', async ({
    login,
    titles: { movie },
  }) => {
    const { page } = await login({ role: 'owner', viewport: 'phone' });
    await page.goto(`/watch/movie/${movie.id}`);
    await page.getByText('Staff note').waitFor();
    await page.getByText('docs/streaming-servers.md').waitFor();
    expect(await player(page).locator('body').innerText()).not.toMatch(OPERATOR_TEXT);
  });

  test('serves /config/servers.json as a static file', async ({ server }) => {
    const r = await fetch(`${server.baseUrl}/config/servers.json`);
    expect(r.status).toBe(200);
    expect(Object.keys(await r.json())).toEqual(expect.arrayContaining(['servers', 'lastUpdated']));
  });
});

describe.each(['desktop', 'phone'] as ViewportName[])('watching on %s', (viewport) => {
  test.override({ viewport });
  test.override('app', async ({ watching }) => watching);
  /** The owner watches on the desktop, a plain user on the phone. */
  const watcher = (login: Login) => login({ role: viewport === 'desktop' ? 'owner' : 'user' });

  test('plays a movie on the chosen server and switches server', async ({
    login,
    watching: { origins },
    titles: { movie },
  }) => {
    const { page } = await watcher(login);
    await page.goto(`/watch/movie/${movie.id}`);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    await expect.poll(() => iframeSrc(page)).toBe(`${origins[0]}/embed/movie/${movie.id}`);
    expect(await page.getByText('Config Error', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Alpha' }).isChecked()).toBe(true);
    expect(await playerHeading(page)).toBe(movie.title);
    await screenshot(page, `watch-movie-${viewport}`);

    await page.getByRole('radio', { name: 'Beta' }).check();
    await expect.poll(() => iframeSrc(page)).toBe(`${origins[1]}/embed/movie/${movie.id}`);
    expect(await page.getByRole('radio', { name: 'Beta' }).isChecked()).toBe(true);
    // The CSP frame-src lets the second origin load: the player page renders.
    expect(await playerHeading(page)).toBe(movie.title);
    await expect
      .poll(() => page.getByRole('link', { name: `Back to ${movie.title}` }).getAttribute('href'))
      .toBe(`/movie/${movie.id}`);
  });

  test('plays the preview: the clock runs, a seek is stored, a reload resumes there', async ({
    login,
    watching: { origins },
    titles: { movie },
  }) => {
    const { page } = await watcher(login);
    await page.goto(`/watch/movie/${movie.id}`);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    await expect.poll(() => iframeSrc(page)).toMatch(new RegExp(`^${origins[0]}/embed/movie/${movie.id}`));
    // The title's real runtime, from the catalogue.
    const { runtime } = await pageTrpc<{ runtime: number | null }>(page, 'catalogue.movie', { id: movie.id });
    const duration = Number(await player(page).locator('main').getAttribute('data-duration'));
    expect(duration).toBe(runtime ? runtime * 60 : 90 * 60);
    const shown = await clockText(page);
    await expect.poll(() => clockText(page), { timeout: 5000 }).not.toBe(shown);

    // The page itself is not the player: what it posts is ignored.
    const fake = { type: 'PLAYER_EVENT', data: { event: 'timeupdate', currentTime: 900, duration: 1000 } };
    await page.evaluate((m) => window.postMessage(m, '*'), fake);

    const seek = player(page).getByRole('slider', { name: 'Seek' });
    const box = (await seek.boundingBox())!;
    await seek.click({ position: { x: box.width * 0.4, y: box.height / 2 } });
    await player(page).getByRole('button', { name: 'Pause' }).click();
    await player(page).getByRole('button', { name: 'Play' }).first().waitFor();
    const at = await playerTime(page);
    expect(at / duration).toBeGreaterThan(0.3);
    expect(at / duration).toBeLessThan(0.5);
    let stored = 0;
    await expect
      .poll(async () => {
        const e = (await historyOf(page)).find((x) => x.media_id === String(movie.id));
        stored = e?.position_seconds ?? 0;
        return Math.abs(stored - at) <= 2 && e?.duration_seconds === duration;
      })
      .toBe(true);

    await page.reload();
    await expect
      .poll(() => iframeSrc(page))
      .toBe(`${origins[0]}/embed/movie/${movie.id}#t=${Math.floor(stored)}`);
    await player(page).getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(() => playerTime(page), { timeout: 5000 }).toBeGreaterThan(Math.floor(stored));
    await screenshot(page, `watch-preview-player-${viewport}`);
    // Keys: ← goes back 10 s, K pauses.
    const seekBar = player(page).getByRole('slider', { name: 'Seek' });
    const before = await playerTime(page);
    await seekBar.press('ArrowLeft');
    expect(await playerTime(page)).toBeLessThanOrEqual(before - 9);
    await seekBar.press('k');
    await player(page).getByRole('button', { name: 'Play' }).first().waitFor();
  });

  test('goes to the next episode across a season boundary', async ({
    login,
    watching: { origins },
    titles: { show },
  }) => {
    const { page } = await watcher(login);
    const last = show.firstSeasonEpisodes;
    await page.goto(`/watch/tv/${show.id}/1/${last}`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    await expect.poll(() => iframeSrc(page)).toBe(`${origins[0]}/embed/tv/${show.id}/1/${last}`);
    await page.getByText(`S1 · E${last}`, { exact: true }).first().waitFor();
    await screenshot(page, `watch-tv-${viewport}`);
    // The season picker and the season's episodes beside (desktop) or under (phone) the player,
    // the playing one marked.
    const episodes = page.getByRole('region', { name: 'Season 1 episodes' });
    await episodes.locator('a[aria-current="true"]').getByText('Playing').waitFor();
    expect(await episodes.locator('a[href^="/watch/tv/"]').count()).toBe(Math.min(last, 1 + EPISODES_BEFORE));
    const picker = page.getByRole('combobox', { name: 'Choose a season' });
    expect(await picker.textContent()).toMatch(/^Season 1 \(\d+ episodes?\)/);
    await screenshot(page, `watch-tv-episodes-${viewport}`);
    await page.getByRole('link', { name: 'Next Episode' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/watch/tv/${show.id}/2/1`);
    await expect.poll(() => iframeSrc(page)).toBe(`${origins[0]}/embed/tv/${show.id}/2/1`);
    await expect.poll(() => picker.textContent()).toMatch(/^Season 2 /);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/watch/tv/${show.id}/1/${last}`);

    // End skips the preview to the end of the episode: with Auto Next on, the next one is
    // offered with a countdown.
    expect(await playerHeading(page)).toBe(show.title);
    await player(page).getByRole('button', { name: 'Pause' }).press('End');
    const upNext = page.getByRole('status').filter({ hasText: 'Up next:' });
    await upNext.getByText('S2 · E1').waitFor();
    const left = async () => Number(/in (\d+) s/.exec((await upNext.textContent()) ?? '')?.[1]);
    const first = await left();
    await expect.poll(left).toBeLessThan(first);
    await page.getByRole('button', { name: 'Play now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/watch/tv/${show.id}/2/1`);
    // The next episode is what Continue Watching now names.
    await expect
      .poll(async () => {
        const e = (await historyOf(page)).find((x) => x.media_id === String(show.id));
        return e && `${e.season}/${e.episode}`;
      })
      .toBe('2/1');
  });

  test('sends an unknown title or episode to /404', async ({ login, titles: { show } }) => {
    const { page } = await watcher(login);
    await page.goto(`/watch/tv/${show.id}/1/999`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    await page.goto('/watch/movie/abc');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
  });

  test('lists the watched titles on My List and removes one', async ({
    app,
    login,
    titles: { movie, show },
  }) => {
    const { page, token } = await watcher(login);
    // Watched before: the movie 40% through, the show at season 2, episode 1.
    const moviePosition = { position: 2160, duration: 5400 };
    await progress(app.baseUrl, token, {
      mediaId: String(show.id),
      mediaType: 'tv',
      season: 2,
      episode: 1,
      position: 120,
      duration: 1800,
    });
    await progress(app.baseUrl, token, { mediaId: String(movie.id), mediaType: 'movie', ...moviePosition });
    await page.goto('/my-list');
    const list = page.getByRole('list', { name: 'Continue Watching' });
    await list.getByRole('link', { name: show.title }).waitFor();
    await list.getByRole('link', { name: movie.title }).waitFor();
    expect(await list.locator(':scope > li').count()).toBe(2);
    await list.getByText('S2 · E1').waitFor(); // where the show was left off
    // Continue Watching shows how far the preview got.
    const bar = list
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name: movie.title }) })
      .getByRole('progressbar');
    const percent = (100 * moviePosition.position) / moviePosition.duration;
    expect(Math.abs(Number(await bar.getAttribute('aria-valuenow')) - percent)).toBeLessThanOrEqual(1);
    // Watch Later is a tab of its own now (tests/e2e/watch-later.test.ts).
    expect(await page.getByRole('tab', { name: 'Watch Later' }).isDisabled()).toBe(false);
    await screenshot(page, `my-list-${viewport}`);

    await page.getByRole('button', { name: `Remove ${movie.title} from history` }).click();
    await expect.poll(() => list.locator(':scope > li').count()).toBe(1);
    // The removal lands when its Undo toast closes; dismissing it closes it now.
    const removed = page.waitForResponse((r) => r.url().includes('history.remove'));
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await removed;
    await page.reload();
    await list.getByRole('link', { name: show.title }).waitFor();
    expect(await list.getByRole('link', { name: movie.title }).count()).toBe(0);
  });

  test("lists a late episode among the watch page's episodes, with the earlier ones a button away", async ({
    login,
    titles: { longShow },
  }) => {
    const { page } = await watcher(login);
    const { id, season, episodes: count } = longShow;
    await page.goto(`/watch/tv/${id}/${season}/${count}`);
    const list = page.getByRole('region', { name: `Season ${season} episodes` });
    const playing = list.locator('a[aria-current="true"]');
    await playing.getByText('Playing').waitFor();
    expect((await playing.textContent())?.startsWith(String(count))).toBe(true);
    // The last episode and the EPISODES_BEFORE before it; the rest behind one button.
    expect(await list.locator('a[href^="/watch/tv/"]').count()).toBe(EPISODES_BEFORE + 1);
    const earlier = count - 1 - EPISODES_BEFORE;
    await list.getByRole('button', { name: `${earlier} earlier episodes` }).click();
    await expect.poll(() => list.locator('a[href^="/watch/tv/"]').count()).toBe(count);
    await playing.scrollIntoViewIfNeeded();
    await screenshot(page, `watch-late-episode-${viewport}`);
  });

  test('keeps the TV page episode list in view when an episode is chosen; Watch Now names it', async ({
    login,
    titles: { show },
  }) => {
    const { page } = await watcher(login);
    await page.goto(`/tv/${show.id}`);
    const ep6 = page.getByRole('list', { name: 'Season 1 episodes' }).getByRole('link').nth(5);
    await ep6.scrollIntoViewIfNeeded();
    const before = (await ep6.boundingBox())!.y;
    await ep6.click();
    await page.waitForURL(new RegExp(`/tv/${show.id}/1/6$`));
    await expect.poll(() => ep6.getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => Math.abs((await ep6.boundingBox())!.y - before)).toBeLessThan(2);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await screenshot(page, `tv-episode-choice-${viewport}`);
    const watch = page.getByRole('link', { name: /^Watch Now\b.*S1 E6/ });
    expect(await watch.getAttribute('href')).toBe(`/watch/tv/${show.id}/1/6`);
    await watch.scrollIntoViewIfNeeded();
    expect(await watch.getByText('S1 E6').isVisible()).toBe(true);
    await screenshot(page, `tv-watch-now-${viewport}`);
  });

  test.runIf(viewport === 'desktop')(
    'shows Server Settings and the Debug toggle to the owner',
    async ({ login, titles: { movie } }) => {
      const { page } = await watcher(login);
      await page.goto(`/watch/movie/${movie.id}`);
      await page.getByRole('button', { name: 'Server Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Server configuration' });
      await dialog.getByText('Remote (SERVER_CONFIG_URL)').waitFor();
      await screenshot(page, 'watch-server-settings-desktop');
      await page.keyboard.press('Escape');
      await page.goto('/my-list');
      await page.getByRole('button', { name: 'Debug' }).click();
      await page.getByText('watchHistoryTableExists').waitFor();
    },
  );
});

describe('My List for visitors', () => {
  test("says 'Sign In Required' with Go to Home", async ({ open }) => {
    const { context, page } = await open('phone');
    await page.goto('/my-list');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'my-list-signed-out-phone');
    await context.close();
  });
});
