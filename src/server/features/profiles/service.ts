import { randomBytes } from 'node:crypto';
import { m } from '@shared/i18n/message';
import {
  levelRank,
  type MaturityLevel,
  PROFILES_MAX,
  type PublicProfile,
  type TProfileCreate,
  type TProfileLock,
  type TProfileRemove,
  type TProfileSwitch,
  type TProfileUpdate,
} from '@shared/schemas/profiles';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { RateLimits } from '../../auth/rate-limit';
import type { SessionStore } from '../../auth/sessions';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { type ProfileRow, profiles, users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * An account's profiles (decision 018). Every function takes what it needs as arguments: the
 * database, the session store (changes that alter what sessions carry evict them everywhere)
 * and the rate limits (PIN guesses are counted like password guesses).
 *
 * Rules kept here, whichever door the call came through:
 * - at most PROFILES_MAX per account, counted under a lock on the account's row;
 * - the main profile (id = the account's) is never deleted and never Kids;
 * - a Kids profile has no PIN, and cannot create, change or delete profiles;
 * - a new level, a PIN change (a lock too), a new profile and a deletion need the acting profile's PIN when
 *   it has one; no level above the acting profile's own, and a profile above it is out of reach.
 */
export interface ProfileDeps {
  db: Db;
  sessions: SessionStore;
  limits: RateLimits;
}

/** Who makes the change: the session's account and the profile it uses. */
export interface Acting {
  userId: string;
  profileId: string;
}

const columns = {
  id: profiles.id,
  userId: profiles.userId,
  name: profiles.name,
  avatar: profiles.avatar,
  // The profile's interface language is its preference (one value: the language menu and the
  // profile form change the same one).
  language: sql<string | null>`${profiles.preferences}->>'language'`,
  maturity: profiles.maturity,
  pinHash: profiles.pinHash,
  position: profiles.position,
} as const;
type Row = Pick<ProfileRow, Exclude<keyof typeof columns, 'language'>> & { language: string | null };

export const toPublicProfile = (r: Row): PublicProfile => ({
  id: r.id,
  name: r.name,
  avatar: r.avatar,
  language: (r.language ?? null) as PublicProfile['language'],
  maturity: r.maturity,
  hasPin: r.pinHash !== null,
  main: r.id === r.userId,
});

export const newProfileId = (): string => randomBytes(10).toString('base64url').replace(/[-_]/g, 'x');

const notFound = () => new AppError('NOT_FOUND', m('messages.profiles.notFound'));
const kidsRefused = () => new AppError('FORBIDDEN', m('messages.profiles.kidsNotAllowed'));
const fieldError = (field: string, key: Parameters<typeof m>[0]) =>
  new AppError('VALIDATION', m(key), { [field]: [m(key)] });

/** The account's profiles in picker order. */
export async function listProfiles(db: DbOrTx, userId: string): Promise<PublicProfile[]> {
  const rows = await db
    .select(columns)
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.position));
  return rows.map(toPublicProfile);
}

