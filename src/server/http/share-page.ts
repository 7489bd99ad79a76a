import { LIST_SLUG_PATTERN } from '../../shared/schemas/lists';
import type { AppDeps } from '../deps';
import { catalogueConfig } from '../features/catalogue/service';
import { shareHead } from '../features/lists/service';

/**
 * A shared list's page (`/list/<slug>`) as the server sends it: its name and description in
 * the head (title, description, Open Graph and Twitter card tags, the first poster as the
 * image) and in the start-up frame, so link previews and crawlers read them without running
 * the app. Nothing else of the owner's. A 'link' list asks not to be indexed; a 'public' one
 * may be. A private list, or an address no list has, is a 404 for everyone (the owner's
 * browser still opens a private one through the app, with its token).
 */
const SHARE_PATH = /^\/list\/([^/]+)\/?$/;

const esc = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const DESCRIPTION_CHARS = 300;
const clip = (text: string) =>
  text.length > DESCRIPTION_CHARS ? `${[...text].slice(0, DESCRIPTION_CHARS - 1).join('')}…` : text;

export interface SharePage {
  status: 200 | 404;
  /** Tags for the end of the head; replaces the page's own title and description. */
  head: string;
  /** The name and description for the start-up frame ('' for a 404). */
  body: string;
}

/** The share page of `path`, or null when `path` is not a share page's. `origin`: for absolute image URLs. */
export async function sharePage(deps: AppDeps, path: string, origin: string): Promise<SharePage | null> {
  const match = SHARE_PATH.exec(path);
  if (!match) return null;
  const gone: SharePage = { status: 404, head: '<meta name="robots" content="noindex">', body: '' };
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return gone;
  }
  if (!LIST_SLUG_PATTERN.test(slug)) return gone;
  const list = await shareHead(deps.database.db, slug);
  if (!list) return gone;
  const description = clip(list.description.trim());
  const { imageBaseUrl } = catalogueConfig(deps.services.catalogue);
  const base = /^https?:\/\//.test(imageBaseUrl) ? imageBaseUrl : `${origin}${imageBaseUrl}`;
  const image = list.poster ? `${base}/w500${list.poster}` : null;
  const url = `${origin}/list/${slug}`;
  const tags = [
    `<title>${esc(list.name)} · Marquee</title>`,
    description ? `<meta name="description" content="${esc(description)}">` : '',
    list.indexable ? '' : '<meta name="robots" content="noindex">',
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Marquee">',
    `<meta property="og:title" content="${esc(list.name)}">`,
    description ? `<meta property="og:description" content="${esc(description)}">` : '',
    `<meta property="og:url" content="${esc(url)}">`,
    image ? `<meta property="og:image" content="${esc(image)}">` : '',
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${esc(list.name)}">`,
    description ? `<meta name="twitter:description" content="${esc(description)}">` : '',
    image ? `<meta name="twitter:image" content="${esc(image)}">` : '',
  ];
  const body = `<div class="boot-stage"><h1>${esc(list.name)}</h1>${
    description ? `<p>${esc(description)}</p>` : ''
  }</div>`;
  return { status: 200, head: tags.filter(Boolean).join(''), body };
}

/** index.html with the share page's head (its own title and description taken out) and frame. */
export function withSharePage(html: string, page: SharePage): string {
  let out = html;
  if (page.head.includes('<title>')) out = out.replace(/<title>[^<]*<\/title>/, '');
  if (page.head.includes('name="description"')) out = out.replace(/<meta name="description"[^>]*>/, '');
  out = out.replace('</head>', `${page.head}</head>`);
  if (page.body) out = out.replace('<div class="boot-stage">', `${page.body}<div class="boot-stage">`);
  return out;
}
