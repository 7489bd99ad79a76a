import { useEffect } from 'react';
import { PlayIcon, ShieldIcon, UsersIcon } from '../../components/layout/icons';
import { trpc } from '../../lib/trpc';
import { ApiHealthPanel, REFRESH_MS, SystemHealthPanel } from './HealthPanels';
import { useAdminNotice } from './notice';
import { formatCount as n, StarIcon, StatGrid } from './parts';
import { QuickActions } from './QuickActions';

/** Spec 2's Overview: four stat cards, API health, quick actions, system health. */
export function OverviewTab() {
  const opts = { refetchInterval: REFRESH_MS, staleTime: 0 } as const;
  const stats = trpc.admin.stats.useQuery(undefined, opts);
  const watch = trpc.admin.watchHistoryStats.useQuery(undefined, opts);
  const health = trpc.admin.systemHealth.useQuery(undefined, opts);
  useLoadFailureNotice(stats.isError || watch.isError);

  const s = stats.data;
  const premiumShare = s && s.totalUsers > 0 ? ((s.premiumUsers / s.totalUsers) * 100).toFixed(1) : '0.0';
  return (
    <div className="space-y-4 sm:space-y-6">
      <StatGrid
        className="grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        stats={[
          {
            label: 'Total Users',
            value: n(s?.totalUsers),
            detail: `+${n(s?.newUsersToday)} new today`,
            icon: <UsersIcon size={18} />,
            loading: stats.isPending,
          },
          {
            label: 'Premium Users',
            value: n(s?.premiumUsers),
            detail: `${premiumShare}% of all users`,
            icon: <StarIcon />,
            loading: stats.isPending,
          },
          {
            label: 'Admin Users',
            value: n(s?.adminUsers),
            detail: 'Admins and owners',
            icon: <ShieldIcon size={18} />,
            loading: stats.isPending,
          },
          {
            label: 'Watch Records',
            value: n(watch.data?.total),
            detail: `+${n(watch.data?.today)} today`,
            icon: <PlayIcon size={18} />,
            loading: watch.isPending,
          },
        ]}
      />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <ApiHealthPanel />
        <SystemHealthPanel health={health.data} loading={health.isPending} />
      </div>
      <QuickActions />
    </div>
  );
}

/** 'Failed to load admin data' (spec 8) once per failure, not on every 30 s retry. */
export function useLoadFailureNotice(failed: boolean) {
  const notice = useAdminNotice();
  useEffect(() => {
    if (failed) notice.error('Failed to load admin data');
  }, [failed, notice]);
}
