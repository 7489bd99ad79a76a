import type { Locator } from 'playwright-core';
import { test as base, describe, expect } from './fixtures';
import { screenshot, settle, type ViewportName } from './helpers';

/**
 * Browse screens against the demo catalogue: home, listings, search, details,
 * 404 and keyboard navigation, at desktop and phone widths, with screenshots of each.
 */
interface Card {
  id: number;
}

/** The titles the cases open, found in the file's catalogue once. */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  async function trpcGet<T>(proc: string, input?: unknown): Promise<T> {
    const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const r = await fetch(`${server.baseUrl}/trpc/${proc}${q}`);
    const body = (await r.json()) as { result: { data: T } };
    return body.result.data;
  }
  const home = await trpcGet<{ rows: { key: string; items: Card[] }[] }>('catalogue.home');
  const movieId = home.rows.find((r) => r.key === 'popularMovies')!.items[0]!.id;
  // A show with at least two seasons, to exercise the season select.
  let tvId = 0;
  for (const item of home.rows.find((r) => r.key === 'popularTv')!.items) {
    const show = await trpcGet<{ seasons: unknown[] }>('catalogue.tvShow', { id: item.id });
    if (show.seasons.length >= 2) {
      tvId = item.id;
      break;
    }
  }
  const movieCast = (await trpcGet<{ cast: unknown[] }>('catalogue.movie', { id: movieId })).cast.length;
  return { movieId, tvId, movieCast };
});

