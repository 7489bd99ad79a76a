import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatMillions,
  formatRating,
  formatRuntime,
  plural,
  yearNumber,
  yearOf,
} from '../../src/shared/format';

describe('formatRuntime (Xh Ym)', () => {
  it('splits minutes into hours and minutes', () => {
    expect(formatRuntime(142)).toBe('2h 22m');
    expect(formatRuntime(120)).toBe('2h 0m');
    expect(formatRuntime(61)).toBe('1h 1m');
  });
  it('shows minutes alone under an hour', () => {
    expect(formatRuntime(45)).toBe('45m');
  });
  it('hides missing, zero or nonsense runtimes', () => {
    expect(formatRuntime(null)).toBeNull();
    expect(formatRuntime(undefined)).toBeNull();
    expect(formatRuntime(0)).toBeNull();
    expect(formatRuntime(-5)).toBeNull();
    expect(formatRuntime(Number.NaN)).toBeNull();
  });
});

describe('formatMillions (millions, one decimal)', () => {
  it('formats in millions with one decimal', () => {
    expect(formatMillions(63_000_000)).toBe('$63.0M');
    expect(formatMillions(100_853_753)).toBe('$100.9M');
    expect(formatMillions(1_234_567_890)).toBe('$1,234.6M');
    expect(formatMillions(50_000)).toBe('$0.1M');
  });
  it('treats 0 and missing as unknown', () => {
    expect(formatMillions(0)).toBeNull();
    expect(formatMillions(null)).toBeNull();
    expect(formatMillions(undefined)).toBeNull();
  });
});

describe('dates and years', () => {
  it('takes the year of a date', () => {
    expect(yearOf('1999-03-31')).toBe('1999');
    expect(yearNumber('2008-01-20')).toBe(2008);
    expect(yearOf('')).toBeNull();
    expect(yearOf(null)).toBeNull();
    expect(yearNumber('abc')).toBeNull();
  });
  it('formats a calendar date without shifting it by time zone', () => {
    expect(formatDate('1999-03-31')).toBe('Mar 31, 1999');
    expect(formatDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(formatDate('2023-02-30')).toBeNull();
    expect(formatDate('soon')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});

describe('ratings and counts', () => {
  it('shows one decimal and hides unrated', () => {
    expect(formatRating(7.84)).toBe('7.8');
    expect(formatRating(8)).toBe('8.0');
    expect(formatRating(0)).toBeNull();
    expect(formatRating(null)).toBeNull();
  });
  it('groups thousands and pluralises', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(plural(1, 'movie')).toBe('1 movie');
    expect(plural(2, 'movie')).toBe('2 movies');
    expect(plural(1200, 'TV show')).toBe('1,200 TV shows');
  });
});

describe('rounding at the edges', () => {
  it('carries a rounded tenth into the next million', () => {
    expect(formatMillions(999_950_000)).toBe('$1,000.0M');
    expect(formatMillions(12_340_000_000)).toBe('$12,340.0M');
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(999)).toBe('999');
  });
});
