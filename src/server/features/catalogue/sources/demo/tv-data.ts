import { TV } from './genres';
import { PROVIDER, type ProviderId } from './providers';

/**
 * The demo catalogue's TV shows, written by hand from public facts: names, first and last
 * air dates, status, episodes per season, networks, creators and TMDB TV genres. The data is
 * a snapshot as of late July 2025; seasons that premiered later are not listed.
 * The Simpsons is capped at its first 34 seasons (750 episodes, to May 2023).
 *
 * `certification` is the show's US TV Parental Guidelines rating as the networks and
 * streaming services publish it (the series' usual rating where episodes differ).
 * `rating` and `votes` are rounded IMDb-style public ratings and vote totals, `runtime` a
 * typical episode length in minutes, `providers` where the show streams in the US among the
 * four services the product shows (see providers.ts).
 */
export const NETWORKS = {
  abc: { name: 'ABC', country: 'US' },
  adultSwim: { name: 'Adult Swim', country: 'US' },
  amc: { name: 'AMC', country: 'US' },
  appleTv: { name: 'Apple TV+', country: '' },
  bbcOne: { name: 'BBC One', country: 'GB' },
  bbcTwo: { name: 'BBC Two', country: 'GB' },
  bbcThree: { name: 'BBC Three', country: 'GB' },
  cartoonNetwork: { name: 'Cartoon Network', country: 'US' },
  cbs: { name: 'CBS', country: 'US' },
  channel4: { name: 'Channel 4', country: 'GB' },
  disneyChannel: { name: 'Disney Channel', country: 'US' },
  disneyPlus: { name: 'Disney+', country: '' },
  disneyXd: { name: 'Disney XD', country: 'US' },
  fox: { name: 'FOX', country: 'US' },
  fx: { name: 'FX', country: 'US' },
  hbo: { name: 'HBO', country: 'US' },
  hboMax: { name: 'HBO Max', country: 'US' },
  nbc: { name: 'NBC', country: 'US' },
  netflix: { name: 'Netflix', country: '' },
  nickelodeon: { name: 'Nickelodeon', country: 'US' },
  primeVideo: { name: 'Prime Video', country: '' },
  showtime: { name: 'Showtime', country: 'US' },
  syfy: { name: 'Syfy', country: 'US' },
  theCw: { name: 'The CW', country: 'US' },
  theWb: { name: 'The WB', country: 'US' },
  usa: { name: 'USA Network', country: 'US' },
  yahooScreen: { name: 'Yahoo! Screen', country: 'US' },
  youtubePremium: { name: 'YouTube Premium', country: 'US' },
} as const satisfies Record<string, { name: string; country: string }>;
export type NetworkKey = keyof typeof NETWORKS;

/** The US TV Parental Guidelines ratings. */
export const TV_RATINGS = ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA'] as const;
export type TvRating = (typeof TV_RATINGS)[number];

export interface TvSpecial {
  name: string;
  airDate: string;
}

export interface TvShowData {
  name: string;
  originalName?: string;
  /** ISO 639-1; 'en' when absent. */
  originalLanguage?: string;
  /** ISO 3166-1; ['US'] when absent. */
  originCountry?: string[];
  firstAirDate: string;
  lastAirDate: string;
  status: 'Returning Series' | 'Ended' | 'Canceled';
  type?: 'Scripted' | 'Miniseries';
  /** Episodes per season, season 1 first. */
  seasons: number[];
  /** Season 0. */
  specials?: TvSpecial[];
  networks: NetworkKey[];
  createdBy: string[];
  genres: number[];
  /** The US TV Parental Guidelines rating (served as `content_ratings`, iso_3166_1 US). */
  certification: TvRating;
  rating: number;
  votes: number;
  runtime: number;
  providers: ProviderId[];
}

const { netflix: NF, disneyPlus: DP, hboMax: HM, primeVideo: PV } = PROVIDER;
const { action, animation, comedy, crime, drama, family, mystery, scifi, war, western } = TV;

