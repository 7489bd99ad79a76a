import type { PublicUser } from '@shared/user';
import { type ComponentType, useRef } from 'react';
import { SignInRequired } from '../../components/auth/SignInRequired';
import { LockIcon, PlayIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { useMediaQuery } from '../../components/layout/useMediaQuery';
import { TabPanels, Tabs, TabsList, TabsTrigger, useTabParam } from '../../components/ui/Tabs';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { AdvancedTab } from './AdvancedTab';
import { PlaybackTab } from './PlaybackTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { Skeleton, SlidersIcon, UserIcon } from './parts';

const TABS: readonly { id: string; label: MessageKey; icon: ComponentType<{ size?: number }> }[] = [
  { id: 'profile', label: 'account.settings.tabProfile', icon: UserIcon },
  { id: 'playback', label: 'account.settings.tabPlayback', icon: PlayIcon },
  { id: 'privacy', label: 'account.settings.tabPrivacy', icon: LockIcon },
  { id: 'advanced', label: 'account.settings.tabAdvanced', icon: SlidersIcon },
];
const TAB_IDS = TABS.map((t) => t.id);

export default function SettingsScreen() {
  const t = useT();
  useDocumentTitle(t('account.settings.title'));
  const { status, user } = useAuth();
  // Wait for the stored session to be verified before deciding the visitor is signed out.
  if (status === 'restoring' && !user) return <SettingsSkeleton />;
  if (status === 'signed-out' || !user)
    return (
      <SignInRequired
        title={t('account.settings.signInRequired')}
        prompt={t('account.settings.signInPrompt')}
        away="back"
      />
    );
  return <Settings user={user} />;
}

function Settings({ user }: { user: PublicUser }) {
  const t = useT();
  const [tab, setTab] = useTabParam(TAB_IDS);
  const desktop = useMediaQuery('(min-width: 768px)');
  const tabList = useRef<HTMLDivElement>(null);
  const panels = useRef<HTMLDivElement>(null);
  // On a phone the tab bar sticks under the top bar, so a tab chosen far down a long panel
  // would open mid-way: bring the panels' start up to just under the bar.
  const showPanelStart = () => {
    const bar = tabList.current?.getBoundingClientRect().bottom ?? 0;
    const top = panels.current?.getBoundingClientRect().top ?? bar;
    if (top < bar) window.scrollBy({ top: top - bar });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <header className="mb-5 md:mb-8">
        <h1 className="text-2xl font-bold text-white md:text-3xl">{t('account.settings.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('account.settings.subtitle')}</p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(v) => {
          setTab(v);
          showPanelStart();
        }}
        orientation={desktop ? 'vertical' : 'horizontal'}
        className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]"
      >
        <TabsList
          ref={tabList}
          aria-label={t('account.settings.sections')}
          className="sticky top-14 z-30 -mx-4 mb-5 grid grid-cols-4 bg-canvas/95 px-2 backdrop-blur md:static md:top-auto md:mx-0 md:mb-0 md:flex md:flex-col md:gap-1 md:self-start md:border-b-0 md:bg-transparent md:px-0 md:backdrop-blur-none"
        >
          {TABS.map(({ id, label, icon: Icon }) => (
            <TabsTrigger
              key={id}
              value={id}
              // Phones: icon over label in four equal columns; desktop: a sidebar row.
              className="group flex min-w-0 flex-col items-center gap-1 px-1 pt-2.5 pb-2 text-xs md:flex-row md:gap-2 md:rounded-lg md:border-b-0 md:px-3 md:py-2.5 md:text-sm md:data-[state=active]:bg-surface-raised/80"
            >
              <span className="text-subtle group-data-[state=active]:text-accent-fg">
                <Icon size={18} />
              </span>
              <span className="truncate">{t(label)}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <div ref={panels} className="min-w-0">
          <TabPanels
            panels={{
              profile: <ProfileTab user={user} />,
              playback: <PlaybackTab />,
              privacy: <PrivacyTab />,
              advanced: <AdvancedTab />,
            }}
          />
        </div>
      </Tabs>
    </div>
  );
}

function SettingsSkeleton() {
  const t = useT();
  return (
    <div
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10"
      role="status"
      aria-busy="true"
      aria-label={t('account.settings.loading')}
    >
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-3 h-4 w-72 max-w-full" />
      <div className="mt-8 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="mb-5 flex gap-2 md:flex-col">
          {TABS.map((tab) => (
            <Skeleton key={tab.id} className="h-10 w-24 md:w-full" />
          ))}
        </div>
        <div className="space-y-4">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
