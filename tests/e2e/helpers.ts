import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = path.join(ROOT, 'test-results/screenshots');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the real server (built client, embedded database in a fresh temp dir, demo
 * catalogue unless env says otherwise) and waits until it answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-'));
  const logs: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
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
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const r = await fetch(`${baseUrl}/health`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
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
  opts: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
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

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** Registers through the API (fast path for tests whose subject is not sign-up). */
export async function apiRegister(baseUrl: string, username: string, password = 'Passw0rd!x') {
  const r = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password, name: username }),
  });
  const body = (await r.json()) as { data: { token: string; user: { id: string; role: string } } };
  return { ...body.data, password };
}

/** Puts a token in local storage before the app loads, as a signed-in visitor. */
export async function signInWithToken(page: Page, baseUrl: string, token: string) {
  await page.goto(`${baseUrl}/privacy`);
  await page.evaluate((t) => localStorage.setItem('marquee_token', t), token);
}

/**
 * One server and one browser for a test file (started before its tests, stopped after), and
 * `open(viewport)`: a fresh page whose first-visit welcome dialog is already dismissed.
 */
export function serverAndBrowserPerFile(env: Record<string, string> = {}) {
  const shared: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    shared.server = await startServer(env);
    shared.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return {
    server: () => shared.server!,
    open: async (viewport: ViewportName) => {
      const opened = await newPage(shared.browser!, shared.server!.baseUrl, viewport);
      await opened.context.addInitScript(() => localStorage.setItem('marquee_welcome_shown', 'true'));
      return opened;
    },
  };
}

/** The cards of a listing or search results grid. */
export const gridCards = (page: Page) => page.locator('ul[data-nav-row="grid"] [data-nav-card]');
