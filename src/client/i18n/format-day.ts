import { cached, english } from './format';

/**
 * Calendar days and times of day in a given time zone, for the Upcoming page (apart from
 * ./format.ts, which loads with the first page, so only that screen carries them). Days are
 * `YYYY-MM-DD` strings; formats come from the same per-language cache as ./format.ts.
 */

/** The viewer's time zone as the browser knows it (UTC when it cannot say). */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The calendar day `at` falls on in `timeZone`, as `YYYY-MM-DD`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const utcDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  const d = utcDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** '2026-12-02' → 'Wednesday, December 2' / 'mercredi 2 décembre' / '12月2日水曜日'. */
export function formatWeekdayDate(day: string): string {
  return cached(
    'weekday-date',
    (l) =>
      new Intl.DateTimeFormat(english() ? 'en-US' : l, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(utcDate(day));
}

/** An instant as a time of day in `timeZone`: '9:00 PM' / '21:00' / '21:00'. */
export function formatTimeIn(instant: string, timeZone: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  return cached(
    `time|${timeZone}`,
    (l) => new Intl.DateTimeFormat(english() ? 'en-US' : l, { hour: 'numeric', minute: '2-digit', timeZone }),
  ).format(d);
}

/**
 * An episode's air day, short: '2026-12-07' → 'Dec 7' / '7 déc.' / '12月7日', with the year
 * when it is not `today`'s ('Dec 7, 2027'). The one form the TV page, the watch page and
 * Upcoming say "Airs …" and "Aired …" with.
 */
export function formatAirDay(day: string, today: string): string {
  const withYear = day.slice(0, 4) !== today.slice(0, 4);
  return cached(
    withYear ? 'air-day-year' : 'air-day',
    (l) =>
      new Intl.DateTimeFormat(english() ? 'en-US' : l, {
        month: 'short',
        day: 'numeric',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }),
  ).format(utcDate(day));
}
