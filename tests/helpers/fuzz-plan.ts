import {
  attackBody,
  attackParam,
  CATEGORIES,
  type Category,
  enc,
  JSON_TYPE,
  TEXT_RULE_CATEGORIES,
} from './attacks';
import {
  accepts,
  fillPattern,
  patternParams,
  REST_SPECS,
  type RestRoute,
  type RestSpec,
  shapeKeys,
  type TrpcProcedure,
} from './endpoints';
import { hostileAcceptLanguage, hostileRegion, hostileValue, type Rng, SQL_STRINGS } from './hostile';
import type { RawRequest } from './raw-http';

export { CATEGORIES, type Category } from './attacks';

/**
 * The hostile-input plan: thousands of malformed requests spread over every endpoint and
 * every kind of attack. A request goes out with a *valid* session token only when it is
 * provably refused before any handler can change data (its input fails the endpoint's own
 * schema, or its body cannot be parsed, or it is too large); everything else carries no
 * token or a bad, expired or revoked one.
 */
export interface Tokens {
  user: string;
  admin: string;
  owner: string;
  expired: string;
  revoked: string;
  unknown: string;
}

export interface FuzzCase {
  category: Category;
  target: string;
  req: RawRequest;
  /** Could this request change data if it were accepted? Such requests must be refused. */
  mutating: boolean;
  /** Exact statuses required, when the attack has one right answer (413 for oversize). */
  expect?: number[];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
/** Failed logins cannot succeed with random passwords: schema-valid bodies are still refused. */
const CANNOT_SUCCEED = new Set(['POST /api/auth/login', 'auth.login']);

function badAuth(r: Rng, t: Tokens): Record<string, string> {
  const value = r.pick<string | null>([
    null,
    'Bearer',
    'Bearer x',
    'Basic dXNlcjpwYXNzd29yZA==',
    `Bearer ${t.expired}`,
    `Bearer ${t.revoked}`,
    `Bearer ${t.unknown}`,
    `Bearer ${'A'.repeat(5_000)}`,
    `Bearer ${t.user}x`,
    `bearer  ${t.expired} extra`,
    `Bearer ${SQL_STRINGS[0]}`,
    `Token ${t.user}`,
  ]);
  return value === null ? {} : { Authorization: value };
}

const validAuth = (r: Rng, t: Tokens) => ({ Authorization: `Bearer ${r.pick([t.user, t.admin, t.owner])}` });

/** The value a JSON body parser would see, or undefined when it cannot be parsed. */
function parsedBody(body: Buffer | string | undefined): { ok: boolean; value?: unknown } {
  if (body === undefined) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : body) };
  } catch {
    return { ok: false };
  }
}

const decode = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return null;
  }
};

function refusedByParams(spec: RestSpec | undefined, params: Record<string, string>): boolean {
  if (!spec?.params) return false;
  const decoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decode(v)]));
  if (Object.values(decoded).some((v) => v === null)) return true;
  return !accepts(spec.params, decoded);
}

