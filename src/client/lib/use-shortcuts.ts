import { useEffect, useRef } from 'react';

export type Shortcut = 'search' | 'filters' | 'clear';

/**
 * Page shortcuts: / search, F genre/filters, Esc clear. Ignored while typing in a
 * field and when a modifier is held, so browser and assistive-technology keys still work.
 */
export function shortcutFor(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: { tagName?: string; isContentEditable?: boolean } | null;
}): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const tag = e.target?.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || e.target?.isContentEditable) return null;
  if (e.key === '/') return 'search';
  if (e.key === 'f' || e.key === 'F') return 'filters';
  if (e.key === 'Escape') return 'clear';
  return null;
}

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
      if (s === 'clear' && document.querySelector('[role="dialog"],[role="menu"],dialog[open]')) return;
      e.preventDefault();
      fn();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
