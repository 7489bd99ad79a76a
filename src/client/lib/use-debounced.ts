import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a search box waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Runs `fn` with the last value pushed once `ms` pass without another push; a push cancels
 * the pending one. The search box uses it so a burst of keystrokes makes one request.
 */
export class Debouncer<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ms: number,
    private readonly fn: (value: T) => void,
  ) {}

  push(value: T): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fn(value);
    }, this.ms);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  get pending(): boolean {
    return this.timer !== null;
  }
}

/**
 * `value`, once it has stopped changing for `ms` (search waits 300 ms), plus a
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
