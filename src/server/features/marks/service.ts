import { type EpisodeRef, episodeKey, hasEpisode, nextUpState, type SeasonEpisodes } from '@shared/episodes';
import { m } from '@shared/i18n/message';
import { isFinished } from '@shared/playback';
import { validPreferenceFields } from '@shared/preferences';
import type { TMarkSet, TWatchedMarkItem } from '@shared/schemas/marks';
import type { MarkChange, MarksMergeResult, NextUpItem, ShowMarks, WatchedMarkItem } from '@shared/tracking';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { profiles, watchedMarks, watchHistory, watchLater } from '../../db/schema';
import { AppError } from '../../errors';
import { firstOfEach, notAfter } from '../personal/merge';
import type { TitleGate } from '../personal/title-gate';
import { autoFollowOn, isFollowed } from '../upcoming/follows';

/**
 * Watched marks, per profile. Every function takes the database and the profile's id; the ones
 * that need a show's episode counts take `seasonsOf`, the catalogue's cached detail of the show
 * (never counts from the client), and the ones that write a title take the profile's title
 * gate (its level). A movie's mark is season 0, episode 0.
 */

/** A show's seasons with their episode counts, specials (season 0) included. */
export type SeasonsOf = (mediaId: string) => Promise<SeasonEpisodes[]>;

const MOVIE = { season: 0, episode: 0 } as const;

const profileWhere = (profileId: string) => eq(watchedMarks.profileId, profileId);
const titleWhere = (profileId: string, mediaType: 'movie' | 'tv', mediaId: string) =>
  and(profileWhere(profileId), eq(watchedMarks.mediaType, mediaType), eq(watchedMarks.mediaId, mediaId));

const titlesWhere = (profileId: string, mediaType: 'movie' | 'tv', ids: readonly string[]) =>
  and(
    profileWhere(profileId),
    eq(watchedMarks.mediaType, mediaType),
    inArray(watchedMarks.mediaId, [...ids]),
  );

/** A movie's one mark, {0, 0}. */
const movieMark = () => and(eq(watchedMarks.season, MOVIE.season), eq(watchedMarks.episode, MOVIE.episode));

/** An int[] parameter as PostgreSQL's array text (both drivers send it as one value). */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

const byEpisode = (a: EpisodeRef, b: EpisodeRef) => a.season - b.season || a.episode - b.episode;
const refsOf = (rows: Array<{ season: unknown; episode: unknown }>): EpisodeRef[] =>
  rows.map((r) => ({ season: Number(r.season), episode: Number(r.episode) })).sort(byEpisode);

/** Two int[] parameters side by side, as rows: `unnest(a, b)`. */
const unnestPairs = (a: readonly number[], b: readonly number[]) =>
  sql`unnest(${intArray(a)}::int[], ${intArray(b)}::int[])`;

/** A query of these episodes' (season, episode) rows; null for none. */
const episodeRows = (episodes: readonly EpisodeRef[]): SQL | null =>
  episodes.length === 0
    ? null
    : sql`select * from ${unnestPairs(
        episodes.map((e) => e.season),
        episodes.map((e) => e.episode),
      )} as e(season, episode)`;

/** A query of the (season, episode) rows of every episode (1…count) of these seasons; null for none. */
const seasonRows = (seasons: readonly SeasonEpisodes[]): SQL | null => {
  const list = seasons.filter((s) => s.episodeCount > 0);
  if (list.length === 0) return null;
  return sql`select s.season, e.episode
    from ${unnestPairs(
      list.map((s) => s.seasonNumber),
      list.map((s) => s.episodeCount),
    )} as s(season, n)
    cross join lateral generate_series(1, s.n) as e(episode)`;
};

/** Marks a show's episodes (`rows`) in one statement; answers those not marked before. */
async function markShow(db: DbOrTx, profileId: string, mediaId: string, rows: SQL | null) {
  if (rows === null) return [];
  const res = await db.execute(sql`
    insert into ${watchedMarks} (profile_id, media_type, media_id, season, episode, source)
    select ${profileId}, 'tv', ${mediaId}, r.season, r.episode, 'manual' from (${rows}) as r
    on conflict do nothing
    returning season, episode`);
  return refsOf(rowsOf(res));
}

