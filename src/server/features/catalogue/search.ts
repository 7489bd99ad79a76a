import { MEDIA_TYPES, type MediaCard, type MediaType, type Paged } from '@shared/catalogue';
import { dateOf } from '@shared/catalogue-quality';
import { m } from '@shared/i18n/message';
import type { TSearch } from '@shared/schemas/catalogue';
import type { SearchSort } from '@shared/search-url';
import { AppError, isAppError } from '../../errors';
import { type CatalogueLanguage, DEFAULT_CATALOGUE_LANGUAGE } from './language';
import { detailAsListItem, paged, resultsOf, toCards, typed } from './map';
import type { CatalogueService } from './service';
import { parseSearchPrefixes } from './sources/demo/search';
import type { TmdbListItem } from './types';

/** Search for the search page and the listings' search boxes. */
type Params = Record<string, string>;

const SORTERS: Record<SearchSort, (a: MediaCard, b: MediaCard) => number> = {
  popularity: (a, b) => b.popularity - a.popularity,
  rating: (a, b) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount,
  date: (a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0),
  title: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
};

const sorted = (cards: MediaCard[], sort?: SearchSort) => (sort ? [...cards].sort(SORTERS[sort]) : cards);
const typesOf = (type: TSearch['type']): MediaType[] => (type === 'multi' ? [...MEDIA_TYPES] : [type]);

/**
 * Search with two prefixes: `tmdb:550` looks the id up directly and
 * `year:1999 matrix` restricts to that year (TMDB's year parameter where the endpoint has
 * one, and a filter on the results in any case). People are dropped, the quality filter
 * applies, and the order is relevance unless a sort is asked for.
 */
export async function search(
  svc: CatalogueService,
  input: TSearch,
  lang: CatalogueLanguage = DEFAULT_CATALOGUE_LANGUAGE,
): Promise<Paged<MediaCard>> {
  const { text, year, id } = parseSearchPrefixes(input.query);
  if (id !== undefined) return searchById(svc, id, input, lang);
  if (!text && year === undefined) throw new AppError('VALIDATION', m('messages.validation.searchRequired'));
  if (!text) return searchByYear(svc, year!, input, lang);
  const params: Params = { query: text };
  if (input.page > 1) params.page = String(input.page);
  if (year !== undefined && input.type === 'movie') params.primary_release_year = String(year);
  if (year !== undefined && input.type === 'tv') params.first_air_date_year = String(year);
  const payload = await svc.get(`search/${input.type}`, params, lang);
  const fallback = input.type === 'multi' ? undefined : input.type;
  let items = typed(resultsOf(payload), fallback);
  if (year !== undefined) {
    items = items.filter(
      (i) =>
        (i.media_type === 'movie' || i.media_type === 'tv') && dateOf(i, i.media_type).startsWith(`${year}-`),
    );
  }
  return paged(payload, sorted(toCards(items, { order: 'keep' }), input.sort));
}

async function searchById(
  svc: CatalogueService,
  id: number,
  input: TSearch,
  lang: CatalogueLanguage,
): Promise<Paged<MediaCard>> {
  const types = typesOf(input.type);
  const found = await Promise.allSettled(types.map((t) => svc.get(`${t}/${id}`, {}, lang)));
  const items: TmdbListItem[] = [];
  found.forEach((r, i) => {
    if (r.status === 'fulfilled') items.push(detailAsListItem(r.value, types[i]!));
    else if (!(isAppError(r.reason) && r.reason.code === 'NOT_FOUND')) throw r.reason;
  });
  const cards = input.page === 1 ? toCards(items, { order: 'keep' }) : [];
  return { page: input.page, totalPages: 1, totalResults: cards.length, results: cards };
}

/** `year:1999` alone: that year's titles, most popular first. */
async function searchByYear(
  svc: CatalogueService,
  year: number,
  input: TSearch,
  lang: CatalogueLanguage,
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
        },
        lang,
      );
      return { payload, items: typed(resultsOf(payload), t) };
    }),
  );
  const cards = sorted(
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
