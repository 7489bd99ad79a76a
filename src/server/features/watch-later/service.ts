import { m } from '@shared/i18n/message';
import {
  type TWatchLaterAdd,
  type TWatchLaterKey,
  type TWatchLaterList,
  type TWatchLaterMergeItem,
  WATCH_LATER_MAX,
  type WatchLaterItem,
  type WatchLaterMergeResult,
  watchLaterKey,
} from '@shared/schemas/watch-later';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users, type WatchLaterRow, watchLater } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Watch Later (My List). Every function takes the database and the owner's id (today the
 * user's; the one place a profile would be added is `ownerWhere` and the callers' id).
 */
const itemColumns = {
  mediaType: watchLater.mediaType,
  mediaId: watchLater.mediaId,
  title: watchLater.title,
  posterPath: watchLater.posterPath,
  releaseDate: watchLater.releaseDate,
  voteAverage: watchLater.voteAverage,
  addedAt: watchLater.addedAt,
} as const;

type ItemRow = Pick<WatchLaterRow, keyof typeof itemColumns>;

const toItem = (r: ItemRow): WatchLaterItem => ({
  mediaType: r.mediaType,
  mediaId: r.mediaId,
  title: r.title,
  posterPath: r.posterPath,
  date: r.releaseDate,
  voteAverage: r.voteAverage,
  addedAt: (r.addedAt instanceof Date ? r.addedAt : new Date(r.addedAt)).toISOString(),
});

const ownerWhere = (ownerId: string) => eq(watchLater.profileId, ownerId);
const keyWhere = (ownerId: string, key: TWatchLaterKey) =>
  and(ownerWhere(ownerId), eq(watchLater.mediaType, key.mediaType), eq(watchLater.mediaId, key.mediaId));

const ORDER = {
  // Newest first: served by watch_later_profile_added_idx.
  added: [desc(watchLater.addedAt), desc(watchLater.id)],
  title: [sql`lower(${watchLater.title}) asc nulls last`, desc(watchLater.addedAt)],
  year: [sql`${watchLater.releaseDate} desc nulls last`, desc(watchLater.addedAt)],
} as const;

export async function listWatchLater(db: Db, ownerId: string, q: TWatchLaterList): Promise<WatchLaterItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(watchLater)
    .where(ownerWhere(ownerId))
    .orderBy(...ORDER[q.sort])
    .limit(WATCH_LATER_MAX);
  return rows.map(toItem);
}

export async function watchLaterStatus(
  db: Db,
  ownerId: string,
  key: TWatchLaterKey,
): Promise<{ saved: boolean; addedAt: string | null }> {
  const [row] = await db.select(itemColumns).from(watchLater).where(keyWhere(ownerId, key)).limit(1);
  return { saved: !!row, addedAt: row ? toItem(row).addedAt : null };
}

/**
 * Writes for one owner take turns (the owner's row is locked), so two tabs saving at once
 * cannot both pass the limit check with one place left.
 */
async function lockOwner(tx: Tx, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

const rowOf = (ownerId: string, item: TWatchLaterMergeItem, now: number) => ({
  profileId: ownerId,
  mediaType: item.mediaType,
  mediaId: item.mediaId,
  title: item.title ?? null,
  posterPath: item.posterPath ?? null,
  releaseDate: item.date ?? null,
  voteAverage: item.voteAverage ?? null,
  // A time from the future (a wrong clock) counts as now, so it cannot stay on top forever.
  addedAt: new Date(item.addedAt ? Math.min(Date.parse(item.addedAt), now) : now),
});

/**
 * Saves a title; saving one already saved changes nothing and answers it as it is. With
 * `addedAt` (an Undo) the title goes back to where it was in the list.
 */
export async function addToWatchLater(
  db: Db,
  ownerId: string,
  input: TWatchLaterAdd & { addedAt?: string | null },
): Promise<WatchLaterItem> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const [existing] = await tx.select(itemColumns).from(watchLater).where(keyWhere(ownerId, input)).limit(1);
    if (existing) return toItem(existing);
    const [held] = await tx.select({ n: count() }).from(watchLater).where(ownerWhere(ownerId));
    if (Number(held?.n ?? 0) >= WATCH_LATER_MAX)
      throw new AppError('VALIDATION', m('messages.watchLater.full', { max: WATCH_LATER_MAX }));
    const [row] = await tx
      .insert(watchLater)
      .values(rowOf(ownerId, input, Date.now()))
      .returning(itemColumns);
    if (!row) throw new AppError('INTERNAL', m('messages.watchLater.saveFailed'));
    return toItem(row);
  });
}

export async function removeFromWatchLater(db: Db, ownerId: string, key: TWatchLaterKey): Promise<void> {
  const gone = await db.delete(watchLater).where(keyWhere(ownerId, key)).returning({ id: watchLater.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', m('messages.watchLater.notSaved'));
}

/**
 * Adds a list of saved titles (a visitor's on sign-in, or an imported file). Titles already
 * saved and repeats are skipped; past the limit the rest are left out and counted.
 */
export async function mergeWatchLater(
  db: Db,
  ownerId: string,
  items: readonly TWatchLaterMergeItem[],
): Promise<WatchLaterMergeResult> {
  const now = Date.now();
  // Newest first, so when the list fills up the most recently saved titles are the ones kept.
  const unique = new Map<string, TWatchLaterMergeItem>();
  for (const item of [...items].sort((a, b) => (b.addedAt ?? '').localeCompare(a.addedAt ?? ''))) {
    const key = watchLaterKey(item);
    if (!unique.has(key)) unique.set(key, item);
  }
  if (unique.size === 0) return { added: 0, skipped: items.length, overLimit: 0 };
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const ids = [...unique.values()].map((i) => i.mediaId);
    const have = await tx
      .select({ mediaType: watchLater.mediaType, mediaId: watchLater.mediaId })
      .from(watchLater)
      .where(and(ownerWhere(ownerId), inArray(watchLater.mediaId, ids)));
    for (const h of have) unique.delete(watchLaterKey(h));
    const [held] = await tx.select({ n: count() }).from(watchLater).where(ownerWhere(ownerId));
    const room = Math.max(0, WATCH_LATER_MAX - Number(held?.n ?? 0));
    const fresh = [...unique.values()];
    const taken = fresh.slice(0, room);
    if (taken.length > 0)
      await tx
        .insert(watchLater)
        .values(taken.map((i) => rowOf(ownerId, i, now)))
        .onConflictDoNothing();
    const overLimit = fresh.length - taken.length;
    return { added: taken.length, skipped: items.length - taken.length, overLimit };
  });
}
