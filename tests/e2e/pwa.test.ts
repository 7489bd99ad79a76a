import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { NAMESPACES } from '../../src/shared/i18n/locales';
import { describe, expect, startE2eServer, test } from './fixtures';
import { screenshot, VIEWPORTS } from './helpers';

/**
 * The installable app: manifest and service worker, Chromium's installability
 * checks, the precached shell with the server stopped, and the one-time reset after a
 * chunk-load failure. Runs against the production build (`npx vite build` first).
 */

/** Waits until the service worker is active and controls the page (clientsClaim). */
async function controlledByWorker(page: Page): Promise<string> {
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scriptUrl ?? '';
}

const ALLOW_SW = { serviceWorkers: 'allow' } as const;
const PRIVACY_CHUNK = /\/assets\/privacy-[^/]+\.js$/;

/** Deletes the Privacy chunk from every cache (and adds a sentinel cache); how many were deleted. */
async function dropPrivacyChunk(page: Page, sentinel: boolean): Promise<number> {
  return page.evaluate(
    async ({ pattern, sentinel }) => {
      const re = new RegExp(pattern);
      let n = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys())
          if (re.test(new URL(req.url).pathname)) n += Number(await cache.delete(req));
      }
      if (sentinel) await (await caches.open('sentinel')).put('/sentinel', new Response('x'));
      return n;
    },
    { pattern: PRIVACY_CHUNK.source, sentinel },
  );
}

/**
 * The app's shell rendered: the layout's main landmark exists inside #root. Given 30 s: on a
 * busy two-core machine, two browsers booting the app from the worker's cache at once have
 * taken longer than the default 15 s.
 */
async function shellRendered(page: Page) {
  await page.locator('#root main#main-content').waitFor({ state: 'attached', timeout: 30_000 });
}

