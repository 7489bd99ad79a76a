import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatRuntimeIn } from '@shared/format';
import { isLocale, type Locale, SOURCE_LOCALE } from '@shared/i18n/locales';
import { m } from '@shared/i18n/message';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { isAppError } from '../../errors';
import { fail } from '../../http/rest';
import { imageOrigin } from '../../http/security';
import { playerText } from '../../i18n/player';
import { ROOT } from '../../paths';
import { catalogueLanguage } from '../catalogue/language';
import { EMBED_SCRIPT_PATH, EMBED_STYLE_HASH, missingPage, playerPage, type Screening } from './embed-page';
import { LOCAL_CONFIG_FILE } from './service';

/**
 * The built-in servers' player pages, /embed/movie/{id} and /embed/tv/{id}/{season}/{episode}
 * (and the same under /embed/backup/… for a backup server that says so): a preview player
 * that screens the title for its real runtime and posts the usual PLAYER_EVENT messages,
 * so progress, resume and next-episode work without any third-party player.
 */
const SCRIPT_FILE = path.join(ROOT, 'src/server/features/server-config/embed-player.js');

/** Stand-in lengths when the catalogue has no runtime; the page says they are stand-ins. */
const DEFAULT_MINUTES = { movie: 90, episode: 45 } as const;

function policy(imageBaseUrl: string): string {
  const images = imageOrigin(imageBaseUrl);
  return [
    "default-src 'none'",
    `style-src ${EMBED_STYLE_HASH}`,
    "script-src 'self'",
    `img-src 'self'${images ? ` ${images}` : ''}`,
    "base-uri 'none'",
    "form-action 'none'",
    // Framed by the watch page of this site or of another that lists this one as a server.
    'frame-ancestors *',
  ].join('; ');
}

const ZTitleIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const ZEpisodeParamsSchema = z.object({
  id: ZTitleIdSchema,
  season: z.coerce.number().int().min(0).max(1000),
  episode: ZTitleIdSchema,
});

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const year = (d: unknown) => (typeof d === 'string' && /^\d{4}/.test(d) ? d.slice(0, 4) : null);
const minutes = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 6000 ? v : null);
const IMAGE_PATH = /^\/[A-Za-z0-9._-]+$/;

/**
 * The player page's language: the watch page names it (`?lang=`) for players on this site;
 * English otherwise, whatever the browser's languages, so the page matches the app around it.
 */
const pageLocale = (req: Request): Locale => (isLocale(req.query.lang) ? req.query.lang : SOURCE_LOCALE);

/** How long to screen, and what to call that length: a real runtime, the show's usual one, or a stand-in. */
export function screeningLength(
  kind: 'movie' | 'episode',
  runtime: number | null,
  usual: number | null = null,
  locale: Locale = SOURCE_LOCALE,
): { duration: number; lengthLabel: string } {
  const t = playerText(locale);
  const runtimeText = (m: number) => formatRuntimeIn(locale, m) ?? '';
  if (runtime)
    return {
      duration: Math.round(runtime * 60),
      lengthLabel: t('watch.player.runtime', { runtime: runtimeText(runtime) }),
    };
  if (usual) {
    return {
      duration: Math.round(usual * 60),
      lengthLabel: t('watch.player.runtimeUsual', { runtime: runtimeText(usual) }),
    };
  }
  const stand = DEFAULT_MINUTES[kind];
  return {
    duration: stand * 60,
    lengthLabel: t('watch.player.runtimeStandIn', { runtime: runtimeText(stand) }),
  };
}

type Lookup = () => Promise<Omit<Screening, 'playerName' | 'locale'>>;

