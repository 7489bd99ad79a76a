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

/** A title prepared once for matching: its normalized forms (with and without a leading article). */
export interface SearchKey {
  forms: string[];
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
  const words = new Set([...forms].flatMap((f) => f.split(' ')));
  return { forms: [...forms], words: [...words] };
}

/**
 * How well a normalized query matches a title: exact, title starts with it, a word starts
 * with it (or every query word starts some title word, in any order), substring. Null when
 * it does not match.
 */
export function matchTier(key: SearchKey, query: string): MatchTier | null {
  if (!query) return null;
  let best: MatchTier | null = null;
  const consider = (tier: MatchTier) => {
    if (best === null || tier < best) best = tier;
  };
  const tokens = query.split(' ');
  for (const form of key.forms) {
    if (form === query) return MatchTier.exact;
    if (form.startsWith(query)) consider(MatchTier.prefix);
    else if (` ${form}`.includes(` ${query}`)) consider(MatchTier.wordPrefix);
    else if (form.includes(query) || form.replace(/ /g, '').includes(query.replace(/ /g, ''))) {
      consider(MatchTier.substring);
    }
  }
  if (best === null || best > MatchTier.wordPrefix) {
    if (tokens.every((t) => key.words.some((w) => w.startsWith(t)))) consider(MatchTier.wordPrefix);
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
  const hits: { item: T; tier: MatchTier }[] = [];
  for (const item of items) {
    const tier = matchTier(item.searchKey, query);
    if (tier !== null) hits.push({ item, tier });
  }
  hits.sort((a, b) => a.tier - b.tier || b.item.popularity - a.item.popularity || a.item.id - b.item.id);
  return hits.map((h) => h.item);
}
