import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe';
import { test as base, describe, expect } from './fixtures';
import { settle, type ViewportName } from './helpers';

/**
 * axe-core (WCAG 2.x A/AA and best practices) on every screen of src/shared/routes.ts, at both
 * widths, in English and Arabic, as a visitor, a user and the owner where the screen differs:
 * zero violations. One page per width, language and role walks the screens, so a run stays
 * short; every finding of the walk is listed in one failure.
 *
 * The walks are the longest browser tests: tests/e2e/axe-en.test.ts runs the English ones and
 * tests/e2e/axe-ar.test.ts the Arabic ones, so the two halves can run side by side.
 */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  async function first(proc: string): Promise<number> {
    const input = encodeURIComponent(JSON.stringify({ filter: 'all', page: 1 }));
    const r = await fetch(`${server.baseUrl}/trpc/${proc}?input=${input}`);
    return ((await r.json()) as { result: { data: { results: { id: number }[] } } }).result.data.results[0]!
      .id;
  }
  const movieId = await first('catalogue.movies');
  const input = encodeURIComponent(JSON.stringify({ id: movieId }));
  const movie = (await (await fetch(`${server.baseUrl}/trpc/catalogue.movie?input=${input}`)).json()) as {
    result: { data: { directors: { id: number }[] } };
  };
  return { movieId, showId: await first('catalogue.tv'), personId: movie.result.data.directors[0]!.id };
});

type Role = 'visitor' | 'user' | 'owner';
interface Screen {
  name: string;
  path: (t: { movieId: number; showId: number; personId: number }) => string;
  /** Who sees something of their own here; everyone when left out. */
  roles?: readonly Role[];
  /** Something to do once the screen is in (open a dialog), checked as it then is. */
  open?: (page: Page) => Promise<unknown>;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

const SCREENS: Screen[] = [
  { name: 'home', path: () => '/' },
  { name: 'movies', path: () => '/movies', roles: ['visitor'] },
  { name: 'tv', path: () => '/tv', roles: ['visitor'] },
  { name: 'search', path: () => '/search?q=the', roles: ['visitor'] },
  { name: 'search people', path: () => '/search?q=the&type=person', roles: ['visitor'] },
  { name: 'person', path: (t) => `/person/${t.personId}`, roles: ['visitor'] },
  { name: 'movie detail', path: (t) => `/movie/${t.movieId}`, roles: ['visitor', 'owner'] },
  { name: 'tv detail', path: (t) => `/tv/${t.showId}/1/2`, roles: ['visitor', 'owner'] },
  { name: 'watch movie', path: (t) => `/watch/movie/${t.movieId}`, roles: ['visitor', 'owner'] },
  { name: 'watch tv', path: (t) => `/watch/tv/${t.showId}/1/2` },
  { name: 'my list', path: () => '/my-list' },
  { name: 'my list watch later', path: () => '/my-list?tab=watchlater', roles: ['user'] },
  { name: 'my list diary', path: () => '/my-list?tab=diary', roles: ['user'] },
  { name: 'my list rated', path: () => '/my-list?tab=rated', roles: ['user'] },
  { name: 'upcoming', path: () => '/upcoming', roles: ['visitor', 'user'] },
  { name: 'lists', path: () => '/lists', roles: ['visitor', 'user'] },
  {
    name: 'new list dialog',
    path: () => '/lists',
    roles: ['user'],
    open: (page) => page.getByRole('button', { name: /New list|قائمة جديدة/ }).click(),
  },
  { name: 'shared list not found', path: () => '/list/abcdefghijkl', roles: ['visitor'] },
  { name: 'settings profile', path: () => '/settings' },
  { name: 'settings profiles', path: () => '/settings?tab=profiles', roles: ['user', 'owner'] },
  { name: 'settings playback', path: () => '/settings?tab=playback', roles: ['user'] },
  { name: 'settings privacy', path: () => '/settings?tab=privacy', roles: ['user'] },
  { name: 'settings advanced', path: () => '/settings?tab=advanced', roles: ['user'] },
  { name: 'profile picker', path: () => '/profiles', roles: ['user', 'owner'] },
  { name: 'admin', path: () => '/admin' },
  { name: 'admin users', path: () => '/admin?tab=users', roles: ['owner'] },
  { name: 'admin system', path: () => '/admin?tab=system', roles: ['owner'] },
  { name: 'admin analytics', path: () => '/admin?tab=analytics', roles: ['owner'] },
  { name: 'info', path: () => '/info', roles: ['visitor'] },
  { name: 'dmca', path: () => '/dmca', roles: ['visitor'] },
  { name: 'privacy', path: () => '/privacy', roles: ['visitor'] },
  { name: 'not found', path: () => '/no-such-page', roles: ['visitor'] },
  {
    name: 'sign-in dialog',
    path: () => '/privacy',
    roles: ['visitor'],
    open: (page) => page.locator('[data-auth-open="signin"]:visible').first().click(),
  },
  {
    name: 'sign-up dialog',
    path: () => '/privacy',
    roles: ['visitor'],
    // Phones reach sign-up from the sign-in dialog's switch link.
    open: async (page) => {
      await page.locator('[data-auth-open="signin"]:visible').first().click();
      await page.getByRole('dialog').locator('[data-auth-switch]').click();
    },
  },
];

/** The screen has drawn its content: a main heading (or dialog), nothing busy, images in. */
async function ready(page: Page, screen: Screen) {
  await h1(page);
  if (screen.open) {
    await screen.open(page);
    await page.getByRole('dialog').waitFor();
  }
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  await settle(page);
  // Entry animations (reduced motion shortens them) and toasts have come and gone.
  await page.waitForTimeout(150);
}

/** The walks at both widths in `locale`, as each role. */
export const axeWalks = (locale: string) =>
  describe.each<[ViewportName, string]>([
    ['desktop', locale],
    ['phone', locale],
  ])('axe (%s, %s)', (vp, locale) => {
    for (const role of ['visitor', 'user', 'owner'] as const)
      test(`no violations on any screen as ${role}`, { timeout: 240_000 }, async ({
        open,
        login,
        app,
        titles,
      }) => {
        const { page } = await open(vp, { locale });
        if (role === 'owner') await login({ as: app.owner, page });
        else if (role === 'user') await login({ page });
        const found: string[] = [];
        let total = 0;
        for (const screen of SCREENS.filter((s) => !s.roles || s.roles.includes(role))) {
          await page.goto(screen.path(titles));
          await ready(page, screen);
          const started = Date.now();
          const violations = await axeViolations(page);
          if (process.env.AXE_COUNTS) console.log(`${screen.name}: axe ${Date.now() - started} ms`);
          const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
          total += nodes;
          if (nodes > 0) found.push(`— ${screen.name} (${nodes} nodes)\n${describeViolations(violations)}`);
        }
        if (process.env.AXE_COUNTS) console.log(`axe ${vp} ${locale} ${role}: ${total} nodes`);
        expect(found.join('\n'), `axe violations (${vp}, ${locale}, ${role})`).toBe('');
      });
  });
