import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/server/auth/lucia';
import { profiles } from '../../src/server/db/schema';
import { createSessionFor } from '../../src/server/features/auth/service';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { demoPeople } from '../../src/server/features/catalogue/sources/demo/people';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { LISTING_LISTS, type MediaType, QUICK_FILTERS } from '../../src/shared/catalogue';
import { type MaturityLevel, RESTRICTED_STATUS, ratingAllowed } from '../../src/shared/profiles';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Profiles' maturity levels over the WHOLE demo catalogue, property-style: for Kids, Family
 * and Teen profiles (sessions switched to a profile of that level) every catalogue procedure
 * is walked — home, every listing (each list, each quick filter, each genre) page by page,
 * search for many words, every allowed title's detail and similar titles, every person's
 * filmography — and no answer holds a title the level does not allow (unrated included);
 * each listing's total equals the cards counted over its pages, every page but the last
 * full. Blocked titles answer 403 with the profile message through tRPC. Adult profiles get
 * exactly the visitors' answers. The ratings checked against are the demo's data (films'
 * MPAA ratings, shows' TV ratings), read here independently of the filtering code.
 */

type Api = ReturnType<typeof createCaller>;
const LEVELS = ['kids', 'family', 'teen'] as const satisfies readonly MaturityLevel[];
const PAGE_SIZE = 20;

const cat = getDemoCatalogue();
const ratingOf = (type: MediaType, id: number): string | null | undefined => {
  const e = cat.byId[type].get(id);
  return e ? e.certification : undefined;
};
const allowed = (level: MaturityLevel, type: MediaType, id: number) => {
  const r = ratingOf(type, id);
  if (r === undefined) throw new Error(`${type} ${id} is not a demo title`);
  return ratingAllowed(level, r);
};
const blockedIn = (level: MaturityLevel, cards: readonly { mediaType: MediaType; id: number }[]) =>
  cards.filter((c) => !allowed(level, c.mediaType, c.id)).map((c) => `${c.mediaType}/${c.id}`);

async function restricted(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    return { code: e.code, message: e.message };
  }
  throw new Error('expected a refusal');
}

/** Every page of a paged procedure: the cards, the totals each page announced. */
async function allPages<T>(
  fetch: (page: number) => Promise<{ page: number; totalPages: number; totalResults: number; results: T[] }>,
) {
  const first = await fetch(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => fetch(i + 2)),
  );
  const pages = [first, ...rest];
  return { pages, cards: pages.flatMap((p) => p.results), total: first.totalResults };
}

