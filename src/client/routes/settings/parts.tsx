import { type ReactNode, useCallback, useState } from 'react';
import { screenIcon } from '../../components/layout/icons';
import { cn } from '../../components/ui/cn';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { activateLocale, type MessageKey, wantedLocale } from '../../i18n';
import { useT } from '../../i18n/react';
import { type PreferencesSyncStatus, usePreferencesSyncStatus } from '../../lib/preferences';

/**
 * One notice slot: `show` replaces it; the view (null while empty) goes where the notice is
 * read. Closing is stable so Notice's 5 s timer is not reset by a render.
 */
export function useNotice(className = 'mt-4'): [ReactNode, (n: NoticeValue) => void] {
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const close = useCallback(() => setNotice(null), []);
  // A fresh object each time, so repeating the same message restarts its timer.
  const show = useCallback((n: NoticeValue) => setNotice({ ...n }), []);
  const view = notice && (
    <div className={className}>
      <Notice notice={notice} onClose={close} />
    </div>
  );
  return [view, show];
}

/**
 * Runs `fn` once the interface is in the language the preferences now ask for: a change that
 * switched the language (chosen, imported, reset) is then confirmed in the new one.
 */
export function whenLanguageReady(fn: () => void): void {
  void activateLocale(wantedLocale())
    .catch(() => {})
    .then(fn);
}

/** A titled card; each tab is a stack of these. */
export function Section({
  title,
  description,
  icon,
  children,
  aside,
  tone = 'default',
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      className={cn(
        'rounded-xl border bg-surface/60 p-4 sm:p-6',
        tone === 'danger' ? 'border-danger-line/60' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {icon && (
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-surface-raised text-fg-secondary">
              {icon}
            </span>
          )}
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-fg">{title}</h2>
            {description && <div className="mt-1 text-sm text-muted">{description}</div>}
          </div>
        </div>
        {aside}
      </div>
      {children && <div className="mt-4 sm:mt-5">{children}</div>}
    </section>
  );
}

/** A tab panel: its heading, then its sections. */
export function TabPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="mb-5">
        <h2 className="text-xl font-bold text-white sm:text-2xl">{title}</h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {children}
    </div>
  );
}

const SYNC_TEXT: Record<PreferencesSyncStatus, { text: MessageKey; dot: string }> = {
  local: { text: 'account.sync.local', dot: 'bg-control-strong' },
  loading: { text: 'account.sync.loading', dot: 'bg-info-solid animate-pulse' },
  saving: { text: 'account.sync.saving', dot: 'bg-info-solid animate-pulse' },
  synced: { text: 'account.sync.synced', dot: 'bg-success-solid' },
  error: { text: 'account.sync.error', dot: 'bg-warning-solid' },
};

/** Where the preferences currently live (this device, the account, or both). */
export function SyncStatus() {
  const status = usePreferencesSyncStatus();
  const t = useT();
  const { text, dot } = SYNC_TEXT[status];
  return (
    <p className="flex items-center gap-2 text-xs text-muted" aria-live="polite">
      <span aria-hidden="true" className={cn('h-2 w-2 shrink-0 rounded-full', dot)} />
      {t(text)}
    </p>
  );
}

export function Skeleton({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-surface-raised', className)} />
  );
}

// ---- icons (stroke, decorative; the control around them carries the label) ----

export const UserIcon = screenIcon('M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 21a8 8 0 0 1 16 0');
export const SlidersIcon = screenIcon(
  'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M8 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M16 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
);
export const CloudIcon = screenIcon(
  'M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 7.9M12 12l0 8M9 15l3-3 3 3',
);
export const ChartIcon = screenIcon('M4 20V10M10 20V4M16 20v-7M22 20H2');
export const UploadIcon = screenIcon('M12 16V5M7 10l5-5 5 5M5 20h14');
export const ResetIcon = screenIcon('M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5');
export const ClockIcon = screenIcon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3 2');
export const ServerIcon = screenIcon(
  'M5 4h14a2 2 0 0 1 2 2v3a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-3a2 2 0 0 1 2 -2zM5 13h14a2 2 0 0 1 2 2v3a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-3a2 2 0 0 1 2 -2zM7 7.5h.01M7 16.5h.01',
);
export const GlobeIcon = screenIcon(
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18',
);
export const SparkIcon = screenIcon(
  'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
);
