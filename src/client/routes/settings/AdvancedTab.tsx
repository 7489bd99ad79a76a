import { type ChangeEvent, useRef, useState } from 'react';
import { HISTORY_RETENTION_DAYS } from '../../../shared/schemas/history';
import { DownloadIcon, LogoutIcon } from '../../components/layout/icons';
import { useSignOut } from '../../components/layout/UserMenu';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { downloadJson } from '../../lib/download';
import { getPreferences, resetPreferences, setPreferences } from '../../lib/preferences';
import {
  ClockIcon,
  ResetIcon,
  Section,
  SlidersIcon,
  SyncStatus,
  TabPage,
  UploadIcon,
  useNotice,
} from './parts';
import {
  buildSettingsFile,
  MAX_SETTINGS_FILE_BYTES,
  parseSettingsFile,
  settingsFileName,
} from './settings-file';

export const RESET_CONFIRM = 'Are you sure you want to reset all preferences to default?';

export function AdvancedTab() {
  const [notice, showNotice] = useNotice();
  const [confirmReset, setConfirmReset] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const signOut = useSignOut();

  const exportSettings = () => {
    const now = new Date();
    downloadJson(settingsFileName(now), buildSettingsFile(getPreferences(), now));
    showNotice({ kind: 'success', message: 'Settings exported successfully' });
  };

  const importSettings = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    input.value = '';
    if (!file) return;
    if (file.size > MAX_SETTINGS_FILE_BYTES) {
      showNotice({ kind: 'error', message: 'This file is too large to be a settings file.' });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      showNotice({ kind: 'error', message: 'The file could not be read. Please try again.' });
      return;
    }
    const r = parseSettingsFile(text);
    if (!r.ok) {
      showNotice({ kind: 'error', message: `${r.message} Your settings were not changed.` });
      return;
    }
    setPreferences(r.preferences);
    showNotice({ kind: 'success', message: 'Settings imported successfully' });
  };

  return (
    <TabPage title="Advanced" description="Back up, restore or reset your preferences, and sign out.">
      <Section
        title="Settings backup"
        description="Your default server and playback preferences, as a file you can keep or move to another browser."
        icon={<SlidersIcon />}
        aside={<SyncStatus />}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={exportSettings}>
            <DownloadIcon size={16} />
            Export Settings
          </Button>
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            <UploadIcon size={16} />
            Import Settings
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            tabIndex={-1}
            aria-label="Settings file to import"
            onChange={importSettings}
          />
          <Button variant="secondary" className="sm:ms-auto" onClick={() => setConfirmReset(true)}>
            <ResetIcon size={16} />
            Reset Settings
          </Button>
        </div>
        <p className="mt-3 text-xs text-zinc-500">
          Import accepts version 1.0 files made with Export Settings.
        </p>
        {notice}
      </Section>

      <Section
        title="Data cleanup"
        icon={<ClockIcon />}
        description={
          <>
            Watch history older than {HISTORY_RETENTION_DAYS} days is removed automatically to keep your lists
            current. Titles you watch again are kept for another {HISTORY_RETENTION_DAYS} days.
          </>
        }
      />

      <Section
        title="Sign out"
        description="Sign out of Marquee in this browser. Your preferences stay here."
        icon={<LogoutIcon size={18} />}
      >
        <Button variant="danger" onClick={() => void signOut()}>
          <LogoutIcon size={16} />
          Sign Out
        </Button>
      </Section>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Reset settings?"
        description={RESET_CONFIRM}
        confirmLabel="Reset"
        danger
        onConfirm={() => {
          resetPreferences();
          showNotice({ kind: 'success', message: 'Settings reset to defaults' });
        }}
      />
    </TabPage>
  );
}
