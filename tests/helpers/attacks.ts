import {
  brokenBody,
  deepJson,
  hostileObject,
  hostileValue,
  ODD_STRINGS,
  type Rng,
  SQL_STRINGS,
  TRAVERSAL_STRINGS,
} from './hostile';

/** The kinds of attack the fuzz suite spreads over every endpoint, and what each sends. */
export const CATEGORIES = [
  'wrong-types',
  'missing-fields',
  'huge-strings',
  'deep-json',
  'invalid-utf8',
  'traversal',
  'sql',
  'oversize',
  'wrong-method',
  'bad-token',
  'wrong-content-type',
  'nul-text',
  'lone-surrogate',
  'huge-numbers',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const JSON_TYPE = { 'Content-Type': 'application/json' };

/**
 * Text PostgreSQL refuses (src/shared/text.ts): every REST and tRPC request carrying it must
 * be a 400 before any handler runs, whoever sends it.
 */
export const TEXT_RULE_CATEGORIES: ReadonlySet<Category> = new Set(['nul-text', 'lone-surrogate']);
const NUL_STRINGS = ['\u0000', 'a\u0000b', 'user1\u0000', 'a\u0000@b.co', '\u0000'.repeat(50)];
const LONE_SURROGATES = ['\ud800', 'a\udfffb', 'x\udbff', '\udfff\ud800', '😀\ud83d'];
/** Numbers past what the columns hold: `real` overflows at 3.4e38, integers at 2^31. */
const HUGE_NUMBERS = [
  '1e39',
  '-1e39',
  '1e308',
  '1e400',
  '-1e400',
  '9007199254740993',
  '2147483648',
  '1e-400',
  '-0',
];
const OVERSIZE = 1024 * 1024 + 64 * 1024;

export interface Payload {
  body?: Buffer | string;
  headers?: Record<string, string>;
  expect?: number[];
}

/** The body (and its headers) of an attack, shaped by the schema's keys when known. */
export function attackBody(r: Rng, category: Category, keys: string[]): Payload {
  const obj = (v: () => unknown) =>
    JSON.stringify(Object.fromEntries((keys.length ? keys : ['a']).map((k) => [k, v()])));
  switch (category) {
    case 'missing-fields':
      return {
        body: r.pick([
          '{}',
          '[]',
          'null',
          '""',
          JSON.stringify({ [r.pick(keys.length ? keys : ['a'])]: 'x' }),
        ]),
        headers: JSON_TYPE,
      };
    case 'huge-strings': {
      // One field long (up to ~400 KB on the wire), the others merely long.
      const names = keys.length ? keys : ['a'];
      const big = r.pick(names);
      const long = (k: string) =>
        r.pick(['A', 'é', '😀']).repeat(k === big ? r.pick([10_000, 100_000]) : 1_000);
      return { body: JSON.stringify(Object.fromEntries(names.map((k) => [k, long(k)]))), headers: JSON_TYPE };
    }
    case 'deep-json':
      return { body: deepJson(10_000, r.pick(['array', 'object'] as const)), headers: JSON_TYPE };
    case 'invalid-utf8':
      return { body: brokenBody(r), headers: JSON_TYPE };
    case 'sql':
      return { body: obj(() => r.pick(SQL_STRINGS)), headers: JSON_TYPE };
    case 'nul-text':
    case 'lone-surrogate': {
      const bad = category === 'nul-text' ? NUL_STRINGS : LONE_SURROGATES;
      // In a value, or in a key (a schema that ignores unknown keys must not let it through).
      const body = JSON.parse(obj(() => r.pick(bad))) as Record<string, unknown>;
      if (r.chance(0.3)) body[`k${r.pick(bad)}`] = 1;
      return { body: JSON.stringify(body), headers: JSON_TYPE };
    }
    case 'huge-numbers': {
      // Raw JSON text: 1e400 parses to Infinity, which JSON.stringify could never write.
      const names = keys.length ? keys : ['a'];
      return {
        body: `{${names.map((k) => `${JSON.stringify(k)}:${r.pick(HUGE_NUMBERS)}`).join(',')}}`,
        headers: JSON_TYPE,
      };
    }
    case 'traversal':
      return { body: obj(() => r.pick(TRAVERSAL_STRINGS)), headers: JSON_TYPE };
    case 'oversize':
      return {
        body: JSON.stringify({ [keys[0] ?? 'a']: 'x'.repeat(OVERSIZE) }),
        headers: JSON_TYPE,
        expect: [413],
      };
    case 'wrong-content-type': {
      const [type, body, extra] = r.pick<[string, string, Record<string, string>?]>([
        ['text/plain', '{"a":1}'],
        ['application/x-www-form-urlencoded', 'username=a&password=b&role=owner'],
        [
          'multipart/form-data; boundary=xx',
          '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--',
        ],
        [
          'application/xml',
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        ],
        ['application/json; charset=latin1', '{"a":"\u00e9"}'],
        ['application/json', '\u001f\u008b garbage', { 'Content-Encoding': 'gzip' }],
        ['application/json', '{}', { 'Content-Encoding': 'br' }],
        ['application/octet-stream', '\u0000\u0001\u0002'],
      ]);
      return { body, headers: { 'Content-Type': type, ...extra } };
    }
    default:
      return {
        body: JSON.stringify(r.chance(0.8) ? hostileObject(r, keys) : hostileValue(r)),
        headers: JSON_TYPE,
      };
  }
}

/** A path-parameter value for an attack (already in its on-the-wire form). */
export function attackParam(r: Rng, category: Category, name: string, sample: string): string {
  switch (category) {
    case 'traversal':
      return r.pick([...TRAVERSAL_STRINGS, '..', '.', '%2e%2e']);
    case 'sql':
      return enc(r.pick(SQL_STRINGS));
    case 'invalid-utf8':
      return r.pick(['%FF', '%C0%AF', '%E2%82', '%ED%A0%80', '%F4%90%80%80', '\u00ff\u00fe']);
    case 'huge-strings':
      return 'A'.repeat(r.pick([300, 4_000, 9_000]));
    case 'wrong-types':
      return enc(String(r.pick([...ODD_STRINGS.slice(1, 4), 'null', '-1', '1.5', '1e999', `${name}[]`])));
    case 'nul-text':
      return r.pick(['%00', `${sample}%00`, `%00${sample}`]);
    case 'huge-numbers':
      return r.pick(HUGE_NUMBERS);
    default:
      return r.chance(0.5) ? sample : enc(String(hostileValue(r)).slice(0, 200));
  }
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as its raw bytes. */
export const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
