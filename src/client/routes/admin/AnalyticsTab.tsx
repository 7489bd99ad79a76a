import type { DailyCount } from '../../../shared/schemas/admin';
import { UsersIcon } from '../../components/layout/icons';
import { trpc } from '../../lib/trpc';
import { niceMax } from './chart-scale';
import { PanelSkeleton, REFRESH_MS } from './HealthPanels';
import { useLoadFailureNotice } from './OverviewTab';
import { formatCount, Panel, StatGrid } from './parts';

const PERIODS = [
  { label: 'New today', key: 'newUsersToday', detail: 'Since midnight UTC' },
  { label: 'This week', key: 'newUsersThisWeek', detail: 'Last 7 days' },
  { label: 'This month', key: 'newUsersThisMonth', detail: 'Last 30 days' },
] as const;

/** Spec 2's Analytics (registrations today, this week, this month) plus 30-day charts. */
export function AnalyticsTab() {
  const q = trpc.admin.analytics.useQuery(undefined, { refetchInterval: REFRESH_MS, staleTime: 0 });
  useLoadFailureNotice(q.isError);
  const a = q.data;
  return (
    <div className="space-y-4 sm:space-y-6">
      <StatGrid
        className="grid-cols-3 gap-2 sm:gap-4"
        stats={PERIODS.map((p) => ({
          label: p.label,
          value: formatCount(a?.[p.key]),
          detail: p.detail,
          icon: <UsersIcon size={18} />,
          loading: q.isPending,
        }))}
      />
      <div className="grid gap-4 sm:gap-6 xl:grid-cols-2">
        <Panel title="Registrations per day" description="New accounts over the last 30 days (UTC).">
          {a ? (
            <DailyBars days={a.days} pick="registrations" color="#f43f5e" unit="registration" />
          ) : (
            <PanelSkeleton rows={6} />
          )}
        </Panel>
        <Panel
          title="Watch activity per day"
          description="Watch records by the day they were last watched, last 30 days."
        >
          {a ? (
            <DailyBars days={a.days} pick="watchRecords" color="#38bdf8" unit="watch record" />
          ) : (
            <PanelSkeleton rows={6} />
          )}
        </Panel>
      </div>
    </div>
  );
}

const W = 640;
const H = 220;
const PAD = { left: 40, right: 8, top: 12, bottom: 26 };

const shortDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A plain SVG bar chart (no chart library: one small component, fully accessible). */
function DailyBars({
  days,
  pick,
  color,
  unit,
}: {
  days: DailyCount[];
  pick: 'registrations' | 'watchRecords';
  color: string;
  unit: string;
}) {
  const values = days.map((d) => d[pick]);
  const total = values.reduce((s, v) => s + v, 0);
  const peak = Math.max(0, ...values);
  const peakDay = days[values.indexOf(peak)];
  const max = niceMax(peak);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const plural = (k: number) => `${k.toLocaleString('en-US')} ${unit}${k === 1 ? '' : 's'}`;
  const summary = `${plural(total)} in 30 days${peak > 0 && peakDay ? `; busiest day ${shortDay(peakDay.date)} with ${plural(peak)}` : ''}.`;

  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={summary}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(max * f)}
              y2={y(max * f)}
              stroke="#3f3f46"
              strokeDasharray={f ? '3 4' : undefined}
            />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#a1a1aa">
              {(max * f).toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const v = d[pick];
          const h = Math.max(v > 0 ? 2 : 0, y(0) - y(v));
          return (
            <g key={d.date}>
              <rect
                x={PAD.left + i * step + step * 0.15}
                y={y(0) - h}
                width={step * 0.7}
                height={h}
                rx={2}
                fill={color}
                opacity={0.9}
              >
                <title>{`${shortDay(d.date)}: ${plural(v)}`}</title>
              </rect>
              {i % 5 === 0 && (
                <text
                  x={PAD.left + i * step + step / 2}
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
      <figcaption className="mt-2 text-sm text-zinc-400">{summary}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-zinc-400 hover:text-zinc-200">Show the numbers</summary>
        <div className="mt-2 max-h-56 overflow-y-auto rounded-md border border-zinc-800">
          <table className="w-full text-start">
            <thead className="sticky top-0 bg-zinc-900 text-xs text-zinc-400 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  Count
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800/70 tabular-nums">
              {days.map((d) => (
                <tr key={d.date}>
                  <td className="px-3 py-1.5 text-zinc-300">{shortDay(d.date)}</td>
                  <td className="px-3 py-1.5 text-end text-zinc-100">{d[pick].toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
