/**
 * Countries as ISO 3166-1 alpha-2 codes, for the Region preference (where to watch) and the
 * catalogue's region parameters. A code counts when ICU names it as a region and it is not one
 * of the groupings ICU also names: the server and the browser read the same table.
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Codes ICU names that are not countries (unions, groupings, "unknown"). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

/** Whether `code` is a country (ISO 3166-1 alpha-2, uppercase). */
export const isCountry = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined;

/** A country code in any case as its canonical uppercase form, or undefined when it is none. */
export function countryCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return isCountry(code) ? code : undefined;
}

/**
 * The regions TMDB has streaming providers for (its `watch/providers/regions`): the only
 * thing the pages use a region for is the provider rows, so any other region would only
 * multiply cache entries and upstream calls for the same US rows.
 */
export const WATCH_REGIONS: ReadonlySet<string> = new Set(
  (
    'AD AE AG AL AO AR AT AU AZ BA BB BE BF BG BH BM BO BR BS BY BZ CA CD CH CI CL CM CO CR CU ' +
    'CV CY CZ DE DK DO DZ EC EE EG ES FI FJ FR GB GF GG GH GI GQ GR GT GY HK HN HR HU ID IE IL ' +
    'IN IQ IS IT JM JO JP KE KR KW LB LC LI LT LU LV LY MA MC MD ME MG MK ML MT MU MW MX MY MZ ' +
    'NE NG NI NL NO NZ OM PA PE PF PG PH PK PL PS PT PY QA RO RS RU SA SC SE SG SI SK SM SN SV ' +
    'TC TD TH TN TR TT TW TZ UA UG US UY VA VE XK YE ZA ZM ZW'
  ).split(' '),
);
