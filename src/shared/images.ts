import type { ImageSize } from './catalogue';

/**
 * Image addresses for the catalogue's CDN (TMDB's, or the demo's own `/img`), built from
 * `catalogue.config().imageBaseUrl` as `${base}/${size}${path}`.
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

/** The `sizes` of a poster card in a row, and in a results grid (its rendered width per breakpoint). */
export const ROW_CARD_SIZES = '(min-width: 768px) 176px, (min-width: 640px) 160px, 128px';
export const GRID_CARD_SIZES =
  '(min-width: 1280px) 170px, (min-width: 1024px) 16vw, (min-width: 768px) 20vw, (min-width: 640px) 25vw, 33vw';

export type ImageKind = 'poster' | 'backdrop' | 'profile' | 'still';

/**
 * Each kind of image's widths (`srcset`) and fallback `src`: what the client's <img> asks for
 * (MediaImage), and what the server preloads for a page's likely largest paint.
 */
export const IMAGE_SETS: Record<ImageKind, { sizes: readonly ImageSize[]; fallback: ImageSize }> = {
  poster: { sizes: POSTER_SIZES, fallback: 'w300' },
  backdrop: { sizes: BACKDROP_SIZES, fallback: 'w780' },
  profile: { sizes: PROFILE_SIZES, fallback: 'w185' },
  still: { sizes: BACKDROP_SIZES, fallback: 'w300' },
};
