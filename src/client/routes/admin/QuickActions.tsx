import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { trpc, trpcClient } from '../../lib/trpc';
import { datedFileName } from './list-state';
import { failure, useAdminNotice } from './notice';
import { BroomIcon, DatabaseIcon, DownloadIcon, FileIcon, Panel } from './parts';

/** Saves `data` as a pretty-printed JSON file through a temporary link. */
function downloadJson(fileName: string, data: unknown) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
  const [busy, setBusy] = useState<Action | null>(null);

  const run = async (action: Action, work: () => Promise<string>, failed: string) => {
    setBusy(action);
    try {
      notice.success(await work());
    } catch (e) {
      notice.error(failure(failed, e));
    } finally {
      setBusy(null);
    }
  };

  const clearCache = () =>
    run(
      'cache',
      async () => {
        await trpcClient.admin.clearCache.mutate();
        await Promise.all([utils.admin.cacheStats.invalidate(), utils.admin.systemHealth.invalidate()]);
        return 'Cache cleared successfully';
      },
      'Failed to clear cache',
    );
  const cleanRecords = () =>
    run(
      'records',
      async () => {
        await trpcClient.history.cleanup.mutate();
        await Promise.all([utils.admin.watchHistoryStats.invalidate(), utils.admin.analytics.invalidate()]);
        return 'Old records cleared successfully';
      },
      'Failed to clear old records',
    );
  const exportUsers = () =>
    run(
      'users',
      async () => {
        downloadJson(datedFileName('marquee-users'), await trpcClient.admin.exportUsers.query());
        return 'Users exported successfully';
      },
      'Failed to export users',
    );
  const exportReport = () =>
    run(
      'report',
      async () => {
        downloadJson(datedFileName('marquee-system-report'), await trpcClient.admin.systemReport.query());
        return 'System report exported successfully';
      },
      'Failed to export system report',
    );

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
      onClick: exportUsers,
    },
    {
      id: 'report',
      label: 'System Report',
      hint: 'Download stats, health and configuration',
      icon: <FileIcon />,
      onClick: exportReport,
    },
  ];

  return (
    <Panel title={title} description="Maintenance and exports.">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <Button
            key={item.id}
            variant="secondary"
            className="h-auto justify-start px-4 py-3 text-left"
            busy={busy === item.id}
            onClick={item.onClick}
          >
            {busy !== item.id && <span className="text-zinc-400">{item.icon}</span>}
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
        onConfirm={clearCache}
      />
      <ConfirmDialog
        open={confirm === 'records'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Clean old watch records?"
        description="This deletes every watch history record older than 15 days, for all users. This action cannot be undone."
        confirmLabel="Clean Records"
        danger
        onConfirm={cleanRecords}
      />
    </Panel>
  );
}
