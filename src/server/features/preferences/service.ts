import { eq } from 'drizzle-orm';
import { PREFERENCE_KEYS, type Preferences, ZPreferencesSchema } from '../../../shared/schemas/preferences';
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
  if (!row) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return validFields(row.preferences);
}

export function validFields(stored: unknown): Partial<Preferences> | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const out: Record<string, unknown> = {};
  for (const k of PREFERENCE_KEYS) {
    if (!(k in stored)) continue;
    const r = ZPreferencesSchema.shape[k].safeParse((stored as Record<string, unknown>)[k]);
    if (r.success) out[k] = r.data;
  }
  return out as Partial<Preferences>;
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
  if (!row) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return preferences;
}
