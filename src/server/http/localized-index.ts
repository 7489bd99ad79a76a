import { readdirSync } from 'node:fs';
import path from 'node:path';
import { dirOf, type Locale, STARTUP_NAMESPACES } from '../../shared/i18n/locales';

/**
 * index.html for a reader (issue 18): `<html lang dir>` of the language the request asks for
 * (Accept-Language), so the start-up bar is already laid out in its direction, and
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

export function localizeIndex(html: string, locale: Locale, preloads: readonly string[]): string {
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${dirOf(locale)}"`)
    .replace('</head>', `${links}</head>`);
}

export const assetsDirOf = (clientDist: string) => path.join(clientDist, 'assets');
