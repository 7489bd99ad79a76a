import { rankByQuery, type SearchKey, searchKey } from '@shared/title-match';
import type { TmdbListItem } from '../../types';
import type { DemoCatalogue, Entry } from './catalogue';
import { listItem, pageOf } from './shapes';

/**
 * The demo's people: the directors of its films, the creators of its shows and the top-billed
 * cast the credit tables name (cast-data.ts), exactly as written there. Nothing else is known
 * about them, so nothing else is said: no biography, dates, places, portraits or other credits.
 * Their ids are the ones the titles' credits carry (the catalogue's `personIds`).
 */
export interface DemoPerson {
  id: number;
  name: string;
  acted: { entry: Entry; character: string; order: number }[];
  directed: Entry[];
  created: Entry[];
  /** The most popular of their titles': a ranking for search, from the data. */
  popularity: number;
  searchKey: SearchKey;
  /** For the shared ranking (shared/title-match.ts): people have no kind or date of their own. */
  kind: 'person';
  date: '';
}

const built = new WeakMap<DemoCatalogue, Map<number, DemoPerson>>();

export function demoPeople(cat: DemoCatalogue): Map<number, DemoPerson> {
  let people = built.get(cat);
  if (people) return people;
  const found = new Map<number, DemoPerson>();
  const personOf = (name: string, e: Entry): DemoPerson | null => {
    const id = cat.personIds.get(name);
    if (id === undefined) return null;
    let p = found.get(id);
    if (!p) {
      p = {
        id,
        name,
        acted: [],
        directed: [],
        created: [],
        popularity: 0,
        searchKey: searchKey([name]),
        kind: 'person',
        date: '',
      };
      found.set(id, p);
    }
    p.popularity = Math.max(p.popularity, e.popularity);
    return p;
  };
  for (const e of [...cat.movies, ...cat.shows]) {
    for (const [order, c] of e.cast.entries()) {
      personOf(c.name, e)?.acted.push({ entry: e, character: c.character, order });
    }
    if (e.movie?.director) personOf(e.movie.director, e)?.directed.push(e);
    for (const name of e.show?.data.createdBy ?? []) personOf(name, e)?.created.push(e);
  }
  people = found;
  built.set(cat, people);
  return people;
}

/** The department with the most of their credits; acting wins a tie, directing one with creating. */
function knownForDepartment(p: DemoPerson): 'Acting' | 'Directing' | 'Creator' {
  const most = Math.max(p.acted.length, p.directed.length, p.created.length);
  return p.acted.length === most ? 'Acting' : p.directed.length === most ? 'Directing' : 'Creator';
}

function crewCredit(p: DemoPerson, e: Entry, withMediaType: boolean) {
  const directing = e.kind === 'movie';
  return {
    ...listItem(e, withMediaType),
    credit_id: `demo-${e.id}-${directing ? 'director' : `creator-${p.id}`}`,
    department: directing ? 'Directing' : 'Creator',
    job: directing ? 'Director' : 'Creator',
  };
}

function castCredit(p: DemoPerson, a: DemoPerson['acted'][number], withMediaType: boolean) {
  return {
    ...listItem(a.entry, withMediaType),
    character: a.character,
    credit_id: `demo-${a.entry.id}-cast-${p.id}`,
    order: a.order,
  };
}

const byPopularity = (a: Entry, b: Entry) => b.popularity - a.popularity || a.id - b.id;
const titles = (p: DemoPerson) => [...new Set([...p.acted.map((a) => a.entry), ...p.directed, ...p.created])];

/** `person/{id}/{combined_credits|movie_credits|tv_credits}`: their roles and their jobs. */
function personCredits(p: DemoPerson, which: 'combined' | 'movie' | 'tv') {
  const wanted = (e: Entry) => which === 'combined' || e.kind === which;
  const combined = which === 'combined';
  return {
    cast: p.acted.filter((a) => wanted(a.entry)).map((a) => castCredit(p, a, combined)),
    crew: [...p.directed, ...p.created].filter(wanted).map((e) => crewCredit(p, e, combined)),
    id: p.id,
  };
}

/** `person/{id}/images`: no portraits (the client draws a monogram). */
const personImages = (p: DemoPerson) => ({ id: p.id, profiles: [] });

const personExternalIds = (p: DemoPerson) => ({
  id: p.id,
  freebase_mid: null,
  freebase_id: null,
  imdb_id: null,
  tvrage_id: null,
  wikidata_id: null,
  facebook_id: null,
  instagram_id: null,
  tiktok_id: null,
  twitter_id: null,
  youtube_id: null,
});

/** `person/{id}`: TMDB's fields, empty where the data says nothing. */
function personDetails(p: DemoPerson) {
  return {
    adult: false,
    also_known_as: [],
    biography: '',
    birthday: null,
    deathday: null,
    gender: 0,
    homepage: null,
    id: p.id,
    imdb_id: null,
    known_for_department: knownForDepartment(p),
    name: p.name,
    place_of_birth: null,
    popularity: p.popularity,
    profile_path: null,
  };
}

/** `search/person`: the demo's people by name, accents and case ignored, best match first. */
export function searchPeople(cat: DemoCatalogue, query: string, pageNo: number) {
  return pageOf(rankByQuery([...demoPeople(cat).values()], query).items, pageNo, (p) => ({
    adult: false,
    gender: 0,
    id: p.id,
    known_for: titles(p)
      .sort(byPopularity)
      .slice(0, 3)
      .map((e) => listItem(e, true)) as TmdbListItem[],
    known_for_department: knownForDepartment(p),
    name: p.name,
    original_name: p.name,
    popularity: p.popularity,
    profile_path: null,
  }));
}

const PERSON_SUBRESOURCES: Record<string, (p: DemoPerson) => unknown> = {
  combined_credits: (p) => personCredits(p, 'combined'),
  movie_credits: (p) => personCredits(p, 'movie'),
  tv_credits: (p) => personCredits(p, 'tv'),
  images: personImages,
  external_ids: personExternalIds,
};

/**
 * `person/{id}` (with `append_to_response`) and `person/{id}/{sub}`; undefined for an unknown
 * person or sub-resource (the caller's 404).
 */
export function personAnswer(
  cat: DemoCatalogue,
  id: string,
  sub: string | undefined,
  append: string | undefined,
): unknown {
  const p = /^[1-9]\d{0,11}$/.test(id) ? demoPeople(cat).get(Number(id)) : undefined;
  if (!p) return undefined;
  if (sub !== undefined) return PERSON_SUBRESOURCES[sub]?.(p);
  const base: Record<string, unknown> = personDetails(p);
  for (const name of append?.split(',') ?? []) base[name] = PERSON_SUBRESOURCES[name]?.(p);
  return base;
}
