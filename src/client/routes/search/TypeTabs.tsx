import { SEARCH_TYPES, type SearchType } from '../../lib/search-state';

/** All / Movies / TV Shows. Buttons with a pressed state: each switches the search, no panels. */
export function TypeTabs({ value, onChange }: { value: SearchType; onChange: (t: SearchType) => void }) {
  return (
    <fieldset className="flex w-full rounded-lg border border-zinc-800 bg-zinc-900 p-1 sm:w-auto">
      <legend className="sr-only">Result type</legend>
      {SEARCH_TYPES.map((t) => (
        <button
          key={t.value}
          type="button"
          aria-pressed={value === t.value}
          onClick={() => onChange(t.value)}
          className={`h-9 flex-1 whitespace-nowrap rounded-md px-3 text-sm font-medium sm:px-4 ${
            value === t.value ? 'bg-zinc-700 text-white' : 'text-zinc-400 hover:text-white'
          }`}
        >
          {t.label}
        </button>
      ))}
    </fieldset>
  );
}
