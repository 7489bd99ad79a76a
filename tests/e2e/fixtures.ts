import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import {
  type ApiUser,
  type ApiUserOptions,
  deleteUserThroughApi,
  findUsersThroughApi,
  insertUserThroughApi,
  loginUser,
  registerUser,
} from '../factories/api-user';
import {
  launchBrowser,
  newPage,
  ROOT,
  type RunningServer,
  signInWithToken,
  startServer,
  type ViewportName,
} from './helpers';

/**
 * The browser tests' fixtures (vitest `test.extend`), so that every case stands alone:
 *
 * - `server` (one per file): the real server on an empty database whose first account, the
 *   owner, is registered at start (`server.owner`), so the fixtures can give out roles. A file
 *   sets its environment with `test.override({ serverEnv: {...} })` at its top level.
 * - `browser` (one per file).
 * - `app`: the server this case's pages and users are on (the file's `server` unless a
 *   describe block overrides it).
 * - `open(viewport?, opts?)`, `context`, `page`: fresh browser contexts, closed after the case.
 *   The welcome dialog is dismissed beforehand unless `dismissWelcome` is off for the file.
 * - `users.create({ role, isPremium, ... })`: accounts made through the factories and the API,
 *   deleted after the case; `users.track(username)` does the same for one made through the UI.
 * - `login({ role, isPremium, as, page, viewport })`: the account's credentials and a page
 *   signed in to it, the token in local storage where the app keeps it: a new page holds it
 *   from the start (`open`'s `token`); a given `page` gets it as `signInWithToken` puts it. `as` signs an existing account in with a new session of its own, so a case that
 *   signs out never ends the session the fixtures use.
 */
const FAILURES = path.join(ROOT, 'test-results/failures');

async function picturePages(contexts: BrowserContext[], caseName: string): Promise<void> {
  const name = caseName.replace(/[^\w-]+/g, '-').slice(0, 120);
  let n = 0;
  for (const c of contexts)
    for (const p of c.pages())
      await p.screenshot({ path: path.join(FAILURES, `${name}-${n++}.png`), timeout: 5_000 }).catch(() => {});
}

export interface E2eServer extends RunningServer {
  owner: ApiUser;
}

/**
 * Starts a server and registers its first account, the owner. The server is the compiled one
 * (`npm start`'s), on a copy of the migrated database the run's global setup made
 * (tests/e2e/global-setup.ts).
 */
export async function startE2eServer(
  env: Record<string, string> = {},
  opts: { port?: number; ownerName?: string; startMs?: number } = {},
): Promise<E2eServer> {
  const server = await startServer(env, { ...opts, compiled: true, database: inject('e2eDatabase') });
  try {
    const owner = await registerUser(server.baseUrl, { username: opts.ownerName || undefined });
    if (owner.user.role !== 'owner') throw new Error(`the first account is ${owner.user.role}, not owner`);
    return Object.assign(server, { owner });
  } catch (e) {
    await server.stop();
    throw e;
  }
}

async function signInAgain(baseUrl: string, account: { username: string; password: string }) {
  const { token, user } = await loginUser(baseUrl, account);
  return { username: account.username, password: account.password, email: user.email, token, user };
}

export interface OpenOptions {
  serviceWorkers?: 'allow' | 'block';
  /** Signed in with this session token from the start. */
  token?: string;
  /** Leave the first-visit welcome dialog to appear (its own tests). */
  welcome?: boolean;
  /** The browser's language (BCP 47), `en-US` by default. */
  locale?: string;
}
export type Open = (
  viewport?: ViewportName,
  opts?: OpenOptions,
) => Promise<{ context: BrowserContext; page: Page }>;

export interface Users {
  create(opts?: ApiUserOptions): Promise<ApiUser>;
  /** Deletes, after the case, an account the case made some other way (the sign-up form). */
  track(username: string): void;
}

export interface LoginOptions extends ApiUserOptions {
  /** An existing account to sign in (with a new session) instead of a new one. */
  as?: { username: string; password: string };
  /** The page to sign in; a new one (at `viewport`, the case's by default) otherwise. */
  page?: Page;
  viewport?: ViewportName;
}
export type Login = (opts?: LoginOptions) => Promise<ApiUser & { page: Page }>;

export const test = base
  .extend('serverEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('ownerName', { scope: 'file' }, '' as string)
  .extend('server', { scope: 'file' }, async ({ serverEnv, ownerName }, { onCleanup }) => {
    const server = await startE2eServer(serverEnv, { ownerName });
    onCleanup(() => server.stop());
    return server;
  })
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('viewport', 'desktop' as ViewportName)
  .extend('dismissWelcome', true as boolean)
  .extend('app', async ({ server }): Promise<E2eServer> => server)
  .extend('open', async ({ browser, app, viewport, dismissWelcome, task }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      // A failed case leaves a picture of each of its pages (test-results/failures), to read
      // what the browser showed when a wait ran out.
      if (task.result?.state === 'fail') await picturePages(contexts, task.fullName);
      for (const c of contexts) await c.close().catch(() => {});
    });
    const open: Open = async (vp = viewport, opts = {}) => {
      const opened = await newPage(browser, app.baseUrl, vp, opts);
      contexts.push(opened.context);
      if (dismissWelcome && !opts.welcome)
        await opened.context.addInitScript(() => localStorage.setItem('marquee_welcome_shown', 'true'));
      return opened;
    };
    return open;
  })
  .extend('page', async ({ open }) => (await open()).page)
  .extend('context', async ({ page }) => page.context())
  .extend('users', async ({ app }, { onCleanup }) => {
    const made: string[] = [];
    const named: string[] = [];
    onCleanup(async () => {
      if (app.process.exitCode !== null) return; // a case that stopped its server on purpose
      for (const username of named) {
        const found = await findUsersThroughApi(app.baseUrl, app.owner.token, username);
        made.push(...found.filter((u) => u.username === username).map((u) => u.id));
      }
      for (const id of made) await deleteUserThroughApi(app.baseUrl, app.owner.token, id);
    });
    const users: Users = {
      create: async (opts = {}) => {
        const user = await insertUserThroughApi(app.baseUrl, app.owner.token, opts);
        made.push(user.user.id);
        return user;
      },
      track: (username) => void named.push(username),
    };
    return users;
  })
  .extend('login', async ({ app, users, open }) => {
    const login: Login = async ({ as, page, viewport, ...opts } = {}) => {
      const account = as ? await signInAgain(app.baseUrl, as) : await users.create(opts);
      if (page) await signInWithToken(page, app.baseUrl, account.token);
      const target = page ?? (await open(viewport, { token: account.token })).page;
      return { ...account, page: target };
    };
    return login;
  });

export { describe, expect } from 'vitest';
