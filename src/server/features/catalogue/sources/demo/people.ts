import type { TmdbListItem } from '../../types';
import type { DemoCatalogue, Entry } from './catalogue';
import { personId } from './ids';
import { rankByQuery, type SearchKey, searchKey } from './search';
import { listItem, pageOf } from './shapes';

/**
 * The demo's people: the directors of its films and the creators of its shows, exactly as
 * the records name them. Nothing else is known about them, so nothing else is said: no
 * biography, dates, places, portraits or other credits. Their ids are the ones the titles'
 * credits already carry (`person|{name}` hashed, ids.ts).
 */
export interface DemoPerson {
  id: number;
  name: string;
  directed: Entry[];
  created: Entry[];
  /** The most popular of their titles': a ranking for search, from the data. */
  popularity: number;
  searchKey: SearchKey;
}

const built = new WeakMap<DemoCatalogue, Map<number, DemoPerson>>();

export function demoPeople(cat: DemoCatalogue): Map<number, DemoPerson> {
  let people = built.get(cat);
  if (people) return people;
  people = new Map();
  const credit = (name: string, e: Entry, role: 'directed' | 'created') => {
    const id = personId(name);
    let p = people!.get(id);
    if (!p) {
      p = { id, name, directed: [], created: [], popularity: 0, searchKey: searchKey(name) };
      people!.set(id, p);
    }
    if (p.name !== name) return; // a hash collision: the first name keeps the id
    p[role].push(e);
    p.popularity = Math.max(p.popularity, e.popularity);
  };
  for (const e of cat.movies) if (e.movie?.director) credit(e.movie.director, e, 'directed');
  for (const e of cat.shows) for (const name of e.show?.data.createdBy ?? []) credit(name, e, 'created');
  built.set(cat, people);
  return people;
}

const knownForDepartment = (p: DemoPerson) => (p.directed.length > 0 ? 'Directing' : 'Creator');

function crewCredit(p: DemoPerson, e: Entry, withMediaType: boolean) {
  const directing = e.kind === 'movie';
  return {
    ...listItem(e, withMediaType),
    credit_id: `demo-${e.id}-${directing ? 'director' : `creator-${p.id}`}`,
    department: directing ? 'Directing' : 'Creator',
    job: directing ? 'Director' : 'Creator',
  };
}

const byPopularity = (a: Entry, b: Entry) => b.popularity - a.popularity || a.id - b.id;
const titles = (p: DemoPerson) => [...p.directed, ...p.created];

/** `person/{id}/{combined_credits|movie_credits|tv_credits}`: their films and shows as crew, no cast. */
function personCredits(p: DemoPerson, which: 'combined' | 'movie' | 'tv') {
  const entries = titles(p).filter((e) => which === 'combined' || e.kind === which);
  return { cast: [], crew: entries.map((e) => crewCredit(p, e, which === 'combined')), id: p.id };
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

/** `search/person`: directors and creators by name, accents and case ignored, best match first. */
export function searchPeople(cat: DemoCatalogue, query: string, pageNo: number) {
  return pageOf(rankByQuery([...demoPeople(cat).values()], query), pageNo, (p) => ({
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
