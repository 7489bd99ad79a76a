import type { EpisodeRef } from '@shared/episodes';
import { isFinished } from '@shared/playback';
import { getLocalHistory, historyMode, signedIn } from './history';
import { trpcClient } from './trpc';

/**
 * The episode of a show open and not yet finished, from its history record (the account's,
 * or this browser's); null when there is none. Next up resumes it first.
 */
export async function inProgressEpisode(mediaId: string): Promise<EpisodeRef | null> {
  let record: {
    season: number | null;
    episode: number | null;
    position: number | null;
    duration: number | null;
  } | null = null;
  if (signedIn() && (await historyMode()) === 'database') {
    try {
      const e = await trpcClient.history.get.query({ mediaId, mediaType: 'tv' });
      if (e) record = { ...e, position: e.position_seconds, duration: e.duration_seconds };
    } catch {
      // Unreachable: this browser's record may still know.
    }
  }
  if (!record) {
    const local = getLocalHistory().find((e) => e.media_id === mediaId && e.media_type === 'tv');
    if (local) record = { ...local, position: local.position ?? null, duration: local.duration ?? null };
  }
  if (!record || record.season === null || record.episode === null) return null;
  return isFinished(record.position, record.duration)
    ? null
    : { season: record.season, episode: record.episode };
}
