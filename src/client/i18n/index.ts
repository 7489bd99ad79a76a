import { i18n, type Messages } from '@lingui/core';
import {
  type AnyLocale,
  dirOf,
  isLocale,
  type Locale,
  matchLocale,
  NAMESPACES,
  type Namespace,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  STARTUP_NAMESPACES,
} from '../../shared/i18n/locales';
import { getPreferences, subscribePreferences } from '../lib/preferences';
import type { MessageKey, MessageValues } from './keys';

export type { MessageKey, MessageValues };
/**
 * The interface language. Catalogues are compiled at build time by
 * @lingui/vite-plugin and loaded per namespace and language, each a small hashed chunk:
 * only the active language's catalogues are ever fetched. `shell` and `media` load before
 * the first render; a screen or dialog loads its own namespace with its code (routes/table.ts,
 * `withMessages`). Changing the language loads every namespace in use for the new one, then
 * switches at once, so a screen never shows keys or mixes two languages.
 */
export { i18n };

// Only the start-up namespaces' loaders are in the home's bundle; the others' loaders are a
// lazy module of their own (lazy-catalogues.ts).
const startupCatalogues = import.meta.glob<{ messages: Messages }>(
  '../../shared/i18n/catalogs/*/{shell,media}.json',
  { query: '?lingui' },
);
type Loader = () => Promise<{ messages: Messages }>;

async function loaderOf(locale: AnyLocale, ns: Namespace): Promise<Loader | undefined> {
  const file = (l: AnyLocale) => `../../shared/i18n/catalogs/${l}/${ns}.json`;
  const all = (STARTUP_NAMESPACES as readonly Namespace[]).includes(ns)
    ? startupCatalogues
    : (await import('./lazy-catalogues')).lazyCatalogues;
  return all[file(locale)] ?? all[file(SOURCE_LOCALE)];
}

/** Namespaces some code has asked for: all are loaded again when the language changes. */
const inUse = new Set<Namespace>(STARTUP_NAMESPACES);
const loaded = new Map<string, Promise<void>>();

function load(locale: AnyLocale, ns: Namespace): Promise<void> {
  const key = `${locale}/${ns}`;
  let job = loaded.get(key);
  if (!job) {
    job = loaderOf(locale, ns)
      .then((loader) => (loader ? loader() : { messages: {} }))
      .then(
        ({ messages }) => void i18n.load(locale, messages),
        (error: unknown) => {
          loaded.delete(key); // a later call (e.g. back online) tries again
          throw error;
        },
      );
    loaded.set(key, job);
  }
  return job;
}

/** Session override for the pseudo-locale check: `?lang=pseudo` on any address. */
const PSEUDO_FLAG = 'marquee_pseudo_locale';

function pseudoRequested(): boolean {
  try {
    if (new URLSearchParams(window.location.search).get('lang') === PSEUDO_LOCALE)
      sessionStorage.setItem(PSEUDO_FLAG, '1');
    return sessionStorage.getItem(PSEUDO_FLAG) === '1';
  } catch {
    return false;
  }
}

/** The browser's preferred catalogue, English when none of its languages has one. */
export function browserLocale(): Locale {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return matchLocale(tags.filter(Boolean)) ?? SOURCE_LOCALE;
}

/** The language to show: the saved choice, else the browser's. */
export function wantedLocale(): AnyLocale {
  if (pseudoRequested()) return PSEUDO_LOCALE;
  const chosen = getPreferences().language;
  return isLocale(chosen) ? chosen : browserLocale();
}

export function currentLocale(): AnyLocale {
  return (i18n.locale || SOURCE_LOCALE) as AnyLocale;
}

function applyToDocument(locale: AnyLocale) {
  const html = document.documentElement;
  html.lang = locale === PSEUDO_LOCALE ? 'en-XA' : locale;
  html.dir = dirOf(locale);
}

let switching: Promise<void> = Promise.resolve();

