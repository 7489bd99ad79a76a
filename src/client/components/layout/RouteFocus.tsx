import { useEffect, useRef, useState } from 'react';
import { entryId, stampEntry } from '../../lib/scroll-entry';
import { APP_TITLE } from './useDocumentTitle';

/**
 * What a client-side navigation does not do by itself, and a page load would:
 *
 * - Tell screen readers where they are: a polite live region reads the new page's title (as
 *   Reach Router's and Next.js's route announcers do), once the screen has set it. Focus stays
 *   where the browser leaves it, so the next Tab starts from the top, as after a page load.
 * - On Back or Forward, put keyboard focus back on the link that was followed from that page
 *   (a card in a row or grid), so a keyboard user carries on where they were instead of at the
 *   top of the page. The link is found again by its address within its row (`data-row`),
 *   once the screen has rendered it (restore-focus.ts, loaded then).
 */

/**
 * A screen sets its title once its code and data are in, by way of the bare app name while
 * they load: a title of its own is announced once it has held for SETTLE_MS; otherwise the
 * title as it is after ANNOUNCE_MS (the home's is the app name).
 */
const SETTLE_MS = 250;
const ANNOUNCE_MS = 2500;

export interface Followed {
  href: string;
  row: string | null;
}
/** The link followed from each history entry (by the entry's id), for this tab's session. */
const followed = new Map<string, Followed>();

function rememberFollowed(e: Event) {
  const link = (e.target as Element | null)?.closest?.('a[href]');
  if (!link || !document.getElementById('main-content')?.contains(link)) return;
  // The entry being left gets an id if no screen gave it one (scroll memory does on lists).
  followed.set(stampEntry(), {
    href: link.getAttribute('href') ?? '',
    row: link.closest('[data-row]')?.getAttribute('data-row') ?? null,
  });
}

// Putting the focus back is needed only after Back or Forward: its code comes then.
const loadRestore = () => import('./restore-focus');

export function RouteFocus({ path }: { path: string }) {
  const [message, setMessage] = useState('');
  const shown = useRef(path);

  useEffect(() => {
    // Capture: the click reaches us before the router swaps the page (and the entry).
    document.addEventListener('click', rememberFollowed, true);
    return () => document.removeEventListener('click', rememberFollowed, true);
  }, []);

  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    // Only an entry a link was followed from has a record: a new entry (a push) has none, so
    // this is Back or Forward, whichever order the router and this effect hear popstate in.
    const id = entryId();
    const target = id ? followed.get(id) : undefined;
    let stopRestore: (() => void) | undefined;
    let left = false;
    if (target)
      void loadRestore()
        .then((m) => {
          if (!left) stopRestore = m.restoreFocus(target);
        })
        .catch(() => {});

    // Announce the title the new screen settles on.
    let done = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const announce = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(settle);
      // Cleared first, so the same title twice (an episode of the same show) is read again.
      setMessage('');
      requestAnimationFrame(() => setMessage(document.title));
    };
    const observer = new MutationObserver(() => {
      clearTimeout(settle);
      // The bare app name is what a screen shows while its own title loads: wait on.
      if (document.title !== APP_TITLE) settle = setTimeout(announce, SETTLE_MS);
    });
    const title = document.querySelector('title');
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    const cap = setTimeout(announce, ANNOUNCE_MS);
    return () => {
      left = true;
      stopRestore?.();
      observer.disconnect();
      clearTimeout(settle);
      clearTimeout(cap);
    };
  }, [path]);

  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
