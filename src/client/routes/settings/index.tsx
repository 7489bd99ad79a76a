import { Tabs } from 'radix-ui';
import { type ComponentType, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { PublicUser } from '../../../shared/user';
import { useAuthDialog } from '../../components/auth/AuthDialogs';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { useMediaQuery } from '../../components/layout/useMediaQuery';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { AdvancedTab } from './AdvancedTab';
import { PlaybackTab } from './PlaybackTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { LockIcon, PlayIcon, Skeleton, SlidersIcon, UserIcon } from './parts';

type TabId = 'profile' | 'playback' | 'privacy' | 'advanced';

const TABS: { id: TabId; label: string; icon: ComponentType<{ size?: number }> }[] = [
  { id: 'profile', label: 'Profile', icon: UserIcon },
  { id: 'playback', label: 'Playback', icon: PlayIcon },
  { id: 'privacy', label: 'Privacy', icon: LockIcon },
  { id: 'advanced', label: 'Advanced', icon: SlidersIcon },
];

const isTab = (v: string | null): v is TabId => TABS.some((t) => t.id === v);

export default function SettingsScreen() {
  useDocumentTitle('Account Settings');
  const { status, user } = useAuth();
  // Wait for the stored session to be verified before deciding the visitor is signed out.
  if (status === 'restoring' && !user) return <SettingsSkeleton />;
  if (status === 'signed-out' || !user) return <SignInRequired />;
  return <Settings user={user} />;
}

function Settings({ user }: { user: PublicUser }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';
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
        <h1 className="text-2xl font-bold text-white md:text-3xl">Account Settings</h1>
        <p className="mt-1 text-sm text-zinc-400">Manage your profile, playback, privacy and data.</p>
      </header>
      <Tabs.Root
        value={tab}
        // The tab lives in the URL (?tab=privacy) so it survives a reload and can be linked.
        onValueChange={(v) => {
          setParams(v === 'profile' ? {} : { tab: v }, { replace: true });
          showPanelStart();
        }}
        orientation={desktop ? 'vertical' : 'horizontal'}
        className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]"
      >
        <Tabs.List
          ref={tabList}
          aria-label="Settings sections"
          className="sticky top-14 z-30 -mx-4 mb-5 grid grid-cols-4 border-b border-zinc-800 bg-zinc-950/95 px-2 backdrop-blur md:static md:top-auto md:mx-0 md:mb-0 md:flex md:flex-col md:gap-1 md:self-start md:border-b-0 md:bg-transparent md:px-0 md:backdrop-blur-none"
        >
          {TABS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              // Phones: icon over label in four equal columns; desktop: a sidebar row.
              className="group flex min-w-0 flex-col items-center gap-1 border-b-2 border-transparent px-1 pt-2.5 pb-2 text-xs font-medium text-zinc-400 transition-colors hover:text-zinc-100 data-[state=active]:border-brand data-[state=active]:text-white md:flex-row md:gap-2 md:rounded-lg md:border-b-0 md:px-3 md:py-2.5 md:text-sm md:data-[state=active]:bg-zinc-800/80"
            >
              <span className="text-zinc-500 group-data-[state=active]:text-brand-hover">
                <Icon size={18} />
              </span>
              <span className="truncate">{label}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div ref={panels} className="min-w-0">
          <Tabs.Content value="profile" className="focus-visible:outline-none">
            <ProfileTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="playback" className="focus-visible:outline-none">
            <PlaybackTab />
          </Tabs.Content>
          <Tabs.Content value="privacy" className="focus-visible:outline-none">
            <PrivacyTab />
          </Tabs.Content>
          <Tabs.Content value="advanced" className="focus-visible:outline-none">
            <AdvancedTab />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}

function SignInRequired() {
  const [, navigate] = useLocation();
  const dialog = useAuthDialog();
  const goBack = () => {
    // A visitor who landed here directly has nowhere to go back to: Home instead.
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center md:py-28">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-zinc-900 text-zinc-300 ring-1 ring-zinc-800">
        <LockIcon size={28} />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-white">Sign In Required</h1>
      <p className="mt-2 text-zinc-400">
        Sign in to manage your profile, your default streaming server and your watch history.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={goBack}>
          Go Back
        </Button>
        <Button onClick={() => dialog.open('signin')}>Sign In</Button>
      </div>
    </section>
  );
}

function SettingsSkeleton() {
  return (
    <div
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10"
      role="status"
      aria-busy="true"
      aria-label="Loading settings"
    >
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-3 h-4 w-72 max-w-full" />
      <div className="mt-8 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="mb-5 flex gap-2 md:flex-col">
          {TABS.map((t) => (
            <Skeleton key={t.id} className="h-10 w-24 md:w-full" />
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
