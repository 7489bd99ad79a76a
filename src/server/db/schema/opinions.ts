import { MEDIA_TYPES } from '@shared/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { belongsToProfile } from './profiles';

/**
 * A profile's ratings on the 10-point scale (1 = ½ star … 10 = 5 stars). The scope is the
 * title (season 0, episode 0), a season (season N, episode 0) or an episode (season N,
 * episode M), as for watched marks. Each row keeps what a card needs (title, poster, date as
 * the catalogue gave them when rated), so the Rated tab and its sorts need no catalogue call.
 */
export const ratings = pgTable(
  'ratings',
  {
    profileId: belongsToProfile(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    mediaId: text('media_id').notNull(),
    season: integer('season').notNull().default(0),
    episode: integer('episode').notNull().default(0),
    rating: smallint('rating').notNull(),
    title: text('title'),
    posterPath: text('poster_path'),
    /** YYYY-MM-DD (release or first air date), when known. */
    releaseDate: text('release_date'),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.mediaType, t.mediaId, t.season, t.episode] }),
    index('ratings_profile_rated_idx').on(t.profileId, t.ratedAt.desc()),
    check('ratings_rating_range', sql`${t.rating} between 1 and 10`),
  ],
);
export type RatingRow = typeof ratings.$inferSelect;

/**
 * A profile's review of a title: plain text (at most 10,000 characters, never rendered as
 * HTML), a spoiler flag, and whether other signed-in accounts of this Marquee may read it
 * (off unless the author turns it on).
 */
export const reviews = pgTable(
  'reviews',
  {
    profileId: belongsToProfile(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    mediaId: text('media_id').notNull(),
    body: text('body').notNull(),
    spoiler: boolean('spoiler').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.mediaType, t.mediaId] }),
    // The shared reviews of one title, newest first.
    index('reviews_media_updated_idx').on(t.mediaType, t.mediaId, t.updatedAt.desc()),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The diary: one entry per viewing, with the day it happened. Watching a title again adds an
 * entry marked as a rewatch; it never overwrites one. Entries are written by the 90 % rule
 * ('auto'), by hand ('manual') or by an import ('import').
 */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: belongsToProfile(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    mediaId: text('media_id').notNull(),
    season: integer('season'),
    episode: integer('episode'),
    watchedOn: date('watched_on', { mode: 'string' }).notNull(),
    rating: smallint('rating'),
    rewatch: boolean('rewatch').notNull().default(false),
    source: text('source', { enum: ['auto', 'manual', 'import'] })
      .notNull()
      .default('manual'),
    title: text('title'),
    posterPath: text('poster_path'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The diary by month, newest first.
    index('diary_profile_day_idx').on(t.profileId, t.watchedOn.desc(), t.id.desc()),
    // Earlier viewings of one title (is this a rewatch?).
    index('diary_profile_media_idx').on(t.profileId, t.mediaType, t.mediaId),
    check('diary_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 10`),
  ],
);
export type DiaryEntryRow = typeof diaryEntries.$inferSelect;
