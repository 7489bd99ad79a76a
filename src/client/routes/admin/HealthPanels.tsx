import { useQuery } from '@tanstack/react-query';
import { formatBytes, formatUptime } from '../../../shared/format-size';
import type { SystemHealth } from '../../../shared/schemas/admin';
import { Facts, formatTime, Panel, StatusBadge } from './parts';

export const REFRESH_MS = 30_000;

/** The REST health check's key (it is not a tRPC query). */
export const API_HEALTH_KEY = ['api-health'];

/** GET /api/health (spec 3's API health block), as any client would read it. */
interface ApiHealth {
  success: boolean;
  uptime: number;
  version: string;
  timestamp: string;
  message: string;
}

export function useApiHealth() {
  return useQuery({
    queryKey: API_HEALTH_KEY,
    queryFn: async ({ signal }): Promise<ApiHealth> => {
      const res = await fetch('/api/health', { signal, headers: { accept: 'application/json' } });
      // A 503 still carries the block (database down): show it rather than fail.
      const body = (await res.json()) as ApiHealth;
      return body;
    },
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}

export function ApiHealthPanel() {
  const { data, isError, isPending, dataUpdatedAt } = useApiHealth();
  const status = isError ? 'error' : data ? (data.success ? 'healthy' : 'error') : undefined;
  return (
    <Panel
      title="API Health"
      description="The public health check, as clients see it."
      aside={!isPending && <StatusBadge status={status} />}
    >
      {isPending ? (
        <PanelSkeleton rows={5} />
      ) : (
        <Facts
          rows={[
            ['Status', isError ? 'Unreachable' : data?.success ? 'Online' : 'Degraded'],
            ['Uptime', data ? formatUptime(data.uptime) : '—'],
            ['Version', data?.version ?? '—'],
            ['Last check', dataUpdatedAt ? formatTime(dataUpdatedAt) : '—'],
            ['Message', isError ? 'The health check did not answer' : (data?.message ?? '—')],
          ]}
        />
      )}
    </Panel>
  );
}

/** Database, API server and cache, each green, yellow or red (spec 2, 4). */
export function SystemHealthPanel({
  health,
  loading,
  title = 'System Health',
}: {
  health: SystemHealth | undefined;
  loading: boolean;
  title?: string;
}) {
  const rows: Array<{
    name: string;
    status: SystemHealth['database']['status'] | undefined;
    facts: string[];
  }> = [
    {
      name: 'Database',
      status: health?.database.status,
      facts: health
        ? [
            `${health.database.responseTime} ms`,
            `${health.database.connections} connection${health.database.connections === 1 ? '' : 's'}`,
            health.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL',
          ]
        : [],
    },
    {
      name: 'API Server',
      status: health?.api.status,
      facts: health ? [`${health.api.responseTime} ms`, `up ${formatUptime(health.api.uptime)}`] : [],
    },
    {
      name: 'Cache',
      status: health?.cache.status,
      facts: health
        ? [
            `${health.cache.hitRate} hit rate`,
            formatBytes(health.cache.size),
            `${health.cache.totalKeys} keys`,
          ]
        : [],
    },
  ];
  return (
    <Panel
      title={title}
      description={health ? `Checked at ${formatTime(health.checkedAt)}` : 'Database, API server and cache.'}
    >
      {loading ? (
        <PanelSkeleton rows={3} />
      ) : (
        <ul className="divide-y divide-zinc-800">
          {rows.map((r) => (
            <li
              key={r.name}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium text-zinc-100">{r.name}</p>
                <p className="text-xs text-zinc-400 tabular-nums">
                  {r.facts.length ? r.facts.join(' · ') : 'No data'}
                </p>
              </div>
              <StatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function PanelSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="h-5 animate-pulse rounded bg-zinc-800/80" />
      ))}
    </div>
  );
}
