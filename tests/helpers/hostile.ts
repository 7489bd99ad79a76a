/**
 * Building blocks of hostile input, drawn from a seeded PRNG so a failing run can be
 * replayed exactly (the seed is printed by the suite that uses it).
 */

/** mulberry32: small, fast, good enough to spread test cases. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Rng = ReturnType<typeof prng>;

export const SQL_STRINGS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  '1; DROP TABLE users; --',
  "'; DELETE FROM watch_history; --",
  "1' UNION SELECT password_hash, email FROM users --",
  "x' AND pg_sleep(5) --",
  '" OR ""="',
  "'); TRUNCATE sessions; --",
  '%27%20OR%201%3D1',
];

export const TRAVERSAL_STRINGS = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '..%c0%af..%c0%afetc/passwd',
  '%00../../package.json',
];

export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u202dgnp.exe',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '$' + '{7*7}{{7*7}}%s%n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
];

/** 10,000 nested arrays or objects, as JSON text (built as text: no recursion needed). */
export function deepJson(levels = 10_000, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** JSON-able values of every wrong shape. */
export function hostileValue(r: Rng, depth = 0): unknown {
  switch (r.int(0, 13)) {
    case 0:
      return null;
    case 1:
      return r.pick([true, false]);
    case 2:
      return r.pick([0, -1, 1.5, -0.000001, 2 ** 31, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 3:
      return r.pick(SQL_STRINGS);
    case 4:
      return r.pick(TRAVERSAL_STRINGS);
    case 5:
      return r.pick(ODD_STRINGS);
    case 6:
      return 'A'.repeat(r.pick([256, 4_096, 20_000]));
    case 7:
      return 'é'.repeat(r.int(1, 3_000));
    case 8:
      return [];
    case 9:
      return {};
    case 10:
      return depth > 2 ? 'x' : Array.from({ length: r.int(1, 4) }, () => hostileValue(r, depth + 1));
    case 11:
      return depth > 2
        ? 1
        : { [r.pick(['a', '__proto__', 'constructor', 'role'])]: hostileValue(r, depth + 1) };
    case 12:
      return String(r.int(-5, 10 ** 9));
    default:
      return r.pick(['movie', 'tv', 'owner', 'admin', 'user']);
  }
}

/**
 * An object over the schema's own keys (some dropped, some hostile, some extra), so the
 * values reach deep into validation instead of failing on the first missing field.
 */
export function hostileObject(r: Rng, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (!r.chance(0.25)) out[k] = hostileValue(r);
  if (keys.length === 0 || r.chance(0.3))
    out[r.pick(['x', 'role', 'isPremium', 'id', 'userId'])] = hostileValue(r);
  if (r.chance(0.1)) return JSON.parse(`{"__proto__": {"role": "owner", "isAdmin": true}, "a": 1}`);
  return out;
}

/** Raw bodies that are not JSON at all, or not the UTF-8 they claim to be. */
export function brokenBody(r: Rng): Buffer {
  switch (r.int(0, 6)) {
    case 0:
      return Buffer.from('{"username": "abc", ');
    case 1:
      return Buffer.from("{'single': 'quotes'}");
    case 2:
      // Invalid UTF-8: a lone continuation byte, an overlong '/', a truncated sequence.
      return Buffer.concat([
        Buffer.from('{"username":"'),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xe2, 0x82]),
        Buffer.from('"}'),
      ]);
    case 3:
      return Buffer.from([0xef, 0xbb, 0xbf, 0x00, 0x00, 0x7b, 0x7d]);
    case 4:
      return Buffer.from('{"a":1}{"b":2}');
    case 5:
      return Buffer.from('[1,2,'.repeat(500));
    default:
      return Buffer.from('\u0000'.repeat(64));
  }
}

/**
 * Accept-Language headers as browsers, libraries and attackers send them: real tags with
 * random regions, made-up languages and regions, long weighted lists, wildcards, odd case
 * and junk. The catalogue must answer each in one of its languages, never split its cache by
 * what it does not use, and never fail.
 */
export function hostileAcceptLanguage(r: Rng): string {
  const letter = () => String.fromCharCode(r.int(97, 122));
  const tag = () => {
    const language = r.chance(0.6)
      ? r.pick(['en', 'es', 'fr', 'de', 'pt', 'ja', 'ar', 'zh', 'ru'])
      : letter() + letter();
    if (r.chance(0.2)) return language;
    const region = hostileRegion(r);
    return r.chance(0.2) ? `${language}-${region.toLowerCase()}` : `${language}-${region}`;
  };
  const list = () =>
    Array.from({ length: r.int(1, 12) }, (_, i) =>
      i === 0 ? tag() : `${tag()};q=${r.pick(['0.9', '0.5', '0', '1.5', 'x'])}`,
    ).join(r.pick([',', ', ', ' ,']));
  return r.pick([
    list,
    list,
    list,
    () => '*',
    () => `${tag()}-${letter()}${letter()}${letter()}${letter()}`,
    () => `${list()},${'x-'.repeat(r.int(10, 200))}`,
    // Header values are printable ASCII; the odd strings that are.
    () => r.pick(ODD_STRINGS.filter(isPrintableAscii)),
    () => r.pick(SQL_STRINGS),
  ])();
}

const isPrintableAscii = (s: string) => [...s].every((c) => c >= ' ' && c <= '~');

/** Two letters mostly (real countries, made-up ones, lower case), sometimes junk. */
export function hostileRegion(r: Rng): string {
  const upper = () => String.fromCharCode(r.int(65, 90));
  return r.pick([
    () => upper() + upper(),
    () => upper() + upper(),
    () => r.pick(['US', 'GB', 'FR', 'BR', 'JP', 'DE', 'ZZ', 'AQ', 'EU', 'UN', 'XK', 'QO']),
    () => (upper() + upper()).toLowerCase(),
    () => `${upper()}${upper()}${upper()}`,
    () => r.pick(['419', '1Z', '', ' ', 'U&S', '%00', 'US\t']),
  ])();
}
