// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../src/client/i18n';
import { displayName, formatList, formatRuntime, listFormat } from '../../src/client/i18n/format';
import { watchLink } from '../../src/server/features/catalogue/collections';
import { durationFormat, formatRuntimeIn } from '../../src/shared/format';

/**
 * Runtimes, lists and the names of languages and countries in English, Japanese and Arabic,
 * through Intl: no English pieces ("2h 27m", "English", a Latin comma) in another language.
 */
describe('runtimes', () => {
  afterAll(() => activateLocale('en'));

  it('keeps English’s own form', async () => {
    await activateLocale('en');
    expect(formatRuntime(147)).toBe('2h 27m');
    expect(formatRuntime(22)).toBe('22m');
    expect(formatRuntime(0)).toBeNull();
  });

  it('writes hours and minutes as Japanese and Arabic do', async () => {
    await activateLocale('ja');
    expect(formatRuntime(147)).toBe('2 時間 27 分');
    expect(formatRuntime(22)).toBe('22 分');
    expect(formatRuntime(120)).toBe('2 時間');
    expect(formatRuntime(null)).toBeNull();
    await activateLocale('ar');
    expect(formatRuntime(147)).toBe('2 س و27 د');
    expect(formatRuntime(22)).toBe('22 د');
  });

  it('builds the same text from number units where the engine has no DurationFormat', () => {
    // Node has none; the browser's text is checked against this one in tests/e2e/intl-format.test.ts.
    expect('DurationFormat' in Intl).toBe(false);
    expect(formatRuntimeIn('de', 147)).toBe('2 Std., 27 Min.');
    // French puts no-break spaces between numbers and units.
    expect(formatRuntimeIn('fr', 147)?.replace(/[\u00a0\u202f]/g, ' ')).toBe('2 h et 27 min');
    expect(formatRuntimeIn('en', 147)).toBe('2h 27m');
  });

  it('uses Intl.DurationFormat where there is one', () => {
    const format = vi.fn(() => 'native');
    class DurationFormat {
      constructor(
        readonly locale: string,
        readonly options: unknown,
      ) {}
      format = format;
    }
    vi.stubGlobal('Intl', { ...Intl, DurationFormat });
    try {
      const f = durationFormat('ja') as unknown as DurationFormat;
      expect([f.locale, f.options]).toEqual(['ja', { style: 'short' }]);
      expect(formatRuntimeIn('ja', 147)).toBe('native');
      expect(format).toHaveBeenCalledWith({ hours: 2, minutes: 27 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('lists', () => {
  afterEach(() => activateLocale('en'));

  it('joins names with the language’s separators', async () => {
    await activateLocale('en');
    expect(formatList(['Family', 'Animation'])).toBe('Family and Animation');
    expect(formatList(['A', 'B', 'C'])).toBe('A, B, and C');
    expect(formatList(['movie', 'tv', 'person'], 'disjunction')).toBe('movie, tv, or person');
    await activateLocale('ja');
    expect(formatList(['ファミリー', 'アニメーション', 'コメディ'])).toBe(
      'ファミリー、アニメーション、コメディ',
    );
    await activateLocale('ar');
    expect(formatList(['Ross Duffer', 'Matt Duffer'])).toBe('Ross Duffer وMatt Duffer');
    expect(formatList(['Ross Duffer', 'Matt Duffer'])).not.toContain(',');
  });

  it('gives the separators apart from the names (for lists of links)', async () => {
    await activateLocale('ja');
    expect(listFormat().formatToParts(['A', 'B'])).toEqual([
      { type: 'element', value: 'A' },
      { type: 'literal', value: '、' },
      { type: 'element', value: 'B' },
    ]);
  });

  it('keeps one formatter per language', async () => {
    await activateLocale('ar');
    expect(listFormat()).toBe(listFormat());
    const ar = listFormat();
    await activateLocale('ja');
    expect(listFormat()).not.toBe(ar);
  });
});

describe('names of languages and countries', () => {
  afterEach(() => activateLocale('en'));

  it('names an ISO code in the interface language', async () => {
    await activateLocale('en');
    expect(displayName('language', 'en')).toBe('English');
    expect(displayName('region', 'DE')).toBe('Germany');
    await activateLocale('ja');
    expect(displayName('language', 'en')).toBe('英語');
    expect(displayName('language', 'ko')).toBe('韓国語');
    expect(displayName('region', 'DE')).toBe('ドイツ');
    await activateLocale('ar');
    expect(displayName('language', 'en')).toBe('الإنجليزية');
    expect(displayName('region', 'US')).toBe('الولايات المتحدة');
  });

  it('shows the code when ICU has no name for it', async () => {
    await activateLocale('ja');
    expect(displayName('language', 'qaa')).toBe('qaa');
  });
});

describe('the offers page link from upstream', () => {
  it('keeps TMDB’s https pages', () => {
    const link = 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US';
    expect(watchLink(link)).toBe(link);
    expect(watchLink('https://themoviedb.org/tv/1396/watch?locale=GB')).toBe(
      'https://themoviedb.org/tv/1396/watch?locale=GB',
    );
  });

  it('drops anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'not a url',
      'http://www.themoviedb.org/movie/550/watch',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/movie/550/watch',
      'https://www.themoviedb.org.evil.example/movie/550',
      'https://user:pass@www.themoviedb.org/movie/550',
      'https://www.themoviedb.org:8443/movie/550',
      '//www.themoviedb.org/movie/550',
    ])
      expect(watchLink(bad), String(bad)).toBeNull();
  });
});
