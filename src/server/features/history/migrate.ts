import type { MediaType } from '@shared/catalogue';
import type { MigrateResult } from '@shared/schemas/history';
import { ZMigrateEntrySchema } from '@shared/schemas/history';
import type { Db } from '../../db/client';
import { watchHistory } from '../../db/schema';
import type { TitleGate } from '../personal/title-gate';

/**
 * Moves a visitor's local history into the profile's in one transaction. Invalid entries,
 * repeats within the payload, titles already in the profile's history and titles its level
 * does not allow are skipped and counted; a repeat keeps its newest timestamp.
 */
export async function migrateHistory(
  db: Db,
  gate: TitleGate,
  profileId: string,
  data: unknown[],
): Promise<MigrateResult> {
  const now = Date.now();
  const newest = new Map<
    string,
    { mediaId: string; mediaType: MediaType; season: number | null; episode: number | null; at: Date }
  >();
  for (const raw of data) {
    const r = ZMigrateEntrySchema.safeParse(raw);
    if (!r.success) continue;
    const e = r.data;
    const key = `${e.media_type}:${e.media_id}`;
    const at = new Date(Math.min(e.timestamp, now));
    const seen = newest.get(key);
    if (seen && seen.at >= at) continue;
    const tv = e.media_type === 'tv';
    newest.set(key, {
      mediaId: e.media_id,
      mediaType: e.media_type,
      season: tv ? (e.season ?? null) : null,
      episode: tv ? (e.episode ?? null) : null,
      at,
    });
  }
  const allowed = await gate.keep([...newest.values()], (e) => ({ type: e.mediaType, id: e.mediaId }));
  const values = allowed.map((e) => ({
    profileId,
    mediaId: e.mediaId,
    mediaType: e.mediaType,
    season: e.season,
    episode: e.episode,
    watchedAt: e.at,
    lastWatched: e.at,
    updatedAt: new Date(now),
  }));
  const migrated =
    values.length === 0
      ? 0
      : await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(watchHistory)
            .values(values)
            .onConflictDoNothing({
              target: [watchHistory.profileId, watchHistory.mediaId, watchHistory.mediaType],
            })
            .returning({ id: watchHistory.id });
          return inserted.length;
        });
  return { migrated, skipped: data.length - migrated, total: data.length };
}
