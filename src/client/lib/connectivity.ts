import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isFetchFailure } from './recovery';
import { isAppClientError } from './trpc-errors';

/**
 * Whether the app can reach its server, as React Query's online state. Two signals feed it:
 * the browser's own (`navigator.onLine` and its online/offline events) and the requests
 * themselves, since a browser on a captive portal, a dead Wi-Fi or with the server down still
 * says it is online. While unreachable, queries pause instead of failing (networkMode
 * 'online'), the layout shows a banner, and /health is probed with backoff; the first answer
 * resumes every paused query, so pages fill in without a reload.
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

const PROBE_FIRST_MS = 2000;
const PROBE_MAX_MS = 15_000;

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
let unreachable = false;
let probeDelay = PROBE_FIRST_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let current: Connectivity = compute();
const listeners = new Set<() => void>();

function compute(): Connectivity {
  if (!browserOnline) return 'offline';
  return unreachable ? 'unreachable' : 'online';
}

function update(): void {
  const next = compute();
  if (next === current) return;
  current = next;
  onlineManager.setOnline(next === 'online');
  for (const l of listeners) l();
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  if (!unreachable || !browserOnline) return;
  probeTimer = setTimeout(() => void probe(), probeDelay);
  probeDelay = Math.min(probeDelay * 2, PROBE_MAX_MS);
}

async function probe(): Promise<void> {
  try {
    const r = await fetch('/health', { cache: 'no-store' });
    if (r.ok) {
      reportReached();
      return;
    }
  } catch {
    // Still unreachable.
  }
  scheduleProbe();
}

/** A request got no HTTP answer at all. */
export function reportNetworkFailure(): void {
  if (unreachable || !browserOnline) return;
  unreachable = true;
  probeDelay = PROBE_FIRST_MS;
  update();
  scheduleProbe();
}

/** A request got an answer: the server is reachable again. */
export function reportReached(): void {
  if (!unreachable) return;
  unreachable = false;
  clearTimeout(probeTimer);
  update();
}

/** Retry by hand: ask the server now instead of waiting for the next probe. */
export function checkConnection(): void {
  if (!unreachable) return;
  clearTimeout(probeTimer);
  void probe();
}

/** fetch for the tRPC link: every answer or failure tells whether the server is reachable. */
export const trackedFetch: typeof fetch = (input, init) =>
  fetch(input, init).then(
    (response) => {
      reportReached();
      return response;
    },
    (error: unknown) => {
      if (isFetchFailure(error)) reportNetworkFailure();
      throw error;
    },
  );

/** A call that failed without an HTTP answer (offline, server down), not one the server refused. */
export function isNetworkError(error: unknown): boolean {
  const cause = isAppClientError(error) ? error.cause : error;
  return isFetchFailure(cause);
}

// Kept here for the screens that import it from this module.
export { httpStatusOf } from './trpc-errors';

if (typeof window !== 'undefined') {
  onlineManager.setEventListener((setOnline) => {
    const onChange = () => {
      browserOnline = navigator.onLine !== false;
      // Back on a network: whatever failed before may work now, so ask at once.
      if (browserOnline && unreachable) {
        probeDelay = PROBE_FIRST_MS;
        checkConnection();
      }
      update();
    };
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    setOnline(current === 'online');
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  });
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** The current connectivity, re-rendering on change. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'online',
  );
}
