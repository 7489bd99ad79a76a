import {
  type Locale,
  matchLocale,
  parseAcceptLanguage,
  regionOf,
  SOURCE_LOCALE,
} from '../../shared/i18n/locales';

/** Where a region cannot be read from the request, the provider rows are the US ones. */
export const DEFAULT_REGION = 'US';

/**
 * What a request says about its reader, from its Accept-Language header: the
 * browser app sends the chosen language first, then the browser's own languages.
 * - `locale`: the language for messages and catalogue data; English when no listed language
 *   has a catalogue, or when the header is missing (REST clients keep English).
 * - `region`: the first region subtag of the list (`pt-BR` → BR), else US.
 */
export interface RequestLanguage {
  locale: Locale;
  region: string;
}

export function requestLanguage(header: string | string[] | undefined): RequestLanguage {
  const tags = parseAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
  return { locale: matchLocale(tags) ?? SOURCE_LOCALE, region: regionOf(tags) ?? DEFAULT_REGION };
}
