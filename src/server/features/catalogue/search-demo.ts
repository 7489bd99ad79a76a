import type { SearchPage } from '@shared/catalogue';
import type { MaturityLevel } from '@shared/profiles';
import type { TSearch } from '@shared/schemas/catalogue';
import { toCards } from './map';
import { certificationParams } from './maturity';
import { sortedBy } from './search';
import { getDemoCatalogue } from './sources/demo/catalogue';
import { search } from './sources/demo/queries';
import { listItem, PAGE_SIZE } from './sources/demo/shapes';

/**
 * The demo's search answered from its index in memory (no cache round trip): the filters
 * apply before counting and the whole ranked list is known, so the total is the cards. A
 * level below Adult filters the index by its ratings too (TMDB's certification parameters).
 */
export function searchDemo(input: TSearch, level: MaturityLevel = 'adult'): SearchPage {
  const cat = getDemoCatalogue();
  const params =
    level === 'adult' ? { query: input.query } : { query: input.query, ...certificationParams(level) };
  const found = search(cat, input.type, params, input, input.exact);
  const ranked = sortedBy(found.entries, input.sort);
  const start = (input.page - 1) * PAGE_SIZE;
  const slice = ranked.slice(start, start + PAGE_SIZE).map((e) => listItem(e, true));
  const results = toCards(slice, { order: 'keep', allowUnrated: true });
  return {
    page: input.page,
    totalPages: Math.max(1, Math.ceil(ranked.length / PAGE_SIZE)),
    totalResults: ranked.length,
    results,
    ...(found.corrected ? { correctedQuery: found.corrected } : {}),
  };
}
