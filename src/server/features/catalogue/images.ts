import { createHash } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import { type Artwork, parseArtworkFile } from './sources/demo/artwork';
import { getDemoCatalogue } from './sources/demo/catalogue';
import { fnv1a } from './sources/demo/ids';

/**
 * Generated artwork for the demo catalogue: `GET /img/{size}/{file}` answers a small SVG
 * poster (2:3), backdrop (16:9) or episode still (16:9) drawn from the title, its year and
 * a colour hashed from its id. Output is deterministic, so responses are cacheable forever.
 * There are no person images: the demo has no cast.
 */

/** TMDB's size names → rendered width in pixels ('original' = the largest we draw). */
export const IMAGE_WIDTHS: Readonly<Record<string, number>> = {
  w92: 92,
  w154: 154,
  w185: 185,
  w300: 300,
  w342: 342,
  w500: 500,
  w780: 780,
  w1280: 1280,
  original: 1920,
};

export interface GeneratedImage {
  body: Buffer;
  etag: string;
}
/** Rendered images by `size/file`: the most-requested few thousand, per app. */
export type ImageMemo = LRUCache<string, GeneratedImage>;
export const createImageMemo = (): ImageMemo => new LRUCache<string, GeneratedImage>({ max: 2000 });

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Greedy word wrap; an over-long word is cut, and text past `maxLines` ends in an ellipsis. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > perLine) {
      if (line) lines.push(line);
      lines.push(word.slice(0, perLine));
      word = word.slice(perLine);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1] ?? '';
    kept[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1)).trimEnd()}…`;
    return kept;
  }
  return lines;
}

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif"';

interface Card {
  seed: string;
  title: string;
  /** Small caps label above the title ("FILM", "SERIES", "S2 · E5"). */
  label: string;
  /** Line under the title (year, or the episode's air year). */
  caption: string;
}

/** The SVG for one card at a given pixel width. */
export function renderSvg(shape: 'poster' | 'wide', card: Card, width: number): string {
  const [vw, vh] = shape === 'poster' ? [200, 300] : [320, 180];
  const height = Math.round((width * vh) / vw);
  const hue = fnv1a(card.seed) % 360;
  const top = hslToHex(hue, 0.55, 0.4);
  const bottom = hslToHex((hue + 35) % 360, 0.6, 0.1);
  const size = card.title.length > 40 ? 16 : 20;
  // Bold sans-serif averages about 0.6em a character.
  const perLine = Math.floor((vw - 32) / (size * 0.6));
  const lines = wrap(card.title, perLine, shape === 'poster' ? 5 : 3);
  const lineHeight = Math.round(size * 1.2);
  const firstY = vh - 34 - (lines.length - 1) * lineHeight;
  const tspans = lines
    .map((l, i) => `<tspan x="16" y="${firstY + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" role="img" aria-label="${escapeXml(
      card.caption ? `${card.title} (${card.caption})` : card.title,
    )}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${vw}" height="${vh}" fill="url(#g)"/>` +
    `<circle cx="${vw - 30}" cy="36" r="${Math.round(vh / 3)}" fill="#fff" opacity=".07"/>` +
    `<circle cx="${vw - 10}" cy="70" r="${Math.round(vh / 6)}" fill="#fff" opacity=".05"/>` +
    `<text x="16" y="26" ${FONT} font-size="10" font-weight="600" letter-spacing="2" fill="#fff" opacity=".7">${escapeXml(card.label)}</text>` +
    `<text ${FONT} font-size="${size}" font-weight="700" fill="#fff">${tspans}</text>` +
    (card.caption
      ? `<text x="16" y="${vh - 14}" ${FONT} font-size="12" fill="#fff" opacity=".75">${escapeXml(card.caption)}</text>`
      : '') +
    '</svg>'
  );
}

/** The card an artwork file shows, or null when the title (or episode) does not exist. */
function cardFor(art: Artwork): { shape: 'poster' | 'wide'; card: Card } | null {
  const entry = getDemoCatalogue().byId[art.media].get(art.id);
  if (!entry) return null;
  const year = entry.year ? String(entry.year) : '';
  if (art.kind !== 'still') {
    return {
      shape: art.kind === 'poster' ? 'poster' : 'wide',
      card: {
        seed: `${art.media}${art.id}`,
        title: entry.title,
        label: art.media === 'movie' ? 'FILM' : 'SERIES',
        caption: year,
      },
    };
  }
  const season = entry.show?.seasons.find((s) => s.seasonNumber === art.season);
  if (!season || art.episode > season.episodeCount) return null;
  const label = art.season === 0 ? `SPECIAL ${art.episode}` : `S${art.season} · E${art.episode}`;
  return {
    shape: 'wide',
    card: { seed: `tv${art.id}-${art.season}-${art.episode}`, title: entry.title, label, caption: '' },
  };
}

/** Body and ETag of one image, or null for an unknown size or file; kept in `memo` when given. */
export function generateImage(size: string, file: string, memo?: ImageMemo): GeneratedImage | null {
  const width = IMAGE_WIDTHS[size];
  if (width === undefined) return null;
  const key = `${size}/${file}`;
  const hit = memo?.get(key);
  if (hit) return hit;
  const art = parseArtworkFile(file);
  const found = art ? cardFor(art) : null;
  if (!found) return null;
  const body = Buffer.from(renderSvg(found.shape, found.card, width), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const image = { body, etag };
  memo?.set(key, image);
  return image;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** One memo per Express app that mounts the router, so apps (and tests) share nothing. */
const memos = new WeakMap<object, ImageMemo>();
function memoFor(app: object): ImageMemo {
  let memo = memos.get(app);
  if (!memo) {
    memo = createImageMemo();
    memos.set(app, memo);
  }
  return memo;
}

function serveImage(req: Request, res: Response): void {
  const size = String(req.params.size ?? '');
  const file = String(req.params.file ?? '');
  const image = generateImage(size, file, memoFor(req.app));
  if (!image) {
    res.status(404).json({ success: false, message: 'Image not found' });
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', image.etag);
  if (matchesEtag(req.get('If-None-Match'), image.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Content-Length', String(image.body.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // An SVG opened on its own must not run anything; ours carry no script anyway.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.status(200).end(req.method === 'HEAD' ? undefined : image.body);
}

/** Serves `/img/{size}/{file}`; mount it at the app root. */
export const imagesRouter: Router = Router();
imagesRouter.get('/img/:size/:file', serveImage);
