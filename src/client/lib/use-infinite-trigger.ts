import { useCallback, useEffect, useRef, useState } from 'react';

/** The trigger fires 100 px before it scrolls into view, at 10 % visibility. */
export const TRIGGER_OPTIONS: IntersectionObserverInit = { rootMargin: '100px', threshold: 0.1 };

/**
 * Returns a callback ref for the load-more trigger. While the trigger is on screen and
 * `enabled` (more pages, nothing loading), `onLoadMore` runs; because visibility is state,
 * a trigger still on screen after a page lands loads the next one too (short pages, or
 * client-side filters that hide a whole page).
 */
export function useInfiniteTrigger<T extends Element>(enabled: boolean, onLoadMore: () => void) {
  const [el, setEl] = useState<T | null>(null);
  const [visible, setVisible] = useState(false);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      setVisible(entries.some((e) => e.isIntersecting));
    }, TRIGGER_OPTIONS);
    io.observe(el);
    return () => {
      io.disconnect();
      setVisible(false);
    };
  }, [el]);

  useEffect(() => {
    if (enabled && visible) load.current();
  }, [enabled, visible]);

  return useCallback((node: T | null) => setEl(node), []);
}
