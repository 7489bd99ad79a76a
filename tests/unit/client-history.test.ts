import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dbConfigAnswer, mockApi, trpcCalls, trpcError, trpcMutation } from '../msw/app-api';
import { historyEntry } from '../msw/app-data';
import { startAppApi } from '../msw/app-server';

/**
 * The client's history service with local storage stubbed and the server's answers from msw:
 * platform.databaseConfig and the history procedures through the real tRPC client.
 */
const server = startAppApi();

const store = new Map<string, string>();
const localStorageStub = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, String(v)),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: (i: number) => [...store.keys()][i] ?? null,
  get length() {
    return store.size;
  },
};

/** Paths the client fetched, in order. */
const fetched: string[] = [];
server.events.on('request:start', ({ request }) => void fetched.push(new URL(request.url).pathname));

async function load() {
  vi.resetModules();
  return import('../../src/client/lib/history');
}

beforeEach(() => {
  store.clear();
  fetched.length = 0;
  vi.stubGlobal('localStorage', localStorageStub);
  // The client calls its server by path; msw resolves those against the page's address.
  vi.stubGlobal('location', { href: 'http://marquee.test/watch/movie/550' });
});
afterEach(() => vi.unstubAllGlobals());

const signIn = () => store.set('marquee_token', 'x'.repeat(43));
const historyCalls = () => trpcCalls.filter((c) => c.path.startsWith('history.'));

describe('client watch history', () => {
  it('keeps anonymous watches locally, newest first, one per media id, at most 50', async () => {
    const h = await load();
    for (let i = 1; i <= 55; i++) await h.recordWatch({ media_id: i, media_type: 'movie' });
    await h.recordWatch({ media_id: '10', media_type: 'tv', season: 2, episode: 3 });
    const list = h.getLocalHistory();
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ media_id: '10', media_type: 'tv', season: 2, episode: 3 });
    expect(list.filter((e) => e.media_id === '10')).toHaveLength(1);
    expect(list[1]!.media_id).toBe('55');
    expect(list.at(-1)!.media_id).toBe('6'); // movie 10 left when tv 10 arrived, so 6 stayed
    expect(historyCalls()).toEqual([]);
    h.clearLocalHistory();
    expect(h.getLocalHistory()).toEqual([]);
  });

  it('sends a signed-in watch to the server', async () => {
    signIn();
    mockApi(trpcMutation('history.add', historyEntry({ id: 1, media_id: '550' })));
    const h = await load();
    const r = await h.recordWatch({ media_id: 550, media_type: 'movie', season: 4, episode: 1 });
    expect(r.stored).toBe('server');
    expect(historyCalls()).toEqual([
      { path: 'history.add', input: { media_id: '550', media_type: 'movie', season: null, episode: null } },
    ]);
    expect(h.getLocalHistory()).toEqual([]);
    expect(fetched[0]).toBe('/trpc/platform.databaseConfig');
  });

  it('falls back to local storage when the server write fails', async () => {
    signIn();
    mockApi(trpcError('history.add', 503, 'API request failed: 503'));
    const h = await load();
    const r = await h.recordWatch({ media_id: '1399', media_type: 'tv', season: 1, episode: 2 });
    expect(r).toEqual({ stored: 'local', error: 'API request failed: 503' });
    expect(h.getLocalHistory()).toMatchObject([
      { media_id: '1399', media_type: 'tv', season: 1, episode: 2 },
    ]);
  });

  it('uses local storage when the server says the database is not remote', async () => {
    signIn();
    mockApi(dbConfigAnswer(false));
    const h = await load();
    expect(await h.historyMode()).toBe('local');
    await h.recordWatch({ media_id: 5, media_type: 'movie' });
    expect(historyCalls()).toEqual([]);
    expect(h.getLocalHistory()).toHaveLength(1);
  });

  it('keeps using the database when the database config cannot be read', async () => {
    mockApi(trpcError('platform.databaseConfig', 503, 'Service unavailable'));
    const h = await load();
    expect(await h.historyMode()).toBe('database');
  });

  it('stores player progress on the server, or locally with the position', async () => {
    const h = await load();
    await h.recordProgress({ media_id: 7, media_type: 'movie' }, 61, 120);
    expect(h.getLocalHistory()[0]).toMatchObject({ media_id: '7', position: 61, duration: 120 });
    expect(h.localAsEntries()[0]).toMatchObject({
      media_id: '7',
      position_seconds: 61,
      duration_seconds: 120,
    });

    signIn();
    mockApi(trpcMutation('history.progress', historyEntry({ id: 2, media_id: '8', media_type: 'tv' })));
    const h2 = await load();
    const r = await h2.recordProgress({ media_id: 8, media_type: 'tv', season: 1, episode: 3 }, 30, 1800);
    expect(r.stored).toBe('server');
    expect(historyCalls()).toEqual([
      {
        path: 'history.progress',
        input: {
          mediaId: '8',
          mediaType: 'tv',
          season: 1,
          episode: 3,
          position: 30,
          duration: 1800,
          timeZone: expect.any(String),
        },
      },
    ]);
  });

  it('drops malformed stored entries', async () => {
    store.set(
      'marquee_watch_history',
      JSON.stringify([
        { media_id: 1 },
        'x',
        { media_id: '2', media_type: 'movie', season: null, episode: null, timestamp: 5 },
      ]),
    );
    const h = await load();
    expect(h.getLocalHistory().map((e) => e.media_id)).toEqual(['2']);
  });
});
