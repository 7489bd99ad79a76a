import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { MediaCard, SearchPage } from '../../src/shared/catalogue';
import { applyQualityFilter, isCardDisplayable } from '../../src/shared/catalogue-quality';
import { filterSearchResults } from '../../src/shared/search-url';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

type Input = Parameters<ReturnType<typeof createCaller>['catalogue']['search']>[0];

/** Every filter of the Search page, alone and together (absent: not filtered). */
const FILTERS: Partial<Input>[] = [
  {},
  { type: 'movie' },
  { type: 'tv' },
  { genres: [18] },
  { genres: [878, 35] },
  { yearMin: 1990, yearMax: 2005 },
  { yearMin: 2008 },
  { ratingMin: 7 },
  { ratingMax: 6.5 },
  { ratingMin: 0, ratingMax: 0 },
  { sort: 'rating' },
  { sort: 'title', type: 'movie', genres: [28], yearMin: 1980, yearMax: 2010, ratingMin: 5, ratingMax: 9 },
];
const QUERIES = ['star', 'love', 'girl', 'the', 'star wars', 'Godfater'];

describe.each(dbKinds)('search counts are the cards (demo source, %s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof createCaller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = createCaller(createContextFor(t.deps, { headers: {} }));
  });
  afterAll(() => t.close());

  /** Every page of a search, as the infinite grid loads them. */
  async function allPages(input: Input): Promise<{ first: SearchPage; cards: MediaCard[] }> {
    const first = await api.catalogue.search({ ...input, page: 1 });
    const cards = [...first.results];
    for (let page = 2; page <= first.totalPages; page++) {
      const next = await api.catalogue.search({ ...input, page });
      expect(next.totalResults).toBe(first.totalResults);
      cards.push(...next.results);
    }
    return { first, cards };
  }

  it('tRPC: the total equals the cards over all pages, for every filter, and every card shows', async () => {
    for (const query of QUERIES) {
      for (const filter of FILTERS) {
        const input = { query, type: 'multi', ...filter } as Input;
        const { first, cards } = await allPages(input);
        const what = JSON.stringify(input);
        expect(cards.length, what).toBe(first.totalResults);
        expect(first.totalPages, what).toBe(Math.max(1, Math.ceil(first.totalResults / 20)));
        expect(cards.filter(isCardDisplayable).length, what).toBe(cards.length);
        expect(filterSearchResults(cards, filter).length, what).toBe(cards.length);
        expect(new Set(cards.map((c) => `${c.mediaType}:${c.id}`)).size, what).toBe(cards.length);
      }
    }
  });

  it('tRPC: unrated titles are results; the rating filter, when set, removes them before counting', async () => {
    const { cards } = await allPages({ query: 'star wars', type: 'multi' } as Input);
    expect(cards.map((c) => c.title).slice(0, 6)).toEqual([
      'Star Wars Ep. IV: A New Hope',
      'Star Wars Ep. V: The Empire Strikes Back',
      'Star Wars Ep. VI: Return of the Jedi',
      'Star Wars Ep. I: The Phantom Menace',
      'Star Wars Ep. II: Attack of the Clones',
      'Star Wars Ep. III: Revenge of the Sith',
    ]);
    expect(cards[0]!.voteAverage).toBe(0);
    const rated = await allPages({ query: 'star wars', type: 'multi', ratingMin: 0.1 } as Input);
    expect(rated.first.totalResults).toBe(cards.filter((c) => c.voteAverage > 0).length);
    expect(rated.cards.every((c) => c.voteAverage > 0)).toBe(true);
  });

  it('tRPC: a misspelling is corrected and says so; asked for exactly, it is not', async () => {
    const fixed = await api.catalogue.search({ query: 'Godfater', type: 'multi', page: 1 });
    expect(fixed.correctedQuery).toBe('godfather');
    expect(fixed.results[0]?.title).toBe('The Godfather');
    const exact = await api.catalogue.search({ query: 'Godfater', type: 'multi', page: 1, exact: true });
    expect(exact).toMatchObject({ totalResults: 0, results: [] });
    expect(exact.correctedQuery).toBeUndefined();
    const right = await api.catalogue.search({ query: 'godfather', type: 'multi', page: 1 });
    expect(right.correctedQuery).toBeUndefined();
  });

  it('tRPC: a director or a creator finds their titles', async () => {
    const nolan = await api.catalogue.search({ query: 'Christopher Nolan', type: 'movie', page: 1 });
    expect(nolan.results.map((c) => c.title)).toEqual(expect.arrayContaining(['The Dark Knight', 'Memento']));
    const gilligan = await api.catalogue.search({ query: 'Vince Gilligan', type: 'tv', page: 1 });
    expect(gilligan.results.map((c) => c.title)).toEqual(['Breaking Bad', 'Better Call Saul']);
  });

  it('REST: total_results equals the showable items over all pages', async () => {
    for (const query of QUERIES) {
      const first = await t.http().get('/api/tmdb/search/multi').query({ query }).expect(200);
      const items: unknown[] = [...first.body.results];
      for (let page = 2; page <= first.body.total_pages; page++) {
        const next = await t.http().get('/api/tmdb/search/multi').query({ query, page }).expect(200);
        expect(next.body.total_results).toBe(first.body.total_results);
        items.push(...next.body.results);
      }
      expect(items.length, query).toBe(first.body.total_results);
      const shown = applyQualityFilter(items as Parameters<typeof applyQualityFilter>[0], {
        allowUnrated: true,
      });
      expect(shown.length, query).toBe(items.length);
    }
  });
});
