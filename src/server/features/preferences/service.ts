import { m } from '@shared/i18n/message';
import { type Preferences, validPreferenceFields } from '@shared/schemas/preferences';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../errors';
import { CONTINUE_HIDDEN_KEY } from '../history/continue';
import { keepAutoFollows } from '../upcoming/follows';

/**
 * The profile's saved preferences: only the fields that are still valid, so a value stored by
 * an older build (or a preference that did not exist then) is simply absent and the client
 * keeps its own. Null when the profile never saved any.
 */
export async function getPreferences(db: Db, profileId: string): Promise<Partial<Preferences> | null> {
  const [row] = await db
    .select({ preferences: profiles.preferences })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
  return validPreferenceFields(row.preferences);
}

/**
 * Replaces the profile's preferences with a complete, already validated set; what the server
 * keeps in the same document (Continue Watching's removed shows) stays.
 */
export async function savePreferences(
  db: Db,
  profileId: string,
  preferences: Preferences,
): Promise<Preferences> {
  if (!preferences.autoFollow) await keepAutoFollows(db, profileId);
  const [row] = await db
    .update(profiles)
    .set({
      preferences: sql`${JSON.stringify(preferences)}::jsonb || jsonb_strip_nulls(jsonb_build_object(${CONTINUE_HIDDEN_KEY}::text, ${profiles.preferences}->${CONTINUE_HIDDEN_KEY}))`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, profileId))
    .returning({ id: profiles.id });
  if (!row) throw new AppError('UNAUTHORIZED', m('messages.access.authRequired'));
  return preferences;
}
