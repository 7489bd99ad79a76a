import { HISTORY_RETENTION_DAYS } from '@shared/schemas/history';
import { Link } from 'wouter';
import { LockIcon } from '../../components/layout/icons';
import { useT } from '../../i18n/react';
import { CalendarFeedSection } from './CalendarFeedSection';
import { HistoryStats, MigrateToCloud } from './history-tools';
import { Section, TabPage } from './parts';

export function PrivacyTab() {
  const t = useT();
  return (
    <TabPage title={t('account.privacy.title')} description={t('account.privacy.description')}>
      <MigrateToCloud />
      <HistoryStats />
      <CalendarFeedSection />
      <Section title={t('account.privacy.notesTitle')} icon={<LockIcon size={18} />}>
        <ul className="list-disc space-y-2 ps-5 text-sm text-fg-secondary marker:text-faint">
          <li>{t('account.privacy.noteRecords')}</li>
          <li>{t('account.privacy.noteWhere')}</li>
          <li>{t('account.privacy.noteRetention', { days: HISTORY_RETENTION_DAYS })}</li>
          <li>{t('account.privacy.notePreferences')}</li>
          <li>{t('account.privacy.notePlayers')}</li>
        </ul>
        <Link
          href="/privacy"
          className="mt-4 inline-flex items-center gap-1 rounded text-sm font-medium text-accent-fg hover:underline"
        >
          {t('account.privacy.policyLink')}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      </Section>
    </TabPage>
  );
}
