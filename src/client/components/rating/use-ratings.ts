import type { MediaType } from '@shared/catalogue';
import { type RatingItem, ratingScopeKey } from '@shared/schemas/ratings';
import { useMemo, useRef } from 'react';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { toast } from '../ui/Toast';

export interface RatingScope {
  season: number;
  episode: number;
}
export const TITLE_SCOPE: RatingScope = { season: 0, episode: 0 };

/**
 * The profile's ratings of one title (its own, its seasons' and episodes'), and setting or
 * clearing one at once on screen (put back with a message when the server refuses).
 */
export function useTitleRatings(mediaType: MediaType, id: number | string) {
  const t = useT();
  const { status } = useAuth();
  const account = status === 'signed-in';
  const key = { mediaType, mediaId: String(id) };
  const utils = trpc.useUtils();
  const q = trpc.ratings.forTitle.useQuery(key, { enabled: account, staleTime: 30_000 });
  const byScope = useMemo(() => new Map((q.data ?? []).map((r) => [ratingScopeKey(r), r.rating])), [q.data]);
  /** Shows a rating at once (the server's answer follows). */
  const show = (scope: RatingScope, rating: number | null) => {
    utils.ratings.forTitle.setData(key, (list) => {
      const rest = (list ?? []).filter((r) => ratingScopeKey(r) !== ratingScopeKey(scope));
      if (rating === null) return rest;
      const item: RatingItem = {
        ...key,
        ...scope,
        rating,
        title: null,
        posterPath: null,
        date: null,
        ratedAt: new Date().toISOString(),
      };
      return [...rest, item];
    });
  };
  const set = trpc.ratings.set.useMutation();
  const clear = trpc.ratings.clear.useMutation();
  // One request at a time, the latest choice of each scope only: keys pressed in quick
  // succession send what was chosen last, in order, never an older choice after a newer one.
  const queue = useRef(new Map<string, { scope: RatingScope; rating: number | null }>());
  const running = useRef(false);
  const flush = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.entries().next(); !next.done; next = queue.current.entries().next()) {
        const [k, job] = next.value;
        queue.current.delete(k);
        try {
          if (job.rating === null) await clear.mutateAsync({ ...key, ...job.scope });
          else await set.mutateAsync({ ...key, ...job.scope, rating: job.rating });
        } catch (error) {
          toast({ kind: 'error', message: errorMessage(error, t('ratings.saveFailed')) });
        }
      }
    } finally {
      running.current = false;
      void utils.ratings.forTitle.invalidate(key);
      void utils.ratings.list.invalidate();
      void utils.ratings.ofTitles.invalidate();
    }
  };
  return {
    account,
    restoring: status === 'restoring',
    loading: account && q.isPending,
    error: q.isError,
    retry: () => void q.refetch(),
    ratingOf: (scope: RatingScope): number | null => byScope.get(ratingScopeKey(scope)) ?? null,
    rate: (scope: RatingScope, rating: number | null) => {
      void utils.ratings.forTitle.cancel(key);
      show(scope, rating);
      queue.current.set(ratingScopeKey(scope), { scope, rating });
      void flush();
    },
  };
}
export type TitleRatings = ReturnType<typeof useTitleRatings>;
