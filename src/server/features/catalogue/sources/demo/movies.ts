import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { movieGenreIds } from './genres';
import type { IdAllocator } from './ids';
import { type ProviderId, providersForDistributor } from './providers';

/**
 * Film records for the demo catalogue, built from vega-datasets' `movies.json`: 3,201 real
 * US box-office records (title, release date, budget, gross, genre, director, distributor,
 * IMDb rating and votes). Every field below comes from a record's own facts; nothing is
 * invented (no plots, no trailers); the best-known films' cast is in cast-data.ts.
 */
export interface DemoMovie {
  id: number;
  title: string;
  /** YYYY-MM-DD, or '' when the record has no usable date (TMDB's convention). */
  releaseDate: string;
  year: number | null;
  runtime: number | null;
  budget: number;
  revenue: number;
  genreIds: number[];
  director: string | null;
  distributor: string | null;
  certification: string | null;
  voteAverage: number;
  voteCount: number;
  popularity: number;
  overview: string;
  providers: ProviderId[];
  originalLanguage: string;
}

interface FilmRecord {
  title: string;
  releaseDate: string;
  runtime: number | null;
  budget: number | null;
  gross: number | null;
  distributor: string | null;
  majorGenre: string | null;
  creativeType: string | null;
  source: string | null;
  director: string | null;
  certification: string | null;
  rating: number | null;
  votes: number | null;
}

