import type { MessageKey } from '@client/i18n';
import type { HomeRowKey } from '@shared/catalogue';

/**
 * Each home row's name in the reader's language (the server's are English): the row's
 * heading on Home and the heading of its own list behind View All.
 */
export const ROW_TITLE: Record<HomeRowKey, MessageKey> = {
  trending: 'media.row.trending',
  popularMovies: 'media.row.popularMovies',
  trendingTv: 'media.row.trendingTv',
  popularTv: 'media.row.popularTv',
  netflix: 'media.row.netflix',
  disney: 'media.row.disney',
  hbo: 'media.row.hbo',
  prime: 'media.row.prime',
};
