import type { IncomingMessage, ServerResponse } from 'node:http';
import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import type { AppDeps } from '../../context';
import { isAppError } from '../../errors';
import { ok, requireAuth } from '../../http/rest';
import type { CachedEntry } from './cache';
import { type RawQuery, type ResolvedRequest, resolveRequest } from './paths';
import type { CatalogueService } from './service';

/**
 * The catalogue proxy facade, `/api/tmdb/...` (spec 7): TMDB's own paths and query names,
 * answering TMDB's payloads byte for byte from the cache, so an existing TMDB client
 * library pointed here works. Only allowlisted requests pass (paths.ts).
 */
export const CATALOGUE_PREFIX = '/api/tmdb/';
/** Browsers may reuse an answer a little past its freshness while they revalidate. */
const SWR_SECONDS = 60;

export function catalogueRest(deps: AppDeps): Router {
  const r = Router();
  const svc = () => deps.services.catalogue;

  r.get('/cache/stats', (_req, res) => {
    const { totalKeys, hits, misses, hitRate, memoryUsage } = svc().stats();
    res.setHeader('Cache-Control', 'no-store');
    ok(res, { totalKeys, hits, misses, hitRate, memoryUsage });
  });

  r.post('/cache/clear', requireAuth(deps, ['admin', 'owner']), async (_req, res) => {
    await svc().clear();
    ok(res, null, 'Cache cleared successfully');
  });

  r.get('/{*splat}', async (req, res) => {
    const resolved = resolveUrl(req.originalUrl, CATALOGUE_PREFIX);
    sendEntry(req, res, svc(), await svc().entry(resolved));
  });

  r.use(tmdbErrors);
  return r;
}

/**
 * Answers cached hits before the rest of the middleware stack (logging, helmet,
 * compression) runs: a hit is a lookup and a write of stored bytes, and those layers cost
 * more than that (see the catalogue benchmark). Misses, errors and anything unusual fall
 * through to the full stack and the router above.
 */
export function catalogueFastPath(deps: AppDeps): RequestHandler {
  return (req, res, next) => {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(CATALOGUE_PREFIX)) return next();
    if (url.startsWith(`${CATALOGUE_PREFIX}cache/`)) return next();
    let resolved: ResolvedRequest;
    try {
      resolved = resolveUrl(url, CATALOGUE_PREFIX);
    } catch {
      return next();
    }
    const svc = deps.services.catalogue;
    const entry = svc.peek(resolved);
    if (!entry) return next();
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    sendEntry(req, res, svc, entry);
  };
}

/** Path and query of a facade URL, validated by the allowlist (throws AppError). */
export function resolveUrl(url: string, prefix: string): ResolvedRequest {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).slice(prefix.length);
  return resolveRequest(path, q === -1 ? {} : parseQuery(url.slice(q + 1)));
}

/** A repeated name becomes an array, which the allowlist refuses with a clear message. */
function parseQuery(qs: string): RawQuery {
  const out: RawQuery = {};
  for (const [k, v] of new URLSearchParams(qs)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

function sendEntry(req: IncomingMessage, res: ServerResponse, svc: CatalogueService, entry: CachedEntry) {
  res.setHeader('ETag', entry.etag);
  res.setHeader(
    'Cache-Control',
    `public, max-age=${svc.maxAgeSeconds(entry)}, stale-while-revalidate=${SWR_SECONDS}`,
  );
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', entry.body.length);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Errors in our envelope plus TMDB's `status_message`, so TMDB client libraries report the
 * reason. Anything that is not an AppError goes on to the app's error handler.
 */
function tmdbErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  if (!isAppError(err) || res.headersSent) return next(err);
  res.setHeader('Cache-Control', 'no-store');
  res.status(err.status).json({ success: false, message: err.message, status_message: err.message });
}
