import { formatRating } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { usePreferences } from '../../lib/preferences';

/** The vote average as '★ 7.8'; hidden for unrated titles or when the visitor turned ratings off. */
export function RatingBadge({ vote, className = '' }: { vote: number; className?: string }) {
  const t = useT();
  const [prefs] = usePreferences();
  const text = formatRating(vote);
  if (!text || !prefs.showRatings) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-warning ${className}`}
    >
      <span aria-hidden="true">★</span>
      <span className="sr-only">{t('media.rating.label', { rating: text })}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
