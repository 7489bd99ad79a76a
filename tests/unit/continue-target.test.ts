import { describe, expect, it } from 'vitest';
import { continueTarget } from '../../src/client/components/continue/continue-target';
import { isFinished } from '../../src/shared/playback';

const seasons = [
  { seasonNumber: 1, episodeCount: 3 },
  { seasonNumber: 2, episodeCount: 2 },
];
const tv = (season: number, episode: number, position: number | null, duration: number | null) => ({
  mediaType: 'tv' as const,
  mediaId: '7',
  season,
  episode,
  position,
  duration,
  seasons,
});

describe('Continue on My List', () => {
  it('counts the last 30 s or 95 % as finished', () => {
    expect(isFinished(1770, 1800)).toBe(true);
    expect(isFinished(1710, 1800)).toBe(true);
    expect(isFinished(1700, 1800)).toBe(false);
    expect(isFinished(null, 1800)).toBe(false);
    expect(isFinished(10, null)).toBe(false);
    expect(isFinished(10, 0)).toBe(false);
  });

  it('reopens a movie or an unfinished episode where it was', () => {
    expect(continueTarget({ ...tv(1, 1, 60, 1800), mediaType: 'movie' }).href).toBe('/watch/movie/7');
    expect(continueTarget(tv(1, 2, 600, 1800))).toEqual({ href: '/watch/tv/7/1/2', next: null });
    expect(continueTarget(tv(1, 2, null, null)).href).toBe('/watch/tv/7/1/2');
  });

  it('moves on from a finished episode, across seasons, and to the show after the last', () => {
    expect(continueTarget(tv(1, 2, 1799, 1800))).toEqual({
      href: '/watch/tv/7/1/3',
      next: { season: 1, episode: 3 },
    });
    expect(continueTarget(tv(1, 3, 1799, 1800)).href).toBe('/watch/tv/7/2/1');
    expect(continueTarget(tv(2, 2, 1799, 1800))).toEqual({ href: '/tv/7', next: null });
  });

  it('stays on the episode until the seasons are known', () => {
    expect(continueTarget({ ...tv(1, 2, 1799, 1800), seasons: null }).href).toBe('/watch/tv/7/1/2');
  });
});
