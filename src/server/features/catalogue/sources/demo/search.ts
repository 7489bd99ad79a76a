/**
 * Title search for the demo catalogue: pure functions, no catalogue state, so the TMDB
 * source can reuse the query-prefix parsing.
 */

export interface SearchPrefixes {
  /** The query with the prefixes removed, whitespace collapsed. */
  text: string;
  /** `year:1999`: only titles released (first aired) that year. */
  year?: number;
  /** `tmdb:550`: exactly the title with that id, or nothing. */
  id?: number;
}

const PREFIX = /^(year|tmdb):(\S*)$/i;

/**
 * Splits `year:` and `tmdb:` prefixes from a search query: `year:1999 matrix` →
 * {text: 'matrix', year: 1999}; `tmdb:550` → {text: '', id: 550}. A prefix whose value is
 * not a valid year (1800-2100) or positive integer stays in the text as typed.
 */
export function parseSearchPrefixes(query: string): SearchPrefixes {
  const out: SearchPrefixes = { text: '' };
  const words: string[] = [];
  for (const token of query.trim().split(/\s+/)) {
    if (!token) continue;
    const m = PREFIX.exec(token);
    const value = m?.[2] ?? '';
    if (m && m[1]?.toLowerCase() === 'year' && /^\d{4}$/.test(value) && +value >= 1800 && +value <= 2100) {
      out.year = Number(value);
    } else if (m && m[1]?.toLowerCase() === 'tmdb' && /^\d{1,12}$/.test(value) && Number(value) > 0) {
      out.id = Number(value);
    } else {
      words.push(token);
    }
  }
  out.text = words.join(' ');
  return out;
}

/**
 * Lower-case, accents stripped (NFD), apostrophes dropped ("Schindler's" → "schindlers"),
 * '&' read as 'and', every other run of non-letters and non-digits one space.
 */
export function normalizeForSearch(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (!/[^\x00-\x7f]/.test(s)) {
    // Fast path for plain ASCII (nearly every title): no decomposition needed.
    return s
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Match quality, best first. */
export const MatchTier = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/**
 * A title prepared once for matching: its normalized forms (with and without a leading
 * article), the same with a leading space (word-start tests) and without spaces
 * ("spiderman" finds "Spider-Man"), and its words.
 */
export interface SearchKey {
  forms: string[];
  padded: string[];
  compact: string[];
  words: string[];
}

export function searchKey(...titles: (string | null | undefined)[]): SearchKey {
  const forms = new Set<string>();
  for (const title of titles) {
    if (!title) continue;
    const norm = normalizeForSearch(title);
    if (!norm) continue;
    forms.add(norm);
    // "office" is an exact match for "The Office".
    const bare = norm.replace(/^(the|a|an) /, '');
    if (bare !== norm) forms.add(bare);
  }
  const list = [...forms];
  return {
    forms: list,
    padded: list.map((f) => ` ${f}`),
    compact: list.map((f) => f.replace(/ /g, '')),
    words: [...new Set(list.flatMap((f) => f.split(' ')))],
  };
}

interface PreparedQuery {
  text: string;
  padded: string;
  compact: string;
  tokens: string[];
}

function prepareQuery(query: string): PreparedQuery {
  return { text: query, padded: ` ${query}`, compact: query.replace(/ /g, ''), tokens: query.split(' ') };
}

/**
 * How well a normalized query matches a title: exact, title starts with it, a word starts
 * with it (or every query word starts some title word, in any order), substring. Null when
 * it does not match.
 */
function matchPrepared(key: SearchKey, q: PreparedQuery): MatchTier | null {
  if (!q.text) return null;
  let best: MatchTier | null = null;
  for (let i = 0; i < key.forms.length; i++) {
    const form = key.forms[i] ?? '';
    if (form === q.text) return MatchTier.exact;
    if (form.startsWith(q.text)) best = MatchTier.prefix;
    else if (best !== MatchTier.prefix) {
      if ((key.padded[i] ?? '').includes(q.padded)) best = MatchTier.wordPrefix;
      else if (best === null && (form.includes(q.text) || (key.compact[i] ?? '').includes(q.compact))) {
        best = MatchTier.substring;
      }
    }
  }
  // Several words: each starting a word of the title, in any order ("bad break").
  if (q.tokens.length > 1 && (best === null || best === MatchTier.substring)) {
    if (q.tokens.every((t) => key.words.some((w) => w.startsWith(t)))) best = MatchTier.wordPrefix;
  }
  return best;
}

export interface Rankable {
  id: number;
  popularity: number;
  searchKey: SearchKey;
}

/** The items matching `text`, best tier first, then most popular, then lowest id. */
export function rankByQuery<T extends Rankable>(items: readonly T[], text: string): T[] {
  const query = normalizeForSearch(text);
  if (!query) return [];
  const prepared = prepareQuery(query);
  const hits: { item: T; tier: MatchTier }[] = [];
  for (const item of items) {
    const tier = matchPrepared(item.searchKey, prepared);
    if (tier !== null) hits.push({ item, tier });
  }
  hits.sort((a, b) => a.tier - b.tier || b.item.popularity - a.item.popularity || a.item.id - b.item.id);
  return hits.map((h) => h.item);
}
