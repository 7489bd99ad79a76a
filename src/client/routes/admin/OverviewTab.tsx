import { useEffect } from 'react';
import { CheckIcon, PlayIcon, ShieldIcon, UsersIcon } from '../../components/layout/icons';
import { t } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { ApiHealthPanel, REFRESH_MS, SystemHealthPanel } from './HealthPanels';
import { useAdminNotice } from './notice';
import { formatCount as n, StarIcon, StatGrid } from './parts';
import { QuickActions } from './QuickActions';

/** The Overview tab: five stat cards, API health, quick actions, system health. */
export function OverviewTab() {
  const opts = { refetchInterval: REFRESH_MS, staleTime: 0 } as const;
  const stats = trpc.admin.stats.useQuery(undefined, opts);
  const watch = trpc.admin.watchHistoryStats.useQuery(undefined, opts);
  const health = trpc.admin.systemHealth.useQuery(undefined, opts);
  useLoadFailureNotice(stats.isError || watch.isError);

  const t = useT();
  const s = stats.data;
  const premiumShare = formatNumber(s && s.totalUsers > 0 ? s.premiumUsers / s.totalUsers : 0, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="space-y-4 sm:space-y-6">
      <StatGrid
        className="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
        stats={[
          {
            label: t('admin.overview.totalUsers'),
            value: n(s?.totalUsers),
            detail: t('admin.overview.newToday', { count: s?.newUsersToday ?? 0 }),
            icon: <UsersIcon size={18} />,
            loading: stats.isPending,
          },
          {
            label: t('admin.overview.premiumUsers'),
            value: n(s?.premiumUsers),
            detail: t('admin.overview.premiumShare', { percent: premiumShare }),
            icon: <StarIcon />,
            loading: stats.isPending,
          },
          {
            label: t('admin.overview.adminUsers'),
            value: n(s?.adminUsers),
            detail: t('admin.overview.adminsAndOwners'),
            icon: <ShieldIcon size={18} />,
            loading: stats.isPending,
          },
          {
            label: t('admin.overview.watchRecords'),
            value: n(watch.data?.total),
            detail: t('admin.overview.watchToday', { count: watch.data?.today ?? 0 }),
            icon: <PlayIcon size={18} />,
            loading: watch.isPending,
          },
          {
            label: t('admin.overview.watchedMarks'),
            value: n(watch.data?.watchedMarks),
            detail: t('admin.overview.watchToday', { count: watch.data?.watchedMarksToday ?? 0 }),
            icon: <CheckIcon size={18} />,
            loading: watch.isPending,
          },
          {
            label: t('admin.overview.ratings'),
            value: n(s?.totalRatings),
            detail: t('admin.overview.opinionsDetail'),
            icon: <StarIcon />,
            loading: stats.isPending,
          },
          {
            label: t('admin.overview.reviews'),
            value: n(s?.totalReviews),
            detail: t('admin.overview.opinionsDetail'),
            icon: <StarIcon />,
            loading: stats.isPending,
          },
          {
            label: t('admin.overview.lists'),
            value: n(s?.totalLists),
            detail: t('admin.overview.opinionsDetail'),
            icon: <StarIcon />,
            loading: stats.isPending,
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

/** 'Failed to load admin data' once per failure, not on every 30 s retry. */
export function useLoadFailureNotice(failed: boolean) {
  const notice = useAdminNotice();
  useEffect(() => {
    if (failed) notice.error(t('admin.notice.loadFailed'));
  }, [failed, notice]);
}
