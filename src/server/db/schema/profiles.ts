import { AVATARS, MATURITY_LEVELS } from '@shared/profiles';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToUser } from './users';

/**
 * An account's profiles (src/shared/profiles.ts). The first one has the account's id, so a
 * session that names no profile is the first profile's without a lookup of its own, and it
 * was made by migration 0005 for every account that existed before profiles.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser(),
    name: text('name').notNull(),
    avatar: text('avatar', { enum: AVATARS }).notNull(),
    maturity: text('maturity', { enum: MATURITY_LEVELS }).notNull().default('adult'),
    /** argon2 hash of the 4-digit PIN, when the profile has one. */
    pinHash: text('pin_hash'),
    /**
     * The profile's preferences (validated by the shared schema on read): playback, and the
     * interface language it opens in (`language`, also PublicProfile.language).
     */
    preferences: jsonb('preferences'),
    /** Order in the picker: the first profile is 0. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The account's profiles in picker order; also its count for the 5-profile limit.
  (t) => [uniqueIndex('profiles_user_position_idx').on(t.userId, t.position)],
);

export type ProfileRow = typeof profiles.$inferSelect;

/** The profile a personal row belongs to, and goes with when the profile (or its account) is deleted. */
export const belongsToProfile = () =>
  text('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });
