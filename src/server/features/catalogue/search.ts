import { MEDIA_TYPES, type MediaCard, type MediaType, type Paged, type SearchPage } from '@shared/catalogue';
import { m } from '@shared/i18n/message';
import type { MaturityLevel } from '@shared/profiles';
import type { TSearch } from '@shared/schemas/catalogue';
import { filterSearchResults, type SearchSort } from '@shared/search-url';
import { MatchTier, matchTier, searchKey } from '@shared/title-match';
import { AppError, isAppError } from '../../errors';
import type { CatalogueAnswer } from './answer';
import type { CatalogueLanguage } from './language';
import { detailAsListItem, paged, resultsOf, toCards, typed } from './map';
import { certificationParams, keepAllowed } from './maturity';
import { itemRef } from './screens';
import { searchDemo } from './search-demo';
import type { CatalogueService } from './service';
import { parseSearchPrefixes } from './sources/demo/search';
import type { TmdbListItem } from './types';

/** Search for the search page and the listings' search boxes. */
type Params = Record<string, string>;
type Sortable = Pick<MediaCard, 'popularity' | 'voteAverage' | 'voteCount' | 'date' | 'title'>;

const SORTERS: Record<SearchSort, (a: Sortable, b: Sortable) => number> = {
  popularity: (a, b) => b.popularity - a.popularity,
  rating: (a, b) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount,
  date: (a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0),
  title: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
};

export const sortedBy = <T extends Sortable>(cards: readonly T[], sort?: SearchSort): T[] =>
  sort ? [...cards].sort(SORTERS[sort]) : [...cards];
const typesOf = (type: TSearch['type']): MediaType[] => (type === 'multi' ? [...MEDIA_TYPES] : [type]);

/**
 * Search with two prefixes: `tmdb:550` looks the id up directly and
 * `year:1999 matrix` restricts to that year (TMDB's year parameter where the endpoint has
 * one, and a filter on the results in any case). People are dropped, the quality filter
 * applies (an unrated title is still a result), the Search page's filters apply before
 * counting, and the order is relevance unless a sort is asked for. The demo searches its
 * local index; TMDB is asked first, then its people, then the titles already seen when it
 * finds nothing for a misspelling. Every title is one `level` allows (the demo filters its
 * index by rating; TMDB's results are kept title by title, their totals less what a page
 * dropped), and a typo correction is only reported when it finds an allowed title.
 */
export const search: CatalogueAnswer<TSearch, SearchPage> = async (svc, input, lang, level) => {
  const page = await searchAtLevel(svc, input, lang, level);
  // Said with the answer, so an empty page can say titles may be hidden by the level.
  return level === 'adult' ? page : { ...page, keptToLevel: level };
};

const searchAtLevel: CatalogueAnswer<TSearch, SearchPage> = async (svc, input, lang, level) => {
  const { text, year, id } = parseSearchPrefixes(input.query);
  if (id !== undefined) return searchById(svc, id, input, lang, level);
  if (!text && year === undefined) throw new AppError('VALIDATION', m('messages.validation.searchRequired'));
  if (svc.source === 'demo') return searchDemo(input, level);
  if (!text) return searchByYear(svc, year!, input, lang, level);
  return searchTmdb({ svc, input, text, year, lang, level });
};

/** The items of a page a level allows (Adult: the same array). */
const allowedItems = (
  svc: CatalogueService,
  level: MaturityLevel,
  items: readonly TmdbListItem[],
  lang: CatalogueLanguage,
) => keepAllowed(svc, level, items, (i) => itemRef(i), lang.region);

/** A search for words (and maybe a year) at TMDB, for a reader and a level. */
interface TextSearch {
  svc: CatalogueService;
  input: TSearch;
  text: string;
  year: number | undefined;
  lang: CatalogueLanguage;
  level: MaturityLevel;
}

/** One upstream page as cards: kept, and how many of the page's items were not. */
async function upstreamPage({ svc, input, text, year, lang, level }: TextSearch) {
  const params: Params = { query: text };
  if (input.page > 1) params.page = String(input.page);
  if (year !== undefined && input.type === 'movie') params.primary_release_year = String(year);
  if (year !== undefined && input.type === 'tv') params.first_air_date_year = String(year);
  const payload = await svc.get(`search/${input.type}`, params, lang);
  const items = typed(resultsOf(payload), input.type === 'multi' ? undefined : input.type);
  const allowed = await allowedItems(svc, level, items, lang);
  const cards = filterSearchResults(toCards(allowed, { order: 'keep', allowUnrated: true }), input).filter(
    (c) => year === undefined || c.date.startsWith(`${year}-`),
  );
  return { payload, items, cards, dropped: items.length - cards.length };
}

async function searchTmdb(q: TextSearch): Promise<SearchPage> {
  const { input, text, year } = q;
  const found = await upstreamPage(q);
  const upstream = paged(found.payload, []);
  let cards = found.cards;
  if (input.page === 1) {
    if (cards.length === 0 && !input.exact) {
      const fixed = await correctFromSeen(q);
      if (fixed) return fixed;
    }
    if (!input.sort) cards = reRank(cards, found.items, text);
    const people = year === undefined ? await knownFor(q) : [];
    const have = new Set(cards.map((c) => `${c.mediaType}:${c.id}`));
    cards = [...cards, ...people.filter((c) => !have.has(`${c.mediaType}:${c.id}`))];
  }
  const added = cards.length - found.cards.length;
  // One upstream page: the count is exact. More: what this page dropped is taken off the
  // total, so it never claims a card the pages do not hold.
  const single = upstream.totalPages <= 1;
  return {
    page: input.page,
    totalPages: single ? 1 : upstream.totalPages,
    totalResults: single
      ? cards.length
      : Math.max(cards.length, upstream.totalResults - found.dropped + added),
    results: sortedBy(cards, input.sort),
  };
}

