/**
 * Two budgets for the JavaScript of `/`, every language in turn (or only `LOCALE=ja`):
 *
 * - Home JS: the entry script and modulepreloads of the built index.html, plus every chunk
 *   they import statically (the home screen is part of the entry). Lazy chunks (other
 *   screens, dialogs) are left out: they load only when used. The start-up message catalogues
 *   of the language are counted (the first render waits for them). At most 110 kB gzip.
 * - A first visit's JS: every script the page asks for within its first 3 s (from the start
 *   of navigation), in headless Chromium on a phone viewport with a fresh profile, the service
 *   worker allowed: Home JS plus what the page fetches once it is up (the cards' save
 *   toggle, idle-time preloads, the welcome dialog). What the service worker downloads for its
 *   own precache is not the page's and is not counted. At most 135 kB gzip. `FIRST_VISIT=0`
 *   skips it (no browser, no server).
 *
 *   npm run build && npx tsx bench/client-size.ts
 *
 * Sizes are gzip level 9 of the built files. Exits 1 when a budget is exceeded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CATALOGUE_LOCALES, type Locale, STARTUP_NAMESPACES } from '../src/shared/i18n/locales';

export const BUDGET_GZIP_BYTES = 110 * 1024;
export const FIRST_VISIT_BUDGET_GZIP_BYTES = 135 * 1024;
export const FIRST_VISIT_WINDOW_MS = 3000;
const DIST = path.resolve(import.meta.dirname, '../dist/client');

/** `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;

/**
 * The start-up message catalogues of a language: fetched before the first render,
 * so they count as initial JS although they are separate lazy chunks.
 */
export function startupCatalogues(locale = 'en', dist = DIST): string[] {
  return readdirSync(path.join(dist, 'assets'))
    .filter((f) => STARTUP_NAMESPACES.some((ns) => f.startsWith(`i18n-${locale}-${ns}-`)))
    .map((f) => `assets/${f}`);
}

interface Sized {
  file: string;
  raw: number;
  gzip: number;
}

function sized(file: string, dist = DIST): Sized {
  const buf = readFileSync(path.join(dist, file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

export function initialJs(dist = DIST, locale = 'en'): Sized[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  queue.push(...startupCatalogues(locale, dist));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT))
      queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
  }
  return [...seen].map((file) => sized(file, dist));
}

/**
 * The scripts a first visit to `/` asks for within FIRST_VISIT_WINDOW_MS, with their built
 * sizes: a real server (demo catalogue, fresh database) and Chromium as a browser set to the
 * language. The server answers one request for the page first, so its start-up is not counted.
 */
export async function firstVisitJs(locales: readonly string[]): Promise<Map<string, Sized[]>> {
  const { launchBrowser, newPage, startServer } = await import('../tests/e2e/helpers');
  const server = await startServer();
  const browser = await launchBrowser();
  const found = new Map<string, Sized[]>();
  try {
    for (const locale of locales) {
      await fetch(`${server.baseUrl}/`, { headers: { 'accept-language': locale } }).then((r) => r.text());
      const { context, page } = await newPage(browser, server.baseUrl, 'phone', {
        serviceWorkers: 'allow',
        locale,
      });
      const files = new Set<string>();
      const started = Date.now();
      page.on('request', (request) => {
        if (request.resourceType() !== 'script' || Date.now() - started > FIRST_VISIT_WINDOW_MS) return;
        files.add(new URL(request.url()).pathname.slice(1));
      });
      await page.goto('/');
      await page.waitForTimeout(Math.max(0, FIRST_VISIT_WINDOW_MS - (Date.now() - started)));
      await context.close();
      found.set(
        locale,
        [...files].filter((f) => existsSync(path.join(DIST, f))).map((f) => sized(f)),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return found;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const total = (files: Sized[], key: 'raw' | 'gzip') => files.reduce((s, f) => s + f[key], 0);

function table(files: Sized[]): void {
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(...sorted.map((f) => f.file.length));
  for (const f of sorted)
    console.log(`${f.file.padEnd(width)}  ${kb(f.raw).padStart(9)}  ${kb(f.gzip).padStart(9)} gzip`);
  console.log('');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('No build in dist/client: run `npx vite build` first.');
    process.exit(2);
  }
  // One language (LOCALE=ja) in detail, or every language: the budget holds for each.
  const locales: readonly string[] = process.env.LOCALE ? [process.env.LOCALE as Locale] : CATALOGUE_LOCALES;
  let over = 0;
  const report = (what: string, locale: string, files: Sized[], budget: number) => {
    const gzip = total(files, 'gzip');
    const ok = gzip <= budget;
    if (!ok) over++;
    console.log(
      `${what} (${locale}): ${files.length} files, ${kb(total(files, 'raw'))} raw, ${kb(gzip)} gzip (budget ${kb(budget)}): ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
  };
  for (const [i, locale] of locales.entries()) {
    const files = initialJs(DIST, locale);
    if (i === 0) table(files);
    report('initial JS for /', locale, files, BUDGET_GZIP_BYTES);
  }
  if (process.env.FIRST_VISIT !== '0') {
    console.log('');
    const visits = await firstVisitJs(locales);
    for (const [i, locale] of locales.entries()) {
      const files = visits.get(locale) ?? [];
      if (i === 0) table(files);
      report(
        `first visit's JS within ${FIRST_VISIT_WINDOW_MS / 1000} s`,
        locale,
        files,
        FIRST_VISIT_BUDGET_GZIP_BYTES,
      );
    }
  }
  process.exit(over === 0 ? 0 : 1);
}
