import { ROLES } from '@shared/user';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Roles by power (user 0, admin 1, owner 2), so sorting by role reads owner, admin, user
 * rather than alphabetically. The admin list orders by this exact expression and an index
 * is built on it; keep the two in step.
 */
export const roleRank = (role: AnyPgColumn) =>
  sql`(case ${role} when 'owner' then 2 when 'admin' then 1 else 0 end)`;

/** The unique indexes' names: a duplicate-key error names the one it broke. */
export const USERNAME_UNIQUE_INDEX = 'users_username_lower_idx';
export const EMAIL_UNIQUE_INDEX = 'users_email_lower_idx';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Unique case-insensitively; also serves login by username or email in any case,
    // and the admin list sorted by username (it sorts by lower(username)).
    uniqueIndex(USERNAME_UNIQUE_INDEX).on(sql`lower(${t.username})`),
    uniqueIndex(EMAIL_UNIQUE_INDEX).on(sql`lower(${t.email})`),
    // Admin list sorts: each ends in created_at, id so pages are stable and one index,
    // read forwards or backwards, serves both orders. Also the registration counts.
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_role_rank_idx').on(roleRank(t.role), t.createdAt, t.id),
    index('users_premium_idx').on(t.isPremium, t.createdAt, t.id),
    // Role filter and the per-role counts.
    index('users_role_idx').on(t.role),
    // Admin search is a substring match (LIKE '%term%') on username and email: trigram
    // indexes answer it without reading every row (needs the pg_trgm extension).
    // fastupdate off: a GIN pending list (unmerged recent inserts) makes every search read
    // it in full and steers the planner to a sequential scan; sign-ups are rare enough to
    // pay for updating the index at once.
    index('users_username_trgm_idx')
      .using('gin', sql`lower(${t.username}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_email_trgm_idx')
      .using('gin', sql`lower(${t.email}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type { Role } from '@shared/user';

/** The user a row belongs to, and goes with when the account is deleted (sessions, devices, history). */
export const belongsToUser = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
