import { type WatchLaterItem, watchLaterKey } from '@shared/watch-later';
import { useCallback, useSyncExternalStore } from 'react';
import { toast } from '../components/ui/Toast';
import { t } from '../i18n';
import { useAuth } from './auth';
import { sayFollowStarted } from './follow-started';
import { errorMessage, trpc } from './trpc';
import { localWatchLater, removeLocal, saveLocal, subscribeLocalWatchLater } from './watch-later';

/** What a save control knows about a title: its key and what a card shows. */
export type Savable = Omit<WatchLaterItem, 'addedAt'>;

const NONE: WatchLaterItem[] = [];
const keySets = new WeakMap<readonly WatchLaterItem[], Set<string>>();
/** One set per list (cards each ask "is this saved?"; the list is the same for all of them). */
function keysOf(items: readonly WatchLaterItem[]): Set<string> {
  let keys = keySets.get(items);
  if (!keys) {
    keys = new Set(items.map(watchLaterKey));
    keySets.set(items, keys);
  }
  return keys;
}

/**
 * My List's Watch Later: the account's list (signed in) or this browser's (a visitor's).
 * Saving and removing show at once; a failed write is undone with a notice.
 */
export function useWatchLater() {
  const { status } = useAuth();
  const account = status !== 'signed-out';
  const local = useSyncExternalStore(subscribeLocalWatchLater, localWatchLater, () => NONE);
  const server = trpc.watchLater.list.useQuery(undefined, {
    enabled: account,
    // Another device may have changed it: asked again on focus and when a screen mounts.
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
  const items = account ? (server.data ?? NONE) : local;

  const utils = trpc.useUtils();
  const optimistic = {
    onMutate: async (change: (list: WatchLaterItem[]) => WatchLaterItem[]) => {
      await utils.watchLater.list.cancel();
      const before = utils.watchLater.list.getData();
      utils.watchLater.list.setData(undefined, (list) => change(list ?? []));
      return { before };
    },
    onError: (error: unknown, before: WatchLaterItem[] | undefined) => {
      utils.watchLater.list.setData(undefined, before);
      toast({ kind: 'error', message: errorMessage(error, t('media.save.failed')) });
    },
  };
  const add = trpc.watchLater.add.useMutation({
    onMutate: (item) =>
      optimistic.onMutate((list) => [
        { ...(item as Savable), addedAt: new Date().toISOString() },
        ...list.filter((i) => watchLaterKey(i) !== watchLaterKey(item)),
      ]),
    onError: (error, _item, ctx) => optimistic.onError(error, ctx?.before),
    onSuccess: (saved) => {
      if (saved.followStarted)
        sayFollowStarted(saved.mediaId, () => {
          void utils.follows.status.invalidate({ mediaId: saved.mediaId });
          void utils.marks.forShow.invalidate({ mediaId: saved.mediaId });
        });
    },
    onSettled: () => utils.watchLater.list.invalidate(),
  });
  const remove = trpc.watchLater.remove.useMutation({
    onMutate: (key) =>
      optimistic.onMutate((list) => list.filter((i) => watchLaterKey(i) !== watchLaterKey(key))),
    onError: (error, _key, ctx) => optimistic.onError(error, ctx?.before),
    onSettled: () => utils.watchLater.list.invalidate(),
  });

  const isSaved = useCallback(
    (item: Pick<Savable, 'mediaType' | 'mediaId'>) => keysOf(items).has(watchLaterKey(item)),
    [items],
  );

  const toggle = (item: Savable) => {
    const saved = isSaved(item);
    if (!account) {
      if (saved) removeLocal(item);
      else saveLocal({ ...item, addedAt: new Date().toISOString() });
    } else if (saved) remove.mutate({ mediaType: item.mediaType, mediaId: item.mediaId });
    else add.mutate(item);
  };

  /** My List's removal (after its Undo window); rejects so the list can say it failed. */
  const removeNow = async (item: Pick<Savable, 'mediaType' | 'mediaId'>) => {
    if (!account) removeLocal(item);
    else {
      await utils.client.watchLater.remove.mutate({ mediaType: item.mediaType, mediaId: item.mediaId });
      await utils.watchLater.list.invalidate();
    }
  };

  return {
    items,
    account,
    loading: account && server.isLoading,
    error: account && server.isError,
    retry: () => void server.refetch(),
    isSaved,
    toggle,
    removeNow,
    refresh: () => utils.watchLater.list.invalidate(),
  };
}
