import { m } from '@shared/i18n/message';
import type { AdminUser, PaginatedUsers, TAdminUserEdit, TAdminUserList } from '@shared/schemas/admin';
import type { PublicUser, Role } from '@shared/user';
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { SessionStore } from '../../auth/sessions';
import type { Db, DbOrTx } from '../../db/client';
import { LOCK } from '../../db/locks';
import { roleRank, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { assertAvailable, conflictFromDbError, publicUserColumns, toPublicUser } from '../auth/service';
import { type Actor, assertCanChangeRole, assertCanDelete, assertCanEdit } from './rules';

/**
 * User management for the admin panel. Every function takes the database
 * (or, for a change to a user, the session store, so every process's session cache drops
 * the user's sessions) and the acting user; the tRPC router, the REST facade and
 * `npm run user` call these.
 */
export type { Actor } from './rules';

const notFound = () => new AppError('NOT_FOUND', m('messages.admin.userNotFound'));

async function lockOwnerSet(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.ownerSet})`);
}

async function ownerCount(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'owner'));
  return Number(row?.n ?? 0);
}

/** The actor as the database knows them now (their role may have changed since sign-in). */
async function currentActor(tx: DbOrTx, actor: Actor): Promise<Actor> {
  const [row] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, actor.id));
  if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
  return row;
}

async function lockTarget(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The admin lists' columns: the public ones and the account's profile count, counted in the
 * same statement (a correlated count over profiles_user_position_idx, not a query per user).
 */
const adminUserColumns = {
  ...publicUserColumns,
  // Qualified by hand: drizzle writes a selected column without its table, which inside the
  // subquery would name the profile's own id.
  profileCount: sql<number>`(select count(*) from profiles p where p.user_id = "users"."id")`.mapWith(Number),
} as const;

const toAdminUser = (row: Parameters<typeof toPublicUser>[0] & { profileCount: number }): AdminUser => ({
  ...toPublicUser(row),
  profileCount: row.profileCount,
});

/** GET /admin/users: every user, newest first. */
export async function listAllUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The page and count queries of the admin list, unexecuted (the benchmark EXPLAINs them).
 * Each sort is an expression an index in schema/users.ts is built on; ties fall back to
 * created_at then id in the same direction, so a page boundary never repeats or skips a row.
 */
export function userListQueries(db: Db, q: TAdminUserList) {
  const conds: SQL[] = [];
  if (q.role && q.role !== 'all') conds.push(eq(users.role, q.role));
  if (q.search) {
    const pattern = likePattern(q.search);
    conds.push(
      or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`)!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const dir = q.sortOrder === 'asc' ? asc : desc;
  const tail = [dir(users.createdAt), dir(users.id)];
  const order: SQL[] =
    q.sortBy === 'username'
      ? [dir(sql`lower(${users.username})`)]
      : q.sortBy === 'role'
        ? [dir(roleRank(users.role)), ...tail]
        : q.sortBy === 'isPremium'
          ? [dir(users.isPremium), ...tail]
          : tail;
  return {
    page: db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    total: db.select({ n: count() }).from(users).where(where),
  };
}

/** GET /admin/users/paginated (the documented pagination shape). */
export async function listUsersPaginated(db: Db, q: TAdminUserList): Promise<PaginatedUsers> {
  const { page, total } = userListQueries(db, q);
  const [rows, counted] = await Promise.all([page, total]);
  const totalUsers = Number(counted[0]?.n ?? 0);
  const totalPages = Math.ceil(totalUsers / q.limit);
  return {
    users: rows.map(toAdminUser),
    pagination: {
      currentPage: q.page,
      totalPages,
      totalUsers,
      limit: q.limit,
      hasNext: q.page < totalPages,
      hasPrev: q.page > 1,
    },
  };
}

/**
 * PUT /admin/users/{id}: username, email and optionally a new password. A new password
 * ends every session of that user (but the actor's own current one, when editing
 * themselves), so a leaked password stops working at once.
 */
export async function updateUser(
  store: SessionStore,
  actor: Actor,
  id: string,
  input: TAdminUserEdit,
  actorSessionId?: string,
): Promise<PublicUser> {
  const username = input.username.trim();
  const email = input.email.trim();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await store.changeUser(id, async (tx) => {
      const target = await lockTarget(tx, id);
      assertCanEdit(actor, target);
      await assertAvailable(tx, { username, email }, id);
      const [row] = await tx
        .update(users)
        .set({ username, email, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(publicUserColumns);
      if (passwordHash) {
        const keep = actor.id === id && actorSessionId ? ne(sessions.id, actorSessionId) : undefined;
        await tx.delete(sessions).where(and(eq(sessions.userId, id), keep));
      }
      return toPublicUser(row!);
    });
  } catch (e) {
    throw conflictFromDbError(e) ?? e;
  }
}

/**
 * PUT /admin/users/{id}/role (owner only). `actor` null is the operator's command line,
 * which is not a signed-in user but still may not remove the last owner. Role changes take
 * effect on the user's next request: the user's cached sessions are evicted everywhere.
 */
export async function changeRole(
  store: SessionStore,
  actor: Actor | null,
  id: string,
  role: Role,
): Promise<PublicUser> {
  return store.changeUser(id, async (tx) => {
    // One change to the owner set at a time: two owners demoting each other at the same
    // moment would otherwise both see "another owner remains".
    await lockOwnerSet(tx);
    const me = actor ? await currentActor(tx, actor) : null;
    const target = await lockTarget(tx, id);
    const owners = target.role === 'owner' ? await ownerCount(tx) : Number.POSITIVE_INFINITY;
    assertCanChangeRole(me, target, role, owners);
    const [row] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(publicUserColumns);
    return toPublicUser(row!);
  });
}

/** PUT /admin/users/{id}/premium: flips the flag; no value is sent. */
export async function togglePremium(store: SessionStore, actor: Actor, id: string): Promise<PublicUser> {
  return store.changeUser(id, async (tx) => {
    const target = await lockTarget(tx, id);
    assertCanEdit(actor, target);
    const [row] = await tx
      .update(users)
      .set({ isPremium: sql`not ${users.isPremium}`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(publicUserColumns);
    return toPublicUser(row!);
  });
}

/** DELETE /admin/users/{id} (owner only). Sessions and history go with the row (FK cascade). */
export async function deleteUser(store: SessionStore, actor: Actor, id: string): Promise<PublicUser> {
  if (actor.id === id) throw new AppError('FORBIDDEN', m('messages.admin.cannotDeleteSelf'));
  return store.changeUser(id, async (tx) => {
    await lockOwnerSet(tx);
    const me = await currentActor(tx, actor);
    const target = await lockTarget(tx, id);
    const owners = target.role === 'owner' ? await ownerCount(tx) : Number.POSITIVE_INFINITY;
    assertCanDelete(me, target, owners);
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning(publicUserColumns);
    return toPublicUser(row!);
  });
}

/** GET /admin/users/export: the public fields only; hashes and preferences never leave. */
export async function exportUsers(db: Db, now: Date = new Date()) {
  const list = await listAllUsers(db);
  return { exportedAt: now.toISOString(), totalUsers: list.length, users: list };
}

/** A user by username or email, any case (the command line's way to name one). */
export async function findUserByLogin(db: Db, login: string): Promise<PublicUser | null> {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);
  return row ? toPublicUser(row) : null;
}
