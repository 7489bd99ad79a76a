import { describe, expect, it } from 'vitest';
import type { MediaCard } from '../../src/shared/catalogue';
import {
  applyQualityFilter,
  isCardDisplayable,
  passesQuality,
  type QualityCandidate,
} from '../../src/shared/catalogue-quality';

const NOW = new Date('2025-06-01T12:00:00Z');

const movie = (over: Partial<QualityCandidate> = {}): QualityCandidate => ({
  id: 550,
  title: 'Fight Club',
  release_date: '1999-10-15',
  overview: 'A ticking-time-bomb insomniac and a soap salesman.',
  poster_path: '/poster.jpg',
  vote_average: 8.4,
  vote_count: 29871,
  popularity: 73.4,
  adult: false,
  genre_ids: [18, 53],
  ...over,
});
const show = (over: Partial<QualityCandidate> = {}): QualityCandidate => ({
  id: 1399,
  name: 'Game of Thrones',
  first_air_date: '2011-04-17',
  overview: 'Seven noble families fight for control of Westeros.',
  poster_path: '/got.jpg',
  vote_average: 8.5,
  vote_count: 24000,
  popularity: 369.6,
  genre_ids: [18, 10765],
  ...over,
});

describe('passesQuality (a title, a date, a poster and a positive rating)', () => {
  it('accepts a complete movie and a complete show', () => {
    expect(passesQuality(movie(), 'movie', NOW)).toBe(true);
    expect(passesQuality(show(), 'tv', NOW)).toBe(true);
  });

  it.each([
    ['a zero id', { id: 0 }],
    ['a negative id', { id: -3 }],
    ['a non-numeric id', { id: '550' as unknown as number }],
    ['a NaN id', { id: Number.NaN }],
  ])('rejects %s', (_what, over) => {
    expect(passesQuality(movie(over), 'movie', NOW)).toBe(false);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('rejects a %s poster path', (_what, poster_path) => {
    expect(passesQuality(movie({ poster_path }), 'movie', NOW)).toBe(false);
  });

  it('needs a non-empty title or name', () => {
    expect(passesQuality(movie({ title: '' }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ title: '  ' }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ title: undefined, name: 'Named' }), 'movie', NOW)).toBe(true);
    expect(passesQuality(show({ name: undefined }), 'tv', NOW)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['a year only', '1999'],
    ['a slash date', '1999/10/15'],
    ['a short month', '1999-1-15'],
    ['trailing text', '1999-10-15T00:00'],
  ])('rejects a release date that is %s', (_what, release_date) => {
    expect(passesQuality(movie({ release_date }), 'movie', NOW)).toBe(false);
  });

  it('reads first_air_date for shows', () => {
    expect(passesQuality(show({ first_air_date: '' }), 'tv', NOW)).toBe(false);
    expect(passesQuality(show({ first_air_date: '2011-4-17' }), 'tv', NOW)).toBe(false);
  });

  it('needs vote_average above 0 and at most 10', () => {
    expect(passesQuality(movie({ vote_average: 0 }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ vote_average: -1 }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ vote_average: 10.1 }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ vote_average: 10 }), 'movie', NOW)).toBe(true);
    expect(passesQuality(movie({ vote_average: 0.1 }), 'movie', NOW)).toBe(true);
    expect(passesQuality(movie({ vote_average: undefined }), 'movie', NOW)).toBe(false);
  });

  it('needs an overview of at least 10 characters after trimming', () => {
    expect(passesQuality(movie({ overview: '123456789' }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ overview: '   123456789   ' }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ overview: '1234567890' }), 'movie', NOW)).toBe(true);
    expect(passesQuality(movie({ overview: null }), 'movie', NOW)).toBe(false);
  });

  it('needs at least 5 votes', () => {
    expect(passesQuality(movie({ vote_count: 4 }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ vote_count: 5 }), 'movie', NOW)).toBe(true);
  });

  it('rejects adult titles', () => {
    expect(passesQuality(movie({ adult: true }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ adult: undefined }), 'movie', NOW)).toBe(true);
  });

  it('bounds movie years to 1900 .. current year + 2', () => {
    expect(passesQuality(movie({ release_date: '1899-12-31' }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ release_date: '1900-01-01' }), 'movie', NOW)).toBe(true);
    expect(passesQuality(movie({ release_date: '2027-12-31' }), 'movie', NOW)).toBe(true);
    expect(passesQuality(movie({ release_date: '2028-01-01' }), 'movie', NOW)).toBe(false);
  });

  it('bounds TV years to 1950 .. current year + 2', () => {
    expect(passesQuality(show({ first_air_date: '1949-12-31' }), 'tv', NOW)).toBe(false);
    expect(passesQuality(show({ first_air_date: '1950-01-01' }), 'tv', NOW)).toBe(true);
    expect(passesQuality(show({ first_air_date: '2027-06-01' }), 'tv', NOW)).toBe(true);
    expect(passesQuality(show({ first_air_date: '2028-06-01' }), 'tv', NOW)).toBe(false);
  });

  it('needs a non-empty list of positive genre ids', () => {
    expect(passesQuality(movie({ genre_ids: [] }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ genre_ids: undefined }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ genre_ids: [18, 0] }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ genre_ids: [18, -1] }), 'movie', NOW)).toBe(false);
    expect(passesQuality(movie({ genre_ids: ['18'] as unknown as number[] }), 'movie', NOW)).toBe(false);
  });
});

