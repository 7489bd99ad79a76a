import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { belongsToUser } from './users';

/** lucia sessions. `id` is the SHA-256 of the client's token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser(),
    /** The profile the session is using; null: the account's first (whose id is the account's). */
    profileId: text('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
