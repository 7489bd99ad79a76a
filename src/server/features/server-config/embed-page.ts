import { createHash } from 'node:crypto';
import { dirOf, type Locale } from '@shared/i18n/locales';
import { type PlayerKey, playerText } from '../../i18n/player';

/**
 * The built-in preview player's markup and style sheet. Marquee hosts no video, so the
 * built-in servers screen the title's artwork against a running clock of the title's real
 * length; public/… is not used because /embed belongs to the server and its pages carry
 * their own policy. Behaviour lives in embed-player.js, loaded from this origin.
 */
const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%;overflow:hidden}
body{background:#000;color:#f4f4f5;font:14px/1.4 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.player{display:flex;flex-direction:column;height:100%}
.screen{position:relative;flex:1;min-height:0;overflow:hidden;cursor:pointer;background:radial-gradient(circle at 30% 20%,#3f0d1c 0,#09090b 70%)}
.art{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;transform-origin:60% 40%;animation:pan 48s ease-in-out infinite alternate;animation-play-state:paused;transition:filter .3s}
.flicker{position:absolute;inset:0;pointer-events:none;background:radial-gradient(ellipse at 50% 35%,rgba(255,244,214,.10),transparent 65%);animation:flicker .16s steps(2) infinite;animation-play-state:paused;opacity:0}
.shade{position:absolute;inset:0;pointer-events:none;background:linear-gradient(180deg,rgba(9,9,11,.92) 0,rgba(9,9,11,.6) 22%,rgba(0,0,0,0) 45%,rgba(0,0,0,0) 65%,rgba(0,0,0,.55) 100%)}
.playing .art,.playing .flicker{animation-play-state:running}.playing .flicker{opacity:1}
.paused .art{filter:brightness(.55) saturate(.8)}
@keyframes pan{from{transform:scale(1.02) translate(0,0)}to{transform:scale(1.14) translate(-3%,-2%)}}
@keyframes flicker{50%{opacity:.45}}
.card{position:absolute;top:0;left:0;right:0;padding:14px 18px;pointer-events:none}
[dir=rtl] .card{text-align:right}
.eyebrow{margin:0 0 2px;color:#fb7185;font-size:11px;font-weight:600;letter-spacing:.12em;text-transform:uppercase}
h1{margin:0;font-size:clamp(16px,3.4vw,30px);line-height:1.2;text-shadow:0 1px 8px rgba(0,0,0,.8)}
.sub{margin:2px 0 0;color:#d4d4d8;font-size:clamp(12px,1.8vw,15px);text-shadow:0 1px 6px rgba(0,0,0,.8)}
.stamp{position:absolute;right:14px;bottom:10px;margin:0;padding:2px 6px;border-radius:4px;background:rgba(0,0,0,.55);color:#fde68a;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.06em}
.big{position:absolute;left:50%;top:50%;width:64px;height:64px;margin:-32px 0 0 -32px;border:0;border-radius:50%;background:rgba(225,29,72,.92);color:#fff;cursor:pointer;box-shadow:0 4px 24px rgba(0,0,0,.5)}
.big svg{width:30px;height:30px;margin-left:4px}
.playing .big{display:none}
.bar{display:flex;align-items:center;gap:10px;padding:6px 12px;background:#09090b;border-top:1px solid #27272a}
.ctl{display:inline-flex;flex:none;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:0;border-radius:6px;background:transparent;color:#f4f4f5;cursor:pointer}
.ctl:hover{background:#27272a}.ctl svg,.big svg{fill:currentColor}
.ctl .i-play,.paused .ctl .i-pause{display:none}.paused .ctl .i-play{display:block}
.time,.len{margin:0}
.still{cursor:default}
.time{flex:none;font-size:13px;font-variant-numeric:tabular-nums;white-space:nowrap;color:#e4e4e7}
.time span{color:#a1a1aa}
.seek{flex:1;min-width:60px;margin:0;accent-color:#e11d48;cursor:pointer}
.len{flex:none;max-width:34%;overflow:hidden;color:#a1a1aa;font-size:12px;white-space:nowrap;text-overflow:ellipsis}
button:focus-visible,input:focus-visible{outline:2px solid #f43f5e;outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.nojs .bar,.nojs .big{visibility:hidden}
@media (max-width:520px){.card{padding:10px 12px}.eyebrow{font-size:10px}.len{display:none}.bar{gap:6px;padding:4px 8px}.time{font-size:12px}.big{width:52px;height:52px;margin:-26px 0 0 -26px}.stamp{right:8px;bottom:6px;font-size:10px}}
@media (max-height:240px){.sub{display:none}.stamp{display:none}}
@media (prefers-reduced-motion:reduce){.art,.flicker{animation:none}}
`;

export const EMBED_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
export const EMBED_SCRIPT_PATH = '/embed/player.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface Screening {
  title: string;
  subtitle: string | null;
  /** Length of the screening in seconds. */
  duration: number;
  /** What the viewer is told about that length: the real runtime, or that it is a stand-in. */
  lengthLabel: string;
  /** Artwork URL (this origin or the catalogue's image CDN), or null for the plain screen. */
  artwork: string | null;
  /** Shown in the eyebrow, so the backup server is recognisably the backup. */
  playerName: string;
  /** The language of the page's own words (the title and subtitle are the catalogue's). */
  locale: Locale;
}

/** `<html>`'s language and direction. */
const htmlAttrs = (locale: Locale) => `lang="${locale}" dir="${dirOf(locale)}"`;

const PLAY_ICON = '<path d="M8 5v14l11-7z"/>';
const PAUSE_ICON = '<path d="M6 5h4v14H6zM14 5h4v14h-4z"/>';

/** H:MM:SS (or M:SS under an hour): the text the script keeps updating. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

export function playerPage(s: Screening): string {
  const total = clock(s.duration);
  const t = playerText(s.locale);
  const play = escapeHtml(t('watch.player.play'));
  // The script's words, in the page's language: it takes them from these attributes.
  const words = Object.entries({
    play: t('watch.player.play'),
    pause: t('watch.player.pause'),
    playing: t('watch.player.playing'),
    paused: t('watch.player.paused'),
    finished: t('watch.player.finished'),
  })
    .map(([w, text]) => ` data-text-${w}="${escapeHtml(text)}"`)
    .join('');
  const position = escapeHtml(t('watch.player.position', { now: '{now}', total: '{total}' }));
  return `<!doctype html>
<html ${htmlAttrs(s.locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(s.title)} · ${escapeHtml(s.playerName)}</title><style>${STYLE}</style>
<script src="${EMBED_SCRIPT_PATH}" defer></script></head>
<body><main class="player paused nojs" data-duration="${s.duration}"${words} data-text-position="${position}">
<div class="screen">
${s.artwork ? `<img class="art" src="${escapeHtml(s.artwork)}" alt="" decoding="async">` : ''}<div class="flicker"></div><div class="shade"></div>
<div class="card"><p class="eyebrow">${escapeHtml(t('watch.player.preview', { player: s.playerName }))}</p>
<h1 dir="auto">${escapeHtml(s.title)}</h1>
${s.subtitle ? `<p class="sub">${escapeHtml(s.subtitle)}</p>` : ''}</div>
<p class="stamp" aria-hidden="true">00:00:00:00</p>
<button type="button" class="big" aria-label="${play}" tabindex="-1"><svg viewBox="0 0 24 24" aria-hidden="true">${PLAY_ICON}</svg></button>
</div>
<div class="bar" role="group" aria-label="${escapeHtml(t('watch.player.controls'))}">
<button type="button" class="ctl toggle" aria-label="${play}"><svg class="i-play" viewBox="0 0 24 24" aria-hidden="true">${PLAY_ICON}</svg><svg class="i-pause" viewBox="0 0 24 24" aria-hidden="true">${PAUSE_ICON}</svg></button>
<p class="time"><time class="now">0:00</time> <span>/ ${total}</span></p>
<input class="seek" type="range" min="0" max="${s.duration}" step="1" value="0" aria-label="${escapeHtml(t('watch.player.seek'))}" aria-valuetext="${escapeHtml(t('watch.player.position', { now: '0:00', total }))}">
<p class="len">${escapeHtml(s.lengthLabel)}</p>
</div>
<p class="sr" role="status" aria-live="polite"></p>
</main></body></html>`;
}

/** A page with no screening: an unknown title or a malformed link. */
export function missingPage(reason: PlayerKey, locale: Locale): string {
  const t = playerText(locale);
  const heading = escapeHtml(t('watch.player.notFound'));
  const player = escapeHtml(t('watch.player.name'));
  return `<!doctype html>
<html ${htmlAttrs(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${heading} · ${player}</title><style>${STYLE}</style></head>
<body><main class="player"><div class="screen still"><div class="card">
<p class="eyebrow">${player}</p><h1>${heading}</h1><p class="sub">${escapeHtml(t(reason))}</p>
</div></div></main></body></html>`;
}
