import type { SystemHealth } from '@shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { Facts, formatBytes, formatPercentText, formatTime, formatUptime, Panel, StatusBadge } from './parts';

export const REFRESH_MS = 30_000;

/** The REST health check's key (it is not a tRPC query). */
export const API_HEALTH_KEY = ['api-health'];

/** GET /api/health (the API health block), as any client would read it. */
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
  const t = useT();
  const { data, isError, isPending, dataUpdatedAt } = useApiHealth();
  const status = isError ? 'error' : data ? (data.success ? 'healthy' : 'error') : undefined;
  return (
    <Panel
      title={t('admin.apiHealth.title')}
      description={t('admin.apiHealth.description')}
      aside={!isPending && <StatusBadge status={status} />}
    >
      {isPending ? (
        <PanelSkeleton rows={5} />
      ) : (
        <Facts
          rows={[
            [
              t('admin.apiHealth.status'),
              isError
                ? t('admin.apiHealth.unreachable')
                : data?.success
                  ? t('admin.apiHealth.online')
                  : t('admin.apiHealth.degraded'),
            ],
            [t('admin.apiHealth.uptime'), data ? formatUptime(data.uptime) : '—'],
            [
              t('admin.apiHealth.version'),
              data ? (
                <span key="version" data-content="">
                  {data.version}
                </span>
              ) : (
                '—'
              ),
            ],
            [t('admin.apiHealth.lastCheck'), dataUpdatedAt ? formatTime(dataUpdatedAt) : '—'],
            [
              t('admin.apiHealth.message'),
              isError ? (
                t('admin.apiHealth.noAnswer')
              ) : data?.message ? (
                // The server's own words.
                <span key="message" data-content="">
                  {data.message}
                </span>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      )}
    </Panel>
  );
}

/** Database, API server and cache, each green, yellow or red. */
export function SystemHealthPanel({
  health,
  loading,
  title,
}: {
  health: SystemHealth | undefined;
  loading: boolean;
  title?: string;
}) {
  const t = useT();
  const ms = (v: number) => t('admin.systemHealth.milliseconds', { ms: formatNumber(v) });
  const rows: Array<{
    name: string;
    status: SystemHealth['database']['status'] | undefined;
    facts: string[];
  }> = [
    {
      name: t('admin.systemHealth.database'),
      status: health?.database.status,
      facts: health
        ? [
            ms(health.database.responseTime),
            t('admin.systemHealth.connections', { count: health.database.connections }),
            health.database.kind === 'pglite'
              ? t('admin.systemHealth.embedded')
              : t('admin.systemHealth.postgres'),
          ]
        : [],
    },
    {
      name: t('admin.systemHealth.apiServer'),
      status: health?.api.status,
      facts: health
        ? [
            ms(health.api.responseTime),
            t('admin.systemHealth.up', { duration: formatUptime(health.api.uptime) }),
          ]
        : [],
    },
    {
      name: t('admin.systemHealth.cache'),
      status: health?.cache.status,
      facts: health
        ? [
            t('admin.systemHealth.hitRate', { rate: formatPercentText(health.cache.hitRate) }),
            formatBytes(health.cache.size),
            t('admin.systemHealth.keys', { count: health.cache.totalKeys }),
          ]
        : [],
    },
  ];
  return (
    <Panel
      title={title ?? t('admin.systemHealth.title')}
      description={
        health
          ? t('admin.systemHealth.checkedAt', { time: formatTime(health.checkedAt) })
          : t('admin.systemHealth.description')
      }
    >
      {loading ? (
        <PanelSkeleton rows={3} />
      ) : (
        <ul className="divide-y divide-border">
          {rows.map((r) => (
            <li
              key={r.name}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium text-fg">{r.name}</p>
                <p className="text-xs text-muted tabular-nums">
                  {r.facts.length ? r.facts.join(' · ') : t('admin.systemHealth.noData')}
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
        <div key={i} className="h-5 animate-pulse rounded bg-surface-raised/80" />
      ))}
    </div>
  );
}
