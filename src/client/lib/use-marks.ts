import { type EpisodeRef, episodeKey, type SeasonEpisodes } from '@shared/episodes';
import type { MarkChange, NextUpItem, WatchedMarkItem } from '@shared/tracking';
import { useMemo, useSyncExternalStore } from 'react';
import { toast } from '../components/ui/Toast';
import { useAuth } from './auth';
import { sayFollowStarted } from './follow-started';
import { usePreferences } from './preferences';
import { errorMessage, trpc } from './trpc';
import { localMarks, setLocalMarks, subscribeLocalMarks } from './watched';

// The visitor store's entry points, from here: one module (and one download) for all marks.
export { localMarks, mergeLocalMarks, mergeVisitorMarks, setLocalMarks } from './watched';

/** What one mark or unmark covers: a whole show, a season, an episode or a given list (Undo). */
export type MarkScope =
  | { scope: 'title' }
  | { scope: 'season'; season: number }
  | { scope: 'episode'; season: number; episode: number }
  | { scope: 'episodes'; episodes: EpisodeRef[] };

const NONE: WatchedMarkItem[] = [];

/** The episodes a change covers, as the page knows the show (regular seasons; specials when chosen). */
export function episodesOf(
  change: MarkScope,
  seasons: readonly SeasonEpisodes[],
  specials: boolean,
): EpisodeRef[] {
  if (change.scope === 'episodes') return change.episodes;
  if (change.scope === 'episode') return [{ season: change.season, episode: change.episode }];
  const chosen = seasons.filter((s) =>
    change.scope === 'season' ? s.seasonNumber === change.season : s.seasonNumber > 0 || specials,
  );
  return chosen.flatMap((s) =>
    Array.from({ length: s.episodeCount }, (_, i) => ({ season: s.seasonNumber, episode: i + 1 })),
  );
}

/** The visitor's own marks of one show, as a watched set. */
function localShowSet(items: readonly WatchedMarkItem[], mediaId: string): Set<string> {
  const set = new Set<string>();
  for (const i of items)
    if (i.mediaType === 'tv' && i.mediaId === mediaId && i.season !== null && i.episode !== null)
      set.add(episodeKey({ season: i.season, episode: i.episode }));
  return set;
}

// ---- Undo ----------------------------------------------------------------------------------

export interface MarkUndo {
  id: string;
  message: string;
  undo: () => void;
}
let undos: MarkUndo[] = [];
let undoId = 0;
const undoListeners = new Set<() => void>();
const emitUndo = () => {
  for (const l of undoListeners) l();
};

function offerUndo(message: string, undo: () => void) {
  undos = [...undos.slice(-2), { id: `mark-${++undoId}`, message, undo }];
  emitUndo();
}

/** The page's Undo toasts: closing one without Undo keeps the change; Undo replays it back. */
export function useMarkUndos() {
  const list = useSyncExternalStore(
    (fn) => {
      undoListeners.add(fn);
      return () => undoListeners.delete(fn);
    },
    () => undos,
    () => undos,
  );
  const close = (id: string, undone: boolean) => {
    const item = undos.find((u) => u.id === id);
    undos = undos.filter((u) => u.id !== id);
    emitUndo();
    if (item && undone) item.undo();
  };
  return { items: list, close };
}

// ---- A show ------------------------------------------------------------------------------

/**
 * A show's watched episodes: the account's (signed in) or this browser's (a visitor's).
 * A change shows at once; a refused one is rolled back with a notice. Changes that marked
 * or unmarked something offer Undo, which sends exactly the episodes the change reported.
 */
