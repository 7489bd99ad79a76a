/**
 * Streaming-server configuration: the shapes both sides use, the validity
 * rule, the built-in fallback and the watch page's choice of server. Pure: no I/O here.
 */
import { playerOrigin, playerUrlProblem } from './player-url';

export type ServerId = number | string;

export interface StreamingServer {
  id: ServerId;
  name: string;
  /** Player base for movies: the iframe loads `{movieUrl}/{id}`. Absolute http(s) or root-relative. */
  movieUrl: string;
  /** Player base for TV: the iframe loads `{tvUrl}/{id}/{season}/{episode}`. */
  tvUrl: string;
  enabled: boolean;
  priority: number;
  /**
   * Beyond the spec: whether the iframe is sandboxed (no pop-ups, no top navigation).
   * Default true; an operator sets false for a player that refuses to run sandboxed.
   */
  sandbox?: boolean;
}

export interface ServerSettings {
  defaultServer: ServerId;
  autoFallback: boolean;
  maxRetries: number;
  loadTimeout: number;
}

export interface ServerConfig {
  servers: StreamingServer[];
  settings: ServerSettings;
  lastUpdated: string;
  version: string;
}

export type ServerConfigSource = 'remote' | 'local' | 'builtin';

export interface ServerConfigState {
  config: ServerConfig;
  source: ServerConfigSource;
  /** Why the preferred source was not used, or null. Staff only: it can name hosts and network errors. */
  lastError: string | null;
  /** When the configuration in use was loaded (a failed refresh keeps the previous one). */
  loadedAt: string;
}

/**
 * What `serverConfig.get` answers. Everyone learns that a fallback is in use (the
 * Config Error badge); only admin and owner get the reason in `lastError`, which
 * is null for everyone else.
 */
export interface ServerConfigView extends ServerConfigState {
  configError: boolean;
}

/** The built-in fallback settings, also the default of each setting a configuration lacks. */
export const FALLBACK_SETTINGS: ServerSettings = {
  defaultServer: 1,
  autoFallback: true,
  maxRetries: 3,
  loadTimeout: 10_000,
};

/**
 * Marquee cannot know which third-party players an operator trusts, so the built-in pair
 * points at the app's own preview player (server-config/embed.ts), which plays a title's
 * artwork for its real runtime and reports progress like a real embed; the backup answers
 * the same player under its own name.
 */
