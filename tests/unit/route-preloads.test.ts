import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localizeIndex } from '../../src/server/http/localized-index';
import { routePreloads } from '../../src/server/http/route-preloads';
import { SCREEN_MODULES, SCREENS } from '../../src/shared/routes';

/** A build manifest in Vite's shape: the entry, shared chunks, two screens, catalogues. */
const MANIFEST = {
  'index.html': { file: 'assets/index-AAAA.js', imports: ['_react-BBBB.js', '_trpc-CCCC.js'] },
  '_react-BBBB.js': { file: 'assets/react-BBBB.js' },
  '_trpc-CCCC.js': { file: 'assets/trpc-CCCC.js' },
  '_format-DDDD.js': { file: 'assets/format-DDDD.js', imports: ['_react-BBBB.js'] },
  'routes/search/index.tsx': {
    file: 'assets/search-EEEE.js',
    imports: ['index.html', '_format-DDDD.js', '_search-state-FFFF.js'],
  },
  '_search-state-FFFF.js': { file: 'assets/search-state-FFFF.js', imports: ['_format-DDDD.js'] },
  'routes/movie-detail/index.tsx': { file: 'assets/movie-detail-HHHH.js', imports: ['index.html'] },
  'i18n/lazy-catalogues.ts': { file: 'assets/lazy-catalogues-IIII.js', imports: ['_react-BBBB.js'] },
  '../shared/i18n/catalogs/ar/browse.json?lingui': { file: 'assets/i18n-ar-browse-JJJJ.js' },
  '../shared/i18n/catalogs/en/browse.json?lingui': { file: 'assets/i18n-en-browse-KKKK.js' },
};

describe('each page’s chunks preloaded with index.html', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-manifest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'manifest.json');
  writeFileSync(file, JSON.stringify(MANIFEST));
  const preloads = routePreloads(file);

  it('a search page gets its screen, its imports and its catalogue in the reader’s language', () => {
    expect(preloads('/search', 'ar').sort()).toEqual([
      '/assets/format-DDDD.js',
      '/assets/i18n-ar-browse-JJJJ.js',
      '/assets/lazy-catalogues-IIII.js',
      '/assets/search-EEEE.js',
      '/assets/search-state-FFFF.js',
    ]);
    expect(preloads('/search', 'en')).toContain('/assets/i18n-en-browse-KKKK.js');
  });

  it('leaves out what the main script loads already, and matches patterns with parameters', () => {
    const movie = preloads('/movie/27205', 'en');
    expect(movie).toContain('/assets/movie-detail-HHHH.js');
    for (const main of ['index-AAAA', 'react-BBBB', 'trpc-CCCC'])
      expect(movie.some((f) => f.includes(main))).toBe(false);
  });

  it('adds nothing for the home, an unknown address or a missing manifest', () => {
    expect(preloads('/', 'en')).toEqual([]);
    expect(preloads('/no/such/page', 'en')).toEqual([]);
    expect(routePreloads(path.join(dir, 'missing.json'))('/search', 'en')).toEqual([]);
  });

  it('lists the page’s chunks after the start-up ones, at a low priority', () => {
    const html = '<html lang="en"><head></head><body></body></html>';
    const out = localizeIndex(html, 'en', ['/assets/i18n-en-shell-X.js'], preloads('/movie/1', 'en'));
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/i18n-en-shell-X.js"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/movie-detail-HHHH.js">',
    );
  });

  it('names, for every screen, modules that exist', () => {
    for (const [name, modules] of Object.entries(SCREEN_MODULES)) {
      expect(name in SCREENS, name).toBe(true);
      for (const m of modules) expect(existsSync(path.join('src/client', m)), m).toBe(true);
    }
  });
});
