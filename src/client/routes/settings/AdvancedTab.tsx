import { HISTORY_RETENTION_DAYS } from '@shared/schemas/history';
import type { WatchedMarkItem } from '@shared/tracking';
import type { WatchLaterItem } from '@shared/watch-later';
import { type ChangeEvent, useRef, useState } from 'react';
import { DownloadIcon, LogoutIcon } from '../../components/layout/icons';
import { useSignOut } from '../../components/layout/UserMenu';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { downloadJson } from '../../lib/download';
import { getPreferences, resetPreferences, setPreferences } from '../../lib/preferences';
import { errorMessage, trpc } from '../../lib/trpc';
import {
  ClockIcon,
  ResetIcon,
  Section,
  SlidersIcon,
  SyncStatus,
  TabPage,
  UploadIcon,
  useNotice,
  whenLanguageReady,
} from './parts';
import {
  buildSettingsFile,
  MAX_SETTINGS_FILE_BYTES,
  parseSettingsFile,
  settingsFileName,
} from './settings-file';
import {
  importOpinions,
  importSavedTitles,
  importWatchedMarks,
  opinionsForExport,
  savedTitlesForExport,
  watchedMarksForExport,
} from './watch-later-file';

export function AdvancedTab() {
  const t = useT();
  const [notice, showNotice] = useNotice();
  const [confirmReset, setConfirmReset] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const signOut = useSignOut();
  const account = useAuth().status !== 'signed-out';
  const utils = trpc.useUtils();

  const exportSettings = async () => {
    const now = new Date();
    let saved: WatchLaterItem[];
    let watched: WatchedMarkItem[];
    try {
      saved = await savedTitlesForExport(account);
    } catch (e) {
      showNotice({ kind: 'error', message: errorMessage(e, t('account.watchLater.loadFailed')) });
      return;
    }
    try {
      watched = await watchedMarksForExport(account);
    } catch (e) {
      showNotice({ kind: 'error', message: errorMessage(e, t('account.advanced.watchedFailed')) });
      return;
    }
    let opinions: Awaited<ReturnType<typeof opinionsForExport>>;
    try {
      opinions = await opinionsForExport(account);
    } catch (e) {
      showNotice({ kind: 'error', message: errorMessage(e, t('account.advanced.opinionsFailed')) });
      return;
    }
    downloadJson(settingsFileName(now), buildSettingsFile(getPreferences(), now, saved, watched, opinions));
    showNotice({ kind: 'success', message: t('account.advanced.exported') });
  };

  const importSettings = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    input.value = '';
    if (!file) return;
    if (file.size > MAX_SETTINGS_FILE_BYTES) {
      showNotice({ kind: 'error', message: t('account.import.tooLarge') });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      showNotice({ kind: 'error', message: t('account.import.unreadable') });
      return;
    }
    const r = parseSettingsFile(text);
    if (!r.ok) {
      showNotice({ kind: 'error', message: t('account.import.notChanged', { problem: r.message }) });
      return;
    }
    setPreferences(r.preferences);
    let added: number | null = null;
    let opinionsAdded = 0;
    if (r.watchLater) {
      try {
        added = await importSavedTitles(r.watchLater, account);
        void utils.watchLater.invalidate();
      } catch (e) {
        showNotice({ kind: 'error', message: errorMessage(e, translate('media.save.failed')) });
        return;
      }
    }
    if (r.watched) {
      try {
        await importWatchedMarks(r.watched, account);
        void utils.marks.invalidate();
      } catch (e) {
        showNotice({ kind: 'error', message: errorMessage(e, translate('account.advanced.watchedFailed')) });
        return;
      }
    }
    if (r.opinions) {
      try {
        opinionsAdded = await importOpinions(r.opinions, account);
        void Promise.all([
          utils.ratings.invalidate(),
          utils.reviews.invalidate(),
          utils.diary.invalidate(),
          utils.lists.invalidate(),
        ]);
      } catch (e) {
        showNotice({ kind: 'error', message: errorMessage(e, translate('account.advanced.opinionsFailed')) });
        return;
      }
    }
    whenLanguageReady(() =>
      showNotice({
        kind: 'success',
        message:
          // The spec's words unless the file brought titles new to My List, or ratings, reviews,
          // viewings and list entries new to the account.
          added
            ? translate('account.advanced.importedList', { count: added })
            : opinionsAdded
              ? translate('account.advanced.importedOpinions', { count: opinionsAdded })
              : translate('account.advanced.imported'),
      }),
    );
  };

  return (
    <TabPage title={t('account.advanced.title')} description={t('account.advanced.description')}>
      <Section
        title={t('account.advanced.backupTitle')}
        description={t('account.advanced.backupDescription')}
        icon={<SlidersIcon />}
        aside={<SyncStatus />}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => void exportSettings()}>
            <DownloadIcon size={16} />
            {t('account.advanced.export')}
          </Button>
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            <UploadIcon size={16} />
            {t('account.advanced.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('account.advanced.importFile')}
            onChange={importSettings}
          />
          <Button variant="secondary" className="sm:ms-auto" onClick={() => setConfirmReset(true)}>
            <ResetIcon size={16} />
            {t('account.advanced.reset')}
          </Button>
        </div>
        <p className="mt-3 text-xs text-subtle">
          {t('account.advanced.importHint')} {t('account.advanced.backupWatchLater')}{' '}
          {t('account.advanced.backupOpinions')}
        </p>
        {notice}
      </Section>

      <Section
        title={t('account.advanced.cleanupTitle')}
        icon={<ClockIcon />}
        description={t('account.advanced.cleanupDescription', { days: HISTORY_RETENTION_DAYS })}
      />

      <Section
        title={t('account.advanced.signOutTitle')}
        description={t('account.advanced.signOutDescription')}
        icon={<LogoutIcon size={18} className="rtl:-scale-x-100" />}
      >
        <Button variant="danger" onClick={() => void signOut()}>
          <LogoutIcon size={16} className="rtl:-scale-x-100" />
          {t('account.advanced.signOut')}
        </Button>
      </Section>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('account.advanced.resetTitle')}
        description={t('account.advanced.resetConfirm')}
        confirmLabel={t('account.advanced.resetAction')}
        danger
        onConfirm={() => {
          resetPreferences();
          whenLanguageReady(() =>
            showNotice({ kind: 'success', message: translate('account.advanced.resetDone') }),
          );
        }}
      />
    </TabPage>
  );
}
