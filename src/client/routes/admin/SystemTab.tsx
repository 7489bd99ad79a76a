import { useCallback, useState } from 'react';
import { formatBytes, formatMegabytes } from '../../../shared/format-size';
import { Button } from '../../components/ui/Button';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { trpc } from '../../lib/trpc';
import { PanelSkeleton, REFRESH_MS, SystemHealthPanel } from './HealthPanels';
import { Facts, formatTime, Panel, RefreshIcon } from './parts';
import { QuickActions } from './QuickActions';

const SOURCE_TEXT = { remote: 'Remote', local: 'Local file', builtin: 'Built-in fallback' } as const;

/** Spec 2's System tab: health monitor, server configuration, cache analytics, management. */
export function SystemTab() {
  const opts = { refetchInterval: REFRESH_MS, staleTime: 0 } as const;
  const health = trpc.admin.systemHealth.useQuery(undefined, opts);
  return (
    <div className="space-y-4 sm:space-y-6">
      <SystemHealthPanel title="Health Monitor" health={health.data} loading={health.isPending} />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <ServerConfigPanel />
        <CachePanel />
      </div>
      <QuickActions title="System Management" />
    </div>
  );
}

function ServerConfigPanel() {
  const utils = trpc.useUtils();
  const config = trpc.admin.serverConfig.useQuery(undefined, { refetchInterval: REFRESH_MS, staleTime: 0 });
  const [message, setMessage] = useState<NoticeValue | null>(null);
  const close = useCallback(() => setMessage(null), []);
  const refresh = trpc.admin.refreshServers.useMutation({
    onSuccess: (r) => {
      utils.admin.serverConfig.setData(undefined, r.summary);
      setMessage(
        r.ok
          ? { kind: 'success', message: 'Server configuration refreshed successfully!' }
          : { kind: 'error', message: 'Failed to refresh servers' },
      );
    },
    onError: () => setMessage({ kind: 'error', message: 'Error refreshing server configuration' }),
  });
  const c = config.data;
  return (
    <Panel
      title="Server Configuration"
      description="Streaming servers the watch page offers."
      aside={
        <Button size="sm" variant="secondary" busy={refresh.isPending} onClick={() => refresh.mutate()}>
          {!refresh.isPending && <RefreshIcon size={14} />} Refresh Servers
        </Button>
      }
    >
      {/* Spec 9: the success message clears after 3 s; failures stay the usual 5 s. */}
      <div className="mb-3 empty:hidden">
        <Notice notice={message} onClose={close} ms={message?.kind === 'success' ? 3000 : 5000} />
      </div>
      {config.isPending ? (
        <PanelSkeleton rows={5} />
      ) : c ? (
        <>
          <div className="mb-4 grid grid-cols-3 gap-2 text-center">
            {[
              ['Total', c.totalServers],
              ['Enabled', c.enabledServers],
              ['Disabled', c.disabledServers],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-zinc-800/60 px-2 py-3">
                <p className="text-2xl font-bold text-white tabular-nums">{value}</p>
                <p className="text-xs text-zinc-400">{label}</p>
              </div>
            ))}
          </div>
          <Facts
            rows={[
              ['Source', SOURCE_TEXT[c.source]],
              ['Default server', String(c.defaultServer)],
              ['Version', c.version],
              ['Loaded at', formatTime(c.loadedAt)],
            ]}
          />
          {c.lastError && (
            <p className="mt-3 rounded-md border border-amber-800/60 bg-amber-950/40 px-3 py-2 text-xs text-amber-200">
              {c.lastError}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-zinc-400">The server configuration could not be loaded.</p>
      )}
    </Panel>
  );
}

function CachePanel() {
  const cache = trpc.admin.cacheStats.useQuery(undefined, { refetchInterval: REFRESH_MS, staleTime: 0 });
  const s = cache.data;
  const fill = s && s.maxBytes > 0 ? Math.min(100, (s.sizeBytes / s.maxBytes) * 100) : 0;
  return (
    <Panel title="Cache Analytics" description="The movie-database cache in front of the catalogue.">
      {cache.isPending ? (
        <PanelSkeleton rows={5} />
      ) : (
        <>
          <Facts
            rows={[
              ['Cached keys', (s?.totalKeys ?? 0).toLocaleString('en-US')],
              ['Hits', (s?.hits ?? 0).toLocaleString('en-US')],
              ['Misses', (s?.misses ?? 0).toLocaleString('en-US')],
              ['Hit rate', s?.hitRate ?? '0.0%'],
              ['Memory', formatMegabytes(s?.memoryUsage ?? 0)],
              ['Size', `${formatBytes(s?.sizeBytes ?? 0)} of ${formatBytes(s?.maxBytes ?? 0)}`],
            ]}
          />
          {/* The fill is already in words above (Size … of …); the bar is decoration. */}
          <div className="mt-4 h-2 overflow-hidden rounded-full bg-zinc-800" aria-hidden="true">
            <div className="h-full rounded-full bg-brand" style={{ width: `${fill}%` }} />
          </div>
        </>
      )}
    </Panel>
  );
}
