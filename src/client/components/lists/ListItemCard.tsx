import type { ListItem } from '@shared/schemas/lists';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t as translate } from '../../i18n';
import { yearOf } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { detailHref } from '../media/MediaCard';
import { MediaImage } from '../media/MediaImage';
import { RatingBadge } from '../media/RatingBadge';

/** A list item's title, or a stand-in when the catalogue gave none when it was added. */
export const itemTitle = (i: ListItem) =>
  i.title ?? translate(i.mediaType === 'movie' ? 'lists.movieNumber' : 'lists.showNumber', { id: i.mediaId });

/** One title of a list as a row card: poster, title, year and its note; `children` its controls. */
export function ListItemCard({
  item,
  children,
  noteSlot,
}: {
  item: ListItem;
  children?: ReactNode;
  noteSlot?: ReactNode;
}) {
  const t = useT();
  const title = itemTitle(item);
  const year = yearOf(item.date ?? '');
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-surface p-3">
      <Link
        href={detailHref({ id: Number(item.mediaId), mediaType: item.mediaType })}
        className="relative aspect-[2/3] w-16 shrink-0 overflow-hidden rounded bg-surface-raised outline-offset-4 sm:w-20"
        aria-label={title}
        tabIndex={-1}
      >
        <MediaImage path={item.posterPath} kind="poster" sizes="80px" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          href={detailHref({ id: Number(item.mediaId), mediaType: item.mediaType })}
          className="block truncate font-semibold text-white hover:underline"
        >
          {title}
        </Link>
        <p className="flex items-center gap-2 text-sm text-muted">
          <span>
            {year ?? '—'} · {t(item.mediaType === 'movie' ? 'media.card.movie' : 'media.card.tv')}
          </span>
          {item.voteAverage !== null && <RatingBadge vote={item.voteAverage} />}
        </p>
        {noteSlot ??
          (item.note ? (
            <p className="mt-1 whitespace-pre-line text-sm text-fg-secondary">{item.note}</p>
          ) : null)}
      </div>
      {children}
    </div>
  );
}
