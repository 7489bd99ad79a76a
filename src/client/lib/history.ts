import type { MediaType } from '../../shared/catalogue';
import type { HistoryEntry } from '../../shared/schemas/history';
import { viewerTimeZone } from '../i18n/format-day';
import { KEYS, readJson, readString, writeJson } from './storage';
import { keepaliveClient, trpcClient } from './trpc';

/**
 * The client's watch-history service. Signed-in visitors write to the server;
 * a failed write falls back to local storage, and so do anonymous visitors' watches, so
 * Migrate to Cloud has something to move. Whether history lives in the database at all is
 * the server's answer to platform.databaseConfig (the same as GET /api/debug/db-config).
 */
export const LOCAL_HISTORY_MAX = 50;

export interface LocalHistoryEntry {
  media_id: string;
  media_type: MediaType;
  season: number | null;
  episode: number | null;
  /** Milliseconds since the epoch of the last watch. */
  timestamp: number;
  /** Seconds, when a player reported them (an extra field; migration ignores it). */
  position?: number;
  duration?: number;
}

export interface WatchEntry {
  media_id: string | number;
  media_type: MediaType;
  season?: number | null;
  episode?: number | null;
}

export type HistoryMode = 'database' | 'local';

const isEntry = (v: unknown): v is LocalHistoryEntry => {
  const e = v as LocalHistoryEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.media_id === 'string' &&
    (e.media_type === 'movie' || e.media_type === 'tv') &&
    typeof e.timestamp === 'number'
  );
};

/** Newest first, at most 50, one per media id; bad stored values are dropped. */
export function getLocalHistory(): LocalHistoryEntry[] {
  const raw = readJson<unknown>(KEYS.watchHistory, []);
  return Array.isArray(raw) ? raw.filter(isEntry) : [];
}

export function clearLocalHistory(): void {
  writeJson(KEYS.watchHistory, []);
}

/** Puts the entry at the front, removing any older one for the same media id, capped at 50. */
export function addLocalHistory(entry: LocalHistoryEntry): LocalHistoryEntry[] {
  const next = [entry, ...getLocalHistory().filter((e) => e.media_id !== entry.media_id)].slice(
    0,
    LOCAL_HISTORY_MAX,
  );
  writeJson(KEYS.watchHistory, next);
  return next;
}

export function removeLocalHistory(mediaId: string, mediaType: MediaType): void {
  writeJson(
    KEYS.watchHistory,
    getLocalHistory().filter((e) => !(e.media_id === mediaId && e.media_type === mediaType)),
  );
}

let mode: Promise<HistoryMode> | null = null;

/** Database or local storage, from the server's databaseConfig.isRemote (asked once per visit). */
export function historyMode(): Promise<HistoryMode> {
  mode ??= trpcClient.platform.databaseConfig
    .query()
    .then(({ isRemote }): HistoryMode => (isRemote ? 'database' : 'local'))
    // The server's own answer is unavailable: the database is still the default store.
    .catch((): HistoryMode => 'database');
  return mode;
}

export const signedIn = () => readString(KEYS.token) !== null;

// The writes below go to the client directly, not through a mutation hook: the watch page
// calls them from its player's messages and on leaving, and each falls back to local
// storage on failure, which no component state follows.

function toLocal(entry: WatchEntry, extra: Partial<LocalHistoryEntry> = {}): LocalHistoryEntry {
  const tv = entry.media_type === 'tv';
  return {
    media_id: String(entry.media_id),
    media_type: entry.media_type,
    season: tv ? (entry.season ?? 1) : null,
    episode: tv ? (entry.episode ?? 1) : null,
    timestamp: Date.now(),
    ...extra,
  };
}

/** Where a watch went: the server, or local storage (anonymous, local mode, or a failed write). */
export type RecordResult = { stored: 'server'; entry: HistoryEntry } | { stored: 'local'; error?: string };