export function restCase(
  r: Rng,
  t: Tokens,
  route: RestRoute,
  category: Category,
  all: RestRoute[],
): FuzzCase {
  const key = `${route.method} ${route.pattern}`;
  const spec = REST_SPECS[key];
  const params: Record<string, string> = {};
  for (const name of patternParams(route.pattern)) {
    params[name] = attackParam(r, category, name, fillPattern(`:${name}`));
  }
  let path = fillPattern(route.pattern, params);
  let method = route.method;
  if (category === 'wrong-method') {
    const allowed = new Set(all.filter((x) => x.pattern === route.pattern).map((x) => x.method));
    if (allowed.has('GET')) allowed.add('HEAD');
    method = r.pick(ALL_METHODS.filter((m) => !allowed.has(m)).concat('TRACE'));
  }
  const textRule = TEXT_RULE_CATEGORIES.has(category);
  const queryName = r.pick([
    'page',
    'limit',
    'q',
    'query',
    'search',
    'sort',
    'api_key',
    'a[b][c]',
    '__proto__[x]',
  ]);
  if (category === 'nul-text') {
    path += `?${queryName}=${r.pick(['%00', 'a%00b', '1%00'])}`;
  } else if (READ_METHODS.has(method) && r.chance(0.5)) {
    path += `?${queryName}=${enc(String(hostileValue(r)).slice(0, 2_000))}`;
  }
  const p = attackBody(r, category, shapeKeys(spec?.body));
  // The text-rule attacks always carry their text (a lone surrogate only fits in a JSON body).
  const withBody =
    !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method) ||
    category === 'oversize' ||
    textRule ||
    r.chance(0.2);
  const body = withBody && method !== 'TRACE' ? p.body : undefined;
  const mutating = !READ_METHODS.has(method);
  const parsed = parsedBody(body);
  // The catalogue facade answers cache hits before any middleware; everything else under /api is refused.
  const refusedByTextRule = textRule && path.startsWith('/api/') && !path.startsWith('/api/tmdb/');
  const safe =
    refusedByTextRule ||
    !mutating ||
    (category !== 'wrong-method' &&
      (!parsed.ok ||
        category === 'oversize' ||
        refusedByParams(spec, params) ||
        (spec?.body !== undefined && !spec.inputless && !accepts(spec.body, parsed.value))));
  if (mutating && !safe && spec?.body && !CANNOT_SUCCEED.has(key) && accepts(spec.body, parsed.value)) {
    // A public write (register) would accept it: make it malformed instead.
    return restCase(r, t, route, 'missing-fields', all);
  }
  const auth = category !== 'bad-token' && safe && r.chance(0.6) ? validAuth(r, t) : badAuth(r, t);
  return {
    category,
    target: `REST ${key}`,
    req: { method, path, headers: { ...(body !== undefined ? p.headers : {}), ...auth }, body },
    mutating,
    // A request line past Node's header limit is refused before any rule reads it (431).
    expect: refusedByTextRule
      ? path.length > 8_192
        ? [400, 431]
        : [400]
      : body !== undefined && category === 'oversize'
        ? p.expect
        : undefined,
  };
}

const UNKNOWN_PROCEDURES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'admin',
  'admin.',
  '.users',
  'a'.repeat(3_000),
  'catalogue.movie%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2fetc%2fpasswd',
  'auth.login%2f..%2fadmin.users',
];

export function trpcCase(r: Rng, t: Tokens, proc: TrpcProcedure, category: Category): FuzzCase {
  const keys = shapeKeys(proc.input);
  const isQuery = proc.type === 'query';
  let name = proc.name;
  if (category === 'traversal' && r.chance(0.5)) name = r.pick(UNKNOWN_PROCEDURES);
  if (category === 'invalid-utf8' && r.chance(0.3))
    name = `${proc.name}${r.pick(['%FF', '%C0%AF', '%ED%A0%80', '%E2%82'])}`;
  let method = isQuery ? 'GET' : 'POST';
  if (category === 'wrong-method')
    method = isQuery ? r.pick(['POST', 'PUT', 'DELETE']) : r.pick(['GET', 'PUT', 'PATCH']);
  const p = attackBody(r, category, keys);
  const batch = r.chance(0.15);
  let path = `/trpc/${batch ? `${name},${name}` : name}${batch ? '?batch=1' : ''}`;
  let body: Buffer | string | undefined;
  let headers: Record<string, string> = {};
  if (method === 'GET') {
    const raw = Buffer.isBuffer(p.body) ? p.body.toString('latin1') : (p.body ?? '');
    const input =
      category === 'invalid-utf8'
        ? r.pick(['%FF%FE', '%C0%AF', '%7B%22id%22%3A%22%ED%A0%80%22%7D'])
        : enc(batch ? `{"0":${raw},"1":${raw}}` : raw);
    path += `${batch ? '&' : '?'}input=${category === 'oversize' ? 'x'.repeat(20_000) : input.slice(0, 12_000)}`;
  } else {
    body =
      batch && Buffer.isBuffer(p.body) === false && p.body !== undefined
        ? `{"0":${p.body},"1":${p.body}}`
        : p.body;
    headers = p.headers ?? JSON_TYPE;
  }
  const mutating = !isQuery && method === 'POST';
  const parsed = parsedBody(body);
  const value =
    batch && parsed.ok ? (parsed.value as Record<string, unknown> | undefined)?.['0'] : parsed.value;
  const refused =
    name !== proc.name ||
    !parsed.ok ||
    category === 'oversize' ||
    (proc.input !== undefined && !accepts(proc.input, value));
  const refusedByTextRule = TEXT_RULE_CATEGORIES.has(category) && name === proc.name;
  const safe = refusedByTextRule || !mutating || name !== proc.name || (proc.input !== undefined && refused);
  if (mutating && !safe && !CANNOT_SUCCEED.has(proc.name) && proc.input && accepts(proc.input, value)) {
    return trpcCase(r, t, proc, 'missing-fields');
  }
  const auth = category !== 'bad-token' && safe && r.chance(0.6) ? validAuth(r, t) : badAuth(r, t);
  return {
    category,
    target: `tRPC ${proc.name}`,
    req: { method, path, headers: { ...headers, ...auth }, body },
    mutating,
    expect: refusedByTextRule ? [400] : category === 'oversize' && method === 'POST' ? [413] : undefined,
  };
}

