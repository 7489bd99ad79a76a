import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { NoticeValue } from './Notice';

/**
 * Page-independent notices (e.g. "signed out locally") that must survive the navigation that
 * caused them. `toast()` can be called from anywhere; the Layout renders one <Toaster />.
 * The radix toasts that draw them load with the first one, not with the first page.
 */
export interface ToastItem extends NoticeValue {
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

const NoticeToasts = lazy(() => import('./NoticeToasts'));

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeToasts items={list} onClose={dismiss} />
    </Suspense>
  );
}
