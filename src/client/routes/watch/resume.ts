import { isLocale, SOURCE_LOCALE } from '@shared/i18n/locales';
import { isFinished } from '@shared/playback';
import { useEffect, useMemo, useRef, useState } from 'react';
import { playerOrigin } from '../../components/player/messages';
import { type SavedPosition, savedPosition, type WatchEntry } from '../../lib/history';
import { usePreferences } from '../../lib/preferences';

/** Where and how a player starts: the second to resume at, and whether it plays at once. */
export interface PlayerStart {
  at: number;
  autoplay: boolean;
}

/** Shorter than this, a saved position is not worth resuming from. */
const RESUME_MIN_SECONDS = 10;
/** How long the page waits for the saved position before the player starts from the beginning. */
const RESUME_WAIT_MS = 2000;

/** The second to resume at from what a player last reported, 0 to start over. */
export function resumePoint(saved: SavedPosition | null): number {
  if (!saved || !(saved.duration > 0) || saved.position < RESUME_MIN_SECONDS) return 0;
  // A finished title starts over.
  return isFinished(saved.position, saved.duration) ? 0 : Math.floor(saved.position);
}

/**
 * What Marquee's own player is told, and only a player on this site: the interface language
 * in the query (`?lang=ar`, so its page speaks the app's language; English needs none) and
 * the start in the fragment (`#t=…&autoplay=0`). A third-party player's URL stays exactly
 * what its operator configured.
 */
export function ownPlayerUrl(
  url: string,
  start: PlayerStart | undefined,
  here: string,
  locale = 'en',
): string {
  let origin: string;
  try {
    origin = new URL(here).origin;
  } catch {
    return url;
  }
  if (playerOrigin(url, here) !== origin) return url;
  const lang =
    isLocale(locale) && locale !== SOURCE_LOCALE ? `${url.includes('?') ? '&' : '?'}lang=${locale}` : '';
  if (!start) return url + lang;
  const p = new URLSearchParams();
  if (start.at > 0) p.set('t', String(start.at));
  if (!start.autoplay) p.set('autoplay', '0');
  const fragment = p.toString();
  return fragment ? `${url}${lang}#${fragment}` : url + lang;
}

/**
 * Where this title (or episode) should start, following the Auto Play and Remember Position
 * preferences; null while the saved position is being looked up, so the player is framed
 * once, at the right second, rather than reloaded when the answer comes.
 */
export function usePlayerStart(key: string, entry: WatchEntry): PlayerStart | null {
  const [prefs] = usePreferences();
  const [found, setFound] = useState<{ key: string; at: number } | null>(null);
  const entryRef = useRef(entry);
  entryRef.current = entry;
  const remember = prefs.rememberPosition;

  useEffect(() => {
    if (!remember) return;
    let live = true;
    // The first answer wins: a late lookup must not reload a player that already started.
    const settle = (at: number) => live && setFound((f) => (f?.key === key ? f : { key, at }));
    const timer = setTimeout(() => settle(0), RESUME_WAIT_MS);
    void savedPosition(entryRef.current).then((s) => settle(resumePoint(s)));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, remember]);

  const at = !remember ? 0 : found?.key === key ? found.at : null;
  return useMemo(() => (at === null ? null : { at, autoplay: prefs.autoPlay }), [at, prefs.autoPlay]);
}
