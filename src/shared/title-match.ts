/**
 * Title matching for search, shared by the demo's index and the TMDB mode's index of titles
 * already seen: normalised keys built once per title, match tiers, a franchise order, and a
 * typo fallback (optimal string alignment distance) that only runs when the query as typed
 * matches nothing, so a correct word is never "corrected".
 */

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
export const MatchTier = { exact: 0, prefix: 1, words: 2, partial: 3, other: 4, typo: 5 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/**
 * A title prepared once for matching: its normalised forms (with and without a leading
 * article) and the same without spaces ("spiderman" finds "Spider-Man"), its words, and the
 * words of its other fields (original title, director, creators).
 */
export interface SearchKey {
  forms: string[];
  compact: string[];
  words: string[];
  /** Words of the original title and the people: matched after the title's own. */
  otherWords: string[];
  /** words and otherWords together. */
  allWords: string[];
}

export function searchKey(
  titles: readonly (string | null | undefined)[],
  others: readonly (string | null | undefined)[] = [],
): SearchKey {
  const forms = new Set<string>();
  for (const title of titles) {
    const norm = title ? normalizeForSearch(title) : '';
    if (!norm) continue;
    forms.add(norm);
    // "office" is an exact match for "The Office".
    const bare = norm.replace(/^(the|a|an) /, '');
    if (bare !== norm) forms.add(bare);
  }
  const list = [...forms];
  const words = new Set(list.flatMap((f) => f.split(' ')));
  // An elision is two words as well as one: "d'Amélie" is found by "amelie" and "damelie".
  for (const title of titles)
    if (title && /['’`]/.test(title))
      for (const w of normalizeForSearch(title.replace(/['’`]/g, ' ')).split(' ')) if (w) words.add(w);
  const otherWords = new Set<string>();
  for (const other of others) {
    for (const w of other ? normalizeForSearch(other).split(' ') : [])
      if (w && !words.has(w)) otherWords.add(w);
  }
  const all = [...words, ...otherWords];
  return {
    forms: list,
    compact: list.map((f) => f.replace(/ /g, '')),
    words: [...words],
    otherWords: [...otherWords],
    allWords: all,
  };
}

export interface Rankable {
  id: number;
  popularity: number;
  /** 'movie' or 'tv': a franchise lists its films first. */
  kind: string;
  /** YYYY-MM-DD or '': a franchise's films come in release order. */
  date: string;
  searchKey: SearchKey;
}

interface Query {
  text: string;
  compact: string;
  tokens: string[];
}

const prepare = (text: string): Query => ({ text, compact: text.replace(/ /g, ''), tokens: text.split(' ') });

/** Every token is a word of `words`, or starts one (the last token: it may be half typed). */
const allStartWords = (tokens: readonly string[], words: readonly string[]) =>
  tokens.every((t) => words.some((w) => w.startsWith(t)));

function titleTier(key: SearchKey, q: Query): MatchTier | null {
  let best: MatchTier | null = null;
  for (let i = 0; i < key.forms.length; i++) {
    const form = key.forms[i]!;
    const compact = key.compact[i]!;
    if (form === q.text || compact === q.compact) return MatchTier.exact;
    if (form.startsWith(q.text) || compact.startsWith(q.compact)) best = MatchTier.prefix;
  }
  if (best !== null) return best;
  if (q.tokens.every((t) => key.words.includes(t))) return MatchTier.words;
  // Not a substring across words: "star" is not in "Raiders of the Lost Ark".
  if (allStartWords(q.tokens, key.words)) return MatchTier.partial;
  return null;
}

function tierOf(key: SearchKey, q: Query): MatchTier | null {
  const title = titleTier(key, q);
  if (title !== null) return title;
  if (key.otherWords.length && allStartWords(q.tokens, key.allWords)) return MatchTier.other;
  return null;
}

/** How a title key matches a query (null: not at all), for re-ranking an upstream page. */
export function matchTier(key: SearchKey, text: string): MatchTier | null {
  const query = normalizeForSearch(text);
  return query ? tierOf(key, prepare(query)) : null;
}

interface Hit<T> {
  item: T;
  tier: MatchTier;
  /** Position of a franchise film (release order), else -1. */
  franchise: number;
}

const byDate = <T extends Rankable>(a: T, b: T) =>
  (a.date || '9999') < (b.date || '9999') ? -1 : (a.date || '9999') > (b.date || '9999') ? 1 : a.id - b.id;

/**
 * A query of two or more words that starts the titles of two or more films names a
 * franchise ("star wars", "toy story"): those films come first, in release order.
 */
function markFranchise<T extends Rankable>(hits: Hit<T>[], q: Query): void {
  if (q.tokens.length < 2) return;
  const films = hits.filter(
    (h) =>
      h.item.kind === 'movie' &&
      h.tier <= MatchTier.prefix &&
      h.item.searchKey.forms.some((f) => f === q.text || f.startsWith(`${q.text} `)),
  );
  if (films.length < 2) return;
  films.sort((a, b) => byDate(a.item, b.item));
  films.forEach((h, i) => {
    h.franchise = i;
  });
}

function sortHits<T extends Rankable>(hits: Hit<T>[]): T[] {
  hits.sort((a, b) => {
    const fa = a.franchise >= 0;
    const fb = b.franchise >= 0;
    if (fa || fb) return fa && fb ? a.franchise - b.franchise : fa ? -1 : 1;
    return a.tier - b.tier || b.item.popularity - a.item.popularity || a.item.id - b.item.id;
  });
  return hits.map((h) => h.item);
}

function exactHits<T extends Rankable>(items: readonly T[], q: Query): Hit<T>[] {
  const hits: Hit<T>[] = [];
  for (const item of items) {
    const tier = tierOf(item.searchKey, q);
    if (tier !== null) hits.push({ item, tier, franchise: -1 });
  }
  markFranchise(hits, q);
  return hits;
}

/** Edits a word of this length may carry and still match: none for 1–2 letters, then 1, then 2. */
export const typoBudget = (length: number) => (length <= 2 ? 0 : length <= 5 ? 1 : 2);

/**
 * Optimal string alignment distance (Damerau–Levenshtein without moving a letter twice):
 * substitutions, insertions, deletions and swaps of neighbours each cost 1. Returns
 * `max + 1` as soon as the distance must exceed `max`.
 */
export function osaDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) rows = [0, 1, 2].map(() => new Int32Array(n * 2 + 2)) as typeof rows;
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = prev[j - 1]! + (ai === bj ? 0 : 1);
      if (prev[j]! + 1 < d) d = prev[j]! + 1;
      if (cur[j - 1]! + 1 < d) d = cur[j - 1]! + 1;
      if (
        i > 1 &&
        j > 1 &&
        ai === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === bj &&
        prev2[j - 2]! + 1 < d
      ) {
        d = prev2[j - 2]! + 1;
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** The three rows osaDistance works in, reused across calls (grown for longer words). */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Every distinct word of an index's titles and people, for the typo fallback. */
export class Vocabulary {
  private readonly byLength = new Map<number, string[]>();
  private readonly known = new Set<string>();

  constructor(keys: Iterable<SearchKey>) {
    for (const key of keys) {
      for (const w of key.words) this.add(w);
      for (const w of key.otherWords) this.add(w);
    }
  }

  private add(word: string) {
    if (!word || this.known.has(word)) return;
    this.known.add(word);
    const list = this.byLength.get(word.length) ?? [];
    list.push(word);
    this.byLength.set(word.length, list);
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** Recent answers of near(): the next page of a misspelt search asks again. */
  private readonly nearCache = new Map<string, Map<string, number>>();

  /** The words within the token's typo budget, with their distance (the token itself: 0). */
  near(token: string): Map<string, number> {
    const cached = this.nearCache.get(token);
    if (cached) return cached;
    const out = this.nearUncached(token);
    if (this.nearCache.size >= 256) this.nearCache.delete(this.nearCache.keys().next().value!);
    this.nearCache.set(token, out);
    return out;
  }

  private nearUncached(token: string): Map<string, number> {
    const out = new Map<string, number>();
    const max = typoBudget(token.length);
    if (this.known.has(token)) out.set(token, 0);
    if (max === 0) return out;
    for (let len = token.length - max; len <= token.length + max; len++) {
      for (const w of this.byLength.get(len) ?? []) {
        if (w === token) continue;
        const d = osaDistance(token, w, max);
        if (d <= max) out.set(w, d);
      }
    }
    return out;
  }
}

/** The best-scoring word of `words` for each token, or null when a token has none. */
function closest(tokens: readonly string[], near: readonly Map<string, number>[], words: readonly string[]) {
  const picked: string[] = [];
  let cost = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let best: string | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (const w of words) {
      const typed = w.startsWith(token);
      const d = typed ? 0 : near[i]!.get(w);
      if (d !== undefined && d < bestD) {
        best = typed ? token : w;
        bestD = d;
      }
    }
    if (best === null) return null;
    picked.push(best);
    cost += bestD;
  }
  return { picked, cost };
}

export interface Ranked<T> {
  items: T[];
  /** The normalised query the items answer, when it is not the one typed. */
  corrected?: string;
}

/**
 * The items matching `text`: title exact, title prefix, whole words of the title, parts of
 * its words, then the other fields; popularity breaks ties, a franchise's films lead. When
 * the query as typed matches nothing, each word may carry a few typos (typoBudget) and the
 * answer says which query it answers.
 */
export function rankByQuery<T extends Rankable>(
  items: readonly T[],
  text: string,
  vocabulary?: Vocabulary,
  opts: { exact?: boolean } = {},
): Ranked<T> {
  const query = normalizeForSearch(text);
  if (!query) return { items: [] };
  const q = prepare(query);
  const hits = exactHits(items, q);
  if (hits.length > 0 || !vocabulary || opts.exact) return { items: sortHits(hits) };
  const near = q.tokens.map((t) => vocabulary.near(t));
  if (near.every((n) => [...n.values()].every((d) => d === 0))) return { items: [] };
  const fuzzy: { item: T; cost: number; picked: string[] }[] = [];
  for (const item of items) {
    const key = item.searchKey;
    const found = closest(q.tokens, near, key.allWords);
    if (found && found.cost > 0) fuzzy.push({ item, ...found });
  }
  if (fuzzy.length === 0) return { items: [] };
  fuzzy.sort((a, b) => a.cost - b.cost || b.item.popularity - a.item.popularity || a.item.id - b.item.id);
  // The best correction is asked again as a query of its own, for the tiers and the franchise order.
  const corrected = fuzzy[0]!.picked.join(' ');
  const again = sortHits(exactHits(items, prepare(corrected)));
  const seen = new Set(again);
  return { items: [...again, ...fuzzy.map((f) => f.item).filter((i) => !seen.has(i))], corrected };
}

/**
 * Short texts (recent searches in the search box) ranked against what is typed by the same
 * rules as titles, typos included; earlier texts win ties.
 */
export function rankTexts(texts: readonly string[], typed: string): string[] {
  const items = texts.map((text, i) => ({
    id: i,
    popularity: texts.length - i,
    kind: '',
    date: '',
    searchKey: searchKey([text]),
    text,
  }));
  const vocabulary = new Vocabulary(items.map((i) => i.searchKey));
  return rankByQuery(items, typed, vocabulary).items.map((i) => i.text);
}
