import { LIST_ITEMS_MAX, LIST_POSITION_GAP, LISTS_PER_PROFILE_MAX } from '@shared/schemas/lists';
import {
  OPINIONS_FILE_MAX,
  type OpinionsMergeResult,
  type TDiaryFileItem,
  type TListFile,
  type TOpinionsFile,
  type TOpinionsMerge,
  type TRatingFileItem,
  type TReviewFileItem,
} from '@shared/schemas/opinions-file';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { diaryEntries, listItems, lists, ratings, reviews } from '../../db/schema';
import { newSlug } from '../lists/service';
import { firstOfEach, lockProfile } from '../personal/merge';
import type { TitleGate } from '../personal/title-gate';

/**
 * A profile's ratings, reviews, diary and lists in the settings file: exported whole (up to
 * OPINIONS_FILE_MAX of each), merged back in parts. A merge adds what the profile does not
 * have and changes nothing it has: a title already rated keeps its rating, a review its text,
 * a viewing of the same title on the same day is not logged twice, and a list of the file
 * fills the profile's list of the same name (or a new one) up to the lists' limits. Titles the
 * profile's level does not allow are left out both ways.
 */

const titleOf = (i: { mediaType: 'movie' | 'tv'; mediaId: string }) => ({ type: i.mediaType, id: i.mediaId });

export async function exportOpinions(db: Db, gate: TitleGate, profileId: string): Promise<TOpinionsFile> {
  const [rated, written, logged, owned] = await Promise.all([
    db
      .select()
      .from(ratings)
      .where(eq(ratings.profileId, profileId))
      .orderBy(asc(ratings.ratedAt))
      .limit(OPINIONS_FILE_MAX.ratings),
    db
      .select()
      .from(reviews)
      .where(eq(reviews.profileId, profileId))
      .orderBy(asc(reviews.updatedAt))
      .limit(OPINIONS_FILE_MAX.reviews),
    db
      .select()
      .from(diaryEntries)
      .where(eq(diaryEntries.profileId, profileId))
      .orderBy(asc(diaryEntries.watchedOn), asc(diaryEntries.id))
      .limit(OPINIONS_FILE_MAX.diary),
    db.select().from(lists).where(eq(lists.profileId, profileId)).orderBy(asc(lists.createdAt)),
  ]);
  const items = owned.length
    ? await db
        .select()
        .from(listItems)
        .innerJoin(lists, eq(lists.id, listItems.listId))
        .where(eq(lists.profileId, profileId))
        .orderBy(asc(listItems.listId), asc(listItems.position))
        .limit(OPINIONS_FILE_MAX.listItems)
    : [];
  const byList = new Map<number, TOpinionsFile['lists'][number]['items']>();
  for (const { list_items: i } of await gate.keep(items, (r) => titleOf(r.list_items))) {
    const held = byList.get(i.listId) ?? [];
    held.push({
      mediaType: i.mediaType,
      mediaId: i.mediaId,
      note: i.note,
      title: i.title,
      posterPath: i.posterPath,
      date: i.releaseDate,
      voteAverage: i.voteAverage,
    });
    byList.set(i.listId, held);
  }
  return {
    ratings: (await gate.keep(rated, titleOf)).map((r) => ({
      mediaType: r.mediaType,
      mediaId: r.mediaId,
      season: r.season,
      episode: r.episode,
      rating: r.rating,
      title: r.title,
      posterPath: r.posterPath,
      date: r.releaseDate,
    })),
    reviews: (await gate.keep(written, titleOf)).map((r) => ({
      mediaType: r.mediaType,
      mediaId: r.mediaId,
      text: r.body,
      spoiler: r.spoiler,
      shared: r.shared,
    })),
    diary: (await gate.keep(logged, titleOf)).map((r) => ({
      media_type: r.mediaType,
      media_id: r.mediaId,
      watched_on: r.watchedOn,
      season: r.season,
      episode: r.episode,
      rating: r.rating,
      rewatch: r.rewatch,
      title: r.title,
      posterPath: r.posterPath,
    })),
    lists: owned.map((l) => ({
      name: l.name,
      description: l.description,
      visibility: l.visibility,
      sort: l.sort,
      items: byList.get(l.id) ?? [],
    })),
  };
}

