import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../src/shared/preferences';
import { mockApi, trpcCalls, trpcMutation } from '../msw/app-api';
import { startAppApi } from '../msw/app-server';

/**
 * The preferences store's link to the server, through the real tRPC clients against msw: the
 * save on page hide must be a request the browser finishes after the page is gone.
 */
const server = startAppApi();

const sent: Request[] = [];
server.events.on('request:start', ({ request }) => void sent.push(request));

beforeEach(() => {
  sent.length = 0;
  const store = new Map([['marquee_token', 't'.repeat(43)]]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('location', { href: 'http://marquee.test/settings' });
});
afterEach(() => vi.unstubAllGlobals());

const savedAnswer = {
  message: 'Preference updated successfully',
  preferences: { ...DEFAULT_PREFERENCES, defaultServer: null },
};

describe('preferences on the server', () => {
  it('saves on page hide with one unbatched keepalive call, carrying the session', async () => {
    const saved = new Promise<unknown>((resolve) =>
      mockApi(
        trpcMutation('preferences.save', (input) => {
          resolve(input);
          return savedAnswer;
        }),
      ),
    );
    const { trpcRemote } = await import('../../src/client/lib/preferences-sync');
    const preferences = { ...DEFAULT_PREFERENCES, volume: 42 };
    trpcRemote.saveOnExit?.(preferences);
    expect(await saved).toEqual(preferences);
    expect(trpcCalls.map((c) => c.path)).toEqual(['preferences.save']);
    const [request] = sent;
    expect(new URL(request!.url).pathname).toBe('/trpc/preferences.save');
    expect(new URL(request!.url).searchParams.has('batch')).toBe(false);
    expect(request!.method).toBe('POST');
    expect(request!.keepalive).toBe(true);
    expect(request!.headers.get('authorization')).toBe(`Bearer ${'t'.repeat(43)}`);
  });

  it('saves a change through the batched client, without keepalive', async () => {
    mockApi(trpcMutation('preferences.save', savedAnswer));
    const { trpcRemote } = await import('../../src/client/lib/preferences-sync');
    const preferences = { ...DEFAULT_PREFERENCES, volume: 7 };
    expect(await trpcRemote.save(preferences)).toEqual(savedAnswer);
    expect(sent.map((r) => new URL(r.url).searchParams.get('batch'))).toEqual(['1']);
    expect(sent[0]!.keepalive).toBe(false);
  });
});
