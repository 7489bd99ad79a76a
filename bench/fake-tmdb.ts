import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for TMDB v3 on 127.0.0.1 for the benchmarks: it answers every path the
 * product uses with deterministic TMDB-shaped payloads (20 quality-passing items a page,
 * details with 20 cast, 3 videos and 20 similar titles) after a fixed latency, checks the
 * api_key like TMDB does, and counts the calls it receives: how many, how many at once at
 * most, and how many arrived within one second at most (TMDB's own limits are per second
 * and per open connection).
 */
export interface FakeTmdb {
  url: string;
  /** Calls received so far (all paths). */
  calls(): number;
  /** The most calls being answered at the same moment. */
  maxInFlight(): number;
  /** The most calls that arrived within any window of one second. */
  maxPerSecond(): number;
  /** With `record`: every call received, path and query (e.g. to read its `watch_region`). */
  received(): ReadonlyArray<{ path: string; query: URLSearchParams }>;
  close(): Promise<void>;
}

export interface FakeTmdbOptions {
  latencyMs?: number;
  apiKey: string;
  /** Trailer keys to answer for some titles instead of the generated ones. */
  videoKeys?: Readonly<Record<number, string>>;
  /** Keep every call's path and query for `received()` (off in benchmarks that measure memory). */
  record?: boolean;
}

const GENRES = [28, 12, 16, 35, 80, 18, 10751, 14, 36, 27, 9648, 10749, 878, 53];

/** Small deterministic PRNG (mulberry32) seeded from a string. */
function rng(seed: string) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function item(id: number, type: 'movie' | 'tv', withType: boolean) {
  const r = rng(`${type}${id}`);
  const date = `${2000 + Math.floor(r() * 24)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`;
  const common = {
    adult: false,
    backdrop_path: `/b${type}${id}.jpg`,
    genre_ids: [GENRES[id % GENRES.length]!, GENRES[(id * 7) % GENRES.length]!],
    id,
    ...(withType ? { media_type: type } : {}),
    original_language: 'en',
    overview: `Title ${id} is a ${type === 'movie' ? 'film' : 'series'} used by the catalogue benchmark.`,
    popularity: Math.round(r() * 100000) / 100,
    poster_path: `/p${type}${id}.jpg`,
    vote_average: Math.round((5 + r() * 4.5) * 10) / 10,
    vote_count: 100 + Math.floor(r() * 20000),
  };
  return type === 'movie'
    ? { ...common, original_title: `Title ${id}`, release_date: date, title: `Title ${id}`, video: false }
    : {
        ...common,
        first_air_date: date,
        name: `Show ${id}`,
        origin_country: ['US'],
        original_name: `Show ${id}`,
      };
}

function page(seed: string, pageNo: number, type: 'movie' | 'tv' | 'all') {
  const base = (Math.floor(rng(seed)() * 50_000) + pageNo * 20) * 10;
  const results = Array.from({ length: 20 }, (_, i) => {
    const t = type === 'all' ? (i % 3 === 2 ? 'tv' : 'movie') : type;
    return item(base + i + 1, t, type === 'all');
  });
  return { page: pageNo, results, total_pages: 500, total_results: 10_000 };
}

function details(type: 'movie' | 'tv', id: number, append: string[], videoKey?: string) {
  const base: Record<string, unknown> = {
    ...item(id, type, false),
    genres: [
      { id: 18, name: 'Drama' },
      { id: 28, name: 'Action' },
    ],
    status: 'Released',
    spoken_languages: [{ english_name: 'English', iso_639_1: 'en', name: 'English' }],
    production_companies: [1, 2, 3].map((n) => ({
      id: n,
      name: `Studio ${n}`,
      logo_path: null,
      origin_country: 'US',
    })),
  };
  if (type === 'movie') Object.assign(base, { budget: 50_000_000, revenue: 150_000_000, runtime: 118 });
  else {
    Object.assign(base, {
      number_of_seasons: 5,
      number_of_episodes: 50,
      episode_run_time: [45],
      networks: [{ id: 49, name: 'HBO' }],
      created_by: [{ id: 1, name: 'A Creator' }],
      seasons: [0, 1, 2, 3, 4, 5].map((n) => ({
        id: id * 10 + n,
        season_number: n,
        episode_count: 10,
        name: `Season ${n}`,
        air_date: '2010-01-01',
        poster_path: null,
      })),
    });
  }
  if (append.includes('credits')) {
    base.credits = {
      cast: Array.from({ length: 20 }, (_, i) => ({
        id: i + 1,
        name: `Actor ${i + 1}`,
        character: `Role ${i + 1}`,
        profile_path: `/a${i}.jpg`,
        order: i,
      })),
      crew: [],
    };
  }
  if (append.includes('videos')) {
    base.videos = {
      results: ['Teaser', 'Trailer', 'Featurette'].map((t, i) => ({
        // A YouTube id is eleven characters; anything else is no trailer.
        key: videoKey ?? `k${id}-${i}`.padEnd(11, '0').slice(0, 11),
        name: `${t} ${i}`,
        site: 'YouTube',
        type: t,
      })),
    };
  }
  if (append.includes('similar')) base.similar = page(`similar${type}${id}`, 1, type);
  return base;
}

