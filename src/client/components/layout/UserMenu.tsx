import { isStaff, type PublicUser } from '@shared/user';
import { Link } from 'wouter';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/DropdownMenu';
import { AccountSummary, Avatar, RoleBadge, useSignOut } from './account';
import { ChevronDownIcon, ListIcon, LogoutIcon, SettingsIcon, ShieldIcon } from './icons';
import { LanguageSubmenu } from './LanguageMenu';

// Kept for screens that imported these from here before they moved to ./account.
export { Avatar, RoleBadge, useSignOut };

const LINKS: readonly { href: string; label: MessageKey; icon: typeof SettingsIcon; staff: boolean }[] = [
  { href: '/settings', label: 'shell.nav.settings', icon: SettingsIcon, staff: false },
  { href: '/my-list', label: 'shell.nav.myList', icon: ListIcon, staff: false },
  { href: '/admin', label: 'shell.nav.adminPanel', icon: ShieldIcon, staff: true },
];

/**
 * Desktop account menu: Settings, My List, Admin Panel (staff only), Language, Sign Out. Loaded on its own
 * so visitors never download the dropdown and its positioning code.
 */
export default function UserMenu({ user }: { user: PublicUser }) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full py-1 pe-2 ps-1 text-sm text-fg-soft transition-colors hover:bg-surface-raised data-[state=open]:bg-surface-raised"
        aria-label={t('shell.userMenu.label', { username: user.username })}
      >
        <Avatar user={user} />
        <span data-content="" className="max-w-32 truncate font-medium">
          {user.username}
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
        {LINKS.filter((l) => !l.staff || isStaff(user.role)).map(({ href, label, icon: Icon }) => (
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
