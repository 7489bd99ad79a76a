import type { PublicProfile } from '@shared/profiles';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { SignInRequired } from '../../components/auth/SignInRequired';
import { LockIcon, SettingsIcon, UsersIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { inlineStep, isRtl } from '../../components/media/row-nav';
import { PinDialog } from '../../components/profiles/PinDialog';
import { ProfileAvatar } from '../../components/profiles/ProfileAvatar';
import { useSwitchProfile } from '../../components/profiles/switch';
import { Button, buttonClass } from '../../components/ui/Button';
import { toast } from '../../components/ui/Toast';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { useProfiles } from '../../lib/profile';

/**
 * "Who's watching?": the account's profiles as large avatars, shown after a sign-in when the
 * account has more than one, and from the account menu. Arrow keys move between them (left and
 * right along the reading direction, up and down across the rows of a wide grid), Home and End
 * to the first and last; Enter opens one, asking for its PIN when it has one.
 */
export default function ProfilesScreen() {
  const t = useT();
  useDocumentTitle(t('profiles.picker.title'));
  const { status, user } = useAuth();
  if (status === 'restoring' && !user) return <PickerFrame busy />;
  if (!user)
    return (
      <SignInRequired
        title={t('profiles.picker.signInRequired')}
        prompt={t('profiles.picker.signInPrompt')}
        away="home"
        icon={<UsersIcon size={28} />}
      />
    );
  return <Picker />;
}

function PickerFrame({ busy = false, children }: { busy?: boolean; children?: React.ReactNode }) {
  const t = useT();
  return (
    <section
      aria-busy={busy || undefined}
      className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-5 py-12 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-5xl">
        {t('profiles.picker.title')}
      </h1>
      {children}
    </section>
  );
}

function Picker() {
  const t = useT();
  const list = useProfiles();
  const { switchTo, pending } = useSwitchProfile();
  const [locked, setLocked] = useState<PublicProfile | null>(null);
  const [focused, setFocused] = useState(0);
  const grid = useRef<HTMLUListElement>(null);

  if (list.isPending)
    return (
      <PickerFrame busy>
        <p className="mt-4 text-muted">{t('profiles.picker.loading')}</p>
      </PickerFrame>
    );
  if (list.isError || !list.data)
    return (
      <PickerFrame>
        <p className="mt-4 text-muted">{t('profiles.picker.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={() => void list.refetch()}>
          {t('profiles.picker.retry')}
        </Button>
      </PickerFrame>
    );

  const { profiles, current } = list.data;
  const open = (profile: PublicProfile) => {
    if (pending) return;
    if (profile.hasPin && profile.id !== current) {
      setLocked(profile);
      return;
    }
    switchTo(profile).catch(() =>
      toast({
        kind: 'error',
        // Offline the switch cannot reach the server: say so, not "try again".
        message: navigator.onLine ? t('profiles.picker.switchFailed') : t('profiles.picker.switchOffline'),
      }),
    );
  };

  const buttons = () => [...(grid.current?.querySelectorAll<HTMLButtonElement>('[data-profile]') ?? [])];
  const move = (to: number) => {
    const all = buttons();
    const i = Math.max(0, Math.min(all.length - 1, to));
    setFocused(i);
    all[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = buttons();
    const i = all.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    const step = inlineStep(e.key, isRtl());
    // Columns of the grid as laid out now: the items on the first item's line.
    const top = all[0]!.offsetTop;
    const columns = Math.max(1, all.filter((b) => b.offsetTop === top).length);
    let to: number | null = null;
    if (step !== 0) to = i + step;
    else if (e.key === 'ArrowDown') to = i + columns < all.length ? i + columns : null;
    else if (e.key === 'ArrowUp') to = i - columns >= 0 ? i - columns : null;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = all.length - 1;
    if (to === null) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') e.preventDefault();
      return;
    }
    e.preventDefault();
    move(to);
  };

  return (
    <PickerFrame>
      <p className="mt-3 max-w-md text-muted">{t('profiles.picker.subtitle')}</p>
      <ul
        ref={grid}
        onKeyDown={onKeyDown}
        className="mt-10 grid max-w-4xl grid-cols-2 justify-center gap-x-6 gap-y-8 sm:flex sm:flex-wrap sm:gap-x-10"
      >
        {profiles.map((p, i) => (
          <li key={p.id} className="flex justify-center">
            <button
              type="button"
              data-profile={p.id}
              tabIndex={i === focused ? 0 : -1}
              onFocus={() => setFocused(i)}
              onClick={() => open(p)}
              aria-current={p.id === current ? 'true' : undefined}
              className="group flex w-28 flex-col items-center gap-3 rounded-xl p-2 outline-none sm:w-36 focus-visible:ring-2 focus-visible:ring-accent"
            >
              <ProfileAvatar
                avatar={p.avatar}
                name={p.name}
                size="xl"
                shape="square"
                className="ring-4 ring-transparent transition group-hover:ring-fg-soft group-focus-visible:ring-white"
              />
              <span className="flex max-w-full items-center gap-1.5 text-base text-fg-soft group-hover:text-white">
                <span data-content="" className="truncate">
                  {p.name}
                </span>
                {p.hasPin && (
                  <span className="shrink-0 text-muted">
                    <LockIcon size={15} />
                    <span className="sr-only">{t('profiles.picker.pinProtected')}</span>
                  </span>
                )}
              </span>
              {p.id === current && (
                <span className="-mt-2 text-xs text-subtle">{t('profiles.picker.current')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Link href="/settings?tab=profiles" className={buttonClass('secondary', 'md', 'mt-12')}>
        <SettingsIcon size={17} /> {t('profiles.picker.manage')}
      </Link>
      {locked && (
        <PinDialog
          open
          name={locked.name}
          onOpenChange={(o) => {
            if (!o) setLocked(null);
          }}
          onSubmit={(pin) => switchTo(locked, pin)}
        />
      )}
    </PickerFrame>
  );
}
