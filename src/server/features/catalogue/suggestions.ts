import type { MediaType } from '@shared/catalogue';
import type { MaturityLevel } from '@shared/profiles';
import { POPULAR_SEARCHES, SUGGESTIONS_MAX } from '@shared/search-suggestions';
import { MAX_QUERY_LENGTH } from '@shared/search-url';
import type { CatalogueLanguage } from './language';
import { resultsOf, toCards, typed } from './map';
import { fetchForLevel } from './screens';
import type { CatalogueService } from './service';

const POPULAR: readonly { path: string; type: MediaType }[] = [
  { path: 'movie/popular', type: 'movie' },
  { path: 'tv/popular', type: 'tv' },
];

/**
 * The Search page's suggestions, kept to the profile's level like every catalogue answer: Adult
 * (and visitors) get the spec's fixed list; a level below gets the titles of its most popular
 * allowed films and shows, taken in turn, so each one, tapped, finds its title on that profile.
 * (The fixed list names titles rated R and TV-MA, which a Kids search cannot find.)
 */
export async function searchSuggestions(
  svc: CatalogueService,
  lang: CatalogueLanguage,
  level: MaturityLevel,
): Promise<string[]> {
  if (level === 'adult') return [...POPULAR_SEARCHES];
  const lists = await Promise.all(
    POPULAR.map(async (q) => {
      try {
        const payload = await fetchForLevel(svc, { path: q.path, type: q.type, params: {} }, lang, level);
        return toCards(typed(resultsOf(payload), q.type), { order: 'keep' }).map((c) => c.title);
      } catch (err) {
        svc.logger?.warn({ err, path: q.path }, 'search suggestions: a list failed');
        return [];
      }
    }),
  );
  const out: string[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < SUGGESTIONS_MAX; i++) {
    for (const list of lists) {
      const title = list[i]?.trim();
      if (!title || title.length > MAX_QUERY_LENGTH || seen.has(title.toLowerCase())) continue;
      seen.add(title.toLowerCase());
      out.push(title);
      if (out.length >= SUGGESTIONS_MAX) break;
    }
  }
  return out;
}