export const BUILTIN_CONFIG: ServerConfig = {
  servers: [
    {
      id: 1,
      name: 'Marquee Player',
      movieUrl: '/embed/movie',
      tvUrl: '/embed/tv',
      enabled: true,
      priority: 1,
    },
    {
      id: 2,
      name: 'Marquee Player (backup)',
      movieUrl: '/embed/backup/movie',
      tvUrl: '/embed/backup/tv',
      enabled: true,
      priority: 2,
    },
  ],
  settings: FALLBACK_SETTINGS,
  lastUpdated: '2025-01-15T00:00:00.000Z',
  version: 'builtin',
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Beyond the spec: a configuration listing more servers is refused as a whole. */
const MAX_SERVERS = 50;
/**
 * Beyond the spec: the players' distinct origins, joined, become the page CSP's frame-src
 * on every response, so they must fit a small header (proxies commonly refuse headers
 * over 8 KB in all).
 */
export const MAX_FRAME_ORIGINS_CHARS = 4096;

/** The distinct origins of the servers' absolute players, in order (site paths need none). */
export function playerOrigins(servers: readonly StreamingServer[]): string[] {
  const origins = new Set<string>();
  for (const s of servers) {
    for (const u of [s.movieUrl, s.tvUrl]) {
      const o = playerOrigin(u);
      if (o) origins.add(o);
    }
  }
  return [...origins];
}

function frameOriginsProblem(servers: readonly StreamingServer[]): string | null {
  const origins = playerOrigins(servers);
  const chars = origins.join(' ').length;
  return chars > MAX_FRAME_ORIGINS_CHARS
    ? `the players' ${origins.length} distinct origins take ${chars} characters of the page's security policy (at most ${MAX_FRAME_ORIGINS_CHARS}); use fewer hosts`
    : null;
}

/**
 * The configuration's validity rule (non-empty server list; each server with movieUrl, tvUrl and a
 * boolean enabled; settings with a numeric defaultServer), plus safety rules of ours,
 * because player URLs become iframe sources and CSP frame sources: each must pass
 * `playerUrlProblem`, at most MAX_SERVERS servers, and their origins must fit
 * MAX_FRAME_ORIGINS_CHARS. One bad server makes the whole document invalid.
 * Returns the normalised configuration, or the reason it is invalid.
 */
export function parseServerConfig(
  doc: unknown,
): { ok: true; config: ServerConfig } | { ok: false; error: string } {
  if (!isRecord(doc)) return { ok: false, error: 'the document is not a JSON object' };
  const list = doc.servers;
  if (!Array.isArray(list) || list.length === 0)
    return { ok: false, error: 'servers must be a non-empty list' };
  if (list.length > MAX_SERVERS) {
    return { ok: false, error: `servers lists ${list.length} servers; at most ${MAX_SERVERS} are allowed` };
  }
  const settings = doc.settings;
  if (
    !isRecord(settings) ||
    typeof settings.defaultServer !== 'number' ||
    !Number.isFinite(settings.defaultServer)
  ) {
    return { ok: false, error: 'settings.defaultServer must be a number' };
  }
  const servers: StreamingServer[] = [];
  for (const [i, s] of list.entries()) {
    const where = `servers[${i}]`;
    if (!isRecord(s)) return { ok: false, error: `${where} must be an object` };
    if (typeof s.movieUrl !== 'string' || typeof s.tvUrl !== 'string') {
      return { ok: false, error: `${where} needs movieUrl and tvUrl` };
    }
    if (typeof s.enabled !== 'boolean') return { ok: false, error: `${where}.enabled must be true or false` };
    for (const field of ['movieUrl', 'tvUrl'] as const) {
      const problem = playerUrlProblem(s[field]);
      if (problem) return { ok: false, error: `${where}.${field} is not a valid player URL: ${problem}` };
    }
    const id =
      typeof s.id === 'number' || (typeof s.id === 'string' && s.id.trim()) ? (s.id as ServerId) : i + 1;
    servers.push({
      id,
      name: typeof s.name === 'string' && s.name.trim() ? s.name.trim().slice(0, 80) : `Server ${i + 1}`,
      movieUrl: s.movieUrl.replace(/\/+$/, ''),
      tvUrl: s.tvUrl.replace(/\/+$/, ''),
      enabled: s.enabled,
      priority: typeof s.priority === 'number' && Number.isFinite(s.priority) ? s.priority : i + 1,
      ...(typeof s.sandbox === 'boolean' ? { sandbox: s.sandbox } : {}),
    });
  }
  const tooWide = frameOriginsProblem(servers);
  if (tooWide) return { ok: false, error: tooWide };
  const num = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback;
  return {
    ok: true,
    config: {
      servers,
      settings: {
        defaultServer: settings.defaultServer,
        autoFallback:
          typeof settings.autoFallback === 'boolean' ? settings.autoFallback : FALLBACK_SETTINGS.autoFallback,
        maxRetries: Math.round(num(settings.maxRetries, FALLBACK_SETTINGS.maxRetries)),
        loadTimeout: num(settings.loadTimeout, FALLBACK_SETTINGS.loadTimeout),
      },
      lastUpdated: typeof doc.lastUpdated === 'string' ? doc.lastUpdated : new Date(0).toISOString(),
      version:
        typeof doc.version === 'string' || typeof doc.version === 'number' ? String(doc.version) : '1.0',
    },
  };
}

const sameId = (a: ServerId | null | undefined, b: ServerId) =>
  a !== null && a !== undefined && String(a) === String(b);

/** Enabled servers, lowest priority number first (list order breaks ties). */
export function enabledServers(servers: readonly StreamingServer[]): StreamingServer[] {
  return servers
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.enabled)
    .sort((a, b) => a.s.priority - b.s.priority || a.i - b.i)
    .map(({ s }) => s);
}

/**
 * The user's saved default if present (and enabled), else the configuration's
 * default, else the first enabled server; null when no server is enabled.
 */
export function chooseServer(
  config: Pick<ServerConfig, 'servers' | 'settings'>,
  savedDefault: ServerId | null | undefined,
): StreamingServer | null {
  const enabled = enabledServers(config.servers);
  return (
    enabled.find((s) => sameId(savedDefault, s.id)) ??
    enabled.find((s) => sameId(config.settings.defaultServer, s.id)) ??
    enabled[0] ??
    null
  );
}

/** The iframe source for a title on a server. */
export function playerUrl(
  server: Pick<StreamingServer, 'movieUrl' | 'tvUrl'>,
  media: { type: 'movie'; id: number } | { type: 'tv'; id: number; season: number; episode: number },
): string {
  return media.type === 'movie'
    ? `${server.movieUrl}/${media.id}`
    : `${server.tvUrl}/${media.id}/${media.season}/${media.episode}`;
}
