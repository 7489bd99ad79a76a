import type { Locale } from '@shared/i18n/locales';
import { isCountry, WATCH_REGIONS } from '@shared/region';
import { DEFAULT_REGION, type RequestLanguage } from '../../i18n/request';

/**
 * The reader's language and region as the catalogue asks TMDB for them: titles,
 * overviews, genre and episode names in the interface's language where TMDB has them (it
 * falls back to the original text where it has none), and the provider rows of the reader's
 * country. The demo source has English data only and ignores both (service.ts).
 */
export interface CatalogueLanguage {
  /** TMDB's `language` (ISO 639-1 with its ISO 3166-1 region), e.g. `fr-FR`. */
  readonly language: string;
  /** ISO 639-1 alone, for `include_video_language` and for picking a trailer. */
  readonly iso639: string;
  /** The provider rows' `watch_region`: two uppercase letters, US when unknown. */
  readonly region: string;
}

/** One TMDB language per interface language (TMDB wants a region with it for its translations). */
export const TMDB_LANGUAGE: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
  ja: 'ja-JP',
  ar: 'ar-SA',
};

/** A region as it may reach a URL or a cache key: one of WATCH_REGIONS, else US. */
export const validRegion = (region: unknown): string =>
  typeof region === 'string' && WATCH_REGIONS.has(region) ? region : DEFAULT_REGION;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/**
 * A TMDB `language` value as a cache key may hold it: an ISO 639-1 language, with its region
 * when that is a country (`fr-CA`) and alone when it is not (`fr-XX` → `fr`), so made-up tags
 * cannot each get their own entries. Undefined for a language that does not exist.
 */
export function tmdbLanguageTag(value: string): string | undefined {
  const m = /^([a-z]{2})(?:-([A-Z]{2}))?$/.exec(value);
  if (!m || languageNames.of(m[1]!) === undefined) return undefined;
  return m[2] && isCountry(m[2]) ? `${m[1]}-${m[2]}` : m[1];
}

const language = (tag: string, region: string): CatalogueLanguage =>
  Object.freeze({ language: tag, iso639: tag.slice(0, 2), region });

/** Each language with the default region, made once (the usual case costs no allocation). */
const WITH_DEFAULT_REGION = Object.fromEntries(
  Object.entries(TMDB_LANGUAGE).map(([locale, tag]) => [locale, language(tag, DEFAULT_REGION)]),
) as Record<Locale, CatalogueLanguage>;

/** English data, US providers: what a caller that names no reader gets (TMDB's own default). */
export const DEFAULT_CATALOGUE_LANGUAGE: CatalogueLanguage = WITH_DEFAULT_REGION.en;

/** What a request says about its reader (src/server/i18n/request.ts), possibly partly. */
export type CatalogueLanguageInput = Partial<RequestLanguage> | undefined;

/**
 * The catalogue's language for a request's reader (tRPC `ctx.language`, or requestLanguage()):
 * one of the interface's languages, and a region from WATCH_REGIONS; any other region falls
 * back to the language alone (with the default region), so no header multiplies entries.
 */
export function catalogueLanguage(reader: CatalogueLanguageInput): CatalogueLanguage {
  const base =
    (reader?.locale && Object.hasOwn(WITH_DEFAULT_REGION, reader.locale)
      ? WITH_DEFAULT_REGION[reader.locale]
      : undefined) ?? DEFAULT_CATALOGUE_LANGUAGE;
  const region = validRegion(reader?.region);
  return region === base.region ? base : language(base.language, region);
}
