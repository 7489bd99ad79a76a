import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { Redirect } from 'wouter';
import { isStaff, type PublicUser } from '../../../shared/user';
import { ShieldIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Loading, Placeholders } from '../../components/ui/Placeholders';
import { TabPanels, Tabs, TabsList, TabsTrigger, useTabParam } from '../../components/ui/Tabs';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { AnalyticsTab } from './AnalyticsTab';
import { API_HEALTH_KEY } from './HealthPanels';
import { AdminNoticeProvider } from './notice';
import { OverviewTab } from './OverviewTab';
import { RefreshIcon } from './parts';
import { SystemTab } from './SystemTab';
import { UsersTab } from './UsersTab';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'system', label: 'System' },
  { id: 'analytics', label: 'Analytics' },
] as const;
const TAB_IDS = TABS.map((t) => t.id);

/** /admin: admin and owner only; anyone else goes to / (spec 2), once the session is known. */
export default function AdminScreen() {
  useDocumentTitle('Admin Dashboard');
  const { status, user } = useAuth();
  if (status === 'restoring') return <AdminSkeleton />;
  if (!user || !isStaff(user.role)) return <Redirect to="/" replace />;
  return <Dashboard me={user} />;
}

/** What Refresh reloads and spins for: every admin.* procedure, and GET /api/health. */
function useAdminRefresh() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const fetching =
    useIsFetching({ queryKey: getQueryKey(trpc.admin) }) + useIsFetching({ queryKey: API_HEALTH_KEY }) > 0;
  const refreshAll = () =>
    Promise.all([utils.admin.invalidate(), queryClient.invalidateQueries({ queryKey: API_HEALTH_KEY })]);
  return { fetching, refreshAll };
}

function Dashboard({ me }: { me: PublicUser }) {
  const [tab, setTab] = useTabParam(TAB_IDS);
  const { fetching, refreshAll } = useAdminRefresh();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <header className="mb-5 flex items-start justify-between gap-4 md:mb-8">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-white md:text-3xl">Admin Dashboard</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span
              className={cn(
                'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                me.role === 'owner'
                  ? 'bg-purple-500/15 text-purple-200 ring-purple-400/40'
                  : 'bg-sky-500/15 text-sky-200 ring-sky-400/40',
              )}
            >
              <ShieldIcon size={13} />
              {me.role === 'owner' ? 'Owner Access' : 'Admin Access'}
            </span>
            <span className="text-zinc-400">Signed in as {me.username}</span>
          </p>
        </div>
        <Button variant="secondary" onClick={refreshAll} busy={fetching} aria-label="Refresh admin data">
          {!fetching && <RefreshIcon size={16} />}
          <span className="hidden sm:inline">Refresh</span>
        </Button>
      </header>

      <AdminNoticeProvider>
        <Tabs value={tab} onValueChange={setTab} activationMode="manual">
          <TabsList
            aria-label="Admin sections"
            className="scrollbar-none -mx-4 mb-5 gap-1 overflow-x-auto px-4 sm:mx-0 sm:px-0"
          >
            {TABS.map((t) => (
              <TabsTrigger key={t.id} value={t.id} className="px-3 py-3 sm:px-4">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabPanels
            panels={{
              overview: <OverviewTab />,
              users: <UsersTab />,
              system: <SystemTab />,
              analytics: <AnalyticsTab />,
            }}
          />
        </Tabs>
      </AdminNoticeProvider>
    </div>
  );
}

function AdminSkeleton() {
  return (
    <Loading label="Loading the admin dashboard…" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <div className="h-9 w-64 animate-pulse rounded bg-zinc-800" />
      <div className="mt-3 h-5 w-40 animate-pulse rounded bg-zinc-800/70" />
      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Placeholders count={4} className="h-32 animate-pulse rounded-xl bg-zinc-900" />
      </div>
    </Loading>
  );
}