// One show a line reads and diffs better than the formatter's expansion.
// biome-ignore format: data table
export const TV_SHOWS: readonly TvShowData[] = [
  // Netflix (8)
  { name: 'Breaking Bad', firstAirDate: '2008-01-20', lastAirDate: '2013-09-29', status: 'Ended', seasons: [7, 13, 13, 13, 16], networks: ['amc'], createdBy: ['Vince Gilligan'], genres: [drama, crime], certification: 'TV-MA', rating: 9.5, votes: 2_300_000, runtime: 47, providers: [NF] },
  { name: 'Better Call Saul', firstAirDate: '2015-02-08', lastAirDate: '2022-08-15', status: 'Ended', seasons: [10, 10, 10, 10, 10, 13], networks: ['amc'], createdBy: ['Vince Gilligan', 'Peter Gould'], genres: [crime, drama], certification: 'TV-MA', rating: 9.0, votes: 700_000, runtime: 46, providers: [NF] },
  { name: 'Stranger Things', firstAirDate: '2016-07-15', lastAirDate: '2022-07-01', status: 'Returning Series', seasons: [8, 9, 8, 9], networks: ['netflix'], createdBy: ['Matt Duffer', 'Ross Duffer'], genres: [drama, scifi, mystery], certification: 'TV-14', rating: 8.6, votes: 1_400_000, runtime: 51, providers: [NF] },
  { name: 'The Crown', originCountry: ['GB'], firstAirDate: '2016-11-04', lastAirDate: '2023-12-14', status: 'Ended', seasons: [10, 10, 10, 10, 10, 10], networks: ['netflix'], createdBy: ['Peter Morgan'], genres: [drama], certification: 'TV-MA', rating: 8.6, votes: 260_000, runtime: 55, providers: [NF] },
  { name: 'Dark', originalLanguage: 'de', originCountry: ['DE'], firstAirDate: '2017-12-01', lastAirDate: '2020-06-27', status: 'Ended', seasons: [10, 8, 8], networks: ['netflix'], createdBy: ['Baran bo Odar', 'Jantje Friese'], genres: [crime, drama, scifi, mystery], certification: 'TV-MA', rating: 8.7, votes: 480_000, runtime: 55, providers: [NF] },
  { name: 'Narcos', firstAirDate: '2015-08-28', lastAirDate: '2017-09-01', status: 'Ended', seasons: [10, 10, 10], networks: ['netflix'], createdBy: ['Chris Brancato', 'Carlo Bernard', 'Doug Miro'], genres: [crime, drama], certification: 'TV-MA', rating: 8.8, votes: 460_000, runtime: 50, providers: [NF] },
  { name: 'Ozark', firstAirDate: '2017-07-21', lastAirDate: '2022-04-29', status: 'Ended', seasons: [10, 10, 10, 14], networks: ['netflix'], createdBy: ['Bill Dubuque', 'Mark Williams'], genres: [crime, drama], certification: 'TV-MA', rating: 8.5, votes: 400_000, runtime: 60, providers: [NF] },
  { name: 'Black Mirror', originCountry: ['GB'], firstAirDate: '2011-12-04', lastAirDate: '2025-04-10', status: 'Returning Series', seasons: [3, 3, 6, 6, 3, 5, 6], specials: [{ name: 'White Christmas', airDate: '2014-12-16' }, { name: 'Bandersnatch', airDate: '2018-12-28' }], networks: ['channel4', 'netflix'], createdBy: ['Charlie Brooker'], genres: [scifi, drama, mystery], certification: 'TV-MA', rating: 8.7, votes: 650_000, runtime: 60, providers: [NF] },
  { name: 'Seinfeld', firstAirDate: '1989-07-05', lastAirDate: '1998-05-14', status: 'Ended', seasons: [5, 12, 23, 24, 22, 24, 24, 22, 24], networks: ['nbc'], createdBy: ['Larry David', 'Jerry Seinfeld'], genres: [comedy], certification: 'TV-PG', rating: 8.9, votes: 360_000, runtime: 22, providers: [NF] },
  { name: 'BoJack Horseman', firstAirDate: '2014-08-22', lastAirDate: '2020-01-31', status: 'Ended', seasons: [12, 12, 12, 12, 12, 16], specials: [{ name: "Sabrina's Christmas Wish", airDate: '2014-12-19' }], networks: ['netflix'], createdBy: ['Raphael Bob-Waksberg'], genres: [animation, comedy, drama], certification: 'TV-MA', rating: 8.8, votes: 200_000, runtime: 25, providers: [NF] },
  { name: 'Arcane', firstAirDate: '2021-11-06', lastAirDate: '2024-11-23', status: 'Ended', seasons: [9, 9], networks: ['netflix'], createdBy: ['Christian Linke', 'Alex Yee'], genres: [animation, drama, scifi, action], certification: 'TV-14', rating: 9.0, votes: 340_000, runtime: 40, providers: [NF] },
  { name: 'Squid Game', originalName: '오징어 게임', originalLanguage: 'ko', originCountry: ['KR'], firstAirDate: '2021-09-17', lastAirDate: '2025-06-27', status: 'Ended', seasons: [9, 7, 6], networks: ['netflix'], createdBy: ['Hwang Dong-hyuk'], genres: [action, mystery, drama], certification: 'TV-MA', rating: 8.0, votes: 600_000, runtime: 55, providers: [NF] },
  { name: 'Wednesday', firstAirDate: '2022-11-23', lastAirDate: '2022-11-23', status: 'Returning Series', seasons: [8], networks: ['netflix'], createdBy: ['Alfred Gough', 'Miles Millar'], genres: [scifi, mystery, comedy], certification: 'TV-14', rating: 8.0, votes: 450_000, runtime: 50, providers: [NF] },
  { name: 'The Witcher', firstAirDate: '2019-12-20', lastAirDate: '2023-07-27', status: 'Returning Series', seasons: [8, 8, 8], networks: ['netflix'], createdBy: ['Lauren Schmidt Hissrich'], genres: [scifi, drama, action], certification: 'TV-MA', rating: 8.0, votes: 600_000, runtime: 60, providers: [NF] },
  { name: 'Peaky Blinders', originCountry: ['GB'], firstAirDate: '2013-09-12', lastAirDate: '2022-04-03', status: 'Ended', seasons: [6, 6, 6, 6, 6, 6], networks: ['bbcTwo', 'bbcOne'], createdBy: ['Steven Knight'], genres: [drama, crime], certification: 'TV-MA', rating: 8.8, votes: 700_000, runtime: 58, providers: [NF] },
  { name: 'The Walking Dead', firstAirDate: '2010-10-31', lastAirDate: '2022-11-20', status: 'Ended', seasons: [6, 13, 16, 16, 16, 16, 16, 16, 16, 22, 24], networks: ['amc'], createdBy: ['Frank Darabont'], genres: [action, drama, scifi], certification: 'TV-MA', rating: 8.1, votes: 1_100_000, runtime: 45, providers: [NF] },
  { name: 'Mindhunter', firstAirDate: '2017-10-13', lastAirDate: '2019-08-16', status: 'Canceled', seasons: [10, 9], networks: ['netflix'], createdBy: ['Joe Penhall'], genres: [crime, drama], certification: 'TV-MA', rating: 8.6, votes: 330_000, runtime: 60, providers: [NF] },
  { name: "The Queen's Gambit", type: 'Miniseries', firstAirDate: '2020-10-23', lastAirDate: '2020-10-23', status: 'Ended', seasons: [7], networks: ['netflix'], createdBy: ['Scott Frank', 'Allan Scott'], genres: [drama], certification: 'TV-MA', rating: 8.5, votes: 600_000, runtime: 60, providers: [NF] },
  { name: 'Orange Is the New Black', firstAirDate: '2013-07-11', lastAirDate: '2019-07-26', status: 'Ended', seasons: [13, 13, 13, 13, 13, 13, 13], networks: ['netflix'], createdBy: ['Jenji Kohan'], genres: [comedy, drama, crime], certification: 'TV-MA', rating: 8.0, votes: 320_000, runtime: 59, providers: [NF] },
  { name: 'House of Cards', firstAirDate: '2013-02-01', lastAirDate: '2018-11-02', status: 'Ended', seasons: [13, 13, 13, 13, 13, 8], networks: ['netflix'], createdBy: ['Beau Willimon'], genres: [drama], certification: 'TV-MA', rating: 8.6, votes: 530_000, runtime: 51, providers: [NF] },
  { name: 'Cobra Kai', firstAirDate: '2018-05-02', lastAirDate: '2025-02-13', status: 'Ended', seasons: [10, 10, 10, 10, 10, 15], networks: ['youtubePremium', 'netflix'], createdBy: ['Josh Heald', 'Jon Hurwitz', 'Hayden Schlossberg'], genres: [action, drama, comedy], certification: 'TV-14', rating: 8.4, votes: 240_000, runtime: 30, providers: [NF] },
  { name: 'Avatar: The Last Airbender', firstAirDate: '2005-02-21', lastAirDate: '2008-07-19', status: 'Ended', seasons: [20, 20, 21], networks: ['nickelodeon'], createdBy: ['Michael Dante DiMartino', 'Bryan Konietzko'], genres: [animation, action, scifi], certification: 'TV-Y7', rating: 9.3, votes: 400_000, runtime: 23, providers: [NF] },
  { name: 'Community', firstAirDate: '2009-09-17', lastAirDate: '2015-06-02', status: 'Ended', seasons: [25, 24, 22, 13, 13, 13], networks: ['nbc', 'yahooScreen'], createdBy: ['Dan Harmon'], genres: [comedy], certification: 'TV-14', rating: 8.5, votes: 300_000, runtime: 22, providers: [NF] },
  { name: 'Gilmore Girls', firstAirDate: '2000-10-05', lastAirDate: '2007-05-15', status: 'Ended', seasons: [21, 22, 22, 22, 22, 22, 22], networks: ['theWb', 'theCw'], createdBy: ['Amy Sherman-Palladino'], genres: [comedy, drama], certification: 'TV-PG', rating: 8.2, votes: 240_000, runtime: 44, providers: [NF] },
  { name: 'Arrested Development', firstAirDate: '2003-11-02', lastAirDate: '2019-03-15', status: 'Ended', seasons: [22, 18, 13, 15, 16], networks: ['fox', 'netflix'], createdBy: ['Mitchell Hurwitz'], genres: [comedy], certification: 'TV-14', rating: 8.7, votes: 330_000, runtime: 22, providers: [NF] },
  { name: 'The Good Place', firstAirDate: '2016-09-19', lastAirDate: '2020-01-30', status: 'Ended', seasons: [13, 13, 13, 14], networks: ['nbc'], createdBy: ['Michael Schur'], genres: [comedy, scifi], certification: 'TV-14', rating: 8.2, votes: 190_000, runtime: 22, providers: [NF] },
  { name: 'Brooklyn Nine-Nine', firstAirDate: '2013-09-17', lastAirDate: '2021-09-16', status: 'Ended', seasons: [22, 23, 23, 22, 22, 18, 13, 10], networks: ['fox', 'nbc'], createdBy: ['Dan Goor', 'Michael Schur'], genres: [comedy, crime], certification: 'TV-14', rating: 8.4, votes: 380_000, runtime: 22, providers: [NF] },
  { name: 'Bridgerton', firstAirDate: '2020-12-25', lastAirDate: '2024-06-13', status: 'Returning Series', seasons: [8, 8, 8], networks: ['netflix'], createdBy: ['Chris Van Dusen'], genres: [drama], certification: 'TV-MA', rating: 7.3, votes: 180_000, runtime: 60, providers: [NF] },
  { name: 'The Umbrella Academy', firstAirDate: '2019-02-15', lastAirDate: '2024-08-08', status: 'Ended', seasons: [10, 10, 10, 6], networks: ['netflix'], createdBy: ['Steve Blackman'], genres: [action, scifi, drama], certification: 'TV-14', rating: 7.8, votes: 280_000, runtime: 50, providers: [NF] },
  { name: 'Sex Education', originCountry: ['GB'], firstAirDate: '2019-01-11', lastAirDate: '2023-09-21', status: 'Ended', seasons: [8, 8, 8, 8], networks: ['netflix'], createdBy: ['Laurie Nunn'], genres: [comedy, drama], certification: 'TV-MA', rating: 8.3, votes: 310_000, runtime: 50, providers: [NF] },
  { name: 'Suits', firstAirDate: '2011-06-23', lastAirDate: '2019-09-25', status: 'Ended', seasons: [12, 16, 16, 16, 16, 16, 16, 16, 10], networks: ['usa'], createdBy: ['Aaron Korsh'], genres: [drama], certification: 'TV-14', rating: 8.4, votes: 500_000, runtime: 43, providers: [NF] },
  { name: 'The Haunting of Hill House', type: 'Miniseries', firstAirDate: '2018-10-12', lastAirDate: '2018-10-12', status: 'Ended', seasons: [10], networks: ['netflix'], createdBy: ['Mike Flanagan'], genres: [drama, mystery], certification: 'TV-MA', rating: 8.6, votes: 300_000, runtime: 57, providers: [NF] },
  { name: 'Beef', firstAirDate: '2023-04-06', lastAirDate: '2023-04-06', status: 'Returning Series', seasons: [10], networks: ['netflix'], createdBy: ['Lee Sung Jin'], genres: [comedy, drama], certification: 'TV-MA', rating: 8.0, votes: 130_000, runtime: 34, providers: [NF] },
  { name: 'Adolescence', type: 'Miniseries', originCountry: ['GB'], firstAirDate: '2025-03-13', lastAirDate: '2025-03-13', status: 'Ended', seasons: [4], networks: ['netflix'], createdBy: ['Jack Thorne', 'Stephen Graham'], genres: [drama, crime], certification: 'TV-MA', rating: 8.1, votes: 200_000, runtime: 60, providers: [NF] },
  { name: 'Baby Reindeer', type: 'Miniseries', originCountry: ['GB'], firstAirDate: '2024-04-11', lastAirDate: '2024-04-11', status: 'Ended', seasons: [7], networks: ['netflix'], createdBy: ['Richard Gadd'], genres: [drama], certification: 'TV-MA', rating: 7.7, votes: 150_000, runtime: 35, providers: [NF] },

  // HBO and Warner TV: HBO Max (384)
  { name: 'Game of Thrones', firstAirDate: '2011-04-17', lastAirDate: '2019-05-19', status: 'Ended', seasons: [10, 10, 10, 10, 10, 10, 7, 6], networks: ['hbo'], createdBy: ['David Benioff', 'D. B. Weiss'], genres: [scifi, drama, action], certification: 'TV-MA', rating: 9.2, votes: 2_400_000, runtime: 57, providers: [HM] },
  { name: 'The Sopranos', firstAirDate: '1999-01-10', lastAirDate: '2007-06-10', status: 'Ended', seasons: [13, 13, 13, 13, 13, 21], networks: ['hbo'], createdBy: ['David Chase'], genres: [drama, crime], certification: 'TV-MA', rating: 9.2, votes: 500_000, runtime: 55, providers: [HM] },
  { name: 'The Wire', firstAirDate: '2002-06-02', lastAirDate: '2008-03-09', status: 'Ended', seasons: [13, 12, 12, 13, 10], networks: ['hbo'], createdBy: ['David Simon'], genres: [crime, drama], certification: 'TV-MA', rating: 9.3, votes: 390_000, runtime: 59, providers: [HM] },
  { name: 'Friends', firstAirDate: '1994-09-22', lastAirDate: '2004-05-06', status: 'Ended', seasons: [24, 24, 25, 24, 24, 25, 24, 24, 24, 18], networks: ['nbc'], createdBy: ['David Crane', 'Marta Kauffman'], genres: [comedy], certification: 'TV-14', rating: 8.9, votes: 1_100_000, runtime: 22, providers: [HM] },
  { name: 'The Big Bang Theory', firstAirDate: '2007-09-24', lastAirDate: '2019-05-16', status: 'Ended', seasons: [17, 23, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24], networks: ['cbs'], createdBy: ['Chuck Lorre', 'Bill Prady'], genres: [comedy], certification: 'TV-PG', rating: 8.2, votes: 880_000, runtime: 22, providers: [HM] },
  { name: 'Succession', firstAirDate: '2018-06-03', lastAirDate: '2023-05-28', status: 'Ended', seasons: [10, 10, 9, 10], networks: ['hbo'], createdBy: ['Jesse Armstrong'], genres: [drama, comedy], certification: 'TV-MA', rating: 8.9, votes: 310_000, runtime: 62, providers: [HM] },
  { name: 'Chernobyl', type: 'Miniseries', originCountry: ['US', 'GB'], firstAirDate: '2019-05-06', lastAirDate: '2019-06-03', status: 'Ended', seasons: [5], networks: ['hbo'], createdBy: ['Craig Mazin'], genres: [drama], certification: 'TV-MA', rating: 9.3, votes: 900_000, runtime: 65, providers: [HM] },
  { name: 'True Detective', firstAirDate: '2014-01-12', lastAirDate: '2024-02-18', status: 'Returning Series', seasons: [8, 8, 8, 6], networks: ['hbo'], createdBy: ['Nic Pizzolatto'], genres: [drama, crime, mystery], certification: 'TV-MA', rating: 8.9, votes: 680_000, runtime: 60, providers: [HM] },
  { name: 'House of the Dragon', firstAirDate: '2022-08-21', lastAirDate: '2024-08-04', status: 'Returning Series', seasons: [10, 8], networks: ['hbo'], createdBy: ['Ryan Condal', 'George R. R. Martin'], genres: [scifi, drama, action], certification: 'TV-MA', rating: 8.3, votes: 530_000, runtime: 62, providers: [HM] },
  { name: 'The Last of Us', firstAirDate: '2023-01-15', lastAirDate: '2025-05-25', status: 'Returning Series', seasons: [9, 7], networks: ['hbo'], createdBy: ['Craig Mazin', 'Neil Druckmann'], genres: [drama, action, scifi], certification: 'TV-MA', rating: 8.6, votes: 650_000, runtime: 55, providers: [HM] },
  { name: 'Veep', firstAirDate: '2012-04-22', lastAirDate: '2019-05-12', status: 'Ended', seasons: [8, 10, 10, 10, 10, 10, 7], networks: ['hbo'], createdBy: ['Armando Iannucci'], genres: [comedy], certification: 'TV-MA', rating: 8.4, votes: 130_000, runtime: 28, providers: [HM] },
  { name: 'Curb Your Enthusiasm', firstAirDate: '2000-10-15', lastAirDate: '2024-04-07', status: 'Ended', seasons: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10], networks: ['hbo'], createdBy: ['Larry David'], genres: [comedy], certification: 'TV-MA', rating: 8.8, votes: 150_000, runtime: 29, providers: [HM] },
  { name: 'Silicon Valley', firstAirDate: '2014-04-06', lastAirDate: '2019-12-08', status: 'Ended', seasons: [8, 10, 10, 10, 8, 7], networks: ['hbo'], createdBy: ['Mike Judge', 'John Altschuler', 'Dave Krinsky'], genres: [comedy], certification: 'TV-MA', rating: 8.5, votes: 300_000, runtime: 29, providers: [HM] },
  { name: 'Barry', firstAirDate: '2018-03-25', lastAirDate: '2023-05-28', status: 'Ended', seasons: [8, 8, 8, 8], networks: ['hbo'], createdBy: ['Alec Berg', 'Bill Hader'], genres: [comedy, crime, drama], certification: 'TV-MA', rating: 8.4, votes: 130_000, runtime: 30, providers: [HM] },
  { name: 'Euphoria', firstAirDate: '2019-06-16', lastAirDate: '2022-02-27', status: 'Returning Series', seasons: [8, 8], specials: [{ name: "Trouble Don't Last Always", airDate: '2020-12-06' }, { name: "F*ck Anyone Who's Not a Sea Blob", airDate: '2021-01-24' }], networks: ['hbo'], createdBy: ['Sam Levinson'], genres: [drama], certification: 'TV-MA', rating: 8.3, votes: 260_000, runtime: 55, providers: [HM] },
  { name: 'Band of Brothers', type: 'Miniseries', firstAirDate: '2001-09-09', lastAirDate: '2001-11-04', status: 'Ended', seasons: [10], networks: ['hbo'], createdBy: [], genres: [war, drama, action], certification: 'TV-MA', rating: 9.4, votes: 560_000, runtime: 60, providers: [HM] },
  { name: 'The Pacific', type: 'Miniseries', firstAirDate: '2010-03-14', lastAirDate: '2010-05-16', status: 'Ended', seasons: [10], networks: ['hbo'], createdBy: [], genres: [war, drama, action], certification: 'TV-MA', rating: 8.3, votes: 110_000, runtime: 55, providers: [HM] },
  { name: 'Six Feet Under', firstAirDate: '2001-06-03', lastAirDate: '2005-08-21', status: 'Ended', seasons: [13, 13, 13, 12, 12], networks: ['hbo'], createdBy: ['Alan Ball'], genres: [drama, comedy], certification: 'TV-MA', rating: 8.7, votes: 130_000, runtime: 55, providers: [HM] },
  { name: 'Sex and the City', firstAirDate: '1998-06-06', lastAirDate: '2004-02-22', status: 'Ended', seasons: [12, 18, 18, 18, 8, 20], networks: ['hbo'], createdBy: ['Darren Star'], genres: [comedy, drama], certification: 'TV-MA', rating: 7.3, votes: 140_000, runtime: 30, providers: [HM] },
  { name: 'Deadwood', firstAirDate: '2004-03-21', lastAirDate: '2006-08-27', status: 'Ended', seasons: [12, 12, 12], networks: ['hbo'], createdBy: ['David Milch'], genres: [western, crime, drama], certification: 'TV-MA', rating: 8.6, votes: 120_000, runtime: 55, providers: [HM] },
  { name: 'Boardwalk Empire', firstAirDate: '2010-09-19', lastAirDate: '2014-10-26', status: 'Ended', seasons: [12, 12, 12, 12, 8], networks: ['hbo'], createdBy: ['Terence Winter'], genres: [crime, drama], certification: 'TV-MA', rating: 8.6, votes: 200_000, runtime: 55, providers: [HM] },
  { name: 'The White Lotus', firstAirDate: '2021-07-11', lastAirDate: '2025-04-06', status: 'Returning Series', seasons: [6, 7, 8], networks: ['hbo'], createdBy: ['Mike White'], genres: [drama, comedy], certification: 'TV-MA', rating: 8.0, votes: 200_000, runtime: 60, providers: [HM] },
  { name: 'The Leftovers', firstAirDate: '2014-06-29', lastAirDate: '2017-06-04', status: 'Ended', seasons: [10, 10, 8], networks: ['hbo'], createdBy: ['Damon Lindelof', 'Tom Perrotta'], genres: [drama, mystery, scifi], certification: 'TV-MA', rating: 8.3, votes: 110_000, runtime: 55, providers: [HM] },
  { name: 'Watchmen', type: 'Miniseries', firstAirDate: '2019-10-20', lastAirDate: '2019-12-15', status: 'Ended', seasons: [9], networks: ['hbo'], createdBy: ['Damon Lindelof'], genres: [scifi, drama, mystery], certification: 'TV-MA', rating: 7.8, votes: 140_000, runtime: 60, providers: [HM] },
  { name: 'Big Little Lies', firstAirDate: '2017-02-19', lastAirDate: '2019-07-21', status: 'Ended', seasons: [7, 7], networks: ['hbo'], createdBy: ['David E. Kelley'], genres: [drama, mystery, crime], certification: 'TV-MA', rating: 8.5, votes: 210_000, runtime: 55, providers: [HM] },
  { name: 'The Penguin', type: 'Miniseries', firstAirDate: '2024-09-19', lastAirDate: '2024-11-10', status: 'Ended', seasons: [8], networks: ['hbo'], createdBy: ['Lauren LeFranc'], genres: [crime, drama, action], certification: 'TV-MA', rating: 8.6, votes: 150_000, runtime: 60, providers: [HM] },
  { name: 'Mare of Easttown', type: 'Miniseries', firstAirDate: '2021-04-18', lastAirDate: '2021-05-30', status: 'Ended', seasons: [7], networks: ['hbo'], createdBy: ['Brad Ingelsby'], genres: [crime, drama, mystery], certification: 'TV-MA', rating: 8.4, votes: 190_000, runtime: 58, providers: [HM] },
  { name: 'The Pitt', firstAirDate: '2025-01-09', lastAirDate: '2025-04-10', status: 'Returning Series', seasons: [15], networks: ['hboMax'], createdBy: ['R. Scott Gemmill'], genres: [drama], certification: 'TV-MA', rating: 8.8, votes: 80_000, runtime: 50, providers: [HM] },
  { name: 'Peacemaker', firstAirDate: '2022-01-13', lastAirDate: '2022-02-17', status: 'Returning Series', seasons: [8], networks: ['hboMax'], createdBy: ['James Gunn'], genres: [action, comedy, scifi], certification: 'TV-MA', rating: 8.3, votes: 210_000, runtime: 43, providers: [HM] },
  { name: 'Oz', firstAirDate: '1997-07-12', lastAirDate: '2003-02-23', status: 'Ended', seasons: [8, 8, 8, 16, 8, 8], networks: ['hbo'], createdBy: ['Tom Fontana'], genres: [crime, drama], certification: 'TV-MA', rating: 8.7, votes: 110_000, runtime: 55, providers: [HM] },
  { name: 'Rick and Morty', firstAirDate: '2013-12-02', lastAirDate: '2025-07-27', status: 'Returning Series', seasons: [11, 10, 10, 10, 10, 10, 10, 10], networks: ['adultSwim'], createdBy: ['Justin Roiland', 'Dan Harmon'], genres: [animation, comedy, scifi, action], certification: 'TV-MA', rating: 9.1, votes: 620_000, runtime: 22, providers: [HM] },

  // Disney+, Marvel and Lucasfilm: Disney Plus (337)
  { name: 'The Mandalorian', firstAirDate: '2019-11-12', lastAirDate: '2023-04-19', status: 'Returning Series', seasons: [8, 8, 8], networks: ['disneyPlus'], createdBy: ['Jon Favreau'], genres: [scifi, action, drama], certification: 'TV-PG', rating: 8.6, votes: 650_000, runtime: 37, providers: [DP] },
  { name: 'Andor', firstAirDate: '2022-09-21', lastAirDate: '2025-05-13', status: 'Ended', seasons: [12, 12], networks: ['disneyPlus'], createdBy: ['Tony Gilroy'], genres: [scifi, action, drama], certification: 'TV-14', rating: 8.5, votes: 250_000, runtime: 45, providers: [DP] },
  { name: 'Loki', firstAirDate: '2021-06-09', lastAirDate: '2023-11-09', status: 'Ended', seasons: [6, 6], networks: ['disneyPlus'], createdBy: ['Michael Waldron'], genres: [drama, scifi], certification: 'TV-14', rating: 8.2, votes: 400_000, runtime: 50, providers: [DP] },
  { name: 'WandaVision', type: 'Miniseries', firstAirDate: '2021-01-15', lastAirDate: '2021-03-05', status: 'Ended', seasons: [9], networks: ['disneyPlus'], createdBy: ['Jac Schaeffer'], genres: [scifi, mystery, drama], certification: 'TV-PG', rating: 7.9, votes: 370_000, runtime: 35, providers: [DP] },
  { name: 'The Simpsons', firstAirDate: '1989-12-17', lastAirDate: '2023-05-21', status: 'Returning Series', seasons: [13, 22, 24, 22, 22, 25, 25, 25, 25, 23, 22, 21, 22, 22, 22, 21, 22, 22, 20, 21, 23, 22, 22, 22, 22, 22, 22, 22, 21, 23, 22, 22, 22, 22], networks: ['fox'], createdBy: ['Matt Groening'], genres: [family, animation, comedy], certification: 'TV-PG', rating: 8.7, votes: 440_000, runtime: 22, providers: [DP] },
  { name: 'Daredevil', firstAirDate: '2015-04-10', lastAirDate: '2018-10-19', status: 'Canceled', seasons: [13, 13, 13], networks: ['netflix'], createdBy: ['Drew Goddard'], genres: [crime, drama, action], certification: 'TV-MA', rating: 8.6, votes: 490_000, runtime: 54, providers: [DP] },
  { name: 'Daredevil: Born Again', firstAirDate: '2025-03-04', lastAirDate: '2025-04-15', status: 'Returning Series', seasons: [9], networks: ['disneyPlus'], createdBy: [], genres: [crime, drama, action], certification: 'TV-MA', rating: 8.0, votes: 90_000, runtime: 50, providers: [DP] },
  { name: 'Ahsoka', firstAirDate: '2023-08-22', lastAirDate: '2023-10-03', status: 'Returning Series', seasons: [8], networks: ['disneyPlus'], createdBy: ['Dave Filoni'], genres: [scifi, action, drama], certification: 'TV-14', rating: 7.6, votes: 120_000, runtime: 45, providers: [DP] },
  { name: 'The Book of Boba Fett', firstAirDate: '2021-12-29', lastAirDate: '2022-02-09', status: 'Ended', seasons: [7], networks: ['disneyPlus'], createdBy: ['Jon Favreau'], genres: [scifi, action], certification: 'TV-14', rating: 7.2, votes: 180_000, runtime: 45, providers: [DP] },
  { name: 'Obi-Wan Kenobi', type: 'Miniseries', firstAirDate: '2022-05-27', lastAirDate: '2022-06-22', status: 'Ended', seasons: [6], networks: ['disneyPlus'], createdBy: [], genres: [scifi, action, drama], certification: 'TV-14', rating: 7.0, votes: 230_000, runtime: 48, providers: [DP] },
  { name: 'Star Wars: The Clone Wars', firstAirDate: '2008-10-03', lastAirDate: '2020-05-04', status: 'Ended', seasons: [22, 22, 22, 22, 20, 13, 12], networks: ['cartoonNetwork', 'netflix', 'disneyPlus'], createdBy: ['George Lucas'], genres: [animation, scifi, action], certification: 'TV-PG', rating: 8.4, votes: 120_000, runtime: 22, providers: [DP] },
  { name: 'Star Wars: The Bad Batch', firstAirDate: '2021-05-04', lastAirDate: '2024-05-01', status: 'Ended', seasons: [16, 16, 15], networks: ['disneyPlus'], createdBy: ['Dave Filoni'], genres: [animation, scifi, action], certification: 'TV-PG', rating: 7.8, votes: 50_000, runtime: 25, providers: [DP] },
  { name: 'Skeleton Crew', firstAirDate: '2024-12-02', lastAirDate: '2025-01-14', status: 'Ended', seasons: [8], networks: ['disneyPlus'], createdBy: ['Jon Watts', 'Christopher Ford'], genres: [scifi, action, family], certification: 'TV-PG', rating: 6.9, votes: 50_000, runtime: 35, providers: [DP] },
  { name: 'The Falcon and the Winter Soldier', type: 'Miniseries', firstAirDate: '2021-03-19', lastAirDate: '2021-04-23', status: 'Ended', seasons: [6], networks: ['disneyPlus'], createdBy: ['Malcolm Spellman'], genres: [scifi, action, drama], certification: 'TV-14', rating: 7.1, votes: 240_000, runtime: 50, providers: [DP] },
  { name: 'Hawkeye', type: 'Miniseries', firstAirDate: '2021-11-24', lastAirDate: '2021-12-22', status: 'Ended', seasons: [6], networks: ['disneyPlus'], createdBy: ['Jonathan Igla'], genres: [action, drama], certification: 'TV-14', rating: 7.5, votes: 230_000, runtime: 50, providers: [DP] },
  { name: 'Moon Knight', type: 'Miniseries', firstAirDate: '2022-03-30', lastAirDate: '2022-05-04', status: 'Ended', seasons: [6], networks: ['disneyPlus'], createdBy: ['Jeremy Slater'], genres: [action, scifi], certification: 'TV-14', rating: 7.3, votes: 270_000, runtime: 48, providers: [DP] },
  { name: 'Ms. Marvel', type: 'Miniseries', firstAirDate: '2022-06-08', lastAirDate: '2022-07-13', status: 'Ended', seasons: [6], networks: ['disneyPlus'], createdBy: ['Bisha K. Ali'], genres: [action, scifi, comedy], certification: 'TV-PG', rating: 6.2, votes: 120_000, runtime: 45, providers: [DP] },
  { name: 'She-Hulk: Attorney at Law', firstAirDate: '2022-08-18', lastAirDate: '2022-10-13', status: 'Ended', seasons: [9], networks: ['disneyPlus'], createdBy: ['Jessica Gao'], genres: [comedy, scifi], certification: 'TV-14', rating: 5.2, votes: 230_000, runtime: 33, providers: [DP] },
  { name: 'Secret Invasion', type: 'Miniseries', firstAirDate: '2023-06-21', lastAirDate: '2023-07-26', status: 'Ended', seasons: [6], networks: ['disneyPlus'], createdBy: ['Kyle Bradstreet'], genres: [drama, scifi, action], certification: 'TV-14', rating: 5.8, votes: 110_000, runtime: 48, providers: [DP] },
  { name: 'What If...?', firstAirDate: '2021-08-11', lastAirDate: '2024-12-29', status: 'Ended', seasons: [9, 9, 8], networks: ['disneyPlus'], createdBy: ['A. C. Bradley'], genres: [animation, action, scifi], certification: 'TV-14', rating: 7.3, votes: 140_000, runtime: 32, providers: [DP] },
  { name: 'Agatha All Along', type: 'Miniseries', firstAirDate: '2024-09-18', lastAirDate: '2024-10-30', status: 'Ended', seasons: [9], networks: ['disneyPlus'], createdBy: ['Jac Schaeffer'], genres: [scifi, mystery, comedy], certification: 'TV-14', rating: 7.2, votes: 80_000, runtime: 40, providers: [DP] },
  { name: "X-Men '97", firstAirDate: '2024-03-20', lastAirDate: '2024-05-15', status: 'Returning Series', seasons: [10], networks: ['disneyPlus'], createdBy: ['Beau DeMayo'], genres: [animation, action, scifi], certification: 'TV-PG', rating: 8.6, votes: 60_000, runtime: 35, providers: [DP] },
  { name: 'Gravity Falls', firstAirDate: '2012-06-15', lastAirDate: '2016-02-15', status: 'Ended', seasons: [20, 20], networks: ['disneyChannel', 'disneyXd'], createdBy: ['Alex Hirsch'], genres: [animation, mystery, comedy], certification: 'TV-Y7', rating: 8.9, votes: 120_000, runtime: 22, providers: [DP] },

  // Amazon originals and series Prime Video streams: Prime Video (9)
  { name: 'The Boys', firstAirDate: '2019-07-26', lastAirDate: '2024-07-18', status: 'Returning Series', seasons: [8, 8, 8, 8], networks: ['primeVideo'], createdBy: ['Eric Kripke'], genres: [scifi, action], certification: 'TV-MA', rating: 8.6, votes: 750_000, runtime: 60, providers: [PV] },
  { name: 'The Marvelous Mrs. Maisel', firstAirDate: '2017-03-16', lastAirDate: '2023-05-26', status: 'Ended', seasons: [8, 10, 8, 8, 9], networks: ['primeVideo'], createdBy: ['Amy Sherman-Palladino'], genres: [comedy, drama], certification: 'TV-MA', rating: 8.7, votes: 120_000, runtime: 55, providers: [PV] },
  { name: 'The Wheel of Time', firstAirDate: '2021-11-19', lastAirDate: '2025-04-17', status: 'Canceled', seasons: [8, 8, 8], networks: ['primeVideo'], createdBy: ['Rafe Judkins'], genres: [scifi, drama, action], certification: 'TV-14', rating: 7.1, votes: 140_000, runtime: 60, providers: [PV] },
  { name: 'Reacher', firstAirDate: '2022-02-04', lastAirDate: '2025-03-27', status: 'Returning Series', seasons: [8, 8, 8], networks: ['primeVideo'], createdBy: ['Nick Santora'], genres: [action, crime, drama], certification: 'TV-MA', rating: 8.0, votes: 270_000, runtime: 50, providers: [PV] },
  { name: 'The Lord of the Rings: The Rings of Power', firstAirDate: '2022-09-01', lastAirDate: '2024-10-03', status: 'Returning Series', seasons: [8, 8], networks: ['primeVideo'], createdBy: ['J. D. Payne', 'Patrick McKay'], genres: [scifi, action, drama], certification: 'TV-14', rating: 6.9, votes: 330_000, runtime: 65, providers: [PV] },
  { name: 'Fleabag', originCountry: ['GB'], firstAirDate: '2016-07-21', lastAirDate: '2019-04-08', status: 'Ended', seasons: [6, 6], networks: ['bbcThree'], createdBy: ['Phoebe Waller-Bridge'], genres: [comedy, drama], certification: 'TV-MA', rating: 8.7, votes: 120_000, runtime: 27, providers: [PV] },
  { name: 'Invincible', firstAirDate: '2021-03-26', lastAirDate: '2025-03-12', status: 'Returning Series', seasons: [8, 8, 8], networks: ['primeVideo'], createdBy: ['Robert Kirkman'], genres: [animation, action, scifi], certification: 'TV-MA', rating: 8.7, votes: 200_000, runtime: 45, providers: [PV] },
  { name: "Tom Clancy's Jack Ryan", firstAirDate: '2018-08-31', lastAirDate: '2023-07-14', status: 'Ended', seasons: [8, 8, 8, 6], networks: ['primeVideo'], createdBy: ['Carlton Cuse', 'Graham Roland'], genres: [action, drama, war], certification: 'TV-MA', rating: 8.0, votes: 170_000, runtime: 60, providers: [PV] },
  { name: 'Fallout', firstAirDate: '2024-04-10', lastAirDate: '2024-04-10', status: 'Returning Series', seasons: [8], networks: ['primeVideo'], createdBy: ['Geneva Robertson-Dworet', 'Graham Wagner'], genres: [scifi, action, drama], certification: 'TV-MA', rating: 8.3, votes: 330_000, runtime: 60, providers: [PV] },
  { name: 'Good Omens', originCountry: ['GB'], firstAirDate: '2019-05-31', lastAirDate: '2023-07-28', status: 'Returning Series', seasons: [6, 6], networks: ['primeVideo', 'bbcTwo'], createdBy: ['Neil Gaiman'], genres: [comedy, scifi], certification: 'TV-MA', rating: 8.0, votes: 180_000, runtime: 55, providers: [PV] },
  { name: 'The Expanse', firstAirDate: '2015-12-14', lastAirDate: '2022-01-14', status: 'Ended', seasons: [10, 13, 13, 10, 10, 6], networks: ['syfy', 'primeVideo'], createdBy: ['Mark Fergus', 'Hawk Ostby'], genres: [drama, mystery, scifi], certification: 'TV-14', rating: 8.5, votes: 180_000, runtime: 45, providers: [PV] },
  { name: 'Mr. Robot', firstAirDate: '2015-06-24', lastAirDate: '2019-12-22', status: 'Ended', seasons: [10, 12, 10, 13], networks: ['usa'], createdBy: ['Sam Esmail'], genres: [crime, drama, mystery], certification: 'TV-MA', rating: 8.5, votes: 420_000, runtime: 49, providers: [PV] },
  { name: 'Bosch', firstAirDate: '2014-02-06', lastAirDate: '2021-06-25', status: 'Ended', seasons: [10, 10, 10, 10, 10, 10, 8], networks: ['primeVideo'], createdBy: ['Eric Overmyer'], genres: [crime, drama], certification: 'TV-MA', rating: 8.4, votes: 90_000, runtime: 50, providers: [PV] },
  { name: 'Goliath', firstAirDate: '2016-10-13', lastAirDate: '2021-09-24', status: 'Ended', seasons: [8, 8, 8, 8], networks: ['primeVideo'], createdBy: ['David E. Kelley', 'Jonathan Shapiro'], genres: [drama, crime], certification: 'TV-MA', rating: 8.1, votes: 60_000, runtime: 50, providers: [PV] },
  { name: 'Carnival Row', firstAirDate: '2019-08-30', lastAirDate: '2023-03-17', status: 'Ended', seasons: [8, 10], networks: ['primeVideo'], createdBy: ['René Echevarria', 'Travis Beacham'], genres: [scifi, crime, drama], certification: 'TV-MA', rating: 7.8, votes: 80_000, runtime: 55, providers: [PV] },
  { name: 'The Man in the High Castle', firstAirDate: '2015-01-15', lastAirDate: '2019-11-15', status: 'Ended', seasons: [10, 10, 10, 10], networks: ['primeVideo'], createdBy: ['Frank Spotnitz'], genres: [drama, scifi, war], certification: 'TV-MA', rating: 7.9, votes: 110_000, runtime: 60, providers: [PV] },
  { name: 'The Terminal List', firstAirDate: '2022-07-01', lastAirDate: '2022-07-01', status: 'Returning Series', seasons: [8], networks: ['primeVideo'], createdBy: ['David DiGilio'], genres: [action, drama, war], certification: 'TV-MA', rating: 7.9, votes: 130_000, runtime: 55, providers: [PV] },
  { name: 'Outer Range', firstAirDate: '2022-04-15', lastAirDate: '2024-05-16', status: 'Canceled', seasons: [8, 7], networks: ['primeVideo'], createdBy: ['Brian Watkins'], genres: [drama, scifi, western, mystery], certification: 'TV-MA', rating: 7.0, votes: 50_000, runtime: 50, providers: [PV] },
  { name: 'Daisy Jones & the Six', type: 'Miniseries', firstAirDate: '2023-03-03', lastAirDate: '2023-03-24', status: 'Ended', seasons: [10], networks: ['primeVideo'], createdBy: ['Scott Neustadter', 'Michael H. Weber'], genres: [drama], certification: 'TV-MA', rating: 7.9, votes: 50_000, runtime: 55, providers: [PV] },
  { name: 'Mr. & Mrs. Smith', firstAirDate: '2024-02-02', lastAirDate: '2024-02-02', status: 'Returning Series', seasons: [8], networks: ['primeVideo'], createdBy: ['Francesca Sloane', 'Donald Glover'], genres: [drama, comedy, action], certification: 'TV-MA', rating: 7.2, votes: 70_000, runtime: 55, providers: [PV] },
  { name: 'Gen V', firstAirDate: '2023-09-29', lastAirDate: '2023-11-03', status: 'Returning Series', seasons: [8], networks: ['primeVideo'], createdBy: ['Craig Rosenberg', 'Evan Goldberg', 'Eric Kripke'], genres: [scifi, action, drama], certification: 'TV-MA', rating: 7.0, votes: 70_000, runtime: 50, providers: [PV] },

  // Streaming elsewhere in the US (Peacock, Hulu, Apple TV+, AMC+, Paramount+)
  { name: 'The Office', firstAirDate: '2005-03-24', lastAirDate: '2013-05-16', status: 'Ended', seasons: [6, 22, 25, 19, 28, 26, 26, 24, 25], networks: ['nbc'], createdBy: ['Greg Daniels', 'Ricky Gervais', 'Stephen Merchant'], genres: [comedy], certification: 'TV-14', rating: 9.0, votes: 780_000, runtime: 22, providers: [] },
  { name: 'Parks and Recreation', firstAirDate: '2009-04-09', lastAirDate: '2015-02-24', status: 'Ended', seasons: [6, 24, 16, 22, 22, 22, 13], networks: ['nbc'], createdBy: ['Greg Daniels', 'Michael Schur'], genres: [comedy], certification: 'TV-PG', rating: 8.6, votes: 320_000, runtime: 22, providers: [] },
  { name: 'Mad Men', firstAirDate: '2007-07-19', lastAirDate: '2015-05-17', status: 'Ended', seasons: [13, 13, 13, 13, 13, 13, 14], networks: ['amc'], createdBy: ['Matthew Weiner'], genres: [drama], certification: 'TV-14', rating: 8.7, votes: 300_000, runtime: 47, providers: [] },
  { name: 'Lost', firstAirDate: '2004-09-22', lastAirDate: '2010-05-23', status: 'Ended', seasons: [25, 24, 23, 14, 17, 18], networks: ['abc'], createdBy: ['J.J. Abrams', 'Damon Lindelof', 'Jeffrey Lieber'], genres: [mystery, action, drama], certification: 'TV-14', rating: 8.3, votes: 620_000, runtime: 43, providers: [] },
  { name: 'Twin Peaks', firstAirDate: '1990-04-08', lastAirDate: '2017-09-03', status: 'Ended', seasons: [8, 22, 18], networks: ['abc', 'showtime'], createdBy: ['Mark Frost', 'David Lynch'], genres: [drama, mystery, crime], certification: 'TV-14', rating: 8.8, votes: 230_000, runtime: 47, providers: [] },
  { name: 'Fargo', firstAirDate: '2014-04-15', lastAirDate: '2024-01-16', status: 'Returning Series', seasons: [10, 10, 10, 11, 10], networks: ['fx'], createdBy: ['Noah Hawley'], genres: [crime, drama], certification: 'TV-MA', rating: 8.9, votes: 430_000, runtime: 53, providers: [] },
  { name: 'The Bear', firstAirDate: '2022-06-23', lastAirDate: '2025-06-25', status: 'Returning Series', seasons: [8, 10, 10, 10], networks: ['fx'], createdBy: ['Christopher Storer'], genres: [drama, comedy], certification: 'TV-MA', rating: 8.5, votes: 270_000, runtime: 32, providers: [] },
  { name: 'Severance', firstAirDate: '2022-02-18', lastAirDate: '2025-03-21', status: 'Returning Series', seasons: [9, 10], networks: ['appleTv'], createdBy: ['Dan Erickson'], genres: [drama, mystery, scifi], certification: 'TV-MA', rating: 8.7, votes: 330_000, runtime: 50, providers: [] },
  { name: 'Ted Lasso', firstAirDate: '2020-08-14', lastAirDate: '2023-05-31', status: 'Returning Series', seasons: [10, 12, 12], networks: ['appleTv'], createdBy: ['Jason Sudeikis', 'Bill Lawrence', 'Brendan Hunt', 'Joe Kelly'], genres: [comedy, drama], certification: 'TV-MA', rating: 8.8, votes: 390_000, runtime: 35, providers: [] },
  { name: 'Westworld', firstAirDate: '2016-10-02', lastAirDate: '2022-08-14', status: 'Canceled', seasons: [10, 10, 8, 8], networks: ['hbo'], createdBy: ['Jonathan Nolan', 'Lisa Joy'], genres: [scifi, western, drama], certification: 'TV-MA', rating: 8.5, votes: 560_000, runtime: 62, providers: [] },
  { name: 'Sherlock', originCountry: ['GB'], firstAirDate: '2010-07-25', lastAirDate: '2017-01-15', status: 'Ended', seasons: [3, 3, 3, 3], specials: [{ name: 'The Abominable Bride', airDate: '2016-01-01' }], networks: ['bbcOne'], createdBy: ['Mark Gatiss', 'Steven Moffat'], genres: [crime, drama, mystery], certification: 'TV-14', rating: 9.1, votes: 1_000_000, runtime: 88, providers: [] },
];
