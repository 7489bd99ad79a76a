import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { m } from '../shared/i18n/message';
import { TRPC_MAX_BATCH } from '../shared/trpc-limits';
import type { AppDeps } from './deps';
import { retryAfterOf } from './errors';
import { adminRest } from './features/admin/rest';
import { authRest } from './features/auth/rest';
import { imagesRouter } from './features/catalogue/images';
import { asCatalogueClient, bindCatalogueClient } from './features/catalogue/miss-budget';
import { catalogueRest } from './features/catalogue/rest';
import { diaryRest } from './features/diary/rest';
import { healthRest } from './features/health/rest';
import { uptimeSeconds } from './features/health/service';
import { historyDebugRest, historyRest } from './features/history/rest';
import { listsRest } from './features/lists/rest';
import { marksRest } from './features/marks/rest';
import { profilesRest } from './features/profiles/rest';
import { ratingsRest } from './features/ratings/rest';
import { reviewsRest } from './features/reviews/rest';
import { embedPages } from './features/server-config/embed';
import { calendarFeedRoute } from './features/upcoming/calendar';
import { calendarRest, followsRest, upcomingRest } from './features/upcoming/rest';
import { watchLaterRest } from './features/watch-later/rest';
import { bootData, indexWithBlock } from './http/boot-data';
import { assetsDirOf, localizeIndex, startupCataloguesOf } from './http/localized-index';
import { requestLogging } from './http/logging';
import { pwaFiles } from './http/pwa';
import {
  clientIp,
  fail,
  PRIVATE_CACHE_CONTROL,
  privateAnswers,
  rejectUnsafeText,
  restErrorHandler,
} from './http/rest';
import { routePreloads } from './http/route-preloads';
import { limitBodySize, rejectMalformedPaths, securityHeaders } from './http/security';
import { sharePage, withSharePage } from './http/share-page';
import { requestLanguage } from './i18n/request';
import { ROOT } from './paths';
import { createContextFor } from './trpc/init';
import { appRouter } from './trpc/root';

export { ROOT };
export const CLIENT_DIST = path.join(ROOT, 'dist/client');

export interface AppOptions {
  /** Vite dev middleware (npm run dev); absent in production and tests. */
  vite?: import('vite').ViteDevServer;
  /** The built client (default dist/client); tests point it at a stand-in. */
  clientDist?: string;
}

export function createApp(deps: AppDeps, opts: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.env.TRUST_PROXY ? 1 : false);
  app.set('etag', 'strong');

  app.use(requestLogging(deps));
  app.use(securityHeaders(deps, { dev: Boolean(opts.vite) }));
  app.use(limitBodySize());
  app.use(rejectMalformedPaths());
  app.use(compression());

  // Liveness for process managers; /api/health carries the product's health block.
  app.get('/health', (_req, res) => {
    // pid: which process answered when several share the port (WORKERS, src/server/cluster.ts).
    res.json({ status: 'ok', uptime: uptimeSeconds(deps), pid: process.pid });
  });

  // ---- REST facade (/api) ----
  const api = express.Router();
  api.use(express.json({ limit: '1mb', strict: true, type: () => true }));
  api.use(rejectUnsafeText());
  api.use(privateAnswers);
  api.use(healthRest(deps));
  api.use('/auth', authRest(deps));
  api.use('/profiles', profilesRest(deps));
  // Misses on the facade are counted against the asking client's budget.
  api.use('/tmdb', bindCatalogueClient, catalogueRest(deps));
  api.use('/watch-history', historyRest(deps));
  api.use(historyDebugRest(deps));
  api.use('/watch-later', watchLaterRest(deps));
  api.use('/marks', marksRest(deps));
  api.use('/diary', bindCatalogueClient, diaryRest(deps));
  api.use('/ratings', ratingsRest(deps));
  api.use('/reviews', reviewsRest(deps));
  api.use('/lists', listsRest(deps));
  api.use('/follows', followsRest(deps));
  api.use('/upcoming', bindCatalogueClient, upcomingRest(deps));
  api.use('/calendar', calendarRest(deps));
  api.use('/admin', adminRest(deps));
  api.use((req, res) => {
    fail(res, 404, m('messages.http.notFound', { method: req.method, path: `/api${req.path}` }));
  });
  api.use(restErrorHandler(deps));
  app.use('/api', onlyJsonBodies, withoutEtags(api), api);

  // Generated artwork of the demo catalogue (/img/{size}/{file}).
  app.use(imagesRouter);

  // ---- tRPC ----
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req }) => createContextFor(deps, req),
      maxBodySize: 1024 * 1024,
      maxBatchSize: TRPC_MAX_BATCH,
      responseMeta: ({ ctx, paths, errors }) => ({
        headers: {
          // A signed-in request's catalogue answers are kept to its profile's maturity level.
          ...(sharedDataOnly(paths) && !ctx?.token ? {} : PRIVATE_HEADERS),
          // Every answer is in the reader's language: catalogue data and messages alike.
          vary: 'Accept-Language',
          ...retryAfterHeader(errors),
        },
      }),
      onError: ({ error, path: p }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.logger.error({ err: error, path: p }, 'trpc error');
      },
    }),
  );

  // The calendar feed (/calendar/<token>.ics), outside /api: calendar apps fetch the file itself.
  app.use(calendarFeedRoute(deps));
  app.use(embedPages(deps));
  if (!opts.vite) app.use(pwaFiles(deps, CLIENT_DIST));
  // Paths the server owns never fall through to the client app: a miss there is a 404.
  app.use(['/img', '/embed', '/calendar'], notFound);
  serveClient(app, deps, opts);
  app.use(restErrorHandler(deps));
  return app;
}

