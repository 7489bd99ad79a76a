import { useT } from '../../i18n/react';
import { NOTICE_TONE } from './Notice';
import type { ToastItem } from './Toast';
import { ToastAction, ToastClose, ToastProvider, ToastRoot, ToastTitle, ToastViewport } from './ToastParts';
import { UNDO_MS } from './UndoToast';

/** A notice stays 5 s. */
const NOTICE_MS = 5000;

/**
 * toast()'s notices as radix toasts: errors are announced at once (foreground), the rest
 * politely (background). Mounted only while there are toasts, like UndoToaster, so a toast
 * closed with focus inside does not leave the next one's timer paused.
 */
export default function NoticeToasts({
  items,
  onClose,
}: {
  items: readonly ToastItem[];
  onClose: (id: number) => void;
}) {
  const t = useT();
  return (
    <ToastProvider duration={NOTICE_MS} label={t('shell.toast.notices')}>
      {items.map((item) => (
        <ToastRoot
          key={item.id}
          type={item.kind === 'error' ? 'foreground' : 'background'}
          // A notice with Undo stays as long as an Undo toast does.
          duration={item.undo ? UNDO_MS : undefined}
          onOpenChange={(open) => !open && onClose(item.id)}
          className={NOTICE_TONE[item.kind]}
        >
          <ToastTitle>{item.message}</ToastTitle>
          {item.undo && (
            <ToastAction
              altText={t('shell.toast.undo')}
              onClick={item.undo}
              className="shrink-0 rounded-md px-2 py-1 font-semibold text-accent-fg hover:bg-surface-raised"
            >
              {t('shell.toast.undo')}
            </ToastAction>
          )}
          <ToastClose />
        </ToastRoot>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
