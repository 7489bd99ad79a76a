import { MEDIA_TYPES } from '@shared/catalogue';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsToProfile } from './profiles';

/**
 * Watched marks: one row per profile and watched episode, or per watched movie (season 0,
 * episode 0; real episodes are numbered from 1, specials are season 0 with episode ≥ 1).
 * The primary key's prefix (profile, type, id) serves a show's marks in one index range, so
 * the TV page reads them in one query; marking a whole show is one INSERT … SELECT.
 */
export const watchedMarks = pgTable(
  'watched_marks',
  {
    profileId: belongsToProfile(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    mediaId: text('media_id').notNull(),
    season: integer('season').notNull(),
    episode: integer('episode').notNull(),
    /** 'auto' (played past 90 % or to its end), 'manual' (marked by hand), 'import' (a settings file or a visitor's merge). */
    source: text('source', { enum: ['auto', 'manual', 'import'] })
      .notNull()
      .default('manual'),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.mediaType, t.mediaId, t.season, t.episode] }),
    // The admin "today" count.
    index('watched_marks_marked_at_idx').on(t.markedAt),
  ],
);
export type WatchedMarkRow = typeof watchedMarks.$inferSelect;

/**
 * A profile's explicit follow choice for a show. A show is followed when it is in Watch Later
 * or has a watched episode, unless a row says followed = false (unfollowed in place); a row
 * with followed = true follows a show neither saved nor watched.
 */
export const showFollows = pgTable(
  'show_follows',
  {
    profileId: belongsToProfile(),
    mediaId: text('media_id').notNull(),
    followed: boolean('followed').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.mediaId] })],
);

/** When the profile last opened Upcoming: its "new since your last visit" starts there. */
export const upcomingVisits = pgTable('upcoming_visits', {
  profileId: belongsToProfile().primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A profile's calendar feed: the secret in `/calendar/<token>.ics`. At most one per profile;
 * rotating replaces the token (the old one stops answering at once), revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    profileId: belongsToProfile().primaryKey(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.token)],
);