describe('applyQualityFilter', () => {
  it('drops failing items and people, de-duplicates by id and media type, and orders by quality', () => {
    const items: QualityCandidate[] = [
      movie({ id: 1, vote_average: 7, vote_count: 100, popularity: 5 }),
      movie({ id: 2, vote_average: 8, vote_count: 50, popularity: 1 }),
      movie({ id: 3, vote_average: 8, vote_count: 90, popularity: 1 }),
      movie({ id: 4, vote_average: 8, vote_count: 90, popularity: 9 }),
      movie({ id: 1, vote_average: 9.9, vote_count: 999, popularity: 99 }), // duplicate: first wins
      { ...show({ id: 1 }), media_type: 'tv' }, // same id, other type: kept
      { id: 287, media_type: 'person', name: 'Brad Pitt' },
      movie({ id: 5, poster_path: null }),
    ];
    const out = applyQualityFilter(items, { mediaType: 'movie', now: NOW });
    expect(out.map((i) => `${i.media_type}:${i.id}`)).toEqual([
      'tv:1',
      'movie:4',
      'movie:3',
      'movie:2',
      'movie:1',
    ]);
  });

  it("keeps the source's order when asked (a visitor's sort)", () => {
    const items = [movie({ id: 1, vote_average: 5 }), movie({ id: 2, vote_average: 9 }), movie({ id: 1 })];
    const out = applyQualityFilter(items, { mediaType: 'movie', now: NOW, order: 'keep' });
    expect(out.map((i) => i.id)).toEqual([1, 2]);
  });

  it('drops items whose media type cannot be told', () => {
    expect(applyQualityFilter([movie()], { now: NOW })).toEqual([]);
  });
});

describe('isCardDisplayable', () => {
  const card: MediaCard = {
    id: 1,
    mediaType: 'movie',
    title: 'T',
    date: '2000-01-01',
    posterPath: '/p.jpg',
    backdropPath: null,
    overview: '',
    voteAverage: 7,
    voteCount: 10,
    popularity: 1,
    genreIds: [18],
  };
  it('hides cards lacking a title, a date or a poster; an unrated card (search) shows', () => {
    expect(isCardDisplayable(card)).toBe(true);
    expect(isCardDisplayable({ ...card, title: '' })).toBe(false);
    expect(isCardDisplayable({ ...card, date: '' })).toBe(false);
    expect(isCardDisplayable({ ...card, posterPath: null })).toBe(false);
    expect(isCardDisplayable({ ...card, voteAverage: -1 })).toBe(false);
    expect(isCardDisplayable({ ...card, voteAverage: 0 })).toBe(true);
  });

  it('lets search keep unrated titles, and only those', () => {
    const unrated = movie({ vote_average: 0, vote_count: 0 });
    expect(passesQuality(unrated, 'movie', NOW)).toBe(false);
    expect(passesQuality(unrated, 'movie', NOW, true)).toBe(true);
    // A rating with too few votes is still not a real one.
    expect(passesQuality(movie({ vote_average: 7, vote_count: 2 }), 'movie', NOW, true)).toBe(false);
    expect(passesQuality(movie({ vote_average: 0, overview: '' }), 'movie', NOW, true)).toBe(false);
  });
});