/** Unmarks a show's episodes that pass `which` in one statement; answers those that were marked. */
async function unmarkShow(db: DbOrTx, profileId: string, mediaId: string, which: SQL | null) {
  if (which === null) return [];
  const rows = await db
    .delete(watchedMarks)
    .where(and(titleWhere(profileId, 'tv', mediaId), which))
    .returning({ season: watchedMarks.season, episode: watchedMarks.episode });
  return refsOf(rows);
}

/** The marks among `rows` (a query of (season, episode) rows); null for none. */
const amongRows = (rows: SQL | null): SQL | null =>
  rows && sql`(${watchedMarks.season}, ${watchedMarks.episode}) in (${rows})`;

function seasonOf(seasons: readonly SeasonEpisodes[], season: number): SeasonEpisodes {
  const found = seasons.find((s) => s.seasonNumber === season);
  if (!found) throw new AppError('VALIDATION', m('messages.marks.noSuchSeason', { season }));
  return found;
}

function checkEpisodes(seasons: readonly SeasonEpisodes[], episodes: readonly EpisodeRef[]): void {
  for (const at of episodes) {
    seasonOf(seasons, at.season);
    if (!hasEpisode(seasons, at))
      throw new AppError(
        'VALIDATION',
        m('messages.marks.noSuchEpisode', { season: at.season, episode: at.episode }),
      );
  }
}

/**
 * One marking action, whatever its size: an episode, a season, a whole show (every regular
 * season, specials too when asked), a list (Undo) or a movie. One statement for the change;
 * the answer names exactly the episodes it changed, so Undo replays them with the opposite
 * `watched`. A title the profile's level does not allow is refused (403), unmarking too.
 */
export async function setMarks(
  db: Db,
  seasonsOf: SeasonsOf,
  gate: TitleGate,
  profileId: string,
  input: TMarkSet,
): Promise<MarkChange> {
  const { mediaId, watched } = input;
  await gate.assert(input.mediaType, mediaId);
  if (input.mediaType === 'movie') {
    const done = watched
      ? await db
          .insert(watchedMarks)
          .values({ profileId: profileId, mediaType: 'movie', mediaId, ...MOVIE, source: 'manual' })
          .onConflictDoNothing()
          .returning({ season: watchedMarks.season })
      : await db
          .delete(watchedMarks)
          .where(and(titleWhere(profileId, 'movie', mediaId), movieMark()))
          .returning({ season: watchedMarks.season });
    const left = watched && (await leaveWatchLater(db, null, profileId, 'movie', mediaId));
    // A movie's one mark is {0, 0}: listed when this action changed it (Undo: scope 'title').
    return {
      watched,
      changed: done.length > 0 ? [{ ...MOVIE }] : [],
      movie: watched,
      ...(left ? { leftWatchLater: true as const } : {}),
    };
  }

  const [seasons, before] = await Promise.all([
    seasonsOf(mediaId),
    watched ? isFollowed(db, profileId, mediaId) : null,
  ]);
  let changed: EpisodeRef[];
  switch (input.scope) {
    case 'title': {
      const chosen = seasons.filter((s) => s.seasonNumber > 0 || input.specials);
      changed = watched
        ? await markShow(db, profileId, mediaId, seasonRows(chosen))
        : await unmarkShow(
            db,
            profileId,
            mediaId,
            input.specials ? sql`${watchedMarks.season} >= 0` : sql`${watchedMarks.season} > 0`,
          );
      break;
    }
    case 'season': {
      const season = seasonOf(seasons, input.season);
      changed = watched
        ? await markShow(db, profileId, mediaId, seasonRows([season]))
        : await unmarkShow(db, profileId, mediaId, sql`${watchedMarks.season} = ${input.season}`);
      break;
    }
    case 'episode':
    case 'episodes': {
      const episodes =
        input.scope === 'episode' ? [{ season: input.season, episode: input.episode }] : input.episodes;
      checkEpisodes(seasons, episodes);
      changed = watched
        ? await markShow(db, profileId, mediaId, episodeRows(episodes))
        : await unmarkShow(db, profileId, mediaId, amongRows(episodeRows(episodes)));
      break;
    }
  }
  if (!watched || changed.length === 0) return { watched, changed };
  // Marking may start following the show (automatic following), and may finish it.
  const [after, left] = await Promise.all([
    before === false ? isFollowed(db, profileId, mediaId) : null,
    leaveWatchLater(db, seasonsOf, profileId, 'tv', mediaId),
  ]);
  return {
    watched,
    changed,
    ...(after ? { followStarted: true as const } : {}),
    ...(left ? { leftWatchLater: true as const } : {}),
  };
}

