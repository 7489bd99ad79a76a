import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { isStaff, type PublicUser } from '../../../shared/user';
import { Avatar, RoleBadge, useSignOut } from './account';
import { ChevronDownIcon, ListIcon, LogoutIcon, SettingsIcon, ShieldIcon } from './icons';

// Kept for screens that imported these from here before they moved to ./account.
export { Avatar, RoleBadge, useSignOut };

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-zinc-200 outline-none data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white';

/**
 * Desktop account menu: Settings, My List, Admin Panel (staff only), Logout. Loaded on its own
 * so visitors never download the dropdown and its positioning code.
 */
export default function UserMenu({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-zinc-200 transition-colors hover:bg-zinc-800 data-[state=open]:bg-zinc-800"
        aria-label={`Account menu for ${user.username}`}
      >
        <Avatar user={user} />
        <span className="max-w-32 truncate font-medium">{user.username}</span>
        <ChevronDownIcon size={16} className="text-zinc-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 shadow-2xl shadow-black/50"
        >
          <div className="flex items-center gap-3 px-3 pt-2 pb-3">
            <Avatar user={user} size="lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-zinc-100">{user.username}</p>
              <p className="truncate text-xs text-zinc-400">{user.email}</p>
              <div className="mt-1 flex gap-1.5">
                <RoleBadge role={user.role} />
                {user.isPremium && (
                  <span className="rounded bg-amber-500/15 px-1.5 py-0.5 text-[11px] font-semibold text-amber-300 ring-1 ring-amber-500/40 ring-inset">
                    PREMIUM
                  </span>
                )}
              </div>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-800" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/settings">
              <SettingsIcon size={17} /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/my-list">
              <ListIcon size={17} /> My List
            </Link>
          </DropdownMenu.Item>
          {isStaff(user.role) && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/admin">
                <ShieldIcon size={17} /> Admin Panel
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-800" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogoutIcon size={17} /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
