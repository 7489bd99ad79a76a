import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { profiles, reviews } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { MaturityLevel } from '../../src/shared/profiles';
import { REVIEW_MAX } from '../../src/shared/schemas/ratings';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };

describe.each(dbKinds)('reviews over HTTP and tRPC (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let carol: Awaited<ReturnType<typeof insertUser>>;
  let toyStory: string;
  let nemo: string;
  let pulpFiction: string;
  let kids: Auth;
  let kidsToken: string;

  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  async function profileSession(userId: string, maturity: MaturityLevel, position: number) {
    const id = randomUUID();
    await t.deps.database.db
      .insert(profiles)
      .values({ id, userId, name: `Kid ${position}`, avatar: 'blue', maturity, position });
    const token = await createSessionFor(t.deps.lucia, userId);
    await t.deps.sessions.setProfile(sessionIdFromToken(token), id);
    return token;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps, { username: 'alice_reviews', email: 'alice.reviews@example.com' });
    bob = await insertUser(t.deps);
    carol = await insertUser(t.deps);
    const find = async (query: string) => {
      const found = await caller(null).catalogue.search({ query, type: 'movie' });
      const hit = found.results.find((r) => r.title === query);
      if (!hit) throw new Error(`${query} is not in the demo catalogue`);
      return String(hit.id);
    };
    toyStory = await find('Toy Story');
    nemo = await find('Finding Nemo');
    pulpFiction = await find('Pulp Fiction');
    kidsToken = await profileSession(carol.user.id, 'kids', 1);
    kids = { Authorization: `Bearer ${kidsToken}` };
  });
  afterAll(() => t.close());

  const put = (auth: Auth, id: string, body: unknown, type = 'movie') =>
    t
      .http()
      .put(`/api/reviews/${type}/${id}`)
      .set(auth)
      .set(json)
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  const rowsOf = (profileId: string) =>
    t.deps.database.db.select().from(reviews).where(eq(reviews.profileId, profileId));

  it.each([
    ['get', '/api/reviews/movie/550'],
    ['put', '/api/reviews/movie/550'],
    ['delete', '/api/reviews/movie/550'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await t.http()[method](path);
    expect(res.status).toBe(401);
  });

  it('anonymous viewers see no reviews', async () => {
    await expect(
      caller(null).reviews.forTitle({ mediaType: 'movie', mediaId: toyStory }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('writes, reads, rewrites and deletes a review, keeping line breaks and markup as text', async () => {
    const text = 'Line one\n\nLine <b>two</b> & <script>alert(1)</script> 🎬';
    const res = await put(alice.auth, toyStory, { text, spoiler: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Review saved',
      data: { mediaType: 'movie', mediaId: toyStory, text, spoiler: true, shared: false },
    });
    const got = await t.http().get(`/api/reviews/movie/${toyStory}`).set(alice.auth);
    expect(got.body.data.text).toBe(text);
    const edited = await put(alice.auth, toyStory, { text: 'Better now.', shared: true });
    expect(edited.body.data).toMatchObject({ text: 'Better now.', spoiler: false, shared: true });
    expect(await rowsOf(alice.user.id)).toHaveLength(1);
    const del = await t.http().delete(`/api/reviews/movie/${toyStory}`).set(alice.auth);
    expect(del.body).toEqual({ success: true, data: null, message: 'Review deleted' });
    const none = await t.http().get(`/api/reviews/movie/${toyStory}`).set(alice.auth);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('You have not reviewed this title');
    expect((await t.http().delete(`/api/reviews/movie/${toyStory}`).set(alice.auth)).status).toBe(404);
  });

  it('takes exactly 10,000 characters (an emoji counts as one)', async () => {
    const full = `${'a'.repeat(REVIEW_MAX - 1)}🎬`;
    const res = await put(bob.auth, nemo, { text: full });
    expect(res.status).toBe(200);
    expect(res.body.data.text).toBe(full);
    await t.http().delete(`/api/reviews/movie/${nemo}`).set(bob.auth).expect(200);
  });

  it.each([
    [
      '10,001 characters',
      { text: 'a'.repeat(REVIEW_MAX + 1) },
      'text must be text of 1 to 10,000 characters',
    ],
    ['an empty text', { text: '' }, 'text must be text of 1 to 10,000 characters'],
    ['only spaces', { text: '  \n ' }, 'text must be text of 1 to 10,000 characters'],
    ['a number', { text: 7 }, 'text must be text of 1 to 10,000 characters'],
    ['no text', { spoiler: true }, 'text must be text of 1 to 10,000 characters'],
    [
      'a spoiler flag that is not true or false',
      { text: 'ok', spoiler: 'yes' },
      'spoiler and shared must be true or false',
    ],
    [
      'a shared flag that is not true or false',
      { text: 'ok', shared: 1 },
      'spoiler and shared must be true or false',
    ],
  ])('refuses %s with a 400 and writes nothing', async (_name, body, message) => {
    const res = await put(bob.auth, toyStory, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rowsOf(bob.user.id)).toHaveLength(0);
  });

  it('refuses U+0000 and a lone surrogate in the text (REST and tRPC), writing nothing', async () => {
    const nul = await put(bob.auth, toyStory, '{"text":"bad \\u0000 text"}');
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/text/);
    const lone = await put(bob.auth, toyStory, '{"text":"bad \\ud800 text"}');
    expect(lone.status).toBe(400);
    expect(lone.body.message).toMatch(/text/);
    await expect(
      caller(bob.token).reviews.set({ mediaType: 'movie', mediaId: toyStory, text: 'x\uDC00y' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller(bob.token).reviews.set({ mediaType: 'movie', mediaId: toyStory, text: 'x\u0000y' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rowsOf(bob.user.id)).toHaveLength(0);
  });

  it('refuses an unknown title (404), a bad type or id (400), and a title above the level (403)', async () => {
    expect((await put(bob.auth, '999999999', { text: 'Who?' })).status).toBe(404);
    expect((await put(bob.auth, toyStory, { text: 'Hm' }, 'book')).status).toBe(400);
    expect((await put(bob.auth, 'abc', { text: 'Hm' })).status).toBe(400);
    expect((await put(kids, pulpFiction, { text: 'Scary' })).status).toBe(403);
    expect(await rowsOf(bob.user.id)).toHaveLength(0);
  });

  it('shares a review only when asked: others see it with the author’s profile name and rating, never an email', async () => {
    await put(alice.auth, nemo, { text: 'Private thoughts' }).expect(200);
    const bobView = await caller(bob.token).reviews.forTitle({ mediaType: 'movie', mediaId: nemo });
    expect(bobView).toEqual({ own: null, others: [] });

    await t
      .http()
      .put(`/api/ratings/movie/${nemo}`)
      .set(alice.auth)
      .set(json)
      .send({ rating: 9 })
      .expect(200);
    await put(alice.auth, nemo, { text: 'Shared thoughts', spoiler: true, shared: true }).expect(200);
    await put(bob.auth, nemo, { text: 'Bob says hi' }).expect(200);
    const seen = await caller(bob.token).reviews.forTitle({ mediaType: 'movie', mediaId: nemo });
    expect(seen.own).toMatchObject({ text: 'Bob says hi', shared: false });
    expect(seen.others).toHaveLength(1);
    expect(seen.others[0]).toMatchObject({ rating: 9, text: 'Shared thoughts', spoiler: true });
    expect(JSON.stringify(seen)).not.toContain('alice.reviews@example.com');
    expect(Object.keys(seen.others[0]!).sort()).toEqual(['author', 'rating', 'spoiler', 'text', 'updatedAt']);
    // The author's own view lists it as theirs, not among the others; bob's unshared one is not there.
    const aliceView = await caller(alice.token).reviews.forTitle({ mediaType: 'movie', mediaId: nemo });
    expect(aliceView.own?.text).toBe('Shared thoughts');
    expect(aliceView.others).toEqual([]);
  });

  it('only its author edits or deletes a review: another account names its own', async () => {
    await put(alice.auth, toyStory, { text: 'Mine', shared: true }).expect(200);
    // Bob's DELETE and PUT on the same title touch only bob's own review.
    expect((await t.http().delete(`/api/reviews/movie/${toyStory}`).set(bob.auth)).status).toBe(404);
    await put(bob.auth, toyStory, { text: 'Bob’s' }).expect(200);
    const alices = await t.http().get(`/api/reviews/movie/${toyStory}`).set(alice.auth);
    expect(alices.body.data.text).toBe('Mine');
    await t.http().delete(`/api/reviews/movie/${toyStory}`).set(bob.auth).expect(200);
    expect((await t.http().get(`/api/reviews/movie/${toyStory}`).set(alice.auth)).body.data.text).toBe(
      'Mine',
    );
  });
});
