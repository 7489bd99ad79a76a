import { relativeTime } from '../../../shared/relative-time';
import type { PublicUser } from '../../../shared/user';
import { LockIcon } from '../../components/layout/icons';
import { RoleBadge } from '../../components/layout/UserMenu';
import { Section, TabPage, UserIcon } from './parts';
import { FieldEditor, PasswordEditor } from './profile-editors';

export function PremiumBadge() {
  return (
    <span className="inline-flex items-center rounded bg-gradient-to-r from-amber-400 to-yellow-300 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-zinc-950">
      PREMIUM
    </span>
  );
}

export function ProfileTab({ user }: { user: PublicUser }) {
  const joined = new Date(user.created_at);
  return (
    <TabPage title="Profile" description="Your account details and sign-in credentials.">
      <section
        aria-label="Account summary"
        className="flex flex-col gap-4 rounded-xl border border-zinc-800 bg-gradient-to-br from-zinc-900 to-zinc-900/40 p-4 sm:flex-row sm:items-center sm:p-6"
      >
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand to-orange-500 text-2xl font-bold text-white uppercase sm:h-16 sm:w-16"
          >
            {user.username.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-white" data-testid="summary-username">
              {user.username}
            </p>
            <p className="truncate text-sm text-zinc-400">{user.email}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <RoleBadge role={user.role} />
              {user.isPremium && <PremiumBadge />}
            </div>
          </div>
        </div>
        <dl className="text-sm sm:ms-auto sm:text-end">
          <dt className="text-zinc-500">Member since</dt>
          <dd className="font-medium text-zinc-200">
            <time dateTime={user.created_at} title={joined.toLocaleString()}>
              {relativeTime(joined)}
            </time>
          </dd>
        </dl>
      </section>

      <Section
        title="Account"
        description="The name others see and the address we use to reach you."
        icon={<UserIcon />}
      >
        <div className="divide-y divide-zinc-800">
          <FieldEditor field="username" label="Username" value={user.username} autoComplete="username" />
          <FieldEditor field="email" label="Email" type="email" value={user.email} autoComplete="email" />
        </div>
      </Section>

      <Section
        title="Security"
        description="Change the password you sign in with."
        icon={<LockIcon size={18} />}
      >
        <PasswordEditor />
      </Section>
    </TabPage>
  );
}
