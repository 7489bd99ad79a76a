import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';

/** How long the suggestions stay fresh: they follow the popular lists, which move slowly. */
const SUGGESTIONS_STALE_MS = 10 * 60_000;

/**
 * Shown before a search: the popular searches, one click each. The server chooses them for the
 * profile's maturity level (a Kids profile is offered only titles it can find).
 */
export function Suggestions({ onPick }: { onPick: (q: string) => void }) {
  const t = useT();
  const suggestions = trpc.catalogue.suggestions.useQuery(undefined, { staleTime: SUGGESTIONS_STALE_MS });
  return (
    <section
      aria-labelledby="popular-searches"
      aria-busy={suggestions.isPending || undefined}
      className="py-10 text-center"
    >
      <h2 id="popular-searches" className="text-lg font-semibold text-fg">
        {t('browse.search.popularTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('browse.search.popularHint')}</p>
      <ul className="mt-5 flex min-h-10 flex-wrap justify-center gap-2">
        {suggestions.data?.map((q) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onPick(q)}
              data-content=""
              className="rounded-full border border-border-strong bg-surface px-4 py-2 text-sm text-fg-soft hover:border-border-focus hover:text-white"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
