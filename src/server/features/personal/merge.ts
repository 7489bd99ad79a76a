import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * What merging a list into a profile's (a visitor's on sign-in, a settings file) does the same
 * way for every personal list.
 */

/** The first item of each key, in the items' order: the repeats a merge skips are left out. */
export function firstOfEach<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T> {
  const first = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (!first.has(key)) first.set(key, item);
  }
  return first;
}

/** A time the client sent, where one from the future (a wrong clock) counts as `now`; none is `now`. */
export const notAfter = (iso: string | null | undefined, now: number): Date =>
  new Date(iso ? Math.min(Date.parse(iso), now) : now);

/**
 * Locks the profile's row for the transaction: one write at a time per profile where a
 * per-profile limit is checked before it is written (Watch Later's 1,000 titles, the number
 * of lists, a settings file's merge), so parallel writes cannot both see room.
 */
export async function lockProfile(tx: Tx, profileId: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
}
