import { createHash } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { isAppError } from '../../errors';
import { LOCAL_CONFIG_FILE } from './service';

/**
 * The built-in servers' player page. Marquee hosts no video, so this page names the title
 * and tells the visitor (and the operator) that no streaming server is configured and how
 * to configure one. Self-contained: no script, one hashed inline style sheet.
 */
const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{display:flex;align-items:center;justify-content:center;padding:24px;background:radial-gradient(circle at 30% 20%,#3f0d1c 0,#09090b 60%);color:#f4f4f5;font:15px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:640px;width:100%;text-align:center}
.eyebrow{margin:0 0 6px;color:#fb7185;font-size:12px;font-weight:600;letter-spacing:.12em;text-transform:uppercase}
h1{margin:0;font-size:clamp(20px,4vw,32px);line-height:1.2}
.sub{margin:6px 0 0;color:#a1a1aa}
.card{margin-top:20px;padding:16px 20px;border:1px solid #3f3f46;border-radius:12px;background:rgba(24,24,27,.85);text-align:left}
.card h2{margin:0 0 6px;font-size:16px}
.card p{margin:0 0 8px;color:#d4d4d8}.card p:last-child{margin:0}
code{padding:1px 5px;border-radius:4px;background:#27272a;color:#fda4af;font-size:13px}
@media (max-width:480px){body{padding:12px;font-size:13px}.card{padding:12px 14px}}
@media (max-height:420px){body{padding:10px;font-size:12px}.eyebrow,.long{display:none}h1{font-size:18px}.sub{margin-top:2px}.card{margin-top:10px;padding:8px 12px}.card h2{font-size:13px;margin-bottom:2px}code{font-size:11px}}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors *`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function playerPage(
  title: string,
  subtitle: string | null,
  status = 'No streaming server is configured',
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Marquee Player</title><style>${STYLE}</style></head>
<body><main>
<p class="eyebrow">Marquee Player</p>
<h1>${escapeHtml(title)}</h1>
${subtitle ? `<p class="sub">${escapeHtml(subtitle)}</p>` : ''}
<section class="card" aria-labelledby="status">
<h2 id="status">${escapeHtml(status)}</h2>
<p class="long">Marquee hosts no video: it plays titles through third-party streaming servers chosen by whoever runs this site. None has been set up here yet, so this built-in placeholder is shown instead.</p>
<p>Operators: list servers in <code>public/config/servers.json</code> or at <code>SERVER_CONFIG_URL</code>; the README's “Streaming servers” section (<code>docs/streaming-servers.md</code>) describes the format.</p>
</section>
</main></body></html>`;
}

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZEpisodeParams = z.object({ id: ZId, season: z.coerce.number().int().min(0).max(1000), episode: ZId });

function send(res: Response, status: number, html: string) {
  // Meant to be framed by the watch page (on this or another configured origin).
  res.removeHeader('X-Frame-Options');
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.status(status).type('html').send(html);
}

type Lookup = () => Promise<{ title: string; subtitle: string | null }>;

async function render(deps: AppDeps, res: Response, lookup: Lookup) {
  try {
    const { title, subtitle } = await lookup();
    send(res, 200, playerPage(title, subtitle));
  } catch (e) {
    if (isAppError(e) && e.code === 'NOT_FOUND') {
      send(res, 404, playerPage('Title not found', null, 'This title is not in the catalogue'));
      return;
    }
    deps.logger.warn({ err: e }, 'embed page title lookup failed');
    send(res, 200, playerPage('Marquee Player', null));
  }
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const year = (d: unknown) => (typeof d === 'string' && /^\d{4}/.test(d) ? d.slice(0, 4) : null);

/** /embed/movie/{id}, /embed/tv/{id}/{season}/{episode} and the static /config/servers.json. */
export function embedPages(deps: AppDeps): Router {
  const r = Router();
  const catalogue = () => deps.services.catalogue;

  r.get('/embed/movie/:id', async (req: Request, res: Response) => {
    const id = ZId.safeParse(req.params.id);
    if (!id.success)
      return send(res, 404, playerPage('Title not found', null, 'This player link is not valid'));
    await render(deps, res, async () => {
      const m = (await catalogue().get(`movie/${id.data}`)) as Record<string, unknown>;
      return { title: str(m.title) ?? 'Untitled', subtitle: year(m.release_date) };
    });
  });

  r.get('/embed/tv/:id/:season/:episode', async (req: Request, res: Response) => {
    const p = ZEpisodeParams.safeParse(req.params);
    if (!p.success)
      return send(res, 404, playerPage('Title not found', null, 'This player link is not valid'));
    const { id, season, episode } = p.data;
    await render(deps, res, async () => {
      const show = (await catalogue().get(`tv/${id}`)) as Record<string, unknown>;
      let name: string | null = null;
      try {
        const s = (await catalogue().get(`tv/${id}/season/${season}`)) as {
          episodes?: Record<string, unknown>[];
        };
        name = str(s.episodes?.find((e) => e.episode_number === episode)?.name);
        // Untitled episodes are often named "Episode N": not worth repeating.
        if (name && /^episode \d+$/i.test(name)) name = null;
      } catch {
        // The episode title is a nicety; the show's name is enough.
      }
      return {
        title: str(show.name) ?? 'Untitled',
        subtitle: `Season ${season} · Episode ${episode}${name ? ` — ${name}` : ''}`,
      };
    });
  });

  // Served from public/ in every mode (Vite copies it into dist only for builds).
  r.get('/config/servers.json', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(LOCAL_CONFIG_FILE, (err) => {
      if (err && !res.headersSent) {
        res.status(404).json({ success: false, message: 'No local server configuration' });
      } else if (err) next(err);
    });
  });

  return r;
}
