import { z } from 'zod';
import type { MediaType } from '../catalogue';
import { says, validationMessages, zodMessage } from '../i18n/zod-messages';
import { ZMediaIdSchema, ZMediaTypeSchema } from './history';

/**
 * Lists: a profile's named, ordered, shareable sets of titles. One validation for the REST
 * facade, the tRPC router and the client's forms.
 */

export const LIST_VISIBILITIES = ['private', 'link', 'public'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];
export const LIST_SORTS = ['manual', 'added', 'title', 'year', 'rating'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** How many lists a profile may keep, and titles a list may hold. */
export const LISTS_PER_PROFILE_MAX = 1_000;
export const LIST_ITEMS_MAX = 10_000;
/** Titles per page of a list. */
export const LIST_PAGE_SIZE = 50;
export const LIST_NAME_MAX = 200;
export const LIST_DESCRIPTION_MAX = 2_000;
export const LIST_NOTE_MAX = 500;
/** Room between neighbours' positions, so a move writes one row. */
export const LIST_POSITION_GAP = 1_024;
/** A share address's random part: base62, long enough not to be guessed. */
export const LIST_SLUG_LENGTH = 12;
export const LIST_SLUG_PATTERN = /^[A-Za-z0-9]{8,32}$/;

const MSG = {
  ...validationMessages({
    id: 'listId',
    name: 'listName',
    description: 'listDescription',
    note: 'listNote',
    visibility: 'listVisibility',
    sort: 'listSort',
    slug: 'listSlug',
    page: 'listPage',
    index: 'listIndex',
    target: 'listTarget',
    body: 'listBody',
    itemBody: 'listItemBody',
  }),
  oneMove: zodMessage('messages.validation.listOneMove'),
};

/** A list's id: a positive whole number, also as a numeric string (from a path). */
export const ZListIdSchema = z.union(
  [
    z
      .string(says(MSG.id))
      .regex(/^[1-9]\d{0,14}$/, says(MSG.id))
      .transform(Number),
    z.number(says(MSG.id)).int(says(MSG.id)).min(1, says(MSG.id)).max(Number.MAX_SAFE_INTEGER, says(MSG.id)),
  ],
  says(MSG.id),
);

const name = z.string(says(MSG.name)).trim().min(1, says(MSG.name)).max(LIST_NAME_MAX, says(MSG.name));
const description = z.string(says(MSG.description)).max(LIST_DESCRIPTION_MAX, says(MSG.description));
const note = z.string(says(MSG.note)).max(LIST_NOTE_MAX, says(MSG.note));
const visibility = z.enum(LIST_VISIBILITIES, says(MSG.visibility));
const sort = z.enum(LIST_SORTS, says(MSG.sort));

export const ZListSlugSchema = z.string(says(MSG.slug)).regex(LIST_SLUG_PATTERN, says(MSG.slug));

export const ZListCreateSchema = z.object(
  {
    name,
    description: description.optional(),
    visibility: visibility.optional(),
    sort: sort.optional(),
  },
  { error: MSG.body },
);
export type TListCreate = z.output<typeof ZListCreateSchema>;

/** PUT: the fields given are changed, the others kept. */
export const ZListUpdateSchema = z.object(
  {
    name: name.optional(),
    description: description.optional(),
    visibility: visibility.optional(),
    sort: sort.optional(),
  },
  { error: MSG.body },
);
export type TListUpdate = z.output<typeof ZListUpdateSchema>;

/** A page number (1 first), also from a query string. */
export const ZListPageSchema = z
  .union(
    [
      z
        .string(says(MSG.page))
        .regex(/^[1-9]\d{0,5}$/, says(MSG.page))
        .transform(Number),
      z.number(says(MSG.page)).int(says(MSG.page)).min(1, says(MSG.page)).max(999_999, says(MSG.page)),
    ],
    says(MSG.page),
  )
  .default(1);

/**
 * `after`: the position the previous page ended at (its `nextAfter`), for a list in the
 * hand-made order: the page then starts there through the list's index, however deep.
 */
export const ZListAfterSchema = z
  .union(
    [
      z
        .string(says(MSG.page))
        .regex(/^-?\d{1,15}$/, says(MSG.page))
        .transform(Number),
      z
        .number(says(MSG.page))
        .int(says(MSG.page))
        .min(-Number.MAX_SAFE_INTEGER, says(MSG.page))
        .max(Number.MAX_SAFE_INTEGER, says(MSG.page)),
    ],
    says(MSG.page),
  )
  .optional();

export const ZListPageQuerySchema = z.object(
  { page: ZListPageSchema, after: ZListAfterSchema },
  { error: MSG.body },
);

/** The screens' infinite queries' cursor: the page, and where the previous one ended. */
export const ZListCursorSchema = z.object({ page: ZListPageSchema, after: ZListAfterSchema.nullable() });

export const ZListItemKeySchema = z.object(
  { mediaType: ZMediaTypeSchema, mediaId: ZMediaIdSchema },
  { error: MSG.itemBody },
);
export type TListItemKey = z.output<typeof ZListItemKeySchema>;

/** A title named as `movie:550` (a move's neighbour). */
const keyText = z
  .string(says(MSG.target))
  .regex(/^(movie|tv):\d{1,12}$/, says(MSG.target))
  .transform((s): TListItemKey => {
    const [mediaType, mediaId] = s.split(':') as [MediaType, string];
    return { mediaType, mediaId };
  });

const orNone = <S extends z.ZodType>(schema: S) =>
  z.union([schema, z.literal('').transform(() => null)]).nullish();
/** What a card shows, as the screen that added the title had it (looked up when absent). */
const snapshot = {
  title: orNone(z.string().trim().min(1).max(300)),
  posterPath: orNone(z.string().regex(/^\/[A-Za-z0-9._-]{1,200}$/)),
  date: orNone(z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/)),
  voteAverage: orNone(z.number().min(0).max(10)),
};

