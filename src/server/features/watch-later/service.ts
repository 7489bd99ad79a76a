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
import type { Db } from '../../db/client';
import { type WatchLaterRow, watchLater } from '../../db/schema';
import { AppError } from '../../errors';
import { firstOfEach, lockProfile, notAfter } from '../personal/merge';
import type { TitleGate } from '../personal/title-gate';

/**
 * Watch Later (My List), per profile. Every function takes the database and the profile's id;
 * those that write a title or list titles also take the profile's title gate (its level).
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

const profileWhere = (profileId: string) => eq(watchLater.profileId, profileId);
const keyWhere = (profileId: string, key: TWatchLaterKey) =>
  and(profileWhere(profileId), eq(watchLater.mediaType, key.mediaType), eq(watchLater.mediaId, key.mediaId));

const ORDER = {
  // Newest first: served by watch_later_profile_added_idx.
  added: [desc(watchLater.addedAt), desc(watchLater.id)],
  title: [sql`lower(${watchLater.title}) asc nulls last`, desc(watchLater.addedAt)],
  year: [sql`${watchLater.releaseDate} desc nulls last`, desc(watchLater.addedAt)],
} as const;

/** The saved titles, less those the profile's level does not allow (saved before it was lowered). */
export async function listWatchLater(
  db: Db,
  gate: TitleGate,
  profileId: string,
  q: TWatchLaterList,
): Promise<WatchLaterItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(watchLater)
    .where(profileWhere(profileId))
    .orderBy(...ORDER[q.sort])
    .limit(WATCH_LATER_MAX);
  return (await gate.keep(rows, (r) => ({ type: r.mediaType, id: r.mediaId }))).map(toItem);
}

export async function watchLaterStatus(
  db: Db,
  profileId: string,
  key: TWatchLaterKey,
): Promise<{ saved: boolean; addedAt: string | null }> {
  const [row] = await db.select(itemColumns).from(watchLater).where(keyWhere(profileId, key)).limit(1);
  return { saved: !!row, addedAt: row ? toItem(row).addedAt : null };
}

const rowOf = (profileId: string, item: TWatchLaterMergeItem, now: number) => ({
  profileId: profileId,
  mediaType: item.mediaType,
  mediaId: item.mediaId,
  title: item.title ?? null,
  posterPath: item.posterPath ?? null,
  releaseDate: item.date ?? null,
  voteAverage: item.voteAverage ?? null,
  // A time from the future (a wrong clock) counts as now, so it cannot stay on top forever.
  addedAt: notAfter(item.addedAt, now),
});

/**
 * Saves a title; saving one already saved changes nothing and answers it as it is. With
 * `addedAt` (an Undo) the title goes back to where it was in the list. A title the profile's
 * level does not allow is refused (403).
 */
export async function addToWatchLater(
  db: Db,
  gate: TitleGate,
  profileId: string,
  input: TWatchLaterAdd & { addedAt?: string | null },
): Promise<WatchLaterItem> {
  await gate.assert(input.mediaType, input.mediaId);
  return db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const [existing] = await tx
      .select(itemColumns)
      .from(watchLater)
      .where(keyWhere(profileId, input))
      .limit(1);
    if (existing) return toItem(existing);
    const [held] = await tx.select({ n: count() }).from(watchLater).where(profileWhere(profileId));
    if (Number(held?.n ?? 0) >= WATCH_LATER_MAX)
      throw new AppError('VALIDATION', m('messages.watchLater.full', { max: WATCH_LATER_MAX }));
    const [row] = await tx
      .insert(watchLater)
      .values(rowOf(profileId, input, Date.now()))
      .returning(itemColumns);
    if (!row) throw new AppError('INTERNAL', m('messages.watchLater.saveFailed'));
    return toItem(row);
  });
}

export async function removeFromWatchLater(db: Db, profileId: string, key: TWatchLaterKey): Promise<void> {
  const gone = await db.delete(watchLater).where(keyWhere(profileId, key)).returning({ id: watchLater.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', m('messages.watchLater.notSaved'));
}

/**
 * Adds a list of saved titles (a visitor's on sign-in, or an imported file). Titles already
 * saved, repeats and titles the profile's level does not allow are skipped; past the limit
 * the rest are left out and counted.
 */
export async function mergeWatchLater(
  db: Db,
  gate: TitleGate,
  profileId: string,
  items: readonly TWatchLaterMergeItem[],
): Promise<WatchLaterMergeResult> {
  const now = Date.now();
  // Newest first, so when the list fills up the most recently saved titles are the ones kept.
  const unique = firstOfEach(
    [...items].sort((a, b) => (b.addedAt ?? '').localeCompare(a.addedAt ?? '')),
    watchLaterKey,
  );
  // Before the transaction: a rating may take a catalogue request, which no lock should wait on.
  const allowed = await gate.keep([...unique.values()], (i) => ({ type: i.mediaType, id: i.mediaId }));
  if (allowed.length < unique.size) {
    unique.clear();
    for (const item of allowed) unique.set(watchLaterKey(item), item);
  }
  if (unique.size === 0) return { added: 0, skipped: items.length, overLimit: 0 };
  return db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const ids = [...unique.values()].map((i) => i.mediaId);
    const have = await tx
      .select({ mediaType: watchLater.mediaType, mediaId: watchLater.mediaId })
      .from(watchLater)
      .where(and(profileWhere(profileId), inArray(watchLater.mediaId, ids)));
    for (const h of have) unique.delete(watchLaterKey(h));
    const [held] = await tx.select({ n: count() }).from(watchLater).where(profileWhere(profileId));
    const room = Math.max(0, WATCH_LATER_MAX - Number(held?.n ?? 0));
    const fresh = [...unique.values()];
    const taken = fresh.slice(0, room);
    if (taken.length > 0)
      await tx
        .insert(watchLater)
        .values(taken.map((i) => rowOf(profileId, i, now)))
        .onConflictDoNothing();
    const overLimit = fresh.length - taken.length;
    return { added: taken.length, skipped: items.length - taken.length, overLimit };
  });
}
