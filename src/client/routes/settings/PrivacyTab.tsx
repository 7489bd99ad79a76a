import { Link } from 'wouter';
import { HISTORY_RETENTION_DAYS } from '../../../shared/schemas/history';
import { LockIcon } from '../../components/layout/icons';
import { HistoryStats, MigrateToCloud } from './history-tools';
import { Section, TabPage } from './parts';

export function PrivacyTab() {
  return (
    <TabPage title="Privacy" description="Your watch history: where it is kept, and how to remove it.">
      <MigrateToCloud />
      <HistoryStats />
      <Section title="Privacy notes" icon={<LockIcon size={18} />}>
        <ul className="list-disc space-y-2 ps-5 text-sm text-zinc-300 marker:text-zinc-600">
          <li>
            Your watch history records which titles and episodes you opened and when. It is used only for
            Continue Watching and your recommendations.
          </li>
          <li>
            History is kept with your account while you are signed in; when you are signed out it stays in
            this browser only.
          </li>
          <li>History untouched for {HISTORY_RETENTION_DAYS} days is deleted automatically.</li>
          <li>
            Your preferences are saved in this browser and in your account; they contain no viewing data.
          </li>
          <li>Videos play in third-party players, which have their own privacy practices.</li>
        </ul>
        <Link
          href="/privacy"
          className="mt-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-hover hover:underline"
        >
          Read the Privacy Policy
          <span aria-hidden="true">→</span>
        </Link>
      </Section>
    </TabPage>
  );
}
