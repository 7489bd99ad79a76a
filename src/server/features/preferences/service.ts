import { m } from '@shared/i18n/message';
import { type Preferences, validPreferenceFields } from '@shared/schemas/preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The account's saved preferences: only the fields that are still valid, so a value stored by
 * an older build (or a preference that did not exist then) is simply absent and the client
 * keeps its own. Null when the account never saved any.
 */
export async function getPreferences(db: Db, userId: string): Promise<Partial<Preferences> | null> {
  const [row] = await db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
  return validPreferenceFields(row.preferences);
}

/** Replaces the account's preferences with a complete, already validated set. */
export async function savePreferences(
  db: Db,
  userId: string,
  preferences: Preferences,
): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({ preferences })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
  return preferences;
}
