import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BUILTIN_CONFIG,
  enabledServers,
  parseServerConfig,
  playerOrigins,
  type ServerConfig,
  type ServerConfigSource,
  type ServerConfigState,
  type ServerConfigView,
} from '@shared/servers';
import type { Logger } from 'pino';
import type { AppDeps } from '../../deps';
import { ROOT } from '../../paths';

export type { ServerConfigState } from '@shared/servers';

/** The operator's local file; Vite also copies it to dist, and the app serves it at /config/servers.json. */
export const LOCAL_CONFIG_FILE = path.join(ROOT, 'public/config/servers.json');
/** The configuration is re-read every five minutes. */
export const REFRESH_MS = 300_000;
const REMOTE_TIMEOUT_MS = 5_000;

export interface ServerConfigService {
  current(): ServerConfigState;
  /** Runs the fallback chain again (remote → local file → built-in); one run at a time. */
  refresh(): Promise<ServerConfigState>;
  /** CSP frame-src sources: 'self' plus the origins of the enabled servers' players. */
  frameSources(): string[];
}

export interface ServerConfigOptions {
  remoteUrl?: string;
  localFile?: string;
  logger?: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Failure = { ok: false; error: string };
type Attempt = { ok: true; config: ServerConfig } | Failure;

/** A server configuration is a few KB; anything near this is a mistake or an attack. */
const MAX_REMOTE_BYTES = 256 * 1024;
/** Same-origin redirects only (a moved file in the same repository), and only this many. */
const MAX_REDIRECTS = 2;

const remoteFailure = (reason: string): Failure => ({ ok: false, error: `Remote configuration ${reason}` });

/** The body as text, or null once it passes `maxBytes` (the rest is never read). */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GET the remote document without trusting the remote: redirects are followed by hand and
 * only within the configured origin (so the fetch cannot be bounced to internal hosts), the
 * body is read up to MAX_REMOTE_BYTES, and one deadline covers the redirects and the body.
 */
async function fetchRemoteText(
  url: string,
  doFetch: typeof fetch,
  timeoutMs: number,
): Promise<{ ok: true; text: string } | Failure> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  try {
    for (let redirects = 0; ; redirects++) {
      const res = await doFetch(target, {
        signal,
        redirect: 'manual',
        headers: { accept: 'application/json' },
      });
      if (res.status >= 300 && res.status < 400) {
        res.body?.cancel().catch(() => {});
        const location = res.headers.get('location');
        const next = location ? URL.parse(location, target) : null;
        if (!next) return remoteFailure(`answered HTTP ${res.status} without a usable Location`);
        if (next.origin !== target.origin) {
          return remoteFailure(
            `redirects to another site (${next.origin}); only same-origin redirects are followed`,
          );
        }
        if (redirects >= MAX_REDIRECTS) return remoteFailure(`redirects more than ${MAX_REDIRECTS} times`);
        target = next;
        continue;
      }
      if (!res.ok) {
        res.body?.cancel().catch(() => {});
        return remoteFailure(`answered HTTP ${res.status}`);
      }
      const tooLarge = remoteFailure(`is larger than ${MAX_REMOTE_BYTES} bytes`);
      if (Number(res.headers.get('content-length')) > MAX_REMOTE_BYTES) {
        res.body?.cancel().catch(() => {});
        return tooLarge;
      }
      const text = await readCapped(res.body, MAX_REMOTE_BYTES);
      return text === null ? tooLarge : { ok: true, text };
    }
  } catch (e) {
    const cause = (e as { cause?: { code?: unknown } })?.cause?.code;
    const reason = signal.aborted
      ? `timed out after ${timeoutMs} ms`
      : `${(e as Error)?.message ?? String(e)}${typeof cause === 'string' ? `: ${cause}` : ''}`;
    return remoteFailure(`could not be fetched (${reason})`);
  }
}

async function loadRemote(url: string, doFetch: typeof fetch, timeoutMs: number): Promise<Attempt> {
  const fetched = await fetchRemoteText(url, doFetch, timeoutMs);
  if (!fetched.ok) return fetched;
  let doc: unknown;
  try {
    doc = JSON.parse(fetched.text);
  } catch {
    return remoteFailure('is not valid JSON');
  }
  const parsed = parseServerConfig(doc);
  return parsed.ok ? parsed : remoteFailure(`is invalid: ${parsed.error}`);
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

/** 'self' for players on this site, plus the origins of the enabled servers' players. */
export function originsOf(config: ServerConfig): string[] {
  return ["'self'", ...playerOrigins(enabledServers(config.servers))];
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
    const set = (config: ServerConfig, source: ServerConfigSource, loadedAt = new Date().toISOString()) => {
      state = { config, source, lastError: errors.length ? errors.join('; ') : null, loadedAt };
      frames = originsOf(config);
      if (errors.length) opts.logger?.warn({ source, errors }, 'server configuration fallback used');
      return state;
    };
    const remoteUrl = opts.remoteUrl;
    const sources: { source: ServerConfigSource; load: () => Promise<Attempt> }[] = [
      ...(remoteUrl
        ? [{ source: 'remote' as const, load: () => loadRemote(remoteUrl, doFetch, timeoutMs) }]
        : []),
      { source: 'local', load: () => loadLocal(localFile) },
    ];
    for (const { source, load } of sources) {
      const attempt = await load();
      if (attempt.ok) return set(attempt.config, source);
      errors.push(attempt.error);
      // A broken edit or an outage must not swap the players in use: the last good
      // document from this source stays until a good one replaces it.
      if (state.source === source) return set(state.config, source, state.loadedAt);
    }
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

/**
 * The state as `serverConfig.get` shows it: the reason a fallback is in use can name
 * internal hosts and network errors, so only staff see it; everyone sees that there is one.
 */
export function serverConfigView(state: ServerConfigState, staff: boolean): ServerConfigView {
  return { ...state, lastError: staff ? state.lastError : null, configError: state.lastError !== null };
}

/** Builds the service, loads once, and refreshes every 5 minutes until shutdown. */
export async function startServerConfig(
  deps: Pick<AppDeps, 'env' | 'logger' | 'disposers'>,
): Promise<ServerConfigService> {
  const service = createServerConfigService({ remoteUrl: deps.env.SERVER_CONFIG_URL, logger: deps.logger });
  await service.refresh();
  const timer = setInterval(() => {
    service.refresh().catch((err) => deps.logger.error({ err }, 'server configuration refresh failed'));
  }, REFRESH_MS);
  timer.unref();
  deps.disposers.push(() => clearInterval(timer));
  return service;
}
