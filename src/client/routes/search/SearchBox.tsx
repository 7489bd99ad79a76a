import { type RefObject, useId, useMemo, useState } from 'react';
import { SearchIcon } from '../../components/layout/icons';
import { useT } from '../../i18n/react';
import { clearSearchHistory, getSearchHistory, type SearchHistoryEntry } from '../../lib/search-history';

/**
 * The query box with its recent-search dropdown (a combobox: arrow keys move through the
 * entries, Enter picks, Esc closes the dropdown and, once closed, clears the query).
 */
export function SearchBox({
  value,
  onChange,
  inputRef,
  open,
  setOpen,
  historyVersion,
}: {
  value: string;
  onChange: (q: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  open: boolean;
  setOpen: (open: boolean) => void;
  historyVersion: number;
}) {
  const t = useT();
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read storage when a search was recorded or an entry removed
  const history = useMemo(() => getSearchHistory(), [historyVersion, tick]);
  const needle = value.trim().toLowerCase();
  // Entries matching what is typed; the one already in the box would only cover the page.
  const entries = history.filter((e) => {
    const q = e.query.toLowerCase();
    return needle === '' || (q.includes(needle) && q !== needle);
  });
  const expanded = open && entries.length > 0;

  const pick = (e: SearchHistoryEntry) => {
    onChange(e.query);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <label htmlFor="search-query" className="sr-only">
        {t('browse.search.boxLabel')}
      </label>
      <SearchIcon
        size={20}
        className="pointer-events-none absolute top-1/2 start-4 -translate-y-1/2 text-subtle"
      />
      <input
        ref={inputRef}
        id="search-query"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        placeholder={t('browse.search.placeholder')}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            if (expanded) setOpen(false);
            else onChange('');
          } else if (e.key === 'ArrowDown' && entries.length > 0) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % entries.length);
          } else if (e.key === 'ArrowUp' && expanded) {
            e.preventDefault();
            setActive((a) => (a <= 0 ? entries.length - 1 : a - 1));
          } else if (e.key === 'Enter') {
            const chosen = expanded && active >= 0 ? entries[active] : undefined;
            if (chosen) {
              e.preventDefault();
              pick(chosen);
            } else setOpen(false);
          }
        }}
        className="h-14 w-full rounded-xl border border-border-strong bg-surface pe-4 ps-12 text-base text-fg shadow-inner placeholder:text-subtle focus:border-border-focus"
      />
      {expanded && (
        <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-border bg-surface shadow-2xl">
          <div className="flex items-center justify-between px-4 pt-3 pb-1 text-xs text-muted">
            <span id={`${listId}-label`}>{t('browse.search.recent')}</span>
            <button
              type="button"
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                clearSearchHistory();
                setTick((n) => n + 1);
              }}
              className="rounded px-1 hover:text-white"
            >
              {t('browse.search.clearHistory')}
            </button>
          </div>
          <div
            id={listId}
            role="listbox"
            aria-labelledby={`${listId}-label`}
            className="max-h-80 overflow-y-auto py-1"
          >
            {entries.map((e, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
              <div
                key={e.query}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseDown={(ev) => ev.preventDefault()}
                onClick={() => pick(e)}
                className={`group flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
                  i === active ? 'bg-surface-raised text-white' : 'text-fg-soft hover:bg-surface-raised/70'
                }`}
              >
                <span aria-hidden="true" className="text-subtle">
                  ↺
                </span>
                <span className="min-w-0 flex-1 truncate" data-content="">
                  {e.query}
                </span>
                <span className="shrink-0 text-xs text-muted">
                  {t('browse.search.resultCount', { count: e.resultsCount })}
                </span>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
