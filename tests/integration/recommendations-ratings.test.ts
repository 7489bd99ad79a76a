import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToHistory } from '../../src/server/features/history/service';
import { OPEN_GATE } from '../../src/server/features/personal/title-gate';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

type Detail = { genres: { id: number }[]; similar: { results: { id: number }[] } };

/**
 * Recommendations weigh ratings: of two watched titles of different genres, the one rated 10
 * leads the row and the one rated 2 pushes its similar titles and its genres away.
 */
describe.each(dbKinds)('recommendations weighed by ratings (%s)', (kind) => {
  let t: TestApp;
  let toyStory: string;
  let pulpFiction: string;
  let likeToyStory: Set<string>;
  let likePulpFiction: Set<string>;
  let pulpGenres: number[];

  const caller = (token: string) =>
    createCaller(createContextFor(t.deps, { headers: { authorization: `Bearer ${token}` } }));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const find = async (query: string) => {
      const found = await createCaller(createContextFor(t.deps, { headers: {} })).catalogue.search({
        query,
        type: 'movie',
      });
      const hit = found.results.find((r) => r.title === query);
      if (!hit) throw new Error(`${query} is not in the demo catalogue`);
      return String(hit.id);
    };
    toyStory = await find('Toy Story');
    pulpFiction = await find('Pulp Fiction');
    const detail = async (id: string) =>
      (await t.deps.services.catalogue.get(`movie/${id}`, { append_to_response: 'similar' })) as Detail;
    const ts = await detail(toyStory);
    const pf = await detail(pulpFiction);
    likeToyStory = new Set(ts.similar.results.map((r) => `movie:${r.id}`));
    likePulpFiction = new Set(pf.similar.results.map((r) => `movie:${r.id}`));
    pulpGenres = pf.genres.map((g) => g.id);
    const tsGenres = new Set(ts.genres.map((g) => g.id));
    // The premise: two titles of different genres, each with similar titles of its own.
    expect(pulpGenres.some((g) => tsGenres.has(g))).toBe(false);
    expect(likeToyStory.size).toBeGreaterThan(2);
    expect(likePulpFiction.size).toBeGreaterThan(2);
  });
  afterAll(() => t.close());

  /** A profile that watched Toy Story, then Pulp Fiction (the most recent). */
  async function viewer() {
    const u = await insertUser(t.deps);
    for (const id of [toyStory, pulpFiction])
      await addToHistory(t.deps.database.db, OPEN_GATE, u.user.id, {
        media_id: id,
        media_type: 'movie',
        season: null,
        episode: null,
      });
    return u;
  }
  const keysOf = (cards: { mediaType: string; id: number }[]) => cards.map((c) => `${c.mediaType}:${c.id}`);
  const onlyLike = (a: Set<string>, b: Set<string>) => (k: string) => a.has(k) && !b.has(k);

  it('without ratings, the most recent watch (Pulp Fiction) leads the row', async () => {
    const u = await viewer();
    const recs = keysOf(await caller(u.token).recommendations.forMe());
    expect(onlyLike(likePulpFiction, likeToyStory)(recs[0]!)).toBe(true);
  });

  it('rated 10 and 2, the loved title leads and the disliked one’s like is pushed away', async () => {
    const u = await viewer();
    await caller(u.token).ratings.set({ mediaType: 'movie', mediaId: toyStory, rating: 10 });
    await caller(u.token).ratings.set({ mediaType: 'movie', mediaId: pulpFiction, rating: 2 });
    const cards = await caller(u.token).recommendations.forMe();
    const recs = keysOf(cards);
    expect(recs.length).toBeGreaterThan(0);
    // Toy Story's similar titles come first…
    expect(recs.slice(0, 3).every(onlyLike(likeToyStory, likePulpFiction))).toBe(true);
    // …and nothing only like Pulp Fiction is offered at all.
    expect(recs.filter(onlyLike(likePulpFiction, likeToyStory))).toEqual([]);
    // Pulp Fiction's genres do not supply the row: any card of them comes after every other.
    const ofPulp = cards.map((c) => c.genreIds.some((g) => pulpGenres.includes(g)));
    const firstPulp = ofPulp.indexOf(true);
    if (firstPulp >= 0) expect(ofPulp.slice(firstPulp).every(Boolean)).toBe(true);
  });

  it('a title rated 8–10 counts even when the recent history no longer holds it', async () => {
    const u = await insertUser(t.deps);
    await caller(u.token).ratings.set({ mediaType: 'movie', mediaId: toyStory, rating: 9 });
    const recs = keysOf(await caller(u.token).recommendations.forMe());
    expect(recs.slice(0, 3).every((k) => likeToyStory.has(k))).toBe(true);
    expect(recs).not.toContain(`movie:${toyStory}`);
  });
});
