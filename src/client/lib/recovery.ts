/**
 * Global recovery. A production build can be left broken in a browser by a
 * deploy: the service worker or an old tab still refers to chunks the server no longer has.
 * The cure is always the same: unregister the service worker, drop Cache Storage and
 * reload, so the next load comes from the network.
 *
 * - Automatic (`recoverOnce`): on a chunk-load failure (Vite's `vite:preloadError`, a lazy
 *   import rejection reported by the error boundary) or an unhandled fetch failure. At most
 *   once per RECOVERY_GUARD_MS in a tab, so a failure that survives the reset shows the error
 *   fallback instead of a reload loop; and only when the server answers, because with the
 *   server unreachable the worker's cache is the only copy of the app a visitor has.
 * - By hand (`resetAndReload`): the error fallback's "Reload page" button. Unguarded.
 * - Start-up watchdog: public/watchdog.js (no module, no bundle) does the same when #root is
 *   still empty after 8 s, sharing the guard key below.
 */

/** sessionStorage key holding the time of the last automatic reset (shared with watchdog.js and ErrorBoundary). */
export const RECOVERY_GUARD_KEY = 'marquee_chunk_reload';
export const RECOVERY_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|Failed to load module script/i;
const FETCH_ERROR = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** A lazy screen or stylesheet that could not be fetched (a deploy replaced the build). */
export function isChunkLoadError(e: unknown): boolean {
  return e instanceof Error && CHUNK_ERROR.test(e.message);
}

/** fetch() rejecting: the request never got an HTTP answer. */
export function isFetchFailure(e: unknown): boolean {
  return e instanceof TypeError && FETCH_ERROR.test(e.message);
}

/** Unregisters every service worker of this origin and deletes all its Cache Storage. */
export async function clearServiceWorkerAndCaches(): Promise<void> {
  const jobs: Promise<unknown>[] = [];
  if ('serviceWorker' in navigator) {
    jobs.push(
      navigator.serviceWorker.getRegistrations().then((regs) => Promise.all(regs.map((r) => r.unregister()))),
    );
  }
  if (typeof caches !== 'undefined') {
    jobs.push(caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))));
  }
  const results = await Promise.allSettled(jobs);
  for (const r of results) if (r.status === 'rejected') console.warn('Marquee: reset incomplete', r.reason);
}

/** The error fallback's reset: clear the product's caches and service worker, then reload. */
export async function resetAndReload(): Promise<void> {
  await clearServiceWorkerAndCaches();
  window.location.reload();
}

/** Claims the once-per-window budget; false if a reset already happened recently. */
function claimGuard(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RECOVERY_GUARD_KEY) ?? 0);
    if (now - last < RECOVERY_GUARD_MS) return false;
    sessionStorage.setItem(RECOVERY_GUARD_KEY, String(now));
    return true;
  } catch {
    // No sessionStorage, no guard: never reload automatically.
    return false;
  }
}

function releaseGuard() {
  try {
    sessionStorage.removeItem(RECOVERY_GUARD_KEY);
  } catch {
    // ignore
  }
}

async function serverAnswers(): Promise<boolean> {
  try {
    const r = await fetch('/health', { cache: 'no-store' });
    return r.ok;
  } catch {
    return false;
  }
}

let pending: Promise<boolean> | null = null;

/**
 * The automatic reset. The guard is claimed synchronously, before anything is awaited, so
 * an error boundary reacting to the same failure a moment later sees it and stays put.
 * Resolves true when a reload is under way.
 */
export function recoverOnce(reason: string, error?: unknown): Promise<boolean> {
  if (pending) return pending;
  if (!claimGuard()) return Promise.resolve(false);
  pending = (async () => {
    if (!(await serverAnswers())) {
      // Offline or the server is down: resetting would only throw away the cached app.
      releaseGuard();
      return false;
    }
    console.warn(`Marquee: ${reason}; resetting the service worker and caches`, error);
    await clearServiceWorkerAndCaches();
    window.location.reload();
    return true;
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/** Listens for chunk-load and unhandled fetch failures. Production builds only (see main.tsx). */
export function installRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    void recoverOnce('a chunk failed to load', error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const error = event.reason;
    if (isChunkLoadError(error)) void recoverOnce('a chunk failed to load', error);
    else if (isFetchFailure(error)) void recoverOnce('a request failed to reach the server', error);
  });
}
