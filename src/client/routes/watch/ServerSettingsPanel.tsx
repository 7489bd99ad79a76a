import { type ReactNode, useCallback, useState } from 'react';
import { relativeTime } from '../../../shared/relative-time';
import type { ServerConfigState, ServerConfigView, ServerId } from '../../../shared/servers';
import { Icon } from '../../components/layout/icons';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogHeader,
  DialogTrigger,
} from '../../components/ui/Dialog';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { errorMessage, trpc } from '../../lib/trpc';

const SOURCE_LABEL: Record<ServerConfigState['source'], string> = {
  remote: 'Remote (SERVER_CONFIG_URL)',
  local: 'Local file (/config/servers.json)',
  builtin: 'Built-in fallback',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-zinc-400">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-100">{children}</dd>
    </div>
  );
}

/**
 * Admin and owner: the server-configuration information panel (spec 2, 6) with the
 * loaded source, its error, settings and servers, and a refresh.
 */
export function ServerSettingsPanel({ state, selected }: { state: ServerConfigView; selected: ServerId }) {
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  // The admin panel's Refresh Servers: one refresh procedure for the whole app.
  const refresh = trpc.admin.refreshServers.useMutation({
    onSuccess: (r) => {
      setNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
      return Promise.all([utils.serverConfig.get.invalidate(), utils.admin.serverConfig.invalidate()]);
    },
    onError: (e) =>
      setNotice({ kind: 'error', message: errorMessage(e, 'Error refreshing server configuration') }),
  });
  const { config } = state;
  const closeNotice = useCallback(() => setNotice(null), []);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Icon size={16} strokeWidth={1.8}>
            <path d="M4 6h16M4 12h16M4 18h16" />
            <circle cx="9" cy="6" r="2" fill="currentColor" />
            <circle cx="15" cy="12" r="2" fill="currentColor" />
            <circle cx="7" cy="18" r="2" fill="currentColor" />
          </Icon>
          Server Settings
        </Button>
      </DialogTrigger>
      <DialogContent placement="sheet" className="sm:w-[min(92vw,40rem)]">
        <div className="flex items-start justify-between gap-4">
          <DialogHeader
            title="Server configuration"
            description="Where the streaming-server list came from and what it contains."
          />
          <DialogCloseButton className="h-8 w-8" />
        </div>

        <dl className="mt-4 divide-y divide-zinc-800 border-y border-zinc-800">
          <Row label="Source">{SOURCE_LABEL[state.source]}</Row>
          <Row label="Status">
            {state.configError ? (
              <span className="text-amber-300">Config Error: {state.lastError ?? 'refresh to see why'}</span>
            ) : (
              <span className="text-emerald-300">Loaded without errors</span>
            )}
          </Row>
          <Row label="Loaded">{relativeTime(state.loadedAt)}</Row>
          <Row label="Version">{config.version}</Row>
          <Row label="Last updated">{config.lastUpdated}</Row>
          <Row label="Default server">{String(config.settings.defaultServer)}</Row>
          <Row label="Auto fallback">{config.settings.autoFallback ? 'On' : 'Off'}</Row>
          <Row label="Max retries">{config.settings.maxRetries}</Row>
          <Row label="Load timeout">{config.settings.loadTimeout.toLocaleString('en-US')} ms</Row>
        </dl>

        <h3 className="mt-5 text-sm font-semibold text-zinc-300">Servers ({config.servers.length})</h3>
        <ul className="mt-2 space-y-2">
          {config.servers.map((s) => (
            <li key={String(s.id)} className="rounded-md border border-zinc-800 bg-zinc-950/60 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{s.name}</span>
                <span className="text-xs text-zinc-500">
                  id {String(s.id)} · priority {s.priority}
                </span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    s.enabled ? 'bg-emerald-950 text-emerald-300' : 'bg-zinc-800 text-zinc-400',
                  )}
                >
                  {s.enabled ? 'Enabled' : 'Disabled'}
                </span>
                {String(s.id) === String(selected) && (
                  <span className="rounded-full bg-brand/20 px-2 py-0.5 text-xs text-brand-hover">
                    In use
                  </span>
                )}
              </div>
              <p className="mt-1 break-all font-mono text-xs text-zinc-400">
                Movie: {s.movieUrl}/{'{id}'}
              </p>
              <p className="break-all font-mono text-xs text-zinc-400">
                TV: {s.tvUrl}/{'{id}/{season}/{episode}'}
              </p>
            </li>
          ))}
        </ul>

        <div className="mt-5 space-y-3">
          <Notice notice={notice} onClose={closeNotice} ms={3000} />
          <Button onClick={() => refresh.mutate()} busy={refresh.isPending}>
            Refresh configuration
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
