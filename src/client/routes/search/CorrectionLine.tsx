import { useT } from '../../i18n/react';

/**
 * "Showing results for …" when the results answer a corrected query, with a way back to
 * the words as typed. Both quote the visitor's words (content).
 */
export function CorrectionLine({
  corrected,
  typed,
  onExact,
}: {
  corrected: string;
  typed: string;
  onExact: () => void;
}) {
  const t = useT();
  return (
    <p className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-base text-fg" data-content="">
      <span data-testid="search-correction">{t('browse.search.showingFor', { corrected })}</span>
      <button
        type="button"
        onClick={onExact}
        className="min-h-11 rounded text-sm text-fg-soft underline underline-offset-2 hover:text-fg sm:min-h-0"
      >
        {t('browse.search.searchInstead', { query: typed })}
      </button>
    </p>
  );
}
