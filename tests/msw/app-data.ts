import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../src/server/trpc/root';
import type { ContinueEntry } from '../../src/shared/tracking';

/**
 * Builders for what the app's procedures answer, typed from the router so a change of shape
 * breaks the tests that use them. Each gives a valid, displayable value (the card rules:
 * title, date, poster, positive rating) that a test overrides where it matters.
 */
type Outputs = inferRouterOutputs<AppRouter>;
export type Card = Outputs['catalogue']['home']['rows'][number]['items'][number];
export type Home = Outputs['catalogue']['home'];
export type MovieDetail = Outputs['catalogue']['movie'];
export type User = NonNullable<Outputs['auth']['me']>;
export type HistoryEntry = Outputs['history']['list'][number];

let nextId = 1000;
const id = () => ++nextId;

export function movieCard(overrides: Partial<Card> = {}): Card {
  const n = overrides.id ?? id();
  return {
    id: n,
    mediaType: 'movie',
    title: `Movie ${n}`,
    date: '2021-06-15',
    posterPath: `/poster-${n}.jpg`,
    backdropPath: `/backdrop-${n}.jpg`,
    overview: `The story of movie ${n}, told at length.`,
    voteAverage: 7.4,
    voteCount: 1200,
    popularity: 88.5,
    genreIds: [28, 12],
    ...overrides,
  };
}

export function tvCard(overrides: Partial<Card> = {}): Card {
  const n = overrides.id ?? id();
  return movieCard({ title: `Show ${n}`, ...overrides, id: n, mediaType: 'tv' });
}

export function homeData(overrides: Partial<Home> = {}): Home {
  const trending = [movieCard({ title: 'Dune: Part Two' }), movieCard({ title: 'Oppenheimer' })];
  return {
    hero: { ...trending[0]!, genres: [{ id: 878, name: 'Science Fiction' }] },
    rows: [
      { key: 'trending', title: 'Trending Now', viewAll: '/movies?list=trending', items: trending },
      {
        key: 'popularTv',
        title: 'Popular TV Shows',
        viewAll: '/tv?list=popular',
        items: [tvCard({ title: 'Severance' })],
      },
    ],
    ...overrides,
  };
}

/** One page of a listing or search. */
export function page<T extends Card>(
  results: T[],
  more: Partial<{ page: number; totalPages: number; totalResults: number }> = {},
) {
  return { page: 1, totalPages: 1, totalResults: results.length, results, ...more };
}

export function movieDetail(overrides: Partial<MovieDetail> = {}): MovieDetail {
  const card = movieCard({ id: overrides.id ?? 550, title: 'Fight Club', date: '1999-10-15' });
  return {
    ...card,
    mediaType: 'movie',
    overview: 'An insomniac office worker and a soap maker form an underground fight club.',
    genres: [{ id: 18, name: 'Drama' }],
    status: 'Released',
    languages: ['en'],
    trailer: null,
    cast: [{ id: 819, name: 'Edward Norton', character: 'The Narrator', profilePath: null }],
    similar: [],
    runtime: 139,
    budget: 63_000_000,
    revenue: 100_853_753,
    productionCompanies: ['Fox 2000 Pictures'],
    directors: [{ id: 7467, name: 'David Fincher', profilePath: null }],
    writers: [{ id: 7468, name: 'Jim Uhls', profilePath: null }],
    collection: null,
    ...overrides,
  };
}

export function user(overrides: Partial<User> = {}): User {
  const n = id();
  return {
    id: `user-${n}`,
    username: `viewer${n}`,
    email: `viewer${n}@example.com`,
    role: 'user',
    isPremium: false,
    created_at: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  const at = '2026-01-10T20:00:00.000Z';
  return {
    id: id(),
    media_id: '550',
    media_type: 'movie',
    season: null,
    episode: null,
    watched_at: at,
    last_watched: at,
    updated_at: at,
    position_seconds: null,
    duration_seconds: null,
    ...overrides,
  };
}

/** A Continue Watching entry (history.continue): a title opened in the player, by default. */
export function continueEntry(overrides: Partial<ContinueEntry> = {}): ContinueEntry {
  return {
    mediaType: 'movie',
    mediaId: '550',
    season: null,
    episode: null,
    position: null,
    duration: null,
    lastActivity: '2026-01-10T20:00:00.000Z',
    recorded: true,
    nextUp: null,
    ...overrides,
  };
}

type Admin = Outputs['admin'];

export function adminStats(overrides: Partial<Admin['stats']> = {}): Admin['stats'] {
  return {
    totalUsers: 42,
    newUsersToday: 3,
    newUsersThisWeek: 9,
    newUsersThisMonth: 20,
    premiumUsers: 7,
    adminUsers: 2,
    totalRatings: 0,
    totalReviews: 0,
    totalLists: 0,
    ...overrides,
  };
}

export function systemHealth(overrides: Partial<Admin['systemHealth']> = {}): Admin['systemHealth'] {
  return {
    database: { status: 'healthy', responseTime: 2.5, connections: 1, kind: 'pglite' },
    api: { status: 'healthy', responseTime: 3.1, uptime: 3_725 },
    cache: { status: 'healthy', hitRate: '75.0%', size: 2048, totalKeys: 12 },
    checkedAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

export type Profile = Outputs['profiles']['list']['profiles'][number];

/** A profile of `owner`'s account; the first one (id = the account's) is the main profile. */
export function profile(owner: User, overrides: Partial<Profile> = {}): Profile {
  const main = overrides.id === undefined || overrides.id === owner.id;
  return {
    id: owner.id,
    name: owner.username,
    avatar: 'blue',
    language: null,
    maturity: 'adult',
    hasPin: false,
    main,
    ...overrides,
  };
}

export function usersPage(
  users: Array<User & { profileCount?: number }>,
  overrides: Partial<Admin['usersPaginated']['pagination']> = {},
) {
  return {
    // The admin lists carry each account's profile count (one unless a test says otherwise).
    users: users.map((u) => ({ ...u, profileCount: u.profileCount ?? 1 })),
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalUsers: users.length,
      limit: 10,
      hasNext: false,
      hasPrev: false,
      ...overrides,
    },
  } satisfies Admin['usersPaginated'];
}

export type UpcomingAnswer = Outputs['upcoming']['list'];
export type UpcomingEpisode = UpcomingAnswer['days'][number]['episodes'][number];

/** One episode of a followed show, airing on `airDate` (all day unless `airsAt`). */
export function upcomingEpisode(overrides: Partial<UpcomingEpisode> = {}): UpcomingEpisode {
  return {
    showId: '1399',
    showName: 'Night Harbor',
    posterPath: '/night-harbor.jpg',
    season: 2,
    episode: 5,
    title: 'The Tide Turns',
    airDate: '2030-01-01',
    airsAt: null,
    ...overrides,
  };
}

/** The Upcoming page's answer: nothing followed unless given. */
export function upcomingAnswer(overrides: Partial<UpcomingAnswer> = {}): UpcomingAnswer {
  return {
    timeZone: 'UTC',
    newSinceLastVisit: [],
    days: [],
    followedCount: 0,
    lastVisit: null,
    ...overrides,
  };
}
