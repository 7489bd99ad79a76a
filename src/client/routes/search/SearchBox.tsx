import { MAX_QUERY_LENGTH } from '@shared/search-url';
import { rankTexts } from '@shared/title-match';
import { useCombobox } from 'downshift';
import { type RefObject, useId, useLayoutEffect, useMemo, useState } from 'react';
import { SearchIcon } from '../../components/layout/icons';
import { searchFocus } from '../../components/layout/search-focus';
import { Input, Label } from '../../components/ui/forms';
import { useT } from '../../i18n/react';
import { clearSearchHistory, getSearchHistory, type SearchHistoryEntry } from '../../lib/search-history';

const { InputKeyDownEscape, InputBlur, InputClick } = useCombobox.stateChangeTypes;

/**
 * A search button was pressed (components/layout/search-focus.ts): the box takes the focus,
 * what it held selected so typing starts a new search, unless the focus has meanwhile gone
 * somewhere else than the button (or nowhere).
 */
function useSearchFocusRequests(input: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => {
    const take = () => {
      const by = searchFocus.asker;
      const box = input.current;
      if (!by || !box) return;
      searchFocus.asker = null;
      const active = document.activeElement;
      if (active && active !== document.body && active !== by) return;
      box.focus();
      box.select();
    };
    take();
    searchFocus.take = take;
    return () => {
      if (searchFocus.take === take) searchFocus.take = null;
    };
  }, [input]);
}

/**
 * The query box with its recent-search dropdown, a downshift combobox: arrow keys move through
 * the entries, Enter picks one (or, with none highlighted, closes the dropdown and keeps the
 * search), Esc closes the dropdown and, once closed, clears the query.
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
  const headingId = useId();
  // A search button was pressed: typing goes here.
  useSearchFocusRequests(inputRef);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read storage when a search was recorded or an entry removed
  const history = useMemo(() => getSearchHistory(), [historyVersion, tick]);
  const needle = value.trim().toLowerCase();
  // Entries matching what is typed, ranked and typo-tolerant like the results; the one
  // already in the box would only cover the page.
  const entries = useMemo(() => {
    if (needle === '') return history;
    const byQuery = new Map(history.map((e) => [e.query, e]));
    return rankTexts([...byQuery.keys()], needle)
      .filter((q) => q.toLowerCase() !== needle)
      .map((q) => byQuery.get(q)!);
  }, [history, needle]);
  const expanded = open && entries.length > 0;

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox<SearchHistoryEntry>({
      items: entries,
      inputId: 'search-query',
      itemToString: (e) => e?.query ?? '',
      inputValue: value,
      isOpen: expanded,
      // Every pick is a new choice, also of the entry picked last time.
      selectedItem: null,
      onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
      // Typing is taken in the input's own change event (below), not here: downshift reports
      // changes from an effect, after React has put the old value back into a controlled
      // input, so on a slow device a key pressed in between was lost (and the caret jumped).
      onInputValueChange: ({ inputValue, type }) => {
        if (type === InputKeyDownEscape) onChange(inputValue ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChange(selectedItem.query);
      },
      stateReducer: (state, { type, changes }) => {
        // Leaving the box keeps what was typed rather than taking the highlighted entry.
        if (type === InputBlur)
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        // The box opened the list on focus: the click that focused it must not close it again.
        if (type === InputClick) return { ...changes, isOpen: true };
        return changes;
      },
    });

  return (
    <div className="relative">
      <Label {...getLabelProps()} className="sr-only">
        {t('browse.search.boxLabel')}
      </Label>
      <SearchIcon
        size={20}
        className="pointer-events-none absolute top-1/2 start-4 -translate-y-1/2 text-subtle"
      />
      <Input
        {...getInputProps({
          ref: inputRef,
          onFocus: () => setOpen(true),
          onChange: (e) => onChange(e.currentTarget.value),
          onKeyDown: (e) => {
            // Enter with no entry highlighted searches what is typed: the dropdown goes.
            if (e.key === 'Enter' && highlightedIndex < 0) setOpen(false);
          },
        })}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('browse.search.placeholder')}
        size="xl"
        className="ps-12"
      />
      <div
        className={`absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-border bg-surface shadow-2xl ${
          expanded ? '' : 'hidden'
        }`}
      >
        <div className="flex items-center justify-between px-4 pt-3 pb-1 text-xs text-muted">
          <span id={headingId}>{t('browse.search.recent')}</span>
          <button
            type="button"
            tabIndex={-1}
            // Keeps the focus (and so the dropdown) in the box.
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
        <ul {...getMenuProps({ 'aria-labelledby': headingId })} className="max-h-80 overflow-y-auto py-1">
          {expanded &&
            entries.map((e, i) => (
              <li
                key={e.query}
                {...getItemProps({ item: e, index: i })}
                className={`group flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
                  i === highlightedIndex
                    ? 'bg-surface-raised text-white'
                    : 'text-fg-soft hover:bg-surface-raised/70'
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
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
