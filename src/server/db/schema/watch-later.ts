import { MEDIA_TYPES } from '@shared/catalogue';
import { bigserial, index, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToProfile } from './profiles';

/**
 * Titles a profile saved to watch later (My List's Watch Later tab). Each row keeps what a card
 * needs (title, poster, date, rating as the catalogue gave them when saved), so the list and
 * its title and year sorts need no catalogue call per title.
 */
export const watchLater = pgTable(
  'watch_later',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: belongsToProfile(),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    mediaId: text('media_id').notNull(),
    title: text('title'),
    posterPath: text('poster_path'),
    /** YYYY-MM-DD (release or first air date), when known. */
    releaseDate: text('release_date'),
    voteAverage: real('vote_average'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watch_later_profile_media_idx').on(t.profileId, t.mediaType, t.mediaId),
    // The list, newest first; also the per-profile count the 1,000-title limit reads.
    index('watch_later_profile_added_idx').on(t.profileId, t.addedAt.desc()),
  ],
);

export type WatchLaterRow = typeof watchLater.$inferSelect;
