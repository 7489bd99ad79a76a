import type { PublicUser } from '@shared/user';
import { LockIcon } from '../../components/layout/icons';
import { RoleBadge } from '../../components/layout/UserMenu';
import { formatDateTime, relativeTime } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { LanguageSetting } from './LanguageSetting';
import { GlobeIcon, Section, SyncStatus, TabPage, UserIcon } from './parts';
import { FieldEditor, PasswordEditor } from './profile-editors';
import { RegionSetting } from './RegionSetting';

export function PremiumBadge() {
  const t = useT();
  return (
    <span className="inline-flex items-center rounded bg-gradient-to-r from-warning-solid to-warning px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-canvas rtl:bg-gradient-to-l">
      {t('account.profile.premium')}
    </span>
  );
}

export function ProfileTab({ user }: { user: PublicUser }) {
  const t = useT();
  const joined = new Date(user.created_at);
  return (
    <TabPage title={t('account.profile.title')} description={t('account.profile.description')}>
      <section
        aria-label={t('account.profile.summary')}
        className="flex flex-col gap-4 rounded-xl border border-border bg-gradient-to-br from-surface to-surface/40 p-4 sm:flex-row sm:items-center sm:p-6 rtl:bg-gradient-to-bl"
      >
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            data-content=""
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-accent to-accent-warm text-2xl font-bold text-white uppercase sm:h-16 sm:w-16 rtl:bg-gradient-to-bl"
          >
            {user.username.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <p
              className="truncate text-lg font-semibold text-white"
              data-testid="summary-username"
              data-content=""
            >
              {user.username}
            </p>
            <p className="truncate text-sm text-muted" data-content="">
              {user.email}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <RoleBadge role={user.role} />
              {user.isPremium && <PremiumBadge />}
            </div>
          </div>
        </div>
        <dl className="text-sm sm:ms-auto sm:text-end">
          <dt className="text-subtle">{t('account.profile.memberSince')}</dt>
          <dd className="font-medium text-fg-soft">
            <time dateTime={user.created_at} title={formatDateTime(joined)}>
              {relativeTime(joined)}
            </time>
          </dd>
        </dl>
      </section>

      <Section
        title={t('account.profile.accountTitle')}
        description={t('account.profile.accountDescription')}
        icon={<UserIcon />}
      >
        <div className="divide-y divide-border">
          <FieldEditor
            field="username"
            label={t('account.profile.username')}
            editLabel={t('account.profile.editUsername')}
            value={user.username}
            autoComplete="username"
          />
          <FieldEditor
            field="email"
            label={t('account.profile.email')}
            editLabel={t('account.profile.editEmail')}
            type="email"
            value={user.email}
            autoComplete="email"
          />
        </div>
      </Section>

      <Section
        title={t('account.profile.securityTitle')}
        description={t('account.profile.securityDescription')}
        icon={<LockIcon size={18} />}
      >
        <PasswordEditor />
      </Section>

      <Section
        title={t('account.language.title')}
        description={t('account.language.description')}
        icon={<GlobeIcon />}
        aside={<SyncStatus />}
      >
        <LanguageSetting />
        <RegionSetting />
      </Section>
    </TabPage>
  );
}
