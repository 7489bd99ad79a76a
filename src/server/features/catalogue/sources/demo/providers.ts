/**
 * Streaming availability in the demo catalogue (US region only).
 *
 * The demo has no live availability data, so it maps titles to the four services the
 * provider rows show by who owns, or has the main US streaming deal for,
 * each title. This is an approximation, stable and documented, not a live listing.
 *
 * Films (by vega-datasets' Distributor):
 * - Disney+ (337): Walt Disney Pictures, 20th Century Fox, Fox Searchlight (Disney owns
 *   all three; Fox since 2019).
 * - HBO Max (384): Warner Bros., New Line, Fine Line, Warner Independent, Picturehouse
 *   (Warner Bros. Discovery's labels).
 * - Netflix (8): Sony Pictures, Sony/Columbia, Sony/TriStar, Sony/Screen Gems, Sony
 *   Pictures Classics (Sony's 2021 US pay-one-window deal with Netflix).
 * - Prime Video (9): MGM, MGM/UA Classics, United Artists, Orion Pictures, Orion Classics
 *   (Amazon owns MGM and its libraries since 2022); Paramount Pictures, Paramount Vantage,
 *   Dreamworks SKG (its 1997-2005 live-action library is Paramount's), Lionsgate, Summit
 *   Entertainment, Artisan, Trimark (Lionsgate's labels): the pay-TV window of Paramount,
 *   Lionsgate and MGM films was EPIX, now Amazon's MGM+, a Prime Video channel.
 * - Everything else (Universal and its labels, Miramax, independents): none of the four.
 *
 * TV shows carry their providers in `tv-data.ts`: Netflix originals and series Netflix
 * streams in the US → 8; HBO and Warner TV → 384; Disney+, Marvel and Lucasfilm series
 * → 337; Amazon originals and series Prime Video streams in the US → 9.
 */
export const PROVIDER = {
  netflix: 8,
  disneyPlus: 337,
  hboMax: 384,
  primeVideo: 9,
} as const;
export type ProviderId = (typeof PROVIDER)[keyof typeof PROVIDER];

export const PROVIDERS: readonly { id: ProviderId; name: string }[] = [
  { id: PROVIDER.netflix, name: 'Netflix' },
  { id: PROVIDER.disneyPlus, name: 'Disney Plus' },
  { id: PROVIDER.hboMax, name: 'HBO Max' },
  { id: PROVIDER.primeVideo, name: 'Amazon Prime Video' },
];

/**
 * The demo's stand-in for TMDB's page of a title's offers (its ids are not TMDB's): TMDB's
 * search for the title, from where its own page lists where it streams.
 */
export const providersLink = (type: 'movie' | 'tv', title: string) =>
  `https://www.themoviedb.org/search/${type}?query=${encodeURIComponent(title)}`;

/** The region the mapping describes. */
export const PROVIDER_REGION = 'US';

export const DISTRIBUTOR_PROVIDERS: Readonly<Record<string, ProviderId>> = {
  'Walt Disney Pictures': PROVIDER.disneyPlus,
  '20th Century Fox': PROVIDER.disneyPlus,
  'Fox Searchlight': PROVIDER.disneyPlus,
  'Warner Bros.': PROVIDER.hboMax,
  'New Line': PROVIDER.hboMax,
  'Fine Line': PROVIDER.hboMax,
  'Warner Independent': PROVIDER.hboMax,
  Picturehouse: PROVIDER.hboMax,
  'Sony Pictures': PROVIDER.netflix,
  'Sony/Columbia': PROVIDER.netflix,
  'Sony/TriStar': PROVIDER.netflix,
  'Sony/Screen Gems': PROVIDER.netflix,
  'Sony Pictures Classics': PROVIDER.netflix,
  MGM: PROVIDER.primeVideo,
  'MGM/UA Classics': PROVIDER.primeVideo,
  'United Artists': PROVIDER.primeVideo,
  'Orion Pictures': PROVIDER.primeVideo,
  'Orion Classics': PROVIDER.primeVideo,
  'Paramount Pictures': PROVIDER.primeVideo,
  'Paramount Vantage': PROVIDER.primeVideo,
  'Dreamworks SKG': PROVIDER.primeVideo,
  Lionsgate: PROVIDER.primeVideo,
  'Summit Entertainment': PROVIDER.primeVideo,
  Artisan: PROVIDER.primeVideo,
  Trimark: PROVIDER.primeVideo,
};

export function providersForDistributor(distributor: string | null): ProviderId[] {
  const id = distributor ? DISTRIBUTOR_PROVIDERS[distributor] : undefined;
  return id === undefined ? [] : [id];
}
