import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { loginDevices } from '../../db/schema';

/**
 * Device tokens (docs/decisions/010-login-device-tokens.md): a browser that signed in to an
 * account keeps one, and with it is spared the account-wide lock others' guesses cause.
 * Only the token's SHA-256 is stored, so a leaked database holds no usable token.
 */

/** Browsers remembered per account; the least recently used are forgotten beyond this. */
export const DEVICES_PER_USER = 20;

/** The stored id of a device token: its SHA-256. */
export const deviceId = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The device token to hand back after a successful sign-in: the one the browser sent when it
 * is this account's (marked as used), else a new one.
 */
export async function deviceTokenFor(
  db: Db,
  userId: string,
  known: { id: string; token: string } | null,
): Promise<string> {
  if (known) {
    await db.update(loginDevices).set({ lastUsedAt: new Date() }).where(eq(loginDevices.id, known.id));
    return known.token;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginDevices).values({ id: deviceId(token), userId });
  const keep = db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(eq(loginDevices.userId, userId))
    .orderBy(desc(loginDevices.lastUsedAt))
    .limit(DEVICES_PER_USER);
  await db
    .delete(loginDevices)
    .where(and(eq(loginDevices.userId, userId), notInArray(loginDevices.id, keep)));
  return token;
}

/**
 * After a password change only the browser that made it stays trusted: a device token held
 * by whoever knew the old password must not keep sparing them the account's lock.
 */
export async function revokeOtherDevices(db: DbOrTx, userId: string, keepToken?: string): Promise<void> {
  const mine = eq(loginDevices.userId, userId);
  await db.delete(loginDevices).where(keepToken ? and(mine, ne(loginDevices.id, deviceId(keepToken))) : mine);
}
