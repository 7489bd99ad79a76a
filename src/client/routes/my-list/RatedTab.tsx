import { RATING_SORTS, type RatingItem, type RatingSort } from '@shared/schemas/ratings';
import { useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { detailHref } from '../../components/media/MediaCard';
import { MediaImage } from '../../components/media/MediaImage';
import { GRID_CLASS } from '../../components/media/row-nav';
import { StarsDisplay } from '../../components/rating/StarRating';
import { Button } from '../../components/ui/Button';
import { InlineSelect } from '../../components/ui/forms';
import { t as translate } from '../../i18n';
import { formatCount, formatDate, yearOf } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { GridSkeleton } from './GridSkeleton';

const SORT_LABEL = {
  rated: 'ratings.sortRated',
  rating: 'ratings.sortRating',
  title: 'ratings.sortTitle',
} as const;

const ALL = 'all';

/** A rating's title, or a stand-in when the catalogue gave none. */
const titleOf = (i: RatingItem) =>
  i.title ??
  translate(i.mediaType === 'movie' ? 'account.continue.movieNumber' : 'account.continue.showNumber', {
    id: i.mediaId,
  });

/** "Season 2" or "S2 E5" for a narrower rating; null for the title's own. */
function scopeLabel(i: RatingItem): string | null {
  if (i.season === 0 && i.episode === 0) return null;
  const season = formatCount(i.season);
  return i.episode === 0
    ? translate('ratings.seasonShort', { season })
    : translate('ratings.episodeShort', { season, episode: formatCount(i.episode) });
}

/** My List's Rated tab: the profile's ratings in pages of 50, sorted, filtered by stars. */
export function RatedTab() {
  const t = useT();
  const [sort, setSort] = useState<RatingSort>('rated');
  const [stars, setStars] = useState<string>(ALL);
  const [pages, setPages] = useState(1);
  const filter = stars === ALL ? undefined : Number(stars);
  const first = trpc.ratings.list.useQuery({ sort, stars: filter, page: 1 }, { staleTime: 10_000 });

  const controls = (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {first.data ? t('ratings.count', { count: first.data.total }) : '\u00a0'}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <InlineSelect
          label={t('ratings.filter')}
          tone="secondary"
          value={stars}
          options={[
            { value: ALL, label: t('ratings.filterAll') },
            ...[5, 4, 3, 2, 1].map((n) => ({
              value: String(n),
              label: t('ratings.filterStars', { count: n }),
            })),
          ]}
          onValueChange={(v) => {
            setStars(v);
            setPages(1);
          }}
        />
        <InlineSelect
          label={t('ratings.sort')}
          tone="secondary"
          value={sort}
          options={RATING_SORTS.map((s) => ({ value: s, label: t(SORT_LABEL[s]) }))}
          onValueChange={(s) => {
            setSort(s as RatingSort);
            setPages(1);
          }}
        />
      </div>
    </div>
  );

  if (first.isPending)
    return (
      <>
        {controls}
        <GridSkeleton label={t('ratings.loading')} />
      </>
    );
  if (first.isError)
    return (
      <>
        {controls}
        <ErrorBanner message={t('ratings.loadFailed')} onRetry={() => void first.refetch()} />
      </>
    );
  if (first.data.total === 0 && filter === undefined)
    return (
      <EmptyState
        title={t('ratings.emptyTitle')}
        message={t('ratings.emptyMessage')}
        links={[{ href: '/', label: t('ratings.browse') }]}
      />
    );
  return (
    <>
      {controls}
      {first.data.total === 0 ? (
        <p className="py-10 text-center text-sm text-muted">{t('ratings.emptyFiltered')}</p>
      ) : (
        <ul className={GRID_CLASS} aria-label={t('ratings.title')}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <RatedPage key={page} page={page} sort={sort} stars={filter} />
          ))}
        </ul>
      )}
      {pages < first.data.totalPages && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => setPages((p) => p + 1)}>
            {t('ratings.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function RatedPage({ page, sort, stars }: { page: number; sort: RatingSort; stars: number | undefined }) {
  const q = trpc.ratings.list.useQuery({ sort, stars, page }, { staleTime: 10_000 });
  if (!q.data) return null;
  return (
    <>
      {q.data.items.map((item) => (
        <RatedCard key={`${item.mediaType}:${item.mediaId}:${item.season}:${item.episode}`} item={item} />
      ))}
    </>
  );
}

function RatedCard({ item }: { item: RatingItem }) {
  const t = useT();
  const title = titleOf(item);
  const scope = scopeLabel(item);
  const year = yearOf(item.date ?? '');
  const href =
    item.mediaType === 'tv' && item.episode > 0
      ? `/tv/${item.mediaId}/${item.season}/${item.episode}`
      : detailHref({ id: Number(item.mediaId), mediaType: item.mediaType });
  return (
    <li data-testid="rated-title">
      <Link href={href} className="group block rounded-md outline-offset-4">
        <div className="relative aspect-[2/3] overflow-hidden rounded-md bg-surface-raised shadow-md ring-1 ring-white/5">
          <MediaImage path={item.posterPath} kind="poster" sizes="(min-width: 640px) 180px, 33vw" />
        </div>
        <p className="mt-2 truncate text-sm font-medium text-fg group-hover:text-white">{title}</p>
        {scope && <p className="truncate text-xs text-fg-secondary">{scope}</p>}
        <p className="text-xs text-muted">
          {year ?? '—'} · {t(item.mediaType === 'movie' ? 'media.card.movie' : 'media.card.tv')}
        </p>
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <StarsDisplay rating={item.rating} />
        <span className="text-xs text-muted">{formatDate(item.ratedAt.slice(0, 10))}</span>
      </div>
    </li>
  );
}
