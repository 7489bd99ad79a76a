import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/Toast';
import type { UndoItem } from '../../components/ui/UndoToast';
import { t } from '../../i18n';
import { trpc } from '../../lib/trpc';

interface Show {
  showId: string;
  showName: string;
}

/**
 * Unfollow in place: the show's episodes leave the page at once and the toast offers Undo;
 * the unfollow is sent when the toast closes without it (nothing to take back on the server).
 * A failure brings the episodes back and says so.
 */
export function useUnfollow() {
  const utils = trpc.useUtils();
  const follows = trpc.follows.set.useMutation();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlyMap<string, Show>>(new Map());

  const show = useCallback((showId: string, on: boolean) => {
    setHidden((prev) => {
      const next = new Set(prev);
      if (on) next.add(showId);
      else next.delete(showId);
      return next;
    });
  }, []);

  const schedule = useCallback(
    (s: Show) => {
      show(s.showId, true);
      setPending((prev) => new Map(prev).set(s.showId, s));
    },
    [show],
  );

  const settle = useCallback(
    (id: string, undone: boolean) => {
      const s = pending.get(id);
      setPending((prev) => {
        const next = new Map(prev);
        next.delete(id);
        return next;
      });
      if (!s) return;
      if (undone) {
        show(id, false);
        return;
      }
      follows.mutate(
        { mediaId: id, followed: false },
        {
          onSuccess: () => void utils.upcoming.list.invalidate(),
          onError: () => {
            show(id, false);
            toast({ kind: 'error', message: t('upcoming.unfollowFailed', { show: s.showName }) });
          },
        },
      );
    },
    [pending, follows.mutate, show, utils],
  );

  const toasts: UndoItem[] = [...pending.values()].map((s) => ({
    id: s.showId,
    message: t('upcoming.unfollowed', { show: s.showName }),
  }));
  return { hidden, schedule, settle, toasts };
}
