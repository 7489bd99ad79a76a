import ar from '../../shared/i18n/catalogs/ar/messages.json';
import de from '../../shared/i18n/catalogs/de/messages.json';
import en from '../../shared/i18n/catalogs/en/messages.json';
import es from '../../shared/i18n/catalogs/es/messages.json';
import fr from '../../shared/i18n/catalogs/fr/messages.json';
import ja from '../../shared/i18n/catalogs/ja/messages.json';
import ptBR from '../../shared/i18n/catalogs/pt-BR/messages.json';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { createMessageRegistry } from '../../shared/i18n/message-registry';
import { compileCatalogues } from './compile';
import { requestLanguage } from './request';

/**
 * What the server says, in the reader's language (issue 18). Messages are written in English
 * where they are produced (zod schemas, AppError, constants) and translated here, where they
 * leave: the tRPC error formatter, the REST error answers and the `message` of answers. The
 * `messages` catalogues of every language are compiled once, at start-up (they are small);
 * English text is sent exactly as it was written, and text that is not a known message stays
 * English.
 */
const CATALOGUES: Record<Locale, Record<string, string>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ja,
  ar,
};

const registry = createMessageRegistry(en);

// English is sent as written: only the other languages are compiled.
const translators = compileCatalogues(
  Object.fromEntries(Object.entries(CATALOGUES).filter(([locale]) => locale !== SOURCE_LOCALE)),
);

/** One English message in `locale`; English, and unknown messages, as they are. */
export function translateMessage(text: string, locale: Locale): string {
  const i18n = translators.get(locale);
  if (!i18n) return text;
  return registry.localize(text, (key, values) => (key in i18n.messages ? i18n._(key, values) : null));
}

/** Field lists (`{ email: ['…'] }`) with every message in `locale`. */
export function translateLists<L extends Record<string, string[] | undefined>>(lists: L, locale: Locale): L {
  if (locale === SOURCE_LOCALE) return lists;
  const out: Record<string, string[] | undefined> = {};
  for (const [field, list] of Object.entries(lists))
    out[field] = list?.map((m) => translateMessage(m, locale));
  return out as L;
}

/** The language of an HTTP request's messages (Accept-Language; English without one). */
export const localeOf = (req: { headers: Record<string, string | string[] | undefined> }): Locale =>
  requestLanguage(req.headers['accept-language']).locale;

/**
 * A REST answer's body in `locale`: the `/api` envelope's `message` and field `errors`, and the
 * TMDB-style `status_message` of the catalogue facade. Other bodies are returned as they are.
 */
export function translateBody(body: unknown, locale: Locale): unknown {
  if (locale === SOURCE_LOCALE || typeof body !== 'object' || body === null || Array.isArray(body))
    return body;
  const b = body as Record<string, unknown>;
  if (typeof b.success !== 'boolean') return body;
  const out: Record<string, unknown> = { ...b };
  if (typeof b.message === 'string') out.message = translateMessage(b.message, locale);
  if (typeof b.status_message === 'string') out.status_message = translateMessage(b.status_message, locale);
  if (isLists(b.errors)) out.errors = translateLists(b.errors, locale);
  return out;
}

const isLists = (v: unknown): v is Record<string, string[]> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((l) => Array.isArray(l) && l.every((m) => typeof m === 'string'));
