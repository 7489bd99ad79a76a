import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { checkConnection, useConnectivity } from '../../lib/connectivity';

const TEXT: Record<'offline' | 'unreachable', MessageKey> = {
  offline: 'shell.offline.offline',
  unreachable: 'shell.offline.unreachable',
};

/** Says why pages stop loading while the connection is gone, and clears itself when it returns. */
export function OfflineBanner() {
  const t = useT();
  const state = useConnectivity();
  if (state === 'online') return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="sticky top-14 z-30 border-b border-warning-line/70 bg-warning-surface/95 text-warning-soft md:top-16"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-warning-solid" />
          {t(TEXT[state])}
        </p>
        {state === 'unreachable' && (
          <button
            type="button"
            onClick={checkConnection}
            className="shrink-0 rounded-md px-2 py-1 font-medium text-warning-soft underline-offset-2 hover:underline"
          >
            {t('shell.offline.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