async function mergeRatings(db: Tx, profileId: string, items: readonly TRatingFileItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const unique = firstOfEach(items, (r) => `${r.mediaType}:${r.mediaId}:${r.season}:${r.episode}`);
  const added = await db
    .insert(ratings)
    .values(
      [...unique.values()].map((r) => ({
        profileId,
        mediaType: r.mediaType,
        mediaId: r.mediaId,
        season: r.season,
        episode: r.episode,
        rating: r.rating,
        title: r.title ?? null,
        posterPath: r.posterPath ?? null,
        releaseDate: r.date ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ratings.mediaId });
  return added.length;
}

async function mergeReviews(db: Tx, profileId: string, items: readonly TReviewFileItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const unique = firstOfEach(items, (r) => `${r.mediaType}:${r.mediaId}`);
  const added = await db
    .insert(reviews)
    .values(
      [...unique.values()].map((r) => ({
        profileId,
        mediaType: r.mediaType,
        mediaId: r.mediaId,
        body: r.text,
        spoiler: r.spoiler,
        shared: r.shared,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: reviews.mediaId });
  return added.length;
}

const viewingKey = (v: {
  mediaType: string;
  mediaId: string;
  season: number | null;
  episode: number | null;
  watchedOn: string;
}) => `${v.mediaType}:${v.mediaId}:${v.season ?? ''}:${v.episode ?? ''}:${v.watchedOn}`;

async function mergeDiary(tx: Tx, profileId: string, items: readonly TDiaryFileItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const unique = firstOfEach(items, viewingKey);
  const have = await tx
    .select({
      mediaType: diaryEntries.mediaType,
      mediaId: diaryEntries.mediaId,
      season: diaryEntries.season,
      episode: diaryEntries.episode,
      watchedOn: diaryEntries.watchedOn,
    })
    .from(diaryEntries)
    .where(
      and(
        eq(diaryEntries.profileId, profileId),
        inArray(diaryEntries.mediaId, [...new Set(items.map((i) => i.mediaId))]),
      ),
    );
  for (const h of have) unique.delete(viewingKey(h));
  const fresh = [...unique.values()];
  if (fresh.length === 0) return 0;
  await tx.insert(diaryEntries).values(
    fresh.map((v) => ({
      profileId,
      mediaType: v.mediaType,
      mediaId: v.mediaId,
      season: v.season,
      episode: v.episode,
      watchedOn: v.watchedOn,
      rating: v.rating,
      rewatch: v.rewatch ?? false,
      source: 'import' as const,
      title: v.title ?? null,
      posterPath: v.posterPath ?? null,
    })),
  );
  return fresh.length;
}

/** The profile's list of that name (locked), or a new one while the profile has room. */
async function listNamed(
  tx: Tx,
  profileId: string,
  list: TListFile,
): Promise<typeof lists.$inferSelect | null> {
  const [same] = await tx
    .select()
    .from(lists)
    .where(and(eq(lists.profileId, profileId), eq(lists.name, list.name)))
    .orderBy(asc(lists.id))
    .limit(1)
    .for('update');
  if (same) return same;
  const [held] = await tx.select({ n: count() }).from(lists).where(eq(lists.profileId, profileId));
  if (Number(held?.n ?? 0) >= LISTS_PER_PROFILE_MAX) return null;
  const [row] = await tx
    .insert(lists)
    .values({
      profileId,
      name: list.name,
      description: list.description ?? '',
      visibility: list.visibility ?? 'private',
      sort: list.sort ?? 'manual',
      slug: newSlug(),
    })
    .returning();
  return row ?? null;
}

async function mergeList(tx: Tx, profileId: string, list: TListFile): Promise<number> {
  const row = await listNamed(tx, profileId, list);
  if (!row) return 0;
  const unique = firstOfEach(list.items, (i) => `${i.mediaType}:${i.mediaId}`);
  const have =
    unique.size === 0
      ? []
      : await tx
          .select({ mediaType: listItems.mediaType, mediaId: listItems.mediaId })
          .from(listItems)
          .where(
            and(
              eq(listItems.listId, row.id),
              inArray(listItems.mediaId, [...new Set(list.items.map((i) => i.mediaId))]),
            ),
          );
  for (const h of have) unique.delete(`${h.mediaType}:${h.mediaId}`);
  const taken = [...unique.values()].slice(0, Math.max(0, LIST_ITEMS_MAX - row.itemCount));
  if (taken.length === 0) return 0;
  const [last] = await tx
    .select({ p: sql<number | string | null>`max(${listItems.position})` })
    .from(listItems)
    .where(eq(listItems.listId, row.id));
  const start = Number(last?.p ?? 0);
  await tx.insert(listItems).values(
    taken.map((i, n) => ({
      listId: row.id,
      mediaType: i.mediaType,
      mediaId: i.mediaId,
      position: start + (n + 1) * LIST_POSITION_GAP,
      note: i.note ?? '',
      title: i.title ?? null,
      posterPath: i.posterPath ?? null,
      releaseDate: i.date ?? null,
      voteAverage: i.voteAverage ?? null,
    })),
  );
  await tx
    .update(lists)
    .set({ itemCount: sql`${lists.itemCount} + ${taken.length}`, updatedAt: new Date() })
    .where(eq(lists.id, row.id));
  return taken.length;
}

/** Merges one part of a settings file into the profile (see the top of this file). */
export async function mergeOpinions(
  db: Db,
  gate: TitleGate,
  profileId: string,
  part: TOpinionsMerge,
): Promise<OpinionsMergeResult> {
  // Before the transaction: a title's rating may take a catalogue request, which no lock should wait on.
  const [rated, written, logged, listed] = await Promise.all([
    gate.keep(part.ratings ?? [], titleOf),
    gate.keep(part.reviews ?? [], titleOf),
    gate.keep(part.diary ?? [], titleOf),
    gate.keep(part.list?.items ?? [], titleOf),
  ]);
  return db.transaction(async (tx) => {
    // One merge at a time per profile: two parts of one file never race for a list's room.
    await lockProfile(tx, profileId);
    return {
      ratings: await mergeRatings(tx, profileId, rated),
      reviews: await mergeReviews(tx, profileId, written),
      diary: await mergeDiary(tx, profileId, logged),
      listItems: part.list ? await mergeList(tx, profileId, { ...part.list, items: listed }) : 0,
    };
  });
}
