import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  isFetchFailure,
  RECOVERY_GUARD_KEY,
  recoverOnce,
  resetAndReload,
} from '../../src/client/lib/recovery';
import { livenessAnswer, mockApi } from '../msw/app-api';
import { startAppApi } from '../msw/app-server';

// The server's /health is msw's: a test says whether it answers.
startAppApi();
beforeEach(() => vi.stubGlobal('location', { href: 'http://marquee.test/' }));

/** A browser just big enough for recovery.ts: storage, workers, caches, reload; the server up or not. */
function fakeBrowser(serverUp: boolean) {
  mockApi(livenessAnswer(serverUp));
  const store = new Map<string, string>();
  const unregister = vi.fn(async () => true);
  const cacheNames = ['marquee-precache-v2', 'marquee-posters'];
  const state = {
    reload: vi.fn(),
    unregister,
    deleted: [] as string[],
    store,
  };
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistrations: async () => [{ unregister }, { unregister }] },
  });
  vi.stubGlobal('caches', {
    keys: async () => cacheNames,
    delete: async (k: string) => {
      state.deleted.push(k);
      return true;
    },
  });
  vi.stubGlobal('window', { location: { reload: state.reload } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return state;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('failure detection', () => {
  it('recognises chunk-load errors of Chromium, Firefox and Safari, and Vite CSS preloads', () => {
    for (const m of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new Error(m))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('recognises fetch() network failures only', () => {
    expect(isFetchFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isFetchFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isFetchFailure(new TypeError('Load failed'))).toBe(true);
    expect(isFetchFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isFetchFailure(new TypeError('x is not a function'))).toBe(false);
  });
});

describe('automatic recovery', () => {
  it('unregisters the workers, clears every cache and reloads, once per minute', async () => {
    const b = fakeBrowser(true);
    const first = recoverOnce('a chunk failed to load');
    // Claimed before anything is awaited, so an error boundary reacting next sees it.
    expect(b.store.get(RECOVERY_GUARD_KEY)).toMatch(/^\d+$/);
    expect(await first).toBe(true);
    expect(b.unregister).toHaveBeenCalledTimes(2);
    expect(b.deleted).toEqual(['marquee-precache-v2', 'marquee-posters']);
    expect(b.reload).toHaveBeenCalledTimes(1);

    expect(await recoverOnce('again')).toBe(false);
    expect(b.reload).toHaveBeenCalledTimes(1);
  });

  it('allows another reset after the guard window', async () => {
    const b = fakeBrowser(true);
    b.store.set(RECOVERY_GUARD_KEY, String(Date.now() - 61_000));
    expect(await recoverOnce('a chunk failed to load')).toBe(true);
    expect(b.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the cached app when the server does not answer, and frees the guard', async () => {
    const b = fakeBrowser(false);
    expect(await recoverOnce('a request failed to reach the server')).toBe(false);
    expect(b.unregister).not.toHaveBeenCalled();
    expect(b.deleted).toEqual([]);
    expect(b.reload).not.toHaveBeenCalled();
    expect(b.store.has(RECOVERY_GUARD_KEY)).toBe(false);
  });

  it('the error fallback reset is not guarded and needs no server', async () => {
    const b = fakeBrowser(false);
    b.store.set(RECOVERY_GUARD_KEY, String(Date.now()));
    await resetAndReload();
    expect(b.unregister).toHaveBeenCalledTimes(2);
    expect(b.deleted).toHaveLength(2);
    expect(b.reload).toHaveBeenCalledTimes(1);
  });
});
