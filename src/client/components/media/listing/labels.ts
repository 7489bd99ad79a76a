import type { MessageKey, MessageValues } from '@client/i18n';
import { listRow, type MediaType, type MovieSort, type QuickFilter, type TvSort } from '@shared/catalogue';
import { genreName } from '../genre-name';
import { ROW_TITLE } from '../row-titles';
import type { ChipLabeller } from './listing-state';

/**
 * The listings' words in the reader's language: the quick filters, the sorts (their ids
 * come from shared/catalogue.ts, which the server also uses) and each listing's messages.
 */
export const QUICK_FILTER_LABEL: Record<MediaType, Record<QuickFilter, MessageKey>> = {
  movie: {
    all: 'browse.filter.allMovies',
    trending: 'browse.filter.trending',
    top_rated: 'browse.filter.topRated',
    latest: 'browse.filter.latest',
  },
  tv: {
    all: 'browse.filter.allShows',
    trending: 'browse.filter.trending',
    top_rated: 'browse.filter.topRated',
    latest: 'browse.filter.latest',
  },
};

export const SORT_LABEL: Record<MovieSort | TvSort, MessageKey> = {
  'popularity.desc': 'browse.sort.mostPopular',
  'vote_average.desc': 'browse.sort.topRated',
  'primary_release_date.desc': 'browse.sort.latest',
  'first_air_date.desc': 'browse.sort.latest',
  'revenue.desc': 'browse.sort.highestGrossing',
  'title.asc': 'browse.sort.aToZ',
  'name.asc': 'browse.sort.aToZ',
  'title.desc': 'browse.sort.zToA',
  'name.desc': 'browse.sort.zToA',
};

export const sortLabel = (sort: string): MessageKey | undefined =>
  (SORT_LABEL as Record<string, MessageKey | undefined>)[sort];

/** The loading, empty and failure messages of each listing. */
export const LISTING_TEXT = {
  movie: {
    title: 'browse.listing.moviesTitle',
    intro: 'browse.listing.moviesIntro',
    summary: 'browse.listing.moviesSummary',
    failed: 'browse.listing.moviesFailed',
    emptyFound: 'browse.listing.moviesEmptyFound',
    emptyAvailable: 'browse.listing.moviesEmptyAvailable',
    more: 'browse.listing.moviesMore',
    loading: 'browse.listing.moviesLoading',
    loadingMore: 'browse.listing.moviesLoadingMore',
    searchLabel: 'browse.toolbar.searchMovies',
    searchPlaceholder: 'browse.toolbar.searchMoviesPlaceholder',
  },
  tv: {
    title: 'browse.listing.tvTitle',
    intro: 'browse.listing.tvIntro',
    summary: 'browse.listing.tvSummary',
    failed: 'browse.listing.tvFailed',
    emptyFound: 'browse.listing.tvEmptyFound',
    emptyAvailable: 'browse.listing.tvEmptyAvailable',
    more: 'browse.listing.tvMore',
    loading: 'browse.listing.tvLoading',
    loadingMore: 'browse.listing.tvLoadingMore',
    searchLabel: 'browse.toolbar.searchTv',
    searchPlaceholder: 'browse.toolbar.searchTvPlaceholder',
  },
} as const satisfies Record<MediaType, Record<string, MessageKey>>;

/** The active-filter chips in the reader's language. */
export function chipLabeller(t: (key: MessageKey, values?: MessageValues) => string): ChipLabeller {
  return (chip, kind) => {
    switch (chip.key) {
      case 'list':
        return t(ROW_TITLE[listRow(kind, chip.list)]);
      case 'filter':
        return t(QUICK_FILTER_LABEL[kind][chip.filter]);
      case 'genre':
        return genreName(t, chip.id, chip.name) ?? t('browse.chips.genreId', { id: chip.id });
      case 'sort': {
        const key = sortLabel(chip.sort);
        return t('browse.chips.sort', { label: key ? t(key) : chip.sort });
      }
      case 'search':
        return t('browse.chips.search', { query: chip.query });
    }
  };
}
