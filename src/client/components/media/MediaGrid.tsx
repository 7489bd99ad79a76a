import type { MediaCard as Card } from '@shared/catalogue';
import { isCardDisplayable } from '@shared/catalogue-quality';
import { useDeferredValue, useMemo } from 'react';
import { useT } from '../../i18n/react';
import { GRID_CARD_SIZES, MediaCard } from './MediaCard';
import { MediaList } from './MediaList';
import { GRID_CLASS, onNavKeyDown } from './row-nav';
import { GridSkeleton, ListSkeleton } from './Skeletons';

const NONE: readonly Card[] = [];

/** A results grid (or list) with arrow-key navigation; the first `eagerCount` posters load at once. */
export function MediaGrid({
  items,
  view = 'grid',
  eagerCount = 6,
  label,
}: {
  items: readonly Card[];
  view?: 'grid' | 'list';
  eagerCount?: number;
  label: string;
}) {
  // Building a page of cards is a listing's heaviest render; as a deferred (transition)
  // render React slices it into short tasks. Until the first slice lands, placeholders hold
  // the space.
  const t = useT();
  const deferred = useDeferredValue(items, NONE);
  // A card needs a title, a date, a poster and a positive rating.
  const shown = useMemo(() => deferred.filter(isCardDisplayable), [deferred]);
  if (deferred.length === 0 && items.length > 0)
    return view === 'list' ? (
      <ListSkeleton />
    ) : (
      <GridSkeleton count={Math.min(items.length, 21)} label={t('media.skeleton.loading')} />
    );
  if (view === 'list') return <MediaList items={shown} eagerCount={eagerCount} label={label} />;
  return (
    <ul aria-label={label} data-nav-row="grid" onKeyDown={onNavKeyDown} className={GRID_CLASS}>
      {shown.map((item, i) => (
        <li key={`${item.mediaType}-${item.id}`}>
          {/* The first row's posters are what a phone paints largest first: asked for first. */}
          <MediaCard item={item} eager={i < 3 ? 'high' : i < eagerCount} sizes={GRID_CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}
