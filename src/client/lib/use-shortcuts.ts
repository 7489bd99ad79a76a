import { useEffect, useRef } from 'react';
import { type Shortcut, shortcutFor } from './listing-state';

/** Page-level keyboard shortcuts (/ F Esc), ignored while typing in a field. */
export function useShortcuts(handlers: Partial<Record<Shortcut, () => void>>) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const s = shortcutFor({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        target: e.target as HTMLElement | null,
      });
      const fn = s ? ref.current[s] : undefined;
      if (!fn) return;
      // An open dialog or menu owns Escape.
      if (s === 'clear' && document.querySelector('[role="dialog"],[role="menu"]')) return;
      e.preventDefault();
      fn();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
