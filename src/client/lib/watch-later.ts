import { WATCH_LATER_MAX, type WatchLaterItem, watchLaterKey } from '@shared/watch-later';
import { KEYS, readJson, writeJson } from './storage';
import { trpcClient } from './trpc';

/**
 * A visitor's saved titles, kept in this browser (newest first, at most WATCH_LATER_MAX)
 * until they sign in: then they move to the account (`mergeVisitorWatchLater`).
 */
const EMPTY: WatchLaterItem[] = [];
let cache: { raw: string | null; items: WatchLaterItem[] } | null = null;
const listeners = new Set<() => void>();

const textOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * A hand-edited store keeps only entries with a valid key and time (checked by hand: the
 * zod schemas stay out of the first bundle; the server checks the rest when they merge).
 */
function parse(raw: unknown): WatchLaterItem[] {
  if (!Array.isArray(raw)) return EMPTY;
  return raw.flatMap((e: Partial<Record<keyof WatchLaterItem, unknown>> | null) =>
    e &&
    (e.mediaType === 'movie' || e.mediaType === 'tv') &&
    typeof e.mediaId === 'string' &&
    /^\d{1,12}$/.test(e.mediaId) &&
    typeof e.addedAt === 'string' &&
    !Number.isNaN(Date.parse(e.addedAt))
      ? [
          {
            mediaType: e.mediaType,
            mediaId: e.mediaId,
            title: textOrNull(e.title),
            posterPath: textOrNull(e.posterPath),
            date: textOrNull(e.date),
            voteAverage: typeof e.voteAverage === 'number' ? e.voteAverage : null,
            addedAt: e.addedAt,
          },
        ]
      : [],
  );
}

/** The same array while storage is unchanged, as useSyncExternalStore needs. */
export function localWatchLater(): WatchLaterItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEYS.watchLater);
  } catch {
    // Storage disabled: nothing saved here.
  }
  if (cache?.raw !== raw) cache = { raw, items: raw ? parse(readJson<unknown>(KEYS.watchLater, [])) : EMPTY };
  return cache.items;
}

function writeLocal(items: WatchLaterItem[]) {
  writeJson(KEYS.watchLater, items.slice(0, WATCH_LATER_MAX));
  for (const l of listeners) l();
}

export function subscribeLocalWatchLater(fn: () => void): () => void {
  listeners.add(fn);
  // Another tab of this browser saved or removed a title.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEYS.watchLater || e.key === null) fn();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveLocal(item: WatchLaterItem): void {
  const key = watchLaterKey(item);
  writeLocal([item, ...localWatchLater().filter((i) => watchLaterKey(i) !== key)]);
}

export function removeLocal(item: Pick<WatchLaterItem, 'mediaType' | 'mediaId'>): void {
  const key = watchLaterKey(item);
  writeLocal(localWatchLater().filter((i) => watchLaterKey(i) !== key));
}

/** Adds titles (an imported file) to this browser's list; answers how many were new. */
export function mergeLocal(items: readonly WatchLaterItem[]): number {
  const have = new Set(localWatchLater().map(watchLaterKey));
  const fresh = items.filter((i) => !have.has(watchLaterKey(i)) && have.add(watchLaterKey(i)));
  writeLocal([...localWatchLater(), ...fresh].sort((a, b) => b.addedAt.localeCompare(a.addedAt)));
  return fresh.length;
}

/**
 * On sign-in: the visitor's saved titles join the account's list, and leave this browser
 * once the server has them (a failed merge keeps them for the next sign-in).
 */
export async function mergeVisitorWatchLater(): Promise<boolean> {
  const items = localWatchLater();
  if (items.length === 0) return false;
  try {
    await trpcClient.watchLater.merge.mutate({ items });
    writeLocal([]);
    return true;
  } catch {
    return false;
  }
}
