import type { ImageSize } from '../../shared/catalogue';

/**
 * Image addresses for the catalogue's CDN (TMDB's, or the demo's own `/img`), built from
 * `catalogue.config().imageBaseUrl` as `${base}/${size}${path}` (spec 7 sizes).
 */
export const POSTER_SIZES = ['w92', 'w185', 'w300', 'w500', 'w780'] as const satisfies readonly ImageSize[];
export const BACKDROP_SIZES = ['w300', 'w780', 'w1280'] as const satisfies readonly ImageSize[];
export const PROFILE_SIZES = ['w92', 'w185'] as const satisfies readonly ImageSize[];

/** The pixel width a size names; `original` has none. */
export function sizeWidth(size: ImageSize): number | null {
  const m = /^w(\d+)$/.exec(size);
  return m ? Number(m[1]) : null;
}

/** One image URL, or null when the title has no image (the caller shows a placeholder). */
export function imageUrl(base: string, size: ImageSize, path: string | null | undefined): string | null {
  if (!path) return null;
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${base.replace(/\/+$/, '')}/${size}${p}`;
}

/** A `srcset` listing the image at each width, so the browser picks the smallest that fits. */
export function srcSet(
  base: string,
  path: string | null | undefined,
  sizes: readonly ImageSize[],
): string | undefined {
  if (!path) return undefined;
  const parts: string[] = [];
  for (const size of sizes) {
    const w = sizeWidth(size);
    const url = imageUrl(base, size, path);
    if (w !== null && url !== null) parts.push(`${url} ${w}w`);
  }
  return parts.join(', ') || undefined;
}

/** Everything an <img> needs for a responsive catalogue image. */
export function responsiveImage(
  base: string,
  path: string | null | undefined,
  sizes: readonly ImageSize[],
  fallback: ImageSize,
): { src: string; srcSet: string | undefined } | null {
  const src = imageUrl(base, fallback, path);
  return src ? { src, srcSet: srcSet(base, path, sizes) } : null;
}
