import { RATING_MAX } from '@shared/schemas/ratings';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatCount } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { cn } from '../ui/cn';

/** "4½": whole stars in the reader's digits, then ½ for an odd rating; "½" alone for 1. */
export function starsText(rating: number): string {
  const whole = Math.floor(rating / 2);
  const half = rating % 2 === 1 ? '½' : '';
  return whole === 0 ? half : `${formatCount(whole)}${half}`;
}

/** The accessible name of a rating: "½ star", "1 star", "4½ stars" (the language's plural rules). */
export function useStarsLabel(): (rating: number) => string {
  const t = useT();
  return (rating) =>
    rating === 1
      ? t('ratings.halfStar')
      : t('ratings.starsLabel', { count: rating / 2, stars: starsText(rating) });
}

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

/** One star, empty, half (its start half) or full; the half follows the reading direction. */
function Star({ fill, size }: { fill: 0 | 1 | 2; size: number }) {
  return (
    <span className="relative inline-block" style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} className="absolute inset-0 text-control-strong">
        <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
      </svg>
      {fill > 0 && (
        <span
          className="absolute inset-y-0 start-0 overflow-hidden"
          style={{ width: fill === 2 ? size : size / 2 }}
        >
          <svg
            viewBox="0 0 24 24"
            width={size}
            height={size}
            className="absolute inset-y-0 start-0 text-warning-solid"
          >
            <path
              d={STAR_PATH}
              fill="currentColor"
              stroke="currentColor"
              strokeWidth={1.6}
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Five stars showing a rating (1 … 10), read as "4½ stars"; nothing to press. */
export function StarsDisplay({
  rating,
  size = 14,
  className,
}: {
  rating: number;
  size?: number;
  className?: string;
}) {
  const label = useStarsLabel();
  return (
    <span role="img" aria-label={label(rating)} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} size={size} fill={fillOf(rating, star)} />
      ))}
    </span>
  );
}

const fillOf = (rating: number, star: number): 0 | 1 | 2 =>
  rating >= star * 2 ? 2 : rating === star * 2 - 1 ? 1 : 0;

/**
 * Five stars with halves to rate with (1 = ½ star … 10 = 5 stars), as a radio group of ten:
 * arrows move by half a star (following the reading direction), Home and End go to ½ and 5
 * stars, Delete and Backspace clear; the mouse previews on hover and picks a half or a whole
 * star on click. `value` null is "not rated"; `onChange(null)` clears.
 */
export function StarRating({
  value,
  onChange,
  label,
  size = 28,
  disabled = false,
  compact = false,
  className,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
  /** The group's name ("Rate Toy Story"). */
  label: string;
  size?: number;
  disabled?: boolean;
  /** No Clear button (the keyboard and the value's own radio still clear). */
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const starsLabel = useStarsLabel();
  const [preview, setPreview] = useState<number | null>(null);
  // What was just picked, shown until `value` catches up (keys pressed in quick succession
  // step from it, not from a value the server has not answered yet); dropped after a while
  // in case the change was refused and `value` went back.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const current = picked !== undefined ? picked : value;
  useEffect(() => {
    if (picked !== undefined && value === picked) setPicked(undefined);
  }, [value, picked]);
  useEffect(() => {
    if (picked === undefined) return;
    const id = setTimeout(() => setPicked(undefined), 3000);
    return () => clearTimeout(id);
  }, [picked]);
  const refs = useRef<Array<HTMLSpanElement | null>>([]);
  const shown = preview ?? current ?? 0;
  const focusable = current ?? 1;

  const pick = (rating: number | null) => {
    if (disabled) return;
    setPicked(rating);
    onChange(rating);
    if (rating !== null) refs.current[rating - 1]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const from = current ?? 0;
    let next: number | null | undefined;
    switch (e.key) {
      case 'ArrowUp':
        next = Math.min(RATING_MAX, from + 1);
        break;
      case 'ArrowDown':
        next = Math.max(1, from - 1);
        break;
      case 'ArrowRight':
        next = rtl ? Math.max(1, from - 1) : Math.min(RATING_MAX, from + 1);
        break;
      case 'ArrowLeft':
        next = rtl ? Math.min(RATING_MAX, from + 1) : Math.max(1, from - 1);
        break;
      case 'Home':
        next = 1;
        break;
      case 'End':
        next = RATING_MAX;
        break;
      case 'Delete':
      case 'Backspace':
        next = null;
        break;
      case ' ':
      case 'Enter':
        next = current === null ? 1 : undefined;
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next !== undefined && next !== current) pick(next);
  };

  return (
    <div className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <div
        role="radiogroup"
        aria-label={label}
        aria-disabled={disabled || undefined}
        className="inline-flex items-center"
        onKeyDown={onKeyDown}
        onMouseLeave={() => setPreview(null)}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className="relative inline-flex p-0.5">
            <Star size={size} fill={fillOf(shown, star)} />
            {[star * 2 - 1, star * 2].map((rating) => (
              // A half star of a composite widget: the group handles the keys (roving tab stop);
              // a native radio cannot cover half a drawn star.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the radiogroup
              // biome-ignore lint/a11y/useSemanticElements: half-star hit areas over one drawn star
              <span
                key={rating}
                ref={(el) => {
                  refs.current[rating - 1] = el;
                }}
                role="radio"
                aria-checked={current === rating}
                aria-label={starsLabel(rating)}
                tabIndex={rating === focusable && !disabled ? 0 : -1}
                data-rating={rating}
                onMouseEnter={() => !disabled && setPreview(rating)}
                onClick={() => pick(rating)}
                className={cn(
                  'absolute inset-y-0 w-1/2 rounded-sm outline-offset-1 focus-visible:outline-2 focus-visible:outline-accent-fg',
                  rating % 2 === 1 ? 'start-0' : 'end-0',
                  disabled ? 'cursor-not-allowed' : 'cursor-pointer',
                )}
              />
            ))}
          </span>
        ))}
      </div>
      <span className="min-w-[4.5rem] text-sm text-muted" aria-hidden="true">
        {shown > 0 ? starsText(shown) : t('ratings.notRated')}
      </span>
      {!compact && current !== null && (
        <button
          type="button"
          disabled={disabled}
          onClick={() => pick(null)}
          className="rounded px-1.5 py-0.5 text-sm text-fg-secondary underline-offset-2 hover:text-white hover:underline disabled:opacity-50"
        >
          {t('ratings.clear')}
        </button>
      )}
    </div>
  );
}
