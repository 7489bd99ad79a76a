import { useT } from '../../i18n/react';
import { POPULAR_SEARCHES } from './search-state';

/** Shown before a search: the fixed list of popular searches, one click each. */
export function Suggestions({ onPick }: { onPick: (q: string) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="popular-searches" className="py-10 text-center">
      <h2 id="popular-searches" className="text-lg font-semibold text-fg">
        {t('browse.search.popularTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('browse.search.popularHint')}</p>
      <ul className="mt-5 flex flex-wrap justify-center gap-2">
        {POPULAR_SEARCHES.map((q) => (
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
