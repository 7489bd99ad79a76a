import { describe, expect, it } from 'vitest';
import { getDemoCatalogue } from '../../src/server/features/catalogue/sources/demo/catalogue';
import { buildCredits } from '../../src/server/features/catalogue/sources/demo/credits';
import { answer } from '../../src/server/features/catalogue/sources/demo/index';

/**
 * The demo's cast, people and collections (cast-data.ts, franchises.ts), read through the
 * demo source's TMDB answers: every well-known film and every show names its top-billed cast,
 * each cast member's page lists the title, film series are collections, and no overview
 * states a count its facts contradict.
 */
const cat = getDemoCatalogue();
const get = <T>(path: string, params: Record<string, string> = {}) => answer(path, params) as T;

interface CastEntry {
  id: number;
  name: string;
  character: string;
  order: number;
  known_for_department: string;
}
interface PersonCredits {
  cast: { id: number; media_type: 'movie' | 'tv'; character: string }[];
  crew: { id: number; media_type: 'movie' | 'tv'; job: string }[];
}

const filmTitled = (title: string) => {
  const e = cat.movies.find((m) => m.title === title);
  if (!e) throw new Error(`no film ${title}`);
  return e;
};

describe('demo cast', () => {
  it('names 5 to 8 top-billed cast, each with a character, for every one of the 100 most popular films', () => {
    const top = cat.sorted('movie', 'popularity.desc').slice(0, 100);
    for (const e of top) {
      const credits = get<{ cast: CastEntry[] }>(`movie/${e.id}/credits`);
      expect(credits.cast.length, e.title).toBeGreaterThanOrEqual(5);
      expect(credits.cast.length, e.title).toBeLessThanOrEqual(8);
      expect(
        credits.cast.every((c) => c.name !== '' && c.character !== '' && c.known_for_department === 'Acting'),
        e.title,
      ).toBe(true);
      expect(credits.cast.map((c) => c.order)).toEqual(credits.cast.map((_, i) => i));
    }
  });

  it('names the cast of every show', () => {
    for (const e of cat.shows) {
      const credits = get<{ cast: CastEntry[] }>(`tv/${e.id}/credits`);
      expect(credits.cast.length, e.title).toBeGreaterThanOrEqual(5);
      expect(
        credits.cast.every((c) => c.character !== ''),
        e.title,
      ).toBe(true);
    }
  });

  it('names only titles the records hold, and no one twice on a title', () => {
    expect(buildCredits(cat.movies, cat.shows).unmatched).toEqual([]);
    for (const e of [...cat.movies, ...cat.shows]) {
      expect(new Set(e.cast.map((c) => c.id)).size, e.title).toBe(e.cast.length);
    }
  });

  it("lists every title on each of its cast members' pages, as that character", () => {
    let checked = 0;
    for (const e of [...cat.movies, ...cat.shows]) {
      for (const member of e.cast) {
        const credits = get<PersonCredits>(`person/${member.id}/combined_credits`);
        expect(credits.cast, `${member.name} in ${e.title}`).toContainEqual(
          expect.objectContaining({ id: e.id, media_type: e.kind, character: member.character }),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives an actor who also directed both: Tom Hanks acts in Toy Story and Forrest Gump and directed That Thing You Do!', () => {
    const toyStory = filmTitled('Toy Story');
    const hanks = get<{ cast: CastEntry[] }>(`movie/${toyStory.id}/credits`).cast[0]!;
    expect(hanks).toMatchObject({ name: 'Tom Hanks', character: 'Woody' });
    const person = get<{ known_for_department: string; combined_credits: PersonCredits }>(
      `person/${hanks.id}`,
      { append_to_response: 'combined_credits' },
    );
    expect(person.known_for_department).toBe('Acting');
    const acted = person.combined_credits.cast.map((c) => c.id);
    expect(acted).toContain(toyStory.id);
    expect(acted).toContain(filmTitled('Forrest Gump').id);
    expect(person.combined_credits.crew).toEqual([
      expect.objectContaining({ id: filmTitled('That Thing You Do!').id, job: 'Director' }),
    ]);
    // The People search finds actors too.
    const found = get<{ results: { id: number; known_for_department: string }[] }>('search/person', {
      query: 'tom hanks',
    });
    expect(found.results[0]).toMatchObject({ id: hanks.id, known_for_department: 'Acting' });
  });
});

describe('demo collections', () => {
  const collections = [...cat.collections.values()];

  it('holds at least 8 film series, the best-known ones among them, each of two or more films', () => {
    expect(collections.length).toBeGreaterThanOrEqual(8);
    const names = collections.map((c) => c.name);
    for (const name of [
      'The Lord of the Rings Collection',
      'Star Wars Collection',
      'Harry Potter Collection',
      'Toy Story Collection',
      'The Dark Knight Collection',
      'The Godfather Collection',
      'Back to the Future Collection',
    ]) {
      expect(names).toContain(name);
    }
    for (const c of collections) {
      expect(c.parts.length, c.name).toBeGreaterThanOrEqual(2);
      expect(
        c.parts.every((p) => cat.byId.movie.get(p.id) === p),
        c.name,
      ).toBe(true);
    }
  });

  it('answers collection/{id} with its films in release order, and each film names its collection', () => {
    for (const c of collections) {
      const payload = get<{
        id: number;
        name: string;
        overview: string;
        poster_path: string | null;
        parts: { id: number; media_type: string; release_date: string }[];
      }>(`collection/${c.id}`);
      expect(payload).toMatchObject({ id: c.id, name: c.name });
      expect(payload.overview).not.toBe('');
      expect(payload.poster_path).toBe(`/p-m${c.parts[0]!.id}.svg`);
      const dates = payload.parts.map((p) => p.release_date);
      expect(dates, c.name).toEqual([...dates].sort());
      expect(payload.parts.every((p) => p.media_type === 'movie')).toBe(true);
      for (const part of c.parts) {
        const film = get<{ belongs_to_collection: { id: number; name: string } | null }>(`movie/${part.id}`);
        expect(film.belongs_to_collection, part.title).toMatchObject({ id: c.id, name: c.name });
      }
    }
    const toyStory = filmTitled('Toy Story');
    expect(toyStory.collection?.parts.map((p) => p.title)).toEqual([
      'Toy Story',
      'Toy Story 2',
      'Toy Story 3',
    ]);
    expect(
      get<{ belongs_to_collection: unknown }>(`movie/${filmTitled('Fight Club').id}`).belongs_to_collection,
    ).toBeNull();
    expect(get<{ posters: unknown[] }>(`collection/${toyStory.collection!.id}/images`).posters).toHaveLength(
      1,
    );
    expect(() => answer('collection/1', {})).toThrow();
  });
});

describe('demo overviews', () => {
  /** Every "N season(s)" / "N episode(s)" a text states. */
  const counts = (text: string, word: 'season' | 'episode') =>
    [...text.matchAll(new RegExp(`\\b(\\d[\\d,]*)\\s+${word}s?\\b`, 'gi'))].map((m) =>
      Number(m[1]!.replace(/,/g, '')),
    );

  it("state no season or episode count that the title's own facts contradict", () => {
    for (const e of cat.shows) {
      const t = get<{
        overview: string;
        number_of_seasons: number;
        number_of_episodes: number;
        seasons: { season_number: number; episode_count: number; overview: string }[];
      }>(`tv/${e.id}`);
      const regular = t.seasons.filter((s) => s.season_number > 0);
      for (const text of [t.overview, e.show!.overview]) {
        for (const n of counts(text, 'season')) expect(n, `${e.title}: ${text}`).toBe(t.number_of_seasons);
        for (const n of counts(text, 'episode')) {
          expect(n, `${e.title}: ${text}`).toBe(regular.reduce((sum, s) => sum + s.episode_count, 0));
        }
      }
      expect(t.number_of_seasons).toBe(regular.length);
      for (const s of t.seasons) {
        for (const n of counts(s.overview, 'episode'))
          expect(n, `${e.title}: ${s.overview}`).toBe(s.episode_count);
      }
    }
    for (const e of cat.movies) {
      expect(counts(e.movie!.overview, 'season'), e.title).toEqual([]);
      expect(counts(e.movie!.overview, 'episode'), e.title).toEqual([]);
    }
  });
});
