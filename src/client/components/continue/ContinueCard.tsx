import { Link } from 'wouter';
import { t as translate } from '../../i18n';
import { formatCount, relativeTime } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { TrashIcon } from '../layout/icons';
import { GenreList } from '../media/GenreList';
import { MediaImage } from '../media/MediaImage';
import { RatingBadge } from '../media/RatingBadge';
import { cn } from '../ui/cn';
import { type ContinueTarget, continueTarget } from './continue-target';
import type { ContinueItem } from './useContinueList';

/** A title's name, or a stand-in (in the reader's language) once its details have failed to come. */
export const continueTitle = (item: ContinueItem) =>
  item.title ??
  (item.loading
    ? null
    : translate(item.mediaType === 'movie' ? 'account.continue.movieNumber' : 'account.continue.showNumber', {
        id: item.mediaId,
      }));

/**
 * A show card's "S2 E4 next" ("Caught up" after the latest aired episode, "All watched" when
 * nothing is left): the account's next up when it has come, else where Continue goes by the
 * viewer's own marks.
 */
function nextLine(item: ContinueItem, target: ContinueTarget): string | null {
  const server = item.marks.server;
  if (item.mediaType !== 'tv' || (!item.seasons && !server)) return null;
  if (target.caughtUp) return translate('account.marks.caughtUp');
  const here = { season: item.season ?? 1, episode: item.episode ?? 1 };
  const next = server ? server.next : target.allWatched ? null : (target.next ?? here);
  return next
    ? translate('account.marks.next', {
        season: formatCount(next.season),
        episode: formatCount(next.episode),
      })
    : translate('account.marks.allWatched');
}

/**
 * One Continue Watching entry: poster, title, year, rating, genres, episode, when, progress.
 * Remove asks the list to remove it (the list offers an Undo first).
 */
export function ContinueCard({
  item,
  onRemove,
  className,
}: {
  item: ContinueItem;
  onRemove: () => void;
  className?: string;
}) {
  const t = useT();
  const title = continueTitle(item);
  const target = continueTarget(item, item.marks);
  const upNext = nextLine(item, target);
  const href = target.href;
  // Caught up or all watched: the card opens the show's page.
  const done = target.caughtUp || target.allWatched;
  const progress =
    item.position !== null && item.duration
      ? Math.min(100, Math.round((item.position / item.duration) * 100))
      : null;

  return (
    <li className={cn('flex gap-3 rounded-lg border border-border bg-surface/60 p-3 sm:gap-4', className)}>
      <Link
        href={href}
        className="relative aspect-[2/3] w-20 shrink-0 overflow-hidden rounded-md bg-surface-raised sm:w-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        <MediaImage path={item.poster} kind="poster" sizes="96px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          {title ? (
            <Link
              href={href}
              className="line-clamp-2 font-semibold text-fg hover:text-white"
              data-content={item.title ? '' : undefined}
            >
              {title}
            </Link>
          ) : (
            <span
              className="mt-1 h-4 w-40 max-w-full animate-pulse rounded bg-surface-raised"
              aria-hidden="true"
            />
          )}
          <button
            type="button"
            aria-label={
              item.recorded
                ? title
                  ? t('account.continue.removeTitle', { title })
                  : t('account.continue.removeUntitled')
                : title
                  ? t('account.continue.hideTitle', { title })
                  : t('account.continue.hideUntitled')
            }
            title={item.recorded ? t('account.continue.remove') : t('account.continue.hide')}
            onClick={onRemove}
            className="-me-1 -mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-raised hover:text-white"
          >
            <TrashIcon size={16} />
          </button>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          {item.year && <span>{item.year}</span>}
          {item.rating !== null && <RatingBadge vote={item.rating} className="bg-surface-raised" />}
          {item.mediaType === 'tv' && item.season !== null && (
            <span className="font-medium text-fg-secondary">
              {t('account.continue.episode', { season: item.season, episode: item.episode ?? '' })}
            </span>
          )}
          <span>{relativeTime(item.lastWatched)}</span>
        </p>
        {upNext && <p className="mt-1 text-xs font-medium text-accent-fg">{upNext}</p>}
        <GenreList genres={item.genres} tone="small" className="mt-2" />
        <div className="mt-auto flex items-center gap-3 pt-3">
          <Link
            href={href}
            className="inline-flex h-8 items-center gap-1.5 rounded-md bg-accent px-3 text-sm font-medium text-white hover:bg-accent-hover"
          >
            {done ? (
              t('account.continue.viewShow')
            ) : (
              <>
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor">
                  <path d="M7 4v16l13-8z" />
                </svg>
                {item.mediaType === 'tv' ? t('account.continue.continue') : t('account.continue.resume')}
              </>
            )}
            {target.next && (
              <span className="text-xs font-normal text-white">
                {t('account.continue.episode', { season: target.next.season, episode: target.next.episode })}
              </span>
            )}
          </Link>
          {progress !== null && (
            <div
              role="progressbar"
              aria-label={t('account.continue.watched')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-surface-raised"
            >
              <div className="h-full rounded-full bg-accent" style={{ width: `${progress}%` }} />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
