import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getLocalHistory } from '../../src/client/lib/history';
import { trpc, trpcClient } from '../../src/client/lib/trpc';
import { useWatchRecording } from '../../src/client/routes/watch/usePlayback';

/**
 * When the watch page records a title: on opening, for a page reached from Marquee itself;
 * only once the player plays, for a page another site opened (or opened with its referrer
 * withheld), so no site can write a visitor's history by opening a window. Signed out, the
 * record lands in local storage, which the test reads.
 */
const origin = window.location.origin;
const MOVIE = '/watch/movie/550';

/** This document as a browser would describe it: who opened it, and at which address. */
function documentOpened(by: string, at: string) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(by);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: `${origin}${at}` } as PerformanceEntry]);
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

afterEach(() => vi.restoreAllMocks());

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
});
