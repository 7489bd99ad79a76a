import { useT } from '../../i18n/react';
import { POPULAR_SEARCHES } from './search-state';

/** Shown before a search: the spec's popular searches, one click each. */
export function Suggestions({ onPick }: { onPick: (q: string) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="popular-searches" className="py-10 text-center">
      <h2 id="popular-searches" className="text-lg font-semibold text-zinc-100">
        {t('browse.search.popularTitle')}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t('browse.search.popularHint')}</p>
      <ul className="mt-5 flex flex-wrap justify-center gap-2">
        {POPULAR_SEARCHES.map((q) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onPick(q)}
              data-content=""
              className="rounded-full border border-zinc-700 bg-zinc-900 px-4 py-2 text-sm text-zinc-200 hover:border-zinc-500 hover:text-white"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
