import type { Page } from 'playwright-core';
import { test as base, describe, expect } from './fixtures';
import { screenshot, settle, type ViewportName } from './helpers';

/**
 * No hard-coded interface text. With the pseudo-locale (`?lang=pseudo`), every
 * message from a catalogue is shown with accented letters ("Śĩĝń ĩń"), so any visible run of
 * three plain Latin letters is text that did not come from a catalogue. Catalogue data
 * (titles, overviews, names: the demo's English) and user data are marked `data-content` and
 * skipped, as are the brand and a few fixed technical tokens.
 */
const test = base.extend('titles', { scope: 'file' }, async ({ server }) => {
  async function trpc<T>(proc: string, input?: unknown): Promise<T> {
    const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const r = await fetch(`${server.baseUrl}/trpc/${proc}${q}`);
    return ((await r.json()) as { result: { data: T } }).result.data;
  }
  const movieId = (await trpc<{ results: { id: number }[] }>('catalogue.movies', { filter: 'all', page: 1 }))
    .results[0]!.id;
  const showId = (await trpc<{ results: { id: number }[] }>('catalogue.tv', { filter: 'all', page: 1 }))
    .results[0]!.id;
  return { movieId, showId };
});

/**
 * Words allowed in plain Latin letters: the brand, data formats the pseudo-locale writes as
 * English (it formats numbers, dates, relative times and lists like English), and technical values
 * shown as they are (versions, hosts, codes).
 */
const ALLOWED = [
  /^Marquee$/,
  /^TMDB$/,
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}$/,
  /^(Just now|\d+h ago|Yesterday)$/,
  // The word Intl.ListFormat puts between the last two names of a list.
  /^and$/,
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}$/,
  /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}(:\d{2})? (AM|PM)$/,
  /^https?:\/\/\S+$/,
  /^[\w.-]+\.(com|org|net|io|test|example|local)(\/\S*)?$/,
  /^v?\d+(\.\d+)+(-[\w.]+)?$/,
  /^(GET|POST|JSON|CSV|API|URL|HTTP|HTTPS|REST|PGlite|PostgreSQL|Redis|Node\.js|IMDb|ID)$/,
];

/** A letter only the pseudo-locale writes (accented Latin): the text came from a catalogue. */
const PSEUDO_LETTER = /[\u00C0-\u024F\u1E00-\u1EFF]/;

/** Visible text and accessible labels of the page that look like plain English. */
async function hardCoded(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    // Catalogue and user data shown on the page: an attribute repeating it (a card's title) is data too.
    const data = new Set(
      [...document.querySelectorAll('[data-content]')].map((el) => (el.textContent ?? '').trim()),
    );
    const skip = (el: Element | null) =>
      !el || el.closest('[data-content], script, style, noscript, template, [hidden]') !== null;
    const visible = (el: Element) =>
      (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (skip(el) || !visible(el!)) continue;
      const text = (node.textContent ?? '').trim();
      if (/[A-Za-z]{3,}/.test(text)) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skip(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && !data.has(value) && /[A-Za-z]{3,}/.test(value)) out.push(`[${attr}] ${value}`);
      }
    }
    // A screen's title is its own words, or a title of the catalogue followed by the brand.
    const pageTitle = document.title.replace(/ · Marquee$/, '');
    if (!data.has(pageTitle) && /[A-Za-z]{3,}/.test(document.title)) out.push(`[title] ${document.title}`);
    return out;
  });
  return [...new Set(found)].filter((text) => {
    const bare = text.replace(/^\[[\w-]+\] /, '');
    // A catalogue message, perhaps with data inside it (a title, a username, an address).
    if (PSEUDO_LETTER.test(bare)) return false;
    // Pieces of plain Latin text: each run of letters must be an allowed token.
    if (ALLOWED.some((re) => re.test(bare))) return false;
    const words = bare.match(/[A-Za-z][A-Za-z.]*[A-Za-z]|[A-Za-z]/g) ?? [];
    return words.some((w) => w.length >= 3 && !ALLOWED.some((re) => re.test(w)));
  });
}

async function openPseudo(open: (vp: ViewportName) => Promise<{ page: Page }>, vp: ViewportName) {
  const { page } = await open(vp);
  // The pseudo-locale is a session switch (src/client/i18n/index.ts), set before any script runs.
  await page.addInitScript(() => sessionStorage.setItem('marquee_pseudo_locale', '1'));
  return page;
}

const screens: Array<{
  name: string;
  path: (t: { movieId: number; showId: number }) => string;
  ready: (p: Page) => Promise<unknown>;
  signedIn?: boolean;
  after?: (p: Page, vp: ViewportName) => Promise<unknown>;
}> = [
  {
    name: 'home',
    path: () => '/',
    ready: (p) => p.locator('section[data-row] [data-nav-card]').first().waitFor(),
  },
  { name: 'movies', path: () => '/movies', ready: (p) => p.locator('[data-nav-card]').first().waitFor() },
  { name: 'tv', path: () => '/tv', ready: (p) => p.locator('[data-nav-card]').first().waitFor() },
  {
    name: 'search',
    path: () => '/search?q=star',
    ready: (p) => p.locator('[data-nav-card]').first().waitFor(),
  },
  {
    name: 'movie',
    path: (t) => `/movie/${t.movieId}`,
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'show',
    path: (t) => `/tv/${t.showId}`,
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'watch',
    path: (t) => `/watch/tv/${t.showId}/1/1`,
    ready: (p) => p.locator('iframe[title]').first().waitFor(),
  },
  { name: 'info', path: () => '/info', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'privacy', path: () => '/privacy', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'dmca', path: () => '/dmca', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'not-found',
    path: () => '/no-such-page',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'sign-in',
    path: () => '/',
    ready: (p) => p.locator('section[data-row] [data-nav-card]').first().waitFor(),
    after: async (p, vp) => {
      // Names are pseudo-localized here, so the header's buttons are found by place: the phone's
      // menu button comes first, the desktop's Sign Up last.
      const buttons = p.getByRole('banner').getByRole('button');
      await (vp === 'phone' ? buttons.first() : buttons.last()).click();
      await p.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'my-list',
    path: () => '/my-list',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
    signedIn: true,
  },
  ...(['profile', 'playback', 'privacy', 'advanced'] as const).map((tab) => ({
    name: `settings-${tab}`,
    path: () => `/settings?tab=${tab}`,
    ready: (p: Page) => p.getByRole('tabpanel').waitFor(),
    signedIn: true,
  })),
  ...(['overview', 'users', 'system', 'analytics'] as const).map((tab) => ({
    name: `admin-${tab}`,
    path: () => `/admin?tab=${tab}`,
    ready: (p: Page) => p.getByRole('tabpanel').waitFor(),
    signedIn: true,
  })),
];

describe.each<ViewportName>(['desktop', 'phone'])('pseudo-locale: no hard-coded text (%s)', (vp) => {
  for (const screen of screens) {
    test(screen.name, async ({ open, login, titles }) => {
      const page = await openPseudo(open, vp);
      if (screen.signedIn) await login({ role: 'owner', page });
      await page.goto(screen.path(titles));
      await screen.ready(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
      await settle(page);
      await screen.after?.(page, vp);
      // Data loads and dialogs animate in: the check repeats until the page holds still.
      await expect.poll(() => hardCoded(page), { timeout: 10_000 }).toEqual([]);
      await screenshot(page, `i18n-pseudo-${screen.name}-${vp}`);
    });
  }
});
