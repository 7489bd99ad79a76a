import { describe, expect, it } from 'vitest';
import {
  buildRecommendations,
  type GenrePicks,
  REC,
  type RecHistoryItem,
  ratingWeight,
  topGenres,
} from '../../src/server/features/recommendations/algorithm';
import type { MediaCard, MediaType } from '../../src/shared/catalogue';

const card = (id: number, mediaType: MediaType = 'movie'): MediaCard => ({
  id,
  mediaType,
  title: `T${id}`,
  date: '2020-01-01',
  posterPath: `/p${id}.jpg`,
  backdropPath: null,
  overview: 'An overview long enough.',
  voteAverage: 7,
  voteCount: 100,
  popularity: 10,
  genreIds: [],
});
const cards = (from: number, n: number, type: MediaType = 'movie') =>
  Array.from({ length: n }, (_, i) => card(from + i, type));
const item = (
  id: number,
  genreIds: number[] = [],
  similar: MediaCard[] = [],
  mediaType: MediaType = 'movie',
): RecHistoryItem => ({
  id,
  mediaType,
  genreIds,
  similar,
});
const ids = (list: MediaCard[]) => list.map((c) => `${c.mediaType}:${c.id}`);

describe('topGenres', () => {
  it('picks up to three genres, most frequent first, recency breaking ties', () => {
    const history = [item(1, [18, 35]), item(2, [28]), item(3, [28, 35]), item(4, [99]), item(5, [28])];
    expect(topGenres(history)).toEqual([28, 35, 18]);
  });

  it('counts a genre once per title and answers fewer than three when the history has fewer', () => {
    expect(topGenres([item(1, [18, 18]), item(2, [])])).toEqual([18]);
    expect(topGenres([])).toEqual([]);
  });
});

describe('buildRecommendations', () => {
  it('takes three similar titles from each of the first five history items, in history order', () => {
    const history = Array.from({ length: 7 }, (_, i) => item(i + 1, [], cards(100 * (i + 1), 5)));
    const out = buildRecommendations(history, new Map());
    expect(out).toHaveLength(15);
    expect(ids(out.slice(0, 3))).toEqual(['movie:100', 'movie:101', 'movie:102']);
    expect(ids(out.slice(12))).toEqual(['movie:500', 'movie:501', 'movie:502']);
    // Items six and seven supply no similar titles.
    expect(out.some((c) => c.id >= 600)).toBe(false);
  });

  it('adds two movies and two shows for each of up to three genres', () => {
    const history = [item(1, [28, 18]), item(2, [28, 35]), item(3, [99, 10751])];
    const byGenre = new Map<number, GenrePicks>([
      [28, { movies: cards(2800, 5), shows: cards(2810, 5, 'tv') }],
      [18, { movies: cards(1800, 5), shows: cards(1810, 5, 'tv') }],
      [35, { movies: cards(3500, 5), shows: cards(3510, 5, 'tv') }],
      [99, { movies: cards(9900, 5), shows: cards(9910, 5, 'tv') }],
    ]);
    const out = buildRecommendations(history, byGenre);
    expect(ids(out)).toEqual([
      'movie:2800',
      'movie:2801',
      'tv:2810',
      'tv:2811',
      'movie:1800',
      'movie:1801',
      'tv:1810',
      'tv:1811',
      'movie:3500',
      'movie:3501',
      'tv:3510',
      'tv:3511',
    ]);
  });

  it('never recommends a watched title or the same title twice, and looks further down the list instead', () => {
    const history = [
      item(1, [28], [card(2), card(10), card(11), card(12), card(13)]),
      item(2, [28], [card(10), card(11), card(14), card(15)]),
      item(7, [], [], 'tv'),
    ];
    const byGenre = new Map<number, GenrePicks>([
      [
        28,
        {
          movies: [card(1), card(12), card(16), card(17)],
          shows: [card(7, 'tv'), card(20, 'tv'), card(21, 'tv')],
        },
      ],
    ]);
    const out = buildRecommendations(history, byGenre);
    expect(ids(out)).toEqual([
      'movie:10',
      'movie:11',
      'movie:12', // item 1: skips watched movie 2
      'movie:14',
      'movie:15', // item 2: 10 and 11 already taken
      'movie:16',
      'movie:17', // genre 28 movies: 1 watched, 12 taken
      'tv:20',
      'tv:21', // genre 28 shows: tv 7 watched
    ]);
  });

  it('treats a movie and a show with the same id as different titles', () => {
    const out = buildRecommendations([item(5, [], [card(5, 'tv'), card(5)])], new Map());
    expect(ids(out)).toEqual(['tv:5']);
  });

  it('caps the list at 20', () => {
    const history = Array.from({ length: 5 }, (_, i) => item(i + 1, [i + 1], cards(100 * (i + 1), 3)));
    const byGenre = new Map<number, GenrePicks>(
      [1, 2, 3].map((g) => [g, { movies: cards(1000 * g, 2), shows: cards(1000 * g + 500, 2, 'tv') }]),
    );
    const out = buildRecommendations(history, byGenre);
    expect(out).toHaveLength(REC.max);
    expect(ids(out.slice(15))).toEqual(['movie:1000', 'movie:1001', 'tv:1500', 'tv:1501', 'movie:2000']);
  });

  it('uses only the 20 most recent items', () => {
    const history = Array.from({ length: 25 }, (_, i) => item(i + 1, i >= 20 ? [77] : []));
    const byGenre = new Map<number, GenrePicks>([[77, { movies: cards(700, 2), shows: [] }]]);
    expect(buildRecommendations(history, byGenre)).toEqual([]);
    // Titles beyond the window are not "already watched" for the algorithm either.
    const recent = [item(1, [5])];
    expect(ids(buildRecommendations(recent, new Map([[5, { movies: [card(25)], shows: [] }]])))).toEqual([
      'movie:25',
    ]);
  });

  it('answers nothing for an empty history (the service then shows trending)', () => {
    expect(buildRecommendations([], new Map())).toEqual([]);
  });
});

describe('weighing ratings', () => {
  it('weighs a rating: 8–10 more than watched, 5–7 as watched, 1–4 against', () => {
    expect([null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => ratingWeight(r))).toEqual([
      1, -4, -3, -2, -1, 1, 1, 1, 2, 3, 4,
    ]);
  });

  it('puts the best rated title first, never a disliked one, and keeps its like and genres away', () => {
    const disliked = { ...item(1, [10], [card(101), card(102)]), weight: ratingWeight(2) };
    const loved = { ...item(2, [20], [card(201), card(101)]), weight: ratingWeight(10) };
    const byGenre = new Map<number, GenrePicks>([
      [10, { movies: [card(300)], shows: [] }],
      [20, { movies: [{ ...card(400), genreIds: [10] }, card(401)], shows: [] }],
    ]);
    // Most recent first: the disliked title is the latest watch.
    const out = ids(buildRecommendations([disliked, loved], byGenre));
    expect(out[0]).toBe('movie:201');
    // Similar to the disliked title (even when the loved one lists it too): left out.
    expect(out).not.toContain('movie:101');
    expect(out).not.toContain('movie:102');
    // The disliked genre supplies nothing, and a card of it comes last.
    expect(out).not.toContain('movie:300');
    expect(out).toEqual(['movie:201', 'movie:401', 'movie:400']);
    expect(topGenres([disliked, loved])).toEqual([20]);
  });
});