/**
 * Where a write goes: the server when signed in with database history (falling back to local
 * storage if that fails), else local storage. `local` is the record kept on this device.
 */
async function routeWrite(
  local: LocalHistoryEntry,
  toServer: () => Promise<HistoryEntry>,
): Promise<RecordResult> {
  if (signedIn() && (await historyMode()) === 'database') {
    try {
      return { stored: 'server', entry: await toServer() };
    } catch (e) {
      addLocalHistory(local);
      return { stored: 'local', error: (e as Error).message };
    }
  }
  addLocalHistory(local);
  return { stored: 'local' };
}

/** A show's record names its episode; a film's names none. */
const episodeOf = (entry: WatchEntry) => ({
  season: entry.media_type === 'tv' ? (entry.season ?? null) : null,
  episode: entry.media_type === 'tv' ? (entry.episode ?? null) : null,
});

/** Opening the watch page records the title (and episode) as watched now. */
export function recordWatch(entry: WatchEntry): Promise<RecordResult> {
  return routeWrite(toLocal(entry), () =>
    trpcClient.history.add.mutate({
      media_id: String(entry.media_id),
      media_type: entry.media_type,
      ...episodeOf(entry),
    }),
  );
}

/**
 * A player reported its position: same routing as recordWatch. `keepalive` for the write sent
 * as the page goes away (a reload, a closed tab): the browser finishes it after the page.
 */
export function recordProgress(
  entry: WatchEntry,
  position: number,
  duration: number,
  { keepalive = false } = {},
): Promise<RecordResult> {
  const p = Math.max(0, position);
  return routeWrite(toLocal(entry, { position: p, duration }), () =>
    (keepalive ? keepaliveClient : trpcClient).history.progress.mutate({
      mediaId: String(entry.media_id),
      mediaType: entry.media_type,
      ...episodeOf(entry),
      position: p,
      duration,
      timeZone: viewerTimeZone(),
    }),
  );
}

export interface SavedPosition {
  position: number;
  duration: number;
}

const positionOf = (
  e: { season: number | null; episode: number | null; position: number | null; duration: number | null },
  entry: WatchEntry,
): SavedPosition | null => {
  // A show keeps one record: its position belongs to the episode it names.
  if (entry.media_type === 'tv' && (e.season !== (entry.season ?? 1) || e.episode !== (entry.episode ?? 1)))
    return null;
  return e.position !== null && e.duration ? { position: e.position, duration: e.duration } : null;
};

/**
 * Where a player last reported this title (this episode, for a show), from the same store
 * recordProgress writes to; a signed-in visitor's failed read looks in local storage, where
 * failed writes went.
 */
export async function savedPosition(entry: WatchEntry): Promise<SavedPosition | null> {
  if (signedIn() && (await historyMode()) === 'database') {
    try {
      const e = await trpcClient.history.get.query({
        mediaId: String(entry.media_id),
        mediaType: entry.media_type,
      });
      if (e) return positionOf({ ...e, position: e.position_seconds, duration: e.duration_seconds }, entry);
    } catch {
      // Unreachable: local storage may still know.
    }
  }
  const local = getLocalHistory().find(
    (e) => e.media_id === String(entry.media_id) && e.media_type === entry.media_type,
  );
  return local
    ? positionOf({ ...local, position: local.position ?? null, duration: local.duration ?? null }, entry)
    : null;
}

/** Local entries in the server's record shape, for screens that show either. */
export function localAsEntries(list: LocalHistoryEntry[] = getLocalHistory()): HistoryEntry[] {
  return list.map((e, i) => {
    const at = new Date(e.timestamp).toISOString();
    return {
      id: -(i + 1),
      media_id: e.media_id,
      media_type: e.media_type,
      season: e.season,
      episode: e.episode,
      watched_at: at,
      last_watched: at,
      updated_at: at,
      position_seconds: e.position ?? null,
      duration_seconds: e.duration ?? null,
    };
  });
}
