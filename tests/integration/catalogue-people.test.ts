import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { demoPeople } from '../../src/server/features/catalogue/sources/demo/people';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { CREDIT_GROUPS } from '../../src/shared/catalogue';
import type { PersonCredit } from '../../src/shared/schemas/people';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * People, collections and where to watch on the demo source, through the tRPC procedures
 * and the TMDB-shaped proxy: everything comes from the demo's data (its directors, its
 * shows' creators, its cast and film series tables, its US providers) and nothing else is invented.
 */
async function codeOf(p: Promise<unknown>): Promise<TRPCError['code']> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCError) return e.code;
    throw e;
  }
  throw new Error('expected a tRPC error');
}

const newestFirst = (credits: PersonCredit[]) =>
  credits.every((c, i) => i === 0 || c.date === '' || credits[i - 1]!.date >= c.date);

describe('people, collections and providers on the demo source', () => {
  let t: TestApp;
  let api: ReturnType<typeof createCaller>;
  const cat = getDemoCatalogue();
  beforeAll(async () => {
    t = await createTestApp('pglite', { CATALOGUE_SOURCE: 'demo' });
    api = createCaller(createContextFor(t.deps, { headers: {} }));
  });
  afterAll(() => t.close());

  it("a film's director links to a person page listing exactly the films the data credits them with", async () => {
    const film = cat.movies.find((e) => e.movie?.director === 'Steven Spielberg')!;
    const detail = await api.catalogue.movie({ id: film.id });
    expect(detail.directors).toHaveLength(1);
    const ref = detail.directors[0]!;
    expect(ref).toMatchObject({ name: 'Steven Spielberg', profilePath: null });
    expect(detail.writers).toEqual([]);
    expect(detail.collection?.id ?? null).toBe(film.collection?.id ?? null);

    const person = await api.catalogue.person({ id: ref.id });
    const directed = cat.movies.filter((e) => e.movie?.director === 'Steven Spielberg');
    expect(person).toMatchObject({
      id: ref.id,
      name: 'Steven Spielberg',
      profilePath: null,
      knownForDepartment: 'directing',
      biography: null,
      birthday: null,
      deathday: null,
      placeOfBirth: null,
    });
    expect(person.credits.map((c) => c.id).sort()).toEqual(directed.map((e) => e.id).sort());
    expect(person.credits.every((c) => c.group === 'directing' && c.roles.join() === 'Director')).toBe(true);
    expect(newestFirst(person.credits)).toBe(true);
    expect(person.knownFor.length).toBeGreaterThan(0);
    expect(person.knownFor.length).toBeLessThanOrEqual(8);
    // Every credit opens a title whose page names this person again.
    const back = await api.catalogue.movie({ id: person.credits[0]!.id });
    expect(back.directors.map((d) => d.id)).toEqual([ref.id]);
  });

  it("a show's creators link to person pages; a director who also created shows has both groups", async () => {
    const show = cat.shows.find((e) => e.title === 'The Walking Dead')!;
    const detail = await api.catalogue.tvShow({ id: show.id });
    expect(detail.creators.map((c) => c.name)).toEqual(['Frank Darabont']);
    expect(detail.createdBy).toEqual(['Frank Darabont']);
    const person = await api.catalogue.person({ id: detail.creators[0]!.id });
    const groups = new Set(person.credits.map((c) => c.group));
    expect([...groups].sort()).toEqual(['creator', 'directing']);
    expect(person.credits.find((c) => c.group === 'creator')).toMatchObject({
      mediaType: 'tv',
      id: show.id,
      title: 'The Walking Dead',
      roles: ['Creator'],
    });
    expect(person.knownForDepartment).toBe('directing');
    expect(person.knownFor.every((c) => c.group === 'directing')).toBe(true);
  });

  it('searches directors and creators by name, ignoring accents and case', async () => {
    const page = await api.catalogue.searchPeople({ query: 'rene echevarria' });
    expect(page.results.map((r) => r.name)).toEqual(['René Echevarria']);
    expect(page.results[0]!.knownFor.length).toBeGreaterThan(0);
    const gilligan = await api.catalogue.searchPeople({ query: 'GILLIGAN' });
    expect(gilligan.results[0]).toMatchObject({ name: 'Vince Gilligan', knownForDepartment: 'creator' });
    expect(gilligan.results[0]!.knownFor.map((k) => k.title).sort()).toEqual([
      'Better Call Saul',
      'Breaking Bad',
    ]);
    expect((await api.catalogue.searchPeople({ query: 'zzzzqqq' })).results).toEqual([]);
    expect(await codeOf(api.catalogue.searchPeople({ query: '  ' }))).toBe('BAD_REQUEST');
  });

  it("names a film's collection; the collection page lists its films in release order", async () => {
    const film = cat.movies.find((e) => e.title === 'The Lord of the Rings: The Two Towers')!;
    const detail = await api.catalogue.movie({ id: film.id });
    expect(detail.collection).toMatchObject({ name: 'The Lord of the Rings Collection' });
    const collection = await api.catalogue.collection({ id: detail.collection!.id });
    expect(collection.name).toBe('The Lord of the Rings Collection');
    expect(collection.parts.map((p) => p.title)).toEqual([
      'The Lord of the Rings: The Fellowship of the Ring',
      'The Lord of the Rings: The Two Towers',
      'The Lord of the Rings: The Return of the King',
    ]);
    expect(collection.posterPath).toBe(`/p-m${collection.parts[0]!.id}.svg`);
    expect(await codeOf(api.catalogue.collection({ id: 10 }))).toBe('NOT_FOUND');
  });

  it("a film's cast links to person pages: an actor's films under Acting, with their characters", async () => {
    const film = cat.movies.find((e) => e.title === 'Forrest Gump')!;
    const detail = await api.catalogue.movie({ id: film.id });
    expect(detail.cast[0]).toMatchObject({ name: 'Tom Hanks', character: 'Forrest Gump', profilePath: null });
    const person = await api.catalogue.person({ id: detail.cast[0]!.id });
    expect(person.knownForDepartment).toBe('acting');
    const acting = person.credits.filter((c) => c.group === 'acting');
    expect(acting.find((c) => c.id === film.id)?.roles).toEqual(['Forrest Gump']);
    expect(acting.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Toy Story', 'Cast Away', 'Toy Story 3']),
    );
    expect(person.credits.filter((c) => c.group === 'directing').map((c) => c.title)).toEqual([
      'That Thing You Do!',
    ]);
    // Known for picks from the filmography: the best-known acting titles, fewer than all.
    expect(person.knownFor.length).toBeGreaterThan(1);
    expect(person.knownFor.length).toBeLessThan(acting.length);
    expect(person.knownFor.every((c) => c.group === 'acting')).toBe(true);
  });

  it('never repeats a whole filmography as Known for: at most half of anyone’s titles', async () => {
    let shown = 0;
    for (const p of demoPeople(cat).values()) {
      const person = await api.catalogue.person({ id: p.id });
      const titles = new Set(person.credits.map((c) => `${c.mediaType}/${c.id}`)).size;
      expect(person.knownFor.length, p.name).toBeLessThanOrEqual(Math.floor(titles / 2));
      if (person.knownFor.length > 0) shown++;
    }
    expect(shown).toBeGreaterThan(50);
  });

  it('names the US services of a title, and none elsewhere', async () => {
    const show = cat.shows.find((e) => e.title === 'Breaking Bad')!;
    const us = await api.catalogue.watchProviders({ type: 'tv', id: show.id, region: 'us' });
    expect(us).toEqual({
      id: show.id,
      mediaType: 'tv',
      region: 'US',
      // The demo's ids are not TMDB's: its stand-in for TMDB's offers page is TMDB's search for the title.
      link: 'https://www.themoviedb.org/search/tv?query=Breaking%20Bad',
      flatrate: [{ id: 8, name: 'Netflix', logoPath: null, displayPriority: 0 }],
      free: [],
      ads: [],
      rent: [],
      buy: [],
      regions: ['US'],
      attribution: 'demo',
    });
    const fr = await api.catalogue.watchProviders({ type: 'tv', id: show.id, region: 'FR' });
    expect([fr.region, fr.flatrate, fr.regions]).toEqual(['FR', [], ['US']]);
    // Without a region, the demo answers for the one region its data describes.
    expect((await api.catalogue.watchProviders({ type: 'tv', id: show.id })).region).toBe('US');
  });

  it('answers bad input with BAD_REQUEST and unknown ids with NOT_FOUND', async () => {
    expect(await codeOf(api.catalogue.person({ id: 0 }))).toBe('BAD_REQUEST');
    expect(await codeOf(api.catalogue.person({ id: 1 }))).toBe('NOT_FOUND');
    expect(await codeOf(api.catalogue.collection({ id: -3 }))).toBe('BAD_REQUEST');
    for (const region of ['XX', 'EU', 'USA', '']) {
      expect(await codeOf(api.catalogue.watchProviders({ type: 'movie', id: 1, region }))).toBe(
        'BAD_REQUEST',
      );
    }
    expect(await codeOf(api.catalogue.watchProviders({ type: 'movie', id: 1, region: 'US' }))).toBe(
      'NOT_FOUND',
    );
  });

  it('answers 400 and 404 over HTTP, never 500', async () => {
    const get = (path: string, input: unknown) =>
      t
        .http()
        .get(`/trpc/${path}`)
        .query({ input: JSON.stringify(input) });
    expect((await get('catalogue.person', { id: 'abc' })).status).toBe(400);
    expect((await get('catalogue.person', { id: 1 })).status).toBe(404);
    expect((await get('catalogue.collection', { id: 1.5 })).status).toBe(400);
    expect((await get('catalogue.collection', { id: 1 })).status).toBe(404);
    const bad = await get('catalogue.watchProviders', { type: 'movie', id: 1, region: 'ZZ' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error.message).toMatch(/^Region must be a two-letter country code/);
    expect((await get('catalogue.searchPeople', { query: '' })).status).toBe(400);
  });

  it('lists the filmography groups in one fixed order the client translates', () => {
    expect(CREDIT_GROUPS[0]).toBe('acting');
    expect(new Set(CREDIT_GROUPS).size).toBe(CREDIT_GROUPS.length);
  });

  describe('the proxy', () => {
    const director = cat.movies.find((e) => e.movie?.director === 'Steven Spielberg')!;
    const get = (path: string) => t.http().get(`/api/tmdb/${path}`);
    let personId = 0;
    beforeAll(async () => {
      personId = (await api.catalogue.movie({ id: director.id })).directors[0]!.id;
    });

    it('answers person/{id} with the appended credits, as TMDB shapes them', async () => {
      const res = await get(`person/${personId}?append_to_response=combined_credits,external_ids,images`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: personId,
        name: 'Steven Spielberg',
        biography: '',
        birthday: null,
        profile_path: null,
        known_for_department: 'Directing',
        images: { id: personId, profiles: [] },
        external_ids: { id: personId, imdb_id: null },
        combined_credits: { id: personId, cast: [] },
      });
      const crew = res.body.combined_credits.crew as Array<Record<string, unknown>>;
      expect(crew.length).toBeGreaterThan(1);
      expect(crew.every((c) => c.media_type === 'movie' && c.job === 'Director')).toBe(true);
    });

    it('answers the credits sub-resources: movie ones without media_type, no TV ones for a film director', async () => {
      const movies = await get(`person/${personId}/movie_credits`);
      expect(movies.status).toBe(200);
      expect(movies.body.crew.length).toBeGreaterThan(1);
      expect(movies.body.crew[0].media_type).toBeUndefined();
      const tv = await get(`person/${personId}/tv_credits`);
      expect(tv.body).toEqual({ cast: [], crew: [], id: personId });
      const combined = await get(`person/0${personId}/combined_credits`);
      expect(combined.body.crew).toHaveLength(movies.body.crew.length);
    });

    it('answers search/person in TMDB pages', async () => {
      const res = await get('search/person?query=spielberg');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 1, total_pages: 1, total_results: 1 });
      expect(res.body.results[0]).toMatchObject({
        id: personId,
        name: 'Steven Spielberg',
        profile_path: null,
      });
      expect(res.body.results[0].known_for[0].media_type).toBe('movie');
    });

    it.each([
      ['person/abc', 400],
      ['person/1', 404],
      ['person/1/combined_credits', 404],
      ['collection/1', 404],
      ['collection/1/images', 404],
      ['collection/x', 400],
      ['person/popular', 404],
      ['search/person', 400],
    ])('/%s answers %i with a status_message', async (path, status) => {
      const res = await get(path);
      expect(res.status).toBe(status);
      expect(res.body.status_message).toBeTruthy();
    });
  });
});
