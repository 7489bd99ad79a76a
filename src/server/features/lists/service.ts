import { randomInt } from 'node:crypto';
import type { MediaType } from '@shared/catalogue';
import { m } from '@shared/i18n/message';
import {
  LIST_ITEMS_MAX,
  LIST_PAGE_SIZE,
  LIST_POSITION_GAP,
  LIST_SLUG_LENGTH,
  LISTS_PER_PROFILE_MAX,
  type ListItem,
  type ListPage,
  type ListSort,
  type ListSummary,
  type SharedList,
  type TListCreate,
  type TListItemAdd,
  type TListItemEdit,
  type TListItemKey,
  type TListUpdate,
} from '@shared/schemas/lists';
import { and, asc, count, desc, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type ListItemRow, type ListRow, listItems, lists, profiles } from '../../db/schema';
import { AppError } from '../../errors';
import type { TitleCard } from '../catalogue/details';
import { lockProfile } from '../personal/merge';
import type { TitleGate } from '../personal/title-gate';

/**
 * Lists, per profile. A list's writes take turns on its row (SELECT … FOR UPDATE), so its
 * `item_count` and the limit hold under parallel adds; a profile's list count the same on
 * the profile's row. Another profile's list answers as one that does not exist (404).
 */

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 12 characters of base62 from the system's random source: about 71 bits. */
export const newSlug = (): string =>
  Array.from({ length: LIST_SLUG_LENGTH }, () => BASE62[randomInt(BASE62.length)]).join('');

const notFound = () => new AppError('NOT_FOUND', m('messages.lists.notFound'));
const itemNotFound = () => new AppError('NOT_FOUND', m('messages.lists.itemNotFound'));

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

const summaryColumns = {
  id: lists.id,
  name: lists.name,
  description: lists.description,
  visibility: lists.visibility,
  slug: lists.slug,
  sort: lists.sort,
  itemCount: lists.itemCount,
  createdAt: lists.createdAt,
  updatedAt: lists.updatedAt,
  cover: sql<
    string | null
  >`(select ${listItems.posterPath} from ${listItems} where ${listItems.listId} = ${lists.id} and ${listItems.posterPath} is not null order by ${listItems.position} limit 1)`,
} as const;

type SummaryRow = Pick<ListRow, Exclude<keyof typeof summaryColumns, 'cover'>> & { cover: string | null };

const toSummary = (r: SummaryRow): ListSummary => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  visibility: r.visibility,
  slug: r.slug,
  sort: r.sort,
  itemCount: r.itemCount,
  cover: r.cover ?? null,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const itemColumns = {
  mediaType: listItems.mediaType,
  mediaId: listItems.mediaId,
  title: listItems.title,
  posterPath: listItems.posterPath,
  releaseDate: listItems.releaseDate,
  voteAverage: listItems.voteAverage,
  note: listItems.note,
  addedAt: listItems.addedAt,
} as const;
type ItemRow = Pick<ListItemRow, keyof typeof itemColumns>;

const toItem = (r: ItemRow): ListItem => ({
  mediaType: r.mediaType,
  mediaId: r.mediaId,
  title: r.title,
  posterPath: r.posterPath,
  date: r.releaseDate,
  voteAverage: r.voteAverage,
  note: r.note,
  addedAt: iso(r.addedAt),
});

/** Each sort's order; every one ends on the hand-made order, so pages never overlap. */
const ORDER: Record<ListSort, SQL[]> = {
  manual: [asc(listItems.position)],
  added: [desc(listItems.addedAt), asc(listItems.position)],
  title: [sql`lower(${listItems.title}) asc nulls last`, asc(listItems.position)],
  year: [sql`${listItems.releaseDate} desc nulls last`, asc(listItems.position)],
  rating: [sql`${listItems.voteAverage} desc nulls last`, asc(listItems.position)],
};

const ownWhere = (profileId: string, id: number) => and(eq(lists.id, id), eq(lists.profileId, profileId));
const itemWhere = (listId: number, key: TListItemKey) =>
  and(
    eq(listItems.listId, listId),
    eq(listItems.mediaType, key.mediaType),
    eq(listItems.mediaId, key.mediaId),
  );

