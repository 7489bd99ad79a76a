import { readFileSync } from 'node:fs';
import { type Locale, type Namespace, STARTUP_NAMESPACES } from '../../shared/i18n/locales';
import { SCREEN_MODULES, SCREENS } from '../../shared/routes';
import { matchScreen } from './screens';

/** Vite's build manifest (`build.manifest`): each module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The module that holds the loaders of the catalogues not needed at start-up. */
const LAZY_CATALOGUES = 'i18n/lazy-catalogues.ts';
const catalogueModule = (locale: Locale, ns: Namespace) =>
  `../shared/i18n/catalogs/${locale}/${ns}.json?lingui`;

/**
 * The chunks a page starts with beyond the main script's (for the page-load budgets): its screen's
 * chunk and their imports, what the start-up prefetch loads for it, and its message
 * catalogues in the reader's language, from Vite's manifest, as /assets/ URLs. index.html
 * lists them as modulepreload links, so they arrive alongside the main script rather than
 * one round trip after another. The home needs none (its code is the main bundle). Without a
 * manifest (development), nothing.
 */
export function routePreloads(manifestFile: string): (path: string, locale: Locale) => string[] {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  const closure = (key: string, into: Set<string>, skip: ReadonlySet<string>) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file) || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into, skip);
  };
  const withMain = new Set<string>();
  closure('index.html', withMain, new Set());

  const memo = new Map<string, string[]>();
  return (path, locale) => {
    const name = matchScreen(path)?.name;
    if (!name || SCREEN_MODULES[name].length === 0) return [];
    const screen = SCREENS[name];
    const modules = SCREEN_MODULES[name];
    const key = `${name}|${locale}`;
    let found = memo.get(key);
    if (!found) {
      const files = new Set<string>();
      for (const module of modules) closure(module, files, withMain);
      const lazy = screen.namespaces.filter(
        (ns) => !(STARTUP_NAMESPACES as readonly Namespace[]).includes(ns),
      );
      if (lazy.length > 0) closure(LAZY_CATALOGUES, files, withMain);
      for (const ns of lazy) closure(catalogueModule(locale, ns), files, withMain);
      found = [...files].map((file) => `/${file}`);
      memo.set(key, found);
    }
    return found;
  };
}
