import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../deps';

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

/**
 * One line per request, written when the response finishes (or the client goes away).
 *
 * Hand-written rather than pino-http: that builds two child loggers per request and runs
 * the secret redaction over each line, which together cost about a tenth of the CPU of an
 * authenticated write. Every field here is built from known-safe parts (a checked or
 * generated id, the method, the bounded path without its query, the status), so this
 * logger's lines skip the redaction; everything else still goes through it.
 */
export function requestLogging(deps: AppDeps): RequestHandler {
  const access = deps.logger.child({}, { redact: { paths: [] } });
  return (req, res, next) => {
    const id = requestIdFor(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, id);
    const url = req.url ?? '';
    // Hashed static files and generated artwork: many per page, never interesting.
    if (UNLOGGED_PREFIXES.some((p) => url.startsWith(p))) return next();
    const started = performance.now();
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const status = res.statusCode;
      access[status >= 500 ? 'error' : 'info'](
        {
          req: { id, method: req.method, path: loggedPath(req.originalUrl || url) },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request completed',
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
