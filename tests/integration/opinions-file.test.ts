import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { diaryEntries, listItems, lists, profiles, ratings, reviews } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { OPINIONS_MERGE_MAX } from '../../src/shared/schemas/opinions-file';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * Ratings, reviews, the diary and lists travel in the settings file: exported by one
 * account, merged into another in parts, merged again without doubling, and a Kids profile
 * neither exports nor takes in what its level does not allow.
 */
describe.each(dbKinds)('ratings, reviews, diary and lists in the settings file (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let kidsToken: string;
  let family: string;
  let adult: string;
  let show: string;

  const caller = (token: string) =>
    createCaller(createContextFor(t.deps, { headers: { authorization: `Bearer ${token}` } }));
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
    const cat = getDemoCatalogue();
    const complete = cat.movies.filter((e) => e.complete);
    family = String(complete.find((e) => e.certification === 'G')!.id);
    adult = String(complete.find((e) => e.certification === 'R')!.id);
    show = String(cat.shows.find((e) => e.title === 'The Simpsons')!.id);
    await db()
      .insert(profiles)
      .values({
        id: `${bob.user.id}-kids`,
        userId: bob.user.id,
        name: 'Kids',
        avatar: 'blue',
        maturity: 'kids',
        position: 1,
      });
    kidsToken = await createSessionFor(t.deps.lucia, bob.user.id);
    await t.deps.sessions.setProfile(sessionIdFromToken(kidsToken), `${bob.user.id}-kids`);

    const a = caller(alice.token);
    await a.ratings.set({ mediaType: 'movie', mediaId: family, rating: 9 });
    await a.ratings.set({ mediaType: 'movie', mediaId: adult, rating: 3 });
    await a.ratings.set({ mediaType: 'tv', mediaId: show, season: 1, episode: 2, rating: 7 });
    await a.reviews.set({
      mediaType: 'movie',
      mediaId: family,
      text: 'Line one\n<b>not bold</b>',
      spoiler: true,
    });
    await a.diary.add({ media_type: 'movie', media_id: family, watched_on: '2020-05-01' });
    await a.diary.add({ media_type: 'movie', media_id: family, watched_on: '2021-06-02', rating: 8 });
    await a.diary.add({ media_type: 'movie', media_id: adult, watched_on: '2019-01-03' });
    const list = await a.lists.create({ name: 'Rainy days', description: 'Comfort', visibility: 'link' });
    await a.lists.addItem({ id: list.id, item: { mediaType: 'movie', mediaId: family, note: 'first' } });
    await a.lists.addItem({ id: list.id, item: { mediaType: 'movie', mediaId: adult } });
    await a.lists.addItem({ id: list.id, item: { mediaType: 'tv', mediaId: show } });
  });
  afterAll(() => t.close());

  it('exports everything of the profile and merges into another account once', async () => {
    const file = await caller(alice.token).opinions.export();
    expect(file.ratings.map((r) => [r.mediaId, r.season, r.episode, r.rating])).toEqual([
      [family, 0, 0, 9],
      [adult, 0, 0, 3],
      [show, 1, 2, 7],
    ]);
    expect(file.reviews).toEqual([
      {
        mediaType: 'movie',
        mediaId: family,
        text: 'Line one\n<b>not bold</b>',
        spoiler: true,
        shared: false,
      },
    ]);
    expect(file.diary.map((d) => [d.media_id, d.watched_on, d.rewatch])).toEqual([
      [adult, '2019-01-03', false],
      [family, '2020-05-01', false],
      [family, '2021-06-02', true],
    ]);
    expect(file.lists).toHaveLength(1);
    expect(file.lists[0]!.items.map((i) => [i.mediaId, i.note])).toEqual([
      [family, 'first'],
      [adult, ''],
      [show, ''],
    ]);

    const b = caller(bob.token);
    // In parts, as the settings screen sends it: the list's items in two calls.
    const [list] = file.lists;
    const first = await b.opinions.merge({ ratings: file.ratings, reviews: file.reviews, diary: file.diary });
    expect(first).toEqual({ ratings: 3, reviews: 1, diary: 3, listItems: 0 });
    expect(await b.opinions.merge({ list: { ...list!, items: list!.items.slice(0, 2) } })).toMatchObject({
      listItems: 2,
    });
    expect(await b.opinions.merge({ list: { ...list!, items: list!.items.slice(2) } })).toMatchObject({
      listItems: 1,
    });
    // Again: nothing doubles.
    expect(
      await b.opinions.merge({ ratings: file.ratings, reviews: file.reviews, diary: file.diary, list }),
    ).toEqual({ ratings: 0, reviews: 0, diary: 0, listItems: 0 });
    const again = await b.opinions.export();
    expect(again.ratings).toEqual(file.ratings);
    expect(again.reviews).toEqual(file.reviews);
    expect(again.diary.map((d) => [d.media_id, d.watched_on, d.rewatch, d.rating])).toEqual(
      file.diary.map((d) => [d.media_id, d.watched_on, d.rewatch, d.rating]),
    );
    expect(again.lists).toEqual(file.lists);
    // The copy is Bob's own list, with its own share address.
    const [mine] = await db().select().from(lists).where(eq(lists.profileId, bob.user.id));
    const [theirs] = await db().select().from(lists).where(eq(lists.profileId, alice.user.id));
    expect(mine!.slug).not.toBe(theirs!.slug);
    expect(mine!.itemCount).toBe(3);
  });

  it('a Kids profile neither exports nor takes in a title its level does not allow', async () => {
    const file = await caller(alice.token).opinions.export();
    const kids = caller(kidsToken);
    const merged = await kids.opinions.merge({
      ratings: file.ratings,
      diary: file.diary,
      list: file.lists[0],
    });
    const out = await kids.opinions.export();
    // What was merged is what the profile now holds: the family film, never the R-rated one.
    expect(merged).toEqual({
      ratings: out.ratings.length,
      reviews: 0,
      diary: out.diary.length,
      listItems: out.lists[0]!.items.length,
    });
    expect(out.ratings.map((r) => r.mediaId)).toContain(family);
    expect(out.ratings.map((r) => r.mediaId)).not.toContain(adult);
    expect(out.diary.map((d) => d.media_id)).toEqual([family, family]);
    expect(out.lists[0]!.items.map((i) => i.mediaId)).toContain(family);
    expect(out.lists[0]!.items.map((i) => i.mediaId)).not.toContain(adult);
  });

  it('refuses a bad part whole, and writes nothing of it', async () => {
    const carol = await insertUser(t.deps);
    const c = caller(carol.token);
    const good = { mediaType: 'movie' as const, mediaId: family, rating: 8 };
    const bad: unknown[] = [
      { ratings: [good, { ...good, mediaId: adult, rating: 11 }] },
      { ratings: [good, { ...good, rating: 7.5 }] },
      { diary: [{ media_type: 'movie', media_id: family, watched_on: '1869-12-31' }] },
      { diary: [{ media_type: 'movie', media_id: family, watched_on: '2999-01-01' }] },
      { reviews: [{ mediaType: 'movie', mediaId: family, text: 'x'.repeat(10_001) }] },
      { reviews: [{ mediaType: 'movie', mediaId: family, text: 'bad \u0000 text' }] },
      { list: { name: '', items: [] } },
      { list: { name: 'n'.repeat(201), items: [] } },
      {
        list: {
          name: 'Big',
          items: Array.from({ length: OPINIONS_MERGE_MAX.listItems + 1 }, (_, i) => ({
            mediaType: 'movie',
            mediaId: String(i + 1),
          })),
        },
      },
      { ratings: Array.from({ length: OPINIONS_MERGE_MAX.ratings + 1 }, () => good) },
    ];
    for (const part of bad)
      await expect(c.opinions.merge(part as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    for (const table of [ratings, reviews, diaryEntries, lists] as const)
      expect(await db().select().from(table).where(eq(table.profileId, carol.user.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(listItems)
        .innerJoin(lists, eq(lists.id, listItems.listId))
        .where(eq(lists.profileId, carol.user.id)),
    ).toEqual([]);
  });
});
