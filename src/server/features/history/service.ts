import { m } from '@shared/i18n/message';
import {
  HISTORY_RETENTION_DAYS,
  type HistoryDebugInfo,
  type HistoryEntry,
  type HistoryStats,
  type THistoryAdd,
  type THistoryKey,
  type THistoryList,
  type THistoryProgress,
} from '@shared/schemas/history';
import { dayIn } from '@shared/time-zone';
import { AUTO_MARK_SHARE } from '@shared/tracking';
import { and, count, desc, eq, lt, max, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { watchHistory } from '../../db/schema';
import { AppError } from '../../errors';
import { logFinish, type TitleLookup } from '../diary/service';
import { autoMark, type SeasonsOf } from '../marks/service';
import type { TitleGate } from '../personal/title-gate';
import { groupCommitFor } from './group-commit';
import { type EntryRow, entryColumns } from './upserts';

/**
 * Watch history, per profile. Every function takes the database and the profile's id; those
 * that write a title or list titles also take the profile's title gate (its maturity level).
 * The REST facade and the tRPC router are thin wrappers around these.
 */
const DAY = 86_400_000;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toEntry(r: EntryRow): HistoryEntry {
  return {
    id: Number(r.id),
    media_id: r.mediaId,
    media_type: r.mediaType,
    season: r.season,
    episode: r.episode,
    watched_at: iso(r.watchedAt),
    last_watched: iso(r.lastWatched),
    updated_at: iso(r.updatedAt),
    position_seconds: r.positionSeconds,
    duration_seconds: r.durationSeconds,
  };
}

/** Most recent first; served by watch_history_profile_recent_idx (the benchmark EXPLAINs this query). */
export const historyPageQuery = (db: Db, profileId: string, page: THistoryList) =>
  db
    .select(entryColumns)
    .from(watchHistory)
    .where(eq(watchHistory.profileId, profileId))
    // NULLS LAST matches watch_history_profile_recent_idx (profile_id, last_watched DESC NULLS LAST),
    // so the planner walks that index; a plain DESC (NULLS FIRST) would not use it.
    .orderBy(sql`${watchHistory.lastWatched} desc nulls last`, desc(watchHistory.id))
    .limit(page.limit)
    .offset(page.offset);

/**
 * A page of the history, less the titles the profile's level does not allow (recorded before
 * its level was lowered): a restricted profile's page may hold fewer than `limit` entries, the
 * offset still counting records.
 */
export async function listHistory(
  db: Db,
  gate: TitleGate,
  profileId: string,
  page: THistoryList,
): Promise<HistoryEntry[]> {
  const rows = await historyPageQuery(db, profileId, page);
  return (await gate.keep(rows, (r) => ({ type: r.mediaType, id: r.mediaId }))).map(toEntry);
}

/**
 * Upsert: a title already in the history moves to the front with its new episode. The
 * player position survives only when the same episode is opened again. Timestamps come
 * from the database's now() (microseconds), so quick successive watches order correctly.
 * One upsert after the session lookup (a restricted profile's check of the title's rating is
 * answered by the catalogue's cache), grouped with the writes arriving at the same time into
 * one statement (group-commit.ts); answered once that statement has committed.
 */
export async function addToHistory(
  db: Db,
  gate: TitleGate,
  profileId: string,
  input: THistoryAdd,
): Promise<HistoryEntry> {
  await gate.assert(input.media_type, input.media_id);
  const row = await groupCommitFor(db).write({
    kind: 'opened',
    profileId,
    mediaId: input.media_id,
    mediaType: input.media_type,
    season: input.season,
    episode: input.episode,
  });
  if (!row) throw new AppError('INTERNAL', m('messages.history.saveFailed'));
  return toEntry(row);
}

/**
 * Stores where the player is; creates the record when the title was not yet in the history.
 * One upsert, grouped like `addToHistory`'s.
 */
export async function saveProgress(
  db: Db,
  gate: TitleGate,
  profileId: string,
  input: THistoryProgress,
  seasonsOf: SeasonsOf | null = null,
  lookup: TitleLookup | null = null,
): Promise<HistoryEntry> {
  await gate.assert(input.mediaType, input.mediaId);
  const isTv = input.mediaType === 'tv';
  const row = await groupCommitFor(db).write({
    kind: 'progress',
    profileId,
    mediaId: input.mediaId,
    mediaType: input.mediaType,
    season: isTv ? (input.season ?? null) : null,
    episode: isTv ? (input.episode ?? null) : null,
    position: input.position,
    duration: input.duration,
  });
  if (!row) throw new AppError('INTERNAL', m('messages.history.progressFailed'));
  // Past 90 % (the preview player's ended event reports position = duration) the episode or
  // movie counts as watched, and the viewing goes in the diary (once that day); below that the
  // report stays the one statement above.
  if (input.position / input.duration >= AUTO_MARK_SHARE) {
    const at = {
      mediaType: input.mediaType,
      mediaId: input.mediaId,
      season: row.season,
      episode: row.episode,
    };
    await autoMark(db, seasonsOf, profileId, at);
    await logFinish(db, profileId, at, dayIn(new Date(), input.timeZone ?? 'UTC'), async () =>
      lookup ? lookup(at.mediaType, at.mediaId, at.season, at.episode) : { title: null, posterPath: null },
    );
  }
  return toEntry(row);
}

const keyWhere = (profileId: string, key: THistoryKey) =>
  and(
    eq(watchHistory.profileId, profileId),
    eq(watchHistory.mediaId, key.mediaId),
    eq(watchHistory.mediaType, key.mediaType),
  );

/** A title's entry; null for a title never watched (the watch page asks on every first watch). */
export async function findHistoryEntry(
  db: Db,
  profileId: string,
  key: THistoryKey,
): Promise<HistoryEntry | null> {
  const [row] = await db.select(entryColumns).from(watchHistory).where(keyWhere(profileId, key)).limit(1);
  return row ? toEntry(row) : null;
}

/** A title's entry, for the REST facade, whose contract answers 404 for one not in the history. */
export async function getHistoryEntry(db: Db, profileId: string, key: THistoryKey): Promise<HistoryEntry> {
  const entry = await findHistoryEntry(db, profileId, key);
  if (!entry) throw new AppError('NOT_FOUND', m('messages.history.notInHistory'));
  return entry;
}

export async function removeHistoryEntry(db: Db, profileId: string, key: THistoryKey): Promise<void> {
  const gone = await db
    .delete(watchHistory)
    .where(keyWhere(profileId, key))
    .returning({ id: watchHistory.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', m('messages.history.notInHistory'));
}

export async function clearHistory(db: Db, profileId: string): Promise<number> {
  const gone = await db
    .delete(watchHistory)
    .where(eq(watchHistory.profileId, profileId))
    .returning({ id: watchHistory.id });
  return gone.length;
}

export async function historyStats(db: Db, profileId: string): Promise<HistoryStats> {
  const [row] = await db
    .select({
      total: count(),
      movies: sql<number>`count(*) filter (where ${watchHistory.mediaType} = 'movie')`.mapWith(Number),
      tvShows: sql<number>`count(*) filter (where ${watchHistory.mediaType} = 'tv')`.mapWith(Number),
      lastWatched: max(watchHistory.lastWatched),
    })
    .from(watchHistory)
    .where(eq(watchHistory.profileId, profileId));
  return {
    total: Number(row?.total ?? 0),
    movies: row?.movies ?? 0,
    tvShows: row?.tvShows ?? 0,
    lastWatched: row?.lastWatched ? iso(row.lastWatched) : null,
  };
}

export { migrateHistory } from './migrate';

/** The cut-off for records untouched for 15 days. */
export const retentionCutoff = (now: Date = new Date()) =>
  new Date(now.getTime() - HISTORY_RETENTION_DAYS * DAY);

/** Deletes every record (all users) last watched more than 15 days before `now`. */
export async function cleanupOldHistory(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(watchHistory)
    .where(lt(watchHistory.lastWatched, retentionCutoff(now)))
    .returning({ id: watchHistory.id });
  return gone.length;
}

export const cleanupMessage = (deleted: number) => m('messages.history.cleanedUp', { deleted });

/** The debug info My List shows admin and owner. */
export async function historyDebugInfo(
  db: Db,
  gate: TitleGate,
  profileId: string,
): Promise<HistoryDebugInfo> {
  const exists = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('public.watch_history') is not null as exists`,
  );
  const [first] = rowsOf<{ exists?: boolean }>(exists);
  const [all] = await db.select({ n: count() }).from(watchHistory);
  const [mine] = await db
    .select({ n: count() })
    .from(watchHistory)
    .where(eq(watchHistory.profileId, profileId));
  return {
    watchHistoryTableExists: first?.exists === true,
    userId: profileId,
    totalWatchHistoryCount: Number(all?.n ?? 0),
    userWatchHistoryCount: Number(mine?.n ?? 0),
    userSampleData: await listHistory(db, gate, profileId, { limit: 5, offset: 0 }),
  };
}
