import type { MediaType } from '@shared/catalogue';

/**
 * File names of the demo catalogue's generated images, served by `../../images.ts`:
 * `p-m123.svg` / `b-m123.svg` poster and backdrop of film 123, `p-t456.svg` / `b-t456.svg`
 * of show 456, `s-t456-1-3.svg` the still of its season 1, episode 3.
 * Paths carry a leading slash, as TMDB's do.
 */
/**
 * TMDB's size names → rendered width in pixels ('original' = the largest drawn): what /img
 * answers and what the demo's `configuration` and image records describe.
 */
export const ORIGINAL_IMAGE_WIDTH = 1920;
export const IMAGE_WIDTHS: Readonly<Record<string, number>> = {
  w92: 92,
  w154: 154,
  w185: 185,
  w300: 300,
  w342: 342,
  w500: 500,
  w780: 780,
  w1280: 1280,
  original: ORIGINAL_IMAGE_WIDTH,
};

export type Artwork =
  | { kind: 'poster' | 'backdrop'; media: MediaType; id: number }
  | { kind: 'still'; media: 'tv'; id: number; season: number; episode: number };

export const posterPath = (media: MediaType, id: number) => `/p-${media === 'movie' ? 'm' : 't'}${id}.svg`;
export const backdropPath = (media: MediaType, id: number) => `/b-${media === 'movie' ? 'm' : 't'}${id}.svg`;
export const stillPath = (id: number, season: number, episode: number) =>
  `/s-t${id}-${season}-${episode}.svg`;

const FILE = /^(?:(p|b)-(m|t)([1-9]\d{0,11})|s-t([1-9]\d{0,11})-(0|[1-9]\d{0,3})-([1-9]\d{0,4}))\.svg$/;

/** The artwork a file name stands for, or null when it is not one of ours. */
export function parseArtworkFile(file: string): Artwork | null {
  const m = FILE.exec(file);
  if (!m) return null;
  if (m[1]) {
    return {
      kind: m[1] === 'p' ? 'poster' : 'backdrop',
      media: m[2] === 'm' ? 'movie' : 'tv',
      id: Number(m[3]),
    };
  }
  return { kind: 'still', media: 'tv', id: Number(m[4]), season: Number(m[5]), episode: Number(m[6]) };
}
