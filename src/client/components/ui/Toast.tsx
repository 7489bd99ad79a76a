import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { serviceWorkerActive } from '../../lib/sw';
import type { NoticeValue } from './Notice';

/**
 * Page-independent notices (e.g. "signed out locally") that must survive the navigation that
 * caused them. `toast()` can be called from anywhere; the Layout renders one <Toaster />.
 * The radix toasts that draw them load with the first one, not with the first page.
 */
export interface ToastItem extends ToastNotice {
  id: number;
}

/** A notice, with an Undo when the action it reports can be taken back. */
export interface ToastNotice extends NoticeValue {
  undo?: () => void;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(notice: ToastNotice): void {
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

const loadNoticeToasts = () => import('./NoticeToasts');
const NoticeToasts = lazyPart(loadNoticeToasts);

// A notice that the device went offline (or that an action failed because of it) must be able
// to show when nothing can be fetched any more. The service worker's precache holds its code;
// a page no worker looks after fetches it once the page is idle.
if (typeof window !== 'undefined')
  void serviceWorkerActive().then((active) => {
    if (!active)
      (window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 3000)))(() => {
        void loadNoticeToasts().catch(() => {});
      });
  });

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
