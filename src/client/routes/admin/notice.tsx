import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Notice, type NoticeValue } from '../../components/ui/Notice';
import { t } from '../../i18n';
import { isAppClientError } from '../../lib/trpc';

/**
 * The admin screen's one notice slot (shown 5 s, closable), shared by every tab
 * and action, pinned under the header so it is seen wherever the action was.
 */
interface AdminNotice {
  success(message: string): void;
  error(message: string): void;
}

const Ctx = createContext<AdminNotice | null>(null);

export function AdminNoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const close = useCallback(() => setNotice(null), []);
  // A fresh object each time, so the same message twice restarts its timer.
  const api = useMemo<AdminNotice>(
    () => ({
      success: (message) => setNotice({ kind: 'success', message }),
      error: (message) => setNotice({ kind: 'error', message }),
    }),
    [],
  );
  return (
    <Ctx.Provider value={api}>
      <div className="sticky top-[3.75rem] z-30 empty:hidden md:top-[4.5rem]" aria-live="polite">
        {notice && (
          <div className="mb-4 shadow-lg" data-testid="admin-notice">
            <Notice notice={notice} onClose={close} />
          </div>
        )}
      </div>
      {children}
    </Ctx.Provider>
  );
}

export function useAdminNotice(): AdminNotice {
  const v = useContext(Ctx);
  if (!v) throw new Error('useAdminNotice must be used inside <AdminNoticeProvider>');
  return v;
}

/** The server's own reason, when it gave one (a 4xx with a message). */
export function serverReason(error: unknown): string | null {
  if (!isAppClientError(error)) return null;
  const status = error.data?.httpStatus;
  return status && status < 500 && error.message ? error.message : null;
}

/** The action's failure text, followed by the server's reason when there is one. */
export function failure(fallback: string, error: unknown): string {
  const why = serverReason(error);
  return why ? t('admin.notice.failureWithReason', { message: fallback, reason: why }) : fallback;
}
