import { useCallback, useEffect, useRef, useState } from 'react';

/** The trigger fires 100 px before it scrolls into view, at 10 % visibility. */
export const TRIGGER_OPTIONS: IntersectionObserverInit = { rootMargin: '100px', threshold: 0.1 };

/**
 * Returns a callback ref for the load-more trigger. While the trigger is on screen and
 * `enabled` (more pages, nothing loading, no scroll restore under way), `onLoadMore` runs.
 *
 * The trigger is observed only while enabled, and every enable starts a new observer, whose
 * first report is where the trigger is now. A report kept from before cannot be trusted: a
 * list restored on Back was short (trigger on screen) until it was scrolled back down, and a
 * stale "visible" would load a page nobody scrolled to. A trigger still on screen after a page
 * lands is reported again by the new observer, so it loads the next page too (short pages,
 * or client-side filters that hide a whole page).
 */
export function useInfiniteTrigger<T extends Element>(enabled: boolean, onLoadMore: () => void) {
  const [el, setEl] = useState<T | null>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    // The observer reports on crossings only; the fetch a report starts disables the trigger
    // until its page lands.
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load.current();
    }, TRIGGER_OPTIONS);
    io.observe(el);
    return () => io.disconnect();
  }, [el, enabled]);

  return useCallback((node: T | null) => setEl(node), []);
}
