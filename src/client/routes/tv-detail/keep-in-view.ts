import { useCallback, useEffect, useRef } from 'react';
import { keepScrollState } from '../../lib/scroll-entry';

/**
 * The history state of a season or episode change: it changes the address but not the
 * screen, so the new entry keeps the scroll (the layout reads the flag). A fresh entry's
 * state, not the current one's: the new entry must not share this one's scroll memory.
 */
export const KEEP_SCROLL = keepScrollState({});

/**
 * `hold(el)` before navigating with KEEP_SCROLL puts the element the visitor acted on back
 * where it was in the viewport should the content above it have moved.
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
    // Late layout (the season's episodes arriving) is caught on the next frames.
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
