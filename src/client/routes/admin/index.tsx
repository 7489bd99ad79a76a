import { type Query, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Redirect, useSearchParams } from 'wouter';
import { isStaff, type PublicUser } from '../../../shared/user';
import { ShieldIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { AnalyticsTab } from './AnalyticsTab';
import { AdminNoticeProvider } from './notice';
import { OverviewTab } from './OverviewTab';
import { RefreshIcon } from './parts';
import { SystemTab } from './SystemTab';
import { UsersTab } from './UsersTab';

type TabId = 'overview' | 'users' | 'system' | 'analytics';
const TABS: Array<{ id: TabId; label: string }> = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'system', label: 'System' },
  { id: 'analytics', label: 'Analytics' },
];
const isTab = (v: string | null): v is TabId => TABS.some((t) => t.id === v);

/** The queries this screen shows: tRPC's admin.* (keys start with ['admin', ...]) and /api/health. */
const isAdminQuery = (q: Query) => {
  const head = q.queryKey[0];
  return (Array.isArray(head) && head[0] === 'admin') || head === 'api-health';
};

/** /admin: admin and owner only; anyone else goes to / (spec 2), once the session is known. */
export default function AdminScreen() {
  useDocumentTitle('Admin Dashboard');
  const { status, user } = useAuth();
  if (status === 'restoring') return <AdminSkeleton />;
  if (!user || !isStaff(user.role)) return <Redirect to="/" replace />;
  return <Dashboard me={user} />;
}

function Dashboard({ me }: { me: PublicUser }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'overview';
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ predicate: isAdminQuery }) > 0;
  const refreshAll = () => queryClient.invalidateQueries({ predicate: isAdminQuery });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <header className="mb-5 flex items-start justify-between gap-4 md:mb-8">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-white md:text-3xl">Admin Dashboard</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span
              className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
                me.role === 'owner'
                  ? 'bg-purple-500/15 text-purple-200 ring-purple-400/40'
                  : 'bg-sky-500/15 text-sky-200 ring-sky-400/40'
              }`}
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
        <Tabs.Root
          value={tab}
          // The tab lives in the URL (?tab=users) so a reload or a link keeps it.
          onValueChange={(v) => setParams(v === 'overview' ? {} : { tab: v }, { replace: true })}
          activationMode="manual"
        >
          <Tabs.List
            aria-label="Admin sections"
            className="scrollbar-none -mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-zinc-800 px-4 sm:mx-0 sm:px-0"
          >
            {TABS.map((t) => (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                className="shrink-0 border-b-2 border-transparent px-3 py-3 text-sm font-medium text-zinc-400 transition-colors hover:text-zinc-100 data-[state=active]:border-brand data-[state=active]:text-white sm:px-4"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" className="focus-visible:outline-none">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="users" className="focus-visible:outline-none">
            <UsersTab />
          </Tabs.Content>
          <Tabs.Content value="system" className="focus-visible:outline-none">
            <SystemTab />
          </Tabs.Content>
          <Tabs.Content value="analytics" className="focus-visible:outline-none">
            <AnalyticsTab />
          </Tabs.Content>
        </Tabs.Root>
      </AdminNoticeProvider>
    </div>
  );
}

function AdminSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10" aria-busy="true">
      <span className="sr-only">Loading the admin dashboard…</span>
      <div className="h-9 w-64 animate-pulse rounded bg-zinc-800" />
      <div className="mt-3 h-5 w-40 animate-pulse rounded bg-zinc-800/70" />
      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={i} className="h-32 animate-pulse rounded-xl bg-zinc-900" />
        ))}
      </div>
    </div>
  );
}