async function findProfile(db: DbOrTx, userId: string, id: string, lock = false): Promise<Row | null> {
  const q = db
    .select(columns)
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/**
 * The acting profile as stored now (its level and PIN, not the session's cached claim). A
 * profile deleted meanwhile leaves its sessions on the account's first, as the foreign key does.
 */
async function actingProfile(db: DbOrTx, acting: Acting): Promise<Row> {
  const row =
    (await findProfile(db, acting.userId, acting.profileId)) ??
    (await findProfile(db, acting.userId, acting.userId));
  if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
  if (row.maturity === 'kids') throw kidsRefused();
  return row;
}

/** Profile changes of one account take turns, so two at once cannot both pass the limit. */
async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Checks a PIN behind the PIN limiter: the points are taken before the check (so parallel
 * guesses cannot all reach it) and given back for a right PIN. `field` names the input that
 * carried it, for the form. No PIN given is no guess: nothing is counted.
 */
export async function checkPin(
  limits: RateLimits,
  userId: string,
  profile: Pick<Row, 'id' | 'pinHash'>,
  pin: string | null | undefined,
  field: 'pin' | 'currentPin',
): Promise<void> {
  if (profile.pinHash === null) return;
  if (!pin)
    throw fieldError(
      field,
      field === 'pin' ? 'messages.profiles.pinRequired' : 'messages.profiles.currentPinRequired',
    );
  const reservation = await limits.reservePinCheck(profile.id, userId);
  let right: boolean;
  try {
    right = await verifyPassword(profile.pinHash, pin);
  } catch (e) {
    await reservation.refund();
    throw e;
  }
  if (!right) throw fieldError(field, 'messages.profiles.pinWrong');
  await reservation.refund();
}

function assertLevelWithin(level: MaturityLevel, acting: Row) {
  if (levelRank(level) > levelRank(acting.maturity))
    throw fieldError('maturity', 'messages.profiles.levelAboveOwn');
}

function assertWithinReach(target: Row, acting: Row) {
  if (levelRank(target.maturity) > levelRank(acting.maturity))
    throw new AppError('FORBIDDEN', m('messages.profiles.aboveOwnLevel'));
}

/** How many profiles the account has, and the lowest position none holds (the picker's next place). */
async function places(tx: Tx, userId: string): Promise<{ count: number; next: number }> {
  const rows = await tx.select({ p: profiles.position }).from(profiles).where(eq(profiles.userId, userId));
  const taken = new Set(rows.map((r) => r.p));
  let next = 0;
  while (taken.has(next)) next++;
  return { count: rows.length, next };
}

export async function createProfile(
  deps: ProfileDeps,
  acting: Acting,
  input: TProfileCreate,
): Promise<PublicProfile> {
  if (input.maturity === 'kids' && input.pin) throw fieldError('pin', 'messages.profiles.kidsNoPin');
  const me = await actingProfile(deps.db, acting);
  assertLevelWithin(input.maturity, me);
  await checkPin(deps.limits, acting.userId, me, input.currentPin, 'currentPin');
  const pinHash = input.pin ? await hashPassword(input.pin) : null;
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, acting.userId);
    const { count, next: position } = await places(tx, acting.userId);
    if (count >= PROFILES_MAX)
      throw new AppError('VALIDATION', m('messages.profiles.limit', { max: PROFILES_MAX }));
    const [row] = await tx
      .insert(profiles)
      .values({
        id: newProfileId(),
        userId: acting.userId,
        name: input.name,
        avatar: input.avatar,
        preferences: input.language ? { language: input.language } : null,
        maturity: input.maturity,
        pinHash,
        position,
      })
      .returning(columns);
    return toPublicProfile(row!);
  });
}

export async function updateProfile(
  deps: ProfileDeps,
  acting: Acting,
  input: TProfileUpdate,
): Promise<PublicProfile> {
  const me = await actingProfile(deps.db, acting);
  const target = await findProfile(deps.db, acting.userId, input.id);
  if (!target) throw notFound();
  assertWithinReach(target, me);
  const levelChange = input.maturity !== undefined && input.maturity !== target.maturity;
  const level = input.maturity ?? target.maturity;
  if (levelChange) {
    if (level === 'kids' && target.id === acting.userId)
      throw fieldError('maturity', 'messages.profiles.mainNotKids');
    assertLevelWithin(level, me);
  }
  // A Kids profile has no PIN: one sent is refused, one held is dropped with the change.
  if (level === 'kids' && input.pin) throw fieldError('pin', 'messages.profiles.kidsNoPin');
  const pinChange = input.pin !== undefined || (level === 'kids' && target.pinHash !== null);
  if (levelChange || pinChange)
    await checkPin(deps.limits, acting.userId, me, input.currentPin, 'currentPin');
  const pinHash = input.pin ? await hashPassword(input.pin) : null;
  const change = async (tx: Tx) => {
    const locked = await findProfile(tx, acting.userId, input.id, true);
    if (!locked) throw notFound();
    const [row] = await tx
      .update(profiles)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
        ...(input.language !== undefined
          ? {
              preferences: sql`jsonb_set(coalesce(${profiles.preferences}, '{}'::jsonb), '{language}', ${JSON.stringify(input.language)}::jsonb)`,
            }
          : {}),
        ...(levelChange ? { maturity: level } : {}),
        ...(pinChange ? { pinHash } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(profiles.id, input.id), eq(profiles.userId, acting.userId)))
      .returning(columns);
    return toPublicProfile(row!);
  };
  // A new level changes what the sessions on that profile carry: every one is evicted.
  return levelChange ? deps.sessions.changeUser(acting.userId, change) : deps.db.transaction(change);
}