/**
 * A show's marks and whether it is followed, in one statement: the marks are one range of
 * the primary key; an explicit follow choice decides, else (automatic following on) a show
 * saved to Watch Later or with any watched episode is followed.
 */
export const showMarksQuery = (profileId: string, mediaId: string) =>
  sql`
    select
      coalesce(
        (select json_agg(json_build_array(w.season, w.episode) order by w.season, w.episode)
           from watched_marks w
          where w.profile_id = ${profileId} and w.media_type = 'tv' and w.media_id = ${mediaId}),
        '[]'::json
      ) as episodes,
      (select f.followed from show_follows f where f.profile_id = ${profileId} and f.media_id = ${mediaId}) as chosen,
      ${autoFollowOn(profileId)} as auto,
      exists (
        select 1 from watch_later l
         where l.profile_id = ${profileId} and l.media_type = 'tv' and l.media_id = ${mediaId}
      ) as saved`;

const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export async function showMarks(db: Db, profileId: string, mediaId: string): Promise<ShowMarks> {
  const [row] = rowsOf<{ episodes: unknown; chosen: boolean | null; auto: boolean; saved: boolean }>(
    await db.execute(showMarksQuery(profileId, mediaId)),
  );
  const episodes = jsonOf<Array<[number, number]>>(row?.episodes ?? []).map(
    ([s, e]) => [Number(s), Number(e)] as [number, number],
  );
  const chosen = row?.chosen ?? null;
  const auto = row?.auto !== false;
  return { mediaId, episodes, followed: chosen ?? (auto && (row?.saved === true || episodes.length > 0)) };
}

/** The watched movies among `ids`, in the order asked. */
export async function watchedMovies(db: Db, profileId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ mediaId: watchedMarks.mediaId })
    .from(watchedMarks)
    .where(and(titlesWhere(profileId, 'movie', ids), movieMark()));
  const watched = new Set(rows.map((r) => r.mediaId));
  return ids.filter((id) => watched.has(id));
}

/** The profile's valid preference fields (an absent one is its default). */
async function preferencesOf(db: Db, profileId: string) {
  const [row] = await db
    .select({ preferences: profiles.preferences })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return validPreferenceFields(row?.preferences) ?? {};
}

/** Whether the profile chose to count specials in next-up (a preference; off by default). */
async function includeSpecials(db: Db, profileId: string): Promise<boolean> {
  return (await preferencesOf(db, profileId)).includeSpecials === true;
}

/**
 * A title just watched leaves Watch Later when the profile asks for it (the preference
 * removeWatchedFromWatchLater, on by default): a movie at once, a show once every aired
 * episode is watched (specials too when next-up counts them). Answers whether it left.
 */
