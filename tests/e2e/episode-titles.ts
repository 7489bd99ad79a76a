import { trpcCall } from './helpers';

/**
 * Shows of the demo catalogue for the season and air-date cases, found through the API:
 * one with two regular seasons, and one whose latest season has aired episodes and an
 * episode still to come at a known instant (the demo's networks air at 21:00 local time).
 */
export interface ShowFacts {
  id: number;
  title: string;
  seasons: { seasonNumber: number; episodeCount: number }[];
  lastAired: { season: number; episode: number } | null;
}
export interface EpisodeFacts {
  episodeNumber: number;
  airDate: string | null;
  airsAt: string | null;
}

export interface UnairedShow {
  show: ShowFacts;
  season: number;
  /** The last aired episode of that season and the first still to come. */
  aired: EpisodeFacts;
  unaired: EpisodeFacts & { airsAt: string };
}

export async function findShows(baseUrl: string): Promise<{ twoSeasons: ShowFacts; upcoming: UnairedShow }> {
  let twoSeasons: ShowFacts | undefined;
  let upcoming: UnairedShow | undefined;
  const now = Date.now();
  for (let page = 1; page <= 10 && !(twoSeasons && upcoming); page++) {
    const list = await trpcCall<{ results: { id: number }[] }>(baseUrl, 'catalogue.tv', {
      filter: 'all',
      page,
    });
    for (const { id } of list.results) {
      const show = await trpcCall<ShowFacts>(baseUrl, 'catalogue.tvShow', { id });
      const count = (n: number) => show.seasons.find((s) => s.seasonNumber === n)?.episodeCount ?? 0;
      if (!twoSeasons && count(1) >= 5 && count(2) >= 5 && count(1) <= 30) twoSeasons = show;
      const last = show.lastAired;
      if (upcoming || !last || last.season < 1 || count(last.season) <= last.episode) continue;
      const season = await trpcCall<{ episodes: EpisodeFacts[] }>(baseUrl, 'catalogue.season', {
        id,
        season: last.season,
      });
      const aired = season.episodes.find((e) => e.episodeNumber === last.episode);
      const next = season.episodes.find((e) => e.episodeNumber === last.episode + 1);
      if (aired && next?.airsAt && Date.parse(next.airsAt) > now + 86_400_000)
        upcoming = { show, season: last.season, aired, unaired: { ...next, airsAt: next.airsAt } };
    }
  }
  if (!twoSeasons || !upcoming) throw new Error('the demo catalogue lacks the shows these cases need');
  return { twoSeasons, upcoming };
}

/** 'Dec 7' (with the year when not this year's) as an English page says it for a viewer in `timeZone`. */
export function shortDay(instant: string | number, timeZone: string): string {
  const year = (at: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(at);
  const at = new Date(instant);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(year(at) === year(new Date()) ? {} : { year: 'numeric' }),
    timeZone,
  }).format(at);
}

/** How an English page names an episode's air day for a viewer in `timeZone`: its instant's day there, else its date. */
export const airDay = (e: EpisodeFacts, timeZone: string) =>
  e.airsAt ? shortDay(e.airsAt, timeZone) : shortDay(`${e.airDate}T12:00:00Z`, 'UTC');
