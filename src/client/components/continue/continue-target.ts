import type { MediaType } from '@shared/catalogue';
import { nextEpisode, type SeasonEpisodes } from '@shared/episodes';
import { isFinished } from '@shared/playback';

export interface ContinueTarget {
  href: string;
  /** The next episode, when Continue moves on from a finished one. */
  next: { season: number; episode: number } | null;
}

/**
 * Where Continue takes a visitor: a movie or an unfinished episode reopens where it was; a
 * finished episode opens the next one (across seasons), and the show's page when it was the
 * last. Until the show's seasons are known, the episode itself.
 */
export function continueTarget(item: {
  mediaType: MediaType;
  mediaId: string;
  season: number | null;
  episode: number | null;
  position: number | null;
  duration: number | null;
  seasons: readonly SeasonEpisodes[] | null;
}): ContinueTarget {
  if (item.mediaType === 'movie') return { href: `/watch/movie/${item.mediaId}`, next: null };
  const at = { season: item.season ?? 1, episode: item.episode ?? 1 };
  const here = { href: `/watch/tv/${item.mediaId}/${at.season}/${at.episode}`, next: null };
  if (!item.seasons || !isFinished(item.position, item.duration)) return here;
  const next = nextEpisode(item.seasons, at);
  return next
    ? { href: `/watch/tv/${item.mediaId}/${next.season}/${next.episode}`, next }
    : { href: `/tv/${item.mediaId}`, next: null };
}
