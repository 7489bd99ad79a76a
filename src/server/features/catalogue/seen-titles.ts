import type { MediaType } from '@shared/catalogue';
import { dateOf, mediaTypeOf } from '@shared/catalogue-quality';
import { type Rankable, rankByQuery, searchKey, Vocabulary } from '@shared/title-match';
import type { TmdbListItem } from './types';

/**
 * The titles this process has answered from TMDB (trending, popular, searches, every list
 * that went through the cache), kept so a misspelt search TMDB finds nothing for can be
 * corrected locally. Bounded: the least recently seen title leaves first.
 */
interface Seen extends Rankable {
  item: TmdbListItem & { media_type: MediaType };
}

export const SEEN_TITLES_MAX = 5000;

export class SeenTitles {
  private readonly titles = new Map<string, Seen>();
  private vocabulary: Vocabulary | null = null;

  constructor(private readonly max = SEEN_TITLES_MAX) {}

  get size(): number {
    return this.titles.size;
  }

  /** Remembers the films and shows of a list payload's items (people and the rest are skipped). */
  add(items: readonly TmdbListItem[], fallback?: MediaType): void {
    for (const raw of items) {
      const kind = mediaTypeOf(raw, fallback);
      const title = kind === 'movie' ? (raw.title ?? raw.name) : (raw.name ?? raw.title);
      if (!kind || typeof title !== 'string' || !title.trim()) continue;
      const original = kind === 'movie' ? raw.original_title : raw.original_name;
      const key = `${kind}:${raw.id}`;
      this.titles.delete(key);
      this.titles.set(key, {
        id: raw.id,
        kind,
        popularity: typeof raw.popularity === 'number' ? raw.popularity : 0,
        date: dateOf(raw, kind),
        searchKey: searchKey([title], [typeof original === 'string' ? original : null]),
        item: { ...raw, media_type: kind },
      });
      if (this.titles.size > this.max) this.titles.delete(this.titles.keys().next().value!);
      this.vocabulary = null;
    }
  }

  /**
   * The remembered titles a misspelt `text` means, and the corrected query; null when the
   * text has no near match (or matches as typed: nothing to correct).
   */
  correct(text: string, type: MediaType | 'multi'): { corrected: string; items: TmdbListItem[] } | null {
    const pool = [...this.titles.values()].filter((t) => type === 'multi' || t.kind === type);
    this.vocabulary ??= new Vocabulary([...this.titles.values()].map((t) => t.searchKey));
    const ranked = rankByQuery(pool, text, this.vocabulary);
    if (!ranked.corrected || ranked.items.length === 0) return null;
    return { corrected: ranked.corrected, items: ranked.items.map((t) => t.item) };
  }
}

/** The media type a list path's items carry when they do not say (`movie/popular` → movie). */
export function listTypeOf(path: string): MediaType | undefined {
  const m = /^(?:discover\/|search\/|trending\/)?(movie|tv)\b/.exec(path);
  return m ? (m[1] as MediaType) : undefined;
}
