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

  /**
   * The stuck notice in the reader's language (issue 18): the server writes it into the page
   * (`data-stuck-*` on #boot, from the shell catalogue: src/server/http/localized-index.ts),
   * since the app's catalogues may be what failed to load. English when the page has none
   * (the service worker's offline copy).
   */
  function stuckText() {
    const data = document.getElementById('boot')?.dataset ?? {};
    return {
      lang: document.documentElement.lang || 'en',
      dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
      title: data.stuckTitle || 'Marquee is taking too long to start',
      body: data.stuckText || 'Check your connection, then reload the page.',
      button: data.stuckReload || 'Reload page',
    };
  }

  /**
   * No reset this time (one already happened, or the server is unreachable): say so instead
   * of leaving a blank page. If the app still arrives, React replaces this on its first render.
   */
  function showStuck() {
    const root = document.getElementById('root');
    if (!root || root.hasChildNodes()) return;
    const { lang, dir, title: titleText, body: bodyText, button: buttonText } = stuckText();
    const box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.lang = lang;
    box.dir = dir;
    box.style.cssText =
      'box-sizing:border-box;width:calc(100% - 2rem);max-width:28rem;margin:20vh auto 0;padding:2rem;text-align:center;color:#e4e4e7;' +
      'font:16px/1.5 system-ui,sans-serif;border:1px solid #27272a;border-radius:1rem;background:#18181b';
    const title = document.createElement('h1');
    title.textContent = titleText;
    title.style.cssText = 'font-size:1.25rem;font-weight:700;margin:0 0 .5rem';
    const text = document.createElement('p');
    text.textContent = bodyText;
    text.style.cssText = 'margin:0 0 1.25rem;color:#a1a1aa';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = buttonText;
    button.style.cssText =
      'padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#e11d48;color:#fff;font:inherit;cursor:pointer';
    button.addEventListener('click', () => location.reload());
    box.append(title, text, button);
    root.append(box);
  }

  function check() {
    if (rendered()) return;
    fetch('/health', { cache: 'no-store' }).then(
      (r) => {
        if (rendered()) return;
        if (!r.ok || !claimGuard()) return showStuck();
        console.warn('Marquee: nothing rendered within 8 s; resetting the service worker and caches');
        reset();
      },
      // Server unreachable: keep the cached app (a reset would delete the only copy).
      () => showStuck(),
    );
  }

  // Measured from the start of navigation, not from when this script ran.
  setTimeout(check, Math.max(0, LIMIT_MS - performance.now()));
})();
