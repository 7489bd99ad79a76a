// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/client/i18n';
import { formatNumber, formatRating, formatYear } from '../../src/client/i18n/format';

/** The client's formatters follow the active language; English keeps the product's fixed forms. */
describe('client formatters', () => {
  afterAll(() => activateLocale('en'));

  it('writes a year without grouping in every language', async () => {
    await activateLocale('en');
    expect(formatYear(2026)).toBe('2026');
    await activateLocale('de');
    // Grouped, German would write 2.026.
    expect(formatYear(2026)).toBe('2026');
    expect(formatNumber(2026)).toBe('2.026');
    await activateLocale('ar');
    expect(formatYear(2026)).toBe(new Intl.NumberFormat('ar', { useGrouping: false }).format(2026));
    expect(formatYear(2026)).not.toMatch(/[,.\u066c]/);
  });

  it('keeps one decimal for ratings, with the language’s decimal sign', async () => {
    await activateLocale('en');
    expect(formatRating(7.84)).toBe('7.8');
    expect(formatRating(0)).toBeNull();
    await activateLocale('fr');
    expect(formatRating(7.84)).toBe('7,8');
  });
});
