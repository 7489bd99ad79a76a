import { buttonClass } from '../../components/ui/Button';
import { toast } from '../../components/ui/Toast';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * Follow / Following (aria-pressed): a followed show's new episodes appear in Upcoming. A show
 * in My List or with a watched episode is followed; unfollowing here keeps both. Accounts only.
 */
export function FollowButton({ showId, marksFollowed }: { showId: number; marksFollowed: boolean }) {
  const t = useT();
  const { status } = useAuth();
  const account = status !== 'signed-out';
  const mediaId = String(showId);
  const utils = trpc.useUtils();
  const q = trpc.follows.status.useQuery({ mediaId }, { enabled: account, staleTime: 10_000 });
  const set = trpc.follows.set.useMutation({
    onMutate: async ({ followed }) => {
      await utils.follows.status.cancel({ mediaId });
      const before = utils.follows.status.getData({ mediaId });
      utils.follows.status.setData({ mediaId }, (d) =>
        d ? { ...d, followed, reason: followed ? 'chosen' : null } : d,
      );
      return { before };
    },
    onError: (error, _input, ctx) => {
      utils.follows.status.setData({ mediaId }, ctx?.before);
      toast({ kind: 'error', message: errorMessage(error, t('browse.marks.followFailed')) });
    },
    onSettled: () => {
      void utils.follows.status.invalidate({ mediaId });
      void utils.marks.forShow.invalidate({ mediaId });
    },
  });
  if (!account) return null;
  const followed = q.data?.followed ?? marksFollowed;
  return (
    <button
      type="button"
      aria-pressed={followed}
      onClick={() => set.mutate({ mediaId, followed: !followed })}
      className={buttonClass('overlay', 'lg')}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-5 w-5"
        fill={followed ? 'currentColor' : 'none'}
      >
        <path
          d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {followed ? t('browse.marks.following') : t('browse.marks.follow')}
    </button>
  );
}
