import { useRef, useState } from 'react';
import { useT } from '../../i18n/react';
import { ToastAction, ToastClose, ToastProvider, ToastRoot, ToastTitle, ToastViewport } from './ToastParts';

/**
 * How long an undoable action waits before it is carried out: time to read the toast and
 * reach Undo. Radix holds the clock while the toasts are hovered or focused.
 */
export const UNDO_MS = 10_000;

export interface UndoItem {
  id: string;
  message: string;
}

/**
 * Toasts for actions that only happen once their toast closes: `onClose(id, undone)` runs
 * when the time is up, the toast is dismissed or swiped away (undone = false: carry it out)
 * or Undo was pressed (undone = true). Radix pauses the timer while the toast is hovered or
 * focused, so reaching Undo with a keyboard or a screen reader does not race the clock.
 */
export function UndoToaster({
  items,
  onClose,
}: {
  items: readonly UndoItem[];
  onClose: (id: string, undone: boolean) => void;
}) {
  const t = useT();
  // Mounted only while there are toasts: when the last one closes with focus inside it, Radix
  // stops listening for focus leaving while its timers stay paused, and the next toast would
  // never time out. A fresh provider starts unpaused.
  if (items.length === 0) return null;
  return (
    <ToastProvider duration={UNDO_MS} label={t('shell.toast.notifications')}>
      {items.map((item) => (
        <UndoToast key={item.id} item={item} onClose={onClose} />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

function UndoToast({ item, onClose }: { item: UndoItem; onClose: (id: string, undone: boolean) => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const undone = useRef(false);
  return (
    <ToastRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose(item.id, undone.current);
      }}
    >
      <ToastTitle>{item.message}</ToastTitle>
      <ToastAction
        altText={t('shell.toast.undo')}
        onClick={() => {
          undone.current = true;
        }}
        className="shrink-0 rounded-md px-2 py-1 font-semibold text-accent-fg hover:bg-surface-raised"
      >
        {t('shell.toast.undo')}
      </ToastAction>
      <ToastClose className="text-muted hover:bg-surface-raised hover:text-white" />
    </ToastRoot>
  );
}
