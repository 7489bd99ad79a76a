import { useCallback, useEffect, useState } from 'react';
import { relativeTime } from '../../../shared/relative-time';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Notice } from '../../components/ui/Notice';
import { useAuth } from '../../lib/auth';
import { clearLocalHistory, getLocalHistory } from '../../lib/history';
import { KEYS } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { ChartIcon, CloudIcon, Section, Skeleton, TrashIcon, useNotice } from './parts';

export const CLEAR_HISTORY_CONFIRM =
  'Are you sure you want to clear all your watch history? This action cannot be undone.';

/** This browser's local history, kept current when another tab or screen changes it. */
function useLocalHistory() {
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
  return [entries, reload] as const;
}

type MigrationState = 'idle' | 'migrating' | 'success' | 'error';

/** Moves this browser's watch history into the account (spec 2, 4: idle → migrating → success | error). */
export function MigrateToCloud() {
  const { token } = useAuth();
  const utils = trpc.useUtils();
  const migrate = trpc.history.migrate.useMutation();
  const [local, reloadLocal] = useLocalHistory();
  const [state, setState] = useState<MigrationState>('idle');
  const [notice, showNotice, closeNotice] = useNotice();

  const run = async () => {
    if (!token) {
      setState('error');
      showNotice({ kind: 'error', message: 'You must be logged in to migrate data' });
      return;
    }
    setState('migrating');
    try {
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
      const r = await migrate.mutateAsync({ watchHistoryData });
      // Everything sent has been handled (stored, or skipped as invalid or already there).
      clearLocalHistory();
      reloadLocal();
      setState('success');
      showNotice({
        kind: 'success',
        message: `Migration completed! ${r.migrated} items migrated, ${r.skipped} skipped.`,
      });
      void utils.history.invalidate();
      void utils.recommendations.invalidate();
    } catch {
      setState('error');
      showNotice({ kind: 'error', message: 'Migration failed. Please try again.' });
    }
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
      {notice && (
        <div className="mt-4">
          <Notice notice={notice} onClose={closeNotice} />
        </div>
      )}
    </Section>
  );
}

/** Totals from the account, or from this browser when the account's cannot be read (spec 8). */
export function HistoryStats() {
  const utils = trpc.useUtils();
  const stats = trpc.history.stats.useQuery(undefined, { staleTime: 0 });
  const clear = trpc.history.clear.useMutation();
  const [local, reloadLocal] = useLocalHistory();
  const [confirming, setConfirming] = useState(false);
  const [notice, showNotice, closeNotice] = useNotice();

  const fromLocal = stats.isError;
  const numbers = fromLocal
    ? {
        total: local.length,
        movies: local.filter((e) => e.media_type === 'movie').length,
        tvShows: local.filter((e) => e.media_type === 'tv').length,
        lastWatched: null,
      }
    : stats.data;

  const doClear = async () => {
    try {
      await clear.mutateAsync();
      clearLocalHistory();
      reloadLocal();
      showNotice({ kind: 'success', message: 'Watch history cleared successfully' });
      void utils.history.invalidate();
      void utils.recommendations.invalidate();
    } catch {
      showNotice({ kind: 'error', message: 'Failed to clear watch history' });
    }
  };

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
      {notice && (
        <div className="mt-4">
          <Notice notice={notice} onClose={closeNotice} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear all watch history?"
        description={CLEAR_HISTORY_CONFIRM}
        confirmLabel="Clear History"
        danger
        onConfirm={doClear}
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
