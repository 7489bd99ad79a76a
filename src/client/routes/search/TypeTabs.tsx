import { SEARCH_TABS, type SearchTab } from '@shared/search-url';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';

const TYPE_LABEL: Record<SearchTab, MessageKey> = {
  multi: 'browse.search.typeAll',
  movie: 'browse.search.typeMovies',
  tv: 'browse.search.typeTv',
  person: 'people.search.people',
};

/** All / Movies / TV Shows / People. Buttons with a pressed state: each switches the search, no panels. */
export function TypeTabs({ value, onChange }: { value: SearchTab; onChange: (t: SearchTab) => void }) {
  const t = useT();
  return (
    <fieldset className="flex w-full rounded-lg border border-border bg-surface p-1 sm:w-auto">
      <legend className="sr-only">{t('browse.search.resultType')}</legend>
      {SEARCH_TABS.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={`h-9 flex-1 whitespace-nowrap rounded-md px-3 text-sm font-medium sm:px-4 ${
            value === type ? 'bg-surface-hover text-white' : 'text-muted hover:text-white'
          }`}
        >
          {t(TYPE_LABEL[type])}
        </button>
      ))}
    </fieldset>
  );
}