/** Loads what the language needs, then makes it the active one (rerendering every screen). */
export function activateLocale(locale: AnyLocale): Promise<void> {
  switching = switching
    .catch(() => {})
    .then(async () => {
      await Promise.all([...inUse].map((ns) => load(locale, ns)));
      if (i18n.locale !== locale) i18n.activate(locale);
      applyToDocument(locale);
    });
  return switching;
}

/**
 * Loads namespaces for the active language (and remembers them for a later switch). Resolves
 * when their messages are in; a failed fetch rejects, like the screen's own chunk would.
 */
export function loadMessages(...namespaces: Namespace[]): Promise<void> {
  for (const ns of namespaces) inUse.add(ns);
  return Promise.all(namespaces.map((ns) => load(currentLocale(), ns))).then(() => undefined);
}

/** A lazy import that also brings its messages: `lazy(withMessages(['admin'], () => import('./admin')))`. */
export function withMessages<T>(namespaces: Namespace[], importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadMessages(...namespaces)]).then(([mod]) => mod);
}

/**
 * Calls `fn` when the active language changes after start-up (Lingui's own 'change' event also
 * fires each time a namespace's messages arrive).
 */
export function onLocaleChange(fn: (locale: AnyLocale) => void): () => void {
  let last = i18n.locale;
  return i18n.on('change', () => {
    if (i18n.locale === last) return;
    const first = !last; // the start-up activation is not a change
    last = i18n.locale;
    if (!first) fn(i18n.locale as AnyLocale);
  });
}

/**
 * How long after the page has loaded the offline copies wait: a first visit's first seconds
 * belong to what it shows (its budget counts the JS fetched in the first 3 s,
 * bench/client-size.ts), and these only matter once the connection is gone.
 */
const OFFLINE_COPIES_AFTER_LOAD_MS = 5000;

/**
 * With a service worker (offline support), fetch the rest of the active language's namespaces
 * once the page has been up a while and is idle, so the worker holds every screen's messages in
 * that language. Other languages are never fetched.
 */
function keepLanguageForOffline() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 3000));
  const settled = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  }).then(() => new Promise((resolve) => setTimeout(resolve, OFFLINE_COPIES_AFTER_LOAD_MS)));
  const idle = (fn: () => void) => void settled.then(() => whenIdle(fn));
  // Fetched, not activated: the worker keeps what passes through it, and each activation would
  // re-render the whole page (Lingui announces every catalogue it is given). A screen that
  // needs one later activates it from the browser's module map, at once.
  const fetchAll = () => {
    const locale = currentLocale();
    for (const ns of NAMESPACES)
      if (!loaded.has(`${locale}/${ns}`))
        void loaderOf(locale, ns)
          .then((loader) => loader?.())
          .catch(() => {});
  };
  navigator.serviceWorker.ready.then(() => idle(fetchAll)).catch(() => {});
  onLocaleChange(() => idle(fetchAll));
}

let started: Promise<void> | null = null;

/**
 * Before the first render: the wanted language with its start-up namespaces, falling back to
 * English if they cannot be fetched. Afterwards, follows the saved choice (another tab, Settings,
 * the account's copy arriving after sign-in).
 */
export function startI18n(): Promise<void> {
  started ??= activateLocale(wantedLocale())
    .catch(() => activateLocale(SOURCE_LOCALE))
    .finally(() => {
      keepLanguageForOffline();
      subscribePreferences(() => {
        const next = wantedLocale();
        if (next !== currentLocale()) void activateLocale(next).catch(() => {});
      });
    });
  return started;
}

/** A message by key, for code outside React (toasts, errors built in a handler). */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/**
 * The Accept-Language the app sends with its calls: the chosen language first, then the
 * browser's own (which carry the region: `ar, en-GB;q=0.9` reads Arabic with British provider
 * rows). The server answers messages and catalogue data in the first one it has.
 */
export function acceptLanguageHeader(): string {
  const chosen = currentLocale();
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const tags = [
    ...new Set([chosen === PSEUDO_LOCALE ? SOURCE_LOCALE : chosen, ...browser.filter(Boolean)]),
  ].slice(0, 8);
  return tags.map((tag, i) => (i === 0 ? tag : `${tag};q=${(1 - i / 10).toFixed(1)}`)).join(', ');
}
