import { toast } from '../components/ui/Toast';
import { loadMessages, t } from '../i18n';
import { trpcClient } from './trpc';

/**
 * Saving a show or marking one of its episodes started following it (automatic following, a
 * preference): said once, when it starts, with an Undo that unfollows it in place. `done`
 * runs after an Undo, so the page can ask for the show's state again.
 */
export function sayFollowStarted(mediaId: string, done: () => void): void {
  void loadMessages('upcoming')
    .then(() =>
      toast({
        kind: 'info',
        message: t('upcoming.followStarted'),
        undo: () =>
          void trpcClient.follows.set
            .mutate({ mediaId, followed: false })
            .then(done)
            .catch(() => toast({ kind: 'error', message: t('upcoming.followUndoFailed') })),
      }),
    )
    .catch(() => {});
}
