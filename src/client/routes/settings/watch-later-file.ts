import type { WatchedMarkItem } from '@shared/tracking';
import type { WatchLaterItem } from '@shared/watch-later';
import { trpcClient } from '../../lib/trpc';
import { localMarks, mergeLocalMarks } from '../../lib/use-marks';
import { localWatchLater, mergeLocal } from '../../lib/watch-later';

/** The saved titles a settings file carries: the account's, or this browser's for a visitor. */
export function savedTitlesForExport(account: boolean): Promise<WatchLaterItem[]> {
  return account ? trpcClient.watchLater.list.query() : Promise.resolve(localWatchLater());
}

/** Adds a file's saved titles to the list (titles already saved stay as they are): how many were new. */
export async function importSavedTitles(items: readonly WatchLaterItem[], account: boolean): Promise<number> {
  if (items.length === 0) return 0;
  if (!account) return mergeLocal(items);
  return (await trpcClient.watchLater.merge.mutate({ items: [...items] })).added;
}

/** The watched marks a settings file carries: the account's, or this browser's for a visitor. */
export function watchedMarksForExport(account: boolean): Promise<WatchedMarkItem[]> {
  return account ? trpcClient.marks.export.query() : Promise.resolve(localMarks());
}

/** Adds a file's watched marks (marks already there stay): how many were new. */
export async function importWatchedMarks(
  items: readonly WatchedMarkItem[],
  account: boolean,
): Promise<number> {
  if (items.length === 0) return 0;
  if (!account) return mergeLocalMarks(items);
  return (await trpcClient.marks.merge.mutate({ items: [...items] })).added;
}