/** `total` cases, round-robin over endpoints and categories, drawn from `r`. */
export function buildPlan(
  r: Rng,
  t: Tokens,
  routes: RestRoute[],
  procedures: TrpcProcedure[],
  total: number,
): FuzzCase[] {
  const targets: Array<(c: Category) => FuzzCase> = [
    ...routes.map((route) => (c: Category) => restCase(r, t, route, c, routes)),
    ...procedures.map((proc) => (c: Category) => trpcCase(r, t, proc, c)),
  ];
  const out: FuzzCase[] = [];
  let oversizeSlots = 0;
  for (let i = 0; out.length < total; i++) {
    const make = targets[i % targets.length]!;
    // Oversize bodies are a megabyte each: enough of them to prove the limit (one slot in
    // 15, counted rather than drawn, so the number does not move with the route count).
    let c = CATEGORIES[Math.floor(i / targets.length + i) % CATEGORIES.length]!;
    if (c === 'oversize' && oversizeSlots++ % 15 !== 0) c = 'wrong-types';
    out.push(make(c));
  }
  return out;
}

/** A provider no page row asks for, so the facade's region requests are told apart upstream. */
export const FACADE_PROVIDER = '350';

/** The catalogue requests of the languages-and-regions class, and what each may reach. */
export const LANGUAGE_TARGETS = [
  'trpc catalogue.home',
  'trpc catalogue.movies',
  'trpc catalogue.genres',
  'trpc catalogue.movie',
  'rest movie/popular',
  'rest discover/movie?watch_region',
  'rest movie/popular?region',
] as const;

/**
 * Random Accept-Language headers (and region parameters on the facade) over the catalogue's
 * doors: the header picks the language and, for the provider rows, the region; neither may
 * fail a request or give the cache a new entry for something the catalogue does not use.
 */
export function languagePlan(r: Rng, count: number): Array<{ target: string; req: RawRequest }> {
  const trpc = (procedure: string, input?: unknown) =>
    `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const paths: Record<(typeof LANGUAGE_TARGETS)[number], () => string> = {
    'trpc catalogue.home': () => trpc('catalogue.home'),
    'trpc catalogue.movies': () => trpc('catalogue.movies', { page: r.int(1, 2) }),
    'trpc catalogue.genres': () => trpc('catalogue.genres', { type: r.pick(['movie', 'tv']) }),
    'trpc catalogue.movie': () => trpc('catalogue.movie', { id: r.int(550, 553) }),
    'rest movie/popular': () => '/api/tmdb/movie/popular',
    'rest discover/movie?watch_region': () =>
      `/api/tmdb/discover/movie?with_watch_providers=${FACADE_PROVIDER}&watch_region=${encodeURIComponent(hostileRegion(r))}`,
    'rest movie/popular?region': () =>
      `/api/tmdb/movie/popular?region=${encodeURIComponent(hostileRegion(r))}`,
  };
  return Array.from({ length: count }, () => {
    const target = r.pick(LANGUAGE_TARGETS);
    const headers = r.chance(0.95) ? { 'Accept-Language': hostileAcceptLanguage(r) } : undefined;
    return { target, req: { method: 'GET', path: paths[target](), headers } };
  });
}
