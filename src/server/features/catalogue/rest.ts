import type { IncomingMessage, ServerResponse } from 'node:http';
import { SOURCE_LOCALE } from '@shared/i18n/locales';
import { m } from '@shared/i18n/message';
import { STAFF_ROLES } from '@shared/user';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../deps';
import { AppError, type AppErrorCode, isAppError, retryAfterOf } from '../../errors';
import { securityHeaderList } from '../../http/headers';
import { REQUEST_ID_HEADER, requestIdFor } from '../../http/logging';
import { ok, requireAuth } from '../../http/rest';
import { localeOf, say } from '../../i18n/messages';
import { requestLanguage } from '../../i18n/request';
import { type CachedEntry, gzipEtag } from './cache';
import { TMDB_LANGUAGE } from './language';
import type { RawQuery, ResolvedRequest } from './paths';
import type { CatalogueService } from './service';
import { TMDB_NOT_FOUND_CODE } from './types';

/**
 * The catalogue proxy facade, `/api/tmdb/...`: TMDB's own paths and query names,
 * answering TMDB's payloads byte for byte from the cache, so an existing TMDB client
 * library pointed here works. Only allowlisted requests pass (paths.ts).
 */
export const CATALOGUE_PREFIX = '/api/tmdb/';
/** Browsers may reuse an answer a little past its freshness while they revalidate. */
const SWR_SECONDS = 60;

export function catalogueRest(deps: AppDeps): Router {
  const r = Router();
  const svc = () => deps.services.catalogue;

  // Operational figures are for staff, like every other cache tool (the roles table).
  r.get('/cache/stats', requireAuth(deps, STAFF_ROLES), (_req, res) => {
    const { totalKeys, hits, misses, hitRate, memoryUsage } = svc().stats();
    res.setHeader('Cache-Control', 'no-store');
    ok(res, { totalKeys, hits, misses, hitRate, memoryUsage });
  });

  r.post('/cache/clear', requireAuth(deps, STAFF_ROLES), async (_req, res) => {
    await svc().clear();
    ok(res, null, m('messages.admin.cacheCleared'));
  });

  r.get('/{*splat}', async (req, res) => {
    const service = svc();
    const language = service.localized ? headerLanguage(req.headers['accept-language']) : undefined;
    const resolved = resolveUrl(service, req.originalUrl, CATALOGUE_PREFIX, language);
    sendEntry(req, res, service, await service.entry(resolved));
  });

  // Writes (ratings, lists, sessions) are never proxied; the answer carries TMDB's fields too.
  r.all('/{*splat}', (req) => {
    throw new AppError(
      'NOT_FOUND',
      m('messages.http.notFound', { method: req.method, path: `/api/tmdb${req.path.slice(0, 80)}` }),
    );
  });

  r.use(tmdbErrors);
  return r;
}

/** Answers a request and returns true, or returns false to let the app answer it. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * URLs whose allowlisted request is remembered, so repeated hits skip parsing and validation:
 * bounded in bytes, not in count, since a URL can be 16 KB of parameters the allowlist then
 * drops (10,000 of those held 170 MB). A URL longer than any the app or a TMDB client sends
 * is not remembered at all: it is resolved again each time and evicts nothing.
 */
const RESOLVED_URLS_BYTES = 4 * 1024 * 1024;
const MEMO_URL_MAX = 1_024;
/** What one remembered URL costs besides its two strings: the request object, LRU slots. */
const MEMO_OVERHEAD = 256;

/**
 * Answers cached hits before the Express app sees the request (decision 002): a hit is a
 * map lookup and a write of stored bytes, while Express's request setup, logging, helmet and
 * compression cost several times that. The HTTP server calls it first
 * (http/server.ts `createHttpServer`); misses, errors and anything unusual return false and
 * go to the app, which logs them. A hit carries the same security headers and a request id
 * made the same way as every other answer; it is counted in the cache stats instead of the
 * access log.
 */
export function catalogueFastPath(deps: AppDeps, opts: { dev?: boolean } = {}): FastPath {
  const resolvedUrls = new LRUCache<string, ResolvedRequest>({
    maxSize: RESOLVED_URLS_BYTES,
    sizeCalculation: (resolved, url) => url.length + resolved.key.length + MEMO_OVERHEAD,
  });
  const security = securityHeaderList(deps, opts);
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(CATALOGUE_PREFIX)) return false;
    const svc = deps.services.catalogue;
    // The reader's language is part of the request; English and no header add nothing.
    const language = svc.localized ? headerLanguage(req.headers['accept-language']) : undefined;
    const memoKey = language === undefined ? url : `${language} ${url}`;
    let resolved = resolvedUrls.get(memoKey);
    const known = resolved !== undefined;
    if (!resolved) {
      if (url.startsWith(`${CATALOGUE_PREFIX}cache/`)) return false;
      try {
        resolved = resolveUrl(svc, url, CATALOGUE_PREFIX, language);
      } catch {
        return false; // the app answers the 400/404 with its message
      }
    }
    const entry = svc.peek(resolved);
    if (!entry) return false;
    // Remembered only once it is a hit: a stream of distinct misses must not churn the memo.
    if (!known && url.length <= MEMO_URL_MAX) resolvedUrls.set(memoKey, resolved);
    sendEntry(req, res, svc, entry, security(), requestIdFor(req.headers['x-request-id']));
    return true;
  };
}

