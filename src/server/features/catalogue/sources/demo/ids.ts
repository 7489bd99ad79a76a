/**
 * Stable numeric ids for demo titles, people, companies, seasons and episodes.
 *
 * An id is a hash of a natural key (for a film: title and release date), so it survives
 * rebuilds, server restarts and reordering of the data set: watch history and bookmarked
 * URLs keep pointing at the same title. These are demo ids, not TMDB's.
 */

/** 32-bit FNV-1a over the UTF-16 code units of `s`. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const ID_MIN = 1_000_000;
const ID_SPAN = 9_000_000; // ids are 7 digits: 1,000,000 .. 9,999,999

/** The id a key hashes to, ignoring collisions: for things that are never looked up by id. */
export function hashId(key: string): number {
  return ID_MIN + (fnv1a(key) % ID_SPAN);
}

/**
 * The id a person's name hashes to. The catalogue's `personIds` (credits.ts) hands these out,
 * moving the rare colliding name to the next free id: it is the one to look people up by.
 */
export const personId = (name: string): number => hashId(`person|${name}`);

/**
 * Hands out collision-free ids. Callers assign in a deterministic order (sorted keys), and a
 * key whose hash is taken moves to the next free id, so the result depends only on the set
 * of keys, never on the order of the source file.
 */
export class IdAllocator {
  private readonly taken = new Set<number>();

  allocate(key: string): number {
    let id = hashId(key);
    while (this.taken.has(id)) id = id + 1 >= ID_MIN + ID_SPAN ? ID_MIN : id + 1;
    this.taken.add(id);
    return id;
  }
}