export function datasetPath(): string {
  // vega-datasets' `exports` map hides `data/`, so resolve the package entry and step over.
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return path.join(path.dirname(entry), '..', 'data', 'movies.json');
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Some non-ASCII titles were decoded with the wrong code page (Latin-1 bytes read as Mac
 * Roman: "AmÈlie" for "Amélie", "2Ω" for "2½"). Titles are the only affected field and
 * contain no correctly encoded accents, so every Mac Roman character maps back to its byte,
 * read as Windows-1252. Characters outside Mac Roman ("Alien³") are left alone.
 */
const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const MOJIBAKE = new Map<string, string>(
  [...MAC_ROMAN_HIGH].map((ch, i) => {
    const byte = 0x80 + i;
    return [ch, byte < 0xa0 ? (CP1252_80_9F[byte - 0x80] ?? ch) : String.fromCharCode(byte)];
  }),
);

export function fixTitle(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  let title = /[^\x00-\x7f]/.test(raw) ? [...raw].map((ch) => MOJIBAKE.get(ch) ?? ch).join('') : raw;
  // Library-style "Secret, The" becomes "The Secret".
  const article = /^(.*), (The|A|An)$/.exec(title);
  if (article) title = `${article[2]} ${article[1]}`;
  return title.replace(/\s+/g, ' ').trim();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * The data set's dates came from two-digit years, so films from 1915-1946 read as
 * 2015-2046 ("Gone with the Wind", Dec 15 2039). Nothing in it is later than 2010, so a
 * year after 2012 moves back a century.
 */
const LATEST_YEAR = 2012;

/** 'Jun 12 1998' → '1998-06-12'; '' when the value is missing or not a real date. */
export function parseReleaseDate(value: string | null): string {
  const m = value ? /^([A-Z][a-z]{2}) (\d{1,2}) (\d{4})$/.exec(value) : null;
  if (!m) return '';
  const month = MONTHS.indexOf(m[1] ?? '') + 1;
  const day = Number(m[2]);
  let year = Number(m[3]);
  if (year > LATEST_YEAR) year -= 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month === 0 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return '';
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function readRecords(): FilmRecord[] {
  const raw: unknown = JSON.parse(readFileSync(datasetPath(), 'utf8'));
  if (!Array.isArray(raw)) throw new Error('vega-datasets movies.json is not an array');
  const records: FilmRecord[] = [];
  for (const row of raw as Record<string, unknown>[]) {
    const rawTitle = row.Title;
    // Numeric titles ("1776", "300", "9") arrive as JSON numbers.
    const title = typeof rawTitle === 'number' ? String(rawTitle) : str(rawTitle);
    if (!title) continue; // an untitled record cannot be shown or found
    const distributor = str(row.Distributor);
    const certification = str(row['MPAA Rating']);
    records.push({
      title: fixTitle(title),
      releaseDate: parseReleaseDate(str(row['Release Date'])),
      runtime: num(row['Running Time min']),
      budget: num(row['Production Budget']),
      gross: num(row['Worldwide Gross']),
      distributor: distributor === 'Distributor Unknown' ? null : distributor,
      majorGenre: str(row['Major Genre']),
      creativeType: str(row['Creative Type']),
      source: str(row.Source),
      director: str(row.Director),
      certification: certification && /^(G|PG|PG-13|R|NC-17)$/.test(certification) ? certification : null,
      rating: num(row['IMDB Rating']),
      votes: num(row['IMDB Votes']),
    });
  }
  return records;
}

/**
 * The set is US box office; its Indian distributors release Hindi-language films (all but
 * "American Desi", an English-language US film). Everything else is treated as English,
 * which is wrong for the few foreign-language films in the set.
 */
const HINDI_DISTRIBUTORS = new Set([
  'Eros Entertainment',
  'Yash Raj Films',
  'UTV Communications',
  'Reliance Big Pictures',
  'AdLab Films',
]);
const ENGLISH_TITLES = new Set(['American Desi']);
const originalLanguage = (r: FilmRecord) =>
  r.distributor && HINDI_DISTRIBUTORS.has(r.distributor) && !ENGLISH_TITLES.has(r.title) ? 'hi' : 'en';

/** The year everything's recency is measured against (the TV data is a mid-2025 snapshot). */
export const RECENCY_YEAR = 2025;

/**
 * popularity = 8·log10(1 + votes) + 4·log10(1 + worldwide gross in $M) + 10·recency,
 * recency = clamp((year − 1970) / (RECENCY_YEAR − 1970), 0, 1).
 * Votes dominate (0-46 for 0-520k votes), box office adds up to ~14, newer films up to ~7.
 */
export function moviePopularity(votes: number, gross: number, year: number | null): number {
  const recency = year === null ? 0 : Math.min(1, Math.max(0, (year - 1970) / (RECENCY_YEAR - 1970)));
  const value = 8 * Math.log10(1 + votes) + 4 * Math.log10(1 + gross / 1e6) + 10 * recency;
  return Math.round(value * 1000) / 1000;
}

export function formatMoney(amount: number): string {
  if (amount >= 1e9) return `$${(amount / 1e9).toFixed(2)} billion`;
  if (amount >= 1e6) return `$${(amount / 1e6).toFixed(1)} million`;
  // Grouped by hand: the first toLocaleString call costs more than the whole build step.
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

const GENRE_PHRASE: Record<string, string> = {
  Action: 'action film',
  Adventure: 'adventure film',
  Comedy: 'comedy',
  Drama: 'drama',
  Horror: 'horror film',
  Western: 'western',
  Documentary: 'documentary',
  Musical: 'musical',
  'Thriller/Suspense': 'thriller',
  'Romantic Comedy': 'romantic comedy',
  'Black Comedy': 'black comedy',
  'Concert/Performance': 'concert film',
};
const CREATIVE_PHRASE: Record<string, string> = {
  'Science Fiction': 'science fiction',
  Fantasy: 'fantasy',
  'Super Hero': 'superhero',
  'Kids Fiction': "children's",
  'Historical Fiction': 'historical',
};
const SOURCE_PHRASE: Record<string, string> = {
  'Based on Book/Short Story': 'Based on a book or short story.',
  'Based on Real Life Events': 'Based on real events.',
  'Based on Comic/Graphic Novel': 'Based on a comic or graphic novel.',
  'Based on TV': 'Based on a television series.',
  'Based on Play': 'Based on a play.',
  'Based on Game': 'Based on a game.',
  'Based on Musical/Opera': 'Based on a musical or opera.',
  'Based on Factual Book/Article': 'Based on a factual book or article.',
  'Based on Magazine Article': 'Based on a magazine article.',
  'Based on Short Film': 'Based on a short film.',
  'Traditional/Legend/Fairytale': 'Based on a traditional tale or legend.',
  'Disney Ride': 'Based on a Disney theme-park ride.',
  Remake: 'A remake.',
  'Spin-Off': 'A spin-off.',
};

/** A factual summary of the record ("A 1998 drama directed by …"); never an invented plot. */
export function movieOverview(r: FilmRecord, year: number | null): string {
  const kind = [r.creativeType ? CREATIVE_PHRASE[r.creativeType] : undefined]
    .concat(r.majorGenre ? (GENRE_PHRASE[r.majorGenre] ?? 'film') : 'film')
    .filter(Boolean)
    .join(' ');
  let first = year ? `A ${year} ${kind}` : `A ${kind}`;
  if (r.director) first += ` directed by ${r.director}`;
  if (r.distributor) first += `${r.director ? ',' : ''} released by ${r.distributor}`;
  const parts = [first.endsWith('.') ? first : `${first}.`]; // "released by Warner Bros."
  const source = r.source ? SOURCE_PHRASE[r.source] : undefined;
  if (source) parts.push(source);
  if (r.certification) parts.push(`Rated ${r.certification}.`);
  if (r.runtime) parts.push(`Runs ${r.runtime} minutes.`);
  const gross = r.gross && r.gross > 0 ? r.gross : null;
  const budget = r.budget && r.budget > 0 ? r.budget : null;
  if (gross && budget)
    parts.push(`Grossed ${formatMoney(gross)} worldwide against a budget of ${formatMoney(budget)}.`);
  else if (gross) parts.push(`Grossed ${formatMoney(gross)} worldwide.`);
  else if (budget) parts.push(`Made on a budget of ${formatMoney(budget)}.`);
  return parts.join(' ');
}

/**
 * Builds the film list. An id hashes title and release date; records are allocated in
 * sorted order (director and distributor order two films sharing title and date), so ids
 * depend on the data alone, not on file order. Exact duplicate records are dropped.
 */
export function buildMovies(ids: IdAllocator): DemoMovie[] {
  const byKey = new Map<string, FilmRecord>();
  for (const r of readRecords()) {
    const key = `${r.title}|${r.releaseDate}|${r.director ?? ''}|${r.distributor ?? ''}`;
    if (!byKey.has(key)) byKey.set(key, r);
  }
  const keys = [...byKey.keys()].sort();
  return keys.map((key) => {
    const r = byKey.get(key)!;
    const id = ids.allocate(`movie|${r.title}|${r.releaseDate}`);
    const year = r.releaseDate ? Number(r.releaseDate.slice(0, 4)) : null;
    const votes = r.votes ?? 0;
    const gross = r.gross ?? 0;
    return {
      id,
      title: r.title,
      releaseDate: r.releaseDate,
      year,
      runtime: r.runtime,
      budget: r.budget ?? 0,
      revenue: gross,
      genreIds: movieGenreIds(r.majorGenre, r.creativeType, r.source),
      director: r.director,
      distributor: r.distributor,
      certification: r.certification,
      voteAverage: r.rating ?? 0,
      voteCount: votes,
      popularity: moviePopularity(votes, gross, year),
      overview: movieOverview(r, year),
      providers: providersForDistributor(r.distributor),
      originalLanguage: originalLanguage(r),
    };
  });
}
