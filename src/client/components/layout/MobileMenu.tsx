import { isStaff } from '@shared/user';
import { type ComponentType, type ReactNode, useRef } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { useCurrentProfile } from '../../lib/profile';
import type { AuthDialogKind } from '../auth/AuthDialogs';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { buttonClass } from '../ui/Button';
import { cn } from '../ui/cn';
import { Dialog, DialogClose, DialogCloseButton, DialogContent, DialogHeader } from '../ui/Dialog';
import { AccountSummary, useSignOut } from './account';
import { Logo } from './Header';
import {
  CalendarIcon,
  LoginIcon,
  LogoutIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  UsersIcon,
} from './icons';
import LanguageMenu from './LanguageMenu';
import { INFO_LINKS, PRIMARY_NAV, UPCOMING_NAV, usePath } from './nav';
import { requestSearchFocus } from './search-focus';

/**
 * The phone hamburger panel: every destination, the information pages, the language and the
 * account actions.
 * Loaded the first time it opens so the first page does not carry the dialog code.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  onAuth,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onAuth(kind: AuthDialogKind): void;
}) {
  const t = useT();
  const path = usePath();
  const { user } = useAuth();
  const signOut = useSignOut();
  const profile = useCurrentProfile();
  const kids = profile?.maturity === 'kids';
  // The auth dialog opens only after the panel has handed focus back, so the two never fight.
  const pendingAuth = useRef<AuthDialogKind | null>(null);
  const searchChosen = useRef(false);
  const startAuth = (kind: AuthDialogKind) => {
    pendingAuth.current = kind;
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The panel scrolls as one, its bottom bar included: nothing is pinned over a row (the
          language row used to sit under a fixed Sign Out bar). Its height is the visible
          screen's (dvh), whatever the browser's own bars take. */}
      <DialogContent
        placement="left"
        className="h-dvh overflow-y-auto overscroll-contain"
        overlayClassName="backdrop-blur-[2px]"
        onCloseAutoFocus={(e) => {
          // Search was chosen: the focus goes to the search box, not back to the menu button.
          if (searchChosen.current) {
            searchChosen.current = false;
            e.preventDefault();
            requestSearchFocus(document.body);
            return;
          }
          const kind = pendingAuth.current;
          if (!kind) return;
          pendingAuth.current = null;
          e.preventDefault();
          onAuth(kind);
        }}
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-border/70 pe-2 ps-4">
          <DialogHeader
            hidden
            title={t('shell.mobileMenu.title')}
            description={t('shell.mobileMenu.description')}
          />
          <Logo />
          <DialogCloseButton
            aria-label={t('shell.mobileMenu.close')}
            className="h-10 w-10 text-fg-secondary"
          />
        </div>
        <div className="flex-1 px-3 py-4">
          {user && (
            <AccountSummary user={user} className="mb-4 rounded-xl border border-border bg-surface p-3" />
          )}
          <nav aria-label={t('shell.mobileMenu.title')}>
            <ul className="space-y-0.5">
              {PRIMARY_NAV.map((item) => (
                <PanelLink key={item.href} href={item.href} icon={item.icon} active={item.matches(path)}>
                  {t(item.label)}
                </PanelLink>
              ))}
              <PanelLink href={UPCOMING_NAV.href} icon={CalendarIcon} active={UPCOMING_NAV.matches(path)}>
                {t(UPCOMING_NAV.label)}
              </PanelLink>
              <PanelLink
                href="/search"
                icon={SearchIcon}
                active={path === '/search'}
                onClick={() => {
                  searchChosen.current = true;
                }}
              >
                {t('shell.nav.search')}
              </PanelLink>
              {user && (
                <PanelLink href="/profiles" icon={UsersIcon} active={path === '/profiles'}>
                  <span className="min-w-0 flex-1 truncate">{t('shell.nav.switchProfile')}</span>
                  {profile && (
                    <span className="flex min-w-0 items-center gap-2 text-sm text-muted">
                      {/* The main profile's name is the account's, already shown above. */}
                      {profile.name !== user.username && (
                        <span data-content="" className="max-w-28 truncate">
                          {profile.name}
                        </span>
                      )}
                      <ProfileAvatar
                        avatar={profile.avatar}
                        name={profile.name}
                        size="sm"
                        className="h-6 w-6 text-xs"
                      />
                    </span>
                  )}
                </PanelLink>
              )}
              {user && (
                <PanelLink href="/settings" icon={SettingsIcon} active={path === '/settings'}>
                  {t('shell.nav.settings')}
                </PanelLink>
              )}
              {user && isStaff(user.role) && !kids && (
                <PanelLink href="/admin" icon={ShieldIcon} active={path === '/admin'}>
                  {t('shell.nav.adminPanel')}
                </PanelLink>
              )}
            </ul>
            <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-subtle uppercase">
              {t('shell.mobileMenu.about')}
            </p>
            <ul className="space-y-0.5">
              {INFO_LINKS.map((l) => (
                <PanelLink key={l.href} href={l.href} active={path === l.href}>
                  {t(l.label)}
                </PanelLink>
              ))}
            </ul>
          </nav>
          <div className="mt-6 border-t border-border/70 pt-4">
            <LanguageMenu
              trigger="row"
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-[15px] text-fg-secondary transition-colors hover:bg-surface-raised/80 data-[state=open]:bg-surface-raised/80"
            />
          </div>
        </div>
        <div className="border-t border-border/70 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          {user ? (
            <DialogClose className={buttonClass('secondary', 'md', 'w-full')} onClick={() => void signOut()}>
              <LogoutIcon size={18} /> {t('shell.auth.logout')}
            </DialogClose>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'md')}
                onClick={() => startAuth('signin')}
              >
                <LoginIcon size={18} /> {t('shell.auth.signIn')}
              </button>
              <button
                type="button"
                className={buttonClass('primary', 'md')}
                onClick={() => startAuth('signup')}
              >
                {t('shell.auth.signUp')}
              </button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PanelLink({
  href,
  icon: Icon,
  active,
  onClick,
  children,
}: {
  href: string;
  icon?: ComponentType<{ size?: number }>;
  active: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <DialogClose asChild>
        <Link
          href={href}
          onClick={onClick}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] transition-colors',
            active ? 'bg-accent/15 font-semibold text-white' : 'text-fg-secondary hover:bg-surface-raised/80',
          )}
        >
          {Icon && <Icon size={19} />}
          {children}
        </Link>
      </DialogClose>
    </li>
  );
}
