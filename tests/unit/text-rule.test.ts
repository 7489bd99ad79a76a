import { describe, expect, it } from 'vitest';
import { english } from '../../src/server/i18n/messages';
import { m } from '../../src/shared/i18n/message';
import { findUnsafeText, unsafeTextReason } from '../../src/shared/text';

describe('the text rule', () => {
  it.each([
    ['U+0000', 'a\u0000b', 'nul'],
    ['a lone high surrogate', 'x\uD800', 'surrogate'],
    ['a lone low surrogate', '\uDC00x', 'surrogate'],
    ['a reversed pair', '\uDFFF\uD800', 'surrogate'],
    ['a pair cut short', '😀'.slice(0, 1), 'surrogate'],
  ])('refuses %s', (_name, s, reason) => {
    expect(unsafeTextReason(s)).toBe(reason);
  });

  it.each([
    ['plain text', 'Star Wars'],
    ['accents', 'Amélie'],
    ['emoji (surrogate pairs)', '🎬😀🍿'],
    ['CJK and right-to-left scripts', '千と千尋 · فيلم'],
    ['other control characters (the schemas decide on those)', 'tab\there'],
    ['the empty string', ''],
  ])('lets %s through', (_name, s) => {
    expect(unsafeTextReason(s)).toBeNull();
  });

  it('names the field: nested values, array items and keys', () => {
    const nul = findUnsafeText({ email: 'a\u0000@b.co' });
    expect(nul).toEqual({ field: 'email', message: m('messages.validation.fieldNul', { field: 'email' }) });
    expect(english(nul!.message)).toBe('email contains a NUL character (U+0000)');
    expect(findUnsafeText({ list: [{ ok: 'x' }, { name: '\uD800' }] })?.field).toBe('list.1.name');
    const key = findUnsafeText({ prefs: { 'k\u0000': 1 } });
    expect(key).toMatchObject({ field: 'prefs' });
    expect(english(key!.message)).toBe('A field name in prefs contains a NUL character (U+0000)');
    expect(english(findUnsafeText('\u0000')!.message)).toBe('Input contains a NUL character (U+0000)');
    expect(english(findUnsafeText({ '\uD800': 1 })!.message)).toBe(
      'A field name in the input contains an unpaired surrogate (invalid Unicode)',
    );
    expect(findUnsafeText({ path: '/x' }, 'path')).toBeNull();
  });

  it('passes numbers, booleans, null and clean nested input', () => {
    expect(findUnsafeText({ a: 1, b: [true, null, { c: 'ok', d: 1e39 }] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks hostile nesting without overflowing the stack', () => {
    let deep: unknown = 'clean';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => findUnsafeText(deep)).not.toThrow();
    let shallowBad: unknown = '\u0000';
    for (let i = 0; i < 10; i++) shallowBad = { x: shallowBad };
    expect(findUnsafeText(shallowBad)?.field).toBe('x.x.x.x.x.x.x.x.x.x');
  });
});
