import { GRID_CLASS } from '../../components/media/row-nav';

/** Twelve placeholder cards in My List's grid while a tab's titles load, named by `label`. */
export function GridSkeleton({ label }: { label: string }) {
  return (
    <ul className={GRID_CLASS} aria-busy="true" aria-label={label}>
      {Array.from({ length: 12 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton cards
        <li key={i}>
          <div className="aspect-[2/3] animate-pulse rounded-md bg-surface-raised" />
          <div className="mt-2 h-3.5 w-3/4 animate-pulse rounded bg-surface-raised" />
          <div className="mt-1.5 h-3 w-1/2 animate-pulse rounded bg-surface-raised" />
        </li>
      ))}
    </ul>
  );
}
