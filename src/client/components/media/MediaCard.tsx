import type { MediaCard as Card } from '@shared/catalogue';
import { ROW_CARD_SIZES } from '@shared/images';
import { memo, Suspense } from 'react';
import { Link } from 'wouter';
import { yearOf } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { lazyPart } from '../../lib/lazy-part';
import { MediaImage } from './MediaImage';
import { RatingBadge } from './RatingBadge';

export const detailHref = (item: Pick<Card, 'id' | 'mediaType'>) =>
  item.mediaType === 'movie' ? `/movie/${item.id}` : `/tv/${item.id}`;

// Row cards are fixed widths per breakpoint; `sizes` tells the browser which poster to pick.
export { GRID_CARD_SIZES, ROW_CARD_SIZES } from '@shared/images';

type CardProps = Parameters<typeof CardLink>[0];

/** The id of the words that say Tab reaches a card's save toggle. */
export const CARD_KEYS_HINT = 'card-keys-hint';

// The save toggle's code (My List's state and writes) arrives after the first page's cards.
const CardSaveButton = lazyPart(() => import('./CardSaveButton'));

/**
 * A poster card linking to the title's detail page, with its save toggle beside the link
 * (a button cannot live inside a link) over the poster. Tab from the card reaches the toggle
 * (row-nav.ts), so a row or grid stays one stop per card until then.
 */
export const MediaCard = memo(function MediaCard(props: CardProps) {
  return (
    <div className="group/card relative">
      <CardLink {...props} />
      <Suspense fallback={null}>
        <CardSaveButton card={props.item} />
      </Suspense>
    </div>
  );
});

/** The card's link to the title's detail page; a keyboard/remote stop (`data-nav-card`). */
function CardLink({
  item,
  sizes = ROW_CARD_SIZES,
  eager = false,
  tabIndex,
}: {
  item: Card;
  sizes?: string;
  /** Load at once; 'high' also asks for it first (the likely largest paint). */
  eager?: boolean | 'high';
  /** -1 in a row whose Tab stop is another card (see MediaRow). */
  tabIndex?: 0 | -1;
}) {
  const t = useT();
  const year = yearOf(item.date);
  return (
    <Link
      href={detailHref(item)}
      data-nav-card=""
      tabIndex={tabIndex}
      // Where Tab goes next (CardSaveBridge.tsx draws the words once for every card).
      aria-describedby={CARD_KEYS_HINT}
      className="group block rounded-md outline-offset-4"
      title={item.title}
    >
      <div className="relative aspect-[2/3] overflow-hidden rounded-md bg-surface-raised shadow-md ring-1 ring-white/5">
        <MediaImage
          path={item.posterPath}
          kind="poster"
          sizes={sizes}
          eager={eager}
          className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transform-none"
        />
        <RatingBadge vote={item.voteAverage} className="absolute end-1.5 top-1.5" />
      </div>
      {/* Two lines, always held (cards in a row line up); the whole title is the link's
          tooltip and, as the link's text, what a screen reader reads. */}
      <p
        className="mt-2 line-clamp-2 min-h-10 text-sm font-medium text-fg group-hover:text-white"
        data-content=""
      >
        {item.title}
      </p>
      <p className="text-xs text-muted">
        {year ?? '—'} · {t(item.mediaType === 'movie' ? 'media.card.movie' : 'media.card.tv')}
      </p>
    </Link>
  );
}