export function useShowMarks(showId: number, seasons: readonly SeasonEpisodes[], failed: string) {
  const { status } = useAuth();
  const account = status !== 'signed-out';
  const mediaId = String(showId);
  const [prefs] = usePreferences();
  const specials = prefs.includeSpecials === true;
  const local = useSyncExternalStore(subscribeLocalMarks, localMarks, () => NONE);
  const server = trpc.marks.forShow.useQuery(
    { mediaId },
    { enabled: account, staleTime: 10_000, refetchOnWindowFocus: true },
  );
  const utils = trpc.useUtils();
  const setMarks = trpc.marks.set.useMutation();

  const serverEpisodes = server.data?.episodes;
  const watched = useMemo(
    () =>
      account
        ? new Set((serverEpisodes ?? []).map(([season, episode]) => episodeKey({ season, episode })))
        : localShowSet(local, mediaId),
    [account, serverEpisodes, local, mediaId],
  );

  /** Marks or unmarks; answers what changed (null when refused). */
  async function set(change: MarkScope, value: boolean, undoMessage?: string): Promise<MarkChange | null> {
    const expected = episodesOf(change, seasons, specials);
    let result: MarkChange;
    if (!account) {
      result = { watched: value, ...setLocalMarks('tv', mediaId, expected, value) };
    } else {
      await utils.marks.forShow.cancel({ mediaId });
      const before = utils.marks.forShow.getData({ mediaId });
      const keys = new Set(expected.map(episodeKey));
      utils.marks.forShow.setData({ mediaId }, (d) => {
        if (!d) return d;
        const rest = d.episodes.filter(([season, episode]) => !keys.has(episodeKey({ season, episode })));
        const added: Array<[number, number]> = value ? expected.map((r) => [r.season, r.episode]) : [];
        return { ...d, episodes: [...rest, ...added], followed: value ? true : d.followed };
      });
      try {
        result = await setMarks.mutateAsync({
          mediaType: 'tv',
          mediaId,
          watched: value,
          ...change,
          ...(change.scope === 'title' ? { specials } : {}),
        });
      } catch (error) {
        utils.marks.forShow.setData({ mediaId }, before);
        toast({ kind: 'error', message: errorMessage(error, failed) });
        return null;
      } finally {
        void utils.marks.forShow.invalidate({ mediaId });
        void utils.marks.nextUp.invalidate();
        void utils.history.continue.invalidate();
        void utils.follows.status.invalidate({ mediaId });
      }
    }
    const changed = result.changed;
    if (result.followStarted)
      sayFollowStarted(mediaId, () => {
        void utils.marks.forShow.invalidate({ mediaId });
        void utils.follows.status.invalidate({ mediaId });
      });
    if (result.leftWatchLater) void utils.watchLater.list.invalidate();
    if (undoMessage && changed.length > 0) {
      offerUndo(undoMessage, () => void set({ scope: 'episodes', episodes: changed }, !value));
    }
    return result;
  }

  return {
    account,
    watched,
    specials,
    followed: server.data?.followed ?? false,
    loading: account && server.isLoading,
    set,
  };
}

// ---- Movies ------------------------------------------------------------------------------

/** Whether a movie is watched, and its toggle (optimistic, rolled back with a notice). */
export function useMovieMark(movieId: number, failed: string) {
  const { status } = useAuth();
  const account = status !== 'signed-out';
  const mediaId = String(movieId);
  const local = useSyncExternalStore(subscribeLocalMarks, localMarks, () => NONE);
  const input = { ids: [mediaId] };
  const server = trpc.marks.movies.useQuery(input, { enabled: account, staleTime: 10_000 });
  const utils = trpc.useUtils();
  const setMarks = trpc.marks.set.useMutation();
  const watched = account
    ? (server.data ?? []).includes(mediaId)
    : local.some((i) => i.mediaType === 'movie' && i.mediaId === mediaId);

  const toggle = async () => {
    const value = !watched;
    if (!account) {
      setLocalMarks('movie', mediaId, null, value);
      return;
    }
    await utils.marks.movies.cancel(input);
    const before = utils.marks.movies.getData(input);
    utils.marks.movies.setData(input, value ? [mediaId] : []);
    try {
      const done = await setMarks.mutateAsync({
        mediaType: 'movie',
        mediaId,
        watched: value,
        scope: 'title',
      });
      if (done.leftWatchLater) void utils.watchLater.list.invalidate();
    } catch (error) {
      utils.marks.movies.setData(input, before);
      toast({ kind: 'error', message: errorMessage(error, failed) });
    } finally {
      void utils.marks.movies.invalidate(input);
    }
  };
  return { watched, toggle, account };
}

// ---- Cards -------------------------------------------------------------------------------

/**
 * What is next for each of these shows (cards: "S2 E4 next"), in one call per list. Signed
 * in only: a visitor's cards work it out from their own marks where the show's seasons are known.
 */
function useNextUpList(ids: readonly string[]): ReadonlyMap<string, NextUpItem> | null {
  const { status } = useAuth();
  const account = status !== 'signed-out';
  const sorted = useMemo(() => [...new Set(ids)].sort(), [ids]);
  const q = trpc.marks.nextUp.useQuery(
    { ids: sorted },
    { enabled: account && sorted.length > 0, staleTime: 10_000 },
  );
  return useMemo(() => (q.data ? new Map(q.data.map((i) => [i.mediaId, i])) : null), [q.data]);
}

/**
 * Cards' marks for a list of shows, in one call: the account's next up per show
 * (marks.nextUp), or a visitor's own watched set per show.
 */
export function useCardMarks(showIds: readonly string[]) {
  const [prefs] = usePreferences();
  const specials = prefs.includeSpecials === true;
  const server = useNextUpList(showIds);
  const local = useSyncExternalStore(subscribeLocalMarks, localMarks, () => NONE);
  return (mediaId: string) => ({
    watched: server ? EMPTY_SET : localShowSet(local, mediaId),
    specials,
    server: server?.get(mediaId),
  });
}
const EMPTY_SET: ReadonlySet<string> = new Set();
