import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localizeIndex, startupCataloguesOf } from '../../src/server/http/localized-index';

describe('index.html for the reader’s language', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-assets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const f of [
    'i18n-ar-shell-AbC1.js',
    'i18n-ar-media-x_Y2.js',
    'i18n-ar-admin-Zz9.js',
    'i18n-pt-BR-shell-Q1.js',
    'index-abc.js',
  ])
    writeFileSync(path.join(dir, f), '');

  it('finds each language’s start-up catalogues (shell and media), not the lazy ones', () => {
    const found = startupCataloguesOf(dir);
    expect(found.get('ar')?.sort()).toEqual([
      '/assets/i18n-ar-media-x_Y2.js',
      '/assets/i18n-ar-shell-AbC1.js',
    ]);
    expect(found.get('pt-BR')).toEqual(['/assets/i18n-pt-BR-shell-Q1.js']);
    expect(found.has('en')).toBe(false);
    expect(startupCataloguesOf(path.join(dir, 'missing')).size).toBe(0);
  });

  it('sets lang and dir and preloads the catalogues in the head', () => {
    const html =
      '<!doctype html>\n<html lang="en" class="dark">\n<head><title>Marquee</title></head><body></body></html>';
    const ar = localizeIndex(html, 'ar', ['/assets/i18n-ar-shell-AbC1.js']);
    expect(ar).toContain('<html lang="ar" dir="rtl" class="dark">');
    expect(ar).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/i18n-ar-shell-AbC1.js"></head>',
    );
    expect(localizeIndex(html, 'ja', [])).toContain('<html lang="ja" dir="ltr" class="dark">');
  });

  it('writes the watchdog’s notice on #boot in the language, attribute-safe', () => {
    const html = '<html lang="en"><head></head><body><div id="boot" aria-hidden="true"></div></body></html>';
    const ja = localizeIndex(html, 'ja', []);
    expect(ja).toContain('<div id="boot" data-stuck-title="Marquee の起動に時間がかかっています"');
    expect(ja).toContain('data-stuck-reload="ページを再読み込み"');
    const en = localizeIndex(html, 'en', []);
    expect(en).toContain('data-stuck-title="Marquee is taking too long to start"');
    expect(en).toContain('data-stuck-text="Check your connection, then reload the page."');
    expect(en.match(/data-stuck-[a-z]+="[^"<>]*"/g)).toHaveLength(3);
  });
});
