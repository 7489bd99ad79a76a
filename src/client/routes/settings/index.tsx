import type { PublicUser } from '@shared/user';
import { type ComponentType, type ReactNode, useRef } from 'react';
import { useSearch } from 'wouter';
import { SignInRequired } from '../../components/auth/SignInRequired';
import { LockIcon, PlayIcon, UsersIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { useMediaQuery } from '../../components/layout/useMediaQuery';
import { NotOnProfile } from '../../components/profiles/restricted';
import { TabPanels, Tabs, TabsList, TabsTrigger, useTabParam } from '../../components/ui/Tabs';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { useIsKids } from '../../lib/profile';
import { AdvancedTab } from './AdvancedTab';
import { PlaybackTab } from './PlaybackTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfilesTab } from './ProfilesTab';
import { ProfileTab } from './ProfileTab';
import { Skeleton, SlidersIcon, UserIcon } from './parts';

/**
 * `account`: the account's own areas (its details, profiles, devices, import and export), which
 * a Kids profile never opens (the server refuses them too); Playback is the profile's own.
 */
const TABS: readonly {
  id: string;
  label: MessageKey;
  icon: ComponentType<{ size?: number }>;
  account: boolean;
}[] = [
  { id: 'profile', label: 'account.settings.tabProfile', icon: UserIcon, account: true },
  { id: 'profiles', label: 'profiles.settings.tab', icon: UsersIcon, account: true },
  { id: 'playback', label: 'account.settings.tabPlayback', icon: PlayIcon, account: false },
  { id: 'privacy', label: 'account.settings.tabPrivacy', icon: LockIcon, account: true },
  { id: 'advanced', label: 'account.settings.tabAdvanced', icon: SlidersIcon, account: true },
];
const TAB_IDS = TABS.map((t) => t.id);
const KIDS_TAB_IDS = TABS.filter((t) => !t.account).map((t) => t.id);

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
  const kids = useIsKids();
  const requested = new URLSearchParams(useSearch()).get('tab');
  // An account tab opened directly on a Kids profile: say why it is not there.
  if (kids && requested && TAB_IDS.includes(requested) && !KIDS_TAB_IDS.includes(requested))
    return <NotOnProfile reason="kids" />;
  return <SettingsTabs user={user} kids={kids} />;
}

function SettingsTabs({ user, kids }: { user: PublicUser; kids: boolean }) {
  const t = useT();
  const tabs = kids ? TABS.filter((x) => !x.account) : TABS;
  const [tab, setTab] = useTabParam(kids ? KIDS_TAB_IDS : TAB_IDS);
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
        <p className="mt-1 text-sm text-muted">
          {kids ? t('account.settings.subtitleKids') : t('account.settings.subtitle')}
        </p>
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
          style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
          className="sticky top-14 z-30 -mx-4 mb-5 grid bg-canvas/95 px-2 backdrop-blur md:static md:top-auto md:mx-0 md:mb-0 md:flex md:flex-col md:gap-1 md:self-start md:border-b-0 md:bg-transparent md:px-0 md:backdrop-blur-none"
        >
          {tabs.map(({ id, label, icon: Icon }) => (
            <TabsTrigger
              key={id}
              value={id}
              // Phones: icon over label in equal columns; desktop: a sidebar row.
              className="group flex min-w-0 flex-col items-center gap-1 px-1 pt-2.5 pb-2 text-xs md:flex-row md:gap-2 md:rounded-lg md:border-b-0 md:px-3 md:py-2.5 md:text-sm md:data-[state=active]:bg-surface-raised/80"
            >
              <span className="text-subtle group-data-[state=active]:text-accent-fg">
                <Icon size={18} />
              </span>
              <span className="max-w-full truncate">{t(label)}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <div ref={panels} className="min-w-0">
          <TabPanels
            panels={
              (kids
                ? { playback: <PlaybackTab /> }
                : {
                    profile: <ProfileTab user={user} />,
                    profiles: <ProfilesTab />,
                    playback: <PlaybackTab />,
                    privacy: <PrivacyTab />,
                    advanced: <AdvancedTab />,
                  }) as Record<string, ReactNode>
            }
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
