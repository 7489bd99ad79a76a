import {
  chooseServer,
  enabledServers,
  playerUrl,
  type ServerConfigState,
  type ServerId,
  type StreamingServer,
} from '@shared/servers';
import { AUTO_MARK_SHARE } from '@shared/tracking';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PlayerEvent } from '../../components/player/messages';
import { currentLocale } from '../../i18n';
import { crossSiteLandingPath, onViewerSign } from '../../lib/arrival';
import { recordProgress, recordWatch, signedIn, type WatchEntry } from '../../lib/history';
import { usePreferences } from '../../lib/preferences';
import { trpc } from '../../lib/trpc';
import { setLocalMarks } from '../../lib/use-marks';
import { ownPlayerUrl, type PlayerStart } from './resume';
import { serverName } from './ServerPicker';

/** What to play; `start` is where Marquee's own player begins (see resume.ts). */
export type WatchTarget = (
  | { type: 'movie'; id: number }
  | { type: 'tv'; id: number; season: number; episode: number }
) & { start?: PlayerStart };

/** Progress is written at most this often while playing (plus at the end). */
const PROGRESS_EVERY_MS = 15_000;
/** A jump further than this (a seek) is written at once: a reload then resumes there. */
const PROGRESS_JUMP_SECONDS = 20;

/**
 * The server in use: the visitor's pick, else the saved default, the
 * configuration's default, the first enabled server. With autoFallback on,
 * a player that has not loaded within loadTimeout moves to the next server, at most
 * maxRetries times.
 */
export function useServerChoice(state: ServerConfigState | undefined, src: (s: StreamingServer) => string) {
  const [prefs] = usePreferences();
  const [picked, setPicked] = useState<ServerId | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [retries, setRetries] = useState(0);
  const [switchedFrom, setSwitchedFrom] = useState<string | null>(null);

  const servers = useMemo(() => (state ? enabledServers(state.config.servers) : []), [state]);
  const server = useMemo(() => {
    if (!state) return null;
    return (
      servers.find((s) => picked !== null && String(s.id) === String(picked)) ??
      chooseServer(state.config, prefs.defaultServer)
    );
  }, [state, servers, picked, prefs.defaultServer]);
  const url = server ? src(server) : null;

  const settings = state?.config.settings;
  useEffect(() => {
    if (!url || !server || !settings?.autoFallback || loadedSrc === url || retries >= settings.maxRetries)
      return;
    const t = setTimeout(() => {
      const at = servers.findIndex((s) => s.id === server.id);
      const next = servers[(at + 1) % servers.length];
      if (!next || next.id === server.id) return;
      setSwitchedFrom(serverName(server));
      setRetries((n) => n + 1);
      setPicked(next.id);
    }, settings.loadTimeout);
    return () => clearTimeout(t);
  }, [url, server, servers, settings, loadedSrc, retries]);

  const select = useCallback((id: ServerId) => {
    setSwitchedFrom(null);
    setPicked(id);
  }, []);

  return {
    servers,
    server,
    url,
    select,
    switchedFrom,
    onLoad: () => setLoadedSrc(url),
  };
}

export const srcFor = (target: WatchTarget) => (s: StreamingServer) =>
  ownPlayerUrl(playerUrl(s, target), target.start, window.location.href, currentLocale());

export const targetKey = (t: WatchTarget) =>
  t.type === 'movie' ? `movie:${t.id}` : `tv:${t.id}:${t.season}:${t.episode}`;

export const entryOf = (t: WatchTarget): WatchEntry =>
  t.type === 'movie'
    ? { media_id: t.id, media_type: 'movie' }
    : { media_id: t.id, media_type: 'tv', season: t.season, episode: t.episode };

/**
 * Opening the page records the title (once per title or episode), unless the page was opened
 * from outside Marquee (another site, a bookmark, a pasted link, a new tab): then it waits for
 * the first sign that the viewer watches (a word from the player, focus moving into the player,
 * or the page staying in view for 30 s), so no site can write a visitor's history by opening
 * a window they leave at once. Player progress messages store position and duration, every
 * 15 s, at once after a seek, and when the visitor moves on; the end of an episode calls
 * `onEnded`.
 */
