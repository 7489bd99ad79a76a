import { type AnyLocale, dirOf } from '@shared/i18n/locales';
import type { DailyCount } from '@shared/schemas/admin';
import { UsersIcon } from '../../components/layout/icons';
import type { MessageKey } from '../../i18n';
import { formatCount, formatNumber } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { niceMax } from './chart-scale';
import { PanelSkeleton, REFRESH_MS } from './HealthPanels';
import { useLoadFailureNotice } from './OverviewTab';
import { ColumnHeader, Panel, StatGrid, formatShortDay as shortDay } from './parts';

const PERIODS = [
  { label: 'admin.analytics.newToday', key: 'newUsersToday', detail: 'admin.analytics.sinceMidnight' },
  { label: 'admin.analytics.thisWeek', key: 'newUsersThisWeek', detail: 'admin.analytics.last7Days' },
  { label: 'admin.analytics.thisMonth', key: 'newUsersThisMonth', detail: 'admin.analytics.last30Days' },
] as const satisfies ReadonlyArray<{ label: MessageKey; key: string; detail: MessageKey }>;

/** The two 30-day charts. `unit` is a plural message: '{count, plural, one {# registration} …}'. */
const DAILY_CHARTS = [
  {
    pick: 'registrations',
    title: 'admin.analytics.registrationsTitle',
    description: 'admin.analytics.registrationsDescription',
    color: '#f43f5e',
    unit: 'admin.analytics.registrations',
  },
  {
    pick: 'watchRecords',
    title: 'admin.analytics.watchTitle',
    description: 'admin.analytics.watchDescription',
    color: '#38bdf8',
    unit: 'admin.analytics.watchRecords',
  },
] as const satisfies ReadonlyArray<{
  pick: keyof Omit<DailyCount, 'date'>;
  title: MessageKey;
  description: MessageKey;
  color: string;
  unit: MessageKey;
}>;
type DailyChart = (typeof DAILY_CHARTS)[number];

/** The Analytics tab (registrations today, this week, this month) plus 30-day charts. */
export function AnalyticsTab() {
  const t = useT();
  const q = trpc.admin.analytics.useQuery(undefined, { refetchInterval: REFRESH_MS, staleTime: 0 });
  useLoadFailureNotice(q.isError);
  const a = q.data;
  return (
    <div className="space-y-4 sm:space-y-6">
      <StatGrid
        className="grid-cols-3 gap-2 sm:gap-4"
        stats={PERIODS.map((p) => ({
          label: t(p.label),
          value: formatCount(a?.[p.key] ?? 0),
          detail: t(p.detail),
          icon: <UsersIcon size={18} />,
          loading: q.isPending,
        }))}
      />
      <div className="grid gap-4 sm:gap-6 xl:grid-cols-2">
        {DAILY_CHARTS.map((c) => (
          <Panel key={c.pick} title={t(c.title)} description={t(c.description)}>
            {a ? (
              <DailyBars days={a.days} pick={c.pick} color={c.color} unit={c.unit} />
            ) : (
              <PanelSkeleton rows={6} />
            )}
          </Panel>
        ))}
      </div>
    </div>
  );
}

const W = 640;
const H = 220;
const PAD = { left: 40, right: 8, top: 12, bottom: 26 };

/** A plain SVG bar chart (no chart library: one small component, fully accessible). */
function DailyBars({
  days,
  pick,
  color,
  unit,
}: {
  days: DailyCount[];
  pick: DailyChart['pick'];
  color: string;
  unit: DailyChart['unit'];
}) {
  const t = useT();
  // Right to left, time runs from the right and the scale sits on the right (mirrored).
  const rtl = dirOf(useLocale() as AnyLocale) === 'rtl';
  const values = days.map((d) => d[pick]);
  const total = values.reduce((s, v) => s + v, 0);
  const peak = Math.max(0, ...values);
  const peakDay = days[values.indexOf(peak)];
  const max = niceMax(peak);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  /** A horizontal position, measured from the start side (left, or right when mirrored). */
  const x = (fromStart: number, width = 0) => (rtl ? W - fromStart - width : fromStart);
  const plural = (count: number) => t(unit, { count });
  const summary =
    peak > 0 && peakDay
      ? t('admin.analytics.summaryPeak', {
          total: plural(total),
          day: shortDay(peakDay.date),
          peak: plural(peak),
        })
      : t('admin.analytics.summary', { total: plural(total) });

  return (
    <figure>
      {/* direction=ltr keeps text-anchor physical; the geometry itself is mirrored for RTL. */}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={summary}
        direction="ltr"
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={x(PAD.left)}
              x2={x(W - PAD.right)}
              y1={y(max * f)}
              y2={y(max * f)}
              stroke="#3f3f46"
              strokeDasharray={f ? '3 4' : undefined}
            />
            <text
              x={x(PAD.left - 6)}
              y={y(max * f) + 4}
              textAnchor={rtl ? 'start' : 'end'}
              fontSize="11"
              fill="#a1a1aa"
            >
              {formatNumber(max * f)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const v = d[pick];
          const h = Math.max(v > 0 ? 2 : 0, y(0) - y(v));
          return (
            <g key={d.date}>
              <rect
                x={x(PAD.left + i * step + step * 0.15, step * 0.7)}
                y={y(0) - h}
                width={step * 0.7}
                height={h}
                rx={2}
                fill={color}
                opacity={0.9}
              >
                <title>{t('admin.analytics.barTitle', { day: shortDay(d.date), value: plural(v) })}</title>
              </rect>
              {i % 5 === 0 && (
                <text
                  x={x(PAD.left + i * step + step / 2)}
                  y={H - 8}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#a1a1aa"
                >
                  {shortDay(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted">{summary}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted hover:text-fg-soft">
          {t('admin.analytics.showNumbers')}
        </summary>
        <div className="mt-2 max-h-56 overflow-y-auto rounded-md border border-border">
          <table className="w-full text-start">
            <thead className="sticky top-0 bg-surface text-xs text-muted uppercase">
              <tr>
                <ColumnHeader className="px-3 py-2">{t('admin.analytics.day')}</ColumnHeader>
                <ColumnHeader className="px-3 py-2 text-end">{t('admin.analytics.count')}</ColumnHeader>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/70 tabular-nums">
              {days.map((d) => (
                <tr key={d.date}>
                  <td className="px-3 py-1.5 text-fg-secondary">{shortDay(d.date)}</td>
                  <td className="px-3 py-1.5 text-end text-fg">{formatCount(d[pick])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