/** The profile's list, locked for this transaction; another profile's is not found. */
async function lockOwnList(tx: Tx, profileId: string, id: number): Promise<ListRow> {
  const [row] = await tx.select().from(lists).where(ownWhere(profileId, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A page's rows in a sort: from `after` through (list_id, position) in the hand-made order, else by offset. */
function pageRows(db: Db, listId: number, sort: ListSort, page: number, after?: number | null) {
  const keyset = sort === 'manual' && after != null;
  const base = db
    .select({ ...itemColumns, position: listItems.position })
    .from(listItems)
    .where(
      keyset
        ? and(eq(listItems.listId, listId), gt(listItems.position, after))
        : eq(listItems.listId, listId),
    )
    .orderBy(...ORDER[sort])
    .limit(LIST_PAGE_SIZE);
  return keyset ? base : base.offset((page - 1) * LIST_PAGE_SIZE);
}
type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

/**
 * A page of a list's titles. In the hand-made order with `after` (where the previous page
 * ended), the page starts there through (list_id, position): as fast deep in the list as at
 * its top. Otherwise by offset. `rows`: the page already read (in the list's sort).
 */
async function pageOf(
  db: Db,
  gate: TitleGate,
  list: Pick<ListRow, 'id' | 'sort' | 'itemCount'>,
  page: number,
  after?: number | null,
  rows?: PageRow[],
): Promise<{ items: ListItem[]; page: number; totalPages: number; nextAfter: number | null }> {
  const read = rows ?? (await pageRows(db, list.id, list.sort, page, after));
  const kept = await gate.keep(read, (r) => ({ type: r.mediaType, id: r.mediaId }));
  const totalPages = Math.max(1, Math.ceil(list.itemCount / LIST_PAGE_SIZE));
  const last = read[read.length - 1];
  return {
    items: kept.map(toItem),
    page,
    totalPages,
    nextAfter:
      list.sort === 'manual' && last && read.length === LIST_PAGE_SIZE && page < totalPages
        ? Number(last.position)
        : null,
  };
}

/** Every list of the profile, most recently changed first. */
export async function myLists(db: Db, profileId: string): Promise<ListSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(lists)
    .where(eq(lists.profileId, profileId))
    .orderBy(desc(lists.updatedAt), desc(lists.id))
    .limit(LISTS_PER_PROFILE_MAX);
  return rows.map(toSummary);
}

/** The ids of the profile's lists that hold a title (the Add to list menu's checkmarks). */
export async function listsHolding(db: Db, profileId: string, key: TListItemKey): Promise<number[]> {
  const rows = await db
    .select({ id: lists.id })
    .from(listItems)
    .innerJoin(lists, eq(lists.id, listItems.listId))
    .where(
      and(
        eq(lists.profileId, profileId),
        eq(listItems.mediaType, key.mediaType),
        eq(listItems.mediaId, key.mediaId),
      ),
    );
  return rows.map((r) => Number(r.id));
}

async function summaryOf(db: Db | Tx, id: number): Promise<ListSummary> {
  const [row] = await db.select(summaryColumns).from(lists).where(eq(lists.id, id));
  if (!row) throw notFound();
  return toSummary(row);
}

/** One of the profile's lists with a page of its titles (kept to the profile's level). */
export async function getList(
  db: Db,
  gate: TitleGate,
  profileId: string,
  id: number,
  page = 1,
  after?: number | null,
): Promise<ListPage> {
  // The list's row and, alongside it, its page in the hand-made order (the default, and the
  // only order Load more passes `after` in): one round trip's wait. Read again in another sort.
  const [[row], manual] = await Promise.all([
    db.select(summaryColumns).from(lists).where(ownWhere(profileId, id)),
    pageRows(db, id, 'manual', page, after),
  ]);
  if (!row) throw notFound();
  const summary = toSummary(row);
  return {
    ...summary,
    ...(await pageOf(db, gate, row, page, after, row.sort === 'manual' ? manual : undefined)),
  };
}

export async function createList(db: Db, profileId: string, input: TListCreate): Promise<ListSummary> {
  return db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const [held] = await tx.select({ n: count() }).from(lists).where(eq(lists.profileId, profileId));
    if (Number(held?.n ?? 0) >= LISTS_PER_PROFILE_MAX)
      throw new AppError('VALIDATION', m('messages.lists.tooMany', { max: LISTS_PER_PROFILE_MAX }));
    const [row] = await tx
      .insert(lists)
      .values({
        profileId,
        name: input.name,
        description: input.description ?? '',
        visibility: input.visibility ?? 'private',
        sort: input.sort ?? 'manual',
        slug: newSlug(),
      })
      .returning({ id: lists.id });
    if (!row) throw new AppError('INTERNAL', m('messages.lists.saveFailed'));
    return summaryOf(tx, Number(row.id));
  });
}

