import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsToUser } from './users';

/**
 * Browsers that signed in to an account before (OWASP's device cookie, kept in local storage
 * as a device token). `id` is the SHA-256 of the token the browser holds, never the token.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_devices_user_id_idx').on(t.userId, t.lastUsedAt)],
);
