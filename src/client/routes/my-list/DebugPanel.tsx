import { useT } from '../../i18n/react';
import { errorMessage, trpc } from '../../lib/trpc';

/** Admin and owner: debug info about the watch-history table and this account. */
export function DebugPanel() {
  const t = useT();
  const q = trpc.history.debug.useQuery(undefined, { staleTime: 0 });
  return (
    <section
      aria-label={t('account.debug.label')}
      className="rounded-lg border border-info-line bg-info-surface/30 p-4 text-sm"
    >
      <h2 className="font-semibold text-info-soft">{t('account.debug.title')}</h2>
      {q.isLoading ? (
        <p className="mt-2 text-muted">{t('account.debug.loading')}</p>
      ) : q.isError ? (
        <p className="mt-2 text-danger">{errorMessage(q.error, t('account.debug.failed'))}</p>
      ) : q.data ? (
        <>
          {/* The documented field names and the table's own data, as the server reports them. */}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" dir="ltr" data-content="">
            <dt className="text-muted">watchHistoryTableExists</dt>
            <dd>{String(q.data.watchHistoryTableExists)}</dd>
            <dt className="text-muted">userId</dt>
            <dd className="break-all font-mono text-xs">{q.data.userId}</dd>
            <dt className="text-muted">totalWatchHistoryCount</dt>
            <dd>{q.data.totalWatchHistoryCount}</dd>
            <dt className="text-muted">userWatchHistoryCount</dt>
            <dd>{q.data.userWatchHistoryCount}</dd>
          </dl>
          <p className="mt-3 text-muted" data-content="">
            userSampleData
          </p>
          <pre
            dir="ltr"
            data-content=""
            className="mt-1 max-h-64 overflow-auto rounded bg-canvas p-3 font-mono text-xs text-fg-secondary"
          >
            {JSON.stringify(q.data.userSampleData, null, 2)}
          </pre>
        </>
      ) : null}
    </section>
  );
}
