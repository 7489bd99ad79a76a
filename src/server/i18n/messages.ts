import type { I18n } from '@lingui/core';
import ar from '../../shared/i18n/catalogs/ar/messages.json';
import de from '../../shared/i18n/catalogs/de/messages.json';
import en from '../../shared/i18n/catalogs/en/messages.json';
import es from '../../shared/i18n/catalogs/es/messages.json';
import fr from '../../shared/i18n/catalogs/fr/messages.json';
import ja from '../../shared/i18n/catalogs/ja/messages.json';
import ptBR from '../../shared/i18n/catalogs/pt-BR/messages.json';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { isMessage, type Message, type Said } from '../../shared/i18n/message';
import { compileCatalogues } from './compile';
import { requestLanguage } from './request';

/**
 * What the server says, in the reader's language. Failures and answers carry a message key and
 * its values from where they are raised; this puts them into words where they leave (the tRPC
 * error formatter, the REST envelope and its field errors). English is a catalogue like the
 * others, compiled once at start-up with them: a key a language lacks is said in English.
 */
export type Catalogues = Partial<Record<Locale, Record<string, string>>> & {
  en: Record<string, string>;
};

export interface Translator {
  /** One message in `locale`. */
  say(said: Said, locale: Locale): string;
  /** Field lists (`{ email: [message] }`), every message in `locale`. */
  sayLists(lists: Readonly<Record<string, readonly Said[]>>, locale: Locale): Record<string, string[]>;
}

export function createTranslator(catalogues: Catalogues): Translator {
  const translators = compileCatalogues(catalogues);
  const english = translators.get(SOURCE_LOCALE) as I18n;
  const say = (said: Said, locale: Locale): string => {
    if (!isMessage(said)) return said.text;
    const i18n = translators.get(locale);
    const own = i18n && said.key in i18n.messages ? i18n : english;
    return own._(said.key, said.values && valuesIn(said, locale));
  };
  const valuesIn = (message: Message, locale: Locale) =>
    Object.fromEntries(
      Object.entries(message.values ?? {}).map(([name, v]) => [
        name,
        typeof v === 'object' ? say(v, locale) : v,
      ]),
    );
  return {
    say,
    sayLists: (lists, locale) =>
      Object.fromEntries(
        Object.entries(lists).map(([field, list]) => [field, list.map((s) => say(s, locale))]),
      ),
  };
}

const translator = createTranslator({ en, es, fr, de, 'pt-BR': ptBR, ja, ar });

export const { say, sayLists } = translator;

/** A message in English: the API's words for readers who ask for no language, and the logs'. */
export const english = (said: Said): string => say(said, SOURCE_LOCALE);

/** The language of an HTTP request's messages (Accept-Language; English without one). */
export const localeOf = (req: { headers: Record<string, string | string[] | undefined> }): Locale =>
  requestLanguage(req.headers['accept-language']).locale;
