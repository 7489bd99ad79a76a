import { useCallback, useEffect, useRef, useState } from 'react';
import { Debouncer } from './search-state';

/**
 * `value`, once it has stopped changing for `ms` (spec 9: search waits 300 ms), plus a
 * `flush(v)` that adopts a value at once (a state restored from the URL is not typing).
 * Queries keyed on the debounced value pass React Query's AbortSignal to the request, so
 * when a newer value arrives the previous search is aborted, not just ignored.
 */
export function useDebouncedState<T>(
  value: T,
  ms = 300,
  isEqual: (a: T, b: T) => boolean = Object.is,
): [T, (v: T) => void] {
  const [debounced, setDebounced] = useState(value);
  const debouncer = useRef<Debouncer<T> | null>(null);
  debouncer.current ??= new Debouncer<T>(ms, setDebounced);
  // Held in a ref: an inline comparer must not restart the timer on every render.
  const equal = useRef(isEqual);
  equal.current = isEqual;

  useEffect(() => {
    const d = debouncer.current!;
    if (equal.current(value, debounced)) d.cancel();
    else d.push(value);
  }, [value, debounced]);

  useEffect(() => () => debouncer.current?.cancel(), []);

  const flush = useCallback((v: T) => {
    debouncer.current?.cancel();
    setDebounced(v);
  }, []);
  return [debounced, flush];
}

export function useDebounced<T>(value: T, ms = 300, isEqual?: (a: T, b: T) => boolean): T {
  return useDebouncedState(value, ms, isEqual)[0];
}
