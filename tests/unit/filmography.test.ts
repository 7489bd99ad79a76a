import type { PersonCredit } from '@shared/schemas/people';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/client/components/people/PersonPortrait';
import { groupFilmography, parseFilmographySort } from '../../src/client/routes/person/filmography';
import { yearsBetween } from '../../src/client/routes/person/PersonView';

const credit = (over: Partial<PersonCredit>): PersonCredit => ({
  mediaType: 'movie',
  id: 1,
  title: 'A',
  posterPath: null,
  backdropPath: null,
  date: '2000-01-01',
  year: 2000,
  popularity: 1,
  voteAverage: 7,
  voteCount: 10,
  group: 'directing',
  roles: ['Director'],
  episodeCount: null,
  ...over,
});

describe('filmography', () => {
  const credits = [
    credit({ id: 1, title: 'Old', date: '1999-05-01', popularity: 50 }),
    credit({ id: 2, title: 'New', date: '2021-09-15', popularity: 10 }),
    credit({ id: 3, title: 'Announced', date: '', popularity: 5 }),
    credit({ id: 4, title: 'Show', mediaType: 'tv', group: 'creator', date: '2010-01-01' }),
    credit({ id: 5, title: 'Cameo', group: 'acting', roles: ['Himself'] }),
    credit({ id: 6, title: 'Grip', group: 'crew' }),
  ];

  it('groups by role in the order people look for them: acting, directing, writing, creator, … crew last', () => {
    expect(groupFilmography(credits, 'year').map((g) => g.group)).toEqual([
      'acting',
      'directing',
      'creator',
      'crew',
    ]);
  });

  it('lists newest first with undated titles last, or by popularity', () => {
    const directing = (sort: 'year' | 'popularity') =>
      groupFilmography(credits, sort)
        .find((g) => g.group === 'directing')!
        .credits.map((c) => c.title);
    expect(directing('year')).toEqual(['New', 'Old', 'Announced']);
    expect(directing('popularity')).toEqual(['Old', 'New', 'Announced']);
  });

  it('reads the sort from the address: popularity, else year', () => {
    expect(parseFilmographySort('popularity')).toBe('popularity');
    expect(parseFilmographySort(null)).toBe('year');
    expect(parseFilmographySort('rating')).toBe('year');
  });
});

describe('person facts', () => {
  it('counts whole years, a birthday not yet reached this year not counted', () => {
    expect(yearsBetween('1970-06-15', '2026-06-14')).toBe(55);
    expect(yearsBetween('1970-06-15', '2026-06-15')).toBe(56);
    expect(yearsBetween(null, '2026-01-01')).toBeNull();
    expect(yearsBetween('1970', '2026-01-01')).toBeNull();
  });

  it('draws a monogram from the first and last words of a name', () => {
    expect(initialsOf('Denis Villeneuve')).toBe('DV');
    expect(initialsOf('Bong Joon-ho')).toBe('BJ');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('Park Chan-wook')).toBe('PC');
  });
});
