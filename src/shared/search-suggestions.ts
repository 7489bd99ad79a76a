/**
 * The Search page's suggestions before anything is typed: the spec's popular searches (titles:
 * catalogue data, not translated), which the server offers to Adult profiles and visitors
 * (src/server/features/catalogue/suggestions.ts keeps the others to their level).
 */
export const POPULAR_SEARCHES: readonly string[] = Object.freeze([
  'Marvel',
  'Breaking Bad',
  'The Office',
  'Stranger Things',
  'John Wick',
  'Game of Thrones',
]);

/** How many the page offers. */
export const SUGGESTIONS_MAX = 6;
