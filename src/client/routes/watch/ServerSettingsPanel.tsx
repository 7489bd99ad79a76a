import type { ServerConfigState, ServerConfigView, ServerId } from '@shared/servers';
import { type ReactNode, useCallback, useState } from 'react';
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
import { formatCount, formatNumber, relativeTime } from '../../i18n/format';
import type { MessageKey } from '../../i18n/keys';
import { T, useT } from '../../i18n/react';
import { errorMessage, trpc } from '../../lib/trpc';
import { serverName } from './ServerPicker';

const SOURCE_LABEL: Record<ServerConfigState['source'], MessageKey> = {
  remote: 'watch.settings.sourceRemote',
  local: 'watch.settings.sourceLocal',
  builtin: 'watch.settings.sourceBuiltin',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

/**
 * Admin and owner: the server-configuration information panel with the
 * loaded source, its error, settings and servers, and a refresh.
 */
export function ServerSettingsPanel({ state, selected }: { state: ServerConfigView; selected: ServerId }) {
  const t = useT();
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  // The admin panel's Refresh Servers: one refresh procedure for the whole app.
  const refresh = trpc.admin.refreshServers.useMutation({
    onSuccess: (r) => {
      setNotice({ kind: r.ok ? 'success' : 'error', message: r.message });
      return Promise.all([utils.serverConfig.get.invalidate(), utils.admin.serverConfig.invalidate()]);
    },
    onError: (e) => setNotice({ kind: 'error', message: errorMessage(e, t('watch.settings.refreshFailed')) }),
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
          {t('watch.settings.open')}
        </Button>
      </DialogTrigger>
      <DialogContent placement="sheet" className="sm:w-[min(92vw,40rem)]">
        <div className="flex items-start justify-between gap-4">
          <DialogHeader title={t('watch.settings.title')} description={t('watch.settings.description')} />
          <DialogCloseButton className="h-8 w-8" />
        </div>

        <dl className="mt-4 divide-y divide-border border-y border-border">
          <Row label={t('watch.settings.source')}>{t(SOURCE_LABEL[state.source])}</Row>
          <Row label={t('watch.settings.status')}>
            {state.configError ? (
              <span className="text-warning">
                {state.lastError ? (
                  <T
                    id="watch.settings.statusError"
                    values={{ reason: state.lastError }}
                    components={{ 0: <span data-content="" /> }}
                  />
                ) : (
                  t('watch.settings.statusErrorUnknown')
                )}
              </span>
            ) : (
              <span className="text-success">{t('watch.settings.loadedOk')}</span>
            )}
          </Row>
          <Row label={t('watch.settings.loaded')}>{relativeTime(state.loadedAt)}</Row>
          <Row label={t('watch.settings.version')}>
            <span data-content="">{config.version}</span>
          </Row>
          <Row label={t('watch.settings.lastUpdated')}>
            <span data-content="">{config.lastUpdated}</span>
          </Row>
          <Row label={t('watch.settings.defaultServer')}>
            <span data-content="">{String(config.settings.defaultServer)}</span>
          </Row>
          <Row label={t('watch.settings.autoFallback')}>
            {config.settings.autoFallback ? t('watch.settings.on') : t('watch.settings.off')}
          </Row>
          <Row label={t('watch.settings.maxRetries')}>{formatNumber(config.settings.maxRetries)}</Row>
          <Row label={t('watch.settings.loadTimeout')}>
            {t('watch.settings.milliseconds', { ms: formatNumber(config.settings.loadTimeout) })}
          </Row>
        </dl>

        <h3 className="mt-5 text-sm font-semibold text-fg-secondary">
          {t('watch.settings.servers', { count: formatCount(config.servers.length) })}
        </h3>
        <ul className="mt-2 space-y-2">
          {config.servers.map((s) => (
            <li key={String(s.id)} className="rounded-md border border-border bg-canvas/60 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span data-content="" className="font-medium">
                  {serverName(s)}
                </span>
                <span className="text-xs text-subtle">
                  {t('watch.settings.serverMeta', { id: String(s.id), priority: formatNumber(s.priority) })}
                </span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    s.enabled ? 'bg-success-surface text-success' : 'bg-surface-raised text-muted',
                  )}
                >
                  {s.enabled ? t('watch.settings.enabled') : t('watch.settings.disabled')}
                </span>
                {String(s.id) === String(selected) && (
                  <span className="rounded-full bg-accent/20 px-2 py-0.5 text-xs text-accent-fg">
                    {t('watch.settings.inUse')}
                  </span>
                )}
              </div>
              <UrlPattern label={t('watch.settings.movieUrl')} url={`${s.movieUrl}/{id}`} className="mt-1" />
              <UrlPattern label={t('watch.settings.tvUrl')} url={`${s.tvUrl}/{id}/{season}/{episode}`} />
            </li>
          ))}
        </ul>

        <div className="mt-5 space-y-3">
          <Notice notice={notice} onClose={closeNotice} ms={3000} />
          <Button onClick={() => refresh.mutate()} busy={refresh.isPending}>
            {t('watch.settings.refresh')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A server's address pattern: its label, then the URL with its placeholders, always left to right. */
function UrlPattern({ label, url, className }: { label: string; url: string; className?: string }) {
  return (
    <p className={cn('break-all font-mono text-xs text-muted', className)}>
      {label}{' '}
      <span data-content="" dir="ltr">
        {url}
      </span>
    </p>
  );
}
