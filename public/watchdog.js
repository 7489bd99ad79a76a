/*
 * Marquee start-up watchdog (spec 9: "if the root has no content within 8 s, a
 * service-worker reset and reload is forced").
 *
 * A plain external script on purpose: it must work when the main bundle never loaded (a
 * stale service worker pointing at deleted chunks, a failed download), so it shares no code
 * with it, and CSP forbids inline scripts. Same rules as src/client/lib/recovery.ts: at most
 * one automatic reset per minute per tab (the guard key is shared), and none while the
 * server is unreachable, since the worker's cache is then the only copy of the app.
 */
(() => {
  const LIMIT_MS = 8000;
  const GUARD_KEY = 'marquee_chunk_reload';
  const GUARD_MS = 60000;

  // Vite's development server renders the page itself and shows its own error overlay.
  if (document.querySelector('script[src="/@vite/client"]')) return;

  function rendered() {
    const root = document.getElementById('root');
    return !!root && root.hasChildNodes();
  }

  function claimGuard() {
    try {
      const last = Number(sessionStorage.getItem(GUARD_KEY) || 0);
      if (Date.now() - last < GUARD_MS) return false;
      sessionStorage.setItem(GUARD_KEY, String(Date.now()));
      return true;
    } catch (_e) {
      return false;
    }
  }

  function reset() {
    const jobs = [];
    if ('serviceWorker' in navigator) {
      jobs.push(
        navigator.serviceWorker
          .getRegistrations()
          .then((regs) => Promise.all(regs.map((r) => r.unregister()))),
      );
    }
    if (window.caches) {
      jobs.push(caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))));
    }
    Promise.allSettled(jobs).then(() => {
      location.reload();
    });
  }

  function check() {
    if (rendered()) return;
    fetch('/health', { cache: 'no-store' }).then(
      (r) => {
        if (!r.ok || rendered() || !claimGuard()) return;
        console.warn('Marquee: nothing rendered within 8 s; resetting the service worker and caches');
        reset();
      },
      () => {
        // Server unreachable: keep the cached app.
      },
    );
  }

  // Measured from the start of navigation, not from when this script ran.
  setTimeout(check, Math.max(0, LIMIT_MS - performance.now()));
})();
