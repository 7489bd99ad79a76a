import { TV } from './genres';
import { hashId, type IdAllocator } from './ids';
import { RECENCY_YEAR } from './movies';
import type { ProviderId } from './providers';
import { NETWORKS, TV_SHOWS, type TvShowData } from './tv-data';

export interface DemoSeason {
  id: number;
  seasonNumber: number;
  name: string;
  episodeCount: number;
  airDate: string | null;
}

export interface DemoEpisodeFacts {
  name: string;
  airDate: string | null;
}

export interface DemoShow {
  id: number;
  data: TvShowData;
  name: string;
  originalName: string;
  originalLanguage: string;
  originCountry: string[];
  firstAirDate: string;
  lastAirDate: string;
  year: number;
  type: 'Scripted' | 'Miniseries';
  seasons: DemoSeason[];
  numberOfSeasons: number;
  numberOfEpisodes: number;
  genreIds: number[];
  voteAverage: number;
  voteCount: number;
  popularity: number;
  overview: string;
  providers: ProviderId[];
}

/**
 * popularity = 8·log10(1 + votes) + 10·recency (+3 while the show is still running),
 * recency = clamp((last air year − 1970) / (RECENCY_YEAR − 1970), 0, 1): the same scale
 * as films (see moviePopularity) without the box-office term.
 */
export function tvPopularity(votes: number, lastAirYear: number, running: boolean): number {
  const recency = Math.min(1, Math.max(0, (lastAirYear - 1970) / (RECENCY_YEAR - 1970)));
  const value = 8 * Math.log10(1 + votes) + 10 * recency + (running ? 3 : 0);
  return Math.round(value * 1000) / 1000;
}

const GENRE_WORD: Record<number, string> = {
  [TV.action]: 'action',
  [TV.comedy]: 'comedy',
  [TV.crime]: 'crime',
  [TV.documentary]: 'documentary',
  [TV.drama]: 'drama',
  [TV.family]: 'family',
  [TV.kids]: "children's",
  [TV.mystery]: 'mystery',
  [TV.scifi]: 'science fiction',
  [TV.war]: 'war',
  [TV.western]: 'western',
};

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * "A 2008 drama series created by Vince Gilligan for AMC. Ended in 2013." No season or episode
 * count: a running show's current season (schedule.ts) grows them after the snapshot, and the
 * page's facts give them.
 */
export function tvOverview(d: TvShowData): string {
  const [first, second] = d.genres;
  let kind = first === TV.animation ? 'animated' : (GENRE_WORD[first ?? -1] ?? '');
  if (first === TV.animation && second !== undefined && GENRE_WORD[second]) kind += ` ${GENRE_WORD[second]}`;
  const form = d.type === 'Miniseries' ? 'miniseries' : 'series';
  let sentence = `A ${d.firstAirDate.slice(0, 4)} ${kind ? `${kind} ` : ''}${form}`;
  if (d.createdBy.length) sentence += ` created by ${list(d.createdBy)}`;
  sentence += ` for ${list(d.networks.map((n) => NETWORKS[n].name))}.`;
  const lastYear = d.lastAirDate.slice(0, 4);
  const status =
    d.status === 'Ended'
      ? ` Ended in ${lastYear}.`
      : d.status === 'Canceled'
        ? ` Canceled; last aired in ${lastYear}.`
        : '';
  return `${sentence}${status}`;
}

export function buildShows(ids: IdAllocator): DemoShow[] {
  const sorted = [...TV_SHOWS].sort((a, b) =>
    `${a.name}|${a.firstAirDate}` < `${b.name}|${b.firstAirDate}` ? -1 : 1,
  );
  return sorted.map((d) => {
    const id = ids.allocate(`tv|${d.name}|${d.firstAirDate}`);
    const seasons: DemoSeason[] = d.seasons.map((count, i) => ({
      id: hashId(`season|${id}|${i + 1}`),
      seasonNumber: i + 1,
      name: `Season ${i + 1}`,
      episodeCount: count,
      airDate: i === 0 ? d.firstAirDate : null,
    }));
    if (d.specials?.length) {
      seasons.unshift({
        id: hashId(`season|${id}|0`),
        seasonNumber: 0,
        name: 'Specials',
        episodeCount: d.specials.length,
        airDate: d.specials[0]?.airDate ?? null,
      });
    }
    const episodes = d.seasons.reduce((a, b) => a + b, 0);
    return {
      id,
      data: d,
      name: d.name,
      originalName: d.originalName ?? d.name,
      originalLanguage: d.originalLanguage ?? 'en',
      originCountry: d.originCountry ?? ['US'],
      firstAirDate: d.firstAirDate,
      lastAirDate: d.lastAirDate,
      year: Number(d.firstAirDate.slice(0, 4)),
      type: d.type ?? 'Scripted',
      seasons,
      numberOfSeasons: d.seasons.length,
      numberOfEpisodes: episodes,
      genreIds: [...d.genres],
      voteAverage: d.rating,
      voteCount: d.votes,
      popularity: tvPopularity(d.votes, Number(d.lastAirDate.slice(0, 4)), d.status === 'Returning Series'),
      overview: tvOverview(d),
      providers: [...d.providers],
    };
  });
}

/**
 * What is known of one episode: specials keep their real titles and dates; otherwise the
 * premiere carries the show's first air date and the latest episode its last air date, and
 * a show released all at once (one season, first = last air date) dates every episode.
 * Anything else stays null rather than guessed.
 */
export function episodeFacts(show: DemoShow, season: number, episode: number): DemoEpisodeFacts {
  const d = show.data;
  if (season === 0) {
    const special = d.specials?.[episode - 1];
    return { name: special?.name ?? `Special ${episode}`, airDate: special?.airDate ?? null };
  }
  const name = `Episode ${episode}`;
  if (d.seasons.length === 1 && d.firstAirDate === d.lastAirDate) return { name, airDate: d.firstAirDate };
  if (season === 1 && episode === 1) return { name, airDate: d.firstAirDate };
  if (season === d.seasons.length && episode === d.seasons[season - 1])
    return { name, airDate: d.lastAirDate };
  return { name, airDate: null };
}
