import { regionOf } from '@shared/i18n/locales';
import { countryCode } from '@shared/region';
import { currentLocale } from '../i18n';
import { displayName } from '../i18n/format';
import { usePreferences } from './preferences';

/** Where to watch is asked for the US when nothing says otherwise (TMDB's default too). */
export const FALLBACK_REGION = 'US';

/** The browser's country, from its languages' region subtags (`en-GB` → GB); US when none says. */
export function browserRegion(): string {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return countryCode(regionOf(tags.filter(Boolean))) ?? FALLBACK_REGION;
}

/**
 * The viewer's region for where to watch: the Region setting, else the browser's. Kept with
 * the other preferences (this device; the account too when signed in), so a region chosen in
 * place on a title page is the setting.
 */
export function useRegion(): [region: string, setRegion: (region: string | null) => void] {
  const [prefs, setPrefs] = usePreferences();
  return [prefs.region ?? browserRegion(), (region) => setPrefs({ region })];
}

/** A country's name in the interface language ("Germany", "Allemagne", "ドイツ"); the code if ICU has none. */
export const regionName = (code: string): string => displayName('region', code);

/** Countries by their names in the interface language. */
export function sortedRegions(codes: Iterable<string>): { code: string; name: string }[] {
  const locale = currentLocale() === 'pseudo' ? 'en' : currentLocale();
  const collator = new Intl.Collator(locale);
  return [...new Set(codes)]
    .map((code) => ({ code, name: regionName(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
