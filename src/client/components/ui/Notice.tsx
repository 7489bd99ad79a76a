import { clsx } from 'clsx';
import { useEffect } from 'react';
import { useT } from '../../i18n/react';

export type NoticeKind = 'success' | 'error' | 'info';

export interface NoticeValue {
  kind: NoticeKind;
  message: string;
}

/** Each kind's colours; toasts wear them too. */
export const NOTICE_TONE: Record<NoticeKind, string> = {
  success: 'border-success-line bg-success-surface/80 text-success-soft',
  error: 'border-danger-line bg-danger-surface/80 text-danger-soft',
  info: 'border-info-line bg-info-surface/80 text-info-soft',
};

/** An inline notice that closes itself after `ms` (5 s) and can be closed by hand. */
export function Notice({
  notice,
  onClose,
  ms = 5000,
}: {
  notice: NoticeValue | null;
  onClose: () => void;
  ms?: number;
}) {
  const t = useT();
  useEffect(() => {
    if (!notice || ms <= 0) return;
    const t = setTimeout(onClose, ms);
    return () => clearTimeout(t);
  }, [notice, ms, onClose]);
  if (!notice) return null;
  return (
    <div
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm',
        NOTICE_TONE[notice.kind],
      )}
    >
      <span>{notice.message}</span>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('shell.notice.dismiss')}
        className="shrink-0 opacity-80 hover:opacity-100"
      >
        ✕
      </button>
    </div>
  );
}
