import type { Followed } from './RouteFocus';

/**
 * On Back or Forward, the keyboard focus goes back to the link that was followed from that
 * page (RouteFocus.tsx), found again by its address within its row once the screen draws it.
 */

/** How long Back waits for the followed link to be drawn again (data from cache, lazy rows). */
const RESTORE_MS = 8000;

function findFollowed({ href, row }: Followed): HTMLElement | null {
  const main = document.getElementById('main-content');
  const links = main ? [...main.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`)] : [];
  return links.find((l) => (l.closest('[data-row]')?.getAttribute('data-row') ?? null) === row) ?? null;
}

/** Focuses the link once it is drawn; gives up after RESTORE_MS or when the visitor moves on. */
export function restoreFocus(target: Followed): () => void {
  const started = performance.now();
  let frame = 0;
  const step = () => {
    // Someone already moved focus (typed, tapped): leave it.
    if (document.activeElement && document.activeElement !== document.body) return;
    const link = findFollowed(target);
    if (link) link.focus({ preventScroll: true });
    else if (performance.now() - started < RESTORE_MS) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
