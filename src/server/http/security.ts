import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { m } from '../../shared/i18n/message';
import { isCspOrigin } from '../../shared/player-url';
import { MAX_FRAME_ORIGINS_CHARS } from '../../shared/servers';
import type { AppDeps } from '../deps';
import { fail } from './rest';

/** Trailers play in YouTube's privacy-enhanced embed; its player may hop to youtube.com. */
export const TRAILER_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** The origin of an absolute image base URL; a relative one (the demo's `/img`) is 'self'. */
export function imageOrigin(imageBaseUrl: string): string | null {
  if (!/^https?:\/\//i.test(imageBaseUrl)) return null;
  try {
    const origin = new URL(imageBaseUrl).origin;
    return isCspOrigin(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** Room for the frame sources in the header: what MAX_FRAME_ORIGINS_CHARS lets a configuration use, and 'self'. */
const FRAME_SOURCES_BUDGET = MAX_FRAME_ORIGINS_CHARS + 16;

/**
 * The frame-src sources taken from the server configuration, as one directive value. The
 * configuration is checked when it loads; this is the second line: only 'self' and plain
 * origins pass, the total stays within a budget, and nothing here can throw, because
 * helmet answers 500 to every request when a directive value holds `;` or `,`.
 */
export function frameSourcesValue(sources: () => readonly string[]): string {
  let value = "'self'";
  try {
    for (const source of new Set(sources())) {
      if (source === "'self'" || !isCspOrigin(source)) continue;
      if (value.length + 1 + source.length > FRAME_SOURCES_BUDGET) break;
      value += ` ${source}`;
    }
  } catch {
    // The configured players cannot be framed; the page itself still answers.
  }
  return value;
}

/**
 * The frame-src value for the current streaming configuration, worked out again only when
 * its frame sources change: the service hands out the same array until a reload, so a
 * request costs one identity check.
 */
export function frameSrcFor(deps: AppDeps): () => string {
  let seen: unknown;
  let value: string | undefined;
  return () => {
    let sources: readonly string[] | null;
    try {
      sources = deps.services.serverConfig.frameSources();
    } catch {
      sources = null;
    }
    if (value === undefined || sources !== seen) {
      seen = sources;
      value = frameSourcesValue(() => sources ?? []);
    }
    return value;
  };
}

type Directive = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * The page policy: exactly what the built client uses (checked against `dist/client`).
 *
 * - Scripts: the hashed bundles and /watchdog.js from this origin; Vite emits no inline
 *   script, so there is no 'unsafe-inline' and no inline event handler may run. (The home
 *   page's data block, http/boot-data.ts, is `type="application/json"`: never executed.)
 * - Styles: the Tailwind sheet, plus 'unsafe-inline' because radix-ui's dialogs lock page
 *   scroll through react-remove-scroll, which injects a `<style>` element whose contents
 *   vary with the scrollbar width (no hash can cover it; a nonce would need a per-request
 *   index.html, which the service worker's precache rules out). Style injection cannot run
 *   code, so this is the accepted trade-off.
 * - Images: this origin (demo artwork, icons), data: URIs, and the catalogue's image CDN
 *   when the catalogue uses one (TMDB_IMAGE_BASE_URL).
 * - Frames: the enabled streaming servers of the *current* server configuration (read per
 *   request: an admin refresh changes them without a restart, filtered by
 *   `frameSourcesValue`) and the trailer player.
 * - Everything the page fetches (tRPC, /api, /health) is same-origin.
 */
export function pageDirectives(deps: AppDeps): Record<string, Directive[]> {
  const images = imageOrigin(deps.services.catalogue.imageBaseUrl);
  const directives: Record<string, Directive[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(images ? [images] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': [frameSrcFor(deps), ...TRAILER_FRAME_SOURCES],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  // Only behind a TLS-terminating proxy: on plain http (a LAN install) it would break every load.
  if (deps.env.TRUST_PROXY) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers for every response: the CSP above, HSTS only behind TRUST_PROXY (a
 * plain-http install must not pin browsers to https), nosniff, a referrer policy that
 * sends only the origin to other sites, and helmet's other defaults (X-Frame-Options
 * SAMEORIGIN, COOP, CORP same-origin…). Pages that need another policy (the built-in
 * player at /embed, /sw.js) set their own Content-Security-Policy, which replaces this one.
 * `dev`: Vite's dev server injects inline scripts and a websocket, so no CSP there.
 */
export function securityHeaders(deps: AppDeps, opts: { dev?: boolean } = {}): RequestHandler {
  return helmet({
    contentSecurityPolicy: opts.dev ? false : { useDefaults: false, directives: pageDirectives(deps) },
    strictTransportSecurity: deps.env.TRUST_PROXY ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  }) as RequestHandler;
}

/** Nothing the app accepts comes near this: JSON bodies of REST and tRPC alike. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * 413 for any request that declares a body over the limit, before routing, logging in or
 * reading a byte of it. The JSON parsers enforce the same limit on bodies without a
 * Content-Length as they read them; this gate makes the answer the same everywhere,
 * including tRPC procedures that check the session before they read their input and
 * procedures that take no input at all (which would otherwise never look at the body).
 */
export function limitBodySize(maxBytes = MAX_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    if (!(Number(req.headers['content-length'] ?? 0) > maxBytes)) return next();
    res.setHeader('Connection', 'close');
    fail(res, 413, m('messages.http.bodyTooLarge'));
  };
}

/**
 * 400 for a path whose percent-encoding is not valid UTF-8 (`/trpc/%FF`, `%C0%AF`): some
 * handlers decode the path themselves (tRPC's adapter does, and threw a 500), so it is
 * refused once, for everyone, before routing.
 */
export function rejectMalformedPaths(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      fail(res, 400, m('messages.http.malformedUrl'));
      return;
    }
    next();
  };
}
