import { useCallback, useEffect, useRef, useState } from 'react';

/** The trigger fires 100 px before it scrolls into view, at 10 % visibility. */
const TRIGGER_MARGIN_PX = 100;
export const TRIGGER_OPTIONS: IntersectionObserverInit = {
  rootMargin: `${TRIGGER_MARGIN_PX}px`,
  threshold: 0.1,
};

/** Whether `el` is within the trigger's margin of the viewport now. */
function nearViewport(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.top < window.innerHeight + TRIGGER_MARGIN_PX && r.bottom > -TRIGGER_MARGIN_PX;
}

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

  // `visible` is what the observer last reported, which can be a frame old: a list that was
  // just scrolled (a restored position on Back) may have moved the trigger far off screen
  // before the observer says so. The trigger's own position decides.
  useEffect(() => {
    if (enabled && visible && el && nearViewport(el)) load.current();
  }, [enabled, visible, el]);

  return useCallback((node: T | null) => setEl(node), []);
}
