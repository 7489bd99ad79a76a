import { m } from '@shared/i18n/message';
import {
  REVIEWS_SHARED_MAX,
  type ReviewItem,
  type SharedReview,
  type TitleReviews,
  type TReviewKey,
  type TReviewSet,
} from '@shared/schemas/ratings';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, type ReviewRow, ratings, reviews } from '../../db/schema';
import { AppError } from '../../errors';
import type { TitleGate } from '../personal/title-gate';
import type { TitleLookup } from '../ratings/service';

/**
 * Reviews: one per profile and title, plain text (never HTML) with a spoiler flag, edited and
 * deleted only by its author's profile. A review marked shared is listed under the title for
 * the other signed-in profiles of this Marquee, with its author's profile name and nothing else.
 */

const columns = {
  mediaType: reviews.mediaType,
  mediaId: reviews.mediaId,
  body: reviews.body,
  spoiler: reviews.spoiler,
  shared: reviews.shared,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
} as const;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

const toItem = (r: Pick<ReviewRow, keyof typeof columns>): ReviewItem => ({
  mediaType: r.mediaType,
  mediaId: r.mediaId,
  text: r.body,
  spoiler: r.spoiler,
  shared: r.shared,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const keyWhere = (profileId: string, key: TReviewKey) =>
  and(
    eq(reviews.profileId, profileId),
    eq(reviews.mediaType, key.mediaType),
    eq(reviews.mediaId, key.mediaId),
  );

/** Writes or rewrites the profile's review; an unknown title is a 404, one above its level a 403. */
export async function setReview(
  db: Db,
  gate: TitleGate,
  lookup: TitleLookup,
  profileId: string,
  input: TReviewSet,
): Promise<ReviewItem> {
  await lookup(input.mediaType, input.mediaId);
  await gate.assert(input.mediaType, input.mediaId);
  const now = new Date();
  const fields = { body: input.text, spoiler: input.spoiler, shared: input.shared, updatedAt: now };
  const [row] = await db
    .insert(reviews)
    .values({ profileId, mediaType: input.mediaType, mediaId: input.mediaId, ...fields, createdAt: now })
    .onConflictDoUpdate({ target: [reviews.profileId, reviews.mediaType, reviews.mediaId], set: fields })
    .returning(columns);
  if (!row) throw new AppError('INTERNAL', m('messages.reviews.none'));
  return toItem(row);
}

/** The profile's own review, or null. */
export async function ownReview(db: Db, profileId: string, key: TReviewKey): Promise<ReviewItem | null> {
  const [row] = await db.select(columns).from(reviews).where(keyWhere(profileId, key)).limit(1);
  return row ? toItem(row) : null;
}

/** The profile's own review, or a 404. */
export async function getReview(db: Db, profileId: string, key: TReviewKey): Promise<ReviewItem> {
  const own = await ownReview(db, profileId, key);
  if (!own) throw new AppError('NOT_FOUND', m('messages.reviews.none'));
  return own;
}

/** Deletes the profile's own review (no other's can be named); none is a 404. */
export async function deleteReview(db: Db, profileId: string, key: TReviewKey): Promise<void> {
  const gone = await db.delete(reviews).where(keyWhere(profileId, key)).returning({ body: reviews.body });
  if (gone.length === 0) throw new AppError('NOT_FOUND', m('messages.reviews.none'));
}

/**
 * A title's reviews for a signed-in viewer: their own, and the shared reviews of every other
 * profile (newest first, at most 50), each with its author's profile name and rating.
 */
export async function titleReviews(
  db: Db,
  gate: TitleGate,
  profileId: string,
  key: TReviewKey,
): Promise<TitleReviews> {
  await gate.assert(key.mediaType, key.mediaId);
  const [own, rows] = await Promise.all([
    ownReview(db, profileId, key),
    db
      .select({
        author: profiles.name,
        rating: ratings.rating,
        body: reviews.body,
        spoiler: reviews.spoiler,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.profileId))
      .leftJoin(
        ratings,
        and(
          eq(ratings.profileId, reviews.profileId),
          eq(ratings.mediaType, reviews.mediaType),
          eq(ratings.mediaId, reviews.mediaId),
          eq(ratings.season, 0),
          eq(ratings.episode, 0),
        ),
      )
      .where(
        and(
          eq(reviews.mediaType, key.mediaType),
          eq(reviews.mediaId, key.mediaId),
          eq(reviews.shared, true),
          ne(reviews.profileId, profileId),
        ),
      )
      .orderBy(desc(reviews.updatedAt), sql`${reviews.profileId}`)
      .limit(REVIEWS_SHARED_MAX),
  ]);
  const others: SharedReview[] = rows.map((r) => ({
    author: r.author,
    rating: r.rating === null ? null : Number(r.rating),
    text: r.body,
    spoiler: r.spoiler,
    updatedAt: iso(r.updatedAt),
  }));
  return { own, others };
}
