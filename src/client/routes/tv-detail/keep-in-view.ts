import { useCallback, useEffect, useRef } from 'react';

/**
 * The layout starts every new address at the top, as a page load would. Choosing a season
 * or an episode changes the address but not the screen, so the element the visitor acted on
 * is put back where it was in the viewport instead: `hold(el)` before navigating, and the
 * page is scrolled back once `address` has changed.
 */
export function useKeepInView(address: string): (el: Element | null) => void {
  const held = useRef<{ el: Element; top: number } | null>(null);

  useEffect(() => {
    const h = held.current;
    held.current = null;
    if (!h || !address) return;
    const restore = () => {
      if (!h.el.isConnected) return;
      const drift = h.el.getBoundingClientRect().top - h.top;
      if (Math.abs(drift) >= 1) window.scrollTo({ top: window.scrollY + drift, behavior: 'instant' });
    };
    // The layout's own effect (a parent's, so it runs after this one) scrolls to the top
    // first; the second frame catches a late one.
    let second = 0;
    const first = requestAnimationFrame(() => {
      restore();
      second = requestAnimationFrame(restore);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [address]);

  return useCallback((el: Element | null) => {
    held.current = el ? { el, top: el.getBoundingClientRect().top } : null;
  }, []);
}
