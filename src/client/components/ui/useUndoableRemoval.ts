import { useCallback, useEffect, useRef, useState } from 'react';
import type { UndoItem } from './UndoToast';

/**
 * Remove with Undo: the item leaves the list at once, but is removed only when the toast
 * closes without Undo (or the visitor leaves the page first). Undo puts it back; either way
 * nothing is lost. `keyOf` names an item; `message` is its toast's words.
 */
export function useUndoableRemoval<T>({
  keyOf,
  message,
  remove,
  onFailure,
}: {
  keyOf: (item: T) => string;
  message: (item: T) => string;
  remove: (item: T) => Promise<void>;
  onFailure: () => void;
}) {
  const [pending, setPending] = useState<ReadonlyMap<string, T>>(new Map());
  const [toasts, setToasts] = useState<UndoItem[]>([]);
  const latest = useRef({ pending, remove });
  latest.current = { pending, remove };
  const landing = useRef(new Set<string>());

  const release = useCallback((key: string) => {
    setPending((m) => {
      const next = new Map(m);
      next.delete(key);
      return next;
    });
    setToasts((t) => t.filter((x) => x.id !== key));
  }, []);

  const schedule = (item: T) => {
    const key = keyOf(item);
    setPending((m) => new Map(m).set(key, item));
    setToasts((t) => [...t.filter((x) => x.id !== key), { id: key, message: message(item) }]);
  };

  const settle = useCallback(
    (key: string, undone: boolean) => {
      const item = latest.current.pending.get(key);
      if (!item || undone) {
        release(key);
        return;
      }
      // Hidden until the removal lands, so the item does not flash back in between.
      setToasts((t) => t.filter((x) => x.id !== key));
      landing.current.add(key);
      latest.current
        .remove(item)
        .catch(onFailure)
        .finally(() => {
          landing.current.delete(key);
          release(key);
        });
    },
    [release, onFailure],
  );

  // Leaving the page is not an Undo: what is still waiting is removed now.
  useEffect(
    () => () => {
      for (const [key, item] of latest.current.pending)
        if (!landing.current.has(key)) void latest.current.remove(item).catch(() => {});
    },
    [],
  );

  return { pending, toasts, schedule, settle };
}
