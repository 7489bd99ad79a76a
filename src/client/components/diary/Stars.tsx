import { useId } from 'react';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { cn } from '../ui/cn';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A rating of 1–10 as a star count (7 → "3.5"), in the reader's digits. */
export const starsOf = (rating: number) => formatNumber(rating / 2, { maximumFractionDigits: 1 });

/**
 * A rating of 1–10 shown read-only as five stars with halves (1 = ½ star … 10 = 5 stars),
 * read out as "Rated 3.5 of 5 stars". The half star is clipped from the reading start, so
 * it fills from the right in a right-to-left language.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  const clip = useId();
  return (
    <span
      role="img"
      aria-label={t('diary.stars', { stars: starsOf(rating) })}
      className={cn('inline-flex items-center gap-px text-warning', className)}
    >
      {Array.from({ length: 5 }, (_, i) => {
        const fill = Math.max(0, Math.min(2, rating - i * 2)); // 0, 1 (half) or 2 (full)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          <svg key={i} viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100">
            {fill === 1 && (
              <clipPath id={`${clip}-${i}`}>
                <rect x="0" y="0" width="12" height="24" />
              </clipPath>
            )}
            <path d={STAR} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
            {fill > 0 && (
              <path d={STAR} fill="currentColor" clipPath={fill === 1 ? `url(#${clip}-${i})` : undefined} />
            )}
          </svg>
        );
      })}
    </span>
  );
}
