/**
 * Episode navigation across season boundaries for the watch page: Next after a season's
 * last episode is the next season's first; Previous before episode 1 is the previous
 * season's last. Seasons with no episodes are skipped; within season 0 (specials), Next and
 * Previous stay among the specials.
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
  if (at.season === 0) {
    const specials = seasons.find((s) => s.seasonNumber === 0);
    return specials && at.episode < specials.episodeCount ? { season: 0, episode: at.episode + 1 } : null;
  }
  const list = playable(seasons);
  const current = list.find((s) => s.seasonNumber === at.season);
  if (current && at.episode < current.episodeCount) return { season: at.season, episode: at.episode + 1 };
  const after = list.find((s) => s.seasonNumber > at.season);
  return after ? { season: after.seasonNumber, episode: 1 } : null;
}

export function previousEpisode(seasons: readonly SeasonEpisodes[], at: EpisodeRef): EpisodeRef | null {
  if (at.season === 0) return at.episode > 1 ? { season: 0, episode: at.episode - 1 } : null;
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

/** Episodes in viewing order: regular seasons in order, then specials (season 0) when chosen. */
function inViewingOrder(seasons: readonly SeasonEpisodes[], specials: boolean): SeasonEpisodes[] {
  const regular = playable(seasons);
  const extra = specials ? seasons.filter((s) => s.seasonNumber === 0 && s.episodeCount > 0) : [];
  return [...regular, ...extra];
}

/** A watched-episode set's key for one episode. */
export const episodeKey = (at: EpisodeRef) => `${at.season}:${at.episode}`;

export interface NextUpOptions {
  /** Count specials (season 0, after the last season); skipped unless chosen. */
  specials?: boolean;
  /** An episode open and not yet finished (from the history record): it is resumed first. */
  inProgress?: EpisodeRef | null;
}

/**
 * What is next for a viewer: an episode to play; `caughtUp` when the furthest episode watched
 * is the latest one aired and the earlier ones left are not offered (a new episode brings the
 * show back); `allWatched` when every episode is watched (or there is none to play).
 */
export type NextUpState =
  | { kind: 'next'; episode: EpisodeRef }
  | { kind: 'caughtUp' }
  | { kind: 'allWatched' };

/**
 * The one next-up rule, shared by Continue Watching, the TV page's Watch Now, the watch
 * page's autoplay and the server's next-up answers. `seasons` are cut at the last episode
 * aired (`airedSeasons`): an announced episode is never next up.
 * - An unfinished episode in progress first.
 * - Else the first unwatched episode after the furthest one watched (in viewing order).
 * - Nothing after it (the furthest watched is the latest aired): earlier gaps are offered only
 *   to a viewer who watched a season before the furthest one's (the first gap from the first
 *   season they watched); otherwise the viewer is caught up.
 * - With nothing watched, the first episode.
 */
export function nextUpState(
  seasons: readonly SeasonEpisodes[],
  watched: ReadonlySet<string>,
  options: NextUpOptions = {},
): NextUpState {
  const order = inViewingOrder(seasons, options.specials === true);
  const inProgress = options.inProgress;
  if (
    inProgress &&
    !watched.has(episodeKey(inProgress)) &&
    order.some((s) => s.seasonNumber === inProgress.season && inProgress.episode <= s.episodeCount)
  ) {
    return { kind: 'next', episode: inProgress };
  }
  let furthest = -1;
  let first = -1;
  const flat: EpisodeRef[] = [];
  for (const s of order) {
    for (let e = 1; e <= s.episodeCount; e++) {
      const at = { season: s.seasonNumber, episode: e };
      if (watched.has(episodeKey(at))) {
        furthest = flat.length;
        if (first < 0) first = flat.length;
      }
      flat.push(at);
    }
  }
  const unwatched = (at: EpisodeRef) => !watched.has(episodeKey(at));
  const after = flat.slice(furthest + 1).find(unwatched);
  if (after) return { kind: 'next', episode: after };
  const last = flat[furthest];
  const firstSeen = flat[first];
  if (!last || !firstSeen || !flat.some(unwatched)) return { kind: 'allWatched' };
  if (firstSeen.season === last.season) return { kind: 'caughtUp' };
  // From the first episode of the first season watched: what was skipped before it stays skipped.
  const from = flat.findIndex((at) => at.season === firstSeen.season);
  const gap = flat.slice(from, furthest).find(unwatched);
  return gap ? { kind: 'next', episode: gap } : { kind: 'caughtUp' };
}

/** The rule's episode to play: null when caught up or when everything is watched (see `nextUpState`). */
export function nextUp(
  seasons: readonly SeasonEpisodes[],
  watched: ReadonlySet<string>,
  options: NextUpOptions = {},
): EpisodeRef | null {
  const state = nextUpState(seasons, watched, options);
  return state.kind === 'next' ? state.episode : null;
}

/** Watched and total episodes of one season ("7 of 22"). */
export function seasonProgress(
  season: SeasonEpisodes,
  watched: ReadonlySet<string>,
): { watched: number; total: number } {
  let n = 0;
  for (let e = 1; e <= season.episodeCount; e++) {
    if (watched.has(episodeKey({ season: season.seasonNumber, episode: e }))) n++;
  }
  return { watched: n, total: season.episodeCount };
}

/**
 * Seasons cut at the last episode aired: an announced episode is listed on the TV page but is
 * not next up, and marking a season or show watched does not mark it. `lastAired` null (the
 * catalogue does not say) leaves the counts as they are.
 */
export function airedSeasons<S extends SeasonEpisodes>(
  seasons: readonly S[],
  lastAired: EpisodeRef | null,
): S[] {
  if (!lastAired) return [...seasons];
  return seasons.map((s) => {
    if (s.seasonNumber === 0 || s.seasonNumber < lastAired.season) return s;
    const aired = s.seasonNumber === lastAired.season ? Math.min(s.episodeCount, lastAired.episode) : 0;
    return aired === s.episodeCount ? s : { ...s, episodeCount: aired };
  });
}
