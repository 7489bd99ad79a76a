/**
 * Days and clock times in a time zone (IANA), with Intl alone: the day an instant falls on
 * there, and the instant a wall-clock time of a day is there. Upcoming groups by the first;
 * the demo catalogue dates its airings by the second.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

const formatOf = (
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
) => {
  let f = cache.get(timeZone);
  if (!f) {
    f = make();
    if (cache.size > 200) cache.clear();
    cache.set(timeZone, f);
  }
  return f;
};

/** Whether Intl knows `value` as a time zone (IANA: `Europe/Paris`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The YYYY-MM-DD day `instant` falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  const f = formatOf(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  const parts = f.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The wall-clock time (HH:MM:SS, 24-hour) of `instant` in `timeZone`. */
function clockIn(instant: Date, timeZone: string): string {
  const f = formatOf(
    clockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return f.format(instant);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `ms`, in ms. */
const offsetAt = (ms: number, timeZone: string): number => {
  const d = new Date(ms);
  return Date.parse(`${dayIn(d, timeZone)}T${clockIn(d, timeZone)}Z`) - ms;
};

/** The instant (ms) of wall-clock `time` (HH:MM) on `day` in `timeZone`. */
export function zonedInstant(day: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The offset near that moment, read again from the first guess to settle across a change.
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}
