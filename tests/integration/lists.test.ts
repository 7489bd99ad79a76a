import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { listItems, lists, profiles } from '../../src/server/db/schema';
import { adminStats } from '../../src/server/features/admin/system';
import { createSessionFor } from '../../src/server/features/auth/service';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import type { MaturityLevel } from '../../src/shared/profiles';
import { LIST_ITEMS_MAX, LIST_PAGE_SIZE, LIST_POSITION_GAP } from '../../src/shared/schemas/lists';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const json = { 'Content-Type': 'application/json' };
type Auth = { Authorization: string };

describe.each(dbKinds)('lists over HTTP and tRPC (%s)', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof insertUser>>;
  let bob: Awaited<ReturnType<typeof insertUser>>;
  let toyStory: string;
  let pulpFiction: string;

  const caller = (token: string | null) =>
    createCaller(createContextFor(t.deps, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const http = () => t.http();
  const create = (auth: Auth, body: unknown) =>
    http()
      .post('/api/lists')
      .set(auth)
      .set(json)
      .send(body as object);
  const addItem = (auth: Auth, id: number, body: unknown) =>
    http()
      .post(`/api/lists/${id}/items`)
      .set(auth)
      .set(json)
      .send(body as object);
  const order = async (auth: Auth, id: number) =>
    (await http().get(`/api/lists/${id}`).set(auth).expect(200)).body.data.items.map(
      (i: { mediaId: string }) => i.mediaId,
    );
  const findMovie = async (title: string) => {
    const found = await caller(null).catalogue.search({ query: title, type: 'movie' });
    const hit = found.results.find((r) => r.title === title);
    if (!hit) throw new Error(`${title} is not in the demo catalogue`);
    return String(hit.id);
  };
  async function profileSession(maturity: MaturityLevel): Promise<string> {
    const id = randomUUID();
    await t.deps.database.db
      .insert(profiles)
      .values({ id, userId: bob.user.id, name: `${maturity} p`, avatar: 'blue', maturity, position: 3 });
    const token = await createSessionFor(t.deps.lucia, bob.user.id);
    await t.deps.sessions.setProfile(sessionIdFromToken(token), id);
    return token;
  }
  /** A list of `n` titles written straight to the table (ids 1..n), its count kept. */
  async function filled(owner: string, n: number): Promise<number> {
    const [row] = await t.deps.database.db
      .insert(lists)
      .values({
        profileId: owner,
        name: `full ${n}`,
        slug: `Full${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        itemCount: n,
      })
      .returning({ id: lists.id });
    const id = Number(row!.id);
    for (let i = 0; i < n; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({
        listId: id,
        mediaType: 'movie' as const,
        mediaId: String(900000 + i + j),
        position: (i + j + 1) * LIST_POSITION_GAP,
        title: `T${i + j}`,
      }));
      await t.deps.database.db.insert(listItems).values(rows);
    }
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await insertUser(t.deps);
    bob = await insertUser(t.deps);
    toyStory = await findMovie('Toy Story');
    pulpFiction = await findMovie('Pulp Fiction');
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/lists'],
    ['post', '/api/lists'],
    ['get', '/api/lists/1'],
    ['put', '/api/lists/1'],
    ['delete', '/api/lists/1'],
    ['post', '/api/lists/1/items'],
    ['patch', '/api/lists/1/items/movie/550'],
    ['delete', '/api/lists/1/items/movie/550'],
    ['post', '/api/lists/shared/abcdefghijkl/copy'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await http()[method](path);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('creates, reads, renames, describes, shares and deletes a list', async () => {
    const made = await create(alice.auth, { name: '  Sunday films ', description: 'For <b>rainy</b> days' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      success: true,
      message: 'List created',
      data: {
        name: 'Sunday films',
        description: 'For <b>rainy</b> days',
        visibility: 'private',
        itemCount: 0,
      },
    });
    const { id, slug } = made.body.data as { id: number; slug: string };
    expect(slug).toMatch(/^[A-Za-z0-9]{12}$/);
    const got = await http().get(`/api/lists/${id}`).set(alice.auth).expect(200);
    expect(got.body.data).toMatchObject({ id, name: 'Sunday films', visibility: 'private', slug, items: [] });
    const put = await http()
      .put(`/api/lists/${id}`)
      .set(alice.auth)
      .set(json)
      .send({ name: 'Rainy days', visibility: 'link' })
      .expect(200);
    expect(put.body.data).toMatchObject({
      name: 'Rainy days',
      description: 'For <b>rainy</b> days',
      visibility: 'link',
    });
    const mine = await http().get('/api/lists').set(alice.auth).expect(200);
    expect(mine.body.data.map((l: { id: number }) => l.id)).toContain(id);
    expect((await http().get('/api/lists').set(bob.auth).expect(200)).body.data).toEqual([]);
    await http().delete(`/api/lists/${id}`).set(alice.auth).expect(200);
    await http().get(`/api/lists/${id}`).set(alice.auth).expect(404);
    await http().delete(`/api/lists/${id}`).set(alice.auth).expect(404);
  });

  it('counts the lists of every profile in the admin statistics', async () => {
    const before = (await adminStats(t.deps.database.db)).totalLists;
    expect((await create(alice.auth, { name: 'Counted' })).status).toBe(201);
    expect((await create(bob.auth, { name: 'Counted too' })).status).toBe(201);
    expect((await adminStats(t.deps.database.db)).totalLists).toBe(before + 2);
  });

  it('gives every list an address of its own', async () => {
    const slugs = new Set<string>();
    for (let i = 0; i < 20; i++) slugs.add((await create(alice.auth, { name: `n${i}` })).body.data.slug);
    expect(slugs.size).toBe(20);
  });

  it("answers another profile's list as one that does not exist, and writes nothing", async () => {
    const { id } = (await create(alice.auth, { name: 'Mine' })).body.data;
    await addItem(alice.auth, id, { media_type: 'movie', media_id: toyStory }).expect(200);
    for (const req of [
      http().get(`/api/lists/${id}`).set(bob.auth),
      http().put(`/api/lists/${id}`).set(bob.auth).set(json).send({ name: 'Stolen' }),
      http().delete(`/api/lists/${id}`).set(bob.auth),
      http()
        .post(`/api/lists/${id}/items`)
        .set(bob.auth)
        .set(json)
        .send({ media_type: 'movie', media_id: pulpFiction }),
      http().patch(`/api/lists/${id}/items/movie/${toyStory}`).set(bob.auth).set(json).send({ note: 'x' }),
      http().delete(`/api/lists/${id}/items/movie/${toyStory}`).set(bob.auth),
    ]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'This list does not exist' });
    }
    await expect(caller(bob.token).lists.get({ id, page: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const got = await http().get(`/api/lists/${id}`).set(alice.auth).expect(200);
    expect(got.body.data).toMatchObject({ name: 'Mine', itemCount: 1 });
    expect(got.body.data.items).toEqual([expect.objectContaining({ mediaId: toyStory, note: '' })]);
  });

  it('adds titles with what their card shows, idempotently, with notes; removes them', async () => {
    const { id } = (await create(alice.auth, { name: 'Adds' })).body.data;
    const added = await addItem(alice.auth, id, {
      media_type: 'movie',
      media_id: toyStory,
      note: 'With the kids',
    });
    expect(added.body).toMatchObject({
      success: true,
      message: 'Added to the list',
      data: { mediaType: 'movie', mediaId: toyStory, title: 'Toy Story', note: 'With the kids' },
    });
    expect(added.body.data.posterPath).toMatch(/^\//);
    await addItem(alice.auth, id, { media_type: 'movie', media_id: toyStory }).expect(200);
    await caller(alice.token).lists.addItem({
      id,
      item: { mediaType: 'movie', mediaId: pulpFiction, title: 'Pulp' },
    });
    const got = (await http().get(`/api/lists/${id}`).set(alice.auth)).body.data;
    expect(got.itemCount).toBe(2);
    expect(got.items.map((i: { title: string }) => i.title)).toEqual(['Toy Story', 'Pulp']);
    expect(await caller(alice.token).lists.holding({ mediaType: 'movie', mediaId: toyStory })).toContain(id);
    const note = await http()
      .patch(`/api/lists/${id}/items/movie/${toyStory}`)
      .set(alice.auth)
      .set(json)
      .send({ note: 'Again at Christmas' })
      .expect(200);
    expect(note.body.data.note).toBe('Again at Christmas');
    await http().delete(`/api/lists/${id}/items/movie/${toyStory}`).set(alice.auth).expect(200);
    await http().delete(`/api/lists/${id}/items/movie/${toyStory}`).set(alice.auth).expect(404);
    expect((await http().get(`/api/lists/${id}`).set(alice.auth)).body.data.itemCount).toBe(1);
    // A title the catalogue does not know.
    const unknown = await addItem(alice.auth, id, { media_type: 'movie', media_id: '999999999' });
    expect(unknown.status).toBe(404);
  });

  it('orders by hand (before, after, index; one row per move, renumbered when a gap closes) and by sorts', async () => {
    const { id } = (await create(alice.auth, { name: 'Order' })).body.data;
    for (const [n, title, date, vote] of [
      ['1', 'Charlie', '2001-01-01', 5],
      ['2', 'alpha', '1999-01-01', 9],
      ['3', 'Bravo', '2020-01-01', 7],
      ['4', 'Delta', null, null],
    ] as const)
      await caller(alice.token).lists.addItem({
        id,
        item: { mediaType: 'movie', mediaId: n, title, date, voteAverage: vote },
      });
    expect(await order(alice.auth, id)).toEqual(['1', '2', '3', '4']);
    const move = (mediaId: string, body: object) =>
      http().patch(`/api/lists/${id}/items/movie/${mediaId}`).set(alice.auth).set(json).send(body);
    await move('4', { before: 'movie:1' }).expect(200);
    expect(await order(alice.auth, id)).toEqual(['4', '1', '2', '3']);
    await move('4', { after: 'movie:2' }).expect(200);
    expect(await order(alice.auth, id)).toEqual(['1', '2', '4', '3']);
    await move('3', { index: 0 }).expect(200);
    expect(await order(alice.auth, id)).toEqual(['3', '1', '2', '4']);
    await move('3', { index: 3 }).expect(200);
    expect(await order(alice.auth, id)).toEqual(['1', '2', '4', '3']);
    // Twelve moves into the same gap close it: the list is renumbered and the order holds.
    for (let i = 0; i < 12; i++) {
      await move(i % 2 ? '4' : '3', { after: 'movie:1' }).expect(200);
      const expected = i === 0 ? ['1', '3', '2', '4'] : i % 2 ? ['1', '4', '3', '2'] : ['1', '3', '4', '2'];
      expect(await order(alice.auth, id)).toEqual(expected);
    }
    const positions = await t.deps.database.db
      .select({ p: listItems.position })
      .from(listItems)
      .where(eq(listItems.listId, id));
    expect(new Set(positions.map((p) => Number(p.p))).size).toBe(4);
    await move('2', { before: 'movie:2' }).expect(404);
    await move('2', { before: 'movie:77' }).expect(404);
    await move('2', { before: 'movie:1', index: 1 }).expect(400);
    for (const [sort, expected] of [
      ['title', ['2', '3', '1', '4']],
      ['year', ['3', '1', '2', '4']],
      ['rating', ['2', '3', '1', '4']],
      ['added', ['4', '3', '2', '1']],
    ] as const) {
      await http().put(`/api/lists/${id}`).set(alice.auth).set(json).send({ sort }).expect(200);
      expect(await order(alice.auth, id), sort).toEqual(expected);
    }
  });

  it('pages a list by 50', async () => {
    const id = await filled(alice.user.id, 120);
    const p1 = (await http().get(`/api/lists/${id}`).set(alice.auth).expect(200)).body.data;
    expect(p1).toMatchObject({ page: 1, totalPages: 3, itemCount: 120 });
    expect(p1.items).toHaveLength(LIST_PAGE_SIZE);
    const p3 = (await http().get(`/api/lists/${id}?page=3`).set(alice.auth).expect(200)).body.data;
    expect(p3.items.map((i: { title: string }) => i.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `T${100 + i}`),
    );
    // Load more in the hand-made order: each page from where the previous one ended.
    const p2 = (await http().get(`/api/lists/${id}?page=2&after=${p1.nextAfter}`).set(alice.auth).expect(200))
      .body.data;
    expect(p2.items.map((i: { title: string }) => i.title)).toEqual(
      Array.from({ length: 50 }, (_, i) => `T${50 + i}`),
    );
    const byCursor = await caller(alice.token).lists.get({
      id,
      page: 1,
      cursor: { page: 3, after: p2.nextAfter },
    });
    expect(byCursor.items.map((i) => i.title)).toEqual(p3.items.map((i: { title: string }) => i.title));
    expect(byCursor.nextAfter).toBeNull();
    await http().get(`/api/lists/${id}?after=x`).set(alice.auth).expect(400);
    await http().get(`/api/lists/${id}?page=0`).set(alice.auth).expect(400);
    await http().get(`/api/lists/${id}?page=x`).set(alice.auth).expect(400);
  });

  it('100 parallel adds to a list at its limit leave it at the limit', async () => {
    const id = await filled(alice.user.id, LIST_ITEMS_MAX - 1);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        caller(alice.token)
          .lists.addItem({ id, item: { mediaType: 'movie', mediaId: String(500 + i), title: `P${i}` } })
          .then(
            () => 'ok',
            (e: { code?: string }) => e.code,
          ),
      ),
    );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a === 'BAD_REQUEST')).toHaveLength(99);
    const [row] = await t.deps.database.db.select({ n: lists.itemCount }).from(lists).where(eq(lists.id, id));
    const [held] = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listItems)
      .where(eq(listItems.listId, id));
    expect(row!.n).toBe(LIST_ITEMS_MAX);
    expect(Number(held!.n)).toBe(LIST_ITEMS_MAX);
    const full = await addItem(alice.auth, id, { media_type: 'movie', media_id: toyStory });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('This list is full: at most 10,000 titles. Remove some to add more.');
  }, 60_000);

  it.each([
    ['a name of 0 characters', { name: '' }],
    ['a name of spaces only', { name: '   ' }],
    ['a name of 201 characters', { name: 'x'.repeat(201) }],
    ['a description over 2,000 characters', { name: 'ok', description: 'd'.repeat(2001) }],
    ['an unknown visibility', { name: 'ok', visibility: 'secret' }],
    ['an unknown sort', { name: 'ok', sort: 'random' }],
    ['U+0000 in the name', { name: 'a\u0000b' }],
    ['a lone surrogate in the description', { name: 'ok', description: 'a\uD800b' }],
    ['no body', undefined],
  ])('refuses %s with a 400 and writes nothing', async (_what, body) => {
    const before = (await http().get('/api/lists').set(bob.auth)).body.data.length;
    const res = await create(bob.auth, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
    expect((await http().get('/api/lists').set(bob.auth)).body.data.length).toBe(before);
  });

  it('accepts a name of exactly 200 characters; refuses bad ids, items and notes', async () => {
    const made = await create(bob.auth, { name: 'n'.repeat(200) }).expect(201);
    const { id } = made.body.data;
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999'])
      expect((await http().get(`/api/lists/${bad}`).set(bob.auth)).status, bad).toBe(400);
    await http().get('/api/lists/987654321').set(bob.auth).expect(404);
    for (const body of [
      {},
      { media_type: 'book', media_id: '1' },
      { media_type: 'movie', media_id: 'abc' },
      { media_type: 'movie', media_id: toyStory, note: 'n'.repeat(501) },
      { media_type: 'movie', media_id: toyStory, note: 'a\u0000' },
      { media_type: 'movie', media_id: toyStory, note: '\uDC00' },
    ])
      expect((await addItem(bob.auth, id, body)).status, JSON.stringify(body)).toBe(400);
    expect((await http().get(`/api/lists/${id}`).set(bob.auth)).body.data.itemCount).toBe(0);
    await http()
      .put(`/api/lists/${id}`)
      .set(bob.auth)
      .set(json)
      .send({ name: 'x'.repeat(201) })
      .expect(400);
    await http().put(`/api/lists/${id}`).set(bob.auth).set(json).send({ visibility: 'everyone' }).expect(400);
  });

  describe('sharing', () => {
    let priv: { id: number; slug: string };
    let link: { id: number; slug: string };
    let pub: { id: number; slug: string };
    /** The app serving a stand-in build: the source index.html (its head and start-up frame). */
    let pages: () => ReturnType<typeof request>;
    beforeAll(async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'marquee-share-'));
      mkdirSync(path.join(dist, 'assets'));
      copyFileSync(
        path.resolve(import.meta.dirname, '../../src/client/index.html'),
        path.join(dist, 'index.html'),
      );
      const app = createApp(t.deps, { clientDist: dist });
      pages = () => request(app);
      const mk = async (name: string, visibility: string) => {
        const d = (
          await create(alice.auth, { name, visibility, description: `"Quotes" & <script>alert(1)</script>` })
        ).body.data;
        await addItem(alice.auth, d.id, { media_type: 'movie', media_id: toyStory, note: 'Best one' }).expect(
          200,
        );
        await addItem(alice.auth, d.id, { media_type: 'movie', media_id: pulpFiction }).expect(200);
        return d;
      };
      priv = await mk('Private <one>', 'private');
      link = await mk('Link "one" <b>', 'link');
      pub = await mk('Public one', 'public');
    });

    const shared = (slug: string, auth?: Auth) => {
      const req = http().get(`/api/lists/shared/${slug}`);
      return auth ? req.set(auth) : req;
    };

    it('private: 404 for everyone but the owner', async () => {
      expect((await shared(priv.slug)).status).toBe(404);
      expect((await shared(priv.slug, bob.auth)).status).toBe(404);
      expect((await shared(priv.slug, alice.auth)).body.data).toMatchObject({
        name: 'Private <one>',
        mine: true,
      });
      await expect(caller(null).lists.shared({ slug: priv.slug, page: 1 })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await http().post(`/api/lists/shared/${priv.slug}/copy`).set(bob.auth).expect(404);
      const page = await pages().get(`/list/${priv.slug}`);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('Private');
    });

    it('link and public: readable without an account, with nothing else of the owner', async () => {
      for (const l of [link, pub]) {
        const res = await shared(l.slug).expect(200);
        expect(res.body.data).toMatchObject({ slug: l.slug, itemCount: 2, mine: false });
        expect(
          res.body.data.items.map((i: { mediaId: string; note: string }) => [i.mediaId, i.note]),
        ).toEqual([
          [toyStory, 'Best one'],
          [pulpFiction, ''],
        ]);
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(alice.user.email);
        expect(text).not.toContain(alice.user.id);
        expect(Object.keys(res.body.data).sort()).toEqual(
          [
            'description',
            'itemCount',
            'items',
            'mine',
            'name',
            'nextAfter',
            'owner',
            'page',
            'slug',
            'sort',
            'totalPages',
            'visibility',
          ].sort(),
        );
        expect((await caller(null).lists.shared({ slug: l.slug, page: 1 })).name).toBe(res.body.data.name);
      }
    });

    it('a slug that does not exist, or is not a slug, is a 404 / 400', async () => {
      expect((await shared('abcdefghijkl')).status).toBe(404);
      expect((await shared('abc')).status).toBe(400);
      expect((await pages().get('/list/abcdefghijkl')).status).toBe(404);
    });

    it('the share page carries the name and description escaped in its head, og and twitter tags, no owner email', async () => {
      const res = await pages().get(`/list/${link.slug}`).expect(200);
      const html = res.text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<title>Link &quot;one&quot; &lt;b&gt;');
      expect(head).toContain('<meta property="og:title" content="Link &quot;one&quot; &lt;b&gt;"');
      expect(head).toContain(
        '<meta property="og:description" content="&quot;Quotes&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;"',
      );
      expect(head).toMatch(/<meta property="og:image" content="[^"]+\/[^"]+"/);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>');
      expect(html).toContain('<h1>Link &quot;one&quot; &lt;b&gt;</h1>');
      expect(html).not.toContain(alice.user.email);
      const pubHtml = (await pages().get(`/list/${pub.slug}`).expect(200)).text;
      expect(pubHtml).toContain('<meta property="og:title" content="Public one"');
      expect(pubHtml).not.toContain('noindex');
    });

    it('a restricted profile sees only the titles its level allows', async () => {
      const kids = await profileSession('kids');
      const res = await shared(link.slug, bearer(kids)).expect(200);
      expect(res.body.data.items.map((i: { mediaId: string }) => i.mediaId)).toEqual([toyStory]);
      const adult = await shared(link.slug, bob.auth).expect(200);
      expect(adult.body.data.items).toHaveLength(2);
      // And cannot add what its level does not allow.
      const { id } = (await create(bearer(kids), { name: 'Kids' })).body.data;
      const refused = await addItem(bearer(kids), id, { media_type: 'movie', media_id: pulpFiction });
      expect(refused.status).toBe(403);
      await addItem(bearer(kids), id, { media_type: 'movie', media_id: toyStory }).expect(200);
    });

    it("copies a shared list into the reader's lists as a private list", async () => {
      const res = await http().post(`/api/lists/shared/${link.slug}/copy`).set(bob.auth).expect(201);
      expect(res.body).toMatchObject({
        message: 'Copied to your lists',
        data: { name: 'Link "one" <b>', visibility: 'private', itemCount: 2 },
      });
      expect(res.body.data.slug).not.toBe(link.slug);
      expect(await order(bob.auth, res.body.data.id)).toEqual([toyStory, pulpFiction]);
      const copy = (await http().get(`/api/lists/${res.body.data.id}`).set(bob.auth)).body.data;
      expect(copy.items[0].note).toBe('Best one');
      await expect(caller(null).lists.copy({ slug: link.slug })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });
  });
});
