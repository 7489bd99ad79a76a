import { KEYS, readJson, writeJson } from './storage';

/** Recent searches kept on this device (query, timestamp, results count; max 10). */
export interface SearchHistoryEntry {
  query: string;
  timestamp: number;
  resultsCount: number;
}

export const SEARCH_HISTORY_MAX = 10;

function isEntry(v: unknown): v is SearchHistoryEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.query === 'string' &&
    e.query.trim() !== '' &&
    typeof e.timestamp === 'number' &&
    typeof e.resultsCount === 'number'
  );
}

/** Newest first; the same query (ignoring case and spaces) appears once; at most 10. */
export function pushSearchHistory(
  list: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  const query = entry.query.trim();
  if (query === '') return [...list];
  const key = query.toLowerCase();
  return [{ ...entry, query }, ...list.filter((e) => e.query.trim().toLowerCase() !== key)].slice(
    0,
    SEARCH_HISTORY_MAX,
  );
}

/** A stored value of any shape → valid entries (corrupt storage must not break the page). */
export function normalizeSearchHistory(value: unknown): SearchHistoryEntry[] {
  return Array.isArray(value) ? value.filter(isEntry).slice(0, SEARCH_HISTORY_MAX) : [];
}

export function getSearchHistory(): SearchHistoryEntry[] {
  return normalizeSearchHistory(readJson<unknown>(KEYS.searchHistory, []));
}

export function addSearchHistory(
  query: string,
  resultsCount: number,
  now = Date.now(),
): SearchHistoryEntry[] {
  const next = pushSearchHistory(getSearchHistory(), { query, timestamp: now, resultsCount });
  writeJson(KEYS.searchHistory, next);
  return next;
}

export function clearSearchHistory(): void {
  writeJson(KEYS.searchHistory, []);
}
