import type { NextUpItem } from '@shared/tracking';
import {
  WATCH_LATER_SORTS,
  type WatchLaterItem,
  type WatchLaterSort,
  watchLaterKey,
} from '@shared/watch-later';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { TrashIcon } from '../../components/layout/icons';
import { EmptyState } from '../../components/media/EmptyState';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { detailHref } from '../../components/media/MediaCard';
import { MediaImage } from '../../components/media/MediaImage';
import { RatingBadge } from '../../components/media/RatingBadge';
import { GRID_CLASS } from '../../components/media/row-nav';
import { StarsDisplay } from '../../components/rating/StarRating';
import { InlineSelect } from '../../components/ui/forms';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { UndoToaster } from '../../components/ui/UndoToast';
import { useUndoableRemoval } from '../../components/ui/useUndoableRemoval';
import { currentLocale, t as translate } from '../../i18n';
import { formatCount, yearOf } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { useCardMarks } from '../../lib/use-marks';
import { useWatchLater } from '../../lib/use-watch-later';
import { GridSkeleton } from './GridSkeleton';

const SORT_LABEL = {
  added: 'account.watchLater.sortAdded',
  title: 'account.watchLater.sortTitle',
  year: 'account.watchLater.sortYear',
} as const;

/** A saved title's name, or a stand-in when the catalogue gave none when it was saved. */
const titleOf = (i: WatchLaterItem) =>
  i.title ??
  translate(i.mediaType === 'movie' ? 'account.continue.movieNumber' : 'account.continue.showNumber', {
    id: i.mediaId,
  });

/** Newest first; by title in the reader's language's order; by year, newest first. */
function sorted(items: readonly WatchLaterItem[], sort: WatchLaterSort): WatchLaterItem[] {
  const byAdded = (a: WatchLaterItem, b: WatchLaterItem) => b.addedAt.localeCompare(a.addedAt);
  if (sort === 'added') return [...items].sort(byAdded);
  if (sort === 'title') {
    const collator = new Intl.Collator(currentLocale(), { sensitivity: 'base', numeric: true });
    return [...items].sort((a, b) => collator.compare(titleOf(a), titleOf(b)) || byAdded(a, b));
  }
  return [...items].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || byAdded(a, b));
}

/** My List's Watch Later tab: the saved titles, sortable, each removable with Undo. */
export function WatchLaterTab() {
  const t = useT();
  const list = useWatchLater();
  const [sort, setSort] = useState<WatchLaterSort>('added');
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const onFailure = useCallback(
    () => setNotice({ kind: 'error', message: translate('account.myList.removeFailed') }),
    [],
  );
  const removal = useUndoableRemoval({
    keyOf: watchLaterKey,
    message: (i: WatchLaterItem) => translate('account.watchLater.removed', { title: titleOf(i) }),
    remove: list.removeNow,
    onFailure,
  });
  const marksOf = useCardMarks(list.items.filter((i) => i.mediaType === 'tv').map((i) => i.mediaId));
  const watchedMovies = useWatchedMovies(list.items, list.account);
  const ratingKeys = useMemo(() => list.items.map(watchLaterKey).sort(), [list.items]);
  const rated = trpc.ratings.ofTitles.useQuery(
    { keys: ratingKeys },
    { enabled: list.account && ratingKeys.length > 0, staleTime: 10_000 },
  ).data;
  const shown = useMemo(
    () => sorted(list.items, sort).filter((i) => !removal.pending.has(watchLaterKey(i))),
    [list.items, sort, removal.pending],
  );

  if (list.loading) return <GridSkeleton label={t('account.myList.loading')} />;
  if (list.error) return <ErrorBanner message={t('account.watchLater.loadFailed')} onRetry={list.retry} />;

  return (
    <>
      <Notice notice={notice} onClose={closeNotice} />
      {shown.length === 0 ? (
        <EmptyState
          title={t('account.myList.laterTitle')}
          message={t('account.myList.laterMessage')}
          links={[{ href: '/', label: t('account.myList.browse') }]}
        />
      ) : (
        <>
          <div className="mb-4 flex items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {t('account.watchLater.count', { count: shown.length })}
            </p>
            <InlineSelect
              label={t('account.watchLater.sort')}
              tone="secondary"
              value={sort}
              options={WATCH_LATER_SORTS.map((s) => ({ value: s, label: t(SORT_LABEL[s]) }))}
              onValueChange={(s) => setSort(s as WatchLaterSort)}
            />
          </div>
          <ul className={GRID_CLASS} aria-label={t('account.myList.watchLater')}>
            {shown.map((item) => (
              <SavedCard
                key={watchLaterKey(item)}
                item={item}
                next={item.mediaType === 'tv' ? marksOf(item.mediaId).server : undefined}
                watchedMovie={watchedMovies.has(item.mediaId)}
                rating={rated?.[watchLaterKey(item)] ?? null}
                onRemove={() => removal.schedule(item)}
              />
            ))}
          </ul>
        </>
      )}
      <UndoToaster items={removal.toasts} onClose={removal.settle} />
    </>
  );
}

