/**
 * Episode navigation across season boundaries for the watch page: Next after a season's
 * last episode is the next season's first; Previous before episode 1 is the previous
 * season's last. Seasons with no episodes are skipped; season 0 (specials) is not navigated.
 */
export interface SeasonEpisodes {
  seasonNumber: number;
  episodeCount: number;
}

export interface EpisodeRef {
  season: number;
  episode: number;
}

function playable(seasons: readonly SeasonEpisodes[]): SeasonEpisodes[] {
  return seasons
    .filter((s) => s.seasonNumber > 0 && s.episodeCount > 0)
    .sort((a, b) => a.seasonNumber - b.seasonNumber);
}

export function nextEpisode(seasons: readonly SeasonEpisodes[], at: EpisodeRef): EpisodeRef | null {
  const list = playable(seasons);
  const current = list.find((s) => s.seasonNumber === at.season);
  if (current && at.episode < current.episodeCount) return { season: at.season, episode: at.episode + 1 };
  const after = list.find((s) => s.seasonNumber > at.season);
  return after ? { season: after.seasonNumber, episode: 1 } : null;
}

export function previousEpisode(seasons: readonly SeasonEpisodes[], at: EpisodeRef): EpisodeRef | null {
  const list = playable(seasons);
  if (at.episode > 1 && list.some((s) => s.seasonNumber === at.season)) {
    return { season: at.season, episode: at.episode - 1 };
  }
  const before = list.filter((s) => s.seasonNumber < at.season).at(-1);
  return before ? { season: before.seasonNumber, episode: before.episodeCount } : null;
}

/** Whether the show has this episode (the watch page sends anything else to /404). */
export function hasEpisode(seasons: readonly SeasonEpisodes[], at: EpisodeRef): boolean {
  const s = seasons.find((x) => x.seasonNumber === at.season);
  return !!s && Number.isInteger(at.episode) && at.episode >= 1 && at.episode <= s.episodeCount;
}