/**
 * Path and query of a facade URL, validated by the allowlist for the service's source
 * (throws AppError); `language` is the TMDB language of a request whose query names none.
 */
export function resolveUrl(
  svc: Pick<CatalogueService, 'resolve'>,
  url: string,
  prefix: string,
  language?: string,
): ResolvedRequest {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).slice(prefix.length);
  return svc.resolve(path, q === -1 ? {} : parseQuery(url.slice(q + 1)), language);
}

/** Accept-Language headers already read: a hit does not parse its header again. */
const headerLanguages = new LRUCache<string, string>({ max: 512 });
const MEMO_HEADER_MAX = 200;

/**
 * The TMDB language a facade request gets from its Accept-Language when its query names
 * none: the reader's, as on the tRPC screens. Undefined for English and for no
 * header: TMDB's default is English, so English clients and TMDB client libraries (which
 * send `language` themselves, or nothing) keep the entries they always shared.
 */
export function headerLanguage(header: string | string[] | undefined): string | undefined {
  if (header === undefined || header === '' || header === '*') return undefined;
  const memo = typeof header === 'string' && header.length <= MEMO_HEADER_MAX;
  let tag = memo ? headerLanguages.get(header) : undefined;
  if (tag === undefined) {
    const { locale } = requestLanguage(header);
    tag = locale === SOURCE_LOCALE ? '' : TMDB_LANGUAGE[locale];
    if (memo) headerLanguages.set(header, tag);
  }
  return tag === '' ? undefined : tag;
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

/**
 * `extra` and `requestId`: what the middleware would have set, for an answer written outside
 * Express; spread once, straight into the header list.
 */
function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  svc: CatalogueService,
  entry: CachedEntry,
  extra: readonly string[] = [],
  requestId?: string,
) {
  const id = requestId === undefined ? [] : [REQUEST_ID_HEADER, requestId];
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  const etag = gzip ? gzipEtag(entry.etag) : entry.etag;
  const cacheControl = `public, max-age=${svc.maxAgeSeconds(entry)}, stale-while-revalidate=${SWR_SECONDS}`;
  // One flat header list, spread once: node writes it without per-header bookkeeping.
  // A localized source answers in the Accept-Language's language when the query names none.
  const vary = svc.localized ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding';
  const headers = ['ETag', etag, 'Cache-Control', cacheControl, 'Vary', vary, ...extra, ...id];
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  // The stored gzip bytes as they are, or the JSON for a client that does not take gzip.
  const body = gzip ? entry.gzip : svc.json(entry);
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length));
  if (gzip) headers.push('Content-Encoding', 'gzip');
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Whether an Accept-Encoding header admits gzip (listed, or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return allowed;
    if (coding === '*') star = allowed;
  }
  return star;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Errors in our envelope plus TMDB's own fields, so TMDB client libraries, which read only
 * `status_code` and `status_message`, report the reason: an unknown title is TMDB's 404
 * (status_code 34, its wording); a refused path or parameter keeps our message in both.
 * Anything that is not an AppError goes on to the app's error handler.
 */
function tmdbErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  if (!isAppError(err) || res.headersSent) return next(err);
  res.setHeader('Cache-Control', 'no-store');
  const retryAfter = retryAfterOf(err);
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  const message = say(err.said, localeOf(res.req));
  const body: Record<string, unknown> = { success: false, message };
  const code = TMDB_STATUS_CODES[err.code];
  if (code !== undefined) body.status_code = code;
  body.status_message = message;
  res.vary('Accept-Language');
  res.status(err.status).json(body);
}

/** TMDB's status codes for the failures it shares with us (its "Errors" reference). */
const TMDB_STATUS_CODES: Partial<Record<AppErrorCode, number>> = {
  NOT_FOUND: TMDB_NOT_FOUND_CODE,
  // "Invalid parameters: Your request parameters are incorrect."
  VALIDATION: 5,
  // "Your request count is over the allowed limit" (a client past its miss budget).
  RATE_LIMITED: 25,
  // "Internal error: Something went wrong, contact TMDB." / "Backend servers offline" / timeout.
  UPSTREAM: 11,
  TIMEOUT: 24,
};
