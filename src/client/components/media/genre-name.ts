import type { Genre } from '@shared/catalogue';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/react';

/**
 * TMDB's genres (movies and TV share ids) by their catalogue key: a genre is interface
 * vocabulary, so it is named in the reader's language whatever language the source answered
 * in (the demo source speaks English only). An id TMDB adds later keeps the source's name.
 */
const GENRE_KEYS: Readonly<Record<number, MessageKey>> = {
  28: 'media.genre.28',
  12: 'media.genre.12',
  16: 'media.genre.16',
  35: 'media.genre.35',
  80: 'media.genre.80',
  99: 'media.genre.99',
  18: 'media.genre.18',
  10751: 'media.genre.10751',
  14: 'media.genre.14',
  36: 'media.genre.36',
  27: 'media.genre.27',
  10402: 'media.genre.10402',
  9648: 'media.genre.9648',
  10749: 'media.genre.10749',
  878: 'media.genre.878',
  10770: 'media.genre.10770',
  53: 'media.genre.53',
  10752: 'media.genre.10752',
  37: 'media.genre.37',
  10759: 'media.genre.10759',
  10762: 'media.genre.10762',
  10763: 'media.genre.10763',
  10764: 'media.genre.10764',
  10765: 'media.genre.10765',
  10766: 'media.genre.10766',
  10767: 'media.genre.10767',
  10768: 'media.genre.10768',
};

type Translate = (key: MessageKey) => string;

/** A genre in the interface's language; the source's name (or null) for an id we do not know. */
export function genreName(t: Translate, id: number, sourceName?: string | null): string | undefined {
  const key = GENRE_KEYS[id];
  return key ? t(key) : (sourceName ?? undefined);
}

/** genreName with the active language, for components. */
export function useGenreName(): (genre: Genre) => string {
  const t = useT();
  return (genre) => genreName(t, genre.id) ?? genre.name;
}