/** Procedures whose answers are the same for everyone (the catalogue, platform facts). */
const SHARED_DATA = /^(catalogue|platform)\./;
const sharedDataOnly = (paths: readonly string[] | undefined) =>
  paths !== undefined && paths.length > 0 && paths.every((p) => SHARED_DATA.test(p));
const PRIVATE_HEADERS = { 'cache-control': PRIVATE_CACHE_CONTROL };

/** A refusal that says when to come back (a spent miss budget, a saturated upstream). */
function retryAfterHeader(errors: readonly TRPCError[]): { 'retry-after'?: string } {
  const waits = errors.map((e) => retryAfterOf(e.cause)).filter((s) => s !== undefined);
  return waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {};
}

function notFound(req: Request, res: Response) {
  fail(
    res,
    404,
    m('messages.http.notFound', { method: req.method, path: req.originalUrl.split('?')[0] ?? '' }),
  );
}

/**
 * The REST facade for everything but GET and HEAD, in a sub-app whose answers carry no ETag:
 * nobody revalidates the answer to a write, and hashing every body cost the hottest writes.
 * Reads leave it untouched and reach `api` in the main app, ETags included.
 */
function withoutEtags(api: express.Router): Express {
  const writes = express();
  writes.disable('x-powered-by');
  writes.set('etag', false);
  writes.use((req, _res, next) => next(req.method === 'GET' || req.method === 'HEAD' ? 'router' : undefined));
  writes.use(api);
  return writes;
}

/** A body on /api must be JSON; anything else is a 400 (not a silent empty body). */
function onlyJsonBodies(req: Request, res: Response, next: () => void) {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    fail(res, 400, m('messages.http.contentType'));
    return;
  }
  next();
}

function serveClient(app: Express, deps: AppDeps, opts: AppOptions) {
  if (opts.vite) {
    const vite = opts.vite;
    app.use(vite.middlewares);
    app.get('/{*splat}', async (req, res, next) => {
      try {
        const template = readFileSync(path.join(ROOT, 'src/client/index.html'), 'utf8');
        const html = await vite.transformIndexHtml(req.originalUrl, template);
        res.type('html').send(html);
      } catch (e) {
        next(e);
      }
    });
    return;
  }
  const dist = opts.clientDist ?? CLIENT_DIST;
  const indexFile = path.join(dist, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  // A missing chunk must be a 404, not index.html: the client's recovery depends on it.
  app.use(['/assets', '/icons', '/config'], notFound);
  // The start-up catalogues of each language in this build, and each page's chunks (read
  // once: the build is fixed).
  let preloads: Map<string, string[]> | null = null;
  let pagePreloads: ReturnType<typeof routePreloads> | null = null;
  app.get('/{*splat}', async (req, res, next) => {
    if (!existsSync(indexFile)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The page differs by the reader's language (lang, dir, preloads).
    res.setHeader('Vary', 'Accept-Language');
    try {
      preloads ??= startupCataloguesOf(assetsDirOf(dist));
      pagePreloads ??= routePreloads(path.join(dist, '.vite/manifest.json'));
      const reader = requestLanguage(req.headers['accept-language']);
      const { locale } = reader;
      // The page's first data in the reader's language (the client caches it as its tRPC calls').
      const query = req.originalUrl.indexOf('?');
      const page = {
        path: req.path,
        search: new URLSearchParams(query === -1 ? '' : req.originalUrl.slice(query + 1)),
      };
      // What the page's data costs the upstream is counted against the visitor's budget.
      const data = await asCatalogueClient(clientIp(req), () =>
        bootData(deps, page, locale, req.headers['accept-language']),
      );
      let html = await indexWithBlock(indexFile, data);
      // A shared list's page: its name and description for link previews (or a 404).
      const share = await sharePage(deps, req.path, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
      if (share) {
        html = withSharePage(html, share);
        res.status(share.status);
      }
      res
        .type('html')
        .send(localizeIndex(html, locale, preloads.get(locale) ?? [], pagePreloads(req.path, locale)));
    } catch (e) {
      next(e);
    }
  });
}
