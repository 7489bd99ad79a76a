import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import {
  BUILTIN_CONFIG,
  enabledServers,
  parseServerConfig,
  type ServerConfig,
  type ServerConfigSource,
  type ServerConfigState,
} from '../../../shared/servers';
import type { AppDeps } from '../../context';
import { ROOT } from '../../root';

export type { ServerConfigState } from '../../../shared/servers';

/** The operator's local file; Vite also copies it to dist, and the app serves it at /config/servers.json. */
export const LOCAL_CONFIG_FILE = path.join(ROOT, 'public/config/servers.json');
/** Spec 9: refreshed every 300000 ms. */
export const REFRESH_MS = 300_000;
const REMOTE_TIMEOUT_MS = 5_000;

export interface ServerConfigService {
  current(): ServerConfigState;
  /** Runs the fallback chain again (remote → local file → built-in); one run at a time. */
  refresh(): Promise<ServerConfigState>;
  /** CSP frame-src sources: 'self' plus the origins of the enabled servers' players. */
  frameSources(): string[];
}

declare module '../../context' {
  interface AppServices {
    serverConfig: ServerConfigService;
  }
}

export interface ServerConfigOptions {
  remoteUrl?: string;
  localFile?: string;
  logger?: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Attempt = { ok: true; config: ServerConfig } | { ok: false; error: string };

async function loadRemote(url: string, doFetch: typeof fetch, timeoutMs: number): Promise<Attempt> {
  let res: Response;
  try {
    res = await doFetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (e) {
    const reason =
      (e as Error)?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e as Error).message;
    return { ok: false, error: `Remote configuration could not be fetched (${reason})` };
  }
  if (!res.ok) return { ok: false, error: `Remote configuration answered HTTP ${res.status}` };
  let doc: unknown;
  try {
    doc = JSON.parse(await res.text());
  } catch {
    return { ok: false, error: 'Remote configuration is not valid JSON' };
  }
  const parsed = parseServerConfig(doc);
  return parsed.ok ? parsed : { ok: false, error: `Remote configuration is invalid: ${parsed.error}` };
}

async function loadLocal(file: string): Promise<Attempt> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      ok: false,
      error: missing ? 'Local configuration file is missing' : 'Local configuration file is unreadable',
    };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Local configuration is not valid JSON' };
  }
  const parsed = parseServerConfig(doc);
  return parsed.ok ? parsed : { ok: false, error: `Local configuration is invalid: ${parsed.error}` };
}

/** 'self' for players on this site, else the player's origin. */
export function originsOf(config: ServerConfig): string[] {
  const out = new Set<string>(["'self'"]);
  for (const s of enabledServers(config.servers)) {
    for (const u of [s.movieUrl, s.tvUrl]) {
      if (u.startsWith('/')) continue;
      try {
        out.add(new URL(u).origin);
      } catch {
        // parseServerConfig already refused such URLs.
      }
    }
  }
  return [...out];
}

export function createServerConfigService(opts: ServerConfigOptions = {}): ServerConfigService {
  const localFile = opts.localFile ?? LOCAL_CONFIG_FILE;
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? REMOTE_TIMEOUT_MS;
  let state: ServerConfigState = {
    config: BUILTIN_CONFIG,
    source: 'builtin',
    lastError: null,
    loadedAt: new Date().toISOString(),
  };
  let frames = originsOf(state.config);
  let inflight: Promise<ServerConfigState> | null = null;

  async function load(): Promise<ServerConfigState> {
    const errors: string[] = [];
    const set = (config: ServerConfig, source: ServerConfigSource) => {
      state = {
        config,
        source,
        lastError: errors.length ? errors.join('; ') : null,
        loadedAt: new Date().toISOString(),
      };
      frames = originsOf(config);
      if (errors.length) opts.logger?.warn({ source, errors }, 'server configuration fallback used');
      return state;
    };
    if (opts.remoteUrl) {
      const remote = await loadRemote(opts.remoteUrl, doFetch, timeoutMs);
      if (remote.ok) return set(remote.config, 'remote');
      errors.push(remote.error);
    }
    const local = await loadLocal(localFile);
    if (local.ok) return set(local.config, 'local');
    errors.push(local.error);
    return set(BUILTIN_CONFIG, 'builtin');
  }

  return {
    current: () => state,
    refresh: () => {
      inflight ??= load().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    frameSources: () => frames,
  };
}

/** Builds the service, loads once, and refreshes every 5 minutes until shutdown. */
export async function startServerConfig(deps: AppDeps): Promise<ServerConfigService> {
  const service = createServerConfigService({ remoteUrl: deps.env.SERVER_CONFIG_URL, logger: deps.logger });
  await service.refresh();
  const timer = setInterval(() => {
    service.refresh().catch((err) => deps.logger.error({ err }, 'server configuration refresh failed'));
  }, REFRESH_MS);
  timer.unref();
  deps.disposers.push(() => clearInterval(timer));
  return service;
}
