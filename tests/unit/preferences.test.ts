import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { english } from '../../src/server/i18n/messages';
import { CATALOGUE_LOCALES } from '../../src/shared/i18n/locales';
import { messageOf } from '../../src/shared/i18n/message';
import {
  DEFAULT_PREFERENCES,
  isCompletePreferences,
  normalizePreferences,
  PREFERENCE_KEYS,
  type Preferences,
  validPreferenceFields,
  ZPreferencesSchema,
} from '../../src/shared/schemas/preferences';

const KEY = 'marquee_preferences';

/** The few localStorage members the module uses, over a Map; `broken` makes every call throw. */
function stubStorage(initial: Record<string, string> = {}, broken = false) {
  const map = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new Error('SecurityError: storage disabled');
  };
  const storage = {
    getItem: (k: string) => {
      guard();
      return map.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      guard();
      map.set(k, String(v));
    },
    removeItem: (k: string) => {
      guard();
      map.delete(k);
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
  vi.stubGlobal('localStorage', storage);
  return map;
}

/** A fresh copy of the store module (its cache and sync state are module-level). */
async function loadStore() {
  vi.resetModules();
  return import('../../src/client/lib/preferences');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('normalizePreferences', () => {
  it('gives the default preferences for nothing', () => {
    expect(normalizePreferences(undefined)).toEqual({
      defaultServer: null,
      autoPlay: true,
      volume: 80,
      quality: 'auto',
      subtitles: false,
      theme: 'dark',
      notifications: true,
      autoNext: true,
      skipIntro: false,
      rememberPosition: true,
      autoFullscreen: false,
      showRatings: true,
      compactMode: false,
      language: null,
      region: null,
      includeSpecials: false,
      autoFollow: true,
      removeWatchedFromWatchLater: true,
    });
    expect(ZPreferencesSchema.safeParse(DEFAULT_PREFERENCES).success).toBe(true);
  });

  it.each([
    [150, 100],
    [-5, 0],
    [42.6, 43],
    ['65', 65],
    ['loud', 80],
    [Number.NaN, 80],
    [null, 80],
  ])('clamps volume %s to %s', (volume, expected) => {
    expect(normalizePreferences({ volume }).volume).toBe(expected);
  });

  it('replaces only the bad fields and keeps the good ones', () => {
    const p = normalizePreferences({ autoPlay: false, quality: '4k', theme: 7, subtitles: true });
    expect(p).toMatchObject({ autoPlay: false, quality: 'auto', theme: 'dark', subtitles: true });
  });

  it('drops unknown keys', () => {
    const p = normalizePreferences({ volume: 30, evil: '<script>', __proto__x: 1 });
    expect(Object.keys(p).sort()).toEqual(Object.keys(DEFAULT_PREFERENCES).sort());
    expect(p.volume).toBe(30);
  });

  it('reads old string-typed values and the old "auto" server', () => {
    const p = normalizePreferences({ autoPlay: 'false', notifications: 'true', defaultServer: 'auto' });
    expect(p).toMatchObject({ autoPlay: false, notifications: true, defaultServer: null });
  });

  it('keeps a numeric or named server id and refuses junk ids', () => {
    expect(normalizePreferences({ defaultServer: 2 }).defaultServer).toBe(2);
    expect(normalizePreferences({ defaultServer: 'vidsrc' }).defaultServer).toBe('vidsrc');
    expect(normalizePreferences({ defaultServer: { id: 2 } }).defaultServer).toBeNull();
    expect(normalizePreferences({ defaultServer: 1.5 }).defaultServer).toBeNull();
  });

  it.each(CATALOGUE_LOCALES)('keeps the interface language %s', (language) => {
    expect(normalizePreferences({ language }).language).toBe(language);
  });

  it.each([null, undefined, 'xx', 'EN', 'pt', 'pt-br', 'pseudo', '', 7, { code: 'ar' }])(
    'reads the interface language %j as the browser default (null)',
    (language) => {
      expect(normalizePreferences({ language }).language).toBeNull();
    },
  );

  it.each([null, 42, 'text', [1, 2], true])('turns a non-object (%s) into the defaults', (v) => {
    expect(normalizePreferences(v)).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('ZPreferencesSchema (what the server accepts)', () => {
  it('refuses out-of-range volume, unknown keys and missing fields instead of fixing them', () => {
    const ok: Preferences = { ...DEFAULT_PREFERENCES };
    expect(ZPreferencesSchema.safeParse({ ...ok, volume: 101 }).success).toBe(false);
    expect(ZPreferencesSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    const { volume: _v, ...missing } = ok;
    expect(ZPreferencesSchema.safeParse(missing).success).toBe(false);
  });

  it('takes every catalogue language and null (follow the browser), and refuses anything else', () => {
    const ok: Preferences = { ...DEFAULT_PREFERENCES };
    for (const language of [...CATALOGUE_LOCALES, null])
      expect(ZPreferencesSchema.safeParse({ ...ok, language }).success).toBe(true);
    for (const language of ['xx', 'EN', 'pt', 'pseudo', '', 1]) {
      const r = ZPreferencesSchema.safeParse({ ...ok, language });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['language']);
      expect(english(messageOf(r.error!.issues[0]!.message))).toMatch(
        /^Language must be one of en, es, fr, de, pt-BR, ja, ar/,
      );
    }
    // A set from before the language preference existed is not complete: the client completes it.
    const { language: _l, ...old } = ok;
    expect(ZPreferencesSchema.safeParse(old).success).toBe(false);
    expect(isCompletePreferences(old)).toBe(false);
    expect(validPreferenceFields(old)).toEqual(old);
  });
});

describe('the Region preference', () => {
  it('takes a country code in any case as its uppercase form, and null; refuses anything else with a message', () => {
    const ok: Preferences = { ...DEFAULT_PREFERENCES };
    expect(ZPreferencesSchema.parse({ ...ok, region: 'fr' }).region).toBe('FR');
    expect(ZPreferencesSchema.parse({ ...ok, region: null }).region).toBeNull();
    for (const region of ['XX', 'EU', 'USA', 'U', '', 'fr-FR', 1]) {
      const r = ZPreferencesSchema.safeParse({ ...ok, region });
      expect(r.success, String(region)).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['region']);
      expect(english(messageOf(r.error!.issues[0]!.message))).toMatch(
        /^Region must be a two-letter country code/,
      );
    }
    // Stored before the preference existed: read without it, completed with the default.
    const { region: _r, ...old } = ok;
    expect(validPreferenceFields(old)).toEqual(old);
    expect(normalizePreferences(old).region).toBeNull();
    expect(normalizePreferences({ ...old, region: ' de ' }).region).toBe('DE');
    expect(normalizePreferences({ ...old, region: 'Mars' }).region).toBeNull();
  });
});

describe('the zod-free readings agree with ZPreferencesSchema', () => {
  // Every kind of value a stored or sent field could hold, valid or not, for every field.
  const samples: unknown[] = [
    ...[null, undefined, true, false, 0, 1, 2, 7, 50, 80, 99, 100, 101, -1, 1.5, 0.1, -0],
    ...[Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e300],
    ...['', ' ', 'auto', 'true', 'false', '80', ' 5 ', 'vidsrc', '  vidsrc  ', 'x'.repeat(64)],
    ...['x'.repeat(65), ` ${'y'.repeat(64)} `, '1080p', '720p', '480p', '360p', '4k', 'AUTO'],
    ...['dark', 'light', 'system', 'Dark', {}, [], [1], { id: 2 }, new Date(0)],
    ...['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ar', 'xx', 'pt', 'pt-br', 'EN', 'pseudo'],
    ...['US', 'us', ' gb ', 'JP', 'EU', 'ZZ', 'UN', 'USA', 'U', '12', 'XK'],
  ];

  it.each(PREFERENCE_KEYS)('%s: the strict reading accepts and keeps exactly what the schema does', (k) => {
    const field = ZPreferencesSchema.shape[k];
    for (const v of samples) {
      const zod = field.safeParse(v);
      const ours = validPreferenceFields({ [k]: v }) ?? {};
      expect({ v, accepted: k in ours, value: ours[k] }).toEqual({
        v,
        accepted: zod.success,
        value: zod.success ? zod.data : undefined,
      });
    }
  });

  it('a complete set is exactly what the schema accepts as a whole', () => {
    const ok: Preferences = { ...DEFAULT_PREFERENCES, defaultServer: 3, volume: 55 };
    const cases: unknown[] = [
      ok,
      DEFAULT_PREFERENCES,
      { ...ok, volume: 101 },
      { ...ok, extra: 1 },
      { ...ok, theme: 'sepia' },
      Object.fromEntries(Object.entries(ok).filter(([key]) => key !== 'skipIntro')),
      null,
      [],
      'prefs',
    ];
    for (const c of cases) expect(isCompletePreferences(c)).toBe(ZPreferencesSchema.safeParse(c).success);
  });

  it('the lenient reading always yields what the schema accepts', () => {
    for (const k of PREFERENCE_KEYS)
      for (const v of samples)
        expect(ZPreferencesSchema.safeParse(normalizePreferences({ [k]: v })).success).toBe(true);
  });
});

describe('local store', () => {
  beforeEach(() => vi.useFakeTimers());

  it('starts from defaults with empty storage', async () => {
    stubStorage();
    const m = await loadStore();
    expect(m.getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('survives corrupt JSON in storage', async () => {
    stubStorage({ [KEY]: '{not json' });
    const m = await loadStore();
    expect(m.getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('survives storage that throws on every call, and still works for the visit', async () => {
    stubStorage({}, true);
    const m = await loadStore();
    expect(m.getPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(m.setPreferences({ volume: 20 }).volume).toBe(20);
    expect(m.getPreferences().volume).toBe(20);
  });

  it('reads an old stored shape field by field', async () => {
    stubStorage({ [KEY]: JSON.stringify({ volume: '300', autoNext: 'false', legacyKey: 1 }) });
    const m = await loadStore();
    expect(m.getPreferences()).toMatchObject({ volume: 100, autoNext: false });
    expect(m.getPreferences()).not.toHaveProperty('legacyKey');
  });

  it('writes normalized values, notifies subscribers, and resets', async () => {
    const map = stubStorage();
    const m = await loadStore();
    const seen: number[] = [];
    m.subscribePreferences(() => seen.push(m.getPreferences().volume));
    m.setPreferences({ volume: 250, defaultServer: 3 });
    expect(JSON.parse(map.get(KEY)!)).toMatchObject({ volume: 100, defaultServer: 3 });
    m.resetPreferences();
    expect(JSON.parse(map.get(KEY)!)).toEqual(DEFAULT_PREFERENCES);
    expect(seen).toEqual([100, 80]);
  });
});

describe('mergePreferences (server wins, local is the fallback)', () => {
  it('takes valid server fields and keeps local ones the server lacks or has wrong', async () => {
    stubStorage();
    const { mergePreferences } = await loadStore();
    const local: Preferences = { ...DEFAULT_PREFERENCES, volume: 10, autoNext: false, theme: 'light' };
    const merged = mergePreferences(local, { volume: 55, theme: 'neon', defaultServer: 2 });
    expect(merged).toMatchObject({ volume: 55, autoNext: false, theme: 'light', defaultServer: 2 });
    expect(mergePreferences(local, null)).toEqual(local);
  });

  it('takes the account’s language, keeps the local one when the account lacks it or holds a bad one', async () => {
    stubStorage();
    const { mergePreferences } = await loadStore();
    const local: Preferences = { ...DEFAULT_PREFERENCES, language: 'fr' };
    expect(mergePreferences(local, { language: 'ar' }).language).toBe('ar');
    expect(mergePreferences(local, { language: null }).language).toBeNull();
    expect(mergePreferences(local, { volume: 20 }).language).toBe('fr');
    expect(mergePreferences(local, { language: 'xx' }).language).toBe('fr');
  });
});

describe('account sync', () => {
  beforeEach(() => vi.useFakeTimers());

  function fakeRemote(
    server: Partial<Preferences> | null,
    opts: { failGet?: boolean; failSave?: boolean } = {},
  ) {
    const saved: Preferences[] = [];
    return {
      saved,
      remote: {
        get: vi.fn(async () => {
          if (opts.failGet) throw new Error('offline');
          return server;
        }),
        save: vi.fn(async (p: Preferences) => {
          if (opts.failSave) throw new Error('offline');
          saved.push(p);
          return { preferences: p };
        }),
      },
    };
  }

  it('on sign-in, takes the account preferences over the local ones', async () => {
    stubStorage({ [KEY]: JSON.stringify({ volume: 30, subtitles: true }) });
    const m = await loadStore();
    const account = { ...DEFAULT_PREFERENCES, volume: 70, defaultServer: 2 };
    const { remote, saved } = fakeRemote(account);
    await m.connectPreferences('u1', remote);
    expect(m.getPreferences()).toEqual(account);
    expect(m.getPreferencesSyncStatus()).toBe('synced');
    expect(saved).toHaveLength(0);
  });

  it('fills an incomplete account copy from the local one and sends the completed set back', async () => {
    stubStorage({ [KEY]: JSON.stringify({ volume: 30, subtitles: true }) });
    const m = await loadStore();
    const { remote, saved } = fakeRemote({ volume: 70, defaultServer: 2 });
    await m.connectPreferences('u1', remote);
    const expected = { ...DEFAULT_PREFERENCES, volume: 70, defaultServer: 2, subtitles: true };
    expect(m.getPreferences()).toEqual(expected);
    expect(saved).toEqual([expected]);
    expect(m.getPreferencesSyncStatus()).toBe('synced');
  });

  it('keeps this device’s language for an account saved before the preference existed, and sends it', async () => {
    stubStorage({ [KEY]: JSON.stringify({ language: 'ja' }) });
    const m = await loadStore();
    const { language: _l, ...older } = { ...DEFAULT_PREFERENCES, volume: 70 };
    const { remote, saved } = fakeRemote(older);
    await m.connectPreferences('u1', remote);
    const expected = { ...DEFAULT_PREFERENCES, volume: 70, language: 'ja' };
    expect(m.getPreferences()).toEqual(expected);
    expect(saved).toEqual([expected]);
  });

  it('takes the account’s language on sign-in and saves a language change like any preference', async () => {
    stubStorage();
    const m = await loadStore();
    const { remote, saved } = fakeRemote({ ...DEFAULT_PREFERENCES, language: 'ar' });
    await m.connectPreferences('u1', remote);
    expect(m.getPreferences().language).toBe('ar');
    m.setPreferences({ language: 'de' });
    await vi.advanceTimersByTimeAsync(m.SAVE_DEBOUNCE_MS);
    expect(saved.map((p) => p.language)).toEqual(['de']);
    m.setPreferences({ language: null });
    await vi.advanceTimersByTimeAsync(m.SAVE_DEBOUNCE_MS);
    expect(saved.map((p) => p.language)).toEqual(['de', null]);
  });

  it('sends this device’s preferences to an account that never saved any', async () => {
    stubStorage({ [KEY]: JSON.stringify({ volume: 30 }) });
    const m = await loadStore();
    const { remote, saved } = fakeRemote(null);
    await m.connectPreferences('u1', remote);
    expect(saved).toEqual([{ ...DEFAULT_PREFERENCES, volume: 30 }]);
  });

  it('saves changes once per burst, after the debounce', async () => {
    stubStorage();
    const m = await loadStore();
    const { remote, saved } = fakeRemote({ ...DEFAULT_PREFERENCES });
    await m.connectPreferences('u1', remote);
    m.setPreferences({ volume: 10 });
    m.setPreferences({ volume: 20 });
    m.setPreferences({ defaultServer: 'b' });
    expect(saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(m.SAVE_DEBOUNCE_MS);
    expect(saved).toEqual([{ ...DEFAULT_PREFERENCES, volume: 20, defaultServer: 'b' }]);
  });

  it('keeps local values when the server fails, and reports it', async () => {
    stubStorage({ [KEY]: JSON.stringify({ volume: 30 }) });
    const m = await loadStore();
    const { remote } = fakeRemote({ volume: 99 }, { failGet: true, failSave: true });
    await m.connectPreferences('u1', remote);
    expect(m.getPreferences().volume).toBe(30);
    expect(m.getPreferencesSyncStatus()).toBe('error');
    m.setPreferences({ volume: 40 });
    await vi.advanceTimersByTimeAsync(m.SAVE_DEBOUNCE_MS);
    expect(m.getPreferences().volume).toBe(40);
    expect(m.getPreferencesSyncStatus()).toBe('error');
  });

  it('stops saving after sign-out and ignores a late answer for the old account', async () => {
    stubStorage();
    const m = await loadStore();
    let release!: (v: Partial<Preferences>) => void;
    const slow = {
      get: vi.fn(() => new Promise<Partial<Preferences>>((r) => (release = r))),
      save: vi.fn(async () => ({})),
    };
    const pending = m.connectPreferences('u1', slow);
    m.disconnectPreferences();
    release({ volume: 5 });
    await pending;
    expect(m.getPreferences().volume).toBe(80);
    m.setPreferences({ volume: 12 });
    await vi.advanceTimersByTimeAsync(m.SAVE_DEBOUNCE_MS * 2);
    expect(slow.save).not.toHaveBeenCalled();
    expect(m.getPreferencesSyncStatus()).toBe('local');
  });

  it('does not let the account overwrite a change the server never confirmed (reload during the debounce)', async () => {
    const map = stubStorage();
    let m = await loadStore();
    await m.connectPreferences('u1', fakeRemote({ ...DEFAULT_PREFERENCES, volume: 50 }).remote);
    m.setPreferences({ volume: 12 });
    expect(m.getPreferencesSyncStatus()).toBe('saving');
    // The page goes away before the save is sent; a new page loads with the same storage.
    m = await loadStore();
    const next = fakeRemote({ ...DEFAULT_PREFERENCES, volume: 50 });
    await m.connectPreferences('u1', next.remote);
    expect(m.getPreferences().volume).toBe(12);
    expect(next.saved.at(-1)?.volume).toBe(12);
    expect(map.has(m.UNSYNCED_KEY)).toBe(false);
  });

  it('lets the account win again once its copy is confirmed, and for another account', async () => {
    const map = stubStorage();
    let m = await loadStore();
    const first = fakeRemote({ ...DEFAULT_PREFERENCES, volume: 50 });
    await m.connectPreferences('u1', first.remote);
    m.setPreferences({ volume: 12 });
    await vi.advanceTimersByTimeAsync(m.SAVE_DEBOUNCE_MS);
    expect(first.saved).toHaveLength(1);
    expect(map.has(m.UNSYNCED_KEY)).toBe(false);
    m = await loadStore();
    await m.connectPreferences('u1', fakeRemote({ ...DEFAULT_PREFERENCES, volume: 77 }).remote);
    expect(m.getPreferences().volume).toBe(77);

    // Unconfirmed changes of u1 do not travel into u2's account.
    m.setPreferences({ volume: 5 });
    m = await loadStore();
    await m.connectPreferences('u2', fakeRemote({ ...DEFAULT_PREFERENCES, volume: 66 }).remote);
    expect(m.getPreferences().volume).toBe(66);
  });

  it('lets a change made while loading win over the server copy', async () => {
    stubStorage();
    const m = await loadStore();
    let release!: (v: Partial<Preferences>) => void;
    const saved: Preferences[] = [];
    const slow = {
      get: () => new Promise<Partial<Preferences>>((r) => (release = r)),
      save: async (p: Preferences) => saved.push(p),
    };
    const pending = m.connectPreferences('u1', slow);
    m.setPreferences({ volume: 33 });
    release({ volume: 90 });
    await pending;
    expect(m.getPreferences().volume).toBe(33);
    expect(saved.at(-1)?.volume).toBe(33);
  });
});