describe('installable app (PWA)', () => {
  test('serves the manifest and the worker uncached, with the manifest Chromium needs', async ({
    server,
  }) => {
    const sw = await fetch(`${server.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('content-security-policy')).toContain('connect-src');

    const res = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Marquee',
      short_name: 'Marquee',
      display: 'standalone',
      theme_color: '#09090b',
      start_url: '/',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await fetch(`${server.baseUrl}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      // The PNG header states the size the manifest claims.
      const bytes = Buffer.from(await png.arrayBuffer());
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  test('registers the worker at /sw.js and passes Chromium installability checks', async ({ server }) => {
    // Chromium never offers to install from an incognito-like context (`newContext`), so
    // this one runs in a real, throwaway profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'marquee-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      baseURL: server.baseUrl,
      viewport: VIEWPORTS.desktop,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      expect(await controlledByWorker(page)).toBe(`${server.baseUrl}/sw.js`);
      const href = await page.evaluate(() =>
        document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      );
      expect(href).toBe('/manifest.webmanifest');

      const cdp = await context.newCDPSession(page);
      const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(app.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
      expect(app.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      await shellRendered(page);
      await screenshot(page, 'pwa-home-desktop');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('resets the worker and caches and reloads exactly once after a chunk fails to load', async ({
    open,
  }) => {
    const { context, page } = await open('desktop', ALLOW_SW);
    const resets: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('resetting the service worker and caches')) resets.push(m.text());
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/');
    await controlledByWorker(page);
    await shellRendered(page);

    // A deploy replaced the build: the Privacy screen's chunk is in neither the worker's
    // cache nor on the server (`failing` says how many more fetches of it fail). A sentinel
    // cache shows whether Cache Storage was cleared.
    let failing = 1;
    await context.route(PRIVACY_CHUNK, (route) => (failing-- > 0 ? route.abort('failed') : route.continue()));
    expect(await dropPrivacyChunk(page, true)).toBe(1);

    loads = 0;
    const reloaded = page.waitForEvent('load');
    await page.locator('a[href="/privacy"]').first().click();
    await reloaded;
    // The reload went to the network: the screen now loads.
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(loads).toBe(1);
    expect(resets).toHaveLength(1);
    expect(await page.evaluate(() => caches.has('sentinel'))).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('marquee_chunk_reload'))).toMatch(/^\d+$/);

    // A failure that survives the reset (within the guard's minute): the error fallback, no loop.
    await page.goto('/');
    await controlledByWorker(page);
    await shellRendered(page);
    failing = Number.POSITIVE_INFINITY;
    await dropPrivacyChunk(page, false);
    const guard = () => page.evaluate(() => sessionStorage.getItem('marquee_chunk_reload'));
    const claimed = await guard();
    loads = 0;
    await page.locator('a[href="/privacy"]').first().click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    // A reset claims the guard before it reloads (synchronously, as the failure is handled):
    // the first reset's claim still standing means none is under way.
    expect(await guard()).toBe(claimed);
    expect(loads).toBe(0);
    expect(resets).toHaveLength(1);
    await screenshot(page, 'pwa-chunk-failure-fallback-desktop');
  });

  test('forces one reset and reload when nothing renders within 8 s (watchdog.js)', async ({ open }) => {
    const { context, page } = await open('desktop', ALLOW_SW);
    // The main bundle never arrives, so the app never renders (nor registers its worker).
    await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort('failed'));
    const resets: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('nothing rendered within 8 s')) resets.push(m.text());
    });
    let loads = 0;
    page.on('load', () => loads++);
    // The watchdog's 8 s pass on the page's clock, as the case says.
    await page.clock.install();
    await page.goto('/movies');
    await page.clock.runFor(7_500);
    expect(loads).toBe(1); // not before 8 s
    await page.clock.runFor(1_000);
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    expect(resets).toHaveLength(1);
    // Still failing after the reload: the guard holds, no second automatic reload. Instead of a
    // blank page, a way out: what the watchdog shows when it will not reload.
    await page.clock.runFor(10_000);
    const stuck = page.getByRole('alert').filter({ hasText: 'Marquee is taking too long to start' });
    await stuck.waitFor();
    expect(loads).toBe(2);
    expect(resets).toHaveLength(1);
    await screenshot(page, 'pwa-watchdog-stuck-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'pwa-watchdog-stuck-phone');
    await stuck.getByRole('button', { name: 'Reload page' }).click();
    await expect.poll(() => loads).toBe(3);
  });
});

describe('installable app (PWA) with its server stopped', () => {
  // A server of the case's own: the case stops it.
  test.override('app', async ({ serverEnv }, { onCleanup }) => {
    const server = await startE2eServer(serverEnv);
    onCleanup(() => server.stop());
    return server;
  });

  test('opens the cached app shell with the server stopped (desktop and phone)', async ({
    app: server,
    open,
  }) => {
    const visited: { name: 'desktop' | 'phone'; page: Page }[] = [];
    for (const name of ['desktop', 'phone'] as const) {
      const { page } = await open(name, ALLOW_SW);
      await page.goto('/');
      await controlledByWorker(page);
      await shellRendered(page);
      visited.push({ name, page });
    }

    // Once the worker controls the page, posters go into their bounded runtime cache (the
    // first visit loaded them before it existed); no API answer goes into any cache.
    const [first] = visited;
    await first!.page.reload();
    await first!.page.locator('main img[src^="/img/"]').first().waitFor();
    await expect
      .poll(() =>
        first!.page.evaluate(async () => (await (await caches.open('marquee-posters')).keys()).length),
      )
      .toBeGreaterThan(0);
    const cached = await first!.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached.filter((p) => p.startsWith('/trpc') || p.startsWith('/api/'))).toEqual([]);
    expect(cached).toContain('/index.html');
    // Once the page is idle the worker holds every screen's messages in the page's language
    // (fetched, not activated), and no other language's.
    const catalogues = () =>
      first!.page.evaluate(async () => {
        const names: string[] = [];
        for (const name of await caches.keys())
          for (const req of await (await caches.open(name)).keys()) {
            const m = /^\/assets\/i18n-([\w-]+?)-([a-z]+)-[\w-]+\.js$/.exec(new URL(req.url).pathname);
            if (m) names.push(`${m[1]}/${m[2]}`);
          }
        return names;
      });
    await expect
      .poll(async () => {
        const held = new Set(await catalogues());
        return NAMESPACES.filter((ns) => !held.has(`en/${ns}`));
      })
      .toEqual([]);
    expect((await catalogues()).filter((c) => !c.startsWith('en/'))).toEqual([]);

    await server.stop();
    expect((await fetch(server.baseUrl).catch((e: Error) => e)) instanceof Error).toBe(true);

    for (const { name, page } of visited) {
      for (const path of ['/', '/movies']) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        expect(page.url()).toBe(`${server.baseUrl}${path}`);
        await shellRendered(page);
        await expect(page.title()).resolves.toContain('Marquee');
      }
      // The server is gone: the shell says so rather than showing skeletons for ever.
      await page
        .getByText(/Marquee cannot be reached right now|You are offline/)
        .first()
        .waitFor({ timeout: 15_000 });
      await screenshot(page, `pwa-offline-${name}`);
    }
  });
});
