import { describe, expect, it } from 'vitest';
import { hasEpisode, nextEpisode, previousEpisode } from '../../src/shared/episodes';

const seasons = [
  { seasonNumber: 1, episodeCount: 3 },
  { seasonNumber: 2, episodeCount: 0 }, // announced, no episodes yet
  { seasonNumber: 3, episodeCount: 2 },
];

describe('episode navigation across season boundaries', () => {
  it('steps within a season', () => {
    expect(nextEpisode(seasons, { season: 1, episode: 1 })).toEqual({ season: 1, episode: 2 });
    expect(previousEpisode(seasons, { season: 1, episode: 3 })).toEqual({ season: 1, episode: 2 });
  });

  it('crosses to the next season’s first episode, skipping empty seasons', () => {
    expect(nextEpisode(seasons, { season: 1, episode: 3 })).toEqual({ season: 3, episode: 1 });
  });

  it('crosses back to the previous season’s last episode', () => {
    expect(previousEpisode(seasons, { season: 3, episode: 1 })).toEqual({ season: 1, episode: 3 });
  });

  it('has nothing before the first or after the last episode', () => {
    expect(previousEpisode(seasons, { season: 1, episode: 1 })).toBeNull();
    expect(nextEpisode(seasons, { season: 3, episode: 2 })).toBeNull();
  });

  it('works from unsorted season lists', () => {
    expect(nextEpisode([...seasons].reverse(), { season: 1, episode: 3 })).toEqual({ season: 3, episode: 1 });
  });

  it('steps among the specials (season 0) only, never into or out of the regular seasons', () => {
    const withSpecials = [{ seasonNumber: 0, episodeCount: 2 }, ...seasons];
    expect(nextEpisode(withSpecials, { season: 0, episode: 1 })).toEqual({ season: 0, episode: 2 });
    expect(nextEpisode(withSpecials, { season: 0, episode: 2 })).toBeNull();
    expect(previousEpisode(withSpecials, { season: 0, episode: 2 })).toEqual({ season: 0, episode: 1 });
    expect(previousEpisode(withSpecials, { season: 0, episode: 1 })).toBeNull();
    expect(previousEpisode(withSpecials, { season: 1, episode: 1 })).toBeNull();
    expect(nextEpisode(withSpecials, { season: 3, episode: 2 })).toBeNull();
    expect(hasEpisode(withSpecials, { season: 0, episode: 2 })).toBe(true);
    expect(hasEpisode(seasons, { season: 0, episode: 1 })).toBe(false);
  });

  it('knows which episodes exist', () => {
    expect(hasEpisode(seasons, { season: 1, episode: 3 })).toBe(true);
    expect(hasEpisode(seasons, { season: 1, episode: 4 })).toBe(false);
    expect(hasEpisode(seasons, { season: 2, episode: 1 })).toBe(false);
    expect(hasEpisode(seasons, { season: 9, episode: 1 })).toBe(false);
    expect(hasEpisode(seasons, { season: 1, episode: 0 })).toBe(false);
  });
});
