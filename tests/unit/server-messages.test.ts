import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, firstProblem, issueLists } from '../../src/server/errors';
import { cleanupMessage } from '../../src/server/features/history/service';
import { createTranslator, english, say, sayLists } from '../../src/server/i18n/messages';
import en from '../../src/shared/i18n/catalogs/en/messages.json';
import es from '../../src/shared/i18n/catalogs/es/messages.json';
import { CATALOGUE_LOCALES } from '../../src/shared/i18n/locales';
import { m, messageOf } from '../../src/shared/i18n/message';
import { zodIssueMessage } from '../../src/shared/i18n/zod-messages';
import { ZRegisterSchema } from '../../src/shared/schemas/auth';
import { HISTORY_MSG, MIGRATE_MAX, ZHistoryMigrateSchema } from '../../src/shared/schemas/history';
import { findUnsafeText } from '../../src/shared/text';

/**
 * What the server says is a `messages` key with values, put into words where it leaves. Every
 * key is in every language, every key is something the code says, and English reads exactly
 * as the API has always answered.
 */
const OTHER_LOCALES = CATALOGUE_LOCALES.filter((l) => l !== 'en');
const FIELD_PREFIX_KEY = 'messages.validation.fieldPrefix';
const ROOT = path.resolve(import.meta.dirname, '../..');

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(ROOT, `src/shared/i18n/catalogs/${locale}/messages.json`), 'utf8'),
  ) as Record<string, string>;
/** A message's placeholder names (`{seconds, number}` → seconds), plural branches included. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((p) => p[1]));

function sources(dir: string): string {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}
const SOURCE = `${sources('src/server')}\n${sources('src/shared')}\n${sources('src/client')}`;

/** The first issue of a failed parse, as a message. */
const zodSays = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return messageOf(r.error.issues[0]!.message);
};

/** What zod itself says in English, with no error map of ours. */
const zodOwnEnglish = (schema: z.ZodType, value: unknown) => {
  const own = z.locales.en().localeError!;
  const r = schema.safeParse(value, { error: (issue) => own(issue) as string });
  if (r.success) throw new Error('expected a failure');
  return r.error.issues[0]!.message;
};

