import { describe, expect, it } from 'vitest';
import { airedSeasons, episodeKey, nextUp, nextUpState, seasonProgress } from '../../src/shared/episodes';

/** Specials listed first, as TMDB does; an announced season without episodes. */
const seasons = [
  { seasonNumber: 0, episodeCount: 2 },
  { seasonNumber: 1, episodeCount: 3 },
  { seasonNumber: 2, episodeCount: 2 },
  { seasonNumber: 3, episodeCount: 0 },
];
const watched = (...refs: Array<[number, number]>) =>
  new Set(refs.map(([season, episode]) => episodeKey({ season, episode })));

describe('the next-up rule', () => {
  it('starts at the first episode of the first regular season when nothing is watched', () => {
    expect(nextUp(seasons, watched())).toEqual({ season: 1, episode: 1 });
  });

  it('goes on after the furthest episode watched, across a season boundary', () => {
    expect(nextUp(seasons, watched([1, 1], [1, 2], [1, 3]))).toEqual({ season: 2, episode: 1 });
    // A gap before the furthest one does not pull it back.
    expect(nextUp(seasons, watched([1, 1], [2, 1]))).toEqual({ season: 2, episode: 2 });
  });

  it('comes back to a gap once everything after the furthest is watched', () => {
    expect(nextUp(seasons, watched([1, 1], [1, 3], [2, 1], [2, 2]))).toEqual({ season: 1, episode: 2 });
  });

  it('skips specials unless chosen; chosen, they come after the last season', () => {
    const all = watched([1, 1], [1, 2], [1, 3], [2, 1], [2, 2]);
    expect(nextUp(seasons, all)).toBeNull();
    expect(nextUp(seasons, all, { specials: true })).toEqual({ season: 0, episode: 1 });
    expect(
      nextUp(seasons, new Set([...all, episodeKey({ season: 0, episode: 1 })]), { specials: true }),
    ).toEqual({
      season: 0,
      episode: 2,
    });
    // A watched special does not move next-up when specials are not counted.
    expect(nextUp(seasons, watched([0, 2]))).toEqual({ season: 1, episode: 1 });
  });

  it('resumes an unfinished episode in progress first, unless it is watched or not in the show', () => {
    const some = watched([1, 1], [1, 2]);
    expect(nextUp(seasons, some, { inProgress: { season: 2, episode: 2 } })).toEqual({
      season: 2,
      episode: 2,
    });
    expect(nextUp(seasons, some, { inProgress: { season: 1, episode: 2 } })).toEqual({
      season: 1,
      episode: 3,
    });
    expect(nextUp(seasons, some, { inProgress: { season: 9, episode: 1 } })).toEqual({
      season: 1,
      episode: 3,
    });
    expect(nextUp(seasons, some, { inProgress: { season: 0, episode: 1 } })).toEqual({
      season: 1,
      episode: 3,
    });
    expect(nextUp(seasons, some, { inProgress: { season: 0, episode: 1 }, specials: true })).toEqual({
      season: 0,
      episode: 1,
    });
  });

  it('is null when every episode is watched, with nothing to play', () => {
    expect(nextUp([{ seasonNumber: 1, episodeCount: 0 }], watched())).toBeNull();
    expect(nextUp(seasons, watched([1, 1], [1, 2], [1, 3], [2, 1], [2, 2]))).toBeNull();
  });

  describe('caught up', () => {
    // A long-running show: 3 seasons aired, the third up to its episode 4 (5 and 6 announced).
    const listed = [
      { seasonNumber: 1, episodeCount: 4 },
      { seasonNumber: 2, episodeCount: 4 },
      { seasonNumber: 3, episodeCount: 6 },
    ];
    const show = airedSeasons(listed, { season: 3, episode: 4 });

    it('is caught up, not "start again", after the latest aired episode watched alone', () => {
      expect(nextUpState(show, watched([3, 4]))).toEqual({ kind: 'caughtUp' });
      expect(nextUp(show, watched([3, 4]))).toBeNull();
      // Gaps in the same season are not offered either.
      expect(nextUpState(show, watched([3, 1], [3, 4]))).toEqual({ kind: 'caughtUp' });
    });

    it('offers earlier gaps only to a viewer who watched an earlier season, from that season on', () => {
      expect(nextUpState(show, watched([2, 1], [2, 2], [2, 3], [2, 4], [3, 4]))).toEqual({
        kind: 'next',
        episode: { season: 3, episode: 1 },
      });
      // Season 1 was never started: what comes before season 2 stays skipped.
      const fromTwo = watched([2, 1], [2, 2], [2, 3], [2, 4], [3, 1], [3, 2], [3, 3], [3, 4]);
      expect(nextUp(show, fromTwo)).toBeNull();
      expect(nextUpState(show, fromTwo)).toEqual({ kind: 'caughtUp' });
    });

    it('brings the show back as next up when a new episode airs', () => {
      const later = airedSeasons(listed, { season: 3, episode: 5 });
      expect(nextUpState(later, watched([3, 4]))).toEqual({
        kind: 'next',
        episode: { season: 3, episode: 5 },
      });
    });

    it('never names an unaired episode, even one in progress', () => {
      expect(nextUp(show, watched([3, 3]))).toEqual({ season: 3, episode: 4 });
      expect(nextUp(show, watched([3, 4]), { inProgress: { season: 3, episode: 5 } })).toBeNull();
    });

    it('tells everything watched apart from caught up', () => {
      const all = new Set(
        show.flatMap((s) => Array.from({ length: s.episodeCount }, (_, i) => `${s.seasonNumber}:${i + 1}`)),
      );
      expect(nextUpState(show, all)).toEqual({ kind: 'allWatched' });
      expect(nextUpState([{ seasonNumber: 1, episodeCount: 0 }], watched())).toEqual({ kind: 'allWatched' });
    });
  });

  it('counts a season\'s progress ("7 of 22")', () => {
    expect(seasonProgress({ seasonNumber: 1, episodeCount: 3 }, watched([1, 1], [1, 3], [2, 1]))).toEqual({
      watched: 2,
      total: 3,
    });
  });
});

describe('airedSeasons', () => {
  const seasons = [
    { seasonNumber: 0, episodeCount: 3 },
    { seasonNumber: 1, episodeCount: 10 },
    { seasonNumber: 2, episodeCount: 8 },
    { seasonNumber: 3, episodeCount: 6 },
  ];

  it('cuts the season of the last aired episode there and empties the later ones; specials stay', () => {
    expect(airedSeasons(seasons, { season: 2, episode: 5 })).toEqual([
      { seasonNumber: 0, episodeCount: 3 },
      { seasonNumber: 1, episodeCount: 10 },
      { seasonNumber: 2, episodeCount: 5 },
      { seasonNumber: 3, episodeCount: 0 },
    ]);
  });

  it('leaves the counts when the catalogue does not say', () => {
    expect(airedSeasons(seasons, null)).toEqual(seasons);
  });

  it('so next up never names an announced episode: all aired ones watched means all watched', () => {
    const watched = new Set(['1:1', '1:2']);
    const aired = airedSeasons([{ seasonNumber: 1, episodeCount: 4 }], { season: 1, episode: 2 });
    expect(nextUp(aired, watched)).toBeNull();
    expect(nextUp([{ seasonNumber: 1, episodeCount: 4 }], watched)).toEqual({ season: 1, episode: 3 });
  });
});