export async function updateList(
  db: Db,
  profileId: string,
  id: number,
  input: TListUpdate,
): Promise<ListSummary> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(lists)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownWhere(profileId, id))
    .returning({ id: lists.id });
  if (!row) throw notFound();
  return summaryOf(db, id);
}

export async function deleteList(db: Db, profileId: string, id: number): Promise<void> {
  const gone = await db.delete(lists).where(ownWhere(profileId, id)).returning({ id: lists.id });
  if (gone.length === 0) throw notFound();
}

/** What a card shows of a title, from the catalogue when the caller did not say. */
export type TitleLookup = (type: MediaType, id: string) => Promise<TitleCard>;

/**
 * Adds a title at the end of the hand-made order; adding one the list holds changes nothing
 * (its note is set when one is given). Refused: a title the profile's level does not allow
 * (403), a full list (400).
 */
export async function addItem(
  db: Db,
  gate: TitleGate,
  profileId: string,
  id: number,
  input: TListItemAdd,
  lookup?: TitleLookup,
): Promise<ListItem> {
  await gate.assert(input.mediaType, input.mediaId);
  // Outside the transaction: no lock waits on the catalogue.
  const known =
    input.title == null && lookup
      ? await lookup(input.mediaType, input.mediaId)
      : {
          title: input.title ?? null,
          posterPath: input.posterPath ?? null,
          date: input.date ?? null,
          voteAverage: input.voteAverage ?? null,
        };
  return db.transaction(async (tx) => {
    const list = await lockOwnList(tx, profileId, id);
    const [existing] = await tx.select(itemColumns).from(listItems).where(itemWhere(id, input)).limit(1);
    if (existing) {
      if (input.note === undefined || input.note === existing.note) return toItem(existing);
      const [row] = await tx
        .update(listItems)
        .set({ note: input.note })
        .where(itemWhere(id, input))
        .returning(itemColumns);
      return toItem(row ?? existing);
    }
    if (list.itemCount >= LIST_ITEMS_MAX)
      throw new AppError('VALIDATION', m('messages.lists.full', { max: LIST_ITEMS_MAX }));
    const [last] = await tx
      .select({ p: sql<number | string | null>`max(${listItems.position})` })
      .from(listItems)
      .where(eq(listItems.listId, id));
    const position = Number(last?.p ?? 0) + LIST_POSITION_GAP;
    const [row] = await tx
      .insert(listItems)
      .values({
        listId: id,
        mediaType: input.mediaType,
        mediaId: input.mediaId,
        position,
        note: input.note ?? '',
        title: known.title,
        posterPath: known.posterPath,
        releaseDate: known.date,
        voteAverage: known.voteAverage,
      })
      .returning(itemColumns);
    await tx
      .update(lists)
      .set({ itemCount: sql`${lists.itemCount} + 1`, updatedAt: new Date() })
      .where(eq(lists.id, id));
    if (!row) throw new AppError('INTERNAL', m('messages.lists.saveFailed'));
    return toItem(row);
  });
}

