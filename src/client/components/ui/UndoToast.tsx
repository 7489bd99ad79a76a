import { Toast } from 'radix-ui';
import { useRef, useState } from 'react';

/** How long an undoable action waits before it is carried out. */
export const UNDO_MS = 6000;

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
  // Mounted only while there are toasts: when the last one closes with focus inside it, Radix
  // stops listening for focus leaving while its timers stay paused, and the next toast would
  // never time out. A fresh provider starts unpaused.
  if (items.length === 0) return null;
  return (
    <Toast.Provider swipeDirection="right" duration={UNDO_MS} label="Notifications">
      {items.map((item) => (
        <UndoToast key={item.id} item={item} onClose={onClose} />
      ))}
      <Toast.Viewport className="fixed inset-x-3 bottom-20 z-[60] flex flex-col items-center gap-2 outline-none md:inset-x-auto md:right-6 md:bottom-6 md:items-end" />
    </Toast.Provider>
  );
}

function UndoToast({ item, onClose }: { item: UndoItem; onClose: (id: string, undone: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const undone = useRef(false);
  return (
    <Toast.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose(item.id, undone.current);
      }}
      className="flex w-full max-w-sm items-center gap-3 rounded-md border border-zinc-700 bg-zinc-900 px-4 py-3 text-sm text-zinc-100 shadow-xl data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]"
    >
      <Toast.Title className="min-w-0 flex-1">{item.message}</Toast.Title>
      <Toast.Action
        altText="Undo"
        onClick={() => {
          undone.current = true;
        }}
        className="shrink-0 rounded-md px-2 py-1 font-semibold text-brand-hover hover:bg-zinc-800"
      >
        Undo
      </Toast.Action>
      <Toast.Close
        aria-label="Dismiss"
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-800 hover:text-white"
      >
        <span aria-hidden="true">✕</span>
      </Toast.Close>
    </Toast.Root>
  );
}
