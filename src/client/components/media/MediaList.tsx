import type { MediaCard as Card } from '@shared/catalogue';
import { Link } from 'wouter';
import { yearOf } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { detailHref } from './MediaCard';
import { MediaImage } from './MediaImage';
import { RatingBadge } from './RatingBadge';
import { onNavKeyDown } from './row-nav';

/** The list view: a small poster with title, year, type, rating and two lines of overview. */
export function MediaList({
  items,
  eagerCount = 4,
  label,
}: {
  items: readonly Card[];
  eagerCount?: number;
  label: string;
}) {
  const t = useT();
  return (
    <ul aria-label={label} data-nav-row="list" onKeyDown={onNavKeyDown} className="flex flex-col gap-3">
      {items.map((item, i) => (
        <li key={`${item.mediaType}-${item.id}`}>
          <Link
            href={detailHref(item)}
            data-nav-card=""
            className="flex gap-4 rounded-lg border border-border bg-surface/60 p-3 hover:border-border-strong hover:bg-surface"
          >
            <div className="relative aspect-[2/3] w-16 shrink-0 overflow-hidden rounded sm:w-20">
              <MediaImage path={item.posterPath} kind="poster" sizes="80px" eager={i < eagerCount} />
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-fg" data-content="">
                {item.title}
              </p>
              <p className="mt-0.5 flex items-center gap-2 text-xs text-muted">
                <span>{yearOf(item.date) ?? '—'}</span>
                <span aria-hidden="true">·</span>
                <span>{t(item.mediaType === 'movie' ? 'media.card.movie' : 'media.card.tv')}</span>
                <RatingBadge vote={item.voteAverage} />
              </p>
              <p className="mt-1.5 line-clamp-2 text-sm text-fg-secondary" data-content="">
                {item.overview}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
