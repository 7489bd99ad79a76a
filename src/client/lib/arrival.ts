/**
 * Whether the page in front of the visitor is one another site opened. Any site can open a
 * Marquee address in a new window; what that page does on its own (record a title in a
 * signed-in visitor's history) must wait for the visitor to act. A document counts as opened
 * from elsewhere unless its referrer is this origin: a referrer can be withheld
 * (`rel=noreferrer`, a referrer policy) but not forged, and our own policy
 * (strict-origin-when-cross-origin) sends it on every same-origin navigation.
 *
 * A bookmark, a pasted link or "open in new tab" arrive the same way (no referrer), so such a
 * page waits for a sign that the visitor is there (`onViewerSign`), not for something a
 * third-party player may never send.
 */

/** The path of the page this document was opened at, when another site opened it; else null. */
export function crossSiteLandingPath(): string | null {
  if (typeof document === 'undefined') return null;
  try {
    if (document.referrer && new URL(document.referrer).origin === window.location.origin) return null;
  } catch {
    // An unreadable referrer is no proof of a same-origin opening.
  }
  // The document's own address (Navigation Timing), not the current one: in-app navigation
  // has changed that since.
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  if (!navigation?.name) return null;
  // Reload and Back/Forward are the visitor's own doing: no other site can reload a window of
  // ours or move through its history (both are closed to a cross-origin opener).
  if (navigation.type === 'reload' || navigation.type === 'back_forward') return null;
  return new URL(navigation.name).pathname;
}

/** How long a page must stay in view before its visitor counts as watching it. */
export const VIEWER_VISIBLE_MS = 30_000;

/**
 * Calls `sign` once, at the first sign that the visitor is on this page: focus moving into an
 * embedded frame (they clicked or tabbed into the player), or the page having been visible for
 * `visibleMs` in all (time in a background tab does not count). Returns the cleanup.
 */
export function onViewerSign(sign: () => void, visibleMs = VIEWER_VISIBLE_MS): () => void {
  let left = visibleMs;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('blur', onBlur);
  };
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    sign();
  };
  const resume = () => {
    if (timer !== undefined || document.visibilityState !== 'visible') return;
    since = Date.now();
    timer = setTimeout(fire, left);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left -= Date.now() - since;
  };
  function onVisibility() {
    if (document.visibilityState === 'visible') resume();
    else pause();
  }
  // Focus entering a frame blurs this window; the frame is the active element by the next task.
  function onBlur() {
    setTimeout(() => {
      if (!done && document.activeElement instanceof HTMLIFrameElement) fire();
    }, 0);
  }

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', onBlur);
  resume();
  return () => {
    done = true;
    stop();
  };
}
