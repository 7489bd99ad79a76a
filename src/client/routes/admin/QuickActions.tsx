import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
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

/**
 * Clear Cache, Clean Records, Export Users, System Report (spec 2), each with its
 * confirmation where spec 5 asks for one, its busy marker and its notices (spec 8).
 */
export function QuickActions({ title = 'Quick Actions' }: { title?: string }) {
  const notice = useAdminNotice();
  const utils = trpc.useUtils();
  const [confirm, setConfirm] = useState<'cache' | 'records' | null>(null);

  const clearCache = trpc.admin.clearCache.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.admin.cacheStats.invalidate(), utils.admin.systemHealth.invalidate()]);
      notice.success('Cache cleared successfully');
    },
    onError: (e) => notice.error(failure('Failed to clear cache', e)),
  });
  const cleanRecords = trpc.history.cleanup.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.admin.watchHistoryStats.invalidate(), utils.admin.analytics.invalidate()]);
      notice.success('Old records cleared successfully');
    },
    onError: (e) => notice.error(failure('Failed to clear old records', e)),
  });
  const exportUsers = useExport({
    read: () => utils.client.admin.exportUsers.query(),
    file: 'marquee-users',
    done: 'Users exported successfully',
    failed: 'Failed to export users',
  });
  const exportReport = useExport({
    read: () => utils.client.admin.systemReport.query(),
    file: 'marquee-system-report',
    done: 'System report exported successfully',
    failed: 'Failed to export system report',
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
      label: 'Clear Cache',
      hint: 'Empty the movie-database cache',
      icon: <DatabaseIcon />,
      onClick: () => setConfirm('cache'),
    },
    {
      id: 'records',
      label: 'Clean Records',
      hint: 'Delete watch history older than 15 days',
      icon: <BroomIcon />,
      onClick: () => setConfirm('records'),
    },
    {
      id: 'users',
      label: 'Export Users',
      hint: 'Download every user as JSON',
      icon: <DownloadIcon />,
      onClick: () => exportUsers.mutate(),
    },
    {
      id: 'report',
      label: 'System Report',
      hint: 'Download stats, health and configuration',
      icon: <FileIcon />,
      onClick: () => exportReport.mutate(),
    },
  ];

  return (
    <Panel title={title} description="Maintenance and exports.">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <Button
            key={item.id}
            variant="secondary"
            className="h-auto justify-start px-4 py-3 text-start"
            busy={pending[item.id]}
            onClick={item.onClick}
          >
            {!pending[item.id] && <span className="text-zinc-400">{item.icon}</span>}
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-zinc-50">{item.label}</span>
              <span className="truncate text-xs font-normal text-zinc-400">{item.hint}</span>
            </span>
          </Button>
        ))}
      </div>

      <ConfirmDialog
        open={confirm === 'cache'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Clear the movie-database cache?"
        description="Every cached catalogue answer is dropped. Responses will be temporarily slower while the cache fills again."
        confirmLabel="Clear Cache"
        danger
        onConfirm={() => clearCache.mutate()}
      />
      <ConfirmDialog
        open={confirm === 'records'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Clean old watch records?"
        description="This deletes every watch history record older than 15 days, for all users. This action cannot be undone."
        confirmLabel="Clean Records"
        danger
        onConfirm={() => cleanRecords.mutate()}
      />
    </Panel>
  );
}
