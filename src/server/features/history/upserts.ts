import type { MediaType } from '@shared/catalogue';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { type WatchHistoryRow, watchHistory } from '../../db/schema';

/**
 * The history's two upserts (a title opened, a player's position), for one write (a named
 * prepared statement each) or for many at once (one multi-row statement, `upsertMany`).
 */
export const entryColumns = {
  id: watchHistory.id,
  mediaId: watchHistory.mediaId,
  mediaType: watchHistory.mediaType,
  season: watchHistory.season,
  episode: watchHistory.episode,
  watchedAt: watchHistory.watchedAt,
  lastWatched: watchHistory.lastWatched,
  updatedAt: watchHistory.updatedAt,
  positionSeconds: watchHistory.positionSeconds,
  durationSeconds: watchHistory.durationSeconds,
} as const;

export type EntryRow = Pick<WatchHistoryRow, keyof typeof entryColumns>;

/** Which profile opened which title at which episode. */
export interface TitleWrite {
  profileId: string;
  mediaId: string;
  mediaType: MediaType;
  season: number | null;
  episode: number | null;
}

/**
 * 'opened': the title opened (POST /api/watch-history, `history.add`): the position survives
 * only when the same episode is opened again. 'progress': the player's position, stored as is.
 */
export type HistoryWrite =
  | (TitleWrite & { kind: 'opened' })
  | (TitleWrite & { kind: 'progress'; position: number | null; duration: number | null });

/** One record per profile and title: the key both upserts land on. */
const TITLE_KEY = [watchHistory.profileId, watchHistory.mediaId, watchHistory.mediaType];
/** A title watched again: the episode now open, and the database's now(). */
const WATCHED_AGAIN = {
  season: sql`excluded.season`,
  episode: sql`excluded.episode`,
  lastWatched: sql`excluded.last_watched`,
  updatedAt: sql`excluded.updated_at`,
};

const sameEpisode = sql`${watchHistory.season} is not distinct from excluded.season and ${watchHistory.episode} is not distinct from excluded.episode`;

/** What each kind sets on a record already there. */
const ON_CONFLICT = {
  opened: {
    target: TITLE_KEY,
    set: {
      ...WATCHED_AGAIN,
      positionSeconds: sql`case when ${sameEpisode} then ${watchHistory.positionSeconds} end`,
      durationSeconds: sql`case when ${sameEpisode} then ${watchHistory.durationSeconds} end`,
    },
  },
  progress: {
    target: TITLE_KEY,
    set: {
      ...WATCHED_AGAIN,
      positionSeconds: sql`excluded.position_seconds`,
      durationSeconds: sql`excluded.duration_seconds`,
    },
  },
};

/** The row both upserts insert: who opened which title, at which episode (named parameters). */
const TITLE_OPENED = {
  profileId: sql.placeholder('profileId'),
  mediaId: sql.placeholder('mediaId'),
  mediaType: sql.placeholder('mediaType'),
  season: sql.placeholder('season'),
  episode: sql.placeholder('episode'),
};

const openedStatement = (db: Db) =>
  db
    .insert(watchHistory)
    .values(TITLE_OPENED)
    .onConflictDoUpdate(ON_CONFLICT.opened)
    .returning(entryColumns)
    // A named statement: each connection parses and plans it once.
    .prepare('watch_history_upsert');

const progressStatement = (db: Db) =>
  db
    .insert(watchHistory)
    .values({
      ...TITLE_OPENED,
      positionSeconds: sql.placeholder('position'),
      durationSeconds: sql.placeholder('duration'),
    })
    .onConflictDoUpdate(ON_CONFLICT.progress)
    .returning(entryColumns)
    // The player's write, every 15 s of playback: the hottest write path.
    .prepare('watch_history_progress');

/** One prepared statement per database (and so per connection pool), built on first use. */
function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let stmt = built.get(db);
    if (!stmt) {
      stmt = build(db);
      built.set(db, stmt);
    }
    return stmt;
  };
}
const openedFor = perDb(openedStatement);
const progressFor = perDb(progressStatement);

/** One write, as its kind's prepared statement: the row it left, if any. */
export async function upsertOne(db: Db, w: HistoryWrite): Promise<EntryRow | undefined> {
  const title = {
    profileId: w.profileId,
    mediaId: w.mediaId,
    mediaType: w.mediaType,
    season: w.season,
    episode: w.episode,
  };
  const [row] =
    w.kind === 'opened'
      ? await openedFor(db).execute(title)
      : await progressFor(db).execute({ ...title, position: w.position, duration: w.duration });
  return row;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** A returned row as the driver gives it: timestamps as text on postgres.js, ids as text or number. */
interface RawRow {
  id: number | string;
  profile_id: string;
  media_id: string;
  media_type: EntryRow['mediaType'];
  season: number | null;
  episode: number | null;
  watched_at: Date | string;
  last_watched: Date | string;
  updated_at: Date | string;
  position_seconds: number | null;
  duration_seconds: number | null;
}

/** The SET of each kind's multi-row upsert, as `ON_CONFLICT` says it for one row. */
const SET_MANY = {
  opened: sql`position_seconds = case when ${sameEpisode} then ${watchHistory.positionSeconds} end,
    duration_seconds = case when ${sameEpisode} then ${watchHistory.durationSeconds} end`,
  progress: sql`position_seconds = excluded.position_seconds, duration_seconds = excluded.duration_seconds`,
};

/**
 * Writes of one kind, each of a different title (PostgreSQL refuses an upsert that meets one
 * row twice), as one statement and so one commit: the rows they left, with their profile.
 * The rows travel as one JSON parameter, so the statement's text is the same for any number.
 */
export async function upsertMany(
  db: Db,
  kind: HistoryWrite['kind'],
  writes: readonly HistoryWrite[],
): Promise<Array<EntryRow & { profileId: string }>> {
  const rows = JSON.stringify(
    writes.map((w) => [
      w.profileId,
      w.mediaId,
      w.mediaType,
      w.season,
      w.episode,
      w.kind === 'progress' ? w.position : null,
      w.kind === 'progress' ? w.duration : null,
    ]),
  );
  const result = await db.execute(sql`
    insert into ${watchHistory} (profile_id, media_id, media_type, season, episode, position_seconds, duration_seconds)
    select r->>0, r->>1, r->>2, (r->>3)::integer, (r->>4)::integer, (r->>5)::real, (r->>6)::real
    from json_array_elements(${rows}::json) as r
    on conflict (profile_id, media_id, media_type) do update set
      season = excluded.season, episode = excluded.episode,
      last_watched = excluded.last_watched, updated_at = excluded.updated_at, ${SET_MANY[kind]}
    returning id, profile_id, media_id, media_type, season, episode, watched_at, last_watched,
      updated_at, position_seconds, duration_seconds`);
  return rowsOf<RawRow>(result).map((r) => ({
    id: Number(r.id),
    profileId: r.profile_id,
    mediaId: r.media_id,
    mediaType: r.media_type,
    season: r.season,
    episode: r.episode,
    watchedAt: asDate(r.watched_at),
    lastWatched: asDate(r.last_watched),
    updatedAt: asDate(r.updated_at),
    positionSeconds: r.position_seconds,
    durationSeconds: r.duration_seconds,
  }));
}
