import { MEDIA_TYPES } from '@shared/catalogue';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsToProfile } from './profiles';

export const LIST_VISIBILITIES = ['private', 'link', 'public'] as const;
export const LIST_SORTS = ['manual', 'added', 'title', 'year', 'rating'] as const;

/**
 * A profile's lists. `slug` names the share page `/list/<slug>` (unguessable for 'link'
 * lists); `itemCount` is kept with every add and remove under the list row's lock, so the
 * per-list limit holds under parallel adds.
 */
export const lists = pgTable(
  'lists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: belongsToProfile(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: LIST_VISIBILITIES }).notNull().default('private'),
    slug: text('slug').notNull(),
    sort: text('sort', { enum: LIST_SORTS }).notNull().default('manual'),
    itemCount: integer('item_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lists_slug_idx').on(t.slug),
    index('lists_profile_updated_idx').on(t.profileId, t.updatedAt.desc()),
  ],
);
export type ListRow = typeof lists.$inferSelect;

/**
 * A list's titles. `position` orders a hand-sorted list (gaps of 1,024 so a move writes one
 * row; renumbered when a gap closes). Each row keeps what a card needs.
 */
export const listItems = pgTable(
  'list_items',
  {
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    mediaId: text('media_id').notNull(),
    position: bigint('position', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    title: text('title'),
    posterPath: text('poster_path'),
    /** YYYY-MM-DD (release or first air date), when known. */
    releaseDate: text('release_date'),
    voteAverage: real('vote_average'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.mediaType, t.mediaId] }),
    index('list_items_list_position_idx').on(t.listId, t.position),
  ],
);
export type ListItemRow = typeof listItems.$inferSelect;
