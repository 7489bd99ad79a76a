/**
 * Registers the service worker at /sw.js, built
 * by vite-plugin-pwa (see vite.pwa.ts). Production builds only: in development Vite serves
 * modules that a worker must never cache.
 *
 * The worker activates new versions at once (skipWaiting + clientsClaim), so nothing here
 * prompts. A long-lived tab asks for an update every hour; a tab that then meets a chunk the
 * server no longer has is handled by recovery.ts.
 */
const UPDATE_EVERY_MS = 60 * 60 * 1000;

let answerWorker: (active: boolean) => void = () => {};
const worker = new Promise<boolean>((resolve) => {
  answerWorker = resolve;
});

/**
 * Whether a service worker looks after this page: true once it is active (its precache then
 * holds every code chunk, so a part can load offline), false when there is none (development,
 * no support, registration refused).
 */
export function serviceWorkerActive(): Promise<boolean> {
  return worker;
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    answerWorker(false);
    return;
  }
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then((reg: ServiceWorkerRegistration | undefined) => {
        // No registration without an error: a browser that blocks workers (test automation).
        if (!reg) return answerWorker(false);
        // A first install that fails leaves the page without a worker.
        const installing = reg.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'redundant' && !reg.active) answerWorker(false);
        });
        void navigator.serviceWorker.ready.then(() => answerWorker(true));
        setInterval(() => {
          if (navigator.onLine) reg.update().catch(() => {});
        }, UPDATE_EVERY_MS);
      })
      .catch((e) => {
        answerWorker(false);
        console.warn('Marquee: service worker registration failed', e);
      });
  };
  // After load: precaching the shell must not compete with the first page's own requests.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
