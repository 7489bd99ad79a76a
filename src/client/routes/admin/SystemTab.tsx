import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import type { MessageKey } from '../../i18n';
import { formatCount } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { PanelSkeleton, REFRESH_MS, SystemHealthPanel } from './HealthPanels';
import {
  Facts,
  formatBytes,
  formatMegabytes,
  formatPercentText,
  formatTime,
  Panel,
  RefreshIcon,
} from './parts';
import { QuickActions } from './QuickActions';

const SOURCE_TEXT = {
  remote: 'admin.server.sourceRemote',
  local: 'admin.server.sourceLocal',
  builtin: 'admin.server.sourceBuiltin',
} as const satisfies Record<string, MessageKey>;

/** The System tab: health monitor, server configuration, cache analytics, management. */
export function SystemTab() {
  const opts = { refetchInterval: REFRESH_MS, staleTime: 0 } as const;
  const health = trpc.admin.systemHealth.useQuery(undefined, opts);
  const t = useT();
  return (
    <div className="space-y-4 sm:space-y-6">
      <SystemHealthPanel
        title={t('admin.system.healthMonitor')}
        health={health.data}
        loading={health.isPending}
      />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <ServerConfigPanel />
        <CachePanel />
      </div>
      <QuickActions title={t('admin.actions.systemTitle')} />
    </div>
  );
}

function ServerConfigPanel() {
  const t = useT();
  const utils = trpc.useUtils();
  const config = trpc.admin.serverConfig.useQuery(undefined, { refetchInterval: REFRESH_MS, staleTime: 0 });
  const [message, setMessage] = useState<NoticeValue | null>(null);
  const close = useCallback(() => setMessage(null), []);
  const refresh = trpc.admin.refreshServers.useMutation({
    onSuccess: (r) => {
      utils.admin.serverConfig.setData(undefined, r.summary);
      setMessage(
        r.ok
          ? { kind: 'success', message: t('admin.server.refreshed') }
          : { kind: 'error', message: t('admin.server.refreshFailed') },
      );
    },
    onError: () => setMessage({ kind: 'error', message: t('admin.server.refreshError') }),
  });
  const c = config.data;
  return (
    <Panel
      title={t('admin.server.title')}
      description={t('admin.server.description')}
      aside={
        <Button size="sm" variant="secondary" busy={refresh.isPending} onClick={() => refresh.mutate()}>
          {!refresh.isPending && <RefreshIcon size={14} />} {t('admin.server.refresh')}
        </Button>
      }
    >
      {/* The success message clears after 3 s; failures stay the usual 5 s. */}
      <div className="mb-3 empty:hidden">
        <Notice notice={message} onClose={close} ms={message?.kind === 'success' ? 3000 : 5000} />
      </div>
      {config.isPending ? (
        <PanelSkeleton rows={5} />
      ) : c ? (
        <>
          <div className="mb-4 grid grid-cols-3 gap-2 text-center">
            {(
              [
                [t('admin.server.total'), c.totalServers],
                [t('admin.server.enabled'), c.enabledServers],
                [t('admin.server.disabled'), c.disabledServers],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-surface-raised/60 px-2 py-3">
                <p className="text-2xl font-bold text-white tabular-nums">{formatCount(value)}</p>
                <p className="text-xs text-muted">{label}</p>
              </div>
            ))}
          </div>
          <Facts
            rows={[
              [t('admin.server.source'), t(SOURCE_TEXT[c.source])],
              [
                t('admin.server.defaultServer'),
                <span key="default" data-content="">
                  {String(c.defaultServer)}
                </span>,
              ],
              [
                t('admin.server.version'),
                <span key="version" data-content="">
                  {c.version}
                </span>,
              ],
              [t('admin.server.loadedAt'), formatTime(c.loadedAt)],
            ]}
          />
          {c.lastError && (
            <p
              className="mt-3 rounded-md border border-warning-line/60 bg-warning-surface/40 px-3 py-2 text-xs text-warning-soft"
              data-content=""
            >
              {c.lastError}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted">{t('admin.server.loadFailed')}</p>
      )}
    </Panel>
  );
}

function CachePanel() {
  const t = useT();
  const cache = trpc.admin.cacheStats.useQuery(undefined, { refetchInterval: REFRESH_MS, staleTime: 0 });
  const s = cache.data;
  const fill = s && s.maxBytes > 0 ? Math.min(100, (s.sizeBytes / s.maxBytes) * 100) : 0;
  return (
    <Panel title={t('admin.cache.title')} description={t('admin.cache.description')}>
      {cache.isPending ? (
        <PanelSkeleton rows={5} />
      ) : (
        <>
          <Facts
            rows={[
              [t('admin.cache.keys'), formatCount(s?.totalKeys ?? 0)],
              [t('admin.cache.hits'), formatCount(s?.hits ?? 0)],
              [t('admin.cache.misses'), formatCount(s?.misses ?? 0)],
              [t('admin.cache.hitRate'), formatPercentText(s?.hitRate ?? '0.0%')],
              [t('admin.cache.memory'), formatMegabytes(s?.memoryUsage ?? 0)],
              [
                t('admin.cache.size'),
                t('admin.cache.sizeOf', {
                  size: formatBytes(s?.sizeBytes ?? 0),
                  max: formatBytes(s?.maxBytes ?? 0),
                }),
              ],
            ]}
          />
          {/* The fill is already in words above (Size … of …); the bar is decoration. */}
          <div className="mt-4 h-2 overflow-hidden rounded-full bg-surface-raised" aria-hidden="true">
            <div className="h-full rounded-full bg-accent" style={{ width: `${fill}%` }} />
          </div>
        </>
      )}
    </Panel>
  );
}
