// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the server's template literals, as its code writes them
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, validationMessage } from '../../src/server/errors';
import { cleanupMessage } from '../../src/server/features/history/service';
import { translateBody, translateLists, translateMessage } from '../../src/server/i18n/messages';
import en from '../../src/shared/i18n/catalogs/en/messages.json';
import { CATALOGUE_LOCALES } from '../../src/shared/i18n/locales';
import { createMessageRegistry, FIELD_PREFIX_KEY } from '../../src/shared/i18n/message-registry';
import { ADMIN_MSG } from '../../src/shared/schemas/admin';
import { MSG } from '../../src/shared/schemas/auth';
import { CATALOGUE_MSG } from '../../src/shared/schemas/catalogue';
import { HISTORY_MSG } from '../../src/shared/schemas/history';
import { ZPreferencesSchema, ZSettingsFileSchema } from '../../src/shared/schemas/preferences';
import { findUnsafeText } from '../../src/shared/text';

/**
 * Issue 18: the server's messages are translated as they leave, by their English words. Every
 * message it can say must be known to the `messages` catalogue, and every key there must be a
 * message something really says.
 */
const OTHER_LOCALES = CATALOGUE_LOCALES.filter((l) => l !== 'en');
const registry = createMessageRegistry(en);

const ROOT = path.resolve(import.meta.dirname, '../..');
function sources(dir: string, ext = /\.(ts|js)$/): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'));
}
/** Where the server's words are written: its code, the shared code, and tRPC's own refusals. */
const OWN_SOURCE = [...sources('src/server'), ...sources('src/shared')].join('\n');
const SOURCE = [OWN_SOURCE, ...sources('node_modules/@trpc/server/dist', /\.mjs$/)].join('\n');

const zodSays = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues[0]!.message;
};

/** Messages built at run time, each produced by the code that builds it. */
const BUILT = [
  ...Object.values(MSG),
  ...Object.values(HISTORY_MSG),
  ...Object.values(ADMIN_MSG),
  ...Object.values(CATALOGUE_MSG),
  DATABASE_UNAVAILABLE_MESSAGE,
  cleanupMessage(1),
  cleanupMessage(12),
  zodSays(ZPreferencesSchema.shape.volume, 500),
  zodSays(ZPreferencesSchema.shape.defaultServer, -1),
  zodSays(ZSettingsFileSchema.shape.exportDate, 'yesterday'),
  zodSays(ZPreferencesSchema.shape.language, 'xx'),
  ...['a\u0000', '\uD800'].flatMap((bad) => [
    findUnsafeText(bad)!.message,
    findUnsafeText({ email: bad })!.message,
    findUnsafeText({ [bad]: 1 })!.message,
    findUnsafeText({ items: [{ [bad]: 1 }] })!.message,
  ]),
  // zod's own English messages (schemas without a message of their own)
  zodSays(z.string(), 5),
  zodSays(z.literal('1.0'), '2.0'),
  zodSays(z.enum(['a', 'b']), 'c'),
  zodSays(z.string().max(2), 'abc'),
  zodSays(z.array(z.number()).max(1), [1, 2]),
  zodSays(z.number().max(2), 3),
  zodSays(z.string().min(2), 'a'),
  zodSays(z.array(z.number()).min(1), []),
  zodSays(z.number().min(2), 1),
  zodSays(z.string().regex(/^x$/), 'y'),
  zodSays(z.strictObject({}), { a: 1 }),
  zodSays(z.strictObject({}), { a: 1, b: 2 }),
  zodSays(z.union([z.string(), z.number()]), null),
];

/** Messages with values in them, as the server words them, with the fixed part its code writes. */
const WITH_VALUES: Array<[said: string, written: string]> = [
  [
    'Too many attempts. Please try again in 42 seconds.',
    '`Too many attempts. Please try again in ${seconds} seconds.`',
  ],
  ['Not found: GET /api/nothing', '`Not found: ${req.method} '],
  ['No procedure found on path "nothing.here"', '`No procedure found on path "${'],
  [
    'Unsupported GET-request to mutation procedure at path "auth.login"',
    '`Unsupported ${req.method}-request to ${',
  ],
  [
    'Migration completed: 3 migrated, 1 skipped',
    '`Migration completed: ${result.migrated} migrated, ${result.skipped} skipped`',
  ],
  ['Failed to refresh servers: remote configuration unreachable', '`Failed to refresh servers: ${'],
  ['Unknown catalogue path: /movie/x/y', '`Unknown catalogue path: /${'],
  ["Parameter 'page' was given more than once", "`Parameter '${name}' was given more than once`"],
  ["Parameter 'page' must be a single value", "`Parameter '${name}' must be a single value`"],
  ['query is required', '`${name} is required`'],
  ['The season number must be from 0 to 1000', '`The ${what} must be from ${min} to ${max}`'],
  ['The episode number must be from 1 to 20000', '`The ${what} must be from ${min} to ${max}`'],
];

