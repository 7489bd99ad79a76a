import { randomBytes } from 'node:crypto';
import { type Message, m } from '@shared/i18n/message';
import type { TLogin, TRegister, TUpdateProfile } from '@shared/schemas/auth';
import type { PublicUser, Role } from '@shared/user';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  type AppLucia,
  type AppSession,
  createLucia,
  newSessionToken,
  sessionIdFromToken,
} from '../../auth/lucia';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { publicUserColumns } from '../../auth/session-adapter';
import type { EvictionChannel } from '../../auth/session-channel';
import { SessionStore } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { LOCK } from '../../db/locks';
import {
  EMAIL_UNIQUE_INDEX,
  loginDevices,
  profiles,
  sessions,
  USERNAME_UNIQUE_INDEX,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { firstProfileValues } from '../profiles/first-profile';
import { deviceId, revokeOtherDevices } from './devices';

export interface AuthDeps {
  db: Db;
  lucia: AppLucia;
  /** Changes to the account go through it, so every process's session cache sees them. */
  sessions: SessionStore;
  logger?: Logger;
}

export interface AuthResult {
  token: string;
  user: PublicUser;
}

export { publicUserColumns };

export function toPublicUser(u: {
  id: string;
  username: string;
  email: string;
  role: Role;
  isPremium: boolean;
  createdAt: Date;
}): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    isPremium: u.isPremium,
    created_at: u.createdAt.toISOString(),
  };
}

export const newUserId = (): string => randomBytes(10).toString('base64url').replace(/[-_]/g, 'x');

const lower = (v: string) => v.trim().toLowerCase();

/** 409 naming what is taken, or nothing. `exceptUserId` ignores the user's own row. */
export async function assertAvailable(
  db: Db,
  fields: { username?: string; email?: string },
  exceptUserId?: string,
): Promise<void> {
  const conds = [];
  if (fields.username) conds.push(sql`lower(${users.username}) = ${lower(fields.username)}`);
  if (fields.email) conds.push(sql`lower(${users.email}) = ${lower(fields.email)}`);
  if (conds.length === 0) return;
  const where = exceptUserId ? and(or(...conds), ne(users.id, exceptUserId)) : or(...conds);
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(where)
    .limit(2);
  if (fields.username && taken.some((t) => lower(t.username) === lower(fields.username!))) {
    throw new AppError('CONFLICT', m('messages.auth.usernameTaken'), {
      username: [m('messages.auth.usernameTaken')],
    });
  }
  if (fields.email && taken.some((t) => lower(t.email) === lower(fields.email!))) {
    throw new AppError('CONFLICT', m('messages.auth.emailRegistered'), {
      email: [m('messages.auth.emailRegistered')],
    });
  }
}

/**
 * The unique index a duplicate-key error (SQLSTATE 23505) broke, from the driver's own field:
 * postgres.js's `constraint_name`, PGlite's `constraint`. Drizzle wraps the driver's error
 * in `cause`, so the chain is searched. Null when `e` is not a duplicate key.
 */
export function brokenUniqueIndex(e: unknown): string | null {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 8; depth++) {
    const { code, constraint_name, constraint } = cur as Record<string, unknown>;
    if (code === '23505') {
      const name = constraint_name ?? constraint;
      return typeof name === 'string' ? name : '';
    }
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
}

/** Unique-index violations that slip past the pre-check (a race) still answer 409. */
export function conflictFromDbError(e: unknown): AppError | null {
  const index = brokenUniqueIndex(e);
  if (index === EMAIL_UNIQUE_INDEX) {
    const taken = m('messages.auth.emailRegistered');
    return new AppError('CONFLICT', taken, { email: [taken] });
  }
  if (index === USERNAME_UNIQUE_INDEX) {
    const taken = m('messages.auth.usernameTaken');
    return new AppError('CONFLICT', taken, { username: [taken] });
  }
  return null;
}

export async function createSessionFor(lucia: AppLucia, userId: string): Promise<string> {
  const token = newSessionToken();
  // A new session names no profile: it is the account's first (id = the account's) until the
  // picker switches it; the store keeps no attributes, the next lookup reads the profile's level.
  await lucia.createSession(
    userId,
    { profileId: userId, maturity: 'adult' },
    { sessionId: sessionIdFromToken(token) },
  );
  return token;
}

/**
 * Creates an account. The first account on an empty database becomes owner; the check and
 * the insert share a transaction with an advisory lock so two first sign-ups cannot both win.
 */
