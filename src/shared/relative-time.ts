/**
 * Relative time as the app shows it: under 1 h 'Just now', under 24 h 'Nh ago', under 48 h
 * 'Yesterday', otherwise a date ('Jan 5, 2025'). A time in the future (clock skew between
 * devices) reads 'Just now' rather than a negative age.
 */
const HOUR = 3_600_000;

// Made on first use: building a DateTimeFormat loads ICU's calendar data, which would cost
// every first page its start-up time whether or not it shows an old date.
let dateFormat: Intl.DateTimeFormat | undefined;

export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = date instanceof Date ? date : new Date(date);
  const t = then.getTime();
  if (Number.isNaN(t)) return '';
  const age = (typeof now === 'number' ? now : now.getTime()) - t;
  if (age < HOUR) return 'Just now';
  if (age < 24 * HOUR) return `${Math.floor(age / HOUR)}h ago`;
  if (age < 48 * HOUR) return 'Yesterday';
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return dateFormat.format(then);
}
