import type { Paged } from '@shared/catalogue';
import { m } from '@shared/i18n/message';
import {
  type CreditGroup,
  KNOWN_FOR_MAX,
  type PersonCredit,
  type PersonDetail,
  type PersonResult,
  type TPersonSearch,
} from '@shared/schemas/people';
import { AppError } from '../../errors';
import type { CatalogueAnswer } from './answer';
import { keepAllowed } from './maturity';
import { type TmdbPersonCredit, TmdbPersonPayload, TmdbPersonResultsPayload } from './payloads';

/** Person pages and the People tab of search. */

/** TMDB's departments as the filmography's groups; the rest is `crew`. */
const DEPARTMENT_GROUPS: Readonly<Record<string, CreditGroup>> = {
  Acting: 'acting',
  Actors: 'acting',
  Directing: 'directing',
  Writing: 'writing',
  Creator: 'creator',
  Production: 'production',
  Camera: 'camera',
  Editing: 'editing',
  Sound: 'sound',
  Art: 'art',
  'Costume & Make-Up': 'costumeMakeUp',
  'Visual Effects': 'visualEffects',
  Lighting: 'lighting',
  Crew: 'crew',
};
const groupOf = (department: string | null): CreditGroup | null =>
  department === null ? null : (DEPARTMENT_GROUPS[department] ?? 'crew');

const titleOf = (c: { media_type: 'movie' | 'tv'; title: string | null; name: string | null }) =>
  (c.media_type === 'movie' ? (c.title ?? c.name) : (c.name ?? c.title)) ?? '';

/** Newest first, undated last; the same day by popularity. */
const newestFirst = (a: PersonCredit, b: PersonCredit) =>
  (a.date === '') !== (b.date === '')
    ? a.date === ''
      ? 1
      : -1
    : b.date.localeCompare(a.date) || b.popularity - a.popularity;

/** One entry per title and group, its characters or jobs gathered (TMDB lists each job apart). */
function filmography(cast: TmdbPersonCredit[], crew: TmdbPersonCredit[]): PersonCredit[] {
  const byKey = new Map<string, PersonCredit>();
  const add = (c: TmdbPersonCredit, group: CreditGroup, role: string | null) => {
    if (c.adult) return;
    const key = `${group}|${c.media_type}|${c.id}`;
    let entry = byKey.get(key);
    if (!entry) {
      const date = (c.media_type === 'movie' ? c.release_date : c.first_air_date) ?? '';
      entry = {
        mediaType: c.media_type,
        id: c.id,
        title: titleOf(c),
        posterPath: c.poster_path,
        backdropPath: c.backdrop_path,
        date,
        year: date ? Number(date.slice(0, 4)) : null,
        popularity: c.popularity,
        voteAverage: c.vote_average,
        voteCount: c.vote_count,
        group,
        roles: [],
        episodeCount: c.episode_count,
      };
      byKey.set(key, entry);
    } else if (c.episode_count !== null) {
      entry.episodeCount = Math.max(entry.episodeCount ?? 0, c.episode_count);
    }
    if (role && !entry.roles.includes(role)) entry.roles.push(role);
  };
  for (const c of cast) add(c, 'acting', c.character);
  for (const c of crew) add(c, c.job === 'Creator' ? 'creator' : (groupOf(c.department) ?? 'crew'), c.job);
  return [...byKey.values()].filter((c) => c.title !== '').sort(newestFirst);
}

/** Known for never holds fewer titles than this: one title is no selection. */
const KNOWN_FOR_MIN = 2;

/**
 * Known for: the best-known titles (most votes) of the department the person is known for
 * (any, when it has none), each once. It picks from the filmography, which lists every title:
 * at most half of the person's titles, so it is never a copy of the list below it, and
 * nothing when that leaves fewer than KNOWN_FOR_MIN.
 */
function knownFor(credits: PersonCredit[], group: CreditGroup | null): PersonCredit[] {
  const titles = new Set(credits.map((c) => `${c.mediaType}|${c.id}`)).size;
  const size = Math.min(KNOWN_FOR_MAX, Math.floor(titles / 2));
  if (size < KNOWN_FOR_MIN) return [];
  const own = credits.filter((c) => c.group === group);
  const pool = own.length > 0 ? own : credits;
  const seen = new Set<string>();
  return [...pool]
    .sort((a, b) => b.voteCount - a.voteCount || b.popularity - a.popularity)
    .filter((c) => {
      const key = `${c.mediaType}|${c.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, size);
}

const unreadable = () => new AppError('UPSTREAM', m('messages.catalogue.unavailable'));

export const personDetail: CatalogueAnswer<{ id: number }, PersonDetail> = async (
  svc,
  { id },
  lang,
  level,
) => {
  const raw = await svc.get(`person/${id}`, { append_to_response: 'combined_credits' }, lang);
  const parsed = TmdbPersonPayload.safeParse(raw);
  if (!parsed.success) {
    svc.logger?.error({ path: `person/${id}` }, 'person payload unreadable');
    throw unreadable();
  }
  const p = parsed.data;
  // Below Adult: the filmography (and so the known-for titles drawn from it) holds only
  // the titles the level allows.
  const credits = await keepAllowed(
    svc,
    level,
    filmography(p.combined_credits?.cast ?? [], p.combined_credits?.crew ?? []),
    (c) => ({ type: c.mediaType, id: c.id }),
    lang.region,
  );
  const department = groupOf(p.known_for_department);
  return {
    id: p.id,
    name: p.name,
    profilePath: p.profile_path,
    knownForDepartment: department,
    biography: p.biography,
    birthday: p.birthday,
    deathday: p.deathday,
    placeOfBirth: p.place_of_birth,
    popularity: p.popularity,
    knownFor: knownFor(credits, department),
    credits,
  };
};

/** At most this many known-for titles per search result. */
const RESULT_KNOWN_FOR_MAX = 3;

export const searchPeople: CatalogueAnswer<TPersonSearch, Paged<PersonResult>> = async (
  svc,
  input,
  lang,
  level,
) => {
  const params: Record<string, string> = { query: input.query, include_adult: 'false' };
  if (input.page > 1) params.page = String(input.page);
  const parsed = TmdbPersonResultsPayload.safeParse(await svc.get('search/person', params, lang));
  if (!parsed.success) throw unreadable();
  const p = parsed.data;
  const people = p.results.filter((r) => !r.adult && r.name !== '');
  // Below Adult: each person's known-for titles are the ones the level allows (the person
  // stays a result: a name is not a title).
  const listed = people.flatMap((r, person) =>
    r.known_for.filter((k) => !k.adult && titleOf(k) !== '').map((k) => ({ person, k })),
  );
  const allowed = await keepAllowed(
    svc,
    level,
    listed,
    ({ k }) => ({ type: k.media_type, id: k.id }),
    lang.region,
  );
  const knownFor = people.map((_, i) => allowed.filter((x) => x.person === i).map((x) => x.k));
  const results = people.map(
    (r, i): PersonResult => ({
      id: r.id,
      name: r.name,
      profilePath: r.profile_path,
      knownForDepartment: groupOf(r.known_for_department),
      popularity: r.popularity,
      knownFor: knownFor[i]!.slice(0, RESULT_KNOWN_FOR_MAX).map((k) => ({
        mediaType: k.media_type,
        id: k.id,
        title: titleOf(k),
      })),
    }),
  );
  return {
    page: p.page,
    totalPages: Math.min(Math.max(p.total_pages, 1), 500),
    totalResults: p.total_results,
    results,
  };
};
