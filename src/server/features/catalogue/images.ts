import { createHash } from 'node:crypto';
import { m } from '@shared/i18n/message';
import { type Request, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import { fail } from '../../http/rest';
import { type Artwork, IMAGE_WIDTHS, parseArtworkFile } from './sources/demo/artwork';
import { getDemoCatalogue } from './sources/demo/catalogue';
import { artSubject, posterSvg, widePictureSvg } from './sources/demo/poster-art';

/**
 * Generated artwork for the demo catalogue: `GET /img/{size}/{file}` answers a small SVG
 * poster (2:3), backdrop (16:9) or episode still (16:9) drawn by sources/demo/poster-art.ts
 * from the title's own facts. Output is deterministic, so responses are cacheable forever.
 * There are no person images: the client draws a monogram for the demo's people.
 */

export interface GeneratedImage {
  body: Buffer;
  etag: string;
}
/** Rendered images by `size/file`: the most-requested ones, up to 8 MB per app. */
export type ImageMemo = LRUCache<string, GeneratedImage>;
export const createImageMemo = (): ImageMemo =>
  new LRUCache<string, GeneratedImage>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (image, key) => image.body.length + key.length + image.etag.length + 128,
  });

/** The SVG an artwork file shows, or null when the title (or episode) does not exist. */
function drawArtwork(art: Artwork, width: number): string | null {
  const entry = getDemoCatalogue().byId[art.media].get(art.id);
  if (!entry) return null;
  const subject = artSubject(entry);
  if (art.kind !== 'still') {
    return art.kind === 'poster' ? posterSvg(subject, width) : widePictureSvg(subject, width);
  }
  const season = entry.show?.seasons.find((s) => s.seasonNumber === art.season);
  if (!season || art.episode > season.episodeCount) return null;
  return widePictureSvg(subject, width, `-${art.season}-${art.episode}`);
}

/** Body and ETag of one image, or null for an unknown size or file; kept in `memo` when given. */
export function generateImage(size: string, file: string, memo?: ImageMemo): GeneratedImage | null {
  const width = IMAGE_WIDTHS[size];
  if (width === undefined) return null;
  const key = `${size}/${file}`;
  const hit = memo?.get(key);
  if (hit) return hit;
  const art = parseArtworkFile(file);
  const svg = art ? drawArtwork(art, width) : null;
  if (svg === null) return null;
  const body = Buffer.from(svg, 'utf8');
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
    fail(res, 404, m('messages.catalogue.imageNotFound'));
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
