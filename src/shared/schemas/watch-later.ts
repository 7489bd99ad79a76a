import { z } from 'zod';
import { says, validationMessages, zodMessage } from '../i18n/zod-messages';
import { WATCH_LATER_MAX, WATCH_LATER_SORTS } from '../watch-later';
import { ZMediaIdSchema, ZMediaTypeSchema } from './history';

export * from '../watch-later';

/**
 * Watch Later validation, for the REST facade, the tRPC router, the client's local list
 * and the settings file alike.
 */

const MSG = {
  ...validationMessages({
    title: 'watchLaterTitle',
    poster: 'watchLaterPoster',
    date: 'watchLaterDate',
    vote: 'watchLaterVote',
    sort: 'watchLaterSort',
    addedAt: 'watchLaterAddedAt',
    items: 'watchLaterItems',
    body: 'watchLaterBody',
  }),
  max: zodMessage('messages.validation.watchLaterMax', { max: WATCH_LATER_MAX }),
};

/** Absent, null and '' all mean "not known". */
const orNone = <S extends z.ZodType>(schema: S, message: string) =>
  z.union([schema, z.literal('').transform(() => null)], says(message)).nullish();

/** What a card shows, as the catalogue gave it when the title was saved. */
const snapshotFields = {
  title: orNone(
    z.string(says(MSG.title)).trim().min(1, says(MSG.title)).max(300, says(MSG.title)),
    MSG.title,
  ),
  posterPath: orNone(
    z.string(says(MSG.poster)).regex(/^\/[A-Za-z0-9._-]{1,200}$/, says(MSG.poster)),
    MSG.poster,
  ),
  date: orNone(z.string(says(MSG.date)).regex(/^\d{4}(-\d{2}-\d{2})?$/, says(MSG.date)), MSG.date),
  voteAverage: orNone(z.number(says(MSG.vote)).min(0, says(MSG.vote)).max(10, says(MSG.vote)), MSG.vote),
};

export const ZWatchLaterKeySchema = z.object(
  { mediaType: ZMediaTypeSchema, mediaId: ZMediaIdSchema },
  { error: MSG.body },
);
export type TWatchLaterKey = z.output<typeof ZWatchLaterKeySchema>;

export const ZWatchLaterAddSchema = z.object(
  { mediaType: ZMediaTypeSchema, mediaId: ZMediaIdSchema, ...snapshotFields },
  { error: MSG.body },
);
export type TWatchLaterAdd = z.output<typeof ZWatchLaterAddSchema>;

const addedAt = z.iso.datetime({ offset: true, error: MSG.addedAt });

/** Undo of a removal: the title goes back with the time it was first saved. */
export const ZWatchLaterRestoreSchema = z.object(
  { mediaType: ZMediaTypeSchema, mediaId: ZMediaIdSchema, ...snapshotFields, addedAt },
  { error: MSG.body },
);
export type TWatchLaterRestore = z.output<typeof ZWatchLaterRestoreSchema>;

/** One saved title in a merge (sign-in, import): without a time it counts as saved now. */
export const ZWatchLaterMergeItemSchema = ZWatchLaterAddSchema.extend({ addedAt: addedAt.nullish() });
export type TWatchLaterMergeItem = z.output<typeof ZWatchLaterMergeItemSchema>;

export const ZWatchLaterMergeSchema = z.object(
  { items: z.array(ZWatchLaterMergeItemSchema, says(MSG.items)).max(WATCH_LATER_MAX, MSG.max) },
  { error: MSG.body },
);
export type TWatchLaterMerge = z.output<typeof ZWatchLaterMergeSchema>;

export const ZWatchLaterListSchema = z.object({
  sort: z
    .union([z.enum(WATCH_LATER_SORTS), z.literal('').transform(() => 'added' as const)], says(MSG.sort))
    .default('added'),
});
export type TWatchLaterList = z.output<typeof ZWatchLaterListSchema>;