describe('server messages', () => {
  it('has every key in every language, each compiling with the same placeholders', () => {
    for (const locale of OTHER_LOCALES) {
      const file = path.join(ROOT, `src/shared/i18n/catalogs/${locale}/messages.json`);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        // Only "{field}: {message}" may read the same as in English.
        if (key !== FIELD_PREFIX_KEY) expect(text, `${locale} ${key}`).not.toBe(en[key as keyof typeof en]);
      }
    }
  });

  it('knows every message the server builds, in every language', () => {
    for (const text of [...BUILT, ...WITH_VALUES.map(([said]) => said)]) {
      expect(registry.match(text), text).not.toBeNull();
      for (const locale of OTHER_LOCALES)
        expect(translateMessage(text, locale), `${locale}: ${text}`).not.toBe(text);
    }
  });

  it('knows every fixed message an AppError or an answer carries', () => {
    const written = [
      ...OWN_SOURCE.matchAll(/new AppError\('\w+',\s*'([^']+)'/g),
      ...OWN_SOURCE.matchAll(/\bmessage: '([^']+)'/g),
      ...OWN_SOURCE.matchAll(/\bok\(res, [^;]*?, '([^']+)'(?:, \d+)?\)/g),
    ].map((m) => m[1]!);
    expect(written.length).toBeGreaterThan(40);
    for (const text of written) expect(registry.match(text), text).not.toBeNull();
  });

  it('has no key that nothing says', () => {
    const said = new Set(
      [...BUILT, ...WITH_VALUES.map(([text]) => text)].map((text) => registry.match(text)?.key),
    );
    for (const [key, text] of Object.entries(en)) {
      if (key === FIELD_PREFIX_KEY || said.has(key)) continue;
      // A fixed message: written as it is somewhere in the server or the shared code.
      expect(
        SOURCE.includes(`'${text}'`) || SOURCE.includes(`"${text}"`) || SOURCE.includes(`\`${text}\``),
        key,
      ).toBe(true);
    }
    for (const [text, written] of WITH_VALUES) expect(SOURCE.includes(written), text).toBe(true);
  });

  it('keeps English as it is, and unknown messages in English', () => {
    for (const text of BUILT) expect(translateMessage(text, 'en')).toBe(text);
    expect(translateMessage('Something nobody wrote', 'es')).toBe('Something nobody wrote');
    expect(translateMessage('field: Something nobody wrote', 'es')).toBe('field: Something nobody wrote');
  });

  it('carries the values of a message into its translation, numbers in the language', () => {
    expect(translateMessage('Too many attempts. Please try again in 1 seconds.', 'es')).toBe(
      'Demasiados intentos. Vuelve a intentarlo en 1 segundo.',
    );
    expect(translateMessage('Too many attempts. Please try again in 42 seconds.', 'fr')).toBe(
      'Trop de tentatives. Veuillez réessayer dans 42 secondes.',
    );
    expect(translateMessage(cleanupMessage(1), 'de')).toBe('1 Verlaufseintrag älter als 15 Tage gelöscht');
    expect(translateMessage(cleanupMessage(3), 'de')).toBe('3 Verlaufseinträge älter als 15 Tage gelöscht');
    expect(translateMessage(HISTORY_MSG.migrateMax, 'de')).toBe(
      'Es können höchstens 1.000 Einträge auf einmal übernommen werden',
    );
    expect(translateMessage('Not found: GET /api/x', 'ja')).toBe('見つかりません：GET /api/x');
  });

  it('translates a generic zod message after the field it names', () => {
    const r = z.object({ page: z.number() }).safeParse({ page: 'x' });
    const english = validationMessage(r.error!.issues);
    expect(english).toBe('page: Invalid input: expected number, received string');
    expect(translateMessage(english, 'es')).toBe(
      'page: Entrada no válida: se esperaba number y se recibió string',
    );
    expect(translateMessage(english, 'fr')).toBe('page : Entrée non valide : number attendu, string reçu');
  });

  it('translates field lists and REST bodies, leaving other bodies alone', () => {
    expect(translateLists({ username: [MSG.usernameMin], email: [MSG.emailInvalid] }, 'pt-BR')).toEqual({
      username: ['O nome de usuário deve ter pelo menos 3 caracteres'],
      email: ['Digite um endereço de e-mail válido'],
    });
    expect(
      translateBody(
        { success: false, message: MSG.usernameRequired, errors: { _: ['Invalid input'] } },
        'ar',
      ),
    ).toEqual({ success: false, message: 'اسم المستخدم مطلوب', errors: { _: ['إدخال غير صالح'] } });
    const other = { status: 'ok', message: MSG.usernameRequired };
    expect(translateBody(other, 'es')).toBe(other);
  });
});
