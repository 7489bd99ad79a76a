import { describe, expect, it } from 'vitest';
import {
  pickTrailer,
  toMediaCard,
  toMovieDetail,
  toSeason,
  toTvDetail,
} from '../../src/server/features/catalogue/map';
import { listingParams } from '../../src/server/features/catalogue/screens';
import type { TmdbListItem } from '../../src/server/features/catalogue/types';
import { fixture } from '../msw/tmdb';

describe('TMDB payloads → client shapes', () => {
  it('maps a list item to a card, and people to nothing', () => {
    const popular = fixture<{ results: TmdbListItem[] }>('movie-popular');
    expect(toMediaCard(popular.results[0]!, 'movie')).toEqual({
      id: 550,
      mediaType: 'movie',
      title: 'Fight Club',
      date: '1999-10-15',
      posterPath: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
      backdropPath: '/hZkgoQYus5vegHoetLkCJzb17zJ.jpg',
      overview: popular.results[0]!.overview,
      voteAverage: 8.4,
      voteCount: 29871,
      popularity: 73.433,
      genreIds: [18, 53, 35],
    });
    const person = { id: 287, media_type: 'person', name: 'Brad Pitt' } as unknown as TmdbListItem;
    expect(toMediaCard(person, 'movie')).toBeNull();
  });

  it('maps movie details: companies ≤ 2, YouTube trailer, cast, quality-filtered similar', () => {
    const d = toMovieDetail(fixture('movie-550'));
    expect(d).toMatchObject({
      id: 550,
      mediaType: 'movie',
      title: 'Fight Club',
      date: '1999-10-15',
      runtime: 139,
      budget: 63000000,
      revenue: 100853753,
      status: 'Released',
      languages: ['en'],
      productionCompanies: ['Fox 2000 Pictures', 'Regency Enterprises'],
      genres: [
        { id: 18, name: 'Drama' },
        { id: 53, name: 'Thriller' },
        { id: 35, name: 'Comedy' },
      ],
    });
    expect(d.trailer).toEqual({
      key: 'BdJKm16Co6M',
      name: 'Fight Club - Theatrical Trailer',
      site: 'YouTube',
      type: 'Trailer',
    });
    expect(d.cast.map((c) => c.name)).toEqual(['Edward Norton', 'Brad Pitt', 'Helena Bonham Carter']);
    expect(d.cast[2]).toEqual({
      id: 1283,
      name: 'Helena Bonham Carter',
      character: 'Marla Singer',
      profilePath: null,
    });
    // Se7en once (duplicate dropped), Lost Reel dropped (no poster, no genres), best rated first.
    expect(d.similar.map((c) => c.title)).toEqual(['Pulp Fiction', 'Se7en']);
  });

  it('caps cast at 20 and similar titles at 12', () => {
    const raw = fixture<Record<string, unknown>>('movie-550');
    const base = (raw.similar as { results: TmdbListItem[] }).results[0]!;
    raw.credits = {
      cast: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Actor ${i}`, character: 'x' })),
    };
    raw.similar = { results: Array.from({ length: 30 }, (_, i) => ({ ...base, id: 1000 + i })) };
    const d = toMovieDetail(raw);
    expect(d.cast).toHaveLength(20);
    expect(d.similar).toHaveLength(12);
  });

  it('picks a Trailer on YouTube, else any YouTube video, else none', () => {
    // Keys as YouTube ids are: eleven characters.
    const v = (type: string, site: string, id: string) => {
      const key = id.repeat(11);
      return { type, site, key, name: key };
    };
    expect(pickTrailer({ results: [v('Teaser', 'YouTube', 'a'), v('Trailer', 'YouTube', 'b')] })?.key).toBe(
      'b'.repeat(11),
    );
    expect(pickTrailer({ results: [v('Trailer', 'Vimeo', 'a'), v('Teaser', 'YouTube', 'b')] })?.key).toBe(
      'b'.repeat(11),
    );
    expect(pickTrailer({ results: [v('Trailer', 'Vimeo', 'a')] })).toBeNull();
    expect(pickTrailer(undefined)).toBeNull();
  });

  it('drops a trailer whose key is not a YouTube id: it would reach the embed address', () => {
    const trailer = (key: unknown) => ({ type: 'Trailer', site: 'YouTube', key, name: 'T' });
    for (const key of [
      'abc',
      'BdJKm16Co6M?autoplay=1',
      '../../x/y/zz',
      'BdJKm16Co6',
      'BdJKm16Co6M1',
      'BdJKm16Co6"',
      42,
    ])
      expect(pickTrailer({ results: [trailer(key)] }), String(key)).toBeNull();
    // The first valid one is kept when a bad one comes before it.
    expect(pickTrailer({ results: [trailer('javascript:'), trailer('BdJKm16Co6M')] })?.key).toBe(
      'BdJKm16Co6M',
    );
  });

  it('maps TV details: the specials (season 0) after the regular seasons, creators ≤ 2, networks, runtime', () => {
    const d = toTvDetail(fixture('tv-1399'));
    expect(d.seasons.map((s) => s.seasonNumber)).toEqual([1, 2, 0]);
    expect(d.seasons[2]).toMatchObject({ seasonNumber: 0, episodeCount: 272 });
    expect(d.seasons[0]).toEqual({
      id: 3624,
      seasonNumber: 1,
      episodeCount: 10,
      name: 'Season 1',
      airDate: '2011-04-17',
      posterPath: '/wgfKiqzuMrFIkU1M68DDDY8kGC1.jpg',
    });
    expect(d.createdBy).toEqual(['David Benioff', 'D. B. Weiss']);
    expect(d).toMatchObject({
      mediaType: 'tv',
      title: 'Game of Thrones',
      date: '2011-04-17',
      networks: ['HBO'],
      numberOfSeasons: 8,
      numberOfEpisodes: 73,
      episodeRunTime: 60,
      trailer: { key: 'Teaser-1399' },
    });
  });

  it('leaves out a season 0 with no episodes', () => {
    const raw = fixture('tv-1399') as { seasons: { season_number: number; episode_count: number }[] };
    const seasons = raw.seasons.map((s) => (s.season_number === 0 ? { ...s, episode_count: 0 } : s));
    expect(toTvDetail({ ...raw, seasons }).seasons.map((s) => s.seasonNumber)).toEqual([1, 2]);
  });

  it('maps a season with its episodes', () => {
    const s = toSeason(fixture('tv-1399-season-1'));
    expect(s).toMatchObject({ id: 3624, seasonNumber: 1, name: 'Season 1', airDate: '2011-04-17' });
    expect(s.episodes[1]).toEqual({
      id: 63057,
      episodeNumber: 2,
      seasonNumber: 1,
      name: 'The Kingsroad',
      overview: "While Bran recovers from his fall, Ned takes only his daughters to King's Landing.",
      stillPath: null,
      runtime: 56,
      voteAverage: 7.8,
      airDate: '2011-04-24',
      airsAt: null,
      directors: [],
      writers: [],
      guestStars: [],
    });
  });

  it("names an episode's director, writers and guest stars with their ids, each once", () => {
    const season = fixture<{ episodes: Record<string, unknown>[] }>('tv-1399-season-1');
    const crew = [
      { id: 44797, name: 'Tim Van Patten', job: 'Director', department: 'Directing', profile_path: '/t.jpg' },
      { id: 9813, name: 'David Benioff', job: 'Writer', department: 'Writing' },
      { id: 9813, name: 'David Benioff', job: 'Teleplay', department: 'Writing' },
      { id: 'x', name: 'No id', job: 'Writer' },
      { id: 5, name: 'Someone', job: 'Editor', department: 'Editing' },
    ];
    const guest = [{ id: 117642, name: 'Jason Momoa', character: 'Khal Drogo', profile_path: null }];
    season.episodes[0] = { ...season.episodes[0], crew, guest_stars: guest };
    const e = toSeason(season).episodes[0]!;
    expect(e.directors).toEqual([{ id: 44797, name: 'Tim Van Patten', profilePath: '/t.jpg' }]);
    expect(e.writers).toEqual([{ id: 9813, name: 'David Benioff', profilePath: null }]);
    expect(e.guestStars).toEqual([
      { id: 117642, name: 'Jason Momoa', character: 'Khal Drogo', profilePath: null },
    ]);
  });

  it('never crashes on a payload missing its fields', () => {
    expect(toMovieDetail({}).similar).toEqual([]);
    expect(toTvDetail(null).seasons).toEqual([]);
    expect(toSeason('nonsense').episodes).toEqual([]);
  });
});

describe('listing queries', () => {
  const REF = new Date('2010-09-17T00:00:00Z');

  it('defaults: popularity, no adult titles, at least 10 votes', () => {
    expect(listingParams('movie', { filter: 'all', page: 1 }, REF)).toEqual({
      include_adult: 'false',
      'vote_count.gte': '10',
      sort_by: 'popularity.desc',
    });
  });

  it('trending: the 30 days up to the reference date, by popularity', () => {
    expect(listingParams('movie', { filter: 'trending', page: 2 }, REF)).toMatchObject({
      sort_by: 'popularity.desc',
      'primary_release_date.gte': '2010-08-18',
      'primary_release_date.lte': '2010-09-17',
      page: '2',
    });
    expect(listingParams('tv', { filter: 'trending', page: 1 }, REF)).toMatchObject({
      'first_air_date.gte': '2010-08-18',
      'first_air_date.lte': '2010-09-17',
    });
  });

  it('top rated: at least 100 votes, by vote average', () => {
    expect(listingParams('tv', { filter: 'top_rated', page: 1 }, REF)).toMatchObject({
      sort_by: 'vote_average.desc',
      'vote_count.gte': '100',
    });
  });

  it('latest: newest first, nothing after the reference date', () => {
    expect(listingParams('movie', { filter: 'latest', page: 1 }, REF)).toMatchObject({
      sort_by: 'primary_release_date.desc',
      'primary_release_date.lte': '2010-09-17',
    });
    expect(listingParams('tv', { filter: 'latest', page: 1 }, REF).sort_by).toBe('first_air_date.desc');
  });

  it("the visitor's sort and genre win over the quick filter's sort", () => {
    expect(
      listingParams('movie', { filter: 'top_rated', sort: 'title.asc', genre: 28, page: 1 }, REF),
    ).toMatchObject({
      sort_by: 'title.asc',
      with_genres: '28',
      'vote_count.gte': '100',
    });
  });
});
