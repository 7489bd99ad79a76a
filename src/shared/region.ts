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
