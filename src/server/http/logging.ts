import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from '../context';

/**
 * The access log: one JSON line per request with its id, method, path, status and time.
 *
 * What is never written: the query string (it carries search terms and, for TMDB client
 * libraries pointed at /api/tmdb, an `api_key`), headers (Authorization holds the session
 * token), bodies (passwords). Paths are cut to a bounded length so a hostile 16 KB URL
 * cannot bloat the log.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
const MAX_PATH_LOGGED = 512;

/** A caller's id is kept only if it is short and plain (a proxy's UUID), never echoed raw. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The path of a request URL without its query string, bounded. */
export function loggedPath(url: string | undefined): string {
  const raw = url ?? '';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  return path.length > MAX_PATH_LOGGED ? `${path.slice(0, MAX_PATH_LOGGED)}…` : path;
}

const UNLOGGED_PREFIXES = ['/assets/', '/img/'];

export function requestLogging(deps: AppDeps): RequestHandler {
  const logger = pinoHttp<IncomingMessage, ServerResponse>({
    logger: deps.logger,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: {
      // Hashed static files and generated artwork: many per page, never interesting.
      ignore: (req) => UNLOGGED_PREFIXES.some((p) => (req.url ?? '').startsWith(p)),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    // The raw request, not the default serialised one (which carries headers and the query).
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        path: loggedPath(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
  return logger as unknown as RequestHandler;
}