/** TMDB's page in our tiers (exact, prefix, whole words…), TMDB's order within a tier. */
function reRank(cards: MediaCard[], items: readonly TmdbListItem[], text: string): MediaCard[] {
  const original = new Map(
    items.map((i) => [`${i.media_type}:${i.id}`, i.original_title ?? i.original_name]),
  );
  const tier = (c: MediaCard) =>
    matchTier(searchKey([c.title], [original.get(`${c.mediaType}:${c.id}`)]), text) ?? MatchTier.typo;
  return cards
    .map((c, i) => ({ c, i, t: tier(c) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.c);
}

/**
 * The titles of the person a query names (`search/person`, first page, cached like every
 * call): a director's or creator's known-for titles. A failure here leaves the title
 * results as they are.
 */
async function knownFor({ svc, input, text, lang, level }: TextSearch) {
  if (input.type !== 'multi' && input.type !== 'movie' && input.type !== 'tv') return [];
  try {
    const payload = await svc.get('search/person', { query: text }, lang);
    const person = resultsOf(payload)[0] as (TmdbListItem & { known_for?: unknown }) | undefined;
    const name = typeof person?.name === 'string' ? person.name : '';
    if (!person || matchTier(searchKey([name]), text) === null) return [];
    const listed = Array.isArray(person.known_for) ? (person.known_for as TmdbListItem[]) : [];
    const items = await allowedItems(svc, level, listed, lang);
    return filterSearchResults(toCards(items, { order: 'keep', allowUnrated: true }), input).filter(
      (c) => input.type === 'multi' || c.mediaType === input.type,
    );
  } catch (err) {
    svc.logger?.debug({ err }, 'search/person failed; title results only');
    return [];
  }
}

/** TMDB found nothing: the titles already seen say what a misspelt query meant. */
async function correctFromSeen(q: TextSearch): Promise<SearchPage | null> {
  const { svc, input, lang, level } = q;
  const fix = svc.seen.correct(q.text, input.type);
  if (!fix) return null;
  const again = await upstreamPage({ ...q, text: fix.corrected });
  if (again.cards.length > 0) {
    const upstream = paged(again.payload, []);
    const single = upstream.totalPages <= 1;
    return {
      page: 1,
      totalPages: single ? 1 : upstream.totalPages,
      totalResults: single ? again.cards.length : upstream.totalResults - again.dropped,
      results: sortedBy(
        input.sort ? again.cards : reRank(again.cards, again.items, fix.corrected),
        input.sort,
      ),
      correctedQuery: fix.corrected,
    };
  }
  const seen = await allowedItems(svc, level, fix.items, lang);
  const local = filterSearchResults(toCards(seen, { order: 'keep', allowUnrated: true }), input);
  if (local.length === 0) return null;
  const results = sortedBy(local, input.sort);
  return { page: 1, totalPages: 1, totalResults: results.length, results, correctedQuery: fix.corrected };
}

async function searchById(
  svc: CatalogueService,
  id: number,
  input: TSearch,
  lang: CatalogueLanguage,
  level: MaturityLevel,
): Promise<Paged<MediaCard>> {
  const types = typesOf(input.type);
  const found = await Promise.allSettled(types.map((t) => svc.get(`${t}/${id}`, {}, lang)));
  const items: TmdbListItem[] = [];
  found.forEach((r, i) => {
    if (r.status === 'fulfilled') items.push(detailAsListItem(r.value, types[i]!));
    else if (!(isAppError(r.reason) && r.reason.code === 'NOT_FOUND')) throw r.reason;
  });
  const allowed = await allowedItems(svc, level, items, lang);
  const cards = input.page === 1 ? toCards(allowed, { order: 'keep' }) : [];
  return { page: input.page, totalPages: 1, totalResults: cards.length, results: cards };
}

/** `year:1999` alone: that year's titles, most popular first. */
async function searchByYear(
  svc: CatalogueService,
  year: number,
  input: TSearch,
  lang: CatalogueLanguage,
  level: MaturityLevel,
): Promise<Paged<MediaCard>> {
  const pages = await Promise.all(
    typesOf(input.type).map(async (t) => {
      const field = t === 'movie' ? 'primary_release_date' : 'first_air_date';
      const payload = await svc.get(
        `discover/${t}`,
        {
          include_adult: 'false',
          sort_by: 'popularity.desc',
          [`${field}.gte`]: `${year}-01-01`,
          [`${field}.lte`]: `${year}-12-31`,
          ...(input.page > 1 ? { page: String(input.page) } : {}),
          ...certificationParams(level),
        },
        lang,
      );
      return { payload, items: typed(resultsOf(payload), t) };
    }),
  );
  const cards = sortedBy(
    toCards(
      pages.flatMap((p) => p.items),
      { order: 'keep' },
    ),
    input.sort ?? 'popularity',
  );
  const totals = pages.map((p) => paged(p.payload, []));
  return {
    page: input.page,
    totalPages: Math.max(...totals.map((t) => t.totalPages)),
    totalResults: totals.reduce((s, t) => s + t.totalResults, 0),
    results: cards,
  };
}