describe('maturity levels over the whole demo catalogue', () => {
  let t: TestApp;
  let visitor: Api;
  let adult: Api;
  const api = {} as Record<(typeof LEVELS)[number], Api>;
  const tokens = {} as Record<MaturityLevel, string>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'demo' });
    const { user, token } = await insertUser(t.deps);
    const callerFor = (tok: string) =>
      createCaller(createContextFor(t.deps, { headers: { authorization: `Bearer ${tok}` } }));
    visitor = createCaller(createContextFor(t.deps, { headers: {} }));
    tokens.adult = token;
    adult = callerFor(token);
    let position = 1;
    for (const level of LEVELS) {
      const id = `${user.id}-${level}`;
      await t.deps.database.db.insert(profiles).values({
        id,
        userId: user.id,
        name: level,
        avatar: 'blue',
        maturity: level,
        position: position++,
      });
      const tok = await createSessionFor(t.deps.lucia, user.id);
      await t.deps.sessions.setProfile(sessionIdFromToken(tok), id);
      tokens[level] = tok;
      api[level] = callerFor(tok);
    }
  });
  afterAll(() => t.close());

  it('the demo has titles at every level, films and shows (its shows carry their US TV ratings)', () => {
    for (const level of LEVELS) {
      expect(cat.movies.some((e) => e.complete && allowed(level, 'movie', e.id))).toBe(true);
      expect(cat.shows.some((e) => e.complete && allowed(level, 'tv', e.id))).toBe(true);
    }
    expect(cat.shows.every((e) => /^TV-(Y|Y7|G|PG|14|MA)$/.test(e.certification ?? ''))).toBe(true);
  });

  it('serves the shows’ ratings as content_ratings (US) through the public proxy, which stays unfiltered', async () => {
    const show = cat.shows.find((e) => e.title === 'Gravity Falls')!;
    const res = await t.http().get(`/api/tmdb/tv/${show.id}/content_ratings`);
    expect(res.body).toEqual({
      id: show.id,
      results: [{ descriptors: [], iso_3166_1: 'US', rating: 'TV-Y7' }],
    });
    // The proxy answers a Kids profile's token as it answers anyone: TMDB's data, unfiltered.
    const r = cat.movies.find((e) => e.certification === 'R' && e.complete)!;
    const proxied = await t
      .http()
      .get(`/api/tmdb/movie/${r.id}`)
      .set('Authorization', `Bearer ${tokens.kids}`);
    expect(proxied.status).toBe(200);
  });

  it.each(LEVELS)(
    '%s: home holds only allowed titles, rows as full as the allowed titles permit',
    async (level) => {
      const home = await api[level].catalogue.home();
      const cards = home.rows.flatMap((r) => r.items);
      expect(cards.length).toBeGreaterThan(0);
      expect(blockedIn(level, cards)).toEqual([]);
      if (home.hero) expect(allowed(level, 'movie', home.hero.id)).toBe(true);
    },
  );

  it.each(LEVELS)(
    '%s: every listing (lists, quick filters, genres) pages through allowed titles only, totals = cards',
    async (level) => {
      const a = api[level];
      const combos: Array<{ type: MediaType; input: Record<string, unknown> }> = [];
      for (const type of ['movie', 'tv'] as const) {
        for (const list of LISTING_LISTS) combos.push({ type, input: { list } });
        const genres = await a.catalogue.genres({ type });
        for (const filter of QUICK_FILTERS) {
          combos.push({ type, input: { filter } });
          for (const g of genres) combos.push({ type, input: { filter, genre: g.id } });
        }
      }
      let seen = 0;
      for (const { type, input } of combos) {
        const fetch = (page: number) =>
          type === 'movie'
            ? a.catalogue.movies({ ...input, page } as never)
            : a.catalogue.tv({ ...input, page } as never);
        const { pages, cards, total } = await allPages(fetch);
        const where = `${type} ${JSON.stringify(input)}`;
        expect(blockedIn(level, cards), where).toEqual([]);
        expect(
          cards.every((c) => c.mediaType === type),
          where,
        ).toBe(true);
        expect(total, where).toBe(cards.length);
        expect(
          pages.slice(0, -1).map((p) => p.results.length),
          where,
        ).toEqual(Array(pages.length - 1).fill(PAGE_SIZE));
        seen += cards.length;
      }
      expect(seen).toBeGreaterThan(0);
    },
  );

  it.each(LEVELS)(
    '%s: search (many words, misspellings, both tabs of titles) answers allowed titles only, totals = cards',
    async (level) => {
      const a = api[level];
      const words = new Set<string>([
        'the',
        'star',
        'love',
        'man',
        'war',
        'night',
        'bad',
        'breking bad',
        'simpsns',
      ]);
      for (const e of [...cat.movies, ...cat.shows].filter((_, i) => i % 40 === 0))
        words.add(e.title.split(/\s+/)[0]!.replace(/[^\p{L}\p{N}]/gu, '') || 'a');
      for (const query of words) {
        if (!query) continue;
        for (const type of ['multi', 'movie', 'tv'] as const) {
          const { cards, total, pages } = await allPages((page) => a.catalogue.search({ query, type, page }));
          expect(blockedIn(level, cards), query).toEqual([]);
          expect(total, query).toBe(cards.length);
          // A correction is only reported when it found something this level may see.
          if ((pages[0] as { correctedQuery?: string }).correctedQuery)
            expect(cards.length, query).toBeGreaterThan(0);
        }
        const people = await a.catalogue.searchPeople({ query, page: 1 });
        for (const p of people.results) expect(blockedIn(level, p.knownFor), query).toEqual([]);
      }
      // A restricted title cannot be reached by its id either.
      const r = cat.movies.find((e) => e.certification === 'R' && e.complete)!;
      expect((await a.catalogue.search({ query: `tmdb:${r.id}`, type: 'movie', page: 1 })).results).toEqual(
        [],
      );
    },
  );

  it.each(LEVELS)(
    '%s: every allowed title opens, its similar titles allowed; blocked titles answer 403',
    async (level) => {
      const a = api[level];
      for (const e of cat.movies.filter((m) => allowed(level, 'movie', m.id))) {
        const d = await a.catalogue.movie({ id: e.id });
        expect(blockedIn(level, d.similar), e.title).toEqual([]);
      }
      for (const e of cat.shows.filter((s) => allowed(level, 'tv', s.id))) {
        const d = await a.catalogue.tvShow({ id: e.id });
        expect(blockedIn(level, d.similar), e.title).toEqual([]);
        await a.catalogue.season({ id: e.id, season: 1 });
        await a.catalogue.watchProviders({ type: 'tv', id: e.id });
      }
      const refusal = { code: 'FORBIDDEN', message: 'This title is not available on this profile.' };
      const blockedMovies = cat.movies
        .filter((m) => !allowed(level, 'movie', m.id))
        .filter((_, i) => i % 25 === 0);
      const blockedShows = cat.shows.filter((s) => !allowed(level, 'tv', s.id));
      expect(blockedMovies.some((m) => m.certification === null)).toBe(true);
      for (const e of blockedMovies) {
        expect(await restricted(a.catalogue.movie({ id: e.id })), e.title).toEqual(refusal);
        expect(await restricted(a.catalogue.watchProviders({ type: 'movie', id: e.id }))).toEqual(refusal);
      }
      for (const e of blockedShows) {
        expect(await restricted(a.catalogue.tvShow({ id: e.id })), e.title).toEqual(refusal);
        expect(await restricted(a.catalogue.season({ id: e.id, season: 1 })), e.title).toEqual(refusal);
      }
    },
  );

  it.each(LEVELS)("%s: every person's filmography and known-for titles are allowed ones", async (level) => {
    const a = api[level];
    let credits = 0;
    for (const p of demoPeople(cat).values()) {
      const person = await a.catalogue.person({ id: p.id });
      expect(blockedIn(level, person.credits), p.name).toEqual([]);
      expect(blockedIn(level, person.knownFor), p.name).toEqual([]);
      const expected = [...p.acted.map((a) => a.entry), ...p.directed, ...p.created].filter((e) =>
        allowed(level, e.kind, e.id),
      );
      expect(new Set(person.credits.map((c) => `${c.mediaType}/${c.id}`)), p.name).toEqual(
        new Set(expected.map((e) => `${e.kind}/${e.id}`)),
      );
      credits += person.credits.length;
    }
    expect(credits).toBeGreaterThan(0);
  });

  it.each(LEVELS)('%s: Recommended for You holds only allowed titles', async (level) => {
    const cards = await api[level].recommendations.forMe();
    expect(blockedIn(level, cards)).toEqual([]);
    expect(blockedIn(level, await adult.recommendations.forMe()).length).toBeGreaterThan(0);
  });

  it('over HTTP, a blocked detail is a 403 with the message and `restricted` in the error data', async () => {
    const r = cat.movies.find((e) => e.certification === 'R' && e.complete)!;
    const input = encodeURIComponent(JSON.stringify({ id: r.id }));
    const res = await t
      .http()
      .get(`/trpc/catalogue.movie?input=${input}`)
      .set('Authorization', `Bearer ${tokens.kids}`);
    expect(res.status).toBe(RESTRICTED_STATUS);
    expect(res.body.error.message).toBe('This title is not available on this profile.');
    expect(res.body.error.data).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403, restricted: true });
    // In the reader's language too.
    const fr = await t
      .http()
      .get(`/trpc/catalogue.movie?input=${input}`)
      .set('Authorization', `Bearer ${tokens.kids}`)
      .set('Accept-Language', 'fr');
    expect(fr.body.error.message).toBe('Ce titre n’est pas disponible sur ce profil.');
    // The same title for an adult profile and a visitor.
    const ok = await t
      .http()
      .get(`/trpc/catalogue.movie?input=${input}`)
      .set('Authorization', `Bearer ${tokens.adult}`);
    expect(ok.status).toBe(200);
    expect((await t.http().get(`/trpc/catalogue.movie?input=${input}`)).status).toBe(200);
  });

  it('an adult profile gets exactly the visitors’ answers, restricted titles included', async () => {
    const r = cat.movies.find((e) => e.certification === 'R' && e.complete)!;
    const ma = cat.shows.find((e) => e.certification === 'TV-MA')!;
    const calls: Array<(x: Api) => Promise<unknown>> = [
      (x) => x.catalogue.home(),
      (x) => x.catalogue.movies({ filter: 'all', page: 1 } as never),
      (x) => x.catalogue.movies({ filter: 'top_rated', page: 3 } as never),
      (x) => x.catalogue.tv({ list: 'trending', page: 1 } as never),
      (x) => x.catalogue.tv({ filter: 'latest', page: 1 } as never),
      (x) => x.catalogue.search({ query: 'the', type: 'multi', page: 1 }),
      (x) => x.catalogue.search({ query: 'brekaing bad', type: 'multi', page: 1 }),
      (x) => x.catalogue.movie({ id: r.id }),
      (x) => x.catalogue.tvShow({ id: ma.id }),
      (x) => x.catalogue.person({ id: [...demoPeople(cat).keys()][0]! }),
    ];
    for (const call of calls) expect(await call(adult)).toEqual(await call(visitor));
    const all = await visitor.catalogue.movies({ filter: 'all', page: 1 } as never);
    expect(blockedIn('kids', all.results).length).toBeGreaterThan(0);
  });
});
