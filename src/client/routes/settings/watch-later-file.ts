import { OPINIONS_MERGE_MAX, type TOpinionsFile } from '@shared/schemas/opinions-file';
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

/** The account's ratings, reviews, diary and lists; a visitor has none. */
export function opinionsForExport(account: boolean): Promise<TOpinionsFile | undefined> {
  return account ? trpcClient.opinions.export.query() : Promise.resolve(undefined);
}

function* parts<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Merges a file's ratings, reviews, diary and lists into the account, part by part (each call's
 * body stays under what a request may carry); what the account already has stays as it is.
 * How many entries were new, all kinds together.
 */
export async function importOpinions(file: TOpinionsFile, account: boolean): Promise<number> {
  if (!account) return 0;
  const max = OPINIONS_MERGE_MAX;
  const calls: Parameters<typeof trpcClient.opinions.merge.mutate>[0][] = [
    ...[...parts(file.ratings, max.ratings)].map((ratings) => ({ ratings })),
    ...[...parts(file.reviews, max.reviews)].map((reviews) => ({ reviews })),
    ...[...parts(file.diary, max.diary)].map((diary) => ({ diary })),
    ...file.lists.flatMap(({ items, ...list }) =>
      items.length === 0
        ? [{ list: { ...list, items: [] } }]
        : [...parts(items, max.listItems)].map((p) => ({ list: { ...list, items: p } })),
    ),
  ];
  let added = 0;
  for (const call of calls) {
    const r = await trpcClient.opinions.merge.mutate(call);
    added += r.ratings + r.reviews + r.diary + r.listItems;
  }
  return added;
}