export async function removeItem(db: Db, profileId: string, id: number, key: TListItemKey): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnList(tx, profileId, id);
    const gone = await tx.delete(listItems).where(itemWhere(id, key)).returning({ id: listItems.mediaId });
    if (gone.length === 0) throw itemNotFound();
    await tx
      .update(lists)
      .set({ itemCount: sql`greatest(${lists.itemCount} - 1, 0)`, updatedAt: new Date() })
      .where(eq(lists.id, id));
  });
}

/** Positions 1,024 apart again, in the same order (when a move finds no room between two). */
async function renumber(tx: Tx, listId: number): Promise<void> {
  await tx.execute(sql`
    update ${listItems} as li set position = r.n * ${LIST_POSITION_GAP}
    from (
      select media_type, media_id, row_number() over (order by position, added_at) as n
      from ${listItems} where list_id = ${listId}
    ) as r
    where li.list_id = ${listId} and li.media_type = r.media_type and li.media_id = r.media_id`);
}

type Pos = { position: number };
const num = (rows: { position: number | string }[]) => rows.map((r) => ({ position: Number(r.position) }));

/** The positions around the place a move asks for, the moved title left out. */
async function neighbours(
  tx: Tx,
  listId: number,
  moved: TListItemKey,
  edit: TListItemEdit,
): Promise<{ prev?: Pos; next?: Pos }> {
  const others = and(
    eq(listItems.listId, listId),
    sql`not (${listItems.mediaType} = ${moved.mediaType} and ${listItems.mediaId} = ${moved.mediaId})`,
  );
  const pos = { position: listItems.position };
  if (edit.index !== undefined) {
    const rows = num(
      await tx
        .select(pos)
        .from(listItems)
        .where(others)
        .orderBy(asc(listItems.position))
        .limit(2)
        .offset(Math.max(0, edit.index - 1)),
    );
    return edit.index === 0 ? { next: rows[0] } : { prev: rows[0], next: rows[1] };
  }
  const target = (edit.before ?? edit.after)!;
  if (target.mediaType === moved.mediaType && target.mediaId === moved.mediaId) throw itemNotFound();
  const [t] = num(await tx.select(pos).from(listItems).where(itemWhere(listId, target)));
  if (!t) throw itemNotFound();
  if (edit.before) {
    const [p] = num(
      await tx
        .select(pos)
        .from(listItems)
        .where(and(others, lt(listItems.position, t.position)))
        .orderBy(desc(listItems.position))
        .limit(1),
    );
    return { prev: p, next: t };
  }
  const [n] = num(
    await tx
      .select(pos)
      .from(listItems)
      .where(and(others, gt(listItems.position, t.position)))
      .orderBy(asc(listItems.position))
      .limit(1),
  );
  return { prev: t, next: n };
}

/** A position strictly between the two, or null when they leave no room. */
function between(prev?: Pos, next?: Pos): number | null {
  if (!prev && !next) return LIST_POSITION_GAP;
  if (!prev) return next!.position - LIST_POSITION_GAP;
  if (!next) return prev.position + LIST_POSITION_GAP;
  const mid = Math.floor((prev.position + next.position) / 2);
  return mid > prev.position && mid < next.position ? mid : null;
}

/**
 * Changes an item's note and/or moves it in the hand-made order (one row written; the list
 * is renumbered first when its neighbours leave no room).
 */
export async function editItem(
  db: Db,
  profileId: string,
  id: number,
  key: TListItemKey,
  edit: TListItemEdit,
): Promise<ListItem> {
  return db.transaction(async (tx) => {
    await lockOwnList(tx, profileId, id);
    const [current] = await tx.select(itemColumns).from(listItems).where(itemWhere(id, key));
    if (!current) throw itemNotFound();
    const set: Partial<ListItemRow> = {};
    if (edit.note !== undefined) set.note = edit.note;
    if (edit.index !== undefined || edit.before || edit.after) {
      let around = await neighbours(tx, id, key, edit);
      let position = between(around.prev, around.next);
      if (position === null) {
        await renumber(tx, id);
        around = await neighbours(tx, id, key, edit);
        position = between(around.prev, around.next);
      }
      if (position !== null) set.position = position;
    }
    if (Object.keys(set).length === 0) return toItem(current);
    const [row] = await tx.update(listItems).set(set).where(itemWhere(id, key)).returning(itemColumns);
    await tx.update(lists).set({ updatedAt: new Date() }).where(eq(lists.id, id));
    return toItem(row ?? current);
  });
}