/**
 * Adding a title: REST writes `{ "media_type", "media_id", "note"? }`, the app's screens
 * `mediaType`/`mediaId` with what their card shows.
 */
export const ZListItemAddSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? (({ media_type, media_id, ...rest }: Record<string, unknown>) => ({
          ...rest,
          ...(media_type !== undefined ? { mediaType: media_type } : {}),
          ...(media_id !== undefined ? { mediaId: media_id } : {}),
        }))(v as Record<string, unknown>)
      : v,
  z.object(
    { mediaType: ZMediaTypeSchema, mediaId: ZMediaIdSchema, note: note.optional(), ...snapshot },
    { error: MSG.itemBody },
  ),
);
export type TListItemAdd = z.output<typeof ZListItemAddSchema>;

/**
 * Changing an item: its note, and/or its place in the hand-made order: before or after
 * another title of the list, or at an index (0 first). At most one of the three.
 */
export const ZListItemEditSchema = z
  .object(
    {
      note: note.optional(),
      before: keyText.optional(),
      after: keyText.optional(),
      index: z
        .number(says(MSG.index))
        .int(says(MSG.index))
        .min(0, says(MSG.index))
        .max(LIST_ITEMS_MAX, says(MSG.index))
        .optional(),
    },
    { error: MSG.itemBody },
  )
  .superRefine((v, ctx) => {
    const moves = [v.before, v.after, v.index].filter((x) => x !== undefined).length;
    if (moves > 1) ctx.addIssue({ code: 'custom', path: ['index'], message: MSG.oneMove });
  });
export type TListItemEdit = z.output<typeof ZListItemEditSchema>;

/** A list as its owner reads it (its summary on the Lists screen). */
export interface ListSummary {
  id: number;
  name: string;
  description: string;
  visibility: ListVisibility;
  slug: string;
  sort: ListSort;
  itemCount: number;
  /** The first title's poster, for the list's card. */
  cover: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListItem {
  mediaType: MediaType;
  mediaId: string;
  title: string | null;
  posterPath: string | null;
  date: string | null;
  voteAverage: number | null;
  note: string;
  addedAt: string;
}

/** A list with one page of its titles, in its order. */
export interface ListPage extends ListSummary {
  items: ListItem[];
  page: number;
  totalPages: number;
  /** In the hand-made order, where this page ends (the next page's `after`); else null. */
  nextAfter: number | null;
}

/** A shared list as anyone with its address reads it: nothing else of the owner's. */
export interface SharedList {
  name: string;
  description: string;
  visibility: ListVisibility;
  slug: string;
  sort: ListSort;
  itemCount: number;
  /** The owner's profile name. */
  owner: string;
  /** Whether the reader is the owner (who may open a private list here). */
  mine: boolean;
  items: ListItem[];
  page: number;
  totalPages: number;
  nextAfter: number | null;
}

export const listItemKey = (k: { mediaType: string; mediaId: string | number }) =>
  `${k.mediaType}:${k.mediaId}`;
