import { readdirSync } from 'node:fs';
import path from 'node:path';
import ar from '../../shared/i18n/catalogs/ar/shell.json';
import de from '../../shared/i18n/catalogs/de/shell.json';
import en from '../../shared/i18n/catalogs/en/shell.json';
import es from '../../shared/i18n/catalogs/es/shell.json';
import fr from '../../shared/i18n/catalogs/fr/shell.json';
import ja from '../../shared/i18n/catalogs/ja/shell.json';
import ptBR from '../../shared/i18n/catalogs/pt-BR/shell.json';
import { dirOf, type Locale, STARTUP_NAMESPACES } from '../../shared/i18n/locales';

const SHELL: Record<Locale, Record<string, string>> = { en, es, fr, de, 'pt-BR': ptBR, ja, ar };

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The start-up watchdog's notice (public/watchdog.js) in the reader's language, on #boot: it
 * shows when the app's code, catalogues included, could not start.
 */
function stuckNotice(locale: Locale): string {
  const m = SHELL[locale];
  const text = (key: string) => attr(m[key] ?? SHELL.en[key] ?? '');
  return ` data-stuck-title="${text('shell.startup.stuckTitle')}" data-stuck-text="${text('shell.startup.stuckText')}" data-stuck-reload="${text('shell.error.reload')}"`;
}

/**
 * index.html for a reader: `<html lang dir>` of the language the request asks for
 * (Accept-Language), so the start-up bar is already laid out in its direction; the watchdog's
 * notice in that language; and
 * modulepreload links for that language's start-up catalogues, which the app needs before its
 * first render: the browser fetches them alongside the main script instead of after it. A
 * visitor whose saved choice differs from the browser's languages still gets theirs (the app
 * loads it); only the preload is wasted.
 */
export function startupCataloguesOf(assetsDir: string): Map<string, string[]> {
  const byLocale = new Map<string, string[]>();
  let files: string[] = [];
  try {
    files = readdirSync(assetsDir);
  } catch {
    return byLocale;
  }
  for (const file of files) {
    const m = /^i18n-(.+)-([a-z]+)-[\w-]+\.js$/.exec(file);
    if (!m || !(STARTUP_NAMESPACES as readonly string[]).includes(m[2]!)) continue;
    byLocale.set(m[1]!, [...(byLocale.get(m[1]!) ?? []), `/assets/${file}`]);
  }
  return byLocale;
}

export function localizeIndex(
  html: string,
  locale: Locale,
  preloads: readonly string[],
  pagePreloads: readonly string[] = [],
): string {
  // Low priority: the first paint (the start-up frame, vite.config.ts) needs none of them, and
  // the main script goes first. The start-up ones first, so the page's own chunks
  // (route-preloads.ts) do not hold them back.
  const links = [...preloads, ...pagePreloads]
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${dirOf(locale)}"`)
    .replace('</head>', `${links}</head>`)
    .replace('<div id="boot"', `<div id="boot"${stuckNotice(locale)}`);
}

export const assetsDirOf = (clientDist: string) => path.join(clientDist, 'assets');
