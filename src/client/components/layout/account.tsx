import type { PublicUser, Role } from '@shared/user';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type MessageKey, t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { toast } from '../ui/Toast';

const ROLE_BADGE: Record<Role, string> = {
  owner: 'bg-role-owner/15 text-role-owner-fg ring-role-owner/40',
  admin: 'bg-role-admin/15 text-role-admin-fg ring-role-admin/40',
  user: 'bg-control-strong/15 text-fg-secondary ring-border-focus/40',
};

const ROLE_NAME: Record<Role, MessageKey> = {
  owner: 'shell.role.owner',
  admin: 'shell.role.admin',
  user: 'shell.role.user',
};

/** Role badge colours: owner purple, admin blue, user grey. */
export function RoleBadge({ role }: { role: Role }) {
  const t = useT();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase ring-1 ring-inset',
        ROLE_BADGE[role],
      )}
    >
      {t(ROLE_NAME[role])}
    </span>
  );
}

/**
 * The initial is drawn (a pseudo-element), not text: a control holding the avatar is named by
 * the visible name beside it, and a stray letter would make "O owner1" its visible label.
 */
export function Avatar({ user, size = 'md' }: { user: PublicUser; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      data-initial={user.username.slice(0, 1)}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-accent rtl:bg-gradient-to-bl to-accent-warm font-bold text-white uppercase before:content-[attr(data-initial)]',
        size === 'lg' ? 'h-10 w-10 text-base' : 'h-8 w-8 text-sm',
      )}
    />
  );
}

/** Who is signed in: avatar, name, email and role (badges after the role come as children). */
export function AccountSummary({
  user,
  className,
  children,
}: {
  user: PublicUser;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <Avatar user={user} size="lg" />
      <div className="min-w-0">
        <p data-content="" className="truncate font-semibold text-fg">
          {user.username}
        </p>
        <p data-content="" className="truncate text-xs text-muted">
          {user.email}
        </p>
        <div className="mt-1 flex gap-1.5">
          <RoleBadge role={user.role} />
          {children}
        </div>
      </div>
    </div>
  );
}

/** Logout, with a notice when it fails; the redirect to / is done by useAuth().logout. */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  return async () => {
    const result = await logout();
    toast(
      result.ok
        ? { kind: 'success', message: translate('shell.auth.signedOut') }
        : { kind: 'error', message: result.message ?? translate('shell.auth.logoutFailed') },
    );
  };
}
