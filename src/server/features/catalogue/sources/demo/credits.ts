import { FILM_CAST, SHOW_CAST } from './cast-data';
import type { Entry } from './catalogue';
import { FRANCHISES } from './franchises';
import { IdAllocator } from './ids';

/** One cast member of a title: who, as whom, in billing order. */
export interface CastCredit {
  id: number;
  name: string;
  character: string;
}

/** A film series: its films present in the records, in release order. */
export interface DemoCollection {
  id: number;
  name: string;
  parts: Entry[];
}

/** `Title|…|Actor=Character;…` lines → key (all before the last `|`) → [name, character] pairs. */
function readTable(text: string): Map<string, [string, string][]> {
  const table = new Map<string, [string, string][]>();
  for (const line of text.split('\n')) {
    const at = line.lastIndexOf('|');
    if (at < 0) continue;
    const pairs = line
      .slice(at + 1)
      .split(';')
      .map((pair): [string, string] => {
        const eq = pair.indexOf('=');
        return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      });
    table.set(line.slice(0, at), pairs);
  }
  return table;
}

/** A film's key in the tables: its title and release year. */
export const filmKey = (title: string, year: number | null) => `${title}|${year ?? ''}`;

export interface DemoCredits {
  /** Every person the demo names (directors, creators, cast) → their id. */
  personIds: ReadonlyMap<string, number>;
  castOf(title: Entry): readonly CastCredit[];
  collections: ReadonlyMap<number, DemoCollection>;
  collectionOf(title: Entry): DemoCollection | null;
  /** Table rows that name no title of the records (a test keeps this empty). */
  unmatched: string[];
}

/**
 * Joins the hand-written cast and series tables to the titles. People get collision-free ids
 * from their names (allocated in name order, so an id depends only on the set of names): the
 * same person on every title, their page gathering all of it.
 */
export function buildCredits(movies: readonly Entry[], shows: readonly Entry[]): DemoCredits {
  const films = new Map<string, Entry>();
  // Two records of one title and year: the better-known one carries the credits.
  for (const m of [...movies].sort((a, b) => b.popularity - a.popularity)) {
    const key = filmKey(m.title, m.year);
    if (!films.has(key)) films.set(key, m);
  }
  const showsByName = new Map(shows.map((s) => [s.title, s]));
  const unmatched: string[] = [];
  const rawCast = new Map<Entry, [string, string][]>();
  for (const [key, pairs] of readTable(FILM_CAST)) {
    const film = films.get(key);
    if (film) rawCast.set(film, pairs);
    else unmatched.push(key);
  }
  for (const [key, pairs] of readTable(SHOW_CAST)) {
    const show = showsByName.get(key);
    if (show) rawCast.set(show, pairs);
    else unmatched.push(key);
  }

  const names = new Set<string>();
  for (const t of [...movies, ...shows]) {
    if (t.movie?.director) names.add(t.movie.director);
    for (const c of t.show?.data.createdBy ?? []) names.add(c);
  }
  for (const pairs of rawCast.values()) for (const [name] of pairs) names.add(name);
  const people = new IdAllocator();
  const personIds = new Map([...names].sort().map((name) => [name, people.allocate(`person|${name}`)]));

  const cast = new Map<Entry, CastCredit[]>();
  for (const [title, pairs] of rawCast) {
    cast.set(
      title,
      pairs.map(([name, character]) => ({ id: personIds.get(name)!, name, character })),
    );
  }

  const ids = new IdAllocator();
  const collections = new Map<number, DemoCollection>();
  const byTitle = new Map<Entry, DemoCollection>();
  for (const [name, keys] of FRANCHISES) {
    const parts: Entry[] = [];
    for (const key of keys) {
      const film = films.get(key);
      if (film) parts.push(film);
      else unmatched.push(key);
    }
    parts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const collection = { id: ids.allocate(`collection|${name}`), name, parts };
    collections.set(collection.id, collection);
    for (const p of parts) byTitle.set(p, collection);
  }

  return {
    personIds,
    castOf: (title) => cast.get(title) ?? [],
    collections,
    collectionOf: (title) => byTitle.get(title) ?? null,
    unmatched,
  };
}
