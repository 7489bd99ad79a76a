import { useCallback, useSyncExternalStore } from 'react';
import { Notice, type NoticeValue } from './Notice';

/**
 * Page-independent notices (e.g. "signed out locally") that must survive the navigation that
 * caused them. `toast()` can be called from anywhere; the Layout renders one <Toaster />.
 */
interface ToastItem extends NoticeValue {
  id: number;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(notice: NoticeValue): void {
  items = [...items.slice(-2), { ...notice, id: nextId++ }];
  emit();
}

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-20 z-[60] flex flex-col items-center gap-2 md:inset-x-auto md:right-6 md:bottom-6 md:items-end"
    >
      {list.map((t) => (
        <ToastEntry key={t.id} item={t} />
      ))}
    </div>
  );
}

function ToastEntry({ item }: { item: ToastItem }) {
  const close = useCallback(() => dismiss(item.id), [item.id]);
  return (
    <div className="pointer-events-auto w-full max-w-sm shadow-xl">
      <Notice notice={item} onClose={close} />
    </div>
  );
}