describe('server messages', () => {
  it('has every key in every language, translated, with the same placeholders', () => {
    for (const locale of OTHER_LOCALES) {
      const own = catalogue(locale);
      expect(Object.keys(own).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(own)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        // Only "{field}: {message}" may read the same as in English.
        if (key !== FIELD_PREFIX_KEY) expect(text, `${locale} ${key}`).not.toBe(en[key as keyof typeof en]);
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it('has no key that nothing says', () => {
    // Keys the code builds from parts: the text rule's and zod's sized limits.
    const built = new Set<string>();
    for (const bad of ['a\u0000', '\uD800'])
      for (const input of [bad, { email: bad }, { [bad]: 1 }, { items: [{ [bad]: 1 }] }])
        built.add(findUnsafeText(input)!.message.key);
    for (const [schema, value] of [
      [z.string().max(1), 'ab'],
      [z.array(z.number()).max(0), [1]],
      [z.number().max(0), 1],
      [z.string().min(2), 'a'],
      [z.array(z.number()).min(1), []],
      [z.number().min(2), 1],
    ] as const) {
      const said = zodSays(schema, value);
      if ('key' in said) built.add(said.key);
    }
    // Schema modules name their `messages.validation` keys by the last part.
    for (const [, names] of SOURCE.matchAll(/validationMessages\(([^)]*)\)/g))
      for (const [, name] of names!.matchAll(/'(\w+)'/g)) built.add(`messages.validation.${name}`);
    for (const key of Object.keys(en)) expect(SOURCE.includes(`'${key}'`) || built.has(key), key).toBe(true);
  });

  it('says zod’s own failures exactly as zod does in English', () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [z.string(), 5],
      [z.number(), 'x'],
      [z.object({ a: z.string() }), null],
      [z.literal('1.0'), '2.0'],
      [z.enum(['a', 'b']), 'c'],
      [z.string().max(2), 'abc'],
      [z.string().length(2), 'abc'],
      [z.array(z.number()).max(1), [1, 2]],
      [z.number().max(2), 3],
      [z.number().lt(2), 3],
      [z.string().min(2), 'a'],
      [z.array(z.number()).min(1), []],
      [z.number().min(2), 1],
      [z.number().gt(2), 1],
      [z.string().regex(/^x$/), 'y'],
      [z.strictObject({}), { a: 1 }],
      [z.strictObject({}), { a: 1, b: 2 }],
      [z.union([z.string(), z.number()]), null],
      [z.custom(() => false), 1],
      // Wordings the catalogue has no key for stay zod's own.
      [z.email(), 'nope'],
      [z.number().multipleOf(5), 3],
      [z.set(z.string()).max(0), new Set(['a'])],
    ];
    for (const [schema, value] of cases) {
      const said = zodSays(schema, value);
      expect(english(said), zodOwnEnglish(schema, value)).toBe(zodOwnEnglish(schema, value));
    }
    expect(zodIssueMessage({ code: 'not_multiple_of', divisor: 5, input: 3 })).toBeUndefined();
  });

  it('reads English exactly as the API answered before, numbers included', () => {
    expect(english(m('messages.auth.tooManyAttempts', { seconds: 1200 }))).toBe(
      'Too many attempts. Please try again in 1200 seconds.',
    );
    expect(english(m('messages.history.migrated', { migrated: 1000, skipped: 1 }))).toBe(
      'Migration completed: 1000 migrated, 1 skipped',
    );
    expect(english(cleanupMessage(1))).toBe('Cleaned up 1 watch history record older than 15 days');
    expect(english(cleanupMessage(1234))).toBe('Cleaned up 1234 watch history records older than 15 days');
    expect(english(messageOf(HISTORY_MSG.migrateMax))).toBe(
      `At most ${MIGRATE_MAX.toLocaleString('en-US')} entries can be migrated at a time`,
    );
    expect(english(m('messages.catalogue.paramRepeated', { name: 'page' }))).toBe(
      "Parameter 'page' was given more than once",
    );
    expect(english(m('messages.http.notFound', { method: 'GET', path: '/api/x' }))).toBe(
      'Not found: GET /api/x',
    );
  });

  it('carries the values of a message into its translation, numbers in the language', () => {
    expect(say(m('messages.auth.tooManyAttempts', { seconds: 1 }), 'es')).toBe(
      'Demasiados intentos. Vuelve a intentarlo en 1 segundo.',
    );
    expect(say(m('messages.auth.tooManyAttempts', { seconds: 42 }), 'fr')).toBe(
      'Trop de tentatives. Veuillez réessayer dans 42 secondes.',
    );
    expect(say(cleanupMessage(1), 'de')).toBe('1 Verlaufseintrag älter als 15 Tage gelöscht');
    expect(say(cleanupMessage(3), 'de')).toBe('3 Verlaufseinträge älter als 15 Tage gelöscht');
    expect(say(messageOf(HISTORY_MSG.migrateMax), 'de')).toBe(
      'Es können höchstens 1.000 Einträge auf einmal übernommen werden',
    );
    expect(say(m('messages.http.notFound', { method: 'GET', path: '/api/x' }), 'ja')).toBe(
      '見つかりません：GET /api/x',
    );
  });

  it('translates a generic zod message after the field it names', () => {
    const r = z.object({ page: z.number() }).safeParse({ page: 'x' });
    const problem = firstProblem(r.error!.issues);
    expect(english(problem)).toBe('page: Invalid input: expected number, received string');
    expect(say(problem, 'es')).toBe('page: Entrada no válida: se esperaba number y se recibió string');
    expect(say(problem, 'fr')).toBe('page : Entrée non valide : number attendu, string reçu');
  });

  it('translates a failed validation field by field', () => {
    const r = ZRegisterSchema.safeParse({ username: 'ab', email: 'bad', password: 'Abcdefg1' });
    expect(sayLists(issueLists(r.error!.issues), 'pt-BR')).toEqual({
      username: ['O nome de usuário deve ter pelo menos 3 caracteres'],
      email: ['Digite um endereço de e-mail válido'],
    });
    expect(sayLists(issueLists(r.error!.issues), 'en')).toEqual({
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
    });
    const tooMany = ZHistoryMigrateSchema.safeParse({ watchHistoryData: new Array(MIGRATE_MAX + 1).fill(1) });
    expect(sayLists(issueLists(tooMany.error!.issues), 'es')).toEqual({
      watchHistoryData: ['Se pueden migrar como máximo 1000 entradas a la vez'],
    });
  });

  it('keeps its translations when an English message is reworded', () => {
    // The English catalogue rewords a message; the code that raises it is unchanged.
    const reworded = { ...en, 'messages.validation.usernameMin': 'Pick a username of 3 characters or more' };
    const translator = createTranslator({ en: reworded, es });
    const r = ZRegisterSchema.safeParse({ username: 'ab', email: 'a@b.co', password: 'Abcdefg1' });
    const failure = AppError.invalid(r.error!.issues);
    expect(translator.say(failure.said, 'en')).toBe('Pick a username of 3 characters or more');
    expect(translator.say(failure.said, 'es')).toBe('El nombre de usuario debe tener al menos 3 caracteres');
    expect(translator.sayLists(failure.fieldErrors!, 'es')).toEqual({
      username: ['El nombre de usuario debe tener al menos 3 caracteres'],
    });
    // A business failure too: raised by key, so English wording and translation are independent.
    const taken = new AppError('CONFLICT', m('messages.auth.usernameTaken'));
    const renamed = createTranslator({
      en: { ...en, 'messages.auth.usernameTaken': 'That name is in use' },
      es,
    });
    expect(renamed.say(taken.said, 'en')).toBe('That name is in use');
    expect(renamed.say(taken.said, 'es')).toBe(say(taken.said, 'es'));
  });

  it('says a key a language lacks in English, and library text as it is', () => {
    const partial = createTranslator({ en, es: { 'messages.http.internal': 'Error interno del servidor' } });
    expect(partial.say(m('messages.admin.userNotFound'), 'es')).toBe('User not found');
    expect(partial.say(m('messages.http.internal'), 'es')).toBe('Error interno del servidor');
    expect(say({ text: 'Something a library wrote' }, 'es')).toBe('Something a library wrote');
  });

  it('refuses a plain string where a message is raised', () => {
    // @ts-expect-error AppError takes a message by key, never English text.
    const raw = () => new AppError('NOT_FOUND', 'User not found');
    expect(raw).toThrow('AppError takes m(key, values), not text');
  });
});
