import { MEDIA_TYPES } from '@shared/catalogue';
import { bigserial, index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToProfile } from './profiles';

export const watchHistory = pgTable(
  'watch_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: belongsToProfile(),
    mediaId: text('media_id').notNull(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    season: integer('season'),
    episode: integer('episode'),
    /** Playback position and duration in seconds, when a player reported them. */
    positionSeconds: real('position_seconds'),
    durationSeconds: real('duration_seconds'),
    watchedAt: timestamp('watched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastWatched: timestamp('last_watched', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watch_history_profile_media_idx').on(t.profileId, t.mediaId, t.mediaType),
    // List by recency for one profile (Continue Watching, history pages).
    index('watch_history_profile_recent_idx').on(t.profileId, t.lastWatched.desc()),
    // The 15-day cleanup and the admin "today" count.
    index('watch_history_last_watched_idx').on(t.lastWatched),
  ],
);

export type WatchHistoryRow = typeof watchHistory.$inferSelect;
