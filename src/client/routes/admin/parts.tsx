import type { HealthStatus } from '@shared/schemas/admin';
import type { ReactNode, ThHTMLAttributes } from 'react';
import {
  Icon,
  type IconProps,
  DownloadIcon as ShellDownloadIcon,
  screenIcon,
} from '../../components/layout/icons';
import { cn } from '../../components/ui/cn';
import { currentLocale, type MessageKey, t } from '../../i18n';
import { formatCount as count, formatDate, formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/react';

/** Small building blocks of the admin screen: cards, panels, status dots, icons. */

export function Panel({
  title,
  description,
  aside,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-xl border border-border bg-surface/60 p-4 sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-fg">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A column's header cell, tied to its column for screen readers. */
export const ColumnHeader = (props: ThHTMLAttributes<HTMLTableCellElement>) => <th scope="col" {...props} />;

export interface Stat {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: ReactNode;
  loading?: boolean;
}

export const formatCount = (v: number | undefined) => count(v ?? 0);

/** A row of stat cards; `className` sets the columns and gaps. */
export function StatGrid({ stats, className }: { stats: Stat[]; className: string }) {
  return (
    <div className={cn('grid', className)}>
      {stats.map((s) => (
        <StatCard key={s.label} {...s} />
      ))}
    </div>
  );
}

function StatCard({ label, value, detail, icon, loading }: Stat) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface/60 p-3 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-muted">{label}</p>
        <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-surface-raised text-fg-secondary sm:flex">
          {icon}
        </span>
      </div>
      {loading ? (
        <div className="mt-2 space-y-2" aria-hidden="true">
          <div className="h-8 w-2/3 max-w-20 animate-pulse rounded bg-surface-raised" />
          <div className="h-4 w-full max-w-28 animate-pulse rounded bg-surface-raised/70" />
        </div>
      ) : (
        <>
          <p className="mt-1 text-2xl font-bold tracking-tight text-white tabular-nums sm:text-3xl">
            {value}
          </p>
          {detail && <p className="mt-1 text-xs text-muted sm:text-sm">{detail}</p>}
        </>
      )}
    </div>
  );
}

const STATUS: Record<HealthStatus, { dot: string; text: string; label: MessageKey }> = {
  healthy: { dot: 'bg-success-solid', text: 'text-success', label: 'admin.status.healthy' },
  warning: { dot: 'bg-warning-solid', text: 'text-warning', label: 'admin.status.warning' },
  error: { dot: 'bg-danger-solid', text: 'text-danger', label: 'admin.status.error' },
};

/** Green, yellow or red, always with the word too: colour alone tells nobody. */
export function StatusBadge({ status }: { status: HealthStatus | undefined }) {
  const t = useT();
  const s = status ? STATUS[status] : null;
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium', s?.text ?? 'text-subtle')}
      data-status={status ?? 'unknown'}
    >
      <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', s?.dot ?? 'bg-control')} />
      {t(s?.label ?? 'admin.status.unknown')}
    </span>
  );
}

/** A label/value list inside a panel. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="min-w-0 truncate text-end font-medium text-fg tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The language tag for Intl: English and the pseudo-locale keep the US forms. */
function intlLocale(): string {
  const l = currentLocale();
  return l === 'en' || l === 'pseudo' ? 'en-US' : l;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's calendar day in the admin's time zone: 'Jan 15, 2025' / '15 janv. 2025'. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return formatDate(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`) ?? '';
}

/** A UTC calendar day without its year, for chart axes: 'Mar 5' / '5 mars' / '3月5日'. */
export function formatShortDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(intlLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A time of day with seconds (health checks run every 30 s): '02:15:30 PM' / '14:15:30'. */
export const formatTime = (iso: string | number) =>
  new Date(iso).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A number as the spec shows sizes (no grouping, at most `decimals` decimals). */
const plain = (n: number, decimals: number, min = 0) =>
  formatNumber(n, { useGrouping: false, minimumFractionDigits: min, maximumFractionDigits: decimals });

const SIZE_UNITS: MessageKey[] = [
  'admin.size.bytes',
  'admin.size.kilobytes',
  'admin.size.megabytes',
  'admin.size.gigabytes',
];

/** Sizes in the language: '0 Bytes', '1.5 KB', '5 MB' / '1,5 Ko'. Binary units. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return t('admin.size.bytes', { size: plain(0, 0) });
  const i = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** i;
  return t(SIZE_UNITS[i]!, { size: plain(value, i === 0 ? 0 : decimals) });
}

/** Memory in MB with one decimal: '12.3 MB'. */
export function formatMegabytes(mb: number): string {
  const v = Number.isFinite(mb) && mb > 0 ? mb : 0;
  return t('admin.size.megabytes', { size: plain(Math.round(v * 10) / 10, 1, 1) });
}

/** Uptime in seconds: '42s', '1h 2m', '1d 1h 1m' in English, through ICU messages. */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const n = (v: number) => formatNumber(v, { maximumFractionDigits: 0 });
  if (s < 60) return t('admin.uptime.seconds', { seconds: n(s) });
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = n(Math.floor((s % 3600) / 60));
  if (days) return t('admin.uptime.daysHoursMinutes', { days: n(days), hours: n(hours), minutes });
  if (hours) return t('admin.uptime.hoursMinutes', { hours: n(hours), minutes });
  return t('admin.uptime.minutes', { minutes });
}

/** A percentage string from the server ('85.3%') in the language's form; as is if unreadable. */
export function formatPercentText(text: string): string {
  const v = Number.parseFloat(text);
  if (!Number.isFinite(v)) return text;
  return formatNumber(v / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export const RefreshIcon = screenIcon('M21 12a9 9 0 1 1-2.64-6.36M21 4v5h-5');
export const StarIcon = screenIcon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z');
export const DatabaseIcon = screenIcon(
  'M4 5a8 3 0 1 0 16 0a8 3 0 1 0 -16 0M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
);
export const BroomIcon = screenIcon('M14 4 9.5 12.5M6 13h8l2 7H4z');
export const FileIcon = screenIcon('M14 3H6v18h12V7zM14 3v4h4M9 12h6M9 16h6');
export const PencilIcon = screenIcon('M4 20h4L19 9l-4-4L4 16z');
/** The shell's icon at the screen's size (Quick Actions). */
export const DownloadIcon = (p: IconProps) => <ShellDownloadIcon size={18} {...p} />;

const SORT_PATH = { asc: 'm6 15 6-6 6 6', desc: 'm6 9 6 6 6-6', none: 'm8 10 4-4 4 4M8 14l4 4 4-4' };

export const SortIcon = ({ dir, size = 14, ...p }: IconProps & { dir: 'asc' | 'desc' | null }) => (
  <Icon size={size} {...p}>
    <path d={SORT_PATH[dir ?? 'none']} />
  </Icon>
);
