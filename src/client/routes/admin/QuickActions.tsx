import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, useConfirmChoice } from '../../components/ui/ConfirmDialog';
import { useT } from '../../i18n/react';
import { downloadJson } from '../../lib/download';
import { trpc } from '../../lib/trpc';
import { datedFileName } from './list-state';
import { failure, useAdminNotice } from './notice';
import { BroomIcon, DatabaseIcon, DownloadIcon, FileIcon, Panel } from './parts';

/**
 * An export: it reads (a query) but runs once per click like an action, so a mutation gives
 * it the pending state and callbacks, and nothing of it stays in the cache.
 */
function useExport(o: { read: () => Promise<unknown>; file: string; done: string; failed: string }) {
  const notice = useAdminNotice();
  return useMutation({
    mutationFn: o.read,
    onSuccess: (data) => {
      downloadJson(datedFileName(o.file), data);
      notice.success(o.done);
    },
    onError: (e) => notice.error(failure(o.failed, e)),
  });
}

type Action = 'cache' | 'records' | 'users' | 'report';

/** How old a watch record must be for Clean Records (the server's rule). */
const RECORD_DAYS = 15;

/**
 * Clear Cache, Clean Records, Export Users, System Report, each with its busy marker and
 * its notices; the first two ask for confirmation.
 */
export function QuickActions({ title }: { title?: string }) {
  const notice = useAdminNotice();
  const t = useT();
  const utils = trpc.useUtils();
  const confirm = useConfirmChoice<'cache' | 'records'>();

  const clearCache = trpc.admin.clearCache.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.admin.cacheStats.invalidate(), utils.admin.systemHealth.invalidate()]);
      notice.success(t('admin.actions.cacheCleared'));
    },
    onError: (e) => notice.error(failure(t('admin.actions.cacheFailed'), e)),
  });
  const cleanRecords = trpc.history.cleanup.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.admin.watchHistoryStats.invalidate(), utils.admin.analytics.invalidate()]);
      notice.success(t('admin.actions.recordsCleared'));
    },
    onError: (e) => notice.error(failure(t('admin.actions.recordsFailed'), e)),
  });
  const exportUsers = useExport({
    read: () => utils.client.admin.exportUsers.query(),
    file: 'marquee-users',
    done: t('admin.actions.usersExported'),
    failed: t('admin.actions.usersExportFailed'),
  });
  const exportReport = useExport({
    read: () => utils.client.admin.systemReport.query(),
    file: 'marquee-system-report',
    done: t('admin.actions.reportExported'),
    failed: t('admin.actions.reportExportFailed'),
  });
  const pending: Record<Action, boolean> = {
    cache: clearCache.isPending,
    records: cleanRecords.isPending,
    users: exportUsers.isPending,
    report: exportReport.isPending,
  };

  const items: Array<{
    id: Action;
    label: string;
    hint: string;
    icon: React.ReactNode;
    onClick: () => void;
  }> = [
    {
      id: 'cache',
      label: t('admin.actions.clearCache'),
      hint: t('admin.actions.clearCacheHint'),
      icon: <DatabaseIcon />,
      onClick: () => confirm.ask('cache'),
    },
    {
      id: 'records',
      label: t('admin.actions.cleanRecords'),
      hint: t('admin.actions.cleanRecordsHint', { days: RECORD_DAYS }),
      icon: <BroomIcon />,
      onClick: () => confirm.ask('records'),
    },
    {
      id: 'users',
      label: t('admin.actions.exportUsers'),
      hint: t('admin.actions.exportUsersHint'),
      icon: <DownloadIcon />,
      onClick: () => exportUsers.mutate(),
    },
    {
      id: 'report',
      label: t('admin.actions.systemReport'),
      hint: t('admin.actions.systemReportHint'),
      icon: <FileIcon />,
      onClick: () => exportReport.mutate(),
    },
  ];

  return (
    <Panel title={title ?? t('admin.actions.title')} description={t('admin.actions.description')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <Button
            key={item.id}
            variant="secondary"
            className="h-auto justify-start px-4 py-3 text-start"
            busy={pending[item.id]}
            onClick={item.onClick}
          >
            {!pending[item.id] && <span className="text-muted">{item.icon}</span>}
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-fg">{item.label}</span>
              <span className="truncate text-xs font-normal text-muted">{item.hint}</span>
            </span>
          </Button>
        ))}
      </div>

      <ConfirmDialog
        {...confirm.dialog('cache')}
        title={t('admin.actions.clearCacheTitle')}
        description={t('admin.actions.clearCacheDescription')}
        confirmLabel={t('admin.actions.clearCache')}
        danger
        onConfirm={() => clearCache.mutate()}
      />
      <ConfirmDialog
        {...confirm.dialog('records')}
        title={t('admin.actions.cleanRecordsTitle')}
        description={t('admin.actions.cleanRecordsDescription', { days: RECORD_DAYS })}
        confirmLabel={t('admin.actions.cleanRecords')}
        danger
        onConfirm={() => cleanRecords.mutate()}
      />
    </Panel>
  );
}
