/**
 * Display formatting shared by the client screens (spec 9: runtime as Xh Ym, budget and
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

/** 63_000_000 → '$63.0M'; 1_234_567_890 → '$1,234.6M'; 0 or missing → null (TMDB uses 0 for unknown). */
export function formatMillions(amount: number | null | undefined): string | null {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return null;
  const millions = Math.round(amount / 100_000) / 10;
  return `$${millions.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}M`;
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

/**
 * '1999-03-31' → 'Mar 31, 1999'. Read as a calendar date (UTC) so no time zone moves it
 * to the previous day; an unparseable value → null.
 */
export function formatDate(date: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime()) || d.getUTCDate() !== Number(m[3])) return null;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 1234 → '1,234'. */
export function formatCount(n: number): string {
  return Math.max(0, Math.round(n)).toLocaleString('en-US');
}

/** 'movie', 1 → '1 movie'; 'movie', 3 → '3 movies' (regular plurals only). */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : pluralWord}`;
}
