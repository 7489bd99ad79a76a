import { useT } from '../../i18n/react';
import { GRID_CLASS } from './row-nav';

/** Placeholders with the final layout's sizes, so content replaces them without a jump. */
const bar = 'animate-pulse rounded bg-surface-raised';

export function CardSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={`aspect-[2/3] w-full rounded-md ${bar}`} />
      <div className={`mt-2 h-4 w-4/5 ${bar}`} />
      <div className={`mt-1 h-3 w-1/2 ${bar}`} />
    </div>
  );
}

/** 21 skeleton cards on listing pages. */
export function GridSkeleton({ count = 21, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={label ?? t('media.skeleton.loading')}
      aria-busy="true"
      className={GRID_CLASS}
      data-testid="grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

export function RowSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="py-3">
      <div className={`mx-4 mb-2 h-6 w-44 sm:mx-6 ${bar}`} />
      <div className="flex gap-3 overflow-hidden px-4 py-2 sm:px-6">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="w-32 shrink-0 sm:w-40 md:w-44">
            <CardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}

export function ListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="flex gap-4 rounded-lg border border-border p-3">
          <div className={`aspect-[2/3] w-16 sm:w-20 ${bar}`} />
          <div className="flex-1 space-y-2">
            <div className={`h-4 w-1/2 ${bar}`} />
            <div className={`h-3 w-1/4 ${bar}`} />
            <div className={`h-3 w-full ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A hero's two action buttons (Watch Now and the next). */
function ActionBars({ second }: { second: 'w-36' | 'w-28' }) {
  return (
    <div className="flex gap-3">
      <div className={`h-12 w-36 ${bar}`} />
      <div className={`h-12 ${second} ${bar}`} />
    </div>
  );
}

/** The home hero's frame (same height as the real one). */
export function HeroSkeleton() {
  return (
    <div aria-hidden="true" className="relative h-[68vh] max-h-[720px] min-h-[440px] w-full bg-surface">
      <div className="absolute inset-x-0 bottom-0 space-y-4 px-4 pb-12 sm:px-6">
        <div className={`h-10 w-2/3 max-w-xl ${bar}`} />
        <div className={`h-4 w-1/3 max-w-xs ${bar}`} />
        <div className={`h-16 w-full max-w-2xl ${bar}`} />
        <ActionBars second="w-36" />
      </div>
    </div>
  );
}

/** A detail page's frame: backdrop, poster, title lines, a row. */
export function DetailSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('media.skeleton.loadingTitle')}
      aria-busy="true"
      data-testid="detail-skeleton"
    >
      <div className="relative h-[52vh] min-h-[360px] w-full bg-surface">
        <div className="absolute inset-x-0 bottom-0 flex items-end gap-6 px-4 pb-8 sm:px-6">
          <div className={`hidden aspect-[2/3] w-44 shrink-0 md:block ${bar}`} />
          <div className="flex-1 space-y-3">
            <div className={`h-10 w-2/3 max-w-lg ${bar}`} />
            <div className={`h-4 w-1/3 max-w-xs ${bar}`} />
            <ActionBars second="w-28" />
          </div>
        </div>
      </div>
      <div className="space-y-3 px-4 py-8 sm:px-6">
        <div className={`h-4 w-full max-w-3xl ${bar}`} />
        <div className={`h-4 w-5/6 max-w-3xl ${bar}`} />
        <div className={`h-4 w-2/3 max-w-3xl ${bar}`} />
      </div>
      <RowSkeleton />
    </div>
  );
}

/**
 * One row of a list of titles (My List's Continue Watching, Upcoming's episodes) while it loads:
 * the poster at `poster`'s width, then a title line and two detail lines at `lines`' widths.
 */
export function TitleRowSkeleton({ poster, lines }: { poster: string; lines: readonly string[] }) {
  return (
    <li className="flex gap-4 rounded-lg border border-border bg-surface/60 p-3">
      <div className={`aspect-[2/3] animate-pulse rounded-md bg-surface-raised ${poster}`} />
      <div className="flex-1 space-y-2 pt-1">
        {lines.map((width, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className={`${i === 0 ? 'h-4' : 'h-3'} ${width} ${bar}`} />
        ))}
      </div>
    </li>
  );
}
