import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/Toast';
import { t } from '../../i18n';
import { trpc } from '../../lib/trpc';

export interface Show {
  showId: string;
  showName: string;
}

/** Unfollow in place, and its Undo (the rows read this). */
export interface FollowControl {
  /** The shows unfollowed on this visit: their rows stay where they are, shown as unfollowed. */
  unfollowed: ReadonlySet<string>;
  set: (show: Show, followed: boolean) => void;
}

/**
 * Unfollow in place: the show's rows stay where they are (nothing moves under the pointer),
 * shown as unfollowed, and the same button turns into Undo, which follows the show again.
 * Each change is sent at once; a failure puts the row back as it was and says so. The change
 * is announced to screen readers (`said`).
 */
export function useUnfollow() {
  const utils = trpc.useUtils();
  const follows = trpc.follows.set.useMutation();
  const [unfollowed, setUnfollowed] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');

  const mark = useCallback((showId: string, off: boolean) => {
    setUnfollowed((prev) => {
      const next = new Set(prev);
      if (off) next.add(showId);
      else next.delete(showId);
      return next;
    });
  }, []);

  const set = useCallback(
    (s: Show, followed: boolean) => {
      mark(s.showId, !followed);
      setSaid(
        followed
          ? t('upcoming.followedAgain', { show: s.showName })
          : t('upcoming.unfollowed', { show: s.showName }),
      );
      follows.mutate(
        { mediaId: s.showId, followed },
        {
          // The list itself is not asked again: the row keeps its place until the next visit.
          onSuccess: () => {
            void utils.follows.status.invalidate({ mediaId: s.showId });
            void utils.marks.forShow.invalidate({ mediaId: s.showId });
          },
          onError: () => {
            mark(s.showId, followed);
            toast({
              kind: 'error',
              message: followed
                ? t('upcoming.followFailed', { show: s.showName })
                : t('upcoming.unfollowFailed', { show: s.showName }),
            });
          },
        },
      );
    },
    [follows.mutate, mark, utils],
  );

  const control: FollowControl = { unfollowed, set };
  return { control, said };
}
