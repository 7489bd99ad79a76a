import { isStaff, type PublicUser } from '@shared/user';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { Link } from 'wouter';
import { useAuthDialog } from '../../components/auth/AuthDialogs';
import { LockIcon, ShieldIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { NotOnProfile } from '../../components/profiles/restricted';
import { Button, buttonClass } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { MessageScreen } from '../../components/ui/MessageScreen';
import { Loading, Placeholders } from '../../components/ui/Placeholders';
import { TabPanels, Tabs, TabsList, TabsTrigger, useTabParam } from '../../components/ui/Tabs';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { useIsKids } from '../../lib/profile';
import { trpc } from '../../lib/trpc';
import { AnalyticsTab } from './AnalyticsTab';
import { API_HEALTH_KEY } from './HealthPanels';
import { AdminNoticeProvider } from './notice';
import { OverviewTab } from './OverviewTab';
import { RefreshIcon } from './parts';
import { SystemTab } from './SystemTab';
import { UsersTab } from './UsersTab';

const TABS = [
  { id: 'overview', label: 'admin.tabs.overview' },
  { id: 'users', label: 'admin.tabs.users' },
  { id: 'system', label: 'admin.tabs.system' },
  { id: 'analytics', label: 'admin.tabs.analytics' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>;
const TAB_IDS = TABS.map((t) => t.id);

/**
 * /admin: admin and owner only (the server enforces it on every call). Anyone else is told
 * why, once the session is known: a visitor is offered Sign In, a user the way home.
 */
export default function AdminScreen() {
  const t = useT();
  useDocumentTitle(t('admin.dashboard.title'));
  const { status, user } = useAuth();
  const kids = useIsKids();
  if (status === 'restoring' && !user) return <AdminSkeleton />;
  if (!user) return <AdminGate signedIn={false} />;
  // Never from a Kids profile, whatever the account's role (the server refuses it too).
  if (kids) return <NotOnProfile reason="kids" />;
  if (!isStaff(user.role)) return <AdminGate signedIn />;
  return <Dashboard me={user} />;
}

function AdminGate({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const dialog = useAuthDialog();
  const home = (
    <Link href="/" className={buttonClass(signedIn ? 'primary' : 'secondary')}>
      {t('admin.gate.goHome')}
    </Link>
  );
  return signedIn ? (
    <MessageScreen icon={<ShieldIcon size={28} />} title={t('admin.gate.deniedTitle')} actions={home}>
      {t('admin.gate.deniedPrompt')}
    </MessageScreen>
  ) : (
    <MessageScreen
      icon={<LockIcon size={28} />}
      title={t('admin.gate.signInTitle')}
      actions={
        <>
          {home}
          <Button onClick={() => dialog.open('signin')}>{t('shell.auth.signIn')}</Button>
        </>
      }
    >
      {t('admin.gate.signInPrompt')}
    </MessageScreen>
  );
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
  const t = useT();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <header className="mb-5 flex items-start justify-between gap-4 md:mb-8">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-white md:text-3xl">{t('admin.dashboard.title')}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span
              className={cn(
                'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                me.role === 'owner'
                  ? 'bg-role-owner/15 text-role-owner-fg ring-role-owner/40'
                  : 'bg-info-solid/15 text-info-soft ring-info-solid/40',
              )}
            >
              <ShieldIcon size={13} />
              {me.role === 'owner' ? t('admin.dashboard.ownerAccess') : t('admin.dashboard.adminAccess')}
            </span>
            {/* One text (tests read it whole); the username inside is the account's own. */}
            <span className="text-muted" data-content="">
              {t('admin.dashboard.signedInAs', { username: me.username })}
            </span>
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={refreshAll}
          busy={fetching}
          aria-label={t('admin.dashboard.refreshLabel')}
        >
          {!fetching && <RefreshIcon size={16} />}
          <span className="hidden sm:inline">{t('admin.dashboard.refresh')}</span>
        </Button>
      </header>

      <AdminNoticeProvider>
        <Tabs value={tab} onValueChange={setTab} activationMode="manual">
          <TabsList
            aria-label={t('admin.dashboard.sections')}
            className="scrollbar-none -mx-4 mb-5 gap-1 overflow-x-auto px-4 sm:mx-0 sm:px-0"
          >
            {TABS.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id} className="px-3 py-3 sm:px-4">
                {t(tab.label)}
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
    <Loading label="admin.dashboard.loading" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <div className="h-9 w-64 animate-pulse rounded bg-surface-raised" />
      <div className="mt-3 h-5 w-40 animate-pulse rounded bg-surface-raised/70" />
      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Placeholders count={4} className="h-32 animate-pulse rounded-xl bg-surface" />
      </div>
    </Loading>
  );
}