async function leaveWatchLater(
  db: Db,
  seasonsOf: SeasonsOf | null,
  profileId: string,
  mediaType: 'movie' | 'tv',
  mediaId: string,
): Promise<boolean> {
  const prefs = await preferencesOf(db, profileId);
  if (prefs.removeWatchedFromWatchLater === false) return false;
  const saved = and(
    eq(watchLater.profileId, profileId),
    eq(watchLater.mediaType, mediaType),
    eq(watchLater.mediaId, mediaId),
  );
  if (mediaType === 'tv') {
    const [held] = await db.select({ id: watchLater.id }).from(watchLater).where(saved).limit(1);
    if (!held || !seasonsOf) return false;
    const [seasons, marks] = await Promise.all([
      seasonsOf(mediaId),
      db
        .select({ season: watchedMarks.season, episode: watchedMarks.episode })
        .from(watchedMarks)
        .where(titleWhere(profileId, 'tv', mediaId)),
    ]);
    const watched = new Set(marks.map(episodeKey));
    if (watched.size === 0) return false;
    if (nextUpState(seasons, watched, { specials: prefs.includeSpecials === true }).kind !== 'allWatched')
      return false;
  }
  const gone = await db.delete(watchLater).where(saved).returning({ id: watchLater.id });
  return gone.length > 0;
}

/**
 * What is next for each show (cards' "S2 E4 next"): the shows' marks in one query, their
 * history records in one, their seasons from the catalogue's cache, then the shared rule.
 * A show the catalogue cannot answer for is left out.
 */
export async function nextUpFor(
  db: Db,
  seasonsOf: SeasonsOf,
  profileId: string,
  ids: readonly string[],
): Promise<NextUpItem[]> {
  if (ids.length === 0) return [];
  const [marks, records, specials, seasons] = await Promise.all([
    db
      .select({ mediaId: watchedMarks.mediaId, season: watchedMarks.season, episode: watchedMarks.episode })
      .from(watchedMarks)
      .where(titlesWhere(profileId, 'tv', ids)),
    db
      .select({
        mediaId: watchHistory.mediaId,
        season: watchHistory.season,
        episode: watchHistory.episode,
        position: watchHistory.positionSeconds,
        duration: watchHistory.durationSeconds,
      })
      .from(watchHistory)
      .where(
        and(
          eq(watchHistory.profileId, profileId),
          eq(watchHistory.mediaType, 'tv'),
          inArray(watchHistory.mediaId, [...ids]),
        ),
      ),
    includeSpecials(db, profileId),
    Promise.allSettled(ids.map((id) => seasonsOf(id))),
  ]);
  const watchedOf = new Map<string, Set<string>>();
  for (const r of marks) {
    const set = watchedOf.get(r.mediaId) ?? new Set<string>();
    set.add(episodeKey(r));
    watchedOf.set(r.mediaId, set);
  }
  const openOf = new Map<string, EpisodeRef>();
  for (const r of records) {
    if (r.season === null || r.episode === null || isFinished(r.position, r.duration)) continue;
    openOf.set(r.mediaId, { season: r.season, episode: r.episode });
  }
  const items: NextUpItem[] = [];
  ids.forEach((mediaId, i) => {
    const got = seasons[i];
    if (got?.status !== 'fulfilled') return;
    const watched = watchedOf.get(mediaId) ?? new Set<string>();
    const counted = got.value.filter((s) => s.episodeCount > 0 && (s.seasonNumber > 0 || specials));
    let total = 0;
    let seen = 0;
    for (const s of counted) {
      total += s.episodeCount;
      for (let e = 1; e <= s.episodeCount; e++)
        if (watched.has(episodeKey({ season: s.seasonNumber, episode: e }))) seen++;
    }
    const state = nextUpState(got.value, watched, { specials, inProgress: openOf.get(mediaId) ?? null });
    items.push({
      mediaId,
      next: state.kind === 'next' ? state.episode : null,
      ...(state.kind === 'caughtUp' ? { caughtUp: true as const } : {}),
      watched: seen,
      total,
    });
  });
  return items;
}

