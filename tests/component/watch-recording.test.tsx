import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { VIEWER_VISIBLE_MS } from '../../src/client/lib/arrival';
import { getLocalHistory } from '../../src/client/lib/history';
import { trpc, trpcClient } from '../../src/client/lib/trpc';
import { useWatchRecording } from '../../src/client/routes/watch/usePlayback';

/**
 * When the watch page records a title: on opening, for a page reached from Marquee itself
 * (or reloaded, or reached with Back); for a page opened from outside (another site, a withheld
 * referrer, a bookmark or a new tab) at the first sign that the viewer watches: the player
 * plays, focus moves into the player, or the page stays in view for 30 s. So no site can write
 * a visitor's history by opening a window they leave at once. Signed out, the record lands in
 * local storage, which the test reads.
 */
const origin = window.location.origin;
const MOVIE = '/watch/movie/550';

/** This document as a browser would describe it: who opened it, and at which address. */
function documentOpened(by: string, at: string, type: NavigationTimingType = 'navigate') {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(by);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `${origin}${at}`, type } as PerformanceNavigationTiming,
  ]);
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function openWatchPage(path: string) {
  const queryClient = new QueryClient();
  const location = memoryLocation({ path });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>{children}</Router>
      </QueryClientProvider>
    </trpc.Provider>
  );
  return renderHook(() => useWatchRecording({ type: 'movie', id: 550 }, true, () => {}), { wrapper });
}

const recorded = () => getLocalHistory().map((e) => e.media_id);
/** Lets the recording effects and their writes run. */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('recording a watch page in the history', () => {
  it('records on opening when the page was reached from Marquee', async () => {
    documentOpened(`${origin}/movie/550`, MOVIE);
    openWatchPage(MOVIE);
    await waitFor(() => expect(recorded()).toEqual(['550']));
  });

  it.each([
    ['another site', 'https://elsewhere.example/page'],
    ['a withheld referrer', ''],
  ])('waits for the player to play when the page was opened from %s', async (_what, referrer) => {
    documentOpened(referrer, MOVIE);
    const { result } = openWatchPage(MOVIE);
    await settle();
    expect(recorded()).toEqual([]);
    act(() => result.current({ event: 'timeupdate', currentTime: 3, duration: 5400 }));
    await waitFor(() => expect(recorded()).toEqual(['550']));
    expect(getLocalHistory()[0]?.position).toBe(3);
  });

  it('records on opening a watch page reached inside the app after another site opened Marquee', async () => {
    documentOpened('https://elsewhere.example/page', '/');
    openWatchPage(MOVIE);
    await waitFor(() => expect(recorded()).toEqual(['550']));
  });

  it.each<NavigationTimingType>(['reload', 'back_forward'])(
    'records at once when the viewer brought the page back (%s), whoever first opened it',
    async (type) => {
      documentOpened('', MOVIE, type);
      openWatchPage(MOVIE);
      await waitFor(() => expect(recorded()).toEqual(['550']));
    },
  );

  it('records when focus moves into the player (the viewer clicked a player that says nothing)', async () => {
    documentOpened('', MOVIE);
    const player = document.body.appendChild(document.createElement('iframe'));
    openWatchPage(MOVIE);
    await settle();
    expect(recorded()).toEqual([]);
    // A window blur with focus elsewhere (another window) is no sign.
    act(() => void window.dispatchEvent(new Event('blur')));
    await settle();
    expect(recorded()).toEqual([]);
    player.focus();
    act(() => void window.dispatchEvent(new Event('blur')));
    await waitFor(() => expect(recorded()).toEqual(['550']));
  });

  it('records after the page stayed in view for 30 s; time in a background tab does not count', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    documentOpened('https://elsewhere.example/page', MOVIE);
    openWatchPage(MOVIE);
    await act(() => vi.advanceTimersByTimeAsync(VIEWER_VISIBLE_MS - 10_000));
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(recorded()).toEqual([]);
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(recorded()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    vi.useRealTimers();
    await waitFor(() => expect(recorded()).toEqual(['550']));
    // Once, however long the page stays.
    await settle();
    expect(recorded()).toEqual(['550']);
  });

  it('records nothing when the viewer leaves a page another site opened at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    documentOpened('https://elsewhere.example/page', MOVIE);
    const { unmount } = openWatchPage(MOVIE);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(VIEWER_VISIBLE_MS * 2));
    vi.useRealTimers();
    await settle();
    expect(recorded()).toEqual([]);
  });

  it('keeps the position played since the last write when the page goes away (a reload)', async () => {
    documentOpened(`${origin}/movie/550`, MOVIE);
    const { result } = openWatchPage(MOVIE);
    await waitFor(() => expect(recorded()).toEqual(['550']));
    act(() => result.current({ event: 'timeupdate', currentTime: 100, duration: 5400 }));
    await waitFor(() => expect(getLocalHistory()[0]?.position).toBe(100));
    // Within 15 s of the last write and no seek: held back, until the page goes away.
    act(() => result.current({ event: 'timeupdate', currentTime: 105, duration: 5400 }));
    await settle();
    expect(getLocalHistory()[0]?.position).toBe(100);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(getLocalHistory()[0]?.position).toBe(105));
  });
});