/** The watched movies among the saved titles (the account's marks), in one call. */
function useWatchedMovies(items: readonly WatchLaterItem[], account: boolean): ReadonlySet<string> {
  const ids = useMemo(
    () =>
      items
        .filter((i) => i.mediaType === 'movie')
        .map((i) => i.mediaId)
        .sort(),
    [items],
  );
  const q = trpc.marks.movies.useQuery({ ids }, { enabled: account && ids.length > 0, staleTime: 10_000 });
  return useMemo(() => new Set(q.data ?? []), [q.data]);
}

function SavedCard({
  item,
  next,
  watchedMovie,
  rating,
  onRemove,
}: {
  item: WatchLaterItem;
  /** A show's next up for the account ("S2 E4 next", "Caught up", "All watched"). */
  next: NextUpItem | undefined;
  watchedMovie: boolean;
  /** The profile's own rating of the title. */
  rating: number | null;
  onRemove: () => void;
}) {
  const t = useT();
  const title = titleOf(item);
  const year = yearOf(item.date ?? '');
  // Kept on the list (the profile's choice): a watched title wears a badge.
  const watched = watchedMovie || (!!next && next.next === null && !next.caughtUp);
  return (
    <li className="relative" data-testid="saved-title">
      <Link
        href={detailHref({ id: Number(item.mediaId), mediaType: item.mediaType })}
        className="group block rounded-md outline-offset-4"
      >
        <div className="relative aspect-[2/3] overflow-hidden rounded-md bg-surface-raised shadow-md ring-1 ring-white/5">
          <MediaImage path={item.posterPath} kind="poster" sizes="(min-width: 640px) 180px, 33vw" />
          {item.voteAverage !== null && (
            <RatingBadge vote={item.voteAverage} className="absolute end-1.5 top-1.5" />
          )}
          {watched && (
            <span className="absolute bottom-1.5 start-1.5 inline-flex items-center gap-1 rounded bg-canvas/90 px-1.5 py-0.5 text-xs font-semibold text-fg shadow-md">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-3 w-3"
                fill="none"
                stroke="currentColor"
                strokeWidth={3}
              >
                <path d="M5 12l5 5L20 7" />
              </svg>
              {t('account.watchLater.watched')}
            </span>
          )}
        </div>
        <p
          className="mt-2 truncate text-sm font-medium text-fg group-hover:text-white"
          data-content={item.title ? '' : undefined}
        >
          {title}
        </p>
        <p className="text-xs text-muted">
          {year ?? '—'} · {t(item.mediaType === 'movie' ? 'media.card.movie' : 'media.card.tv')}
        </p>
        {rating !== null && <StarsDisplay rating={rating} className="mt-0.5" />}
        {next && (
          <p className="text-xs font-medium text-accent-fg">
            {next.next
              ? t('account.marks.next', {
                  season: formatCount(next.next.season),
                  episode: formatCount(next.next.episode),
                })
              : next.caughtUp
                ? t('account.marks.caughtUp')
                : t('account.marks.allWatched')}
          </p>
        )}
      </Link>
      <button
        type="button"
        aria-label={t('account.watchLater.remove', { title })}
        title={t('account.watchLater.remove', { title })}
        onClick={onRemove}
        className="absolute start-1.5 top-1.5 flex h-9 w-9 items-center justify-center rounded-full bg-canvas/85 text-fg shadow-md ring-1 ring-white/15 hover:bg-surface-hover hover:text-white"
      >
        <TrashIcon size={16} />
      </button>
    </li>
  );
}
