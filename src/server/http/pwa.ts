import { existsSync } from 'node:fs';
import path from 'node:path';
import { type RequestHandler, Router } from 'express';
import type { AppDeps } from '../deps';
import { imageOrigin } from './security';

/**
 * The two files of the installable app that must never be cached by the browser's HTTP
 * cache: a cached /sw.js would delay every update by its max-age (browsers cap it at 24 h,
 * but an hour of serving a worker that points at deleted chunks is already an outage), and a
 * cached manifest would keep an old name or icon. Both are revalidated on every request;
 * their ETags make that a 304.
 */
export const NO_CACHE_FILES = ['sw.js', 'manifest.webmanifest'] as const;

/**
 * Serves /sw.js and /manifest.webmanifest from the built client with `no-cache`. The worker
 * also gets its own Content-Security-Policy, replacing the page policy of security.ts: a
 * worker's own fetches obey the policy of its script response, and the page's connect-src
 * 'self' would stop it from fetching (and caching) posters of the TMDB image CDN. Absent
 * files (client not built) fall through to the 404/503 path.
 */
export function pwaFiles(deps: AppDeps, clientDist: string): RequestHandler {
  const r = Router();
  // The catalogue's image CDN (TMDB's), if its images are not served by this origin.
  const workerCsp = () => {
    const images = imageOrigin(deps.services.catalogue.imageBaseUrl);
    return [
      "default-src 'self'",
      `connect-src 'self'${images ? ` ${images}` : ''}`,
      "object-src 'none'",
    ].join('; ');
  };
  for (const name of NO_CACHE_FILES) {
    const file = path.join(clientDist, name);
    r.get(`/${name}`, (_req, res, next) => {
      if (!existsSync(file)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      if (name === 'sw.js') res.setHeader('Content-Security-Policy', workerCsp());
      res.sendFile(file, { cacheControl: false, dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(err);
      });
    });
  }
  return r;
}