export function useWatchRecording(target: WatchTarget, ready: boolean, onEnded: () => void) {
  const utils = trpc.useUtils();
  const key = targetKey(target);
  const [path] = useLocation();
  const recorded = useRef<string | null>(null);
  /** The title whose record waits for a sign of the viewer, on a page opened from outside Marquee. */
  const awaitingPlay = useRef<string | null>(null);
  const saved = useRef({ at: 0, position: Number.NEGATIVE_INFINITY });
  const unsaved = useRef<{ entry: WatchEntry; position: number; duration: number } | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  const store = useCallback(
    (entry: WatchEntry, position: number, duration: number, firstRecord = false) =>
      void recordProgress(entry, position, duration).then((r) => {
        // Played past 90 %: watched. The server marks an account's record itself; a
        // visitor's mark stays in this browser until they sign in.
        const played = duration > 0 && position / duration >= AUTO_MARK_SHARE;
        if (played && r.stored === 'server') void utils.marks.invalidate();
        else if (played && !signedIn()) {
          const refs =
            entry.media_type === 'tv' ? [{ season: entry.season ?? 1, episode: entry.episode ?? 1 }] : null;
          setLocalMarks(entry.media_type, String(entry.media_id), refs, true);
        }
        if (r.stored !== 'server') return;
        // Continue Watching shows the new position without waiting for its cache to age.
        void utils.history.invalidate();
        if (firstRecord) void utils.recommendations.invalidate();
      }),
    [utils],
  );

  const recordOpening = useCallback(
    () =>
      void recordWatch(entryOf(targetRef.current)).then((r) => {
        if (r.stored !== 'server') return;
        void utils.history.invalidate();
        void utils.recommendations.invalidate();
      }),
    [utils],
  );

  useEffect(() => {
    if (!ready) return;
    if (recorded.current !== key) {
      recorded.current = key;
      saved.current = { at: 0, position: Number.NEGATIVE_INFINITY };
      awaitingPlay.current = crossSiteLandingPath() === path ? key : null;
      if (awaitingPlay.current === null) {
        recordOpening();
        return;
      }
    }
    if (awaitingPlay.current !== key) return;
    return onViewerSign(() => {
      if (awaitingPlay.current !== key) return;
      awaitingPlay.current = null;
      recordOpening();
    });
  }, [ready, key, path, recordOpening]);

  // The page goes away (a reload, a closed tab): keep where the player got to, with a write
  // the browser finishes after the page, so a reload resumes there.
  useEffect(() => {
    const leaving = () => {
      const last = unsaved.current;
      unsaved.current = null;
      if (last) void recordProgress(last.entry, last.position, last.duration, { keepalive: true });
    };
    window.addEventListener('pagehide', leaving);
    return () => window.removeEventListener('pagehide', leaving);
  }, []);

  // Another title or another page: keep where the player got to since the last write. Not
  // for another episode of the same show: its record moves to that episode anyway, and a
  // late write here could land after it.
  useEffect(
    () => () => {
      const last = unsaved.current;
      unsaved.current = null;
      const next = targetRef.current;
      const sameShow = next.type === 'tv' && targetKey(next) !== key && last?.entry.media_id === next.id;
      if (last && !sameShow) store(last.entry, last.position, last.duration);
    },
    [key, store],
  );

  return useCallback(
    (e: PlayerEvent) => {
      const now = Date.now();
      const entry = entryOf(targetRef.current);
      const jumped = Math.abs(e.currentTime - saved.current.position) >= PROGRESS_JUMP_SECONDS;
      const firstRecord = awaitingPlay.current === targetKey(targetRef.current);
      awaitingPlay.current = null;
      if (e.event === 'timeupdate' && now - saved.current.at < PROGRESS_EVERY_MS && !jumped && !firstRecord) {
        unsaved.current = { entry, position: e.currentTime, duration: e.duration };
        return;
      }
      unsaved.current = null;
      saved.current = { at: now, position: e.currentTime };
      store(entry, e.currentTime, e.duration, firstRecord);
      if (e.event === 'ended') onEnded();
    },
    [onEnded, store],
  );
}