export function embedPages(deps: AppDeps): Router {
  const r = Router();
  const catalogue = () => deps.services.catalogue;
  const image = (size: string, p: unknown) => {
    const file = str(p);
    return file && IMAGE_PATH.test(file) ? `${catalogue().imageBaseUrl}/${size}${file}` : null;
  };

  const send = (res: Response, status: number, html: string) => {
    // Meant to be framed by the watch page (on this or another configured origin).
    res.removeHeader('X-Frame-Options');
    res.setHeader('Content-Security-Policy', policy(catalogue().imageBaseUrl));
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.status(status).type('html').send(html);
  };

  async function render(req: Request, res: Response, locale: Locale, lookup: Lookup) {
    const playerName = playerText(locale)(
      req.path.startsWith('/embed/backup/') ? 'watch.player.nameBackup' : 'watch.player.name',
    );
    try {
      send(res, 200, playerPage({ ...(await lookup()), playerName, locale }));
    } catch (e) {
      if (isAppError(e) && e.code === 'NOT_FOUND') {
        send(res, 404, missingPage('watch.player.notInCatalogue', locale));
        return;
      }
      deps.logger.warn({ err: e }, 'embed page title lookup failed');
      // The catalogue is unreachable: still a player, with the stand-in length.
      const length = screeningLength(req.path.includes('/tv/') ? 'episode' : 'movie', null, null, locale);
      const title = playerText(locale)('watch.player.nowShowing');
      send(res, 200, playerPage({ title, subtitle: null, artwork: null, playerName, locale, ...length }));
    }
  }

  r.get(['/embed/movie/:id', '/embed/backup/movie/:id'], async (req: Request, res: Response) => {
    const locale = pageLocale(req);
    const id = ZTitleIdSchema.safeParse(req.params.id);
    if (!id.success) return send(res, 404, missingPage('watch.player.badLink', locale));
    await render(req, res, locale, async () => {
      const m = (await catalogue().get(`movie/${id.data}`, {}, catalogueLanguage({ locale }))) as Record<
        string,
        unknown
      >;
      return {
        title: str(m.title) ?? playerText(locale)('watch.player.untitled'),
        subtitle: year(m.release_date),
        artwork: image('w1280', m.backdrop_path) ?? image('w780', m.poster_path),
        ...screeningLength('movie', minutes(m.runtime), null, locale),
      };
    });
  });

  r.get(
    ['/embed/tv/:id/:season/:episode', '/embed/backup/tv/:id/:season/:episode'],
    async (req: Request, res: Response) => {
      const locale = pageLocale(req);
      const t = playerText(locale);
      const p = ZEpisodeParamsSchema.safeParse(req.params);
      if (!p.success) return send(res, 404, missingPage('watch.player.badLink', locale));
      const { id, season, episode } = p.data;
      await render(req, res, locale, async () => {
        const lang = catalogueLanguage({ locale });
        const show = (await catalogue().get(`tv/${id}`, {}, lang)) as Record<string, unknown>;
        let ep: Record<string, unknown> | undefined;
        try {
          const s = (await catalogue().get(`tv/${id}/season/${season}`, {}, lang)) as {
            episodes?: Record<string, unknown>[];
          };
          ep = s.episodes?.find((e) => e.episode_number === episode);
        } catch {
          // The episode's own facts are a nicety; the show's are enough to screen it.
        }
        let name = str(ep?.name);
        // Untitled episodes are often named "Episode N": not worth repeating.
        if (name && /^episode \d+$/i.test(name)) name = null;
        const usual = Array.isArray(show.episode_run_time) ? minutes(show.episode_run_time[0]) : null;
        return {
          title: str(show.name) ?? t('watch.player.untitled'),
          subtitle: `${t('watch.player.episode', { season, episode })}${name ? ` — ${name}` : ''}`,
          artwork: image('original', ep?.still_path) ?? image('w1280', show.backdrop_path),
          ...screeningLength('episode', minutes(ep?.runtime), usual, locale),
        };
      });
    },
  );

  let script: Promise<string> | null = null;
  r.get(EMBED_SCRIPT_PATH, async (_req, res, next) => {
    try {
      script ??= readFile(SCRIPT_FILE, 'utf8');
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type('text/javascript').send(await script);
    } catch (e) {
      script = null;
      next(e);
    }
  });

  // Served from public/ in every mode (Vite copies it into dist only for builds).
  r.get('/config/servers.json', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(LOCAL_CONFIG_FILE, (err) => {
      if (err && !res.headersSent) {
        fail(res, 404, m('messages.servers.noLocalConfig'));
      } else if (err) next(err);
    });
  });

  return r;
}
