import { useCallback, useEffect, useRef, useState } from 'react';
import { t as translate } from '../../i18n';
import type { UndoItem } from '../ui/UndoToast';
import { continueTitle } from './ContinueCard';
import type { ContinueItem } from './useContinueList';

export const continueKey = (i: Pick<ContinueItem, 'mediaType' | 'mediaId'>) => `${i.mediaType}:${i.mediaId}`;

/**
 * Remove with Undo: the item leaves the list at once, but its history is removed only when
 * the toast closes without Undo (or the visitor leaves the page first). Undo puts it back;
 * either way nothing is lost. My List and Home's row share it, so both behave alike.
 */
export function useUndoableRemoval(remove: (item: ContinueItem) => Promise<void>, onFailure: () => void) {
  const [pending, setPending] = useState<ReadonlyMap<string, ContinueItem>>(new Map());
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

  const schedule = (item: ContinueItem) => {
    const key = continueKey(item);
    setPending((m) => new Map(m).set(key, item));
    const title = continueTitle(item) ?? translate('account.continue.untitled');
    setToasts((t) => [
      ...t.filter((x) => x.id !== key),
      { id: key, message: translate('account.continue.removed', { title }) },
    ]);
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
