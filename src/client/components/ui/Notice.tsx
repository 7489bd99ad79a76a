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
  success: 'border-emerald-700 bg-emerald-950/80 text-emerald-100',
  error: 'border-red-700 bg-red-950/80 text-red-100',
  info: 'border-sky-700 bg-sky-950/80 text-sky-100',
};

/** An inline notice that closes itself after `ms` (spec 9: 5 s) and can be closed by hand. */
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