/** Deletes a profile and its personal rows (cascade); its sessions fall back to the first profile. */
export async function removeProfile(deps: ProfileDeps, acting: Acting, input: TProfileRemove): Promise<void> {
  const me = await actingProfile(deps.db, acting);
  const target = await findProfile(deps.db, acting.userId, input.id);
  if (!target) throw notFound();
  if (target.id === acting.userId) throw new AppError('FORBIDDEN', m('messages.profiles.mainUndeletable'));
  assertWithinReach(target, me);
  await checkPin(deps.limits, acting.userId, me, input.currentPin, 'currentPin');
  await deps.sessions.changeUser(acting.userId, async (tx) => {
    const gone = await tx
      .delete(profiles)
      .where(and(eq(profiles.id, input.id), eq(profiles.userId, acting.userId)))
      .returning({ id: profiles.id });
    if (gone.length === 0) throw notFound();
  });
}

/**
 * Puts one PIN on every named profile of the account that has none (the lock offered when a
 * Kids profile is created, so that leaving it asks for a PIN). Profiles that have a PIN keep
 * theirs; a Kids profile cannot be named (it has none), nor a profile above the acting one.
 * Needs the acting profile's PIN when it has one. Answers the account's profiles.
 */
export async function lockProfiles(
  deps: ProfileDeps,
  acting: Acting,
  input: TProfileLock,
): Promise<PublicProfile[]> {
  const me = await actingProfile(deps.db, acting);
  const ids = [...new Set(input.ids)];
  const targets = await deps.db
    .select(columns)
    .from(profiles)
    .where(and(eq(profiles.userId, acting.userId), inArray(profiles.id, ids)));
  if (targets.length !== ids.length) throw notFound();
  for (const target of targets) {
    if (target.maturity === 'kids') throw fieldError('ids', 'messages.profiles.kidsNoPin');
    assertWithinReach(target, me);
  }
  await checkPin(deps.limits, acting.userId, me, input.currentPin, 'currentPin');
  const pinHash = await hashPassword(input.pin);
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, acting.userId);
    await tx
      .update(profiles)
      .set({ pinHash, updatedAt: new Date() })
      .where(
        and(
          eq(profiles.userId, acting.userId),
          inArray(profiles.id, ids),
          isNull(profiles.pinHash),
          // A profile that became Kids meanwhile stays without a PIN.
          ne(profiles.maturity, 'kids'),
        ),
      );
    return listProfiles(tx, acting.userId);
  });
}

/**
 * Moves the session to one of its account's profiles, asking the profile's PIN when it has
 * one. The next request's session lookup reads the new profile and level (no query of its own).
 */
export async function switchProfile(
  deps: ProfileDeps,
  session: { id: string; userId: string },
  input: TProfileSwitch,
): Promise<PublicProfile> {
  const target = await findProfile(deps.db, session.userId, input.id);
  if (!target) throw notFound();
  await checkPin(deps.limits, session.userId, target, input.pin, 'pin');
  await deps.sessions.setProfile(session.id, target.id === session.userId ? null : target.id);
  return toPublicProfile(target);
}

/**
 * The owner's reset of a forgotten PIN (admin panel): the profile opens without one until a
 * new one is set. The account's sessions are evicted with the change.
 */
export async function resetProfilePin(
  sessions: SessionStore,
  userId: string,
  profileId: string,
): Promise<PublicProfile> {
  return sessions.changeUser(userId, async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ pinHash: null, updatedAt: new Date() })
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .returning(columns);
    if (!row) throw notFound();
    return toPublicProfile(row);
  });
}