describe.each<ViewportName>(['desktop', 'phone'])('browse (%s)', (vp) => {
  test('draws the start-up bar from the HTML alone, and drops it once the app renders', async ({ open }) => {
    const { page } = await open(vp);
    // The app's code never arrives: the visitor still sees the bar and the logo at once.
    await page.route('**/assets/*.js', (r) => r.abort());
    await page.goto('/movies');
    const boot = page.locator('#boot');
    expect(await boot.getByText('Marquee').isVisible()).toBe(true);
    expect(await page.locator('#root').evaluate((el) => el.childElementCount)).toBe(0);
    await screenshot(page, `boot-shell-${vp}`);
    await page.unroute('**/assets/*.js');
    await page.goto('/movies');
    await page.locator('#root main#main-content').waitFor();
    expect(await boot.isVisible()).toBe(false);
  });

  test('home: hero, eight rows of at most 20, View All links, data inside the page', async ({ open }) => {
    const { page } = await open(vp);
    const trpcCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) trpcCalls.push(decodeURIComponent(new URL(r.url()).pathname));
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('link', { name: 'Watch Now' }).getAttribute('href')).resolves.toMatch(
      /^\/watch\/(movie\/\d+|tv\/\d+\/1\/1)$/,
    );
    await expect(page.getByRole('link', { name: 'More Info' }).getAttribute('href')).resolves.toMatch(
      /^\/(movie|tv)\/\d+$/,
    );
    const rows = page.locator('section[data-row]');
    await expect.poll(() => rows.count()).toBe(8);
    expect(await rows.locator('h2').allTextContents()).toEqual([
      'Trending Now',
      'Popular Movies',
      'Trending TV Shows',
      'Popular TV Shows',
      'Netflix Originals',
      'Disney+ Collection',
      'HBO Series',
      'Prime Video',
    ]);
    for (const row of await rows.all()) {
      const n = await row.locator('[data-nav-card]').count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(20);
      // View All opens the row's own list on /movies or /tv.
      expect(await row.getByRole('link', { name: /^View all/ }).getAttribute('href')).toMatch(
        /^\/(movies|tv)\?list=[a-z]+$/,
      );
    }
    // A row not drawn yet holds the height it will have: nothing below moves as it is drawn.
    // Drawn means the browser no longer skips its content (content-visibility: auto).
    const drawn = (row: Locator) =>
      row.locator('h2').evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }));
    const heights = () =>
      rows.evaluateAll((sections) => sections.map((s) => Math.round(s.getBoundingClientRect().height)));
    const rowList = await rows.all();
    const undrawn = await heights();
    // The last row starts undrawn, or the comparison below would prove nothing.
    expect(await drawn(rowList.at(-1)!)).toBe(false);
    for (const row of rowList) {
      await row.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(row)).toBe(true);
    }
    expect(await heights()).toEqual(undrawn);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    // A first visit gets the home data inside the page: no catalogue request at all.
    expect(trpcCalls.filter((p) => p.includes('catalogue.'))).toEqual([]);
    await screenshot(page, `browse-home-${vp}`);
    await page.evaluate(() => window.scrollBy(0, 900));
    await settle(page);
    await screenshot(page, `browse-home-rows-${vp}`);
  });

  test('home without data in the page (a service-worker copy): one batched request', async ({ open }) => {
    const { page } = await open(vp);
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain('<script type="application/json" id="boot-data">');
        const body = html.replace(/<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body });
      },
    );
    const trpcCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) trpcCalls.push(decodeURIComponent(new URL(r.url()).pathname));
    });
    await page.goto('/');
    await expect.poll(() => page.locator('section[data-row]').count()).toBe(8);
    await settle(page);
    // catalogue.home and catalogue.config travel together; nothing else asks the catalogue.
    const catalogueCalls = trpcCalls.filter((p) => p.includes('catalogue.'));
    expect(catalogueCalls).toHaveLength(1);
    expect(catalogueCalls[0]).toContain('catalogue.home');
    expect(catalogueCalls[0]).toContain('catalogue.config');
  });

  test('a shared title or search link opens with its data in the page: no catalogue request for it', async ({
    open,
    titles,
  }) => {
    const { page } = await open(vp);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) calls.push(decodeURIComponent(new URL(r.url()).pathname));
    });
    const asked = (proc: string) => calls.filter((c) => c.includes(proc)).length;

    await page.goto(`/movie/${titles.movieId}`);
    await page.getByRole('region', { name: 'Overview' }).waitFor();
    await page.goto(`/tv/${titles.tvId}`);
    await page.getByRole('region', { name: 'Overview' }).waitFor();
    await page.goto('/search?q=star&type=movie');
    await page.getByText(/results? for “star”/).waitFor();
    const firstPoster = page.locator('ul[data-nav-row="grid"] [data-nav-card] img').first();
    await firstPoster.waitFor();
    // The first poster was preloaded with the page, exactly as the grid asks for it (one download).
    const preload = page.locator('link[rel="preload"][as="image"]');
    expect(await preload.count()).toBe(1);
    expect(await firstPoster.getAttribute('srcset')).toBe(await preload.getAttribute('imagesrcset'));
    expect(await firstPoster.getAttribute('sizes')).toBe(await preload.getAttribute('imagesizes'));
    expect(await firstPoster.getAttribute('src')).toBe(await preload.getAttribute('href'));
    await settle(page);
    for (const proc of ['catalogue.movie', 'catalogue.tvShow', 'catalogue.search', 'catalogue.config'])
      expect(asked(proc), proc).toBe(0);

    // A saved language other than the browser's: the page's data (in the browser's) is
    // left aside and the title asked for in the saved one.
    await page.evaluate(() =>
      localStorage.setItem('marquee_preferences', JSON.stringify({ language: 'fr' })),
    );
    await page.goto(`/movie/${titles.movieId}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByRole('region', { name: 'Synopsis' }).waitFor();
    expect(asked('catalogue.movie')).toBe(1);
  });

  test('movies: quick filter sets the sort, genre and sort reset, infinite scroll loads page 2', async ({
    open,
  }) => {
    const { page } = await open(vp);
    await page.goto('/movies');
    await page.getByText(/Page 1 of \d+/).waitFor();
    await settle(page);
    await screenshot(page, `browse-movies-${vp}`);

    await page.getByRole('button', { name: 'Top Rated', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Top Rated', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await page.getByLabel('Sort By').inputValue()).toBe('vote_average.desc');

    // Choosing a genre clears the search text.
    await page.getByLabel('Search movies').fill('the');
    const genre = page.getByLabel('Genre');
    const firstGenre = await genre.locator('option').nth(1).getAttribute('value');
    await genre.selectOption(firstGenre!);
    expect(await page.getByLabel('Search movies').inputValue()).toBe('');
    await page.getByLabel('Sort By').selectOption('title.asc');
    await expect.poll(() => page.getByRole('button', { name: /^Remove filter/ }).count()).toBe(3);
    await page.getByText(/Page 1 of \d+/).waitFor();
    const cards = page.locator('ul[data-nav-row="grid"] [data-nav-card]');
    await cards.first().waitFor();
    const titles = await cards.locator('p[data-content]').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // A to Z in the catalogue's natural order ('2 Fast' before '12 Rounds').
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect([...titles].sort(collator.compare)).toEqual(titles);

    await page.getByRole('button', { name: 'Clear All' }).click();
    // Wait for the reset itself: until it renders, the filtered list's own 'Page 1 of' and
    // cards still match, and scrolling to its trigger would scroll a list about to vanish.
    await expect.poll(() => page.getByRole('button', { name: /^Remove filter/ }).count()).toBe(0);
    await page.getByText(/Page 1 of \d+/).waitFor();
    await cards.first().waitFor();
    const before = await cards.count();
    expect(before).toBeGreaterThan(0);
    // Scroll to the trigger as a visitor would, again only while no further page has come
    // (under a loaded machine one scroll on the phone layout occasionally did not load it).
    // Checked before scrolling again: each scroll to the trigger loads one more page, so the
    // status may already read page 3 by the time it is looked at.
    const trigger = page.getByText('Scroll down for more movies');
    const pageShown = async () =>
      Number(
        /Page (\d+) of/.exec(
          (await page
            .getByText(/Page \d+ of \d+/)
            .first()
            .textContent()) ?? '',
        )?.[1] ?? 0,
      );
    await expect
      .poll(
        async () => {
          const shown = await pageShown();
          if (shown < 2 && (await trigger.count())) await trigger.scrollIntoViewIfNeeded().catch(() => {});
          return shown;
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  });

  test('TV: grid/list toggle over 12 items', async ({ open }) => {
    const { page } = await open(vp);
    await page.goto('/tv');
    await page.getByText(/Page 1 of \d+/).waitFor();
    await page.getByRole('button', { name: 'List view' }).click();
    await page.locator('ul[data-nav-row="list"]').waitFor();
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    await settle(page);
    await screenshot(page, `browse-tv-list-${vp}`);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.locator('ul[data-nav-row="grid"]').waitFor();
    await screenshot(page, `browse-tv-${vp}`);
  });

  test('search: typing is debounced, filters go to the URL and survive reload and back', async ({ open }) => {
    const { page } = await open(vp);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('catalogue.search')) searches.push(r.url());
    });
    await page.goto('/search');
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    await screenshot(page, `browse-search-empty-${vp}`);
    await page.getByRole('combobox').pressSequentially('star', { delay: 40 });
    await page.waitForURL(/\/search\?q=star$/);
    await page.getByText(/results? for “star”/).waitFor();
    expect(searches).toHaveLength(1);

    await page.getByRole('button', { name: 'Movies', exact: true }).click();
    await page.waitForURL(/q=star&type=movie$/);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Minimum rating').fill('6');
    await page.getByLabel('From year').fill('1990');
    await page.waitForURL(/q=star&type=movie&year_min=1990&rating_min=6$/);
    await settle(page);
    await screenshot(page, `browse-search-${vp}`);

    await page.reload();
    await page.getByText(/results? for “star”/).waitFor();
    expect(await page.getByRole('combobox').inputValue()).toBe('star');
    expect(await page.getByRole('button', { name: 'Movies', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByLabel('Minimum rating').inputValue()).toBe('6');
    expect(await page.getByLabel('From year').inputValue()).toBe('1990');

    // Back to before the filters: one entry, or two when a slow machine let the two fields'
    // changes reach the address apart (each is its own step then).
    await page.goBack();
    await page.waitForURL(/q=star&type=movie(&(year_min|rating_min)=\d+)?$/);
    if (/(year_min|rating_min)=/.test(page.url())) await page.goBack();
    await page.waitForURL(/q=star&type=movie$/);
    await expect.poll(() => page.getByLabel('From year').inputValue()).toBe('1900');
    expect(await page.getByLabel('Minimum rating').inputValue()).toBe('0');
    await page.goBack();
    await page.waitForURL(/\/search\?q=star$/);
    await expect
      .poll(() => page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
  });

  test('search box on a slow device: no key is lost and the caret stays where the typing is', async ({
    open,
  }) => {
    const { context, page } = await open(vp);
    await page.goto('/search');
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    // A phone six times slower than this machine: keys arrive while the page is still busy
    // with the search the previous key started.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const box = page.getByRole('combobox');
    await box.pressSequentially('star wars', { delay: 40 });
    await page.waitForURL(/\/search\?q=star\+wars$/);
    expect(await box.inputValue()).toBe('star wars');
    // An edit in the middle: the caret stays after the inserted letters.
    await box.evaluate((el: HTMLInputElement) => el.setSelectionRange(4, 4));
    await box.pressSequentially('ry', { delay: 40 });
    await page.waitForURL(/\/search\?q=starry\+wars$/);
    expect(await box.inputValue()).toBe('starry wars');
    expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(6);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('movie detail: similar titles, cast when the title has one, share menu', async ({ open, titles }) => {
    const { movieId, movieCast } = titles;
    const { page } = await open(vp);
    await page.goto(`/movie/${movieId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Watch Now' }).getAttribute('href')).toBe(
      `/watch/movie/${movieId}`,
    );
    const similar = page.locator('section[data-row="You Might Also Like"] [data-nav-card]');
    await expect.poll(() => similar.count()).toBeGreaterThan(0);
    expect(await similar.count()).toBeLessThanOrEqual(12);
    // The demo catalogue has no cast lists; the section shows only when there is one.
    expect(await page.getByRole('heading', { name: 'Cast' }).count()).toBe(movieCast > 0 ? 1 : 0);
    await page.getByRole('button', { name: 'Share' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const name of ['Copy link', 'X (Twitter)', 'Facebook', 'Reddit', 'WhatsApp'])
      await menu.getByRole('menuitem', { name }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Reddit' }).getAttribute('href')).toContain(
      encodeURIComponent(`/movie/${movieId}`),
    );
    await page.keyboard.press('Escape');
    await settle(page);
    await screenshot(page, `browse-movie-${vp}`);
  });

  test('TV detail: season select lists that season, an episode link is highlighted', async ({
    open,
    titles,
  }) => {
    const { tvId } = titles;
    const { page } = await open(vp);
    await page.goto(`/tv/${tvId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Watch Now' }).getAttribute('href')).toBe(
      `/watch/tv/${tvId}/1/1`,
    );
    await page.locator('section[data-row="You Might Also Like"] [data-nav-card]').first().waitFor();
    await settle(page);
    await screenshot(page, `browse-tv-detail-${vp}`);
    await page.getByLabel('Season', { exact: true }).selectOption('2');
    await page.waitForURL(new RegExp(`/tv/${tvId}\\?season=2$`));
    const ep3 = page.getByRole('list', { name: 'Season 2 episodes' }).getByRole('link').nth(2);
    await ep3.click();
    await page.waitForURL(new RegExp(`/tv/${tvId}/2/3$`));
    await expect.poll(() => ep3.getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: /^Watch Now\b.*S2 E3/ }).getAttribute('href')).toBe(
      `/watch/tv/${tvId}/2/3`,
    );
  });

  test('an unknown or malformed id lands on /404', async ({ open, titles }) => {
    const { tvId } = titles;
    const { page } = await open(vp);
    for (const path of ['/movie/999999999', '/movie/abc', '/tv/0', `/tv/${tvId}/99/1`]) {
      await page.goto(path);
      await page.waitForURL(/\/404$/);
    }
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  test('keyboard: arrows move along a row and between rows, Enter opens', async ({ open }) => {
    const { page } = await open(vp);
    await page.goto('/');
    const rows = page.locator('section[data-row]');
    await rows.nth(1).locator('[data-nav-card]').first().waitFor();
    const first = rows.nth(0).locator('[data-nav-card]');
    await first.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await first.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const focusedRow = await page.evaluate(() =>
      document.activeElement?.closest('section[data-row]')?.getAttribute('data-row'),
    );
    expect(focusedRow).toBe('Popular Movies');
    await screenshot(page, `browse-keyboard-${vp}`);
    await page.keyboard.press('ArrowUp');
    expect(await first.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    // A row is one Tab stop: Tab leaves it, Shift+Tab comes back to the card last used.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await first.nth(2).evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await first.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
    const href = await first.nth(2).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${href}$`));
  });
});

