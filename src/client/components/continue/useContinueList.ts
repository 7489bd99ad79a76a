import type { Genre, MediaType } from '@shared/catalogue';
import { airedSeasons, type SeasonEpisodes } from '@shared/episodes';
import type { HistoryEntry } from '@shared/schemas/history';
import { CONTINUE_LIMIT, type ContinueEntry } from '@shared/tracking';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { historyMode, localAsEntries, removeLocalHistory } from '../../lib/history';
import { trpc } from '../../lib/trpc';
import { useCardMarks } from '../../lib/use-marks';
import type { ContinueMarks } from './continue-target';

/** Continue Watching fetches 20 and shows details for the first 10, up to 3 genres each. */
export const CONTINUE_FETCH = CONTINUE_LIMIT;
export const CONTINUE_DETAILS = 10;
export const CONTINUE_GENRES = 3;

/** A continue-watching item, plus the player's position when one was reported. */
export interface ContinueItem {
  mediaType: MediaType;
  mediaId: string;
  title: string | null;
  poster: string | null;
  /** The latest activity: a watch, or a mark of one of the show's episodes. */
  lastWatched: string;
  /** Whether the title was opened in the player (a history record); else a show progressed by marks. */
  recorded: boolean;
  rating: number | null;
  year: string | null;
  genres: Genre[];
  season: number | null;
  episode: number | null;
  position: number | null;
  duration: number | null;
  /** A show's seasons, once its details are here (Continue moves on from a finished episode). */
  seasons: SeasonEpisodes[] | null;
  /** Details are still loading (the row shows a skeleton title). */
  loading: boolean;
  /** The viewer's marks of this show (next up). */
  marks: ContinueMarks;
}

/** A record kept in this browser, as a Continue Watching entry. */
const fromRecord = (e: HistoryEntry): ContinueEntry => ({
  mediaType: e.media_type,
  mediaId: e.media_id,
  season: e.season,
  episode: e.episode,
  position: e.position_seconds,
  duration: e.duration_seconds,
  lastActivity: e.last_watched,
  recorded: true,
  nextUp: null,
});

function useLocalEntries(enabled: boolean) {
  const [entries, setEntries] = useState<HistoryEntry[]>(() => (enabled ? localAsEntries() : []));
  const reload = useCallback(() => setEntries(localAsEntries()), []);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);
  return [entries, reload] as const;
}

/** The signed-in visitor's continue list, from the database or (in local mode) this browser. */
export function useContinueList(enabled: boolean) {
  const mode = useQuery({
    queryKey: ['history-mode'],
    queryFn: historyMode,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  const local = mode.data === 'local';
  // The account's list: titles opened in the player and shows progressed by marks, each show
  // with its next up (the server's rule).
  const server = trpc.history.continue.useQuery(undefined, {
    enabled: enabled && mode.data === 'database',
  });
  const [localEntries, reloadLocal] = useLocalEntries(enabled && local);
  const entries = (local ? localEntries.slice(0, CONTINUE_FETCH).map(fromRecord) : server.data) ?? [];
  const shown = entries.slice(0, CONTINUE_DETAILS);

  // One query per title (cached per title, so the watch page and detail pages share them).
  const movies = shown.filter((e) => e.mediaType === 'movie');
  const shows = shown.filter((e) => e.mediaType === 'tv');
  const movieQs = trpc.useQueries((t) => movies.map((e) => t.catalogue.movie({ id: Number(e.mediaId) })));
  const showQs = trpc.useQueries((t) => shows.map((e) => t.catalogue.tvShow({ id: Number(e.mediaId) })));
  // A local list has no next up from the server: the viewer's marks per show.
  const marksOf = useCardMarks(local ? shows.map((e) => e.mediaId) : []);
  const detailOf = (e: ContinueEntry) =>
    e.mediaType === 'movie' ? movieQs[movies.indexOf(e)] : showQs[shows.indexOf(e)];

  const items: ContinueItem[] = shown.map((e) => {
    const d = detailOf(e);
    const data = d?.data;
    const marks = marksOf(e.mediaId);
    return {
      mediaType: e.mediaType,
      mediaId: e.mediaId,
      title: data?.title ?? null,
      poster: data?.posterPath ?? null,
      lastWatched: e.lastActivity,
      recorded: e.recorded,
      rating: data?.voteAverage ?? null,
      year: data?.date ? data.date.slice(0, 4) : null,
      genres: (data?.genres ?? []).slice(0, CONTINUE_GENRES),
      season: e.season,
      episode: e.episode,
      position: e.position,
      duration: e.duration,
      seasons: data && 'seasons' in data ? airedSeasons(data.seasons, data.lastAired) : null,
      loading: !!d?.isLoading,
      marks: e.nextUp ? { ...marks, server: e.nextUp } : marks,
    };
  });

  const utils = trpc.useUtils();
  const removeMutation = trpc.history.removeFromContinue.useMutation({
    onSuccess: async () => {
      await utils.history.invalidate();
      void utils.recommendations.invalidate();
    },
  });
  const remove = useCallback(
    async (item: Pick<ContinueItem, 'mediaId' | 'mediaType'>) => {
      if (local) {
        removeLocalHistory(item.mediaId, item.mediaType);
        reloadLocal();
        return;
      }
      await removeMutation.mutateAsync({ mediaId: item.mediaId, mediaType: item.mediaType });
    },
    [local, reloadLocal, removeMutation],
  );

  return {
    items,
    loading: mode.isLoading || (!local && server.isLoading),
    error: !local && server.isError,
    retry: () => void server.refetch(),
    remove,
  };
}