function season(id: number, n: number) {
  return {
    id: id * 10 + n,
    season_number: n,
    name: `Season ${n}`,
    overview: `Season ${n} of show ${id}.`,
    air_date: '2010-01-01',
    poster_path: null,
    episodes: Array.from({ length: 10 }, (_, i) => ({
      id: id * 1000 + n * 100 + i,
      episode_number: i + 1,
      season_number: n,
      name: `Episode ${i + 1}`,
      overview: '',
      still_path: null,
      runtime: 45,
      vote_average: 7.5,
      air_date: '2010-01-01',
    })),
  };
}

type Kind = 'movie' | 'tv';
const ROUTES: Array<
  [RegExp, (m: RegExpExecArray, q: URLSearchParams, seed: string, pageNo: number) => unknown]
> = [
  [/^trending\/(all|movie|tv)\/(day|week)$/, (m, _q, seed, p) => page(seed, p, m[1] as Kind | 'all')],
  [/^(movie|tv)\/(popular|top_rated)$/, (m, _q, seed, p) => page(seed, p, m[1] as Kind)],
  [/^discover\/(movie|tv)$/, (m, _q, seed, p) => page(seed, p, m[1] as Kind)],
  [
    /^search\/(multi|movie|tv)$/,
    (m, _q, seed, p) => page(seed, p, m[1] === 'multi' ? 'all' : (m[1] as Kind)),
  ],
  [/^genre\/(movie|tv)\/list$/, () => ({ genres: GENRES.map((id) => ({ id, name: `Genre ${id}` })) })],
  [/^tv\/(\d+)\/season\/(\d+)$/, (m) => season(Number(m[1]), Number(m[2]))],
];

/** The payload for a TMDB path, or null for a path TMDB would 404. */
export function fakePayload(
  path: string,
  q: URLSearchParams,
  videoKeys: Readonly<Record<number, string>> = {},
): unknown | null {
  const pageNo = Number(q.get('page') ?? 1);
  const seed = `${path}?${[...q]
    .filter(([k]) => k !== 'api_key' && k !== 'page')
    .sort()
    .join('&')}`;
  const detail = /^(movie|tv)\/(\d+)$/.exec(path);
  if (detail) {
    const id = Number(detail[2]);
    return details(detail[1] as Kind, id, (q.get('append_to_response') ?? '').split(','), videoKeys[id]);
  }
  for (const [re, answer] of ROUTES) {
    const m = re.exec(path);
    if (m) return answer(m, q, seed, pageNo);
  }
  return null;
}

export async function startFakeTmdb(opts: FakeTmdbOptions): Promise<FakeTmdb> {
  const latency = opts.latencyMs ?? 120;
  let calls = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  /** Arrival times (ms) of the calls within the last second, oldest first. */
  const lastSecond: number[] = [];
  let maxPerSecond = 0;
  const received: Array<{ path: string; query: URLSearchParams }> = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    calls++;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const now = performance.now();
    while (lastSecond.length > 0 && now - lastSecond[0]! >= 1000) lastSecond.shift();
    lastSecond.push(now);
    maxPerSecond = Math.max(maxPerSecond, lastSecond.length);
    res.on('close', () => inFlight--);
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/3\//, '');
    if (opts.record) received.push({ path, query: url.searchParams });
    setTimeout(() => {
      const send = (status: number, body: unknown) => {
        const buf = Buffer.from(JSON.stringify(body));
        res.writeHead(status, {
          'content-type': 'application/json;charset=utf-8',
          'content-length': buf.length,
        });
        res.end(buf);
      };
      if (url.searchParams.get('api_key') !== opts.apiKey) {
        send(401, {
          success: false,
          status_code: 7,
          status_message: 'Invalid API key: You must be granted a valid key.',
        });
        return;
      }
      const body = fakePayload(path, url.searchParams, opts.videoKeys);
      if (body === null)
        send(404, {
          success: false,
          status_code: 34,
          status_message: 'The resource you requested could not be found.',
        });
      else send(200, body);
    }, latency);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/3`,
    calls: () => calls,
    maxInFlight: () => maxInFlight,
    maxPerSecond: () => maxPerSecond,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
