import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  chooseServer,
  enabledServers,
  playerUrl,
  type ServerConfigState,
  type ServerId,
  type StreamingServer,
} from '../../../shared/servers';
import type { PlayerEvent } from '../../components/player/messages';
import { recordProgress, recordWatch, type WatchEntry } from '../../lib/history';
import { usePreferences } from '../../lib/preferences';
import { trpc } from '../../lib/trpc';

export type WatchTarget =
  | { type: 'movie'; id: number }
  | { type: 'tv'; id: number; season: number; episode: number };

/** Progress is written at most this often while playing (plus at the end). */
const PROGRESS_EVERY_MS = 15_000;

/**
 * The server in use: the visitor's pick, else spec 4's default chain. With autoFallback on,
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
      setSwitchedFrom(server.name);
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

export const srcFor = (target: WatchTarget) => (s: StreamingServer) => playerUrl(s, target);

const entryOf = (t: WatchTarget): WatchEntry =>
  t.type === 'movie'
    ? { media_id: t.id, media_type: 'movie' }
    : { media_id: t.id, media_type: 'tv', season: t.season, episode: t.episode };

/**
 * Spec 4: opening the page records the title (once per title or episode). Player
 * progress messages store position and duration; the end of an episode calls `onEnded`.
 */
export function useWatchRecording(target: WatchTarget, ready: boolean, onEnded: () => void) {
  const utils = trpc.useUtils();
  const key =
    target.type === 'movie' ? `movie:${target.id}` : `tv:${target.id}:${target.season}:${target.episode}`;
  const recorded = useRef<string | null>(null);
  const lastProgress = useRef(0);
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    if (!ready || recorded.current === key) return;
    recorded.current = key;
    lastProgress.current = 0;
    void recordWatch(entryOf(targetRef.current)).then((r) => {
      if (r.stored !== 'server') return;
      void utils.history.invalidate();
      void utils.recommendations.invalidate();
    });
  }, [ready, key, utils]);

  return useCallback(
    (e: PlayerEvent) => {
      const now = Date.now();
      if (e.event === 'timeupdate' && now - lastProgress.current < PROGRESS_EVERY_MS) return;
      lastProgress.current = now;
      void recordProgress(entryOf(targetRef.current), e.currentTime, e.duration);
      if (e.event === 'ended') onEnded();
    },
    [onEnded],
  );
}
