import {
  durationFormat,
  formatCount as formatCountEn,
  formatDate as formatDateEn,
  formatMillions as formatMillionsEn,
  formatRating as formatRatingEn,
  formatRuntimeIn,
} from '../../shared/format';
import { relativeTime as relativeTimeEn } from '../../shared/relative-time';
import { currentLocale, i18n } from './index';

/**
 * Numbers, dates, runtimes, money, relative times, lists and the names of languages and
 * countries in the active language, through `Intl`.
 * English keeps the product's exact forms ('2h 22m', '$63.0M', 'Mar 31, 1999', 'Just now',
 * '3h ago', 'Yesterday') from shared/format.ts, which also spares an English page the cost of
 * a first Intl call; the pseudo-locale formats as English.
 */
export { yearOf } from '../../shared/format';

export function english(): boolean {
  const l = currentLocale();
  return l === 'en' || l === 'pseudo';
}

const formats = new Map<string, object>();
/** One formatter per language and key, made on first use. */
export function cached<T extends object>(key: string, make: (locale: string) => T): T {
  const locale = english() ? 'en' : i18n.locale;
  const id = `${locale}|${key}`;
  let f = formats.get(id) as T | undefined;
  if (!f) {
    f = make(locale);
    formats.set(id, f);
  }
  return f;
}

/** 1234 → '1,234' / '1.234' / '١٬٢٣٤'. */
export function formatCount(n: number): string {
  return english()
    ? formatCountEn(n)
    : formatNumber(Math.max(0, Math.round(n)), { maximumFractionDigits: 0 });
}

/** Any number with the language's digits and separators. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  if (english() && !options) return n.toLocaleString('en-US');
  return cached(`n${JSON.stringify(options ?? {})}`, (l) => new Intl.NumberFormat(l, options)).format(n);
}

/**
 * A year as the language writes it, without grouping: '2026' (no Intl call in English, which
 * would cost the first page the loading of ICU's number data), '٢٠٢٦' where the language's
 * digits differ.
 */
export function formatYear(year: number): string {
  return english() ? String(year) : formatNumber(year, { useGrouping: false });
}

/** 7.84 → '7.8' (one decimal, the language's decimal sign); missing or non-positive → null. */
export function formatRating(vote: number | null | undefined): string | null {
  const en = formatRatingEn(vote);
  return en === null || english()
    ? en
    : formatNumber(Number(en), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** 142 → '2h 22m' / '2 h 22 min' / '2 時間 22 分' / '2 س و22 د'; missing or non-positive → null. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  return formatRuntimeIn(currentLocale(), minutes, () => cached('duration', durationFormat));
}

/**
 * The language's list of names (genres, people, countries): 'A, B, and C' / 'A、B、C' /
 * 'A وB وC'; a disjunction is 'A, B, or C'.
 */
export const listFormat = (type?: 'disjunction') =>
  cached(type ?? 'list', (l) => new Intl.ListFormat(l, { type }));
export const formatList = (items: readonly string[], type?: 'disjunction') => listFormat(type).format(items);

/**
 * A language's (ISO 639) or a country's (ISO 3166) name in the interface language:
 * 'en' → '英語' / 'الإنجليزية'; 'DE' → 'Allemagne'. The code itself when ICU has no name.
 */
export function displayName(type: 'language' | 'region', code: string): string {
  // DisplayNames answers the code itself when it has no name (its `fallback: 'code'`).
  return cached(type, (l) => new Intl.DisplayNames(l, { type })).of(code)!;
}

/** Budget and revenue in US dollars: '$63.0M' / '63,0 M $' / '6300万$'; 0 or missing → null. */
export function formatMillions(amount: number | null | undefined): string | null {
  const en = formatMillionsEn(amount);
  return en === null || english()
    ? en
    : formatNumber(amount!, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
}

/** '1999-03-31' → 'Mar 31, 1999' / '31 mars 1999' / '1999年3月31日'; invalid → null. */
export function formatDate(date: string | null | undefined): string | null {
  const en = formatDateEn(date);
  // A valid YYYY-MM-DD (formatDateEn checked it) reads as that day's midnight UTC.
  return en === null || english()
    ? en
    : cached(
        'date',
        (l) =>
          new Intl.DateTimeFormat(l, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
      ).format(new Date(date!));
}

/** A moment (ISO string, Date or ms) as a date and time of day in the language. */
export function formatDateTime(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return cached('dt', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(
    d,
  );
}

const HOUR = 3_600_000;

/**
 * How long ago: English keeps 'Just now' / 'Nh ago' / 'Yesterday' / 'Jan 5, 2025';
 * other languages say the same through Intl.RelativeTimeFormat ('hace 3 horas', 'ayer').
 */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  if (english()) return relativeTimeEn(date, now);
  const then = date instanceof Date ? date : new Date(date);
  const t = then.getTime();
  if (Number.isNaN(t)) return '';
  const age = (typeof now === 'number' ? now : now.getTime()) - t;
  const rtf = cached('rel', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  if (age < HOUR) return rtf.format(0, 'second');
  if (age < 24 * HOUR) return rtf.format(-Math.floor(age / HOUR), 'hour');
  if (age < 48 * HOUR) return rtf.format(-1, 'day');
  return cached(
    'reldate',
    (l) => new Intl.DateTimeFormat(l, { year: 'numeric', month: 'short', day: 'numeric' }),
  ).format(then);
}