/** The marks whose titles the profile's level allows, each title's rating read once. */
async function keepAllowedTitles<T extends { mediaType: 'movie' | 'tv'; mediaId: string }>(
  gate: TitleGate,
  marks: readonly T[],
): Promise<T[]> {
  if (gate.open) return [...marks];
  const key = (m: T) => `${m.mediaType}:${m.mediaId}`;
  const titles = new Map<string, { type: 'movie' | 'tv'; id: string }>();
  for (const m of marks) titles.set(key(m), { type: m.mediaType, id: m.mediaId });
  const allowed = new Set((await gate.keep([...titles.entries()], ([, t]) => t)).map(([k]) => k));
  return marks.filter((m) => allowed.has(key(m)));
}

/**
 * Adds marks (a visitor's on sign-in, a settings file); repeats, marks already there and marks
 * of titles the profile's level does not allow are skipped. Each title's rating is read once.
 */
export async function mergeMarks(
  db: Db,
  gate: TitleGate,
  profileId: string,
  items: readonly TWatchedMarkItem[],
): Promise<MarksMergeResult> {
  const now = Date.now();
  const unique = firstOfEach(
    items,
    (item) => `${item.mediaType}:${item.mediaId}:${item.season ?? 0}:${item.episode ?? 0}`,
  );
  const kept = await keepAllowedTitles(gate, [...unique.values()]);
  if (kept.length === 0) return { added: 0, skipped: items.length };
  const rows = await db
    .insert(watchedMarks)
    .values(
      kept.map((i) => ({
        profileId: profileId,
        mediaType: i.mediaType,
        mediaId: i.mediaId,
        season: i.season ?? MOVIE.season,
        episode: i.episode ?? MOVIE.episode,
        source: 'import' as const,
        // A time from the future (a wrong clock) counts as now.
        markedAt: notAfter(i.markedAt, now),
      })),
    )
    .onConflictDoNothing()
    .returning({ season: watchedMarks.season });
  return { added: rows.length, skipped: items.length - rows.length };
}

/** Every mark of the profile (the settings file), by title and episode; only titles its level allows. */
export async function exportMarks(db: Db, gate: TitleGate, profileId: string): Promise<WatchedMarkItem[]> {
  const rows = await db
    .select({
      mediaType: watchedMarks.mediaType,
      mediaId: watchedMarks.mediaId,
      season: watchedMarks.season,
      episode: watchedMarks.episode,
      markedAt: watchedMarks.markedAt,
    })
    .from(watchedMarks)
    .where(profileWhere(profileId))
    .orderBy(
      asc(watchedMarks.mediaType),
      asc(watchedMarks.mediaId),
      asc(watchedMarks.season),
      asc(watchedMarks.episode),
    );
  return (await keepAllowedTitles(gate, rows)).map((r) => ({
    mediaType: r.mediaType,
    mediaId: r.mediaId,
    season: r.mediaType === 'movie' ? null : r.season,
    episode: r.mediaType === 'movie' ? null : r.episode,
    markedAt: (r.markedAt instanceof Date ? r.markedAt : new Date(r.markedAt)).toISOString(),
  }));
}

/**
 * A player's report past AUTO_MARK_SHARE (or its ended event) marks the episode or movie
 * watched; a mark already there is kept as it is. A title now watched may leave Watch Later.
 */
export async function autoMark(
  db: Db,
  seasonsOf: SeasonsOf | null,
  profileId: string,
  at: { mediaType: 'movie' | 'tv'; mediaId: string; season: number | null; episode: number | null },
): Promise<void> {
  const tv = at.mediaType === 'tv' && at.season !== null && at.episode !== null;
  if (at.mediaType === 'tv' && !tv) return;
  await db
    .insert(watchedMarks)
    .values({
      profileId: profileId,
      mediaType: at.mediaType,
      mediaId: at.mediaId,
      season: tv ? (at.season ?? 0) : MOVIE.season,
      episode: tv ? (at.episode ?? 0) : MOVIE.episode,
      source: 'auto',
    })
    .onConflictDoNothing();
  await leaveWatchLater(db, seasonsOf, profileId, at.mediaType, at.mediaId);
}
