import { existsSync } from 'node:fs';
import path from 'node:path';
import { type RequestHandler, Router } from 'express';
import type { AppDeps } from '../context';

/**
 * The two files of the installable app that must never be cached by the browser's HTTP
 * cache: a cached /sw.js would delay every update by its max-age (browsers cap it at 24 h,
 * but an hour of serving a worker that points at deleted chunks is already an outage), and a
 * cached manifest would keep an old name or icon. Both are revalidated on every request;
 * their ETags make that a 304.
 */
export const NO_CACHE_FILES = ['sw.js', 'manifest.webmanifest'] as const;

/** Origins the service worker may fetch from itself: the app and the catalogue's image CDN. */
export function workerConnectSources(imageBaseUrl: string): string[] {
  const sources = ["'self'"];
  try {
    const origin = new URL(imageBaseUrl).origin;
    if (origin !== 'null') sources.push(origin);
  } catch {
    // A relative or bad image base means images are same-origin: 'self' covers them.
  }
  return sources;
}

/**
 * Serves /sw.js and /manifest.webmanifest from the built client with `no-cache`. The worker
 * also gets its own Content-Security-Policy: a worker's fetches obey the policy of its script
 * response, and the page's policy (default-src 'self') would stop it from caching posters
 * of the TMDB image CDN. Absent files (client not built) fall through to the 404/503 path.
 */
export function pwaFiles(deps: AppDeps, clientDist: string): RequestHandler {
  const r = Router();
  const workerCsp = [
    "default-src 'self'",
    `connect-src ${workerConnectSources(deps.env.TMDB_IMAGE_BASE_URL).join(' ')}`,
    "script-src 'self'",
    "object-src 'none'",
  ].join('; ');
  for (const name of NO_CACHE_FILES) {
    const file = path.join(clientDist, name);
    r.get(`/${name}`, (_req, res, next) => {
      if (!existsSync(file)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      if (name === 'sw.js') res.setHeader('Content-Security-Policy', workerCsp);
      res.sendFile(file, { cacheControl: false, dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(err);
      });
    });
  }
  return r;
}