export async function createUser(
  deps: AuthDeps,
  input: { username: string; email: string; password: string; role?: Role; isPremium?: boolean },
): Promise<PublicUser> {
  const username = input.username.trim();
  const email = input.email.trim();
  await assertAvailable(deps.db, { username, email });
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.firstAccount})`);
      let role = input.role;
      if (!role) {
        const [any] = await tx.select({ id: users.id }).from(users).limit(1);
        role = any ? 'user' : 'owner';
      }
      const [created] = await tx
        .insert(users)
        .values({ id: newUserId(), username, email, passwordHash, role, isPremium: input.isPremium ?? false })
        .returning(publicUserColumns);
      await tx.insert(profiles).values(firstProfileValues(created!));
      return created!;
    });
    if (row.role === 'owner' && !input.role) {
      deps.logger?.info(
        { userId: row.id, username: row.username },
        'first account created: granted owner role',
      );
    }
    return toPublicUser(row);
  } catch (e) {
    throw conflictFromDbError(e) ?? e;
  }
}

export async function register(deps: AuthDeps, input: TRegister): Promise<AuthResult> {
  const user = await createUser(deps, input);
  const token = await createSessionFor(deps.lucia, user.id);
  return { token, user };
}

const INVALID_LOGIN = m('messages.auth.invalidLogin');

export type LoginAccount = Parameters<typeof toPublicUser>[0] & {
  passwordHash: string;
  /** The stored id of the device token the browser sent, when it was issued to this account. */
  deviceId: string | null;
};

/**
 * The account a login names by username or email, in any case and spacing, with the device
 * token the browser sent when it is this account's (forged, foreign or forgotten: null); null
 * if no account. One query: the device is joined to the account it must belong to.
 */
export async function findLoginAccount(
  db: Db,
  emailOrUsername: string,
  deviceToken?: string,
): Promise<LoginAccount | null> {
  const key = lower(emailOrUsername);
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash, deviceId: loginDevices.id })
    .from(users)
    .leftJoin(
      loginDevices,
      and(
        eq(loginDevices.userId, users.id),
        deviceToken ? eq(loginDevices.id, deviceId(deviceToken)) : sql`false`,
      ),
    )
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);
  return row ?? null;
}

/** The account's public user when the password is right; 401 otherwise, after the same work. */
export async function checkPassword(account: LoginAccount | null, password: string): Promise<PublicUser> {
  if (!account) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  }
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  return toPublicUser(account);
}

/** A sign-in without throttles or device token; visitors sign in through `loginWithLimits`. */
export async function login(deps: AuthDeps, input: TLogin): Promise<AuthResult> {
  const user = await checkPassword(await findLoginAccount(deps.db, input.emailOrUsername), input.password);
  const token = await createSessionFor(deps.lucia, user.id);
  return { token, user };
}

export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await deps.lucia.invalidateSession(sessionId);
}

export async function getUser(db: Db, id: string): Promise<PublicUser | null> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : null;
}

export interface ProfileUpdateResult {
  user: PublicUser;
  message: Message;
}

/** Username, email or password change for the signed-in user. */
export async function updateProfile(
  deps: AuthDeps,
  userId: string,
  currentSessionId: string,
  input: TUpdateProfile,
): Promise<ProfileUpdateResult> {
  if ('currentPassword' in input) {
    const [row] = await deps.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new AppError('VALIDATION', m('messages.auth.currentPasswordWrong'), {
        currentPassword: [m('messages.auth.currentPasswordWrong')],
      });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await deps.sessions.changeUser(userId, async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      // Every other session of this user ends; this one stays signed in.
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
      await revokeOtherDevices(tx, userId, input.deviceToken);
    });
    const user = await getUser(deps.db, userId);
    return { user: user!, message: m('messages.auth.passwordUpdated') };
  }
  const field = 'username' in input ? 'username' : 'email';
  const value = ('username' in input ? input.username : input.email).trim();
  await assertAvailable(deps.db, { [field]: value }, userId);
  try {
    const [row] = await deps.sessions.changeUser(userId, (tx) =>
      tx
        .update(users)
        .set({ [field]: value, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(publicUserColumns),
    );
    if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
    return {
      user: toPublicUser(row),
      message: m(field === 'username' ? 'messages.auth.usernameUpdated' : 'messages.auth.emailUpdated'),
    };
  } catch (e) {
    throw conflictFromDbError(e) ?? e;
  }
}

/**
 * Resolves a bearer token to its user and session, or null (expired, revoked, unknown).
 * The session rules (an expired session is deleted and refused; one used in the second
 * half of its life is extended to a full term) are lucia's, in `validateSession`.
 */
export async function authenticate(
  lucia: AppLucia,
  token: string | null,
): Promise<{ session: AppSession; user: PublicUser } | null> {
  if (!token) return null;
  const { session, user } = await lucia.validateSession(sessionIdFromToken(token));
  return session ? { session, user: toPublicUser(user) } : null;
}

/**
 * Auth for a process that serves nobody (the command line, seeds, benchmarks): no session
 * cache of its own; its changes reach running servers over `channel` when one is given.
 */
export function toolAuthDeps(db: Db, channel?: EvictionChannel): AuthDeps {
  const sessions = new SessionStore({ db, channel });
  return { db, lucia: createLucia(sessions), sessions };
}
