import { useCallback, useEffect, useState } from 'react';
import { relativeTime } from '../../../shared/relative-time';
import { TrashIcon } from '../../components/layout/icons';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useAuth } from '../../lib/auth';
import { clearLocalHistory, getLocalHistory } from '../../lib/history';
import { KEYS } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { ChartIcon, CloudIcon, Section, Skeleton, useNotice } from './parts';

export const CLEAR_HISTORY_CONFIRM =
  'Are you sure you want to clear all your watch history? This action cannot be undone.';

/**
 * This browser's local history, kept current when another tab or screen changes it, and
 * `moved`: the account now holds it (migrated or cleared), so this copy goes and the lists
 * that read the account's reload.
 */
function useLocalHistory() {
  const utils = trpc.useUtils();
  const [entries, setEntries] = useState(getLocalHistory);
  const reload = useCallback(() => setEntries(getLocalHistory()), []);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === KEYS.watchHistory) reload();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', reload);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', reload);
    };
  }, [reload]);
  const moved = () => {
    clearLocalHistory();
    reload();
    void utils.history.invalidate();
    void utils.recommendations.invalidate();
  };
  return [entries, moved] as const;
}

/** Moves this browser's watch history into the account (spec 2, 4: idle → migrating → success | error). */
export function MigrateToCloud() {
  const { token } = useAuth();
  const [local, moved] = useLocalHistory();
  const [signedOut, setSignedOut] = useState(false);
  const [notice, showNotice] = useNotice();
  const migrate = trpc.history.migrate.useMutation({
    onSuccess: (r) => {
      // Everything sent has been handled (stored, or skipped as invalid or already there).
      moved();
      showNotice({
        kind: 'success',
        message: `Migration completed! ${r.migrated} items migrated, ${r.skipped} skipped.`,
      });
    },
    onError: () => showNotice({ kind: 'error', message: 'Migration failed. Please try again.' }),
  });
  const state = migrate.isPending
    ? 'migrating'
    : signedOut || migrate.isError
      ? 'error'
      : migrate.isSuccess
        ? 'success'
        : 'idle';

  const run = () => {
    setSignedOut(!token);
    if (!token) {
      showNotice({ kind: 'error', message: 'You must be logged in to migrate data' });
      return;
    }
    // The spec's payload shape; playback positions stay behind (the server keeps its own).
    const watchHistoryData = getLocalHistory().map(
      ({ media_id, media_type, season, episode, timestamp }) => ({
        media_id,
        media_type,
        season,
        episode,
        timestamp,
      }),
    );
    migrate.mutate({ watchHistoryData });
  };

  const count = local.length;
  return (
    <Section
      title="Migrate to Cloud"
      description="Move the watch history saved in this browser into your account, so Continue Watching and recommendations follow you to every device."
      icon={<CloudIcon />}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-300" data-testid="local-history-count">
          {count === 0
            ? 'This browser holds no local watch history.'
            : `${count} ${count === 1 ? 'item is' : 'items are'} saved only in this browser.`}
        </p>
        <Button onClick={run} busy={state === 'migrating'} disabled={count === 0 && state !== 'error'}>
          <CloudIcon size={16} />
          {state === 'migrating' ? 'Migrating…' : state === 'error' ? 'Try Again' : 'Migrate to Cloud'}
        </Button>
      </div>
      {notice}
    </Section>
  );
}

/** Totals from the account, or from this browser when the account's cannot be read (spec 8). */
export function HistoryStats() {
  const stats = trpc.history.stats.useQuery(undefined, { staleTime: 0 });
  const [local, moved] = useLocalHistory();
  const [confirming, setConfirming] = useState(false);
  const [notice, showNotice] = useNotice();
  const clear = trpc.history.clear.useMutation({
    onSuccess: () => {
      moved();
      showNotice({ kind: 'success', message: 'Watch history cleared successfully' });
    },
    onError: () => showNotice({ kind: 'error', message: 'Failed to clear watch history' }),
  });

  const fromLocal = stats.isError;
  const numbers = fromLocal
    ? {
        total: local.length,
        movies: local.filter((e) => e.media_type === 'movie').length,
        tvShows: local.filter((e) => e.media_type === 'tv').length,
        lastWatched: null,
      }
    : stats.data;

  // Unknown (the account's totals failed to load) is not empty: the account may still hold history.
  const empty = !fromLocal && stats.data?.total === 0 && local.length === 0;
  return (
    <Section
      title="Watch history"
      description={
        fromLocal
          ? 'Your account’s statistics could not be loaded, so these numbers count this browser’s history.'
          : 'What your account remembers for Continue Watching and recommendations.'
      }
      icon={<ChartIcon />}
    >
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-busy={stats.isPending || undefined}>
        <Stat label="Total" value={numbers?.total} />
        <Stat label="Movies" value={numbers?.movies} />
        <Stat label="TV Shows" value={numbers?.tvShows} />
      </dl>
      {numbers?.lastWatched && (
        <p className="mt-3 text-xs text-zinc-500">Last watched: {relativeTime(numbers.lastWatched)}</p>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-zinc-800 pt-4">
        <p className="text-sm text-zinc-400">
          Removes every title from your history, on this device and in your account.
        </p>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          busy={clear.isPending}
          disabled={empty || stats.isPending}
        >
          <TrashIcon size={16} />
          Clear All History
        </Button>
      </div>
      {notice}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear all watch history?"
        description={CLEAR_HISTORY_CONFIRM}
        confirmLabel="Clear History"
        danger
        onConfirm={() => clear.mutate()}
      />
    </Section>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-zinc-800 bg-zinc-950/50 px-3 py-3 sm:px-4">
      <dt className="text-xs font-medium text-zinc-400 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums" data-testid={`stat-${label}`}>
        {value === undefined ? <Skeleton className="h-7 w-10" /> : value.toLocaleString()}
      </dd>
    </div>
  );
}
