import { type ReactNode, useCallback, useState } from 'react';
import { Icon as BaseIcon, type IconProps as BaseIconProps } from '../../components/layout/icons';
import type { NoticeValue } from '../../components/ui/Notice';
import { type PreferencesSyncStatus, usePreferencesSyncStatus } from '../../lib/preferences';

/** One notice slot: `show` replaces it, `close` is stable so Notice's 5 s timer is not reset. */
export function useNotice(): [NoticeValue | null, (n: NoticeValue) => void, () => void] {
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const close = useCallback(() => setNotice(null), []);
  // A fresh object each time, so repeating the same message restarts its timer.
  const show = useCallback((n: NoticeValue) => setNotice({ ...n }), []);
  return [notice, show, close];
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
  const border = tone === 'danger' ? 'border-red-900/60' : 'border-zinc-800';
  return (
    <section className={`rounded-xl border ${border} bg-zinc-900/60 p-4 sm:p-6`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {icon && (
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-zinc-800 text-zinc-300">
              {icon}
            </span>
          )}
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-zinc-50">{title}</h2>
            {description && <div className="mt-1 text-sm text-zinc-400">{description}</div>}
          </div>
        </div>
        {aside}
      </div>
      {children && <div className="mt-4 sm:mt-5">{children}</div>}
    </section>
  );
}

/** The heading block at the top of a tab panel. */
export function TabHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-5">
      <h2 className="text-xl font-bold text-white sm:text-2xl">{title}</h2>
      <p className="mt-1 text-sm text-zinc-400">{description}</p>
    </div>
  );
}

const SYNC_TEXT: Record<PreferencesSyncStatus, { text: string; dot: string }> = {
  local: { text: 'Saved on this device', dot: 'bg-zinc-500' },
  loading: { text: 'Loading your account’s preferences…', dot: 'bg-sky-400 animate-pulse' },
  saving: { text: 'Saving to your account…', dot: 'bg-sky-400 animate-pulse' },
  synced: { text: 'Synced to your account', dot: 'bg-emerald-400' },
  error: {
    text: 'Saved on this device only: your account could not be reached. It will retry on your next change.',
    dot: 'bg-amber-400',
  },
};

/** Where the preferences currently live (this device, the account, or both). */
export function SyncStatus() {
  const status = usePreferencesSyncStatus();
  const { text, dot } = SYNC_TEXT[status];
  return (
    <p className="flex items-center gap-2 text-xs text-zinc-400" aria-live="polite">
      <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${dot}`} />
      {text}
    </p>
  );
}

export function Skeleton({ className }: { className: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-zinc-800 ${className}`} />;
}

// ---- icons (stroke, decorative; the control around them carries the label) ----

type IconProps = BaseIconProps;

// Screen icons are a little smaller than the shell's.
const Icon = ({ size = 18, ...rest }: IconProps & { children: ReactNode }) => (
  <BaseIcon size={size} {...rest} />
);

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m10 8.5 5.5 3.5-5.5 3.5z" />
  </Icon>
);
export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);
export const SlidersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);
export const CloudIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 7.9" />
    <path d="m12 12 0 8M9 15l3-3 3 3" />
  </Icon>
);
export const ChartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);
export const UploadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 16V5M7 10l5-5 5 5M5 20h14" />
  </Icon>
);
export const ResetIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const ServerIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="7" rx="2" />
    <rect x="3" y="13" width="18" height="7" rx="2" />
    <path d="M7 7.5h.01M7 16.5h.01" />
  </Icon>
);
export const SparkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </Icon>
);
