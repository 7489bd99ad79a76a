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
    expect(continueTarget(tv(1, 2, 600, 1800))).toEqual({
      href: '/watch/tv/7/1/2',
      next: null,
      allWatched: false,
      caughtUp: false,
    });
    expect(continueTarget(tv(1, 2, null, null)).href).toBe('/watch/tv/7/1/2');
  });

  it('moves on from a finished episode by the next-up rule, across seasons', () => {
    expect(continueTarget(tv(1, 2, 1799, 1800))).toEqual({
      href: '/watch/tv/7/1/3',
      next: { season: 1, episode: 3 },
      allWatched: false,
      caughtUp: false,
    });
    expect(continueTarget(tv(1, 3, 1799, 1800)).href).toBe('/watch/tv/7/2/1');
    // The latest episode finished, nothing else watched: caught up (not "start again"), the show's page.
    expect(continueTarget(tv(2, 2, 1799, 1800))).toEqual({
      href: '/tv/7',
      next: null,
      allWatched: false,
      caughtUp: true,
    });
  });

  it('skips marked episodes and opens the show once everything is watched', () => {
    const watched = new Set(['1:3', '2:1']);
    expect(continueTarget(tv(1, 2, 1799, 1800), { watched, specials: false }).href).toBe('/watch/tv/7/2/2');
    const all = new Set(['1:1', '1:2', '1:3', '2:1']);
    expect(continueTarget(tv(2, 2, 1799, 1800), { watched: all, specials: false })).toEqual({
      href: '/tv/7',
      next: null,
      allWatched: true,
      caughtUp: false,
    });
  });

  it("follows the account's next up unless the recorded episode is unfinished", () => {
    const server = { mediaId: '7', next: { season: 2, episode: 1 }, watched: 3, total: 5 };
    const marks = { watched: new Set<string>(), specials: false, server };
    expect(continueTarget(tv(1, 3, 1799, 1800), marks).href).toBe('/watch/tv/7/2/1');
    expect(continueTarget(tv(1, 2, 600, 1800), marks).href).toBe('/watch/tv/7/1/2');
    expect(continueTarget(tv(1, 3, 1799, 1800), { ...marks, server: { ...server, next: null } }).href).toBe(
      '/tv/7',
    );
  });

  it('follows the account for a show progressed by marks alone (no record)', () => {
    const ticked = { ...tv(1, 1, null, null), season: null, episode: null, seasons: null };
    const server = { mediaId: '7', next: { season: 2, episode: 2 }, watched: 4, total: 5 };
    expect(continueTarget(ticked, { watched: new Set(), specials: false, server }).href).toBe(
      '/watch/tv/7/2/2',
    );
    const caughtUp = { ...server, next: null, caughtUp: true as const };
    expect(continueTarget(ticked, { watched: new Set(), specials: false, server: caughtUp })).toEqual({
      href: '/tv/7',
      next: null,
      allWatched: false,
      caughtUp: true,
    });
  });

  it('stays on the episode until the seasons are known', () => {
    expect(continueTarget({ ...tv(1, 2, 1799, 1800), seasons: null }).href).toBe('/watch/tv/7/1/2');
  });
});
