import type { MediaType } from '@shared/catalogue';
import { hasEpisode } from '@shared/episodes';
import { m } from '@shared/i18n/message';
import {
  DIARY_PAGE_SIZE,
  type DiaryEntry,
  type DiaryPage,
  type TDiaryAdd,
  type TDiaryList,
  type TDiaryTitle,
  type TDiaryUpdate,
} from '@shared/schemas/diary';
import { and, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { LOCK } from '../../db/locks';
import { type DiaryEntryRow, diaryEntries } from '../../db/schema';
import { AppError, isAppError } from '../../errors';
import { type TitleCard, titleCard } from '../catalogue/details';
import type { CatalogueService } from '../catalogue/service';
import { type CatalogueLanguage, tvSeasons } from '../catalogue/service';
import type { TitleGate } from '../personal/title-gate';

/**
 * The diary, per profile: one entry per viewing with its day. A title (or episode) watched
 * again is a new entry marked as a rewatch, never an overwrite. Entries come from the 90 %
 * rule (`logFinish`, source 'auto'), by hand (`addDiaryEntry`) or an import. Every function
 * takes the database and the profile's id; those that write a title or list titles also take
 * the profile's title gate (its level).
 */

/** What the diary keeps of a title for its rows: its name and poster, in the reader's language. */
export interface TitleSnapshot {
  title: string | null;
  posterPath: string | null;
}

/**
 * Looks a title (and episode) up in the catalogue: its snapshot, or 404 for a title or an
 * episode the catalogue does not have.
 */
export type TitleLookup = (
  mediaType: MediaType,
  mediaId: string,
  season: number | null,
  episode: number | null,
) => Promise<TitleSnapshot>;

/** The catalogue's lookup in the reader's language (the detail pages' own cached requests). */
export function catalogueLookup(svc: CatalogueService, lang: CatalogueLanguage): TitleLookup {
  return async (mediaType, mediaId, season, episode) => {
    const id = Number(mediaId);
    let detail: TitleCard;
    try {
      detail = await titleCard(svc, mediaType, id, lang);
    } catch (e) {
      if (isAppError(e) && e.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', m('messages.diary.unknownTitle'));
      throw e;
    }
    if (mediaType === 'tv' && season !== null && episode !== null) {
      const seasons = await tvSeasons(svc, id, lang);
      if (!hasEpisode(seasons, { season, episode }))
        throw new AppError('NOT_FOUND', m('messages.marks.noSuchEpisode', { season, episode }));
    }
    return { title: detail.title, posterPath: detail.posterPath };
  };
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toDiaryEntry(r: DiaryEntryRow): DiaryEntry {
  return {
    id: Number(r.id),
    media_type: r.mediaType,
    media_id: r.mediaId,
    season: r.season,
    episode: r.episode,
    watched_on: String(r.watchedOn).slice(0, 10),
    rating: r.rating,
    rewatch: r.rewatch,
    source: r.source,
    title: r.title,
    poster_path: r.posterPath,
    created_at: iso(r.createdAt),
  };
}

const profileWhere = (profileId: string) => eq(diaryEntries.profileId, profileId);

/** The same title, or the same episode of it (a show's own entries have no season and episode). */
const viewingWhere = (
  profileId: string,
  at: { mediaType: MediaType; mediaId: string; season: number | null; episode: number | null },
): SQL =>
  and(
    profileWhere(profileId),
    eq(diaryEntries.mediaType, at.mediaType),
    eq(diaryEntries.mediaId, at.mediaId),
    at.season === null ? isNull(diaryEntries.season) : eq(diaryEntries.season, at.season),
    at.episode === null ? isNull(diaryEntries.episode) : eq(diaryEntries.episode, at.episode),
  ) as SQL;

/** Whether the diary holds a viewing of it before `day` (or on `day`, logged earlier). */
async function seenBefore(
  db: DbOrTx,
  profileId: string,
  at: { mediaType: MediaType; mediaId: string; season: number | null; episode: number | null },
  day: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: diaryEntries.id })
    .from(diaryEntries)
    .where(and(viewingWhere(profileId, at), sql`${diaryEntries.watchedOn} <= ${day}::date`))
    .limit(1);
  return !!row;
}

/** The month's first day and the next month's, for ?month=YYYY-MM. */
function monthRange(month: string): [string, string] {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/**
 * A page of 50 entries, newest day first (then the latest logged), less the titles the
 * profile's level does not allow: a restricted profile's page may hold fewer, `has_more`
 * still says whether records follow.
 */
export async function listDiary(
  db: Db,
  gate: TitleGate,
  profileId: string,
  q: TDiaryList,
): Promise<DiaryPage> {
  const where = [profileWhere(profileId)];
  if (q.month) {
    const [from, to] = monthRange(q.month);
    where.push(gte(diaryEntries.watchedOn, from), lt(diaryEntries.watchedOn, to));
  }
  const rows = await db
    .select()
    .from(diaryEntries)
    .where(and(...where))
    .orderBy(desc(diaryEntries.watchedOn), desc(diaryEntries.id))
    .limit(DIARY_PAGE_SIZE + 1)
    .offset((q.page - 1) * DIARY_PAGE_SIZE);
  const page = rows.slice(0, DIARY_PAGE_SIZE);
  const kept = await gate.keep(page, (r) => ({ type: r.mediaType, id: r.mediaId }));
  return { entries: kept.map(toDiaryEntry), page: q.page, has_more: rows.length > DIARY_PAGE_SIZE };
}

/** A title's (or an episode's) viewings, newest first: the dialog's rewatch mark. */
export async function titleViewings(db: Db, profileId: string, q: TDiaryTitle): Promise<DiaryEntry[]> {
  const rows = await db
    .select()
    .from(diaryEntries)
    .where(
      viewingWhere(profileId, {
        mediaType: q.mediaType,
        mediaId: q.mediaId,
        season: q.mediaType === 'tv' ? (q.season ?? null) : null,
        episode: q.mediaType === 'tv' ? (q.episode ?? null) : null,
      }),
    )
    .orderBy(desc(diaryEntries.watchedOn), desc(diaryEntries.id))
    .limit(DIARY_PAGE_SIZE);
  return rows.map(toDiaryEntry);
}

/**
 * A viewing logged by hand ("I watched this on …"): the title must be in the catalogue (404)
 * and allowed at the profile's level (403). Without a `rewatch` flag it is a rewatch when the
 * diary already holds a viewing of it on or before that day.
 */
export async function addDiaryEntry(
  db: Db,
  gate: TitleGate,
  lookup: TitleLookup,
  profileId: string,
  input: TDiaryAdd,
): Promise<DiaryEntry> {
  await gate.assert(input.mediaType, input.mediaId);
  const snap = await lookup(input.mediaType, input.mediaId, input.season, input.episode);
  const rewatch = input.rewatch ?? (await seenBefore(db, profileId, input, input.watchedOn));
  const [row] = await db
    .insert(diaryEntries)
    .values({
      profileId,
      mediaType: input.mediaType,
      mediaId: input.mediaId,
      season: input.season,
      episode: input.episode,
      watchedOn: input.watchedOn,
      rating: input.rating,
      rewatch,
      source: 'manual',
      title: snap.title,
      posterPath: snap.posterPath,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', m('messages.diary.saveFailed'));
  return toDiaryEntry(row);
}

const entryWhere = (profileId: string, id: number) => and(profileWhere(profileId), eq(diaryEntries.id, id));

/** One of the profile's entries; another profile's id is as unknown as a missing one (404). */
async function ownEntry(db: Db, profileId: string, id: number): Promise<DiaryEntryRow> {
  const [row] = await db.select().from(diaryEntries).where(entryWhere(profileId, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', m('messages.diary.notFound'));
  return row;
}

export async function getDiaryEntry(
  db: Db,
  gate: TitleGate,
  profileId: string,
  id: number,
): Promise<DiaryEntry> {
  const row = await ownEntry(db, profileId, id);
  await gate.assert(row.mediaType, row.mediaId);
  return toDiaryEntry(row);
}

/** Changes an entry's day, rating (null clears it) or rewatch mark; 404 for another profile's. */
export async function updateDiaryEntry(
  db: Db,
  gate: TitleGate,
  profileId: string,
  id: number,
  changes: TDiaryUpdate,
): Promise<DiaryEntry> {
  const row = await ownEntry(db, profileId, id);
  await gate.assert(row.mediaType, row.mediaId);
  const set: Partial<Pick<DiaryEntryRow, 'watchedOn' | 'rating' | 'rewatch'>> = {};
  if (changes.watchedOn !== undefined) set.watchedOn = changes.watchedOn;
  if (changes.rating !== undefined) set.rating = changes.rating;
  if (changes.rewatch !== undefined) set.rewatch = changes.rewatch;
  const [updated] = await db.update(diaryEntries).set(set).where(entryWhere(profileId, id)).returning();
  if (!updated) throw new AppError('NOT_FOUND', m('messages.diary.notFound'));
  return toDiaryEntry(updated);
}

/** Deletes an entry; answers it as it was (the client's Undo logs it again). */
export async function removeDiaryEntry(db: Db, profileId: string, id: number): Promise<DiaryEntry> {
  const [gone] = await db.delete(diaryEntries).where(entryWhere(profileId, id)).returning();
  if (!gone) throw new AppError('NOT_FOUND', m('messages.diary.notFound'));
  return toDiaryEntry(gone);
}

/**
 * The 90 % rule's entry: a player's report past the share (or its ended event) logs the movie
 * or episode on `day` (the viewer's day), once. Reports keep coming past 90 % (every few
 * seconds until the end, and again on the ended event, from every tab): the rule is one 'auto'
 * entry per title or episode per day, so a finish reported again that day is the same viewing.
 * A viewing logged by hand on that day counts too. The check and the insert hold an advisory
 * lock on the title, so two processes reporting at once write one entry.
 */
export async function logFinish(
  db: Db,
  profileId: string,
  at: { mediaType: MediaType; mediaId: string; season: number | null; episode: number | null },
  day: string,
  snapshot: () => Promise<TitleSnapshot>,
): Promise<boolean> {
  const key = {
    mediaType: at.mediaType,
    mediaId: at.mediaId,
    season: at.mediaType === 'tv' ? at.season : null,
    episode: at.mediaType === 'tv' ? at.episode : null,
  };
  if (key.mediaType === 'tv' && (key.season === null || key.episode === null)) return false;
  const sameDay = () => and(viewingWhere(profileId, key), eq(diaryEntries.watchedOn, day));
  // Most reports past 90 % find the day's entry already there: one read, no lock.
  const [there] = await db.select({ id: diaryEntries.id }).from(diaryEntries).where(sameDay()).limit(1);
  if (there) return false;
  const snap = await snapshot().catch((): TitleSnapshot => ({ title: null, posterPath: null }));
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK.diaryFinish}, hashtext(${`${profileId}:${key.mediaType}:${key.mediaId}`}))`,
    );
    const [again] = await tx.select({ id: diaryEntries.id }).from(diaryEntries).where(sameDay()).limit(1);
    if (again) return false;
    const rewatch = await seenBefore(tx, profileId, key, day);
    await tx.insert(diaryEntries).values({
      profileId,
      ...key,
      watchedOn: day,
      rewatch,
      source: 'auto',
      title: snap.title,
      posterPath: snap.posterPath,
    });
    return true;
  });
}
