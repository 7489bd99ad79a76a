import type { MediaCard as Card } from '../../../shared/catalogue';
import { GRID_CARD_SIZES, MediaCard } from './MediaCard';
import { MediaList } from './MediaList';
import { GRID_CLASS, onNavKeyDown } from './row-nav';

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
  if (view === 'list') return <MediaList items={items} eagerCount={eagerCount} label={label} />;
  return (
    <ul aria-label={label} data-nav-row="grid" onKeyDown={onNavKeyDown} className={GRID_CLASS}>
      {items.map((item, i) => (
        <li key={`${item.mediaType}-${item.id}`}>
          <MediaCard item={item} eager={i < eagerCount} sizes={GRID_CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}
