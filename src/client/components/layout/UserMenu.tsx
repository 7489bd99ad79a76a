import { isStaff, type PublicUser } from '@shared/user';
import { Link } from 'wouter';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { useCurrentProfile } from '../../lib/profile';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/DropdownMenu';
import { AccountSummary, Avatar, RoleBadge, useSignOut } from './account';
import { ChevronDownIcon, ListIcon, LogoutIcon, SettingsIcon, ShieldIcon, UsersIcon } from './icons';
import { LanguageSubmenu } from './LanguageMenu';

// Kept for screens that imported these from here before they moved to ./account.
export { Avatar, RoleBadge, useSignOut };

const LINKS: readonly { href: string; label: MessageKey; icon: typeof SettingsIcon; staff: boolean }[] = [
  { href: '/settings', label: 'shell.nav.settings', icon: SettingsIcon, staff: false },
  { href: '/my-list', label: 'shell.nav.myList', icon: ListIcon, staff: false },
  { href: '/lists', label: 'shell.nav.lists', icon: ListIcon, staff: false },
  { href: '/admin', label: 'shell.nav.adminPanel', icon: ShieldIcon, staff: true },
];

/**
 * Desktop account menu: Settings, My List, Admin Panel (staff only), Language, Sign Out. Loaded on its own
 * so visitors never download the dropdown and its positioning code.
 */
export default function UserMenu({ user }: { user: PublicUser }) {
  const t = useT();
  const signOut = useSignOut();
  const profile = useCurrentProfile();
  // A Kids profile never sees the way to the admin panel (the server refuses it too).
  const staff = isStaff(user.role) && profile?.maturity !== 'kids';
  const name = profile?.name ?? user.username;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full py-1 pe-2 ps-1 text-sm text-fg-soft transition-colors hover:bg-surface-raised data-[state=open]:bg-surface-raised"
        aria-label={
          name === user.username
            ? t('shell.userMenu.label', { username: user.username })
            : t('shell.userMenu.profileLabel', { profile: name, username: user.username })
        }
      >
        {profile ? (
          <ProfileAvatar avatar={profile.avatar} name={profile.name} size="sm" />
        ) : (
          <Avatar user={user} />
        )}
        <span data-content="" className="max-w-32 truncate font-medium">
          {name}
        </span>
        <ChevronDownIcon size={16} className="text-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <AccountSummary user={user} className="px-3 pt-2 pb-3">
          {user.isPremium && (
            <span className="rounded bg-warning-solid/15 px-1.5 py-0.5 text-[11px] font-semibold text-warning ring-1 ring-warning-solid/40 ring-inset">
              {t('shell.userMenu.premium')}
            </span>
          )}
        </AccountSummary>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profiles">
            {profile ? (
              <ProfileAvatar
                avatar={profile.avatar}
                name={profile.name}
                size="sm"
                className="-my-1 h-6 w-6 text-xs"
              />
            ) : (
              <UsersIcon size={17} />
            )}
            {t('shell.nav.switchProfile')}
          </Link>
        </DropdownMenuItem>
        {LINKS.filter((l) => !l.staff || staff).map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon size={17} /> {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <LanguageSubmenu />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogoutIcon size={17} /> {t('shell.auth.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
