import { type ComponentType, lazy } from 'react';
import { isChunkLoadError } from './recovery';

/**
 * Asks for a lazy chunk; when it cannot be fetched because the device is offline, asks again
 * once the browser is back online (meanwhile the caller waits). Any other failure is thrown.
 */
export async function retryWhenOnline<M>(load: () => Promise<M>): Promise<M> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error) || navigator.onLine) throw error;
      await new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(), { once: true }),
      );
    }
  }
}

/**
 * React.lazy for a part of a page (a menu, a dialog, a toast, a card's button), not a screen.
 * Offline, a part whose code never arrived waits behind its Suspense fallback and appears once
 * the connection returns, instead of failing the page around it. Screens keep React.lazy:
 * their error boundary says what happened and offers Retry.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint, so the part keeps its props.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryWhenOnline(load));
}
