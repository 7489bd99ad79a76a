import type { EpisodeRef } from '@shared/episodes';
import { MARKS_CHANGE_MAX, type WatchedMarkItem } from '@shared/tracking';
import { getQueryKey } from '@trpc/react-query';
import { readJson, STORAGE_PREFIX, writeJson } from './storage';
import { queryClient, trpc, trpcClient } from './trpc';

/** Kept apart from storage.ts's keys: this module stays out of the first page's download. */
const KEY = `${STORAGE_PREFIX}watched`;

/**
 * A visitor's watched marks, kept in this browser until they sign in: then they move to the
 * account (`mergeVisitorMarks`), the way Watch Later's local list does.
 */
const EMPTY: WatchedMarkItem[] = [];
let cache: { raw: string | null; items: WatchedMarkItem[] } | null = null;
const listeners = new Set<() => void>();

const count = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 9999 ? v : null;

/** A hand-edited store keeps only well-formed marks (the server checks them again on merge). */
function parse(raw: unknown): WatchedMarkItem[] {
  if (!Array.isArray(raw)) return EMPTY;
  return raw.flatMap((e: Partial<Record<keyof WatchedMarkItem, unknown>> | null) => {
    if (
      !e ||
      (e.mediaType !== 'movie' && e.mediaType !== 'tv') ||
      typeof e.mediaId !== 'string' ||
      !/^\d{1,12}$/.test(e.mediaId) ||
      typeof e.markedAt !== 'string' ||
      Number.isNaN(Date.parse(e.markedAt))
    )
      return [];
    const season = e.mediaType === 'tv' ? count(e.season) : null;
    const episode = e.mediaType === 'tv' ? count(e.episode) : null;
    if (e.mediaType === 'tv' && (season === null || !episode)) return [];
    return [{ mediaType: e.mediaType, mediaId: e.mediaId, season, episode, markedAt: e.markedAt }];
  });
}

const keyOf = (i: Pick<WatchedMarkItem, 'mediaType' | 'mediaId' | 'season' | 'episode'>) =>
  `${i.mediaType}:${i.mediaId}:${i.season ?? ''}:${i.episode ?? ''}`;

/** The same array while storage is unchanged, as useSyncExternalStore needs. */
export function localMarks(): WatchedMarkItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    // Storage disabled: nothing marked here.
  }
  if (cache?.raw !== raw) cache = { raw, items: raw ? parse(readJson<unknown>(KEY, [])) : EMPTY };
  return cache.items;
}

function writeLocal(items: WatchedMarkItem[]) {
  writeJson(KEY, items.slice(-MARKS_CHANGE_MAX));
  for (const l of listeners) l();
}

export function subscribeLocalMarks(fn: () => void): () => void {
  listeners.add(fn);
  // Another tab of this browser marked or unmarked something.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) fn();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Marks or unmarks a movie (`episodes` null) or these episodes of a show in this browser;
 * answers exactly the episodes whose mark changed (Undo replays them).
 */
export function setLocalMarks(
  mediaType: 'movie' | 'tv',
  mediaId: string,
  episodes: readonly EpisodeRef[] | null,
  watched: boolean,
): { changed: EpisodeRef[]; movie?: boolean } {
  const items = localMarks();
  const have = new Set(items.map(keyOf));
  const refs = episodes ?? [null];
  const wanted = refs.map((r) => ({
    mediaType,
    mediaId,
    season: r?.season ?? null,
    episode: r?.episode ?? null,
  }));
  const changing = wanted.filter((w) => have.has(keyOf(w)) !== watched);
  const changingKeys = new Set(changing.map(keyOf));
  const markedAt = new Date().toISOString();
  writeLocal(
    watched
      ? [...items, ...changing.map((w) => ({ ...w, markedAt }))]
      : items.filter((i) => !changingKeys.has(keyOf(i))),
  );
  const changed = changing.flatMap((w) =>
    w.season !== null && w.episode !== null ? [{ season: w.season, episode: w.episode }] : [],
  );
  return mediaType === 'movie' ? { changed, movie: watched } : { changed };
}

/** Adds marks (an imported file) to this browser's; answers how many were new. */
export function mergeLocalMarks(items: readonly WatchedMarkItem[]): number {
  const have = new Set(localMarks().map(keyOf));
  const fresh = parse(items).filter((i) => !have.has(keyOf(i)) && have.add(keyOf(i)));
  writeLocal([...localMarks(), ...fresh]);
  return fresh.length;
}

/**
 * On sign-in (called by the sign-in and sign-up forms, which load on demand): the visitor's
 * marks join the account's, and leave this browser once the server has them (a failed merge
 * keeps them for the next sign-in).
 */
export async function mergeVisitorMarks(): Promise<void> {
  const items = localMarks();
  if (items.length === 0) return;
  try {
    await trpcClient.marks.merge.mutate({ items });
    writeLocal([]);
    void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.marks) });
  } catch {
    // Kept for the next sign-in.
  }
}
