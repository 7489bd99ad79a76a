/**
 * Initial JavaScript for `/`: the entry script and modulepreloads of the built index.html,
 * plus every chunk they import statically (the home screen is part of the entry). Lazy
 * chunks (other screens, dialogs) are left out: they load only when used. The start-up message
 * catalogues of the language are counted (the first render waits for them): every language in
 * turn, or only `LOCALE=ja`.
 *
 *   npx vite build && npx tsx bench/client-size.ts
 *
 * Budget: at most 120 kB gzip, in every language. Exits 1 when one is over budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CATALOGUE_LOCALES, STARTUP_NAMESPACES } from '../src/shared/i18n/locales';

export const BUDGET_GZIP_BYTES = 120 * 1024;
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

export function initialJs(dist = DIST, locale = 'en'): { file: string; raw: number; gzip: number }[] {
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
  return [...seen].map((file) => {
    const buf = readFileSync(path.join(dist, file));
    return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('No build in dist/client: run `npx vite build` first.');
    process.exit(2);
  }
  // One language (LOCALE=ja) in detail, or every language: the budget holds for each.
  const locales: readonly string[] = process.env.LOCALE ? [process.env.LOCALE] : CATALOGUE_LOCALES;
  let over = 0;
  for (const [i, locale] of locales.entries()) {
    const files = initialJs(DIST, locale).sort((a, b) => b.gzip - a.gzip);
    if (i === 0) {
      const width = Math.max(...files.map((f) => f.file.length));
      for (const f of files)
        console.log(`${f.file.padEnd(width)}  ${kb(f.raw).padStart(9)}  ${kb(f.gzip).padStart(9)} gzip`);
      console.log('');
    }
    const raw = files.reduce((s, f) => s + f.raw, 0);
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const ok = gzip <= BUDGET_GZIP_BYTES;
    if (!ok) over++;
    console.log(
      `initial JS for / (${locale}): ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)}): ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  process.exit(over === 0 ? 0 : 1);
}