describe('home extras (desktop)', () => {
  test('welcome dialog: 2 s after a first visit, not again once closed', async ({ open }) => {
    const { page } = await open('desktop', { welcome: true });
    // The page's clock is the test's: the 2 s pass when the test says, not on the wall.
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor(2_100);
    await page.getByRole('dialog', { name: 'Welcome to Marquee' }).waitFor();
    await screenshot(page, 'browse-welcome-desktop');
    await page.getByRole('button', { name: 'Start browsing' }).click();
    expect(await page.evaluate(() => localStorage.getItem('marquee_welcome_shown'))).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(5_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('welcome dialog stays away when notifications are off', async ({ open }) => {
    const { context, page } = await open('desktop', { welcome: true });
    await context.addInitScript(() =>
      localStorage.setItem('marquee_preferences', JSON.stringify({ notifications: false })),
    );
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(5_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('Recommended for You appears for a signed-in visitor only', async ({ open, login }) => {
    const { page } = await open('desktop');
    await page.goto('/');
    await page.locator('section[data-row]').first().waitFor();
    expect(await page.locator('section[data-row="Recommended for You"]').count()).toBe(0);
    await login({ page });
    await page.goto('/');
    await page.locator('section[data-row="Recommended for You"] [data-nav-card]').first().waitFor();
  });
});
