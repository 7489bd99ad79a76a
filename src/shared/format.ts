/**
 * Display formatting shared by the client screens (runtime as Xh Ym, budget and
 * revenue in millions with one decimal). Pure and locale-stable so tests and screens agree.
 */

/** 142 → '2h 22m'; 45 → '45m'; 120 → '2h 0m'; missing or non-positive → null (hide the field). */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (minutes == null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** Intl.DurationFormat, where the engine has it (TypeScript's lib does not describe it yet). */
export interface DurationFormat {
  format(duration: { hours: number; minutes: number }): string;
}
type DurationFormatClass = new (locale: string, options: { style: 'short' }) => DurationFormat;

/**
 * Hours and minutes in a language: Intl.DurationFormat where the engine has it, else what it
 * writes built from Intl.NumberFormat's units joined as Intl.ListFormat joins units
 * ('2 時間 27 分', '2 Std., 27 Min.', '2 س و27 د'); a zero part is left out, as DurationFormat does.
 */
export function durationFormat(locale: string): DurationFormat {
  const Native = (Intl as { DurationFormat?: DurationFormatClass }).DurationFormat;
  if (Native) return new Native(locale, { style: 'short' });
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  return {
    format: (d) =>
      list.format(
        Object.entries(d)
          .filter(([, n]) => n)
          .map(([unit, n]) =>
            // 'hours' → 'hour'
            new Intl.NumberFormat(locale, {
              style: 'unit',
              unit: unit.slice(0, -1),
              unitDisplay: 'short',
            }).format(n),
          ),
      ),
  };
}

/**
 * formatRuntime in a language: English (and the pseudo-locale) keeps '2h 22m'; others go
 * through durationFormat ('2 h 22 min', '2 時間 22 分'). `format` lets a caller reuse its formatter.
 */
export function formatRuntimeIn(
  locale: string,
  minutes: number | null | undefined,
  format: (locale: string) => DurationFormat = durationFormat,
): string | null {
  const en = formatRuntime(minutes);
  if (en === null || locale === 'en' || locale === 'pseudo') return en;
  const total = Math.round(minutes!);
  return format(locale).format({ hours: Math.floor(total / 60), minutes: total % 60 });
}

/** 63_000_000 → '$63.0M'; 1_234_567_890 → '$1,234.6M'; 0 or missing → null (TMDB uses 0 for unknown). */
export function formatMillions(amount: number | null | undefined): string | null {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return null;
  const tenths = Math.round(amount / 100_000);
  return `$${groupThousands(Math.floor(tenths / 10))}.${tenths % 10}M`;
}

/**
 * 1234567 → '1,234,567'. Written out rather than with Intl: a page's first Intl call
 * costs tens of milliseconds on a slow phone, and these strings are fixed-format anyway.
 */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '1999-03-31' → '1999'; anything without a leading four-digit year → null. */
export function yearOf(date: string | null | undefined): string | null {
  const m = /^(\d{4})/.exec(date ?? '');
  return m ? m[1]! : null;
}

/** The numeric year of a YYYY-MM-DD date, or null. */
export function yearNumber(date: string | null | undefined): number | null {
  const y = yearOf(date);
  return y === null ? null : Number(y);
}

/** 7.84 → '7.8'; non-positive or missing → null (cards hide unrated titles). */
export function formatRating(vote: number | null | undefined): string | null {
  if (vote == null || !Number.isFinite(vote) || vote <= 0) return null;
  return (Math.round(vote * 10) / 10).toFixed(1);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '1999-03-31' → 'Mar 31, 1999' (en-US style). Read as a calendar date, so no time zone
 * moves it to the previous day; an impossible or unparseable date → null.
 */
export function formatDate(date: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return `${MONTHS[mo - 1]} ${d}, ${y}`;
}

/** 1234 → '1,234'. */
export function formatCount(n: number): string {
  return groupThousands(Math.max(0, Math.round(n)));
}

/** 'movie', 1 → '1 movie'; 'movie', 3 → '3 movies' (regular plurals only). */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : pluralWord}`;
}