/** A shared list by its address: anyone's for 'link' and 'public', only the owner's for 'private'. */
async function sharedRow(db: Db, slug: string, viewer: string | null) {
  const [row] = await db
    .select({ list: lists, owner: profiles.name })
    .from(lists)
    .innerJoin(profiles, eq(profiles.id, lists.profileId))
    .where(eq(lists.slug, slug));
  if (!row) throw notFound();
  const mine = viewer !== null && row.list.profileId === viewer;
  if (row.list.visibility === 'private' && !mine) throw notFound();
  return { ...row, mine };
}

/**
 * The share page's list: its name, description, owner's profile name and a page of titles,
 * kept to the reader's level when the reader is signed in to a restricted profile.
 */
export async function sharedList(
  db: Db,
  gate: TitleGate,
  slug: string,
  viewer: string | null,
  page = 1,
  after?: number | null,
): Promise<SharedList> {
  const { list, owner, mine } = await sharedRow(db, slug, viewer);
  return {
    name: list.name,
    description: list.description,
    visibility: list.visibility,
    slug: list.slug,
    sort: list.sort,
    itemCount: list.itemCount,
    owner,
    mine,
    ...(await pageOf(db, gate, list, page, after)),
  };
}

/** The share page's head: the list's name and description and its first poster, or null. */
export async function shareHead(
  db: Db,
  slug: string,
): Promise<{ name: string; description: string; poster: string | null; indexable: boolean } | null> {
  const [row] = await db
    .select({
      name: lists.name,
      description: lists.description,
      visibility: lists.visibility,
      poster: sql<
        string | null
      >`(select ${listItems.posterPath} from ${listItems} where ${listItems.listId} = ${lists.id} and ${listItems.posterPath} is not null order by ${listItems.position} limit 1)`,
    })
    .from(lists)
    .where(and(eq(lists.slug, slug), ne(lists.visibility, 'private')));
  if (!row) return null;
  return {
    name: row.name,
    description: row.description,
    poster: row.poster ?? null,
    indexable: row.visibility === 'public',
  };
}

/**
 * "Copy to my lists": a private copy of a shared list in the reader's profile, with the
 * titles its level allows, in the same order and with the same notes.
 */
export async function copyList(
  db: Db,
  gate: TitleGate,
  profileId: string,
  slug: string,
): Promise<ListSummary> {
  const { list } = await sharedRow(db, slug, profileId);
  const rows = await db
    .select({ ...itemColumns, position: listItems.position })
    .from(listItems)
    .where(eq(listItems.listId, list.id))
    .orderBy(asc(listItems.position))
    .limit(LIST_ITEMS_MAX);
  const kept = await gate.keep(rows, (r) => ({ type: r.mediaType, id: r.mediaId }));
  const created = await createList(db, profileId, {
    name: list.name,
    description: list.description,
    visibility: 'private',
    sort: list.sort,
  });
  if (kept.length > 0) {
    await db.transaction(async (tx) => {
      await lockOwnList(tx, profileId, created.id);
      for (let i = 0; i < kept.length; i += 500) {
        const chunk = kept.slice(i, i + 500);
        await tx.insert(listItems).values(
          chunk.map((r, j) => ({
            listId: created.id,
            mediaType: r.mediaType,
            mediaId: r.mediaId,
            position: (i + j + 1) * LIST_POSITION_GAP,
            note: r.note,
            title: r.title,
            posterPath: r.posterPath,
            releaseDate: r.releaseDate,
            voteAverage: r.voteAverage,
            addedAt: r.addedAt,
          })),
        );
      }
      await tx.update(lists).set({ itemCount: kept.length }).where(eq(lists.id, created.id));
    });
  }
  return summaryOf(db, created.id);
}
