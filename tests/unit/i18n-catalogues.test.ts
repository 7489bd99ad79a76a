import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES, NAMESPACES, PSEUDO_LOCALE, SOURCE_LOCALE } from '../../src/shared/i18n/locales';

/**
 * The message catalogues, checked statically: every language has every English key
 * and nothing else, every message is valid ICU with the same placeholders as the English one,
 * and every key is used by the code (the server's `messages` by the English text it produces).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOGS = path.join(ROOT, 'src/shared/i18n/catalogs');

type Catalog = Record<string, string>;
const read = (locale: string, ns: string): Catalog =>
  JSON.parse(readFileSync(path.join(CATALOGS, locale, `${ns}.json`), 'utf8')) as Catalog;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (full.startsWith(CATALOGS)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|js|mjs)$/.test(name) ? [full] : [];
  });
}
const SOURCE = sourceFiles(path.join(ROOT, 'src'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** The placeholder names of an ICU message (`{name}`, `{count, plural, …}`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token)) {
        if (typeof token[0] === 'string') names.add(token[0]);
        const choices = token[2];
        if (choices && typeof choices === 'object')
          for (const branch of Object.values(choices as Record<string, unknown>)) walk(branch);
      }
    }
  };
  const compiled = compileMessageOrThrow(message);
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, read(SOURCE_LOCALE, ns)]));

describe('message catalogues', () => {
  it('has a file for every language and namespace, and the pseudo-locale is generated (empty files)', () => {
    for (const locale of [...CATALOGUE_LOCALES, PSEUDO_LOCALE])
      for (const ns of NAMESPACES) expect(() => read(locale, ns), `${locale}/${ns}`).not.toThrow();
    for (const ns of NAMESPACES) expect(read(PSEUDO_LOCALE, ns), `pseudo/${ns}`).toEqual({});
  });

  it('names every key after the namespace file it lives in', () => {
    for (const ns of NAMESPACES)
      for (const key of Object.keys(english[ns]!))
        expect(key, `en/${ns}`).toMatch(new RegExp(`^${ns}\\.[\\w.]+$`));
  });

  describe.each(CATALOGUE_LOCALES.filter((l) => l !== SOURCE_LOCALE))('%s', (locale) => {
    it.each(NAMESPACES)('%s has every English key and no other', (ns) => {
      const catalog = read(locale, ns);
      const missing = Object.keys(english[ns]!).filter((k) => !(k in catalog));
      const extra = Object.keys(catalog).filter((k) => !(k in english[ns]!));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, message] of Object.entries(catalog))
        expect(message.trim(), `${locale}/${ns} ${key} is empty`).not.toBe('');
    });

    it.each(NAMESPACES)('%s: valid ICU with the placeholders of the English message', (ns) => {
      const catalog = read(locale, ns);
      for (const [key, message] of Object.entries(catalog)) {
        expect(() => compileMessageOrThrow(message), `${locale} ${key}`).not.toThrow();
        expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(english[ns]![key]!));
      }
    });
  });

  it('English messages are valid ICU', () => {
    for (const ns of NAMESPACES)
      for (const [key, message] of Object.entries(english[ns]!))
        expect(() => compileMessageOrThrow(message), key).not.toThrow();
  });

  it('uses every interface key: each appears in the code as a literal', () => {
    // The server's `messages` are looked up by the English text the code produces (its own, zod's
    // and tRPC's): tests/unit/server-messages.test.ts produces each one and checks the reverse.
    const unused: string[] = [];
    for (const ns of NAMESPACES.filter((n) => n !== 'messages'))
      for (const key of Object.keys(english[ns]!))
        if (!SOURCE.includes(`'${key}'`) && !SOURCE.includes(`"${key}"`)) unused.push(key);
    expect(unused).toEqual([]);
  });
});
