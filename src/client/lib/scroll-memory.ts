import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { entryId, persist, stampEntry, store } from './scroll-entry';

/**
 * Where a long list was scrolled, per history entry, so Back (or a reload) returns to the
 * same place. The browser's own restoration cannot do it: on Back the list renders after the
 * popstate, from the query cache and in slices, so the page is still short when the browser
 * tries, and the layout starts the new screen at the top.
 *
 * Entries are told apart by an id kept in `history.state`, not by the URL: two visits to the
 * same address are two places. Screens that replace their own URL pass `history.state` on
 * (see `keepEntryState` in ./scroll-entry.ts) so the id survives filter changes.
 */

/** How long a restore waits for the list to grow tall enough (deferred renders, images). */
const RESTORE_MS = 3000;

/**
 * Scrolls to `y` once the page is tall enough, checked frame by frame, giving up after
 * RESTORE_MS (the page stays at the top of what it shows) or as soon as the visitor scrolls,
 * types or touches (their intent wins).
 */
function restoreTo(y: number, done: () => void): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    done();
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true, once: true });
  // Only once the page is tall enough: a list that came back shorter (a reload keeps only its
  // first page) would otherwise leave the reader at the footer, below everything it shows.
  const step = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    if (max >= y) {
      window.scrollTo(0, y);
      stop();
    } else if (performance.now() - started > RESTORE_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * Remembers the window's scroll position for the current history entry and restores it when
 * the entry is shown again and `ready` (the list it scrolled through has rendered). True
 * while a restore is due or under way: a list holds back loading more until it is done, or
 * its load-more trigger, on screen while the list is still short, would fetch pages nobody
 * scrolled to.
 */
export function useScrollMemory(ready: boolean): boolean {
  const [location] = useLocation();
  const search = useSearch();
  // The screen's own path: while the next screen's code loads, this one stays mounted
  // (hidden by Suspense) under another address, and must neither save nor restore there.
  const [home] = useState(location);
  const restored = useRef<string | null>(null);
  const stopRestore = useRef<(() => void) | null>(null);
  // Back or Forward into this screen's entry: restore again, even if the screen never
  // unmounted (it was only hidden while the next screen's code loaded, and saw no change).
  const [visit, setVisit] = useState(0);
  const [pending, setPending] = useState(() => {
    const id = entryId();
    return id !== null && (store().get(id) ?? 0) > 0;
  });

  useEffect(() => {
    const onScroll = () => {
      const id = entryId();
      if (id && window.location.pathname === home) store().set(id, window.scrollY);
    };
    const onPop = () => {
      restored.current = null;
      setVisit((v) => v + 1);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', persist);
    return () => {
      stopRestore.current?.();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [home]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address or a Back may be a new entry
  useEffect(() => {
    if (window.location.pathname !== home) return;
    const id = stampEntry();
    if (!ready || restored.current === id) return;
    restored.current = id;
    const y = store().get(id);
    if (!y) {
      setPending(false);
      return;
    }
    setPending(true);
    stopRestore.current?.();
    stopRestore.current = restoreTo(y, () => setPending(false));
  }, [ready, location, search, home, visit]);

  return pending;
}
