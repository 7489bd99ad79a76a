import { useCallback, useEffect, useState } from 'react';
import { TrashIcon } from '../../components/layout/icons';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import type { MessageKey } from '../../i18n';
import { formatCount, relativeTime } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { clearLocalHistory, getLocalHistory } from '../../lib/history';
import { KEYS } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { ChartIcon, CloudIcon, Section, Skeleton, useNotice } from './parts';

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

/** Moves this browser's watch history into the account (idle → migrating → success | error). */
export function MigrateToCloud() {
  const t = useT();
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
        message: t('account.migrate.done', {
          migrated: formatCount(r.migrated),
          skipped: formatCount(r.skipped),
        }),
      });
    },
    onError: () => showNotice({ kind: 'error', message: t('account.migrate.failed') }),
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
      showNotice({ kind: 'error', message: t('account.migrate.signedOut') });
      return;
    }
    // The migration payload's fixed shape; playback positions stay behind (the server keeps its own).
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
      title={t('account.migrate.title')}
      description={t('account.migrate.description')}
      icon={<CloudIcon />}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-secondary" data-testid="local-history-count">
          {count === 0 ? t('account.migrate.none') : t('account.migrate.count', { count })}
        </p>
        <Button onClick={run} busy={state === 'migrating'} disabled={count === 0 && state !== 'error'}>
          <CloudIcon size={16} />
          {state === 'migrating'
            ? t('account.migrate.migrating')
            : state === 'error'
              ? t('account.migrate.retry')
              : t('account.migrate.title')}
        </Button>
      </div>
      {notice}
    </Section>
  );
}

/** Totals from the account, or from this browser when the account's cannot be read. */
export function HistoryStats() {
  const t = useT();
  const stats = trpc.history.stats.useQuery(undefined, { staleTime: 0 });
  const [local, moved] = useLocalHistory();
  const [confirming, setConfirming] = useState(false);
  const [notice, showNotice] = useNotice();
  const clear = trpc.history.clear.useMutation({
    onSuccess: () => {
      moved();
      showNotice({ kind: 'success', message: t('account.history.cleared') });
    },
    onError: () => showNotice({ kind: 'error', message: t('account.history.clearFailed') }),
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
      title={t('account.history.title')}
      description={fromLocal ? t('account.history.fromLocal') : t('account.history.description')}
      icon={<ChartIcon />}
    >
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-busy={stats.isPending || undefined}>
        <Stat id="Total" label="account.history.total" value={numbers?.total} />
        <Stat id="Movies" label="account.history.movies" value={numbers?.movies} />
        <Stat id="TV Shows" label="account.history.tvShows" value={numbers?.tvShows} />
      </dl>
      {numbers?.lastWatched && (
        <p className="mt-3 text-xs text-subtle">
          {t('account.history.lastWatched', { when: relativeTime(numbers.lastWatched) })}
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <p className="text-sm text-muted">{t('account.history.clearDescription')}</p>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          busy={clear.isPending}
          disabled={empty || stats.isPending}
        >
          <TrashIcon size={16} />
          {t('account.history.clearAll')}
        </Button>
      </div>
      {notice}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.history.clearTitle')}
        description={t('account.history.clearConfirm')}
        confirmLabel={t('account.history.clearAction')}
        danger
        onConfirm={() => clear.mutate()}
      />
    </Section>
  );
}

/** One total; `id` names it for tests whatever the language. */
function Stat({ id, label, value }: { id: string; label: MessageKey; value: number | undefined }) {
  const t = useT();
  return (
    <div className="rounded-lg border border-border bg-canvas/50 px-3 py-3 sm:px-4">
      <dt className="text-xs font-medium text-muted sm:text-sm">{t(label)}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums" data-testid={`stat-${id}`}>
        {value === undefined ? <Skeleton className="h-7 w-10" /> : formatCount(value)}
      </dd>
    </div>
  );
}
