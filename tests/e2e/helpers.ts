import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { registerUser } from '../factories/api-user';
import { DEFAULT_PASSWORD } from '../factories/fields';
import { freePort } from '../helpers/ports';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = path.join(ROOT, 'test-results/screenshots');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export { freePort };

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  /** How long it may take to answer (60 s by default). */
  startMs?: number;
  /**
   * An embedded database directory to start from (copied into the new DATA_DIR), e.g. one a
   * server has already migrated and closed; an empty DATA_DIR otherwise.
   */
  database?: string;
  /** Run the compiled server (dist/server/index.js, what `npm start` runs) instead of the sources through tsx. */
  compiled?: boolean;
}

/**
 * Starts the real server (built client, embedded database in a fresh temp dir, demo
 * catalogue unless env says otherwise) and waits until it answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: StartOptions = {},
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env, opts);
    } catch (e) {
      // A port picked by freePort can be taken by another process before the server binds it
      // (browser test files run side by side): pick another.
      if (opts.port || attempt >= 3 || !(e instanceof PortTaken)) throw e;
    }
  }
}

class PortTaken extends Error {}

async function startServerOnce(env: Record<string, string>, opts: StartOptions): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-'));
  if (opts.database) cpSync(opts.database, path.join(dataDir, 'pglite'), { recursive: true });
  const logs: string[] = [];
  const args = opts.compiled
    ? ['--enable-source-maps', 'dist/server/index.js']
    : ['--import', 'tsx', 'src/server/index.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CATALOGUE_SOURCE: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = new Promise((r) => child.once('close', r));
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.startMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      await closed; // its last lines read
      rmSync(dataDir, { recursive: true, force: true });
      const text = logs.join('');
      if (text.includes(`Port ${port} is already in use`)) throw new PortTaken(text);
      throw new Error(`server exited early:\n${text}`);
    }
    try {
      const r = await fetch(`${baseUrl}/health`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // Not left running (and holding a core) after the case that wanted it has failed.
      child.kill('SIGKILL');
      await closed;
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server did not start:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh browser context and page. The service worker is blocked unless asked for: once it
 * controls a page it answers precached chunks itself and fetches /trpc and /api from the
 * worker, which `page.route` cannot see, so routes and aborts would silently stop applying.
 * tests/e2e/pwa.test.ts covers the worker with `{ serviceWorkers: 'allow' }`.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
  opts: { serviceWorkers?: 'allow' | 'block'; token?: string; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    // The browser's languages (navigator.languages and Accept-Language): English unless a case
    // asks for another, whatever the machine's own locale.
    locale: opts.locale ?? 'en-US',
    // A session token already in local storage, where the app keeps it: a signed-in visitor.
    storageState: opts.token
      ? {
          cookies: [],
          origins: [{ origin: baseUrl, localStorage: [{ name: TOKEN_KEY, value: opts.token }] }],
        }
      : undefined,
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: 'reduce',
    serviceWorkers: opts.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * A picture of the page in test-results/screenshots, for people to look at: it checks
 * nothing. CI (CI set), where nobody looks at them, takes none unless SCREENSHOTS=1: a run
 * takes over 300, each a few hundred milliseconds of a busy core.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** Registers through the API (fast path for tests whose subject is not sign-up). */
export async function apiRegister(baseUrl: string, username: string, password = DEFAULT_PASSWORD) {
  const { token, user } = await registerUser(baseUrl, {
    username,
    email: `${username}@example.com`,
    password,
  });
  return { token, user, password };
}

/** Where the app keeps the session token (local storage). */
export const TOKEN_KEY = 'marquee_token';

/** Puts a token in local storage before the app loads, as a signed-in visitor. */
export async function signInWithToken(page: Page, baseUrl: string, token: string) {
  await page.goto(`${baseUrl}/privacy`);
  await page.evaluate(([k, t]) => localStorage.setItem(k, t), [TOKEN_KEY, token] as const);
}

/** The cards of a listing or search results grid. */
export const gridCards = (page: Page) => page.locator('ul[data-nav-row="grid"] [data-nav-card]');

/**
 * Waits until what the screen asked for is in: the document and its frames loaded, and every
 * image that is loading finished (lazy ones below the fold are not waited for). Unlike
 * Playwright's 'networkidle' it does not wait out background requests.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.loading === 'lazy'),
  );
}

/** A tRPC call over HTTP (GET for queries, POST with `post`), as a signed-in client when given a token. */
export async function trpcCall<T>(
  baseUrl: string,
  proc: string,
  input?: unknown,
  token?: string,
  post = false,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const url = `${baseUrl}/trpc/${proc}`;
  const r = post
    ? await fetch(url, { method: 'POST', headers, body: JSON.stringify(input) })
    : await fetch(input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers,
      });
  if (!r.ok) throw new Error(`${proc}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { result: { data: T } }).result.data;
}

/** A message of a catalogue, as the app shows it (messages without placeholders only). */
export function msg(locale: string, key: string): string {
  const ns = key.split('.')[0]!;
  const file = path.join(ROOT, 'src/shared/i18n/catalogs', locale, `${ns}.json`);
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (!text) throw new Error(`No ${key} in ${locale}`);
  return text;
}
