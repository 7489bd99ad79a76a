/**
 * Search query prefixes: pure functions, no catalogue state, so both sources read a query
 * the same way. Matching itself is ../../title-match.ts.
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
