import { useT } from '../../i18n/react';
import { errorMessage, trpc } from '../../lib/trpc';

/** Admin and owner: spec 3's debug info about the watch-history table and this account. */
export function DebugPanel() {
  const t = useT();
  const q = trpc.history.debug.useQuery(undefined, { staleTime: 0 });
  return (
    <section
      aria-label={t('account.debug.label')}
      className="rounded-lg border border-sky-900 bg-sky-950/30 p-4 text-sm"
    >
      <h2 className="font-semibold text-sky-200">{t('account.debug.title')}</h2>
      {q.isLoading ? (
        <p className="mt-2 text-zinc-400">{t('account.debug.loading')}</p>
      ) : q.isError ? (
        <p className="mt-2 text-red-300">{errorMessage(q.error, t('account.debug.failed'))}</p>
      ) : q.data ? (
        <>
          {/* Spec 3's field names and the table's own data, as the server reports them. */}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" dir="ltr" data-content="">
            <dt className="text-zinc-400">watchHistoryTableExists</dt>
            <dd>{String(q.data.watchHistoryTableExists)}</dd>
            <dt className="text-zinc-400">userId</dt>
            <dd className="break-all font-mono text-xs">{q.data.userId}</dd>
            <dt className="text-zinc-400">totalWatchHistoryCount</dt>
            <dd>{q.data.totalWatchHistoryCount}</dd>
            <dt className="text-zinc-400">userWatchHistoryCount</dt>
            <dd>{q.data.userWatchHistoryCount}</dd>
          </dl>
          <p className="mt-3 text-zinc-400" data-content="">
            userSampleData
          </p>
          <pre
            dir="ltr"
            data-content=""
            className="mt-1 max-h-64 overflow-auto rounded bg-zinc-950 p-3 font-mono text-xs text-zinc-300"
          >
            {JSON.stringify(q.data.userSampleData, null, 2)}
          </pre>
        </>
      ) : null}
    </section>
  );
}
